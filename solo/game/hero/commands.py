"""The hero's commands, as typed values for :meth:`solo.game.engine.Game.run`: Resolve's
spends and gains (a concession, downtime, a fact, a Flaw's complication), Conditions,
Descriptors and advancement, assets and powers, gear.

Commands are values (see :mod:`solo.game.commands`, which holds every package's as one
:data:`~solo.game.commands.Command`): this module imports no campaign and no handler. Their
handlers are in this package (:mod:`.resolve`, :mod:`.sheet`, :mod:`.advancement`,
:mod:`.assets`, :mod:`.gear`).
"""

from __future__ import annotations

from typing import ClassVar

from msgspec import Struct


class Concede(Struct, frozen=True):
    """Concede the conflict: lose on terms you negotiate (R-CON-5)."""

    action: ClassVar[str] = "concede"
    high_stakes: bool = True


class Downtime(Struct, frozen=True):
    action: ClassVar[str] = "downtime"
    condition: str = ""
    remove: bool = False


class Fact(Struct, frozen=True):
    action: ClassVar[str] = "fact"
    text: str


class FlawComplication(Struct, frozen=True):
    action: ClassVar[str] = "flaw_complication"
    flaw: str
    pivotal: bool = True


class GenreAction(Struct, frozen=True):
    action: ClassVar[str] = "genre_action"
    text: str = ""


class TradeTrademark(Struct, frozen=True):
    action: ClassVar[str] = "trade_trademark"
    trademark: str
    flaw: str


class InvestAsset(Struct, frozen=True):
    """Gear or a supporting character for a Trademark, or group-owned (R-CHAR-4)."""

    action: ClassVar[str] = "invest_asset"
    name: str
    concept: str
    trademarks: tuple[str, ...]
    flaw: str
    trademark: str = ""
    kind: str = "gear"
    group: bool = False


class LoseAsset(Struct, frozen=True):
    """Lose an asset to events (+1 Resolve), or for good (its Trademarks back)."""

    action: ClassVar[str] = "lose_asset"
    name: str
    permanent: bool = False


class NameTrademark(Struct, frozen=True):
    """Name a Trademark a lost asset handed back (R-CHAR-4)."""

    action: ClassVar[str] = "name_trademark"
    name: str


class RegainAsset(Struct, frozen=True):
    action: ClassVar[str] = "regain_asset"
    name: str


class AddCondition(Struct, frozen=True):
    action: ClassVar[str] = "add_condition"
    name: str
    polarity: str = "negative"
    tier: str = "minor"
    category: str = "physical"
    lasting: bool = False  # kept beyond the scene until ended (a bond, an item)


class EditConcept(Struct, frozen=True):
    """Rename the Concept and restate its abilities (R-CHAR-1: 3-5 at creation)."""

    action: ClassVar[str] = "edit_concept"
    name: str
    abilities: tuple[str, ...] = ()


class RemoveCondition(Struct, frozen=True):
    action: ClassVar[str] = "remove_condition"
    name: str


class AgeCondition(Struct, frozen=True):
    """A Condition heals a tier with time, or (``worsen``) an untreated one grows (R-COND-5)."""

    action: ClassVar[str] = "age_condition"
    name: str
    worsen: bool = False
    new_name: str = ""


class LevelUp(Struct, frozen=True):
    """One level more between sessions, with the levels option (R-CHAR-5)."""

    action: ClassVar[str] = "level_up"


class NewRelationship(Struct, frozen=True):
    """The new Relationship a scenario's end gives (R-CHAR-5)."""

    action: ClassVar[str] = "new_relationship"
    name: str
    whom: str
    leaning: str = "positive"


class RenameDescriptor(Struct, frozen=True):
    """Rename a Descriptor between sessions; a Relationship may change whom/leaning."""

    action: ClassVar[str] = "rename_descriptor"
    name: str
    new_name: str
    whom: str = ""
    leaning: str = ""


class RephraseGoal(Struct, frozen=True):
    """Reword a Goal between sessions at no cost (R-CHAR-5)."""

    action: ClassVar[str] = "rephrase_goal"
    goal: str
    new_text: str


class UsePower(Struct, frozen=True):
    """Use a power before the roll: magic points, very powerful uses (R-SUP-1)."""

    action: ClassVar[str] = "use_power"
    power: str
    trivial: bool = False
    very_powerful: bool = False


class RepairArmour(Struct, frozen=True):
    action: ClassVar[str] = "repair_armour"


class WearArmour(Struct, frozen=True):
    action: ClassVar[str] = "wear_armour"
    kind: str = "light"
    partial: bool = False
    shield: bool = False
    name: str = ""


class Wield(Struct, frozen=True):
    """Take up a weapon of a rating 0-6 (R-GEAR-1)."""

    action: ClassVar[str] = "wield"
    name: str
    rating: int = 4
    delivery: str = "melee"
    automatic: bool = False
