"""The scene test (R-GM-2): does a new scene begin as the player expects?

The campaign's own oracle answers "Does it begin as expected?" as a world question at the
likelihood Tension sets (:data:`solo.rules.tension.SCENE_TEST_STEPS`, from the system's even
baseline as any world question, R-ORA-1). Its answer reads as one of three results:
yes_* → expected (yes_and adds a positive Detail, yes_but a negative one); no_but or a
Buckets impasse → altered (one element differs, from the ``scene-alteration`` table);
no or no_and → interrupted (a random event first, R-GM-3, aimed against the hero on no_and).
The exact chance of each result shows before the roll (:func:`result_odds`).

The values a journal record keeps (:class:`SceneTest`) and the odds; the test run on a
campaign is in :mod:`solo.game.story.emulator`. A value module: it imports no campaign
(an import-linter contract).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.dice import mechanic
from solo.game.choices import Likelihood
from solo.game.story.events import RandomEvent
from solo.game.turn.question import Question
from solo.rules.tension import SCENE_TEST_STEPS, check_tension
from solo.vocabulary import PlainDict, plain_mapping

if TYPE_CHECKING:
    from solo.dice.exact import Odds

QUESTION = "Does it begin as expected?"


class Result(Enum):
    """How a tested scene begins."""

    EXPECTED = "expected"
    ALTERED = "altered"
    INTERRUPTED = "interrupted"

    @property
    def label(self) -> str:
        return {
            Result.EXPECTED: "as expected",
            Result.ALTERED: "altered",
            Result.INTERRUPTED: "interrupted",
        }[self]


def result_of(answer: str) -> Result:
    """The result an answer (a rung key, or ``impasse``) gives (R-GM-2)."""
    if answer.startswith("yes"):
        return Result.EXPECTED
    if answer in ("no_but", "impasse"):
        return Result.ALTERED
    return Result.INTERRUPTED


def likelihood_at(tension: int) -> Likelihood:
    """The test's likelihood at ``tension``: 1-2 very likely … 8-9 very unlikely."""
    step = SCENE_TEST_STEPS[check_tension(tension)]
    return next(k for k in Likelihood if k.net == step)


def question_at(tension: int) -> Question:
    """The world question the oracle answers."""
    return Question(QUESTION, kind="world", likelihood=likelihood_at(tension))


def result_odds(odds: Odds) -> dict[Result, Fraction]:
    """The exact chance of each result, from the question's odds (they sum to 1)."""
    out = dict.fromkeys(Result, Fraction(0))
    for key, p in odds.rungs.items():
        out[result_of(key)] += p
    return out


def odds_at(system: str, tension: int) -> dict[Result, Fraction]:
    """The exact chance of each result in ``system`` (default options) at ``tension``."""
    mech = mechanic(system)
    return result_odds(mech.odds(mech.world_params(likelihood_at(tension).net)))


def odds_text(odds: Mapping[Result, Fraction]) -> str:
    """The three chances as the player reads them before the roll."""
    return " · ".join(f"{r.label} {float(odds[r]):.1%}" for r in Result)


class SceneTest(Struct, frozen=True):
    """A scene test as it went: what the player expected, at what Tension, the exact odds
    of each result, the answer and its result, the dice, and what it brought: a Detail
    (expected, on yes_and or yes_but), what differs (altered) or an event (interrupted)."""

    expect: str
    tension: int
    odds: Mapping[Result, Fraction]
    answer: str
    dice: str = ""
    by_hand: bool = False
    detail: str = ""
    alteration: str = ""
    event: RandomEvent | None = None

    @property
    def result(self) -> Result:
        return result_of(self.answer)

    def lines(self) -> tuple[str, ...]:
        """The test as the player reads it: the question with its odds, the result and
        what it brought."""
        expect = f" ({self.expect})" if self.expect else ""
        out = [f"{QUESTION}{expect} — odds: {odds_text(self.odds)}"]
        out.append(f"The scene begins {self.result.label}.")
        if self.detail:
            out.append(f"Scene Detail: {self.detail}")
        if self.alteration:
            out.append(f"What differs: {self.alteration}")
        if self.event is not None:
            out.append(self.event.line())
        return tuple(out)

    def to_dict(self) -> PlainDict:
        """As ``--json`` prints it and the journal record keeps it."""
        out: PlainDict = {
            "result": self.result.value,
            "odds": {r.value: str(self.odds[r]) for r in Result},
            "answer": self.answer,
            "expect": self.expect,
            "tension": self.tension,
            "dice": self.dice,
            "detail": self.detail or None,
            "alteration": self.alteration or None,
            "event": None if self.event is None else self.event.to_dict(),
        }
        if self.by_hand:
            out["by_hand"] = True
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> SceneTest:
        odds = plain_mapping(data.get("odds", {}), "scene test odds")
        event = data.get("event")
        return cls(
            expect=str(data.get("expect", "")),
            tension=check_tension(data.get("tension", 5)),
            odds={r: Fraction(str(odds.get(r.value, "0"))) for r in Result},
            answer=str(data.get("answer", "")),
            dice=str(data.get("dice", "")),
            by_hand=data.get("by_hand") is True,
            detail=str(data.get("detail") or ""),
            alteration=str(data.get("alteration") or ""),
            event=None if event is None else RandomEvent.from_dict(plain_mapping(event, "event")),
        )
