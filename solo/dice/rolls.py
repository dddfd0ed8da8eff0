"""Dice as rolled: raw faces, each die's reading, and the finished Roll."""

from __future__ import annotations

from typing import Any

from msgspec import Struct

from solo.dice.ladder import Answer, Outcome
from solo.vocabulary import PlainDict

KEPT, DISCARDED, CANCELLED, REMOVED = "kept", "discarded", "cancelled", "removed"


class Die(Struct, frozen=True):
    """One die of a roll: what it showed, whether it counted, and why."""

    kind: str  # "d6", "d10", "dF", "wild", "cp", "focus", "player", "power", …
    face: int
    status: str = KEPT  # kept | discarded | cancelled | removed
    why: str = ""
    side: str = "acting"  # acting | against | ally (a Frameworks ally's die)
    source: tuple[str, int] = ("dice", 0)
    """Where the face came from: (Faces field, index into it; for ``allies`` the ally's
    number). A reroll replaces an acting die through it (R-REROLL-1)."""

    def as_dict(self) -> PlainDict:
        return {
            "kind": self.kind,
            "face": self.face,
            "side": self.side,
            "status": self.status,
            "why": self.why,
        }


class Faces(Struct, frozen=True):
    """Raw faces as thrown (or typed in from a real table), before any reading.

    ``dice`` is the acting side; ``against`` the opposing pool (buckets resistance,
    minifu challenge, fudge/frameworks/d6 opponent); ``wild`` the Wild Die chain in
    order (d6); ``against_wild`` the opponent's Wild Die chain; ``cp`` one exploding
    chain per Character Point die (d6); ``allies`` one pool per cooperating ally
    (frameworks).
    """

    dice: tuple[int, ...] = ()
    against: tuple[int, ...] = ()
    wild: tuple[int, ...] = ()
    against_wild: tuple[int, ...] = ()
    cp: tuple[tuple[int, ...], ...] = ()
    allies: tuple[tuple[int, ...], ...] = ()


class Resolution(Struct, frozen=True):
    """What ``resolve`` returns: the dice as read and the unscaled outcome."""

    dice: tuple[Die, ...]
    outcome: Outcome
    total: int | None = None
    notes: tuple[str, ...] = ()


class Roll(Struct, frozen=True):
    """A finished roll: every die, the outcome after scale, and how it was reached."""

    system: str
    params: Any  # the mechanic's Params
    faces: Faces
    dice: tuple[Die, ...]
    outcome: Outcome
    unscaled: Outcome
    total: int | None = None
    notes: tuple[str, ...] = ()
    rerolls: int = 0

    @property
    def answer(self) -> Answer | None:
        return self.outcome.answer
