"""Concept and Descriptors: who a character is and what sets them apart (R-CHAR-1, R-CHAR-2).

A Concept ("Cynical Copper") covers a handful of plain abilities. Descriptors are the
evocative extras: Trademarks help, Flaws hinder, Relationships name someone and lean
positive or negative. Each one that applies is a die for or against the roll — though a
Trademark may get in the way and a Flaw may help, so the direction is chosen per roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any, TypedDict, Unpack

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.rules.plain import E, enum_from, field, text, texts, unique
from solo.vocabulary import PlainDict, Polarity

CONCEPT_ABILITIES = (3, 5)
"""How many abilities a new character lists under its Concept (R-CHAR-1)."""


class Concept(Struct, frozen=True):
    """Usually "Adjective Noun", with the abilities it covers (R-CHAR-1).

    ``powers`` lists supernatural powers held inside the Concept, when the campaign
    allows that (R-SUP-1, ``in_concept``).
    """

    name: str
    abilities: tuple[str, ...] = ()
    powers: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "a Concept"))
        force_setattr(self, "abilities", texts(self.abilities, "a Concept ability"))
        force_setattr(self, "powers", texts(self.powers, "a Concept power"))
        unique(self.abilities + self.powers, f"Concept {self.name!r}: ability")

    def covers(self, ability: str) -> bool:
        key = ability.strip().casefold()
        return any(a.casefold() == key for a in self.abilities + self.powers)

    def to_dict(self) -> PlainDict:
        out: PlainDict = {"name": self.name, "abilities": list(self.abilities)}
        if self.powers:
            out["powers"] = list(self.powers)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Concept:
        return cls(
            name=text(field(data, "name", "a Concept"), "a Concept"),
            abilities=texts(data.get("abilities", []), "a Concept ability"),
            powers=texts(data.get("powers", []), "a Concept power"),
        )


class DescriptorKind(Enum):
    TRADEMARK = "trademark"
    FLAW = "flaw"
    RELATIONSHIP = "relationship"

    @property
    def label(self) -> str:
        return self.value.capitalize()


class SuperKind(Enum):
    """The optional "super" Descriptor (R-CHAR-2): one per character, always a Trademark."""

    BROAD = "broad"  # wide reach, 1D
    MASTERY = "mastery"  # narrow, 2D
    MASTERY_DIE = "mastery_die"  # narrow, 1D that is a distinct die, rerollable once

    @property
    def dice(self) -> int:
        return 2 if self is SuperKind.MASTERY else 1


class PowerScope(Enum):
    """A supernatural power Descriptor (R-SUP-1): one specific power, or a broad one."""

    SPECIFIC = "specific"
    BROAD = "broad"


class TrademarkFields(TypedDict, total=False):
    """What :meth:`Descriptor.trademark` takes besides the name: a super or power one's
    particulars (R-CHAR-2, R-SUP-1)."""

    whom: str
    polarity: Polarity | None
    super_kind: SuperKind | None
    power: PowerScope | None
    specific_powers: tuple[str, ...]


class Descriptor(Struct, frozen=True):
    name: str
    kind: DescriptorKind
    whom: str = ""
    polarity: Polarity | None = None
    super_kind: SuperKind | None = None
    power: PowerScope | None = None
    specific_powers: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "a Descriptor's name"))
        force_setattr(self, "kind", enum_from(DescriptorKind, self.kind, "Descriptor kind"))
        force_setattr(self, "whom", (self.whom or "").strip())
        for attr, cls, what in (
            ("polarity", Polarity, "polarity"),
            ("super_kind", SuperKind, "super Descriptor kind"),
            ("power", PowerScope, "power scope"),
        ):
            value = getattr(self, attr)
            if value is not None:
                force_setattr(self, attr, enum_from(cls, value, what))
        force_setattr(self, "specific_powers", texts(self.specific_powers, "a specific power"))
        self._check()

    def _check(self) -> None:
        label = f"{self.kind.label} {self.name!r}"
        if self.kind is DescriptorKind.RELATIONSHIP:
            if not self.whom:
                raise ValueError(f"a Relationship needs a name: whom is {self.name!r} with?")
            if self.polarity is None:
                raise ValueError(f"{label} must be positive or negative (R-CHAR-2)")
        elif self.whom or self.polarity is not None:
            raise ValueError(f"only a Relationship names whom and leans one way; {label} cannot")
        if self.kind is not DescriptorKind.TRADEMARK and (self.super_kind or self.power):
            raise ValueError(f"only a Trademark can be super or a power; {label} cannot")
        if self.specific_powers:
            unique(self.specific_powers, f"{label}: power")
            if self.power is not PowerScope.BROAD:
                raise ValueError(f"{label} lists specific powers but is not a broad power")

    @classmethod
    def trademark(cls, name: str, **kwargs: Unpack[TrademarkFields]) -> Descriptor:
        return cls(name, DescriptorKind.TRADEMARK, **kwargs)

    @classmethod
    def flaw(cls, name: str) -> Descriptor:
        return cls(name, DescriptorKind.FLAW)

    @classmethod
    def relationship(cls, name: str, whom: str, polarity: Polarity | str) -> Descriptor:
        leaning = enum_from(Polarity, polarity, "polarity")
        return cls(name, DescriptorKind.RELATIONSHIP, whom=whom, polarity=leaning)

    @property
    def leaning(self) -> Polarity:
        """Which way it usually pushes: Trademarks help, Flaws hinder, Relationships say."""
        if self.kind is DescriptorKind.TRADEMARK:
            return Polarity.POSITIVE
        if self.kind is DescriptorKind.FLAW:
            return Polarity.NEGATIVE
        assert self.polarity is not None
        return self.polarity

    @property
    def dice(self) -> int:
        """Dice it is worth when it helps: 1, or 2 for a mastery super Descriptor."""
        return self.super_kind.dice if self.super_kind else 1

    @property
    def is_power(self) -> bool:
        return self.power is not None

    @property
    def label(self) -> str:
        text_ = f"{self.kind.label} {self.name!r}"
        if self.whom:
            text_ += f" ({self.leaning.value}, with {self.whom})"
        return text_

    def renamed(
        self, name: str, whom: str | None = None, polarity: Polarity | None = None
    ) -> Descriptor:
        """The same Descriptor under a new name; its kind never changes (R-CHAR-5)."""
        changes: dict[str, Any] = {"name": name}
        if whom is not None or polarity is not None:
            if self.kind is not DescriptorKind.RELATIONSHIP:
                raise ValueError(
                    f"only a Relationship changes whom or leaning; {self.label} cannot"
                )
            changes["whom"] = whom if whom is not None else self.whom
            changes["polarity"] = polarity if polarity is not None else self.polarity
        return replace(self, **changes)

    def to_dict(self) -> PlainDict:
        out: PlainDict = {"name": self.name, "kind": self.kind.value}
        if self.whom:
            out["whom"] = self.whom
        if self.polarity is not None:
            out["polarity"] = self.polarity.value
        if self.super_kind is not None:
            out["super"] = self.super_kind.value
        if self.power is not None:
            out["power"] = self.power.value
        if self.specific_powers:
            out["specific_powers"] = list(self.specific_powers)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Descriptor:
        return cls(
            name=text(field(data, "name", "a Descriptor"), "a Descriptor's name"),
            kind=enum_from(DescriptorKind, field(data, "kind", "a Descriptor"), "Descriptor kind"),
            whom=str(data.get("whom", "")),
            polarity=_maybe(Polarity, data.get("polarity"), "polarity"),
            super_kind=_maybe(SuperKind, data.get("super"), "super Descriptor kind"),
            power=_maybe(PowerScope, data.get("power"), "power scope"),
            specific_powers=texts(data.get("specific_powers", []), "a specific power"),
        )


def _maybe(cls: type[E], value: object, what: str) -> E | None:
    """The member of ``cls`` named by ``value``, or None when the save leaves it out."""
    return None if value is None else enum_from(cls, value, what)
