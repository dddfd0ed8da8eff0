"""The closed vocabularies of content: tiers, categories, polarities, and tag parsing.

Tags are what filters select on: ``tier``, ``category``, ``polarity``, ``genre``,
``setting``, ``answer`` and ``kind``. The first three and ``answer`` are closed sets; the
others are free lowercase words (``dark-fantasy``, ``underground``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from enum import IntEnum, StrEnum
from typing import Any

from solo.dice.ladder import Answer

ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
"""Table ids, pack ids and free tag words: lowercase letters and digits, single dashes."""


class Tier(IntEnum):
    """How far a Condition or complication reaches, least to most severe (R-COND-1).

    Same names and values as ``solo.rules.conditions.Tier`` (they compare equal and
    convert both ways); kept here so loading content does not import the rules package.
    """

    MINOR = 1
    MODERATE = 2
    MAJOR = 3
    PERMANENT = 4

    @property
    def key(self) -> str:
        return self.name.lower()

    def __str__(self) -> str:
        return self.key

    @classmethod
    def from_key(cls, key: str | int | Tier) -> Tier:
        """By name ("major"), or by value: also converts solo.rules.conditions.Tier."""
        if isinstance(key, Tier):
            return key
        if isinstance(key, int) and not isinstance(key, bool) and key in cls._value2member_map_:
            return cls(int(key))
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


class Category(StrEnum):
    PHYSICAL = "physical"
    MENTAL = "mental"
    SOCIAL = "social"
    RESOURCES = "resources"


class Polarity(StrEnum):
    POSITIVE = "positive"
    NEGATIVE = "negative"


TAG_KEYS: tuple[str, ...] = ("tier", "category", "polarity", "genre", "setting", "answer",
                             "kind")
CLOSED: dict[str, tuple[str, ...]] = {
    "tier": tuple(t.key for t in Tier),
    "category": tuple(c.value for c in Category),
    "polarity": tuple(p.value for p in Polarity),
    "answer": tuple(a.key for a in Answer),
}

TagValue = Tier | Category | Polarity | Answer | str


_PARSED: dict[tuple[str, str], TagValue] = {}


def parse_tag(key: str, raw: Any) -> TagValue:
    """Turn the text of a tag into its value; ValueError names the tag and the bad value."""
    text = raw if isinstance(raw, str) else str(raw)
    value = _PARSED.get((key, text))
    if value is None:
        value = _parse_tag(key, text)
        if len(_PARSED) < 10_000:
            _PARSED[key, text] = value
    return value


def _parse_tag(key: str, text: str) -> TagValue:
    if key not in TAG_KEYS:
        raise ValueError(f"unknown tag {key!r}; tags are {', '.join(TAG_KEYS)}")
    if key in CLOSED:
        if text not in CLOSED[key]:
            raise ValueError(f"bad {key} {text!r}; expected one of {', '.join(CLOSED[key])}")
        if key == "tier":
            return Tier.from_key(text)
        if key == "category":
            return Category(text)
        if key == "polarity":
            return Polarity(text)
        return Answer.from_key(text)
    if not ID_PATTERN.fullmatch(text):
        raise ValueError(f"bad {key} {text!r}: use lowercase letters, digits and dashes")
    return text


def tag_text(value: TagValue) -> str:
    """The YAML/JSON spelling of a tag value."""
    if isinstance(value, (Tier, Answer)):
        return value.key
    return str(value)


@dataclass(frozen=True)
class Tags:
    """An entry's tags; ``None`` where it has none."""

    tier: Tier | None = None
    category: Category | None = None
    polarity: Polarity | None = None
    genre: str | None = None
    setting: str | None = None
    answer: Answer | None = None
    kind: str | None = None

    def as_dict(self) -> dict[str, str]:
        return {f.name: tag_text(v) for f in fields(self)
                if (v := getattr(self, f.name)) is not None}
