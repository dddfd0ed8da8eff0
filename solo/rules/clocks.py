"""Clocks (R-GM-5): a named clock of 4, 6, 8, 10 or 12 segments that fills one segment per
trigger (two on an "and" answer) and fires its text when full, and its exact forecast.

The forecast is a dynamic programme over the segments still to fill, never a sample: from the
chance that one question ticks the clock by 0, 1 or 2 (:class:`TickChances`), the chance that
it is full within the next 5, 10 and 20 questions and the expected number of questions until
it is (:class:`Forecast`). Which questions tick which clock, and at what odds, the game
decides (:mod:`solo.game.story.clocks`); here the arithmetic only.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from fractions import Fraction

from msgspec import Struct
from msgspec.structs import replace

from solo.rules.plain import enum_from
from solo.vocabulary import PlainDict, plain_int

SEGMENTS = (4, 6, 8, 10, 12)
"""The sizes a clock may have."""

HORIZONS = (5, 10, 20)
"""The forecast's horizons: P(full within the next N questions)."""

MOST_TICKS = 2
"""An "and" answer ticks a threat or progress clock twice, anything else once."""


class Trigger(Enum):
    """What ticks a clock: the player by hand, each no_* answer to the hero's actions (a
    threat), each yes_* answer to them (progress), or each random event."""

    HAND = "hand"
    NO = "no"
    YES = "yes"
    EVENT = "event"

    @property
    def label(self) -> str:
        """The trigger in the player's words."""
        return {
            Trigger.HAND: "by hand",
            Trigger.NO: "threat: each failed action",
            Trigger.YES: "progress: each successful action",
            Trigger.EVENT: "each random event",
        }[self]

    @classmethod
    def from_key(cls, key: object) -> Trigger:
        return enum_from(cls, key, "clock trigger")


def answer_ticks(trigger: Trigger, rung: str) -> int:
    """How many segments the answer ``rung`` (a rung key, or ``impasse``) ticks a threat
    (``no``) or progress (``yes``) clock: two on its "and", one on its other answers, none
    otherwise (and none for a hand or event clock)."""
    sign = {Trigger.NO: "no", Trigger.YES: "yes"}.get(trigger)
    if sign is None or not (rung == sign or rung.startswith(sign + "_")):
        return 0
    return MOST_TICKS if rung == f"{sign}_and" else 1


class Clock(Struct, frozen=True):
    """A named clock: its ``segments``, how many are ``filled``, its ``trigger`` and the
    text it ``fires`` when full (may be empty)."""

    name: str
    segments: int
    trigger: Trigger = Trigger.HAND
    fires: str = ""
    filled: int = 0

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise ValueError("a clock needs a name")
        if isinstance(self.segments, bool) or self.segments not in SEGMENTS:
            sizes = ", ".join(map(str, SEGMENTS))
            raise ValueError(f"a clock has {sizes} segments, got {self.segments!r}")
        if not 0 <= self.filled <= self.segments:
            raise ValueError(
                f"clock {self.name!r} has {self.segments} segments; {self.filled} cannot be filled"
            )

    @property
    def full(self) -> bool:
        return self.filled == self.segments

    @property
    def left(self) -> int:
        """Segments still to fill."""
        return self.segments - self.filled

    @property
    def progress(self) -> str:
        """``3/6``."""
        return f"{self.filled}/{self.segments}"

    def ticked(self, by: int = 1) -> Clock:
        """The clock ``by`` segments fuller (never past full, never below empty)."""
        return replace(self, filled=min(self.segments, max(0, self.filled + by)))

    def to_dict(self) -> PlainDict:
        out: PlainDict = {
            "name": self.name,
            "segments": self.segments,
            "trigger": self.trigger.value,
            "filled": self.filled,
        }
        if self.fires:
            out["fires"] = self.fires
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Clock:
        return cls(
            name=str(data["name"]),
            segments=plain_int(data["segments"], "a clock's segments"),
            trigger=Trigger.from_key(data.get("trigger", "hand")),
            fires=str(data.get("fires", "")),
            filled=plain_int(data.get("filled", 0), "a clock's filled segments"),
        )


class TickChances(Struct, frozen=True):
    """The chance that one question ticks a clock by one and by two segments (the rest
    of the time it ticks none)."""

    one: Fraction = Fraction(0)
    two: Fraction = Fraction(0)

    def __post_init__(self) -> None:
        if self.one < 0 or self.two < 0 or self.one + self.two > 1:
            raise ValueError(f"tick chances must be a distribution, got {self.one}, {self.two}")

    @property
    def none(self) -> Fraction:
        return 1 - self.one - self.two

    @classmethod
    def of_answers(cls, trigger: Trigger, rungs: Mapping[str, Fraction]) -> TickChances:
        """The chances a threat or progress clock ticks on one answer, from the exact
        chance of each rung (``impasse`` included where the system has it)."""
        one = sum((p for k, p in rungs.items() if answer_ticks(trigger, k) == 1), Fraction(0))
        two = sum((p for k, p in rungs.items() if answer_ticks(trigger, k) == 2), Fraction(0))
        return cls(one, two)


class Forecast(Struct, frozen=True):
    """A clock's exact forecast: P(full within the next N questions) for each of
    :data:`HORIZONS`, and the expected number of questions until full (None: never, as
    when nothing can tick it)."""

    within: tuple[tuple[int, Fraction], ...]
    expected: Fraction | None

    def by(self, horizon: int) -> Fraction:
        return dict(self.within)[horizon]


def forecast(clock: Clock, chances: TickChances) -> Forecast:
    """The clock's exact forecast, every future question ticking it as ``chances`` say."""
    return Forecast(
        tuple((n, full_within(clock.left, n, chances)) for n in HORIZONS),
        expected_questions(clock.left, chances),
    )


def full_within(left: int, questions: int, chances: TickChances) -> Fraction:
    """P(``left`` more segments fill within ``questions`` questions): the chance of each
    number of segments still to fill, carried question by question."""
    if left <= 0:
        return Fraction(1)
    still: dict[int, Fraction] = {left: Fraction(1)}  # segments left -> chance, not yet full
    full = Fraction(0)
    for _ in range(questions):
        still, filled = one_question(still, chances)
        full += filled
    return full


def one_question(
    still: Mapping[int, Fraction], chances: TickChances
) -> tuple[dict[int, Fraction], Fraction]:
    """One more question: the chance of each number of segments still to fill after it, and
    the chance that it is the one that fills the clock."""
    after: dict[int, Fraction] = {}
    filled = Fraction(0)
    moves = ((0, chances.none), (1, chances.one), (2, chances.two))
    for need, p in still.items():
        for ticks, q in moves:
            if ticks >= need:
                filled += p * q
            elif q:
                after[need - ticks] = after.get(need - ticks, Fraction(0)) + p * q
    return after, filled


def expected_questions(left: int, chances: TickChances) -> Fraction | None:
    """The expected number of questions until ``left`` more segments fill: E(n) = (1 +
    P(one) E(n-1) + P(two) E(n-2)) / (1 - P(none)), E(0) = E(-1) = 0; None when no question
    can tick it."""
    if left <= 0:
        return Fraction(0)
    moves = 1 - chances.none
    if not moves:
        return None
    expected = [Fraction(0), Fraction(0)]  # E(n-2), E(n-1), starting at n = 1
    for _ in range(left):
        nxt = (1 + chances.one * expected[-1] + chances.two * expected[-2]) / moves
        expected = [expected[-1], nxt]
    return expected[-1]
