"""The commands that change the hero sheet and what it faces: the opposition, Conditions and
Details, armour and weapons, assets, powers, the Concept (run by :mod:`solo.game.foes_and_gear`,
:mod:`solo.game.conditions`, :mod:`solo.game.assets`, :mod:`solo.game.advance` and
:mod:`solo.game.sheet`). See :mod:`solo.game.commands` for what a command is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from solo.game.choices import Strength


@dataclass(frozen=True)
class SetOpposition:
    action: ClassVar[str] = "set_opposition"
    name: str
    strength: Strength = Strength.AVERAGE
    pool: str = "standard"
    scale: int = 0
    slots: str = ""  # foot_soldier, lieutenant, …: Consequence slots instead (R-RES-9)


@dataclass(frozen=True)
class ClearOpposition:
    action: ClassVar[str] = "clear_opposition"


@dataclass(frozen=True)
class AddCondition:
    action: ClassVar[str] = "add_condition"
    name: str
    polarity: str = "negative"
    tier: str = "minor"
    category: str = "physical"


@dataclass(frozen=True)
class RemoveCondition:
    action: ClassVar[str] = "remove_condition"
    name: str


@dataclass(frozen=True)
class AddDetail:
    action: ClassVar[str] = "add_detail"
    name: str
    polarity: str = "negative"
    lasting: bool = False


@dataclass(frozen=True)
class WearArmour:
    action: ClassVar[str] = "wear_armour"
    kind: str = "light"
    partial: bool = False
    shield: bool = False
    name: str = ""


@dataclass(frozen=True)
class Wield:
    """Take up a weapon of a rating 0-6 (R-GEAR-1)."""

    action: ClassVar[str] = "wield"
    name: str
    rating: int = 4
    delivery: str = "melee"
    automatic: bool = False


@dataclass(frozen=True)
class RepairArmour:
    action: ClassVar[str] = "repair_armour"


@dataclass(frozen=True)
class TradeTrademark:
    action: ClassVar[str] = "trade_trademark"
    trademark: str
    flaw: str


@dataclass(frozen=True)
class AgeCondition:
    """A Condition heals a tier with time, or (``worsen``) an untreated one grows (R-COND-5)."""

    action: ClassVar[str] = "age_condition"
    name: str
    worsen: bool = False
    new_name: str = ""


@dataclass(frozen=True)
class InvestAsset:
    """Gear or a supporting character for a Trademark, or group-owned (R-CHAR-4)."""

    action: ClassVar[str] = "invest_asset"
    name: str
    concept: str
    trademarks: tuple[str, ...]
    flaw: str
    trademark: str = ""
    kind: str = "gear"
    group: bool = False


@dataclass(frozen=True)
class LoseAsset:
    """Lose an asset to events (+1 Resolve), or for good (its Trademarks back)."""

    action: ClassVar[str] = "lose_asset"
    name: str
    permanent: bool = False


@dataclass(frozen=True)
class RegainAsset:
    action: ClassVar[str] = "regain_asset"
    name: str


@dataclass(frozen=True)
class NameTrademark:
    """Name a Trademark a lost asset handed back (R-CHAR-4)."""

    action: ClassVar[str] = "name_trademark"
    name: str


@dataclass(frozen=True)
class UsePower:
    """Use a power before the roll: magic points, very powerful uses (R-SUP-1)."""

    action: ClassVar[str] = "use_power"
    power: str
    trivial: bool = False
    very_powerful: bool = False


@dataclass(frozen=True)
class EditConcept:
    """Rename the Concept and restate its abilities (R-CHAR-1: 3-5 at creation)."""

    action: ClassVar[str] = "edit_concept"
    name: str
    abilities: tuple[str, ...] = ()
