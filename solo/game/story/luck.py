"""A session's luck (R-GM-7): how its answers compare with what the dice could have given.

Each answer scores its rung (:data:`RUNG_SCORES`: no_and 0 … yes_and 10, impasse 5). The
session's total ``s`` is set against ``S``, the sum of independent scores, each drawn from
its roll's exact odds before the dice landed; luck is the mid-percentile
``P(S < s) + P(S = s) / 2``, an exact :class:`~fractions.Fraction`. The distribution of ``S``
is a convolution of the rolls' score distributions (never a sample).

A roll is the ask that rolled (or read typed-in dice): its odds are recomputed from the
waiting roll the ask record's patch stores (:mod:`.asked_rolls`), and it scores the answer
the dice first gave: rerolls, focus and
points spent afterwards change neither (they are the player's doing, not the dice's luck).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from math import floor

from msgspec import Struct

from solo.dice.ladder import IMPASSE
from solo.game.story.asked_rolls import asked_rolls
from solo.game.story.journal import Record

RUNG_SCORES: Mapping[str, int] = {
    "no_and": 0,
    "no": 2,
    "no_but": 4,
    IMPASSE: 5,
    "yes_but": 6,
    "yes": 8,
    "yes_and": 10,
}
"""What each answer scores (R-GM-7)."""

Distribution = Mapping[int, Fraction]
"""Exact chances of each total score."""


class ScoredRoll(Struct, frozen=True):
    """One roll: its exact odds per answer before the dice landed, and the answer they gave."""

    odds: Mapping[str, Fraction]  # rung key (or "impasse") -> exact chance, summing to 1
    answer: str  # the rung key the dice gave

    def __post_init__(self) -> None:
        if self.answer not in RUNG_SCORES:
            raise ValueError(f"unknown answer {self.answer!r}; expected one of {list(RUNG_SCORES)}")
        unknown = sorted(set(self.odds) - set(RUNG_SCORES))
        if unknown:
            raise ValueError(f"unknown answer {unknown[0]!r} in the odds")
        if sum(self.odds.values(), Fraction(0)) != 1:
            raise ValueError("a roll's odds must sum to exactly 1")

    @property
    def score(self) -> int:
        return RUNG_SCORES[self.answer]

    def distribution(self) -> dict[int, Fraction]:
        """The roll's score as a distribution (answers that cannot come up left out)."""
        out: dict[int, Fraction] = {}
        for key, p in self.odds.items():
            if p:
                score = RUNG_SCORES[key]
                out[score] = out.get(score, Fraction(0)) + p
        return out


class Luck(Struct, frozen=True):
    """A session's luck: the exact mid-percentile of its total score among sessions with the
    same rolls at the same odds."""

    percentile: Fraction
    score: int  # the session's total
    rolls: int  # how many rolls it counted

    def as_dict(self) -> dict[str, object]:
        """``{"percentile": "p/q", "score": s, "rolls": n}`` (the recap's JSON)."""
        return {"percentile": str(self.percentile), "score": self.score, "rolls": self.rolls}

    def words(self) -> str:
        """The luck as a player reads it: "better than 83 in 100 sessions like it"."""
        if not self.rolls:
            return "no dice were rolled"
        p = self.percentile
        if p == Fraction(1, 2):
            return "as lucky as the middle of sessions like it"
        if p > Fraction(1, 2):
            return f"better than {floor(100 * p)} in 100 sessions like it"
        return f"worse than {floor(100 * (1 - p))} in 100 sessions like it"


def convolve(a: Distribution, b: Distribution) -> dict[int, Fraction]:
    """The distribution of the sum of two independent scores."""
    out: dict[int, Fraction] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, Fraction(0)) + p * q
    return out


def total_distribution(rolls: Iterable[ScoredRoll]) -> dict[int, Fraction]:
    """The distribution of S, the sum of the rolls' scores, each under its own odds."""
    total: dict[int, Fraction] = {0: Fraction(1)}
    for roll in rolls:
        total = convolve(total, roll.distribution())
    return total


def mid_percentile(distribution: Distribution, s: int) -> Fraction:
    """P(S < s) + P(S = s) / 2."""
    below = sum((p for x, p in distribution.items() if x < s), Fraction(0))
    return below + distribution.get(s, Fraction(0)) / 2


def luck(rolls: Sequence[ScoredRoll]) -> Luck:
    """The luck of a session with these rolls (no roll: 1/2, the middle)."""
    score = sum(r.score for r in rolls)
    return Luck(mid_percentile(total_distribution(rolls), score), score, len(rolls))


# --- the rolls of a session, read from its journal records ---------------------------------


def session_rolls(records: Iterable[Record], system: str, session: int) -> tuple[ScoredRoll, ...]:
    """The rolls of ``session`` among live ``records``: each ask that rolled or read dice,
    at the odds recomputed from the waiting roll its record stores (:mod:`.asked_rolls`)."""
    return tuple(
        ScoredRoll(roll.odds, roll.answer)
        for roll in asked_rolls(records, system)
        if roll.session == session and roll.answer in RUNG_SCORES
    )
