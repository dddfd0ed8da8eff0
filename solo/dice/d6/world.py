"""The difficulties of a d6 world question, one per likelihood step (R-ORA-1)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from solo.dice.base import WORLD_STEPS
from solo.dice.d6.code import MAX_DIFFICULTY

WORLD_STEP = 5
"""Difficulty points per likelihood step of a world question (R-ORA-1)."""

HALF = Fraction(1, 2)


def world_difficulties(p_yes: Callable[[int], Fraction], top: int) -> dict[int, int]:
    """Difficulty by step for a code whose P(yes_*) at each difficulty is ``p_yes``
    (falling as the difficulty rises; ``top`` is a difficulty where it is below 1/2).

    Even is the difficulty nearest 1/2; each step less likely is 5 harder. Each step more
    likely is 5 easier, except that a low code's very likely step stops at the easiest
    difficulty it can still fail, and its likely step keeps a chance of its own between
    that and even.
    """
    lo, hi = 0, min(top, MAX_DIFFICULTY - 2 * WORLD_STEP)
    while hi - lo > 1:  # lo: the last difficulty with P(yes_*) >= 1/2
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if p_yes(mid) >= HALF else (lo, mid)
    even = min((lo, hi), key=lambda d: (abs(p_yes(d) - HALF), d))
    out = {step: even - WORLD_STEP * step for step in WORLD_STEPS if step <= 0}
    very_likely = max(even - 2 * WORLD_STEP, 0)
    while p_yes(very_likely) == 1:
        very_likely += 1
    likely = max(even - WORLD_STEP, very_likely + 1)
    while p_yes(likely) == p_yes(very_likely):
        likely += 1
    out[1], out[2] = likely, very_likely
    return out
