"""The answer ladder every mechanic resolves onto (RULES.md §1).

Six rungs, ordered worst to best, plus the extras an outcome may carry.
"""

from __future__ import annotations

from enum import IntEnum

from msgspec import Struct
from msgspec.structs import replace


class Answer(IntEnum):
    """The six rungs of the ladder, R-LAD-1. Comparison follows the ladder order."""

    NO_AND = 0
    NO = 1
    NO_BUT = 2
    YES_BUT = 3
    YES = 4
    YES_AND = 5

    @property
    def key(self) -> str:
        """Machine name used in JSON, YAML and saves: ``no_and`` … ``yes_and``."""
        return RUNG_KEYS[self]

    @property
    def label(self) -> str:
        """Display name: "No, and…" … "Yes, and…"."""
        return _LABELS[self]

    @property
    def meaning(self) -> str:
        """What the answer gives and what it costs, in a sentence (R-LAD-4)."""
        return _MEANINGS[self]

    @property
    def world_meaning(self) -> str:
        """What the answer says about the world when nobody acts ("is it so?")."""
        return _WORLD_MEANINGS[self]

    def reading(self, world: bool) -> str:
        """:attr:`world_meaning` for a world question, else :attr:`meaning`."""
        return self.world_meaning if world else self.meaning

    @property
    def is_yes(self) -> bool:
        return self >= Answer.YES_BUT

    @classmethod
    def from_key(cls, key: str) -> Answer:
        try:
            return cls[key.strip().upper()]
        except KeyError:
            names = ", ".join(a.key for a in cls)
            raise ValueError(f"unknown answer {key!r}; expected one of {names}") from None


_LABELS = {
    Answer.NO_AND: "No, and…",
    Answer.NO: "No",
    Answer.NO_BUT: "No, but…",
    Answer.YES_BUT: "Yes, but…",
    Answer.YES: "Yes",
    Answer.YES_AND: "Yes, and…",
}

_MEANINGS = {
    Answer.NO_AND: "You fail and things get worse: a fresh problem lands on top.",
    Answer.NO: "You fail. The situation stands as it was, or tilts against you.",
    Answer.NO_BUT: "You fail, yet salvage something: a clue, a foothold, a smaller win.",
    Answer.YES_BUT: "You get what you wanted, at a price: a cost, a snag or a new risk.",
    Answer.YES: "You get what you wanted, cleanly.",
    Answer.YES_AND: "You get what you wanted and something extra on top.",
}

_WORLD_MEANINGS = {
    Answer.NO_AND: "It is not so, and what stands there instead makes matters worse.",
    Answer.NO: "It is not so. Things are as they look, or a shade worse.",
    Answer.NO_BUT: "It is not so, but something near it is, or a trace points the way.",
    Answer.YES_BUT: "It is so, though not as you pictured it: a gap, a catch or a cost.",
    Answer.YES: "It is so, plainly.",
    Answer.YES_AND: "It is so, and the world offers a little more than you asked.",
}

RUNG_KEYS: tuple[str, ...] = tuple(a.name.lower() for a in Answer)
"""Each rung's machine name, indexed by the rung (what :attr:`Answer.key` reads)."""
IMPASSE = "impasse"
IMPASSE_MEANING = "Neither side gets what it wants: the scene shifts and the question stays open."


def shift(answer: Answer, scale: int) -> Answer:
    """Move ``answer`` by ``scale`` rungs, clamped at the ends (R-LAD-3).

    Positive scale favours the acting side, negative the opposition.
    """
    return Answer(min(max(int(answer) + scale, 0), len(Answer) - 1))


class Outcome(Struct, frozen=True, order=True):
    """An answer plus its extras (R-LAD-2). ``answer is None`` means impasse."""

    answer: Answer | None
    ands: int = 0
    complication: bool = False
    momentum: int = 0
    botch: bool = False

    @property
    def impasse(self) -> bool:
        return self.answer is None

    @property
    def key(self) -> str:
        """Rung name, or ``"impasse"``."""
        return IMPASSE if self.answer is None else self.answer.key

    @property
    def label(self) -> str:
        return "Impasse" if self.answer is None else self.answer.label

    @property
    def meaning(self) -> str:
        return IMPASSE_MEANING if self.answer is None else self.answer.meaning

    def reading(self, world: bool) -> str:
        """The meaning for a world question (``world``) or an action."""
        return IMPASSE_MEANING if self.answer is None else self.answer.reading(world)

    def shifted(self, scale: int) -> Outcome:
        """Apply scale (R-LAD-3): impasse is not moved; extras stay as rolled."""
        if scale == 0 or self.answer is None:
            return self
        return replace(self, answer=shift(self.answer, scale))

    def extras(self) -> dict[str, int | bool]:
        """The extras that are set, for display and JSON."""
        out: dict[str, int | bool] = {}
        if self.ands:
            out["ands"] = self.ands
        if self.complication:
            out["complication"] = True
        if self.momentum:
            out["momentum"] = self.momentum
        if self.botch:
            out["botch"] = True
        return out


IMPASSE_OUTCOME = Outcome(None)

PLAIN_OUTCOMES: tuple[Outcome, ...] = tuple(Outcome(a) for a in Answer)
"""Each rung as an outcome with no extras, indexed by the rung (``PLAIN_OUTCOMES[Answer.YES]``):
built once, so odds tables need not build the same six values on every call."""
