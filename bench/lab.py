"""Benchmark of the odds lab (a script, not a test).

    .venv/bin/python bench/lab.py [--runs 5]

The case of issue 11: hero Resolve 5 against an opposition pool of 8, rerolling any No
while it leaves 1 Resolve, conceding at 0, armour soak 2 — in every system, each system at
its default options. For each: the exact conflict (target < 100 ms), best play (< 1 s),
and a 5 x 9 grid of P(win) over Resolve 1-5 x pool 0-8 (< 1 s); and (issue 23) a roster of
three heroes against five foes (< 2 s; beside it the same 15 cells each solved on its own,
to show what sharing the recursion saves: little when every cell has its own dice, as
here, about 5x when the cells share them, as ``--same-dice`` shows) and the lever prices of
that conflict (< 1 s).
Times are CPU time of this process (the machine is shared). Every run starts cold:
the dice engine's odds cache and the lab's caches are emptied first. Median of ``--runs``.
Prints a markdown table with the targets beside the numbers.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from solo.dice import SYSTEMS
from solo.dice.base import _ODDS_CACHE
from solo.lab import Policy, Setup, solve
from solo.lab.best import BestPlayer
from solo.lab.grid import win_grid
from solo.lab.levers import price_levers
from solo.lab.roster import Foe, Hero, cell_setup, roster

POLICY = Policy(reroll_below="yes_but", keep=1, concede_at=0)
OPTIONS: dict[str, dict[str, Any]] = {
    "minifu": {"power": 2, "challenge": 2},
    "d6": {"difficulty": "easy"},
}
TARGETS_MS = {
    "conflict": 100.0,
    "best play": 1000.0,
    "5x9 grid": 1000.0,
    "3x5 roster": 2000.0,
    "levers": 1000.0,
}
HEROES = (Hero("Ash", 5), Hero("Bea", 3, 1), Hero("Cy", 7, -1))
FOES = (
    Foe("mook", 0),
    Foe("thug", 2, "challenging"),
    Foe("Vey", 2),
    Foe("Orla", 5, "strong"),
    Foe("Drake", 8, "overwhelming"),
)


def timed(fn: Callable[[], Any], runs: int) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(runs):
        _ODDS_CACHE.clear()
        start = time.process_time()
        result = fn()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--same-dice",
        action="store_true",
        help="the roster's heroes without bonus dice and its foes all average",
    )
    args = parser.parse_args()
    heroes, foes = HEROES, FOES
    if args.same_dice:
        heroes = tuple(replace(h, bonus=0) for h in HEROES)
        foes = tuple(replace(f, strength=None) for f in FOES)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}; median of {args.runs} cold runs\n"
    )
    print(
        "| system | P(win) | conflict ms | best play ms | best P(win) | 5x9 grid ms "
        "| 3x5 roster ms | (cells alone ms) | levers ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    worst = dict.fromkeys(TARGETS_MS, 0.0)
    for system in SYSTEMS:
        setup = Setup.build(system, OPTIONS.get(system, {}), resolve=5, pool=8, soak=2)
        conflict_ms, odds = timed(lambda s=setup: solve(s, POLICY), args.runs)
        best_ms, best = timed(lambda s=setup: BestPlayer(s).solve(), args.runs)
        grid_ms, _ = timed(lambda s=setup: win_grid(s, POLICY), args.runs)
        roster_ms, _ = timed(lambda s=setup: roster(s, heroes, foes, POLICY), args.runs)
        alone_ms, _ = timed(lambda s=setup: _cells_alone(s, heroes, foes), args.runs)
        levers_ms, _ = timed(lambda s=setup: price_levers(s, POLICY), args.runs)
        print(
            f"| {system} | {float(odds.win):.4f} | {conflict_ms:.1f} | {best_ms:.1f} | "
            f"{float(best.win):.4f} | {grid_ms:.1f} | {roster_ms:.1f} | {alone_ms:.1f} "
            f"| {levers_ms:.1f} |"
        )
        times = (conflict_ms, best_ms, grid_ms, roster_ms, levers_ms)
        for name, ms in zip(TARGETS_MS, times):
            worst[name] = max(worst[name], ms)
    print()
    for name, target in TARGETS_MS.items():
        verdict = "ok" if worst[name] < target else "OVER"
        print(f"- {name}: slowest {worst[name]:.1f} ms, target < {target:.0f} ms: {verdict}")


def _cells_alone(setup: Setup, heroes: tuple[Hero, ...], foes: tuple[Foe, ...]) -> list[Any]:
    """The roster's cells each solved on its own, no cache shared."""
    return [solve(cell_setup(setup, h, f), POLICY) for h in heroes for f in foes]


if __name__ == "__main__":
    main()
