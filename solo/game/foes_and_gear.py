"""The opposition a scene sets against the hero (R-CON-3, R-RES-9) and the hero's armour and
weapon (R-GEAR-1..3). Each returns a :class:`Step` or raises :class:`GameError`; a refused
action changes nothing."""

from __future__ import annotations

from solo.game.action_steps import guard
from solo.game.campaign import Campaign
from solo.game.choices import Strength
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.rules.conflicts import Opposition

FOE_AND_GEAR_ACTIONS = (
    "set_opposition",
    "clear_opposition",
    "wear_armour",
    "wield",
    "repair_armour",
)
"""The action names this module adds (see :data:`solo.game.engine.ACTIONS`)."""


def set_opposition(
    camp: Campaign,
    ctx: Context,
    name: str,
    strength: Strength = Strength.AVERAGE,
    pool: str = "standard",
    scale: int = 0,
    slots: str = "",
) -> Step:
    """A foe with a Resolve pool (R-CON-3), or Consequence slots (R-RES-9 ``slots``)."""
    if slots:
        opp = guard(
            lambda: Opposition.with_slots(slots, name=name, strength=strength.value, scale=scale)
        )
        return Step(
            camp.evolve(opposition=opp),
            f"Opposition: {name}",
            (f"{strength.value}, Consequence slots: {slots}, scale {scale:+d}",),
        )
    opp = guard(lambda: Opposition.preset(pool, name=name, strength=strength.value, scale=scale))
    return Step(
        camp.evolve(opposition=opp),
        f"Opposition: {name}",
        (f"{strength.value}, Resolve {opp.resolve}, scale {scale:+d}",),
    )


def clear_opposition(camp: Campaign, ctx: Context) -> Step:
    if camp.opposition is None:
        raise GameError("there is no opposition to clear")
    return Step(camp.evolve(opposition=None), f"{camp.opposition.name} leaves the scene")


def wear_armour(
    camp: Campaign,
    ctx: Context,
    kind: str = "light",
    partial: bool = False,
    shield: bool = False,
    name: str = "",
) -> Step:
    """Put on armour (none/light/medium/heavy, partial) and maybe a shield (R-GEAR-2)."""
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


def wield(
    camp: Campaign,
    ctx: Context,
    name: str,
    rating: int = 4,
    delivery: str = "melee",
    automatic: bool = False,
) -> Step:
    """Take up a weapon: sidearm 2, battle arm 4, heavy arm 6 (R-GEAR-1)."""
    from solo.rules.gear.weapons import Delivery, Weapon
    from solo.rules.plain import enum_from

    weapon = guard(
        lambda: Weapon(name, rating, enum_from(Delivery, delivery, "delivery"), automatic)
    )
    return Step(camp.evolve(weapon=weapon), f"Wield {weapon.name}", (f"rating {weapon.rating}",))


def repair_armour(camp: Campaign, ctx: Context) -> Step:
    """An armourer restores the armour's soak in downtime (R-GEAR-3)."""
    return Step(
        camp.evolve(protection=camp.protection.repaired()),
        f"{camp.protection.armour.label} repaired",
        (f"soak {camp.protection.armour.soak} again",),
    )
