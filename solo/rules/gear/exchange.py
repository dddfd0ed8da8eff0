"""Arms and armour in an exchange (RULES.md §6, R-GEAR-1..4).

Weapons and armour are rated 0-6. In an exchange the better-armed side gets a die, and
armour better than the weapon it faces gets its wearer another; the two sides' armour
dice cancel. The pieces live in :mod:`solo.rules.gear.weapons` and
:mod:`solo.rules.gear.armour`; this module compares them.
"""

from __future__ import annotations

from msgspec import Struct

from solo.rules.gear.armour import Protection
from solo.rules.gear.weapons import WeaponUse
from solo.rules.plain import whole

# --- an exchange: who is better armed, whose armour tells (R-GEAR-1, R-GEAR-2) -----------


class Side(Struct, frozen=True):
    """One combatant in an exchange."""

    weapon: WeaponUse = WeaponUse()
    protection: Protection = Protection()


class Exchange(Struct, frozen=True):
    """Either both sides attack (``them``), or the target flees or hides (``evasion``).

    ``evasion`` is the rating of the target's cover, range or speed that my weapon is
    compared with; armour only tells when both sides attack.
    """

    me: Side
    them: Side | None = None
    evasion: int | None = None
    cramped: bool = False

    def __post_init__(self) -> None:
        if (self.them is None) == (self.evasion is None):
            raise ValueError(
                "an exchange needs either the other side or an evasion rating, not both"
            )
        if self.evasion is not None:
            whole(self.evasion, "evasion rating", 0)

    @property
    def my_rating(self) -> int:
        return self.me.weapon.rating(self.cramped)

    @property
    def their_rating(self) -> int:
        if self.them is None:
            return int(self.evasion or 0)
        return self.them.weapon.rating(self.cramped)

    def weapon_edge(self) -> int:
        """+1D to the better armed side: +1 for me, -1 for them, 0 if even (R-GEAR-1)."""
        mine, theirs = self.my_rating, self.their_rating
        return (mine > theirs) - (mine < theirs)

    def my_armour_tells(self) -> bool:
        return (
            self.them is not None
            and self.me.protection.rating_against(self.them.weapon.weapon.delivery)
            > self.them.weapon.rating_faced()
        )

    def their_armour_tells(self) -> bool:
        return (
            self.them is not None
            and self.them.protection.rating_against(self.me.weapon.weapon.delivery)
            > self.me.weapon.rating_faced()
        )

    def armour_edge(self) -> int:
        """Armour better than the weapon faced: +1D to its wearer; both sides cancel (R-GEAR-2)."""
        return int(self.my_armour_tells()) - int(self.their_armour_tells())
