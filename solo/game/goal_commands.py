"""The commands of Goals and advancement (run by :mod:`solo.game.goals` and
:mod:`solo.game.advance`). See :mod:`solo.game.commands` for what a command is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


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
    """A new ``trademark``, or ``remove_flaw`` instead (R-CHAR-5)."""

    action: ClassVar[str] = "goal_achieved"
    goal: str
    trademark: str = ""
    remove_flaw: str = ""


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
class NewRelationship:
    """The new Relationship a scenario's end gives (R-CHAR-5)."""

    action: ClassVar[str] = "new_relationship"
    name: str
    whom: str
    leaning: str = "positive"


@dataclass(frozen=True)
class RenameDescriptor:
    """Rename a Descriptor between sessions; a Relationship may change whom/leaning."""

    action: ClassVar[str] = "rename_descriptor"
    name: str
    new_name: str
    whom: str = ""
    leaning: str = ""


@dataclass(frozen=True)
class RephraseGoal:
    """Reword a Goal between sessions at no cost (R-CHAR-5)."""

    action: ClassVar[str] = "rephrase_goal"
    goal: str
    new_text: str


@dataclass(frozen=True)
class LevelUp:
    """One level more between sessions, with the levels option (R-CHAR-5)."""

    action: ClassVar[str] = "level_up"
