"""Tag filters, queries (``conditions tier=minor polarity=negative``) and entry templates.

Entry text may hold references: ``{npc-motive}`` or ``{conditions tier=minor}`` draw one
entry from that table and put its text in place. ``{{`` and ``}}`` are literal braces.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from msgspec import Struct

from solo.tables.tags import (
    ID_PATTERN,
    LEGACY_KEY,
    TAG_KEYS,
    Tags,
    TagValue,
    legacy_tags,
    parse_tag,
    tag_text,
)


class Filter(Struct, frozen=True):
    """``key=value`` (or ``key=a,b``: any of them). A ``genre`` filter also lets through
    entries with no genre: generic content suits every genre."""

    key: str
    values: frozenset[TagValue]

    def matches(self, tags: Tags) -> bool:
        value = getattr(tags, self.key)
        if value is None:
            return self.key == "genre"
        if isinstance(value, frozenset):  # genre, where, needs: the entry names one of them
            return not value.isdisjoint(self.values)
        return value in self.values

    def __str__(self) -> str:
        return f"{self.key}={','.join(sorted(tag_text(v) for v in self.values))}"


Filters = tuple[Filter, ...]


def parse_filter(token: str) -> Filter:
    key, eq, raw = token.partition("=")
    key = key.strip()
    if not eq or not key or not raw.strip():
        raise ValueError(f"bad filter {token!r}: write key=value, e.g. tier=minor")
    if key == LEGACY_KEY:  # the old setting=city: where=city (vehicle: needs=vehicle)
        parts = [legacy_tags(part) for part in raw.split(",")]
        keys = {k for k, _ in parts}
        if len(keys) > 1:
            raise ValueError(f"bad filter {token!r}: write where=… and needs=… apart")
        return Filter(keys.pop(), frozenset(t for _, tags in parts for t in tags))
    if key not in TAG_KEYS:
        raise ValueError(f"unknown filter {key!r} in {token!r}; tags are {', '.join(TAG_KEYS)}")
    values = frozenset(parse_tag(key, part.strip()) for part in raw.split(","))
    return Filter(key, values)


def parse_filters(tokens: Iterable[str]) -> Filters:
    out: dict[str, Filter] = {}
    for token in tokens:
        flt = parse_filter(token)
        if flt.key in out:
            raise ValueError(f"filter {flt.key!r} given twice")
        out[flt.key] = flt
    return tuple(out[k] for k in TAG_KEYS if k in out)


def matches_all(filters: Filters, tags: Tags) -> bool:
    return all(f.matches(tags) for f in filters)


def with_filter(filters: Filters, key: str, *values: TagValue) -> Filters:
    """``filters`` with ``key`` set to ``values`` (replacing any filter on that key)."""
    kept = [f for f in filters if f.key != key]
    if values:
        kept.append(Filter(key, frozenset(values)))
    return tuple(sorted(kept, key=lambda f: TAG_KEYS.index(f.key)))


class Query(Struct, frozen=True):
    """A table id plus filters: what ``solo table`` and references ask for."""

    table: str
    filters: Filters = ()

    @classmethod
    def parse(cls, text: str | Query) -> Query:
        if isinstance(text, Query):
            return text
        words = str(text).split()
        if not words:
            raise ValueError("empty query: give a table id, e.g. `conditions tier=minor`")
        table = words[0]
        if not ID_PATTERN.fullmatch(table):
            raise ValueError(f"bad table id {table!r}: use lowercase letters, digits, dashes")
        return cls(table, parse_filters(words[1:]))

    def __str__(self) -> str:
        return " ".join([self.table, *(str(f) for f in self.filters)])


class Reference(Struct, frozen=True):
    """A ``{table key=value}`` inside entry text."""

    query: Query
    offset: int = 0  # where the ``{`` stands in the text

    def __str__(self) -> str:
        return "{" + str(self.query) + "}"


Template = tuple[str | Reference, ...]


class TemplateError(ValueError):
    """A malformed reference; ``offset`` is where in the text it starts."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


_TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")


def parse_template(text: str) -> Template:
    """Split text into literal strings and references; TemplateError on a bad one."""
    if "{" not in text and "}" not in text:
        return (text,)
    parts: list[str | Reference] = []
    literal: list[str] = []
    pos = 0
    for m in _TOKEN.finditer(text):
        literal.append(text[pos : m.start()])
        pos = m.end()
        token = m.group(0)
        if token in ("{{", "}}"):
            literal.append(token[0])
            continue
        if m.group(1) is None:
            raise TemplateError(
                f"unmatched {token!r} in text (write {token * 2} for a literal brace)", m.start()
            )
        try:
            query = Query.parse(m.group(1))
        except ValueError as exc:
            raise TemplateError(f"bad reference {token!r}: {exc}", m.start()) from None
        if literal:
            parts.append("".join(literal))
            literal = []
        parts.append(Reference(query, m.start()))
    literal.append(text[pos:])
    if "".join(literal):
        parts.append("".join(literal))
    return tuple(p for p in parts if p != "")


def references(template: Template) -> tuple[Reference, ...]:
    return tuple(p for p in template if isinstance(p, Reference))
