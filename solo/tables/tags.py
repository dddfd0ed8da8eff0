"""Tags of content entries and their parsing.

Tags are what filters select on: ``tier``, ``category``, ``polarity``, ``genre``,
``setting``, ``answer`` and ``kind``. The first three and ``answer`` are closed sets (tier,
category and polarity come from :mod:`solo.vocabulary`, shared with the rules); the others
are free lowercase words (``dark-fantasy``, ``underground``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import TypeVar

from solo.dice.ladder import Answer
from solo.vocabulary import Category, Polarity, Tier

ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
"""Table ids, pack ids and free tag words: lowercase letters and digits, single dashes."""

TAG_KEYS: tuple[str, ...] = ("tier", "category", "polarity", "genre", "setting", "answer", "kind")
CLOSED: dict[str, tuple[str, ...]] = {
    "tier": tuple(t.key for t in Tier),
    "category": tuple(c.value for c in Category),
    "polarity": tuple(p.value for p in Polarity),
    "answer": tuple(a.key for a in Answer),
}

TagValue = Tier | Category | Polarity | Answer | str


_PARSED: dict[tuple[str, str], TagValue] = {}


def parse_tag(key: str, raw: object) -> TagValue:
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

    @classmethod
    def of(cls, values: Mapping[str, TagValue]) -> Tags:
        """Tags from :func:`parse_tag` values keyed by tag name."""
        return cls(
            tier=_typed(values, "tier", Tier),
            category=_typed(values, "category", Category),
            polarity=_typed(values, "polarity", Polarity),
            genre=_typed(values, "genre", str),
            setting=_typed(values, "setting", str),
            answer=_typed(values, "answer", Answer),
            kind=_typed(values, "kind", str),
        )

    def as_dict(self) -> dict[str, str]:
        return {
            f.name: tag_text(v) for f in fields(self) if (v := getattr(self, f.name)) is not None
        }


V = TypeVar("V")


def _typed(values: Mapping[str, TagValue], key: str, kind: type[V]) -> V | None:
    value = values.get(key)
    if value is None or isinstance(value, kind):
        return value
    raise TypeError(f"tag {key!r} holds {value!r}, not a {kind.__name__}")


NO_TAGS = Tags()
"""An entry with no tags (and a table with no defaults)."""
