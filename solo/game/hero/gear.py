"""The hero's armour and weapon (R-GEAR-1..3): wear, wield, repair. Each returns a
:class:`Step` or raises :class:`GameError`; a refused action changes nothing."""

from __future__ import annotations

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.hero.commands import RepairArmour, WearArmour, Wield


@handles(WearArmour)
def wear_armour(camp: Campaign, ctx: Context, cmd: WearArmour) -> Step:
    """Put on armour (none/light/medium/heavy, partial) and maybe a shield (R-GEAR-2)."""
    kind, partial, shield, name = cmd.kind, cmd.partial, cmd.shield, cmd.name
    from solo.rules.gear.armour import Armour, ArmourKind, Protection
    from solo.rules.plain import enum_from

    protection = guard(
        lambda: Protection(
            Armour(enum_from(ArmourKind, kind, "armour kind"), partial, name), shield=shield
        )
    )
    return Step(
        camp.evolve(protection=protection),
        f"Wear {protection.armour.label}",
        (
            f"rating {protection.armour_rating}, soak {protection.soak_left}"
            + (", with a shield" if shield else ""),
        ),
    )


@handles(Wield)
def wield(camp: Campaign, ctx: Context, cmd: Wield) -> Step:
    """Take up a weapon: sidearm 2, battle arm 4, heavy arm 6 (R-GEAR-1)."""
    name, rating, delivery, automatic = cmd.name, cmd.rating, cmd.delivery, cmd.automatic
    from solo.rules.gear.weapons import Delivery, Weapon
    from solo.rules.plain import enum_from

    weapon = guard(
        lambda: Weapon(name, rating, enum_from(Delivery, delivery, "delivery"), automatic)
    )
    return Step(camp.evolve(weapon=weapon), f"Wield {weapon.name}", (f"rating {weapon.rating}",))


@handles(RepairArmour)
def repair_armour(camp: Campaign, ctx: Context, cmd: RepairArmour) -> Step:
    """An armourer restores the armour's soak in downtime (R-GEAR-3)."""
    return Step(
        camp.evolve(protection=camp.protection.repaired()),
        f"{camp.protection.armour.label} repaired",
        (f"soak {camp.protection.armour.soak} again",),
    )
