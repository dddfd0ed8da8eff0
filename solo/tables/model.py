"""The content model: entries, tables, packs and the library that holds them.

Values only; building them from YAML is the loader's job (validate.py, link.py).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from itertools import accumulate
from types import MappingProxyType

from msgspec import Struct, field

from solo.tables.errors import Location, close_matches
from solo.tables.refs import Filters, Reference, Template, matches_all, references
from solo.tables.rolls import DiceSpec
from solo.tables.tags import NO_TAGS, Tags, tag_text


class Entry(Struct, frozen=True):
    """One line of a table: its text (maybe with references), tags, weight or dice range."""

    text: str
    table: str
    origin: Location
    tags: Tags = NO_TAGS
    weight: int = 1
    span: tuple[int, int] | None = None  # dice tables: the results it covers, inclusive
    template: Template = ()

    @property
    def references(self) -> tuple[Reference, ...]:
        return references(self.template)

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"text": self.text, "table": self.table}
        out.update(self.tags.as_dict())
        if self.span is not None:
            lo, hi = self.span
            out["range"] = f"{lo}-{hi}" if lo != hi else str(lo)
        elif self.weight != 1:
            out["weight"] = self.weight
        out["source"] = str(self.origin)
        return out


class Table(Struct, frozen=True, weakref=True):  # weakref: solo.tables.offer's text index
    id: str
    title: str
    entries: tuple[Entry, ...]
    origin: Location
    pack: str
    description: str = ""
    dice: DiceSpec | None = None
    extended_by: tuple[str, ...] = ()  # packs that added entries, in load order

    def weight_of(self, entry: Entry) -> int:
        """Integer weight: the entry's weight, or for dice tables the number of the dice's
        equally likely throws that land in its range."""
        if self.dice is None or entry.span is None:
            return entry.weight
        lo, hi = entry.span
        return sum(self.dice.counts[r] for r in self.dice.results(lo, hi))

    def entry_at(self, result: int) -> Entry | None:
        for entry in self.entries:
            if entry.span and entry.span[0] <= result <= entry.span[1]:
                return entry
        return None


class Pack(Struct, frozen=True):
    id: str
    title: str
    path: str
    origin: Location
    genre: str | None = None
    description: str = ""


class Candidates(Struct, frozen=True):
    """The entries a query can draw, with integer weights and their running totals."""

    table: Table
    entries: tuple[Entry, ...]
    weights: tuple[int, ...]
    cumulative: tuple[int, ...]
    members: frozenset[Entry] = frozenset()

    @property
    def total(self) -> int:
        return self.cumulative[-1] if self.cumulative else 0

    def pick(self, ticket: int) -> Entry:
        """The entry for ``ticket`` in ``0 .. total-1``."""
        return self.entries[bisect_right(self.cumulative, ticket)]


class Library(Struct, frozen=True):
    """Every loaded table by id, and the packs they came from (in load order)."""

    tables: Mapping[str, Table] = field(default_factory=dict)
    packs: tuple[Pack, ...] = ()
    dropped: Mapping[str, frozenset[Entry]] = field(default_factory=dict)
    """Genre -> the entries its packs drop: never drawn in a campaign of that genre."""
    _candidates_cache: dict[tuple[str, Filters], Candidates] = field(default_factory=dict)
    """What :meth:`candidates` worked out; not part of the library's value (see ``__eq__``)."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Library):
            return NotImplemented
        return (self.tables, self.packs, self.dropped) == (other.tables, other.packs, other.dropped)

    __hash__ = None  # type: ignore[assignment]  # its tables are a dict: equal by value only

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its tables, packs and drops (the content cache keeps a library so);
        read back read-only, as :func:`solo.tables.link.link` builds it, its draw cache empty."""
        return (_read_only_library, (dict(self.tables), self.packs, dict(self.dropped)))

    def table(self, table_id: str) -> Table:
        try:
            return self.tables[table_id]
        except KeyError:
            near = close_matches(table_id, self.tables, n=3)
            hint = f"; did you mean {', '.join(near)}?" if near else " (see `solo table --list`)"
            raise ValueError(f"unknown table {table_id!r}{hint}") from None

    def candidates(self, table_id: str, filters: Filters = ()) -> Candidates:
        """Entries of ``table_id`` matching ``filters`` (cached; the library never changes)."""
        key = (table_id, filters)
        candidates = self._candidates_cache.get(key)
        if candidates is None:
            table = self.table(table_id)
            entries = tuple(e for e in table.entries if matches_all(filters, e.tags))
            weights = tuple(table.weight_of(e) for e in entries)
            candidates = Candidates(
                table, entries, weights, tuple(accumulate(weights)), frozenset(entries)
            )
            self._candidates_cache[key] = candidates
        return candidates

    @property
    def entry_count(self) -> int:
        return sum(len(t.entries) for t in self.tables.values())

    @property
    def genres(self) -> tuple[str, ...]:
        """Genres named by packs or entries, sorted."""
        found = {p.genre for p in self.packs if p.genre}
        for table in self.tables.values():
            for e in table.entries:
                found.update(e.tags.genre or ())
        return tuple(sorted(found))

    def values_of(self, table_id: str, tag: str) -> tuple[str, ...]:
        """The distinct values of ``tag`` among a table's entries, sorted."""
        if table_id not in self.tables:
            return ()
        found: set[str] = set()
        for e in self.tables[table_id].entries:
            value = getattr(e.tags, tag)
            if isinstance(value, frozenset):
                found.update(value)
            elif value is not None:
                found.add(tag_text(value))
        return tuple(sorted(found))


def _read_only_library(
    tables: dict[str, Table], packs: tuple[Pack, ...], dropped: dict[str, frozenset[Entry]]
) -> Library:
    """A library unpickled: its mappings read-only again."""
    return Library(MappingProxyType(tables), packs, MappingProxyType(dropped))
