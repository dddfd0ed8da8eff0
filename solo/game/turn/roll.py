"""The roll waiting to be accepted: asked, rolled (or read), maybe rerolled, not yet applied.

A :class:`PendingRoll` holds typed values only: the :class:`Question`, the pool with
every die explained, the mechanic's params, and the :class:`Roll` read once from the
faces. Only :meth:`PendingRoll.to_dict` and :meth:`PendingRoll.from_dict` convert, for
the save (its shape is in ``docs/save-format.md``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from msgspec import Struct
from msgspec.structs import asdict, replace

from solo.dice import mechanic
from solo.dice.base import Params
from solo.dice.die_look import dice_line
from solo.dice.exact import Odds
from solo.dice.ladder import Answer
from solo.dice.report import RUNG_SHORT, in_order
from solo.dice.rolls import Faces, Roll
from solo.game.errors import GameError
from solo.game.story.events import RandomEvent
from solo.game.turn.offer import OfferCard
from solo.game.turn.question import Question
from solo.rules.pool import Pool
from solo.vocabulary import PlainDict

PENDING_KEYS = {"question": dict, "pool": dict, "params": dict, "faces": dict, "rerolls": int}
"""The keys of a waiting roll in a save, and the type each holds."""


class PendingRoll(Struct, frozen=True):
    """A question asked and its dice, waiting for the player to accept (or reroll)."""

    question: Question
    pool: Pool
    params: Params
    roll: Roll
    rerolls: int = 0  # paid rerolls so far (R-RES-2)
    free_used: int = 0  # free mastery-die rerolls taken (R-CHAR-2)
    offer: OfferCard | None = None  # the and/but as the player shaped it (None: not yet drawn)
    event_chance: Fraction | None = None  # the question's chance of a random event (R-GM-3)
    event: RandomEvent | None = None  # the random event the question brought, if one did

    @property
    def faces(self) -> Faces:
        return self.roll.faces

    def rerolled(self, roll: Roll, free: bool = False) -> PendingRoll:
        """The same question with the dice of ``roll``, one more reroll counted (a free
        mastery-die reroll counts as its own kind); a shaped offer is drawn again."""
        if free:
            return replace(self, roll=roll, free_used=self.free_used + 1, offer=None)
        return replace(self, roll=roll, rerolls=self.rerolls + 1, offer=None)

    def shaped(self, card: OfferCard) -> PendingRoll:
        """The same roll with its offer shaped as ``card``."""
        return replace(self, offer=card)

    def mastery_die(self) -> int | None:
        """The 0-based index in ``roll.dice`` of the mastery die while its free reroll is
        unused: the last of the hero's own dice as typed or rolled (R-CHAR-2)."""
        if self.free_used >= self.pool.free_rerolls or not self.roll.faces.dice:
            return None
        last = ("dice", len(self.roll.faces.dice) - 1)
        return next((i for i, d in enumerate(self.roll.dice) if d.source == last), None)

    def to_dict(self) -> PlainDict:
        out: PlainDict = {
            "question": self.question.to_dict(),
            "pool": self.pool.to_dict(),
            "params": self.params.as_dict(),
            "faces": faces_to_dict(self.roll.faces),
            "rerolls": self.rerolls,
        }
        if self.free_used:
            out["free_used"] = self.free_used
        if self.offer is not None:  # absent until shaped: older saves read the same
            out["offer"] = self.offer.to_dict()
        if self.event_chance is not None:  # absent with events off, and in older saves
            out["event_chance"] = str(self.event_chance)
        if self.event is not None:
            out["event"] = self.event.to_dict()
        return out

    @classmethod
    def from_dict(cls, raw: object, system: str) -> PendingRoll:
        """Read a saved waiting roll; a hand-edited, broken one fails here, clearly."""
        if not isinstance(raw, dict):
            raise GameError(f"pending must be a mapping or null, got {raw!r}")
        for key, kind in PENDING_KEYS.items():
            if not isinstance(raw.get(key), kind) or isinstance(raw.get(key), bool):
                raise GameError(f"pending.{key} is missing or not a {kind.__name__}")
        mech = mechanic(system)
        try:
            params = mech.params(**raw["params"])
            roll = mech.read(params, faces_from(raw["faces"]))
            pool = Pool.from_dict(raw["pool"])
        except (ValueError, TypeError, KeyError) as exc:
            raise GameError(
                f"the waiting roll in this save is damaged ({exc}); undo it or restore the backup"
            ) from None
        free_used = raw.get("free_used", 0)
        if isinstance(free_used, bool) or not isinstance(free_used, int):
            raise GameError(f"pending.free_used must be a whole number, got {free_used!r}")
        card = OfferCard.from_dict(raw["offer"]) if raw.get("offer") is not None else None
        chance, event = raw.get("event_chance"), raw.get("event")
        return cls(
            Question.from_dict(raw["question"]),
            pool,
            params,
            roll,
            raw["rerolls"],
            free_used,
            card,
            None if chance is None else Fraction(str(chance)),
            None if not isinstance(event, dict) else RandomEvent.from_dict(event),
        )


def faces_to_dict(faces: Faces) -> PlainDict:
    return {
        k: [list(v) if isinstance(v, tuple) else v for v in vals]
        for k, vals in asdict(faces).items()
        if vals
    }


def faces_from(data: object) -> Faces:
    """Faces by group (``{"dice": [1, 2, 3]}``); GameError names an unknown group."""
    if not isinstance(data, dict):
        raise GameError(f"dice must be given by group, e.g. {{'dice': [1, 2, 3]}}, got {data!r}")
    known = set(Faces.__struct_fields__)
    unknown = sorted(set(data) - known)
    if unknown:
        raise GameError(f"unknown dice group {unknown[0]!r}; expected {', '.join(sorted(known))}")
    nested = ("cp", "allies")
    groups: dict[str, Any] = {
        k: tuple(tuple(x) for x in v) if k in nested else tuple(v) for k, v in data.items()
    }
    return Faces(**groups)


def odds_line(odds: Odds, event_chance: Fraction | None = None) -> str:
    """The exact chances before the dice land, in one line; with ``event_chance``, the
    exact chance of a random event last (R-GM-3)."""
    parts = " · ".join(f"{RUNG_SHORT[k]} {float(p):.0%}" for k, p in in_order(odds.rungs))
    line = f"odds: yes {float(odds.at_least(Answer.YES_BUT)):.1%} ({parts})"
    return line if event_chance is None else f"{line} · {EVENT_CHANCE}{event_chance}"


EVENT_CHANCE = "event chance "
"""How the odds line names the exact chance of a random event (R-GM-3)."""


def describe_roll(pool: Pool, roll: Roll, *, world: bool = False) -> list[str]:
    """The pool's reasons, then the roll's lines (:func:`roll_lines`)."""
    return [line.strip() for line in pool.lines()] + roll_lines(roll, world=world)


def roll_lines(roll: Roll, *, world: bool = False) -> list[str]:
    """The dice as they lie, the mechanic's notes, and the answer with its meaning last
    (a world question's meaning when ``world``, R-ORA-1)."""
    lines: list[str] = []
    kept = dice_line(roll.dice)
    show_total = roll.total is not None and not roll.notes
    lines.append(f"{roll.system}: {kept}" + (f" = {roll.total}" if show_total else ""))
    lines.extend(roll.notes)
    shifted = ""
    if roll.unscaled != roll.outcome:
        shifted = f" (rolled {roll.unscaled.label}, scale {roll.params.scale:+d})"
    lines.append(f"{roll.outcome.label}{shifted}: {roll.outcome.reading(world)}")
    return lines
