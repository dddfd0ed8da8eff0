"""The oracle turn's commands, as typed values for :meth:`solo.game.engine.Game.run`: ask,
reroll, spend a point on the waiting roll, accept it, or shape its offer first.

Commands are values (see :mod:`solo.game.commands`, which holds every package's as one
:data:`~solo.game.commands.Command`): this module imports no campaign and no handler. Their
handlers are in this package (:mod:`.oracle`, :mod:`.point_spends`, :mod:`.shaping`), which the
engine imports on its own for a turn: a turn builds no other package's commands.
"""

from __future__ import annotations

from typing import ClassVar

from msgspec import Struct

from solo.dice.rolls import Faces
from solo.game.choices import Take
from solo.game.errors import GameError
from solo.game.turn.offer import Target
from solo.game.turn.question import Question


class Ask(Struct, frozen=True):
    """Frame a question and roll, or read the player's own ``dice`` (R-ORA-1)."""

    action: ClassVar[str] = "ask"
    question: Question
    dice: Faces | None = None
    event_die: int | None = None  # the event die typed in from a real table (R-GM-3)


class Reroll(Struct, frozen=True):
    """Pay to reroll dice of the waiting roll, by their numbers as shown (R-RES-2)."""

    action: ClassVar[str] = "reroll"
    which: tuple[int, ...]

    def __post_init__(self) -> None:
        if any(n < 1 for n in self.which):
            raise GameError(f"dice are numbered from 1, got {list(self.which)}")


class SpendCP(Struct, frozen=True):
    """Character Points after seeing the waiting d6 roll, before accepting (R-D6-5)."""

    action: ClassVar[str] = "spend_cp"
    points: int = 1


class ClimacticFate(Struct, frozen=True):
    """Spend a Fate Point climactically, once per session: every action roll of the d6
    hero for the rest of the scene is doubled, with no further Fate Point (R-D6-6)."""

    action: ClassVar[str] = "climactic_fate"


class Focus(Struct, frozen=True):
    """Spend 1 focus point after seeing the waiting Frameworks roll: +2 dice (R-FW-3)."""

    action: ClassVar[str] = "focus"


class Accept(Struct, frozen=True):
    """Apply the waiting answer; ``take`` what its and/but brings, ``soak`` armour uses,
    ``shield`` the shield's one soak, ``piercing`` the foe's blow pierces armour (its
    yes_and, the option on), ``kind`` the Consequence's type (physical, mental, social)."""

    action: ClassVar[str] = "accept"
    take: Take = Take.AUTO
    soak: int = 0
    shield: bool = False
    piercing: bool = False
    kind: str = ""
    consequence: bool = False  # Frameworks: a failure succeeds at a consequence (R-FW-7)
    more: bool = False  # the journal shows every draw, not only the answer's one thing (R-GM-6)


class RedrawOffer(Struct, frozen=True):
    """Draw the waiting answer's and/but offer again (R-ORA-2); ``complication_only``
    draws a new complication and keeps the rest of the offer (9.3)."""

    action: ClassVar[str] = "redraw_offer"
    complication_only: bool = False


class EditOffer(Struct, frozen=True):
    """Keep the waiting answer's offer in the player's own words (R-ORA-2): ``text`` for
    the Condition or Detail ("" leaves it), ``complication`` for the complication (None
    leaves it; 9.3). Journals from before ``complication`` replay as text-only edits."""

    action: ClassVar[str] = "edit_offer"
    text: str = ""
    complication: str | None = None


class GiveOffer(Struct, frozen=True):
    """Give the waiting answer's offer to the hero, the opposition or the scene."""

    action: ClassVar[str] = "give_offer"
    to: Target


TurnCommand = (
    Ask | Reroll | SpendCP | ClimacticFate | Focus | Accept | RedrawOffer | EditOffer | GiveOffer
)
"""One command of the turn, whichever (:data:`solo.game.commands.Command` holds every package's)."""
