"""Every action a player can take, as a typed command for :meth:`solo.game.engine.Game.run`.

A command is a frozen dataclass; its class attribute ``action`` is the name the journal
records, and :meth:`to_args` the arguments it records with it, so a journal replays with
:func:`solo.game.command_args.command_from` (which is also how a shell reads ``ACTION key=value …``: text is read
into the field's type, and a bad value is refused by name).

The oracle turn's commands are defined here; the others by family in
:mod:`solo.game.scene_commands`, :mod:`solo.game.goal_commands` and
:mod:`solo.game.hero_commands`. This module gathers every one into :data:`Command` and
:data:`COMMANDS`, so ``from solo.game.commands import …`` reaches them all.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import ClassVar

from solo.dice.rolls import Faces
from solo.game.choices import Take
from solo.game.errors import GameError
from solo.game.goal_commands import (
    AddGoal,
    GoalAbandoned,
    GoalAchieved,
    GoalFailed,
    GoalReplaced,
    LevelUp,
    Milestone,
    NewRelationship,
    RenameDescriptor,
    RephraseGoal,
    Setback,
)
from solo.game.hero_commands import (
    AddCondition,
    AddDetail,
    AgeCondition,
    ClearOpposition,
    EditConcept,
    InvestAsset,
    LoseAsset,
    NameTrademark,
    RegainAsset,
    RemoveCondition,
    RepairArmour,
    SetOpposition,
    TradeTrademark,
    UsePower,
    WearArmour,
    Wield,
)
from solo.game.offer_card import Target
from solo.game.question import Question
from solo.game.scene_commands import (
    Downtime,
    EndScenario,
    EndScene,
    EndSession,
    Fact,
    FlawComplication,
    GenreAction,
    Note,
    ResolveCliffhanger,
    StartScene,
    StartSession,
)


@dataclass(frozen=True)
class Ask:
    """Frame a question and roll, or read the player's own ``dice`` (R-ORA-1)."""

    action: ClassVar[str] = "ask"
    question: Question
    dice: Faces | None = None


@dataclass(frozen=True)
class Reroll:
    """Pay to reroll dice of the waiting roll, by their numbers as shown (R-RES-2)."""

    action: ClassVar[str] = "reroll"
    which: tuple[int, ...]

    def __post_init__(self) -> None:
        if any(n < 1 for n in self.which):
            raise GameError(f"dice are numbered from 1, got {list(self.which)}")


@dataclass(frozen=True)
class SpendCP:
    """Character Points after seeing the waiting d6 roll, before accepting (R-D6-5)."""

    action: ClassVar[str] = "spend_cp"
    points: int = 1


@dataclass(frozen=True)
class ClimacticFate:
    """Spend a Fate Point climactically, once per session: every action roll of the d6
    hero for the rest of the scene is doubled, with no further Fate Point (R-D6-6)."""

    action: ClassVar[str] = "climactic_fate"


@dataclass(frozen=True)
class Focus:
    """Spend 1 focus point after seeing the waiting Frameworks roll: +2 dice (R-FW-3)."""

    action: ClassVar[str] = "focus"


@dataclass(frozen=True)
class Accept:
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


@dataclass(frozen=True)
class RedrawOffer:
    """Draw the waiting answer's and/but offer again (R-ORA-2); ``complication_only``
    draws a new complication and keeps the rest of the offer (9.3)."""

    action: ClassVar[str] = "redraw_offer"
    complication_only: bool = False


@dataclass(frozen=True)
class EditOffer:
    """Keep the waiting answer's offer in the player's own words (R-ORA-2): ``text`` for
    the Condition or Detail ("" leaves it), ``complication`` for the complication (None
    leaves it; 9.3). Journals from before ``complication`` replay as text-only edits."""

    action: ClassVar[str] = "edit_offer"
    text: str = ""
    complication: str | None = None


@dataclass(frozen=True)
class GiveOffer:
    """Give the waiting answer's offer to the hero, the opposition or the scene."""

    action: ClassVar[str] = "give_offer"
    to: Target


@dataclass(frozen=True)
class Concede:
    """Concede the conflict: lose on terms you negotiate (R-CON-5)."""

    action: ClassVar[str] = "concede"
    high_stakes: bool = True


Command = (
    Ask
    | Reroll
    | SpendCP
    | ClimacticFate
    | Focus
    | Accept
    | RedrawOffer
    | EditOffer
    | GiveOffer
    | Concede
    | StartSession
    | EndSession
    | ResolveCliffhanger
    | StartScene
    | EndScene
    | EndScenario
    | Downtime
    | Fact
    | FlawComplication
    | GenreAction
    | AddGoal
    | Milestone
    | Setback
    | GoalAchieved
    | GoalFailed
    | GoalAbandoned
    | GoalReplaced
    | SetOpposition
    | ClearOpposition
    | AddCondition
    | RemoveCondition
    | AddDetail
    | WearArmour
    | RepairArmour
    | Wield
    | TradeTrademark
    | NewRelationship
    | RenameDescriptor
    | RephraseGoal
    | LevelUp
    | AgeCondition
    | UsePower
    | InvestAsset
    | LoseAsset
    | RegainAsset
    | NameTrademark
    | Note
    | EditConcept
)
"""Any one command."""

COMMANDS: dict[str, type[Command]] = {c.action: c for c in typing.get_args(Command)}
"""Every command class by the action name the journal records."""
