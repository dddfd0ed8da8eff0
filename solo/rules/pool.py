"""Pool assembly: from what applies to an action to the modifiers a mechanic rolls with.

The player says what applies — Descriptors, Conditions, scene Details, circumstances,
help, gear, the opposition — and :func:`assemble` turns it into a :class:`Pool`: bonus and
penalty dice, opposition strength and scale, with one :class:`PoolItem` per reason so the
screen can show *why* each die is there. ``pool.options()`` feeds any ``solo.dice``
mechanic: ``mechanic.params(**pool.options())``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from solo.dice.base import OPPOSITION
from solo.rules.assets import Asset
from solo.rules.characters import Character
from solo.rules.conditions import Detail
from solo.rules.descriptors import SuperKind
from solo.rules.gear import Activity, Exchange, Protection
from solo.rules.plain import text, whole
from solo.rules.pool_items import (
    ItemKind,
    PoolItem,
    activity_item,
    against_items,
    applicability_item,
    asset_item,
    concept_items,
    condition_item,
    descriptor_item,
    detail_item,
    exchange_items,
    opposition_item,
    power_item,
    scale_items,
)

SAME_QUESTION_BONUS = 1
"""Allies asking the same question each roll with this many extra dice (R-CON-6)."""


@dataclass(frozen=True)
class Pool:
    """The modifiers for one roll and the reasons for each."""

    items: tuple[PoolItem, ...] = ()
    opposition: str = "average"
    free_rerolls: int = 0  # a mastery die may be rerolled once without paying (R-CHAR-2)

    @property
    def bonus(self) -> int:
        return sum(i.dice for i in self.items if i.kind is ItemKind.DICE and i.dice > 0)

    @property
    def penalty(self) -> int:
        return -sum(i.dice for i in self.items if i.kind is ItemKind.DICE and i.dice < 0)

    @property
    def scale(self) -> int:
        return sum(i.dice for i in self.items if i.kind is ItemKind.SCALE)

    @property
    def net(self) -> int:
        """bonus - penalty + opposition, as mechanics that cancel first see it (R-OPP-1)."""
        return self.bonus - self.penalty + OPPOSITION[self.opposition]

    def options(self) -> dict[str, Any]:
        """Keyword arguments for any ``solo.dice`` mechanic's ``params``."""
        return {
            "bonus": self.bonus,
            "penalty": self.penalty,
            "opposition": self.opposition,
            "scale": self.scale,
        }

    def lines(self) -> list[str]:
        return [i.line for i in self.items]

    def to_dict(self) -> dict[str, Any]:
        return {
            "items": [i.to_dict() for i in self.items],
            "opposition": self.opposition,
            "free_rerolls": self.free_rerolls,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Pool:
        raw = data.get("items", [])
        if not isinstance(raw, list):
            raise ValueError(f"a pool's items must be a list, got {raw!r}")
        return cls(
            items=tuple(PoolItem.from_dict(i) for i in raw),
            opposition=_opposition(data.get("opposition", "average")),
            free_rerolls=whole(data.get("free_rerolls", 0), "free rerolls", 0),
        )


# --- what the player says applies ------------------------------------------------------


@dataclass(frozen=True)
class DescriptorUse:
    """A Descriptor brought to bear. ``helps=None`` goes by its leaning (R-CHAR-2);
    ``power`` names one specific power of a broad power Trademark (R-SUP-1)."""

    name: str
    helps: bool | None = None
    power: str | None = None


@dataclass(frozen=True)
class AssetUse:
    """A Trademark or Flaw of an asset (own or group-owned) brought to bear (R-CHAR-4)."""

    asset: Asset
    descriptor: str
    helps: bool | None = None


@dataclass(frozen=True)
class Help:
    """Direct help on the one task: the helper's fitting Descriptors join the pool (R-CON-6)."""

    helper: Character
    descriptors: tuple[DescriptorUse, ...]


@dataclass(frozen=True)
class Circumstance:
    """Anything else that tilts the roll: position, numbers, darkness, a better tool."""

    text: str
    dice: int

    def __post_init__(self) -> None:
        text(self.text, "a circumstance")
        dice = whole(self.dice, f"circumstance {self.text!r} dice")
        if dice == 0 or abs(dice) > 3:
            raise ValueError(f"circumstance {self.text!r} is worth -3..+3 dice, not 0; got {dice}")


@dataclass(frozen=True)
class PoolRequest:
    descriptors: tuple[DescriptorUse, ...] = ()
    conditions: tuple[str, ...] = ()  # the character's Conditions that apply, by name
    details: tuple[Detail, ...] = ()  # scene Details that apply
    circumstances: tuple[Circumstance, ...] = ()
    unfamiliar: bool = False  # outside the Concept (R-CHAR-1)
    apt_concept: bool = False  # a very apt Concept (R-CHAR-1)
    applicability: int = 0  # +1 my Concept/Descriptor fits clearly better, -1 theirs (R-CHAR-1)
    opposition: str = "average"  # R-OPP-1
    against: tuple[str, ...] = ()  # the other side's Descriptors/Conditions that apply (R-CON-7)
    scale: int = 0  # R-LAD-3
    foe_level: int | None = None  # levels option: steps of scale against lesser foes (R-CHAR-5)
    with_allies: bool = False  # allies roll the same question separately (R-CON-6)
    helpers: tuple[Help, ...] = ()  # direct help on one task (R-CON-6)
    aide: Asset | None = None  # an aide whose Concept covers the task (R-CHAR-4)
    asset_descriptors: tuple[AssetUse, ...] = ()
    exchange: Exchange | None = None  # weapons and armour compared (R-GEAR-1, R-GEAR-2)
    activity: Activity | None = None  # an activity armour may hamper (R-GEAR-4)
    worn: Protection | None = None  # the armour for the activity penalty


def assemble(character: Character, request: PoolRequest = PoolRequest()) -> Pool:
    """Build the pool for ``character`` doing what ``request`` describes."""
    opposition = _opposition(request.opposition)
    if request.with_allies and request.helpers:
        raise ValueError(
            "allies either roll the same question separately or help with one pool, "
            "not both (R-CON-6)"
        )
    own, fitting, free_rerolls = _descriptor_items(character, request.descriptors)
    if request.aide is not None and request.aide.lost:
        raise ValueError(f"aide {request.aide.name!r} is lost for now and cannot help (R-CHAR-4)")
    items = concept_items(request.unfamiliar, request.apt_concept, fitting, request.aide)
    items += own
    for help_ in request.helpers:
        if help_.helper.name.casefold() == character.name.casefold():
            raise ValueError(f"{character.name} cannot help themself (R-CON-6)")
        theirs, _, _ = _descriptor_items(help_.helper, help_.descriptors, helper=True)
        items += theirs
    items += [asset_item(u.asset, u.descriptor, u.helps) for u in request.asset_descriptors]
    items += [condition_item(character.condition(name)) for name in request.conditions]
    items += [detail_item(d) for d in request.details]
    items += [PoolItem("circumstance", c.dice, c.text) for c in request.circumstances]
    if request.exchange is not None:
        items += exchange_items(request.exchange)
    items += activity_item(request.worn, request.activity)
    if request.with_allies:
        items.append(
            PoolItem(
                "allies",
                SAME_QUESTION_BONUS,
                f"allies ask the same question: +{SAME_QUESTION_BONUS}D each roller (R-CON-6)",
            )
        )
    items += against_items(request.against)
    items += applicability_item(request.applicability)
    items += opposition_item(opposition)
    items += scale_items(whole(request.scale, "scale"), character.level, request.foe_level)
    if free_rerolls:
        items.append(
            PoolItem(
                "mastery die", 0, "one die may be rerolled once for free (R-CHAR-2)", ItemKind.NOTE
            )
        )
    return Pool(tuple(items), opposition, free_rerolls)


def _descriptor_items(
    character: Character, uses: tuple[DescriptorUse, ...], helper: bool = False
) -> tuple[list[PoolItem], str | None, int]:
    """Items for the Descriptors used; the first that fits the task; free rerolls."""
    items: list[PoolItem] = []
    fitting: str | None = None
    free_rerolls = 0
    owner = f"{character.name}'s " if helper else ""
    seen: set[str] = set()
    for use in uses:
        d = character.descriptor(use.name)
        if d.name in seen:
            raise ValueError(f"{d.label} counts once per roll")
        seen.add(d.name)
        if d.is_power and character.power_state(d.name).suspended:
            raise ValueError(f"power {d.name!r} is suspended until restored (R-SUP-1)")
        if use.power is not None:
            items.append(power_item(d, use.power, use.helps, owner))
            fitting = fitting or f"power {use.power!r}"
            continue
        if d.specific_powers:
            raise ValueError(
                f"{d.label} works through its powers ({', '.join(d.specific_powers)}): "
                "name the one used (R-SUP-1)"
            )
        item, helped = descriptor_item(d, use.helps, owner)
        items.append(item)
        if helped:
            fitting = fitting or d.label
            if d.super_kind is SuperKind.MASTERY_DIE:
                free_rerolls += 1
    return items, fitting, free_rerolls


def _opposition(name: object) -> str:
    key = str(name).strip().lower()
    if key not in OPPOSITION:
        names = ", ".join(k for k in OPPOSITION if k != "standard")
        raise ValueError(f"unknown opposition {name!r}; expected one of {names} (R-OPP-1)")
    return "average" if key == "standard" else key
