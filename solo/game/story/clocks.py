"""Clocks in play (R-GM-5): finding and ticking them, the ticks an accepted answer or a
random event brings, each clock's exact forecast at the campaign's own odds, and clocks as
a Lonelog log's tags. The actions that make, tick and remove one by hand are in
:mod:`solo.game.story.clock_actions` (the oracle's turn ticks clocks without them).

A threat clock (trigger ``no``) ticks on each no_* answer to the hero's actions, a progress
clock (``yes``) on each yes_* one, two segments on the "and"; answers to world questions
tick neither (docs/rules-decisions.md). An ``event`` clock ticks once per random event
(:func:`tick_clocks`, which the event's turn calls), a ``hand`` clock only when the player
says. A full clock says its text in the journal and stays, done, until removed.

The forecast assumes every future question is the hero's action rolled at the campaign's
even baseline (R-ORA-1) in its own system and options; an event clock's, the event chance
at the campaign's Tension (R-GM-3). The arithmetic is :mod:`solo.rules.clocks`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING

from msgspec import Struct
from msgspec.structs import replace

from solo.dice import mechanic
from solo.dice.report import fraction_text
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.turn.pool import build_params, build_pool
from solo.game.turn.question import Question
from solo.rules import tension as tension_rules
from solo.rules.clocks import (
    HORIZONS,
    SEGMENTS,
    Clock,
    Forecast,
    TickChances,
    Trigger,
    answer_ticks,
    forecast,
)
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.saves.lonelog.document import Tag

SHOWN_HORIZON = 10
"""The horizon a one-line forecast names (the others are in ``--json`` and the panel)."""


class ClockTicks(Struct, frozen=True):
    """What ticking clocks did: the campaign after it, the "what changed" lines
    (``Clock 'The alarm' 3/6``) and the journal lines of the clocks that filled."""

    campaign: Campaign
    changes: tuple[str, ...] = ()
    fired: tuple[str, ...] = ()

    def then(self, other: ClockTicks) -> ClockTicks:
        """These ticks followed by ``other`` (ticked from this one's campaign)."""
        return ClockTicks(other.campaign, self.changes + other.changes, self.fired + other.fired)


def find_clock(camp: Campaign, name: str) -> Clock:
    """The clock called ``name`` (case ignored), or GameError naming the clocks there are."""
    for clock in camp.clocks:
        if clock.name.casefold() == name.strip().casefold():
            return clock
    have = "; ".join(c.name for c in camp.clocks) or "none yet"
    raise GameError(f"no clock called {name!r} (clocks: {have})")


def tick_one(camp: Campaign, clock: Clock, by: int) -> ClockTicks:
    """``clock`` ticked ``by`` segments; when that fills it, its text goes to the journal."""
    return _became(camp, clock, clock.ticked(by))


def _became(camp: Campaign, clock: Clock, after: Clock) -> ClockTicks:
    """``clock`` replaced by ``after``: its change line, and its text when it fills."""
    clocks = tuple(after if c is clock else c for c in camp.clocks)
    fired = (fired_line(after),) if after.full and not clock.full else ()
    return ClockTicks(camp.evolve(clocks=clocks), (change_line(after),), fired)


def change_line(clock: Clock) -> str:
    """What changed, as the answer's "what changed" line says it: ``Clock 'The alarm' 3/6``."""
    return f"Clock '{clock.name}' {clock.progress}" + (" — full" if clock.full else "")


CHANGE = re.compile(r"^Clock '(?P<name>.+)' (?P<filled>\d+)/(?P<segments>\d+)(?: — full)?$")
"""A :func:`change_line` read back (the Lonelog export writes it as the clock's tag)."""


def fired_line(clock: Clock) -> str:
    """What a full clock says in the journal."""
    return f"Clock full: {clock.name}" + (f" — {clock.fires}" if clock.fires else "")


def tick_clocks(camp: Campaign, trigger: Trigger, ticks: int = 1) -> ClockTicks:
    """Every clock that ``trigger`` ticks and that is not yet full, ``ticks`` segments
    fuller (a random event calls this with :attr:`Trigger.EVENT`)."""
    done = ClockTicks(camp)
    if ticks <= 0:
        return done
    for clock in camp.clocks:
        if clock.trigger is trigger and not clock.full:
            done = done.then(tick_one(done.campaign, clock, ticks))
    return done


def answer_ticked(camp: Campaign, rung: str, *, world: bool) -> ClockTicks:
    """The threat and progress clocks ticked by an accepted answer (a rung key, or
    ``impasse``): only the hero's actions tick them, never a world question's answer."""
    done = ClockTicks(camp)
    if world:
        return done
    for trigger in (Trigger.NO, Trigger.YES):
        done = done.then(tick_clocks(done.campaign, trigger, answer_ticks(trigger, rung)))
    return done


def even_rungs(camp: Campaign) -> dict[str, Fraction]:
    """The exact chance of each rung for a question at the campaign's even baseline, in its
    own system and options (R-ORA-1)."""
    q = Question("How does the clock fill?", kind="world")
    params = build_params(camp, q, build_pool(camp, q))
    return mechanic(camp.system).odds(params).rungs


def tick_chances(camp: Campaign, clock: Clock) -> TickChances | None:
    """The chance one future question ticks ``clock`` by one and by two; None for a clock
    ticked by hand (it has no forecast)."""
    if clock.trigger is Trigger.HAND:
        return None
    if clock.trigger is Trigger.EVENT:
        chance = tension_rules.event_chance(camp.tension) if camp.events else Fraction(0)
        return TickChances(one=chance)
    return TickChances.of_answers(clock.trigger, even_rungs(camp))


def clock_forecast(camp: Campaign, clock: Clock) -> Forecast | None:
    """The clock's exact forecast (None for a clock ticked by hand)."""
    chances = tick_chances(camp, clock)
    return None if chances is None else forecast(clock, chances)


def percent(p: Fraction) -> str:
    """A chance as a percentage with one decimal: 43.2%; 0% and 100% only when exact."""
    if p in (0, 1):
        return f"{int(p) * 100}%"
    value = float(p) * 100
    if value < 0.1:
        return "<0.1%"
    return ">99.9%" if value > 99.9 else f"{value:.1f}%"


def unit(clock: Clock) -> str:
    """What the forecast counts: the hero's actions for a threat or progress clock, every
    question for an event clock."""
    return "questions" if clock.trigger is Trigger.EVENT else "actions"


def never_text(camp: Campaign, clock: Clock) -> str:
    """Why nothing can fill the clock: "never, at Tension 1"."""
    if clock.trigger is Trigger.EVENT:
        return (
            f"never, at Tension {camp.tension}" if camp.events else "never: random events are off"
        )
    return "never"


def forecast_text(camp: Campaign, clock: Clock, horizon: int = SHOWN_HORIZON) -> str:
    """The forecast in one phrase: "full within 10 actions: 43.2%, ~12 actions"; "ticked
    by hand" or "full" when there is none."""
    if clock.full:
        return "full"
    seen = clock_forecast(camp, clock)
    if seen is None:
        return "ticked by hand"
    if seen.expected is None:
        return never_text(camp, clock)
    words = unit(clock)
    return (
        f"full within {horizon} {words}: {percent(seen.by(horizon))}, "
        f"~{round(float(seen.expected))} {words}"
    )


def forecast_lines(camp: Campaign, clock: Clock) -> tuple[str, ...]:
    """The whole forecast, for the side panel: "full within 5 · 10 · 20 actions: 12.5% ·
    43.2% · 80.1%" and "~12 actions to fill"; one line when there is none to give."""
    seen = clock_forecast(camp, clock)
    if clock.full or seen is None or seen.expected is None:
        return (forecast_text(camp, clock),)
    words = unit(clock)
    horizons = " · ".join(map(str, HORIZONS))
    chances = " · ".join(percent(p) for _, p in seen.within)
    return (
        f"full within {horizons} {words}: {chances}",
        f"~{round(float(seen.expected))} {words} to fill",
    )


def clock_line(camp: Campaign, clock: Clock) -> str:
    """One clock in one line: "The alarm 3/6 (threat) — full within 10 actions: 43.2%, …"."""
    return f"{clock.name} {clock.progress} ({kind_word(clock)}) — {forecast_text(camp, clock)}"


def kind_word(clock: Clock) -> str:
    """The trigger in one word: by hand, threat, progress, events."""
    return {
        Trigger.HAND: "by hand",
        Trigger.NO: "threat",
        Trigger.YES: "progress",
        Trigger.EVENT: "events",
    }[clock.trigger]


def clock_data(camp: Campaign, clock: Clock) -> PlainDict:
    """A clock as ``solo status --json`` gives it: the forecast as exact fractions, null
    for a clock ticked by hand; ``expected_questions`` null when nothing can fill it."""
    seen = clock_forecast(camp, clock)
    out: PlainDict = {
        "name": clock.name,
        "segments": clock.segments,
        "filled": clock.filled,
        "trigger": clock.trigger.value,
        "full": clock.full,
    }
    if clock.fires:
        out["fires"] = clock.fires
    out["forecast"] = (
        None if seen is None else {str(n): fraction_text(seen.by(n)) for n in HORIZONS}
    )
    out["expected_questions"] = (
        None if seen is None or seen.expected is None else fraction_text(seen.expected)
    )
    return out


# --- clocks as Lonelog tags -------------------------------------------------------------------

TAG_KINDS = {Trigger.EVENT: "E", Trigger.YES: "Track"}
"""The tag a clock is written as: ``[E:…]`` for an event clock, ``[Track:…]`` for progress,
``[Clock:…]`` for a threat or a clock ticked by hand."""

TRIGGER_OF_KIND = {"E": Trigger.EVENT, "Track": Trigger.YES, "Clock": Trigger.HAND}
TRIGGER_WORDS = {kind_word(Clock("x", 4, t)): t for t in Trigger}
"""A tag's field that names its trigger: ``[Clock:The alarm 0/6|threat]``."""


def tag_kind(trigger: Trigger) -> str:
    return TAG_KINDS.get(trigger, "Clock")


def clock_tag(kind: str, name: str, filled: int, segments: int, *fields: str) -> Tag:
    """``[Clock:The alarm 3/6]`` (and any fields): a tag's text never holds ``|[]``."""
    from solo.saves.lonelog.document import Tag

    safe = tuple(" ".join(f.translate(_UNSAFE).split()) for f in fields if f.strip())
    return Tag(kind, f"{name.translate(_UNSAFE)} {filled}/{segments}", safe)


_UNSAFE = str.maketrans({"|": "/", "[": "(", "]": ")"})


def new_clock_tag(clock: Clock) -> Tag:
    """A new clock's tag: its trigger (unless by hand) and its text, as fields."""
    fields = () if clock.trigger is Trigger.HAND else (kind_word(clock),)
    return clock_tag(
        tag_kind(clock.trigger), clock.name, clock.filled, clock.segments, *fields, clock.fires
    )


def from_tags(camp: Campaign, tags: Iterable[Tag]) -> ClockTicks:
    """The campaign's clocks as a log's clock tags say (``[E:Alarm 2/6]``, ``[Clock:…]``,
    ``[Track:…]``): a new name makes a clock, a known one takes the fill written. A tag whose
    size is not a clock's (``2/5``) stays text only."""
    done = ClockTicks(camp)
    for tag in tags:
        done = done.then(_from_tag(done.campaign, tag))
    return done


def _from_tag(camp: Campaign, tag: Tag) -> ClockTicks:
    from solo.saves.lonelog.document import CLOCK_FILL

    fill = tag.fill
    name = CLOCK_FILL.sub("", tag.name).strip()
    if fill is None or fill[1] not in SEGMENTS or not name:
        return ClockTicks(camp)
    filled, segments = fill
    named = [TRIGGER_WORDS[f] for f in tag.fields if f in TRIGGER_WORDS]
    trigger = named[0] if named else TRIGGER_OF_KIND.get(tag.kind, Trigger.HAND)
    old = next((c for c in camp.clocks if c.name.casefold() == name.casefold()), None)
    if old is None:
        fires = next((f for f in tag.fields if f not in TRIGGER_WORDS), "")
        clock = Clock(name, segments, trigger, fires, filled)
        return ClockTicks(camp.evolve(clocks=(*camp.clocks, clock)), (change_line(clock),))
    changed = replace(old, segments=segments, filled=filled)
    return _became(camp, old, replace(changed, trigger=trigger) if named else changed)
