"""Print the exact P(yes_*) tables of docs/rules-decisions.md (R-ORA-1, R-OPP-1).

Run from the repository root: ``python docs/world_odds.py``. A test checks that the
tables in docs/rules-decisions.md are this script's output, so they cannot go stale.
"""

from __future__ import annotations

from fractions import Fraction

from solo.dice import SYSTEMS, mechanic
from solo.dice.base import OPPOSITION, WORLD_STEPS, Params
from solo.dice.ladder import Answer

LIKELIHOODS = ("very unlikely", "unlikely", "even", "likely", "very likely")
BASELINES = {
    "fubar": "5d6, net 0; ±1 die of net per step",
    "buckets": "3 vs 3 d10; +1 player (likely) or resistance (unlikely) die per step",
    "minifu": "2 vs 2 d6; +1 power (likely) or challenge (unlikely) die per step",
    "fudge": "situational roll from Fair vs Fair; ±1 level per step",
    "d6": "campaign code (3D here) vs 11, the difficulty nearest even; ±5 per step "
    "(very likely 2: 3D cannot fail a 1)",
    "frameworks": "score 3 vs 4 dice (a contest); ±1 die per step",
    "fu": "1d6, net 0; ±1 die of net per step",
}


def cell(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator} ({float(p):.1%})"


def p_yes(system: str, params: Params) -> Fraction:
    return mechanic(system).odds(params).at_least(Answer.YES_BUT)


def world_table() -> str:
    lines = [
        "| system | even baseline and step | " + " | ".join(LIKELIHOODS) + " |",
        "|---|---|" + "---|" * len(LIKELIHOODS),
    ]
    for system in SYSTEMS:
        mech = mechanic(system)
        cells = [cell(p_yes(system, mech.world_params(step))) for step in WORLD_STEPS]
        lines.append(f"| {system} | {BASELINES[system]} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def action_table() -> str:
    strengths = [s for s in OPPOSITION if s != "standard"]
    lines = ["| system | " + " | ".join(strengths) + " |", "|---|" + "---|" * len(strengths)]
    for system in ("minifu", "buckets"):
        mech = mechanic(system)
        cells = [cell(p_yes(system, mech.action_params(opposition=s))) for s in strengths]
        lines.append(f"| {system} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(world_table())
    print()
    print(action_table())
