"""The hero's commands, as typed values for :meth:`solo.game.engine.Game.run`: Resolve's
spends and gains (a concession, downtime, a fact, a Flaw's complication), Conditions,
Descriptors and advancement, assets and powers, gear.

Commands are values (see :mod:`solo.game.commands`, which holds every package's as one
:data:`~solo.game.commands.Command`): this module imports no campaign and no handler. Their
handlers are in this package (:mod:`.resolve`, :mod:`.sheet`, :mod:`.advancement`,
:mod:`.assets`, :mod:`.gear`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Concede:
    """Concede the conflict: lose on terms you negotiate (R-CON-5)."""

    action: ClassVar[str] = "concede"
    high_stakes: bool = True


@dataclass(frozen=True)
class Downtime:
    action: ClassVar[str] = "downtime"
    condition: str = ""
    remove: bool = False


@dataclass(frozen=True)
class Fact:
    action: ClassVar[str] = "fact"
    text: str


@dataclass(frozen=True)
class FlawComplication:
    action: ClassVar[str] = "flaw_complication"
    flaw: str
    pivotal: bool = True


@dataclass(frozen=True)
class GenreAction:
    action: ClassVar[str] = "genre_action"
    text: str = ""


@dataclass(frozen=True)
class TradeTrademark:
    action: ClassVar[str] = "trade_trademark"
    trademark: str
    flaw: str


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
class NameTrademark:
    """Name a Trademark a lost asset handed back (R-CHAR-4)."""

    action: ClassVar[str] = "name_trademark"
    name: str


@dataclass(frozen=True)
class RegainAsset:
    action: ClassVar[str] = "regain_asset"
    name: str


@dataclass(frozen=True)
class AddCondition:
    action: ClassVar[str] = "add_condition"
    name: str
    polarity: str = "negative"
    tier: str = "minor"
    category: str = "physical"
    lasting: bool = False  # kept beyond the scene until ended (a bond, an item)


@dataclass(frozen=True)
class EditConcept:
    """Rename the Concept and restate its abilities (R-CHAR-1: 3-5 at creation)."""

    action: ClassVar[str] = "edit_concept"
    name: str
    abilities: tuple[str, ...] = ()


@dataclass(frozen=True)
class RemoveCondition:
    action: ClassVar[str] = "remove_condition"
    name: str


@dataclass(frozen=True)
class AgeCondition:
    """A Condition heals a tier with time, or (``worsen``) an untreated one grows (R-COND-5)."""

    action: ClassVar[str] = "age_condition"
    name: str
    worsen: bool = False
    new_name: str = ""


@dataclass(frozen=True)
class LevelUp:
    """One level more between sessions, with the levels option (R-CHAR-5)."""

    action: ClassVar[str] = "level_up"


@dataclass(frozen=True)
class NewRelationship:
    """The new Relationship a scenario's end gives (R-CHAR-5)."""

    action: ClassVar[str] = "new_relationship"
    name: str
    whom: str
    leaning: str = "positive"


@dataclass(frozen=True)
class RenameDescriptor:
    """Rename a Descriptor between sessions; a Relationship may change whom/leaning."""

    action: ClassVar[str] = "rename_descriptor"
    name: str
    new_name: str
    whom: str = ""
    leaning: str = ""


@dataclass(frozen=True)
class RephraseGoal:
    """Reword a Goal between sessions at no cost (R-CHAR-5)."""

    action: ClassVar[str] = "rephrase_goal"
    goal: str
    new_text: str


@dataclass(frozen=True)
class UsePower:
    """Use a power before the roll: magic points, very powerful uses (R-SUP-1)."""

    action: ClassVar[str] = "use_power"
    power: str
    trivial: bool = False
    very_powerful: bool = False


@dataclass(frozen=True)
class RepairArmour:
    action: ClassVar[str] = "repair_armour"


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
