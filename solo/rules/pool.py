"""Pool assembly: from what applies to an action to the modifiers a mechanic rolls with.

The player says what applies — Descriptors, Conditions, scene Details, circumstances,
help, gear, the opposition — and :func:`assemble` turns it into a :class:`Pool`: bonus and
penalty dice, opposition strength and scale, with one :class:`PoolItem` per reason so the
screen can show *why* each die is there. ``pool.options()`` feeds any ``solo.dice``
mechanic: ``mechanic.params(**pool.options())``.

Each ``*_item`` function reads one source of dice — a Descriptor, the Concept, a Condition,
a Detail, gear, help, the opposition — and says what it is worth and why, naming the rule;
:func:`assemble` adds them up.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.dice.base import OPPOSITION
from solo.rules.character.assets import Asset
from solo.rules.character.descriptors import Descriptor, DescriptorKind, SuperKind
from solo.rules.character.sheet import Character
from solo.rules.conditions import Condition, Detail
from solo.rules.gear.armour import Activity, Protection
from solo.rules.plain import enum_from, field, text, whole
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.rules.gear.exchange import Exchange  # built by the turn that compares gear


class ItemKind(Enum):
    DICE = "dice"  # bonus (+) or penalty (-) dice
    OPPOSITION = "opposition"  # opposition strength, applied by each mechanic (R-OPP-1)
    SCALE = "scale"  # rungs of scale (R-LAD-3)
    NOTE = "note"  # no dice, but worth showing (a cancelled penalty, a free reroll)


class PoolItem(Struct, frozen=True):
    source: str
    dice: int
    reason: str
    kind: ItemKind = ItemKind.DICE

    @property
    def line(self) -> str:
        """One display line, e.g. ``+1D  Trademark 'Spot a liar': it applies (R-CHAR-2)``."""
        amount = {
            ItemKind.DICE: f"{self.dice:+d}D",
            ItemKind.OPPOSITION: f"{self.dice:+d}",
            ItemKind.SCALE: f"{self.dice:+d} rung",
            ItemKind.NOTE: "  ·",
        }[self.kind]
        return f"{amount:>7}  {self.source}: {self.reason}"

    def to_dict(self) -> PlainDict:
        return {
            "source": self.source,
            "dice": self.dice,
            "reason": self.reason,
            "kind": self.kind.value,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> PoolItem:
        return cls(
            source=text(field(data, "source", "a pool item"), "a pool item's source"),
            dice=whole(field(data, "dice", "a pool item"), "a pool item's dice"),
            reason=str(field(data, "reason", "a pool item")),
            kind=enum_from(ItemKind, data.get("kind", "dice"), "pool item kind"),
        )


def descriptor_item(d: Descriptor, helps: bool | None, owner: str = "") -> tuple[PoolItem, bool]:
    """The die a Descriptor gives and whether it helps (R-CHAR-2).

    A Trademark may hinder and a Flaw may help; a super Descriptor is worth 2D when it is
    a mastery (R-CHAR-2) and 1D against the character whatever its kind.
    """
    helping = d.leaning.sign > 0 if helps is None else helps
    source = f"{owner}{d.label}"
    if helping:
        dice = d.dice
        if d.super_kind is SuperKind.MASTERY:
            why = "a mastery super Descriptor: +2D (R-CHAR-2)"
        elif d.super_kind is SuperKind.MASTERY_DIE:
            why = "a mastery die, rerollable once for free (R-CHAR-2)"
        elif d.kind is DescriptorKind.FLAW:
            why = "a Flaw that helps this time (R-CHAR-2)"
        else:
            why = "it applies (R-CHAR-2)"
        return PoolItem(source, dice, why), True
    why = (
        "a Trademark that gets in the way this time (R-CHAR-2)"
        if d.kind is DescriptorKind.TRADEMARK
        else "it counts against you (R-CHAR-2)"
    )
    return PoolItem(source, -1, why), False


def concept_items(
    unfamiliar: bool, apt: bool, fitting: str | None, aide: Asset | None
) -> list[PoolItem]:
    """Unfamiliarity -1D, a very apt Concept +1D (R-CHAR-1); a fitting Descriptor or an
    aide whose Concept covers the task cancels the unfamiliarity (R-CHAR-4)."""
    if unfamiliar and apt:
        raise ValueError("a Concept cannot be both very apt and outside the task (R-CHAR-1)")
    if apt:
        return [PoolItem("Concept", 1, "a very apt Concept: +1D (R-CHAR-1)")]
    if not unfamiliar:
        return []
    if fitting is not None:
        why = f"{fitting} fits the task, so no unfamiliarity penalty (R-CHAR-1)"
        return [PoolItem("Concept", 0, why, ItemKind.NOTE)]
    if aide is not None:
        why = f"aide {aide.name!r} covers the task: unfamiliarity cancelled (R-CHAR-4)"
        return [PoolItem("Concept", 0, why, ItemKind.NOTE)]
    return [PoolItem("Concept", -1, "outside the Concept with no fitting Descriptor (R-CHAR-1)")]


def applicability_item(edge: int) -> list[PoolItem]:
    """In an opposed conflict the side that fits clearly better may get +1D (R-CHAR-1)."""
    if edge not in (-1, 0, 1):
        raise ValueError(f"applicability is -1, 0 or +1, got {edge!r} (R-CHAR-1)")
    if edge == 0:
        return []
    if edge > 0:
        return [
            PoolItem(
                "applicability", 1, "your Concept or Descriptor fits clearly better (R-CHAR-1)"
            )
        ]
    return [
        PoolItem(
            "applicability",
            -1,
            "theirs fits clearly better: their die counts against you (R-CHAR-1)",
        )
    ]


def power_item(d: Descriptor, power: str, helps: bool | None, owner: str = "") -> PoolItem:
    """One specific power of a broad power Trademark: +0D, but it fits (R-SUP-1)."""
    if power.casefold() not in {p.casefold() for p in d.specific_powers}:
        choices = ", ".join(d.specific_powers) or "none"
        raise ValueError(f"{d.label} has no power {power!r}; its powers: {choices} (R-SUP-1)")
    if helps is False:
        raise ValueError(f"power {power!r} of {d.label} helps at +0D; it cannot count against you")
    return PoolItem(
        f"{owner}{d.label}", 0, f"power {power!r}: +0D, but it fits (R-SUP-1)", ItemKind.NOTE
    )


def condition_item(c: Condition) -> PoolItem:
    return PoolItem(
        f"Condition {c.name!r}",
        c.dice,
        f"{c.tier.key} {c.polarity.value} Condition: {c.dice:+d}D whatever its tier (R-COND-1)",
    )


def detail_item(d: Detail) -> PoolItem:
    return PoolItem(
        f"Detail {d.name!r}", d.dice, f"a {d.polarity.value} feature of the scene (R-COND-2)"
    )


def asset_item(asset: Asset, descriptor: str, helps: bool | None) -> PoolItem:
    """An asset's own Trademark or Flaw, like any Descriptor (R-CHAR-4, R-CHAR-2)."""
    if asset.lost:
        raise ValueError(f"{asset.name!r} is lost for now and cannot help (R-CHAR-4)")
    key = descriptor.casefold()
    trademark = next((t for t in asset.trademarks if t.casefold() == key), None)
    flaw = next((f for f in asset.flaws if f.casefold() == key), None)
    if trademark is None and flaw is None:
        raise ValueError(f"asset {asset.name!r} has no Descriptor {descriptor!r}")
    kind = DescriptorKind.TRADEMARK if trademark else DescriptorKind.FLAW
    item, _ = descriptor_item(
        Descriptor(trademark or flaw or descriptor, kind), helps, f"{asset.name}: "
    )
    return item


def exchange_items(exchange: Exchange) -> list[PoolItem]:
    """Weapons compared (R-GEAR-1) and armour against the weapon faced (R-GEAR-2)."""
    mine, theirs = exchange.my_rating, exchange.their_rating
    against = "their cover, range or speed" if exchange.them is None else "theirs"
    cramped = " in cramped quarters (ratings reversed)" if exchange.cramped else ""
    edge = exchange.weapon_edge()
    what = f"your weapon rates {mine}, {against} {theirs}{cramped}"
    items = [
        PoolItem("weapons", edge, f"{what}: better armed (R-GEAR-1)")
        if edge > 0
        else PoolItem("weapons", edge, f"{what}: they are better armed (R-GEAR-1)")
        if edge < 0
        else PoolItem("weapons", 0, f"{what}: even (R-GEAR-1)", ItemKind.NOTE)
    ]
    if exchange.them is None:
        return items
    me_tells, they_tell = exchange.my_armour_tells(), exchange.their_armour_tells()
    if me_tells and they_tell:
        items.append(
            PoolItem(
                "armour",
                0,
                "both sides' armour beats the weapon faced: cancelled (R-GEAR-2)",
                ItemKind.NOTE,
            )
        )
    elif me_tells:
        items.append(PoolItem("armour", 1, "your armour beats the weapon you face (R-GEAR-2)"))
    elif they_tell:
        items.append(PoolItem("armour", -1, "their armour beats your weapon (R-GEAR-2)"))
    return items


def activity_item(worn: Protection | None, activity: Activity | None) -> list[PoolItem]:
    """Armour hampers some activities (R-GEAR-4)."""
    if activity is None:
        return []
    if worn is None:
        raise ValueError(f"say what armour is worn to judge {activity.value} (R-GEAR-4)")
    dice = worn.activity_penalty(activity)
    if not dice:
        return []
    return [PoolItem(worn.armour.label, -dice, f"it hampers {activity.value}: -{dice}D (R-GEAR-4)")]


def opposition_item(name: str) -> list[PoolItem]:
    """Opposition strength, applied by each mechanic its own way (R-OPP-1)."""
    mod = OPPOSITION[name]
    if mod == 0:
        return []
    return [
        PoolItem("opposition", mod, f"{name} opposition: {mod:+d} (R-OPP-1)", ItemKind.OPPOSITION)
    ]


def against_items(names: tuple[str, ...]) -> list[PoolItem]:
    """Character against character: the other side's Descriptors and Conditions are
    penalty dice for the one who rolls (R-CON-7)."""
    return [
        PoolItem(
            f"their {text(n, 'an opposing Descriptor')!r}",
            -1,
            "the other side's Descriptor or Condition (R-CON-7)",
        )
        for n in names
    ]


def scale_items(scale: int, level: int, foe_level: int | None) -> list[PoolItem]:
    """Scale difference (R-LAD-3); with levels, a step per level above a lesser foe (R-CHAR-5)."""
    items = []
    if scale:
        side = "you are" if scale > 0 else "they are"
        items.append(PoolItem("scale", scale, f"{side} greater in scale (R-LAD-3)", ItemKind.SCALE))
    if foe_level is not None:
        whole(foe_level, "foe level", 1)
        steps = level - foe_level
        if steps > 0:
            why = f"level {level} against a level {foe_level} foe (R-CHAR-5)"
            items.append(PoolItem("levels", steps, why, ItemKind.SCALE))
    return items


# --- the pool: every item added up ------------------------------------------------------

SAME_QUESTION_BONUS = 1
"""Allies asking the same question each roll with this many extra dice (R-CON-6)."""


class Pool(Struct, frozen=True):
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

    def options(self) -> PlainDict:
        """Keyword arguments for any ``solo.dice`` mechanic's ``params``."""
        return {
            "bonus": self.bonus,
            "penalty": self.penalty,
            "opposition": self.opposition,
            "scale": self.scale,
        }

    def lines(self) -> list[str]:
        return [i.line for i in self.items]

    def to_dict(self) -> PlainDict:
        return {
            "items": [i.to_dict() for i in self.items],
            "opposition": self.opposition,
            "free_rerolls": self.free_rerolls,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Pool:
        raw = data.get("items", [])
        if not isinstance(raw, list):
            raise ValueError(f"a pool's items must be a list, got {raw!r}")
        return cls(
            items=tuple(PoolItem.from_dict(i) for i in raw),
            opposition=_opposition(data.get("opposition", "average")),
            free_rerolls=whole(data.get("free_rerolls", 0), "free rerolls", 0),
        )


# --- what the player says applies ------------------------------------------------------


class DescriptorUse(Struct, frozen=True):
    """A Descriptor brought to bear. ``helps=None`` goes by its leaning (R-CHAR-2);
    ``power`` names one specific power of a broad power Trademark (R-SUP-1)."""

    name: str
    helps: bool | None = None
    power: str | None = None


class AssetUse(Struct, frozen=True):
    """A Trademark or Flaw of an asset (own or group-owned) brought to bear (R-CHAR-4)."""

    asset: Asset
    descriptor: str
    helps: bool | None = None


class Help(Struct, frozen=True):
    """Direct help on the one task: the helper's fitting Descriptors join the pool (R-CON-6)."""

    helper: Character
    descriptors: tuple[DescriptorUse, ...]


class Circumstance(Struct, frozen=True):
    """Anything else that tilts the roll: position, numbers, darkness, a better tool."""

    text: str
    dice: int

    def __post_init__(self) -> None:
        text(self.text, "a circumstance")
        dice = whole(self.dice, f"circumstance {self.text!r} dice")
        if dice == 0 or abs(dice) > 3:
            raise ValueError(f"circumstance {self.text!r} is worth -3..+3 dice, not 0; got {dice}")


class PoolRequest(Struct, frozen=True):
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
        item, fits, rerolls = _descriptor_use(d, use, owner)
        items.append(item)
        fitting = fitting or fits
        free_rerolls += rerolls
    return items, fitting, free_rerolls


def _descriptor_use(
    d: Descriptor, use: DescriptorUse, owner: str
) -> tuple[PoolItem, str | None, int]:
    """One Descriptor used (or one power through it): its item, what fits the task if it
    helps, and the free reroll a mastery die gives (R-CHAR-2, R-SUP-1)."""
    if use.power is not None:
        return power_item(d, use.power, use.helps, owner), f"power {use.power!r}", 0
    if d.specific_powers:
        raise ValueError(
            f"{d.label} works through its powers ({', '.join(d.specific_powers)}): "
            "name the one used (R-SUP-1)"
        )
    item, helped = descriptor_item(d, use.helps, owner)
    if not helped:
        return item, None, 0
    return item, d.label, 1 if d.super_kind is SuperKind.MASTERY_DIE else 0


def _opposition(name: object) -> str:
    key = str(name).strip().lower()
    if key not in OPPOSITION:
        names = ", ".join(k for k in OPPOSITION if k != "standard")
        raise ValueError(f"unknown opposition {name!r}; expected one of {names} (R-OPP-1)")
    return "average" if key == "standard" else key
