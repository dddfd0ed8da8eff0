"""Goals and their milestones (R-CHAR-3).

A Goal is a finite objective whose success or failure will be plain ("Find the Macron
Device"), reached through milestones. A character pursues at most three at once. What
achieving or failing one does to Resolve is the economy's business (R-RES-5); what it does
to the character sheet is advancement's (R-CHAR-5).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.rules.plain import enum_from, field, text, unique
from solo.vocabulary import PlainDict, plain_mapping

MAX_ACTIVE_GOALS = 3


class GoalStatus(Enum):
    ACTIVE = "active"
    ACHIEVED = "achieved"
    FAILED = "failed"
    ABANDONED = "abandoned"
    REPLACED = "replaced"  # made irrelevant by events


class MilestoneStatus(Enum):
    PENDING = "pending"
    ACHIEVED = "achieved"
    FAILED = "failed"


class Milestone(Struct, frozen=True):
    text: str
    status: MilestoneStatus = MilestoneStatus.PENDING

    def __post_init__(self) -> None:
        force_setattr(self, "text", text(self.text, "a milestone"))
        force_setattr(self, "status", enum_from(MilestoneStatus, self.status, "milestone status"))

    def to_dict(self) -> PlainDict:
        return {"text": self.text, "status": self.status.value}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Milestone:
        return cls(
            text(field(data, "text", "a milestone"), "a milestone"),
            enum_from(MilestoneStatus, data.get("status", "pending"), "milestone status"),
        )


class Goal(Struct, frozen=True):
    text: str
    milestones: tuple[Milestone, ...] = ()
    status: GoalStatus = GoalStatus.ACTIVE

    def __post_init__(self) -> None:
        force_setattr(self, "text", text(self.text, "a Goal"))
        force_setattr(self, "status", enum_from(GoalStatus, self.status, "Goal status"))
        force_setattr(self, "milestones", tuple(self.milestones))
        unique(tuple(m.text for m in self.milestones), f"Goal {self.text!r}: milestone")

    @property
    def active(self) -> bool:
        return self.status is GoalStatus.ACTIVE

    def _require_active(self) -> None:
        if not self.active:
            raise ValueError(f"Goal {self.text!r} is {self.status.value}, no longer active")

    def with_milestone(self, milestone: str) -> Goal:
        self._require_active()
        return replace(self, milestones=self.milestones + (Milestone(milestone),))

    def milestone(self, milestone: str) -> Milestone:
        key = milestone.strip().casefold()
        for m in self.milestones:
            if m.text.casefold() == key:
                return m
        raise ValueError(f"Goal {self.text!r} has no milestone {milestone!r}")

    def _settle_milestone(self, milestone: str, status: MilestoneStatus) -> Goal:
        self._require_active()
        found = self.milestone(milestone)
        if found.status is not MilestoneStatus.PENDING:
            raise ValueError(f"milestone {found.text!r} is already {found.status.value}")
        return replace(
            self,
            milestones=tuple(
                replace(m, status=status) if m is found else m for m in self.milestones
            ),
        )

    def milestone_achieved(self, milestone: str) -> Goal:
        return self._settle_milestone(milestone, MilestoneStatus.ACHIEVED)

    def milestone_failed(self, milestone: str) -> Goal:
        return self._settle_milestone(milestone, MilestoneStatus.FAILED)

    def ended(self, status: GoalStatus) -> Goal:
        """The Goal is achieved, failed, abandoned or replaced; it stops counting as active."""
        self._require_active()
        if status is GoalStatus.ACTIVE:
            raise ValueError(f"Goal {self.text!r} is already active")
        return replace(self, status=status)

    def rephrased(self, new_text: str) -> Goal:
        """Between sessions a Goal may be reworded at no cost (R-CHAR-5)."""
        self._require_active()
        return replace(self, text=new_text)

    def to_dict(self) -> PlainDict:
        return {
            "text": self.text,
            "status": self.status.value,
            "milestones": [m.to_dict() for m in self.milestones],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Goal:
        raw = data.get("milestones", [])
        if not isinstance(raw, list):
            raise ValueError(f"a Goal's milestones must be a list, got {raw!r}")
        return cls(
            text=text(field(data, "text", "a Goal"), "a Goal"),
            milestones=tuple(Milestone.from_dict(plain_mapping(m, "a milestone")) for m in raw),
            status=enum_from(GoalStatus, data.get("status", "active"), "Goal status"),
        )


def check_active_goals(goals: tuple[Goal, ...]) -> None:
    """At most three active Goals (R-CHAR-3); the message names the one too many."""
    active = [g for g in goals if g.active]
    unique(tuple(g.text for g in active), "active Goal")
    if len(active) > MAX_ACTIVE_GOALS:
        extra = active[MAX_ACTIVE_GOALS]
        raise ValueError(
            f"Goal {extra.text!r} would be the {MAX_ACTIVE_GOALS + 1}th active Goal; "
            f"at most {MAX_ACTIVE_GOALS} (R-CHAR-3)"
        )
