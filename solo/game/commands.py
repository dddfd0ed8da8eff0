"""Every action a player can take, as a typed command for :meth:`solo.game.engine.Game.run`.

A command is a frozen dataclass; its class attribute ``action`` is the name the journal
records, and :meth:`to_args` the arguments it records with it, so a journal replays with
:func:`solo.game.command_args.command_from` (which is also how a shell reads ``ACTION key=value …``: text is read
into the field's type, and a bad value is refused by name).
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import ClassVar

from solo.dice.base import Faces
from solo.game.choices import Strength, Take
from solo.game.errors import GameError
from solo.game.offer_card import Target
from solo.game.question import Question


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
class Accept:
    """Apply the waiting answer; ``take`` what its and/but brings, ``soak`` armour uses."""

    action: ClassVar[str] = "accept"
    take: Take = Take.AUTO
    soak: int = 0


@dataclass(frozen=True)
class RedrawOffer:
    """Draw the waiting answer's and/but offer again (R-ORA-2)."""

    action: ClassVar[str] = "redraw_offer"


@dataclass(frozen=True)
class EditOffer:
    """Keep the waiting answer's offer in the player's own words (R-ORA-2)."""

    action: ClassVar[str] = "edit_offer"
    text: str


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


@dataclass(frozen=True)
class StartSession:
    action: ClassVar[str] = "start_session"


@dataclass(frozen=True)
class EndSession:
    action: ClassVar[str] = "end_session"
    cliffhanger: bool = False


@dataclass(frozen=True)
class ResolveCliffhanger:
    action: ClassVar[str] = "resolve_cliffhanger"


@dataclass(frozen=True)
class StartScene:
    action: ClassVar[str] = "start_scene"
    title: str
    setting: str = ""


@dataclass(frozen=True)
class EndScene:
    action: ClassVar[str] = "end_scene"


@dataclass(frozen=True)
class EndScenario:
    action: ClassVar[str] = "end_scenario"


@dataclass(frozen=True)
class Downtime:
    action: ClassVar[str] = "downtime"
    condition: str = ""
    remove: bool = False


@dataclass(frozen=True)
class Fact:
    action: ClassVar[str] = "fact"
    text: str


@dataclass(frozen=True)
class FlawComplication:
    action: ClassVar[str] = "flaw_complication"
    flaw: str
    pivotal: bool = True


@dataclass(frozen=True)
class GenreAction:
    action: ClassVar[str] = "genre_action"
    text: str = ""


@dataclass(frozen=True)
class AddGoal:
    action: ClassVar[str] = "add_goal"
    text: str
    milestones: tuple[str, ...] = ()


@dataclass(frozen=True)
class Milestone:
    action: ClassVar[str] = "milestone"
    goal: str
    milestone: str = ""


@dataclass(frozen=True)
class Setback:
    action: ClassVar[str] = "setback"
    goal: str
    milestone: str = ""


@dataclass(frozen=True)
class GoalAchieved:
    action: ClassVar[str] = "goal_achieved"
    goal: str
    trademark: str = ""


@dataclass(frozen=True)
class GoalFailed:
    action: ClassVar[str] = "goal_failed"
    goal: str
    flaw: str = ""


@dataclass(frozen=True)
class GoalAbandoned:
    action: ClassVar[str] = "goal_abandoned"
    goal: str


@dataclass(frozen=True)
class GoalReplaced:
    action: ClassVar[str] = "goal_replaced"
    goal: str
    new_goal: str


@dataclass(frozen=True)
class SetOpposition:
    action: ClassVar[str] = "set_opposition"
    name: str
    strength: Strength = Strength.AVERAGE
    pool: str = "standard"
    scale: int = 0


@dataclass(frozen=True)
class ClearOpposition:
    action: ClassVar[str] = "clear_opposition"


@dataclass(frozen=True)
class AddCondition:
    action: ClassVar[str] = "add_condition"
    name: str
    polarity: str = "negative"
    tier: str = "minor"
    category: str = "physical"


@dataclass(frozen=True)
class RemoveCondition:
    action: ClassVar[str] = "remove_condition"
    name: str


@dataclass(frozen=True)
class AddDetail:
    action: ClassVar[str] = "add_detail"
    name: str
    polarity: str = "negative"
    lasting: bool = False


@dataclass(frozen=True)
class WearArmour:
    action: ClassVar[str] = "wear_armour"
    kind: str = "light"
    partial: bool = False
    shield: bool = False
    name: str = ""


@dataclass(frozen=True)
class RepairArmour:
    action: ClassVar[str] = "repair_armour"


@dataclass(frozen=True)
class TradeTrademark:
    action: ClassVar[str] = "trade_trademark"
    trademark: str
    flaw: str


@dataclass(frozen=True)
class Note:
    action: ClassVar[str] = "note"
    text: str


Command = (
    Ask
    | Reroll
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
    | TradeTrademark
    | Note
)
"""Any one command."""

COMMANDS: dict[str, type[Command]] = {c.action: c for c in typing.get_args(Command)}
"""Every command class by the action name the journal records."""
