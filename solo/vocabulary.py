"""The content vocabulary that the rules and the tables share (RULES.md §7).

A Condition in a campaign and a Condition line in a content table use the same words:
its tier (how far it reaches), its category and its polarity. Both ``solo.rules`` and
``solo.tables`` import them from here, so a drawn entry's tags become a rules Condition
without any conversion. This module imports nothing from ``solo`` and does no I/O.

Spellings in YAML (content and saves) are the lowercase names: ``tier: major``,
``category: physical``, ``polarity: negative``.

It also names the shape of that YAML/JSON: :data:`Plain` is what a save, a content file or
a ``to_dict`` holds (text, numbers, flags, lists and string-keyed mappings of those), the
one type every layer uses for data on its way to or from disk.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum, StrEnum
from typing import TypeAlias

Plain: TypeAlias = "str | int | float | bool | Sequence[Plain] | Mapping[str, Plain] | None"
"""YAML/JSON plain data: scalars, lists and string-keyed mappings of plain data.

Read-only containers (``Sequence``/``Mapping``) so a ``list[str]`` or a ``dict[str, int]``
is plain data as it is; writers build a :data:`PlainDict`.
"""

PlainDict: TypeAlias = dict[str, Plain]
"""A ``to_dict`` result: one record of plain data, ready for YAML or JSON."""


def plain_mapping(value: object, what: str) -> Mapping[str, object]:
    """``value`` as a mapping with text keys, or a ValueError naming ``what``."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a mapping, got {type(value).__name__}")
    for key in value:
        if not isinstance(key, str):
            raise ValueError(f"{what} has a non-text key {key!r}")
    return value


def plain_int(value: object, what: str) -> int:
    """``int(value)`` for the kinds plain data holds (numbers, text); any other kind is a
    TypeError naming ``what``."""
    if isinstance(value, (int, float, str)):
        return int(value)
    raise TypeError(f"{what} must be a whole number, got {value!r}")


def plain_list(value: object, what: str) -> list[object]:
    """``value`` as a list, or a ValueError naming ``what``."""
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list, got {value!r}")
    return value


class Tier(IntEnum):
    """How far a Condition or complication reaches, least to most severe (R-COND-1).

    An ``IntEnum`` so tiers compare and step; spelled by :attr:`key` in YAML.
    """

    MINOR = 1
    MODERATE = 2
    MAJOR = 3
    PERMANENT = 4  # beyond major: a Descriptor, not a passing Condition

    @property
    def key(self) -> str:
        """The YAML/JSON spelling: ``"minor"`` … ``"permanent"``."""
        return self.name.lower()

    def __str__(self) -> str:
        return self.key

    @classmethod
    def from_key(cls, key: object) -> Tier:
        """The tier named ``key`` ("major", any case), or a ValueError naming it."""
        if isinstance(key, Tier):
            return key
        try:
            return cls[str(key).strip().upper()]
        except KeyError:
            names = ", ".join(t.key for t in cls)
            raise ValueError(f"unknown tier {key!r}; expected one of {names}") from None

    def step(self, by: int, lowest: Tier | None = None, highest: Tier | None = None) -> Tier:
        """This tier moved ``by`` steps, clamped to ``lowest``..``highest``."""
        lo = int(lowest or Tier.MINOR)
        hi = int(highest or Tier.PERMANENT)
        return Tier(min(max(int(self) + by, lo), hi))

    def lower(self) -> Tier | None:
        """One tier down; below minor there is nothing left. Permanent never shrinks."""
        if self is Tier.PERMANENT:
            return self
        return None if self is Tier.MINOR else Tier(self - 1)


class Category(StrEnum):
    """What a Condition touches (R-COND-1)."""

    PHYSICAL = "physical"
    MENTAL = "mental"
    SOCIAL = "social"
    RESOURCES = "resources"


class Polarity(StrEnum):
    """Whether a Condition, Detail or Descriptor helps or hinders (R-COND-1, R-COND-2)."""

    POSITIVE = "positive"
    NEGATIVE = "negative"

    @property
    def sign(self) -> int:
        """+1 for a help, -1 for a hindrance."""
        return 1 if self is Polarity.POSITIVE else -1


def magnitude(resolve_lost: bool, resolve_left: int) -> Tier:
    """How bad a negative Condition is when the fiction does not say (R-COND-3).

    No Resolve lost (a low-stakes conflict, or a high-stakes yes_but) → minor; Resolve
    lost with more than 1 left → moderate; Resolve lost down to fewer than 2 → major.
    """
    if not resolve_lost:
        return Tier.MINOR
    return Tier.MODERATE if resolve_left > 1 else Tier.MAJOR


def secondary_tier(main: Tier, *, but: bool) -> Tier:
    """The tier of the extra Condition or Detail an "and" or a "but" adds (R-COND-4).

    Never above the main stake and never permanent: an "and" matches the main stake (at
    most major), a "but" is one tier lower (a minor "but" stays minor).
    """
    ceiling = min(main, Tier.MAJOR)
    return Tier(ceiling).step(-1 if but else 0)
