"""Benchmark of the play screen (a script, not a test; issue 9 item 9).

    .venv/bin/python bench/tui.py [--entries 1000] [--turns 20]

Three numbers, each beside its target, printed as a markdown table:

* **start**: wall time from opening a saved campaign with ``--entries`` journal entries to
  the first interactive play screen (Textual's headless ``run_test``, first idle pause);
* **toggle**: wall time from switching one pool-builder row to the repainted odds bar, per
  dice system, with the odds cache emptied first (the worst case: a pool never seen). The
  app is driven at the largest pool the demo hero reaches (every Trademark, a fitting
  Concept, 3 circumstance dice); the engines' own cold odds at 15 dice a side are timed
  beside it, and their sum is what a 15-a-side toggle costs;
* **turn**: CPU time (``time.process_time``) of one full turn in the app — paste a
  question, Enter asks, F5 accepts, the game saved and the screen repainted — the median
  over ``--turns``. The keys go to the app's driver as a terminal's would, and the bench
  waits by sleeping until every message queue is empty and the screen has nothing left
  to repaint (:func:`settle`), so the number is the app's own work. Textual's Pilot is
  timed beside it: its ``press``/``pause`` poll for idleness and force a repaint per
  call, which counts the test harness's CPU too.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textual import events  # noqa: E402

from solo.dice import SYSTEMS, mechanic  # noqa: E402
from solo.dice import base as dice_base  # noqa: E402
from solo.game.launch import create_game, load_content, open_game, store_for  # noqa: E402
from solo.game.setup import read_character_file  # noqa: E402
from solo.game.turn.commands import Accept, Ask  # noqa: E402
from solo.game.turn.question import Question  # noqa: E402
from solo.locations import demo_file  # noqa: E402
from solo.tui.app import SoloApp  # noqa: E402
from solo.tui.widgets.pool_builder import PoolBuilder  # noqa: E402
from solo.tui.widgets.question_area import QuestionArea  # noqa: E402

SIZE = (120, 40)
TARGETS = {"start": 1000.0, "toggle": 30.0, "turn": 50.0}
LARGE = "Do I hold the line? +Knows +Fast +Cool +Friends !apt +3"
SIDE = 15
"""Dice a side for the engines' cold odds (issue 9: pools up to 15 dice a side)."""


def new_game(saves: str, name: str, library, system: str = "fubar"):
    sheet = read_character_file(demo_file())
    return create_game(
        store_for(saves), name, sheet, library, system=system, seed=11, where=str(demo_file())
    )


def fill(game, entries: int) -> None:
    """Ask and accept until the journal holds ``entries`` entries."""
    while len(game.journal()) < entries:
        game.run(Ask(Question("Do I press on?")))
        game.run(Accept())


async def time_start(saves: str, library, entries: int) -> float:
    game = new_game(saves, "big", library)
    fill(game, entries)
    game.close()
    t0 = time.perf_counter()
    game = open_game(store_for(saves), "big", library)
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        elapsed = time.perf_counter() - t0
    game.close()
    return elapsed * 1000


async def time_toggle(saves: str, library, system: str) -> tuple[float, float]:
    """Median wall and CPU time of one toggle → repainted odds, caches emptied."""
    game = new_game(saves, f"toggle-{system}", library, system)
    times, cpu = [], []
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        area = pilot.app.screen.query_one(QuestionArea)
        pilot.app.screen.query_one("#question").value = LARGE
        await pilot.pause()
        for _ in range(6):
            dice_base._ODDS_CACHE.clear()
            t0, c0 = time.perf_counter(), time.process_time()
            area.on_pool_builder_toggled(PoolBuilder.Toggled("help:Old Teodor owes me his life"))
            await pilot.pause()  # the message queue drained and the screen repainted
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
    game.close()
    return statistics.median(times) * 1000, statistics.median(cpu) * 1000


def time_engine(system: str) -> float:
    """Cold exact odds for the largest pool the system's params reach at 15 dice a side."""
    mech = mechanic(system)
    names = {f for f in mech.params_type.__dataclass_fields__}
    options = {"bonus": SIDE} if "bonus" in names else {}
    for acting, against in (("power", "challenge"), ("player", "resistance"), ("dice", "against")):
        if acting in names:
            options = {acting: SIDE, **({against: SIDE} if against in names else {})}
    if system == "fubar":
        options = {"bonus": SIDE, "penalty": 0}
    params = mech.params(**options)
    dice_base._ODDS_CACHE.clear()
    t0 = time.perf_counter()
    mech.odds(params)
    return (time.perf_counter() - t0) * 1000


def game_turn_cpu(saves: str, library) -> float:
    """The game's share of a turn: ``Game.run`` of ask and accept, no screen."""
    game = new_game(saves, "game-turns", library)
    cpu = []
    for _ in range(20):
        c0 = time.process_time()
        game.run(Ask(Question("Do I press on?", helps=("Cool under fire",))))
        game.run(Accept())
        cpu.append(time.process_time() - c0)
    game.close()
    return statistics.median(cpu[2:]) * 1000


def busy(app: SoloApp) -> bool:
    """A message waits somewhere, or the screen has something to lay out or repaint."""
    screen = app.screen
    if any(node._message_queue.qsize() for node in (app, *screen.walk_children(with_self=True))):
        return True
    return bool(
        screen._layout_required
        or screen._scroll_required
        or screen._repaint_required
        or screen._recompose_required
        or screen._dirty_widgets
    )


async def settle(app: SoloApp, done) -> None:
    """Sleep (no busy polling) until ``done()`` and the app stays quiet for three checks."""
    quiet = 0
    while quiet < 3:
        await asyncio.sleep(0.002)
        quiet = quiet + 1 if done() and not busy(app) else 0


async def time_turns(saves: str, library, turns: int, profile: bool) -> tuple[float, str]:
    """Median CPU of a turn, the keys sent as a terminal sends them (see :func:`settle`)."""
    game = new_game(saves, "quiet-turns", library)
    cpu = []
    prof = cProfile.Profile() if profile else None
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        app = pilot.app
        await pilot.pause()
        driver = app._driver
        assert driver is not None
        for i in range(turns + 2):
            c0 = time.process_time()
            if prof and i >= 2:
                prof.enable()
            app.focused.post_message(events.Paste("Do I press on? +cool"))
            driver.send_message(events.Key("enter", "\r"))
            await settle(app, lambda: game.campaign.pending is not None)
            driver.send_message(events.Key("f5", None))  # accept (F5 settles; typing never does)
            await settle(app, lambda: game.campaign.pending is None)
            if prof and i >= 2:
                prof.disable()
            if i >= 2:  # the first two turns warm the caches
                cpu.append(time.process_time() - c0)
    game.close()
    report = ""
    if prof:
        out = io.StringIO()
        stats = pstats.Stats(prof, stream=out).sort_stats("cumulative")
        stats.print_stats(25)
        stats.print_stats("solo/", 30)
        report = out.getvalue()
    return statistics.median(cpu) * 1000, report


async def time_pilot_turns(saves: str, library, turns: int) -> float:
    """The same turn driven by Textual's Pilot (its idle polling and repaints included)."""
    game = new_game(saves, "turns", library)
    cpu = []
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        for i in range(turns + 2):
            t0 = time.process_time()
            pilot.app.focused.post_message(events.Paste("Do I press on? +cool"))
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("f5")  # accept (F5 settles; typing never does)
            await pilot.pause()
            if i >= 2:  # the first two turns warm the caches
                cpu.append(time.process_time() - t0)
    game.close()
    return statistics.median(cpu) * 1000


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--profile", action="store_true", help="print where a turn's CPU goes")
    args = parser.parse_args()
    library = load_content()[0]
    with tempfile.TemporaryDirectory() as saves:
        start = await time_start(saves, library, args.entries)
        rows = [(f"start, {args.entries} entries (wall)", start, TARGETS["start"])]
        for system in SYSTEMS:
            wall, cpu = await time_toggle(saves, library, system)
            engine_ms = time_engine(system)
            rows.append((f"toggle {system}: app wall", wall, None))
            rows.append((f"toggle {system}: app CPU", cpu, None))
            rows.append((f"toggle {system}: engine cold, {SIDE} a side", engine_ms, None))
            rows.append(
                (
                    f"toggle {system}: CPU + engine, {SIDE} a side",
                    cpu + engine_ms,
                    TARGETS["toggle"],
                )
            )
        turn, report = await time_turns(saves, library, args.turns, args.profile)
        rows.append(("turn CPU in the app (ask + accept, saved)", turn, TARGETS["turn"]))
        pilot_turn = await time_pilot_turns(saves, library, args.turns)
        rows.append(("the same turn driven by Pilot (its waits included)", pilot_turn, None))
        rows.append(("turn CPU in the game alone", game_turn_cpu(saves, library), None))
    print("| measure | ms | target ms | met |")
    print("|---|---:|---:|---|")
    for label, ms, target in rows:
        met = "" if target is None else ("yes" if ms < target else "**no**")
        print(f"| {label} | {ms:.1f} | {'' if target is None else f'{target:.0f}'} | {met} |")
    if report:
        print(report)


if __name__ == "__main__":
    asyncio.run(main())
