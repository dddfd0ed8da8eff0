"""Unique gear and supporting characters bought with Trademarks (R-CHAR-4).

Investing a Trademark buys an asset with a Concept, 2 Trademarks, 1 Flaw and 2 Resolve.
A second Trademark adds 1 Resolve and either one more Trademark, or two Trademarks and a
Flaw. A group-owned asset (a shared ship, a patron) costs nobody a Trademark. Losing an
asset to events earns its owner 1 Resolve; losing it for good also hands back the
invested Trademarks to name anew. Group-owned assets give nothing back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.rules.character.descriptors import Concept
from solo.rules.plain import enum_from, field, flag, text, texts, unique, whole
from solo.vocabulary import PlainDict, plain_mapping

FIRST_INVESTMENT = {"trademarks": 2, "flaws": 1, "resolve": 2}
SECOND_INVESTMENT_RESOLVE = 1
SECOND_INVESTMENT_CHOICES = ((1, 0), (2, 1))
"""A second Trademark adds (new Trademarks, new Flaws): one Trademark, or two and a Flaw."""
LOSS_RESOLVE = 1


class AssetKind(Enum):
    GEAR = "gear"
    SUPPORTING_CHARACTER = "supporting_character"


class AssetLoss(Struct, frozen=True):
    """What losing an asset gives its owner (R-CHAR-4, R-RES-3)."""

    resolve_gained: int
    trademarks_returned: int
    reason: str


class Asset(Struct, frozen=True):
    name: str
    kind: AssetKind
    concept: Concept
    trademarks: tuple[str, ...]
    flaws: tuple[str, ...]
    resolve: int
    invested: int = 1  # Trademarks invested by the owner; 0 = group-owned
    lost: bool = False  # deprived by events, for now

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "an asset's name"))
        force_setattr(self, "kind", enum_from(AssetKind, self.kind, "asset kind"))
        force_setattr(self, "trademarks", texts(self.trademarks, "an asset Trademark"))
        force_setattr(self, "flaws", texts(self.flaws, "an asset Flaw"))
        unique(self.trademarks + self.flaws, f"asset {self.name!r}: Descriptor")
        whole(self.resolve, f"asset {self.name!r} Resolve", 0)
        invested = whole(self.invested, f"asset {self.name!r} invested Trademarks", 0)
        if invested > 2:
            raise ValueError(
                f"asset {self.name!r}: at most 2 Trademarks can be invested, got {invested}"
            )
        if invested:
            self._check_invested()

    def _check_invested(self) -> None:
        shape = (len(self.trademarks), len(self.flaws), self.resolve)
        base = (
            FIRST_INVESTMENT["trademarks"],
            FIRST_INVESTMENT["flaws"],
            FIRST_INVESTMENT["resolve"],
        )
        allowed = (
            {base}
            if self.invested == 1
            else {
                (base[0] + t, base[1] + f, base[2] + SECOND_INVESTMENT_RESOLVE)
                for t, f in SECOND_INVESTMENT_CHOICES
            }
        )
        if shape not in allowed:
            want = " or ".join(
                f"{t} Trademarks, {f} Flaw(s), {r} Resolve" for t, f, r in sorted(allowed)
            )
            raise ValueError(
                f"asset {self.name!r} with {self.invested} Trademark(s) invested needs {want}; "
                f"got {shape[0]} Trademarks, {shape[1]} Flaw(s), {shape[2]} Resolve (R-CHAR-4)"
            )

    # -- how assets come to be -----------------------------------------------------------

    @classmethod
    def bought(
        cls,
        name: str,
        kind: AssetKind | str,
        concept: Concept,
        trademarks: Sequence[str],
        flaw: str,
    ) -> Asset:
        """Bought with one Trademark: Concept, 2 Trademarks, 1 Flaw, 2 Resolve."""
        kind = enum_from(AssetKind, kind, "asset kind")
        return cls(name, kind, concept, tuple(trademarks), (flaw,), FIRST_INVESTMENT["resolve"])

    @classmethod
    def group_owned(
        cls,
        name: str,
        kind: AssetKind | str,
        concept: Concept,
        trademarks: Sequence[str],
        flaws: Sequence[str],
        resolve: int,
    ) -> Asset:
        """Held by the whole group: any shape, nobody's Trademark spent."""
        kind = enum_from(AssetKind, kind, "asset kind")
        return cls(name, kind, concept, tuple(trademarks), tuple(flaws), resolve, invested=0)

    def with_second_investment(self, trademarks: Sequence[str], flaw: str | None = None) -> Asset:
        """A second Trademark: +1 Resolve and one new Trademark, or two and a Flaw."""
        if self.invested != 1:
            owner = "group-owned" if self.invested == 0 else "already holds 2 Trademarks"
            raise ValueError(f"asset {self.name!r} is {owner}: no second investment (R-CHAR-4)")
        shape = (len(trademarks), 0 if flaw is None else 1)
        if shape not in SECOND_INVESTMENT_CHOICES:
            raise ValueError(
                f"a second investment in {self.name!r} adds one Trademark, or two Trademarks "
                f"and a Flaw; got {shape[0]} Trademark(s) and {shape[1]} Flaw(s) (R-CHAR-4)"
            )
        return replace(
            self,
            trademarks=self.trademarks + tuple(trademarks),
            flaws=self.flaws + (() if flaw is None else (flaw,)),
            resolve=self.resolve + SECOND_INVESTMENT_RESOLVE,
            invested=2,
        )

    # -- in play -------------------------------------------------------------------------

    @property
    def is_group_owned(self) -> bool:
        return self.invested == 0

    def covers(self, task: str) -> bool:
        """An aide whose Concept covers the task cancels its owner's unfamiliarity."""
        return self.concept.covers(task)

    def loss(self, permanent: bool) -> AssetLoss:
        """What losing it gives: 1 Resolve, and for good the invested Trademarks too."""
        if self.is_group_owned:
            return AssetLoss(0, 0, f"{self.name!r} is group-owned: its loss gives nothing back")
        gained = 0 if self.lost else LOSS_RESOLVE
        returned = self.invested if permanent else 0
        why = f"losing {self.name!r}" + (" for good" if permanent else "")
        if self.lost:
            why += " (already deprived: its Resolve was given then)"
        return AssetLoss(gained, returned, why)

    def deprived(self) -> Asset:
        return replace(self, lost=True)

    def regained(self) -> Asset:
        return replace(self, lost=False)

    def to_dict(self) -> PlainDict:
        return {
            "name": self.name,
            "kind": self.kind.value,
            "concept": self.concept.to_dict(),
            "trademarks": list(self.trademarks),
            "flaws": list(self.flaws),
            "resolve": self.resolve,
            "invested": self.invested,
            "lost": self.lost,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Asset:
        what = "an asset"
        name = text(field(data, "name", what), "an asset's name")
        return cls(
            name=name,
            kind=enum_from(AssetKind, field(data, "kind", what), "asset kind"),
            concept=Concept.from_dict(
                plain_mapping(field(data, "concept", what), "an asset's concept")
            ),
            trademarks=texts(data.get("trademarks", []), "an asset Trademark"),
            flaws=texts(data.get("flaws", []), "an asset Flaw"),
            resolve=whole(field(data, "resolve", what), f"asset {name!r} Resolve", 0),
            invested=whole(data.get("invested", 1), f"asset {name!r} invested Trademarks", 0),
            lost=flag(data.get("lost", False), "an asset's lost"),
        )
