"""The clock actions (R-GM-5): make a clock, tick it by hand, remove it. What a clock is
and how it ticks and forecasts is :mod:`solo.game.story.clocks`, which the oracle's turn uses
without these handlers (or the story's commands).
"""

from __future__ import annotations

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.clocks import change_line, find_clock, forecast_text, tick_one
from solo.game.story.commands import AddClock, RemoveClock, Tick
from solo.rules.clocks import Clock


@handles(AddClock)
def add_clock(camp: Campaign, ctx: Context, cmd: AddClock) -> Step:
    name = " ".join(cmd.name.split())
    if any(c.name.casefold() == name.casefold() for c in camp.clocks):
        raise GameError(f"there is a clock called {name!r} already: give the new one its own name")
    clock = guard(Clock, name, cmd.segments, cmd.trigger, cmd.fires.strip())
    new = camp.evolve(clocks=(*camp.clocks, clock))
    return Step(
        new,
        f"New clock: {clock.name} ({clock.segments} segments, {clock.trigger.label})",
        (f"Forecast: {forecast_text(new, clock)}",),
        (change_line(clock),),
    )


@handles(Tick)
def tick(camp: Campaign, ctx: Context, cmd: Tick) -> Step:
    clock = find_clock(camp, cmd.name)
    if not cmd.by:
        raise GameError("tick by a number of segments other than 0")
    if clock.full and cmd.by > 0:
        raise GameError(f"clock {clock.name!r} is full already (remove it, or tick it back)")
    done = tick_one(camp, clock, cmd.by)
    return Step(done.campaign, f"Tick: {clock.name}", done.fired, done.changes)


@handles(RemoveClock)
def remove_clock(camp: Campaign, ctx: Context, cmd: RemoveClock) -> Step:
    clock = find_clock(camp, cmd.name)
    left = tuple(c for c in camp.clocks if c is not clock)
    return Step(camp.evolve(clocks=left), f"Clock removed: {clock.name} ({clock.progress})")
