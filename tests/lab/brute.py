"""A conflict enumerated by hand, die face by die face, for the lab's tests.

Nothing here calls the lab or the mechanics: each roll is every tuple of faces, read by
the rules as RULES.md writes them (fu R-FU-1: keep the highest die of 1 + bonus d6;
fubar R-FUBAR-1/2 at net 0: count the evens of 5d6), and the conflict is the plain
recursion of R-CON-2/3 (a yes costs the foe 1, a no costs the hero 1, below 0 is the
end), armour soak taking a loss first (R-GEAR-3), a free reroll used on any answer below
Yes-but while one is left.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

YES_BUT = 3  # rung index: no_and 0, no 1, no_but 2, yes_but 3, yes 4, yes_and 5


def fu_rungs(bonus: int) -> dict[int, Fraction]:
    """R-FU-1 by enumeration: 1 + bonus d6, keep the highest, face 1..6 is rung 0..5."""
    out: dict[int, Fraction] = {}
    faces = list(itertools.product(range(1, 7), repeat=1 + bonus))
    for roll in faces:
        rung = max(roll) - 1
        out[rung] = out.get(rung, Fraction(0)) + Fraction(1, len(faces))
    return out


def fubar_rungs() -> dict[int, Fraction]:
    """R-FUBAR-2 at net 0 by enumeration: the evens among 5d6 are the rung."""
    out: dict[int, Fraction] = {}
    faces = list(itertools.product(range(1, 7), repeat=5))
    for roll in faces:
        rung = sum(1 for f in roll if f % 2 == 0)
        out[rung] = out.get(rung, Fraction(0)) + Fraction(1, len(faces))
    return out


Odds = tuple[Fraction, Fraction, Fraction]
"""(P(win), P(out), expected exchanges)."""


def conflict(
    rungs: dict[int, Fraction], resolve: int, pool: int, soak: int = 0, free: int = 0
) -> Odds:
    """P(win), P(out) and the expected exchanges, never conceding, never paying to reroll."""

    @cache
    def exchange(r: int, p: int, s: int, f: int) -> Odds:
        win = out = length = Fraction(0)
        for rung, q in rungs.items():
            if rung < YES_BUT and f > 0:
                w, o, n = exchange(r, p, s, f - 1)  # the same exchange, rolled again
                win, out, length = win + q * w, out + q * o, length + q * n
                continue
            w, o, n = settle(rung, r, p, s, f)
            win, out, length = win + q * w, out + q * o, length + q * (1 + n)
        return win, out, length

    def settle(rung: int, r: int, p: int, s: int, f: int) -> Odds:
        if rung >= YES_BUT:
            return (Fraction(1), Fraction(0), Fraction(0)) if p == 0 else exchange(r, p - 1, s, f)
        if s > 0:
            return exchange(r, p, s - 1, f)
        return (Fraction(0), Fraction(1), Fraction(0)) if r == 0 else exchange(r - 1, p, s, f)

    return exchange(resolve, pool, soak, free)
