"""Tags of content entries and their parsing.

Tags are what filters select on: ``tier``, ``category``, ``polarity``, ``genre``,
``where``, ``needs``, ``answer``, ``kind``, ``about`` and ``after``. The first three,
``answer``, ``about`` and ``after`` are closed sets (tier, category and polarity come from
:mod:`solo.vocabulary`, shared with the rules; ``about`` names a world question's subject
and ``after`` the approaches of the actions a Condition can follow,
:mod:`solo.tables.subjects`);
``where``, ``needs`` and ``avoid`` are sets of place tags (:mod:`solo.tables.places`,
closed too; ``avoid`` names scene tags an entry never fits: ``avoid: [dark]``);
``genre`` is a set of free lowercase words (``dark-fantasy``) and ``kind`` one such word.
The old ``setting: X`` still reads, as ``where: [X]`` (``interior`` as ``where: [indoors]``,
``vehicle`` as ``needs: [vehicle]``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TypeVar

from msgspec import Struct

from solo.dice.ladder import Answer
from solo.tables.places import PlaceTag, avoid_tag, legacy_setting, needs_tag, where_tag
from solo.tables.subjects import APPROACHES, SUBJECTS
from solo.vocabulary import Category, Polarity, Tier

ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
"""Table ids, pack ids and free tag words: lowercase letters and digits, single dashes."""

TAG_KEYS: tuple[str, ...] = (
    "tier",
    "category",
    "polarity",
    "genre",
    "where",
    "needs",
    "answer",
    "kind",
    "about",
    "after",
    "avoid",
)
SET_KEYS = ("genre", "where", "needs", "about", "after", "avoid")
"""Tags an entry gives as a list (``genre: [noir, pulp]``); a single word is a list of one."""
LEGACY_KEY = "setting"
"""The old one-word place tag: read as ``where`` (or ``needs``), never stored."""
CLOSED: dict[str, tuple[str, ...]] = {
    "tier": tuple(t.key for t in Tier),
    "category": tuple(c.value for c in Category),
    "polarity": tuple(p.value for p in Polarity),
    "answer": tuple(a.key for a in Answer),
    "about": SUBJECTS,
    "after": APPROACHES,
}

TagValue = Tier | Category | Polarity | Answer | PlaceTag | str | frozenset[str]

CLOSED_VALUE: dict[str, Callable[[str], TagValue]] = {
    "tier": Tier.from_key,
    "category": Category,
    "polarity": Polarity,
    "answer": Answer.from_key,
}
"""The value a closed tag's word reads as (the others stay words)."""


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
    if key == "where":
        return where_tag(text)
    if key == "needs":
        return needs_tag(text)
    if key == "avoid":
        return avoid_tag(text)
    if key == LEGACY_KEY:
        return legacy_setting(text)[1]
    if key not in TAG_KEYS:
        raise ValueError(f"unknown tag {key!r}; tags are {', '.join(TAG_KEYS)}")
    if key in CLOSED:
        if text not in CLOSED[key]:
            raise ValueError(f"bad {key} {text!r}; expected one of {', '.join(CLOSED[key])}")
        return CLOSED_VALUE.get(key, str)(text)
    if not ID_PATTERN.fullmatch(text):
        raise ValueError(f"bad {key} {text!r}: use lowercase letters, digits and dashes")
    return text


def parse_tag_set(key: str, words: list[str]) -> frozenset[str]:
    """An entry's ``genre``, ``where``, ``needs`` (or another set tag): each word parsed (ValueError names the
    first bad one)."""
    return frozenset(str(parse_tag(key, w)) for w in words)


def legacy_tags(word: str) -> tuple[str, frozenset[str]]:
    """An old ``setting: word`` as the key it now means and its one-tag set."""
    key, tag = legacy_setting(word)
    return key, frozenset({tag})


def tag_text(value: TagValue) -> str:
    """The YAML/JSON spelling of a tag value."""
    if isinstance(value, (Tier, Answer)):
        return value.key
    if isinstance(value, frozenset):
        return ",".join(sorted(value))
    return str(value)


def _set_plain(key: str, value: frozenset[str]) -> str | list[str]:
    """A set tag as JSON shows it: a genre of one stays a word, the rest are lists."""
    if key == "genre" and len(value) == 1:
        return next(iter(value))
    if key in ("genre", "about", "after"):
        return sorted(value)
    return [t.value for t in PlaceTag if t.value in value]


class Tags(Struct, frozen=True):
    """An entry's tags; ``None`` where it has none."""

    tier: Tier | None = None
    category: Category | None = None
    polarity: Polarity | None = None
    genre: frozenset[str] | None = None
    where: frozenset[str] | None = None  # PlaceTag values
    needs: frozenset[str] | None = None  # PlaceTag values
    answer: Answer | None = None
    kind: str | None = None
    about: frozenset[str] | None = None  # Subject values (solo.tables.subjects)
    after: frozenset[str] | None = None  # Approach values: the actions it can follow
    avoid: frozenset[str] | None = None  # PlaceTag values: scene tags it never fits

    @classmethod
    def of(cls, values: Mapping[str, TagValue]) -> Tags:
        """Tags from :func:`parse_tag` values keyed by tag name."""
        return cls(
            tier=_typed(values, "tier", Tier),
            category=_typed(values, "category", Category),
            polarity=_typed(values, "polarity", Polarity),
            genre=_as_set(values.get("genre")),
            where=_as_set(values.get("where")),
            needs=_as_set(values.get("needs")),
            answer=_typed(values, "answer", Answer),
            kind=_typed(values, "kind", str),
            about=_as_set(values.get("about")),
            after=_as_set(values.get("after")),
            avoid=_as_set(values.get("avoid")),
        )

    def as_dict(self) -> dict[str, str | list[str]]:
        out: dict[str, str | list[str]] = {}
        for name in self.__struct_fields__:
            value = getattr(self, name)
            if isinstance(value, frozenset):
                out[name] = _set_plain(name, value)
            elif value is not None:
                out[name] = tag_text(value)
        return out

    def fits_genre(self, genre: str | None) -> bool:
        """Whether the entry suits ``genre`` (no genre tag: every genre; no campaign genre:
        generic entries only)."""
        if self.genre is None:
            return True
        return genre is not None and genre in self.genre


V = TypeVar("V")


def _as_set(value: TagValue | None) -> frozenset[str] | None:
    """A set tag's value: a set as parsed, or one word (a filter's, a default's)."""
    if value is None or isinstance(value, frozenset):
        return value
    return frozenset({str(value)})


def _typed(values: Mapping[str, TagValue], key: str, kind: type[V]) -> V | None:
    value = values.get(key)
    if value is None or isinstance(value, kind):
        return value
    raise TypeError(f"tag {key!r} holds {value!r}, not a {kind.__name__}")


NO_TAGS = Tags()
"""An entry with no tags (and a table with no defaults)."""
