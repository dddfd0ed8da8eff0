"""Armour and shields (R-GEAR-2..4): ratings, soak, and the activities armour hampers.

Armour is none 0, light 2, medium 4 or heavy 6 (partial: 2 lower). It soaks half its
rating in blows, in place of Resolve, then is rating 0 until repaired. A shield adds to
the rating against melee and slow missiles, soaks once, and breaks.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.rules.conditions import Condition
from solo.rules.gear.weapons import Delivery
from solo.rules.plain import enum_from, flag, whole
from solo.vocabulary import PlainDict, plain_mapping

# --- armour and shields (R-GEAR-2, R-GEAR-3) ------------------------------------------


class ArmourKind(Enum):
    NONE = "none"
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"

    @property
    def rating(self) -> int:
        return _ARMOUR_RATINGS[self]

    @property
    def lighter(self) -> ArmourKind:
        order = list(ArmourKind)
        return order[max(order.index(self) - 1, 0)]


_ARMOUR_RATINGS = {
    ArmourKind.NONE: 0,
    ArmourKind.LIGHT: 2,
    ArmourKind.MEDIUM: 4,
    ArmourKind.HEAVY: 6,
}
PARTIAL_ARMOUR = -2
SHIELD_BONUS: Mapping[ArmourKind, int] = {
    ArmourKind.NONE: 2,
    ArmourKind.LIGHT: 2,
    ArmourKind.MEDIUM: 1,
    ArmourKind.HEAVY: 0,
}
"""A shield adds less the better the armour worn with it (R-GEAR-3)."""
SHIELD_SOAK = 1
ARMOUR_PIERCING_SOAK = 2


class Armour(Struct, frozen=True):
    kind: ArmourKind = ArmourKind.NONE
    partial: bool = False
    name: str = ""

    def __post_init__(self) -> None:
        force_setattr(self, "kind", enum_from(ArmourKind, self.kind, "armour kind"))
        if self.partial and self.kind is ArmourKind.NONE:
            raise ValueError("no armour cannot be partial (R-GEAR-2)")

    @property
    def label(self) -> str:
        return self.name or f"{'partial ' if self.partial else ''}{self.kind.value} armour"

    @property
    def rating(self) -> int:
        """none 0, light 2, medium 4, heavy 6; partial armour 2 lower (R-GEAR-2)."""
        return self.kind.rating + (PARTIAL_ARMOUR if self.partial else 0)

    @property
    def soak(self) -> int:
        """Blows it can soak before it is used up: half its rating, rounded down (R-GEAR-3)."""
        return self.rating // 2

    @property
    def encumbrance(self) -> ArmourKind:
        """The kind whose activity penalties apply: partial armour counts one kind lighter."""
        return self.kind.lighter if self.partial else self.kind

    def to_dict(self) -> PlainDict:
        return {"kind": self.kind.value, "partial": self.partial, "name": self.name}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Armour:
        return cls(
            kind=enum_from(ArmourKind, data.get("kind", "none"), "armour kind"),
            partial=flag(data.get("partial", False), "armour's partial"),
            name=str(data.get("name", "")),
        )


class SoakSource(Enum):
    ARMOUR = "armour"
    SHIELD = "shield"


class Soak(Struct, frozen=True):
    """What one soak did: the protection afterwards and the Condition, one tier lower."""

    protection: Protection
    spent: int
    condition: Condition | None
    reason: str


class Protection(Struct, frozen=True):
    """Armour and shield as worn, with the soak spent so far (R-GEAR-2, R-GEAR-3)."""

    armour: Armour = Armour()
    shield: bool = False
    soak_used: int = 0
    shield_broken: bool = False

    def __post_init__(self) -> None:
        whole(self.soak_used, "soak used", 0)
        if self.soak_used > self.armour.soak:
            raise ValueError(
                f"soak used {self.soak_used} is more than {self.armour.label} holds ({self.armour.soak})"
            )

    @property
    def soak_left(self) -> int:
        return self.armour.soak - self.soak_used

    @property
    def used_up(self) -> bool:
        """Armour whose soak is all spent is rating 0 until repaired (R-GEAR-3)."""
        return self.armour.soak > 0 and self.soak_left == 0

    @property
    def has_shield(self) -> bool:
        return self.shield and not self.shield_broken

    @property
    def armour_rating(self) -> int:
        return 0 if self.used_up else self.armour.rating

    def shield_bonus(self) -> int:
        if not self.has_shield:
            return 0
        worn = ArmourKind.NONE if self.used_up else self.armour.kind
        return SHIELD_BONUS[worn]

    def rating_against(self, delivery: Delivery) -> int:
        """Armour rating, plus the shield against melee and low-velocity missiles."""
        shielded = delivery in (Delivery.MELEE, Delivery.LOW_VELOCITY)
        return self.armour_rating + (self.shield_bonus() if shielded else 0)

    def soak(
        self,
        source: SoakSource = SoakSource.ARMOUR,
        armour_piercing: bool = False,
        condition: Condition | None = None,
    ) -> Soak:
        """Spend soak instead of losing Resolve; the inflicted Condition drops a tier.

        An armour-piercing blow needs 2 soak from the armour (a shield's single soak
        cannot stop it); a shield soaks once and breaks (R-GEAR-3).
        """
        lowered = condition.reduced() if condition is not None else None
        if source is SoakSource.SHIELD:
            if not self.has_shield:
                raise ValueError("there is no unbroken shield to soak with (R-GEAR-3)")
            if armour_piercing:
                raise ValueError(
                    f"an armour-piercing blow needs {ARMOUR_PIERCING_SOAK} soak; "
                    f"a shield has {SHIELD_SOAK} (R-GEAR-3)"
                )
            after = replace(self, shield_broken=True)
            return Soak(after, SHIELD_SOAK, lowered, "the shield takes the blow and breaks")
        need = ARMOUR_PIERCING_SOAK if armour_piercing else 1
        if self.soak_left < need:
            kind = "an armour-piercing blow" if armour_piercing else "a blow"
            raise ValueError(
                f"{kind} needs {need} soak; {self.armour.label} has {self.soak_left} left (R-GEAR-3)"
            )
        after = replace(self, soak_used=self.soak_used + need)
        note = f"{self.armour.label} soaks the blow ({after.soak_left} soak left)"
        if after.used_up:
            note += "; it is used up: rating 0 until repaired"
        return Soak(after, need, lowered, note)

    def repaired(self) -> Protection:
        """An armourer's work in downtime restores the armour's soak (R-GEAR-3)."""
        return replace(self, soak_used=0)

    def activity_penalty(self, activity: Activity) -> int:
        """Penalty dice (as a positive count) the armour gives this activity (R-GEAR-4)."""
        return ACTIVITY_PENALTIES[self.armour.encumbrance].get(activity, 0)

    def to_dict(self) -> PlainDict:
        return {
            "armour": self.armour.to_dict(),
            "shield": self.shield,
            "soak_used": self.soak_used,
            "shield_broken": self.shield_broken,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Protection:
        return cls(
            armour=Armour.from_dict(plain_mapping(data.get("armour", {}), "armour")),
            shield=flag(data.get("shield", False), "a shield"),
            soak_used=whole(data.get("soak_used", 0), "soak used", 0),
            shield_broken=flag(data.get("shield_broken", False), "shield broken"),
        )


# --- activity penalties (R-GEAR-4) ----------------------------------------------------


class Activity(Enum):
    SWIMMING = "swimming"
    SNEAKING = "sneaking"
    CHASING = "chasing"
    LEAPING = "leaping"
    CLIMBING = "climbing"
    PERCEIVING = "perceiving"


ACTIVITY_PENALTIES: Mapping[ArmourKind, Mapping[Activity, int]] = {
    ArmourKind.NONE: {},
    ArmourKind.LIGHT: {Activity.SWIMMING: 1},
    ArmourKind.MEDIUM: {Activity.SWIMMING: 1, Activity.SNEAKING: 1, Activity.CHASING: 1},
    ArmourKind.HEAVY: {
        Activity.SWIMMING: 2,
        Activity.SNEAKING: 1,
        Activity.CHASING: 1,
        Activity.LEAPING: 1,
        Activity.CLIMBING: 1,
        Activity.PERCEIVING: 1,
    },
}
