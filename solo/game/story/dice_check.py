"""“Are my dice rigged?”: the rungs this campaign rolled against their exact expectation.

Each roll asked (``ask`` entries still in the journal) has its own exact odds, read from
the params it was rolled with; the expected count of a rung is the sum, over the rolls, of
that roll's exact probability of the rung. Observed and expected are compared rung by
rung and with Pearson's chi-square; its chance (the p-value) says how often fair dice
would stray at least this far. Rerolls are left out: a reroll keeps some dice, so its
odds are not the question's.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from msgspec import Struct

from solo.dice.ladder import Answer
from solo.dice.report import RUNG_ORDER
from solo.game.story.asked_rolls import asked_rolls
from solo.game.story.journal import Record

MIN_EXPECTED = 5
"""Below this many expected rolls in a rung, the chi-square is only a rough guide."""


class RungCount(Struct, frozen=True):
    key: str
    label: str
    observed: int
    expected: Fraction

    @property
    def difference(self) -> Fraction:
        return self.observed - self.expected


class DiceCheck(Struct, frozen=True):
    system: str
    rolls: int
    by_hand: int
    rungs: tuple[RungCount, ...]
    chi_square: float
    degrees: int
    p_value: float | None

    @property
    def verdict(self) -> str:
        """The check in plain words."""
        if self.rolls == 0:
            return "No rolls yet: ask a few questions and come back."
        if self.p_value is None:
            return "Every roll was certain: there is nothing to test."
        small = any(0 < r.expected < MIN_EXPECTED for r in self.rungs)
        share = f"{self.p_value:.0%}" if self.p_value >= 0.01 else "under 1%"
        line = f"Fair dice stray this far or further {share} of the time."
        if self.p_value < 0.01:
            line += " That is rare: these dice look off."
        elif self.p_value < 0.05:
            line += " Unusual, but it happens; roll more before you blame the dice."
        else:
            line += " Nothing suspicious."
        if small:
            line += f" (Some rungs expect fewer than {MIN_EXPECTED} rolls: a rough guide only.)"
        return line


def check_rolls(system: str, rolls: Sequence[tuple[Mapping[str, Fraction], str]]) -> DiceCheck:
    """``rolls``: each roll's exact rung odds and the rung it gave (its key)."""
    rungs = rung_counts(rolls)
    live = [r for r in rungs if r.expected > 0]
    chi = sum(float(r.difference**2 / r.expected) for r in live)
    degrees = len(live) - 1
    p = chi_square_tail(chi, degrees) if degrees > 0 else None
    return DiceCheck(system, len(rolls), 0, rungs, chi, degrees, p)


def rung_counts(rolls: Sequence[tuple[Mapping[str, Fraction], str]]) -> tuple[RungCount, ...]:
    """Each rung's observed count and expected count (the sum of its odds over the rolls),
    Yes-and first; the impasse last when any roll could give one."""
    keys = [k for k in RUNG_ORDER if k != "impasse"]  # the one order: Yes-and first
    if any("impasse" in odds for odds, _ in rolls):
        keys.append("impasse")
    return tuple(
        RungCount(
            k,
            _label(k),
            sum(1 for _, got in rolls if got == k),
            sum((odds.get(k, Fraction(0)) for odds, _ in rolls), Fraction(0)),
        )
        for k in keys
    )


def campaign_check(system: str, records: Iterable[Record]) -> DiceCheck:
    """The check over a journal's live records (``Game.history().entries``)."""
    asked = asked_rolls(records, system)
    check = check_rolls(system, [(roll.odds, roll.answer) for roll in asked])
    return DiceCheck(
        check.system,
        check.rolls,
        sum(roll.by_hand for roll in asked),
        check.rungs,
        check.chi_square,
        check.degrees,
        check.p_value,
    )


def _label(key: str) -> str:
    return "Impasse" if key == "impasse" else Answer[key.upper()].label


# --- the chi-square distribution's upper tail ------------------------------------------


def chi_square_tail(x: float, degrees: int) -> float:
    """P(X >= x) for X chi-square with ``degrees`` degrees of freedom."""
    if x <= 0:
        return 1.0
    return _upper_gamma(degrees / 2, x / 2)


def _upper_gamma(a: float, x: float) -> float:
    """The regularized upper incomplete gamma Q(a, x): a series below a+1, else a
    continued fraction (Lentz)."""
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        for _ in range(500):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 500):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_front) * h)
