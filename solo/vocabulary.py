"""The content vocabulary that the rules and the tables share (RULES.md §7).

A Condition in a campaign and a Condition line in a content table use the same words:
its tier (how far it reaches), its category and its polarity. Both ``solo.rules`` and
``solo.tables`` import them from here, so a drawn entry's tags become a rules Condition
without any conversion. This module imports nothing from ``solo`` and does no I/O.

Spellings in YAML (content and saves) are the lowercase names: ``tier: major``,
``category: physical``, ``polarity: negative``.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


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
