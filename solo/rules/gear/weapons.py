"""Weapons (R-GEAR-1): sidearm 2, battle arm 4, heavy arm 6, with finer 3 and 5.

Compared between two fighters, or against the cover, range or speed of a target that
flees. Cramped quarters reverse the ratings; a range disadvantage costs 2; automatic fire
can unload for +1 and then needs a reload.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TypedDict, Unpack

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.rules.plain import enum_from, field, flag, text, whole
from solo.vocabulary import PlainDict, plain_mapping

# --- weapons (R-GEAR-1) ------------------------------------------------------------

WEAPON_CLASSES: Mapping[str, int] = {
    "unarmed": 0,
    "sidearm": 2,
    "battle arm": 4,
    "heavy arm": 6,
}
"""Weapon ratings; finer distinctions use 3 (a shortsword) and 5 (a hand-and-a-half sword)."""

RANGE_DISADVANTAGE = -2
AUTOMATIC_UNLOAD = +1


class Delivery(Enum):
    """How a weapon reaches its target; a shield helps against the first two only."""

    MELEE = "melee"
    LOW_VELOCITY = "low_velocity"  # bows, crossbows, thrown weapons
    HIGH_VELOCITY = "high_velocity"  # firearms


class WeaponFields(TypedDict, total=False):
    """What :meth:`Weapon.of_class` takes besides the name and the class."""

    delivery: Delivery
    automatic: bool


class Weapon(Struct, frozen=True):
    name: str
    rating: int
    delivery: Delivery = Delivery.MELEE
    automatic: bool = False

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "a weapon's name"))
        force_setattr(self, "delivery", enum_from(Delivery, self.delivery, "delivery"))
        rating = whole(self.rating, f"weapon {self.name!r} rating", 0)
        if rating > 6:
            raise ValueError(f"weapon {self.name!r} rating must be 0-6, got {rating} (R-GEAR-1)")

    @classmethod
    def of_class(cls, name: str, weapon_class: str, **kwargs: Unpack[WeaponFields]) -> Weapon:
        """A weapon by class name: unarmed, sidearm, battle arm or heavy arm."""
        key = weapon_class.strip().lower().replace("_", " ")
        if key not in WEAPON_CLASSES:
            raise ValueError(
                f"unknown weapon class {weapon_class!r}; expected one of {', '.join(WEAPON_CLASSES)}"
            )
        return cls(name, WEAPON_CLASSES[key], **kwargs)

    def to_dict(self) -> PlainDict:
        return {
            "name": self.name,
            "rating": self.rating,
            "delivery": self.delivery.value,
            "automatic": self.automatic,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Weapon:
        name = text(field(data, "name", "a weapon"), "a weapon's name")
        return cls(
            name=name,
            rating=whole(field(data, "rating", "a weapon"), f"weapon {name!r} rating", 0),
            delivery=enum_from(Delivery, data.get("delivery", "melee"), "delivery"),
            automatic=flag(data.get("automatic", False), "a weapon's automatic"),
        )


UNARMED = Weapon("bare hands", 0)


class WeaponUse(Struct, frozen=True):
    """A weapon as used in one exchange: at a range disadvantage, unloading on automatic."""

    weapon: Weapon = UNARMED
    range_disadvantage: bool = False
    unloading: bool = False

    def __post_init__(self) -> None:
        if self.unloading and not self.weapon.automatic:
            raise ValueError(f"{self.weapon.name!r} is not automatic: it cannot unload (R-GEAR-1)")

    def rating(self, cramped: bool = False) -> int:
        """The rating compared this exchange; cramped quarters reverse 2..6 (6 ↔ 2, 5 ↔ 3)."""
        base = self.weapon.rating
        if cramped and base >= 2:
            base = 8 - base
        return self._modified(base)

    def rating_faced(self) -> int:
        """The rating armour is measured against: range and automatic fire count, no reversal."""
        return self._modified(self.weapon.rating)

    def _modified(self, base: int) -> int:
        if self.range_disadvantage:
            base += RANGE_DISADVANTAGE
        if self.unloading:
            base += AUTOMATIC_UNLOAD
        return max(base, 0)


class CarriedWeapon(Struct, frozen=True):
    """A weapon between exchanges: after unloading it must be reloaded (R-GEAR-1)."""

    weapon: Weapon
    emptied: bool = False

    def use(self, range_disadvantage: bool = False, unloading: bool = False) -> WeaponUse:
        if self.emptied:
            raise ValueError(
                f"{self.weapon.name!r} was emptied last exchange: reload or switch weapons (R-GEAR-1)"
            )
        return WeaponUse(self.weapon, range_disadvantage, unloading)

    def after(self, use: WeaponUse) -> CarriedWeapon:
        """The weapon once the exchange is over."""
        return replace(self, emptied=use.unloading)

    def reloaded(self) -> CarriedWeapon:
        return replace(self, emptied=False)

    def to_dict(self) -> PlainDict:
        return {"weapon": self.weapon.to_dict(), "emptied": self.emptied}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> CarriedWeapon:
        return cls(
            Weapon.from_dict(
                plain_mapping(field(data, "weapon", "a carried weapon"), "a carried weapon")
            ),
            flag(data.get("emptied", False), "a carried weapon's emptied"),
        )
