"""Drawing from tables: filtered, weighted or rolled, references resolved, and the exact
probability of every entry. Pure: randomness comes from the ``rng`` passed in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import Struct, field

from solo.tables.model import Candidates, Entry, Library
from solo.tables.refs import Filters, Query, Reference, with_filter
from solo.tables.tags import TagValue

if TYPE_CHECKING:
    import random
    from fractions import Fraction

MAX_COUNT = 1000
MAX_DEPTH = 64


class Drawn(Struct, frozen=True):
    """One draw: the entry, its text with every reference filled in, the dice result for
    dice tables, and the draws that filled its references."""

    table: str
    entry: Entry
    text: str
    roll: int | None = None
    parts: tuple[Drawn, ...] = ()

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "table": self.table,
            "text": self.text,
            "entry": self.entry.as_dict(),
        }
        if self.roll is not None:
            out["roll"] = self.roll
        if self.parts:
            out["parts"] = [p.as_dict() for p in self.parts]
        return out


def draw(library: Library, query: str | Query, rng: random.Random, count: int = 1) -> list[Drawn]:
    """``count`` draws for ``query`` ("table-id key=value …"); no entry comes twice (here
    or in references) until its table runs out. ValueError for bad queries."""
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise ValueError(f"count must be a whole number from 1 to {MAX_COUNT}, got {count!r}")
    q = Query.parse(query)
    session = DrawSession(library, rng, _genre(q.filters))
    candidates = _candidates_or_error(library, q)
    return [session.draw_from(candidates) for _ in range(count)]


def probabilities(library: Library, query: str | Query) -> dict[Entry, Fraction]:
    """Exact chance of each entry on one draw: weight (or dice-range ways) over the total.
    Entries the filters exclude are absent; an empty result means nothing matches."""
    from fractions import Fraction

    q = Query.parse(query)
    found = library.candidates(q.table, q.filters)
    if not found.total:
        return {}
    return {e: Fraction(w, found.total) for e, w in zip(found.entries, found.weights)}


class DrawSession(Struct):
    """Draws that share one memory of what came up, so nothing repeats needlessly.

    ``genre`` (from a query's genre filter) carries into references that name no genre
    themselves, as long as the referenced table has entries for it."""

    library: Library
    rng: random.Random
    genre: frozenset[TagValue] | None = None
    used: set[Entry] = field(default_factory=set)

    def draw(self, query: str | Query) -> Drawn:
        return self.draw_from(_candidates_or_error(self.library, Query.parse(query)))

    def draw_from(self, candidates: Candidates, depth: int = 0) -> Drawn:
        entry, roll = self._pick(candidates)
        self.used.add(entry)
        plain = [part for part in entry.template if isinstance(part, str)]
        if len(plain) == len(entry.template):
            return Drawn(candidates.table.id, entry, "".join(plain), roll)
        if depth >= MAX_DEPTH:
            raise ValueError(f"references nest deeper than {MAX_DEPTH} in {candidates.table.id!r}")
        texts: list[str] = []
        parts: list[Drawn] = []
        for part in entry.template:
            if isinstance(part, Reference):
                inner = self.draw_from(self._ref_candidates(part), depth + 1)
                parts.append(inner)
                texts.append(inner.text)
            else:
                texts.append(part)
        return Drawn(candidates.table.id, entry, "".join(texts), roll, tuple(parts))

    def _ref_candidates(self, ref: Reference) -> Candidates:
        q = ref.query
        if self.genre and not any(f.key == "genre" for f in q.filters):
            genre = with_filter(q.filters, "genre", *self.genre)
            narrowed = self.library.candidates(q.table, genre)
            if narrowed.total:
                return narrowed
        return _candidates_or_error(self.library, q)

    def _pick(self, candidates: Candidates) -> tuple[Entry, int | None]:
        rng = self.rng
        fresh = self._fresh(candidates)
        dice = candidates.table.dice
        if dice is not None:
            result = dice.roll(rng)
            hit = candidates.table.entry_at(result)
            if hit is not None and hit in fresh:
                return hit, result
        if len(fresh) == len(candidates.entries):
            entry = candidates.pick(rng.randrange(candidates.total))
        else:
            entry = _pick_among(candidates, fresh, rng)
        if dice is None or entry.span is None:
            return entry, None
        return entry, _result_in(entry, candidates, rng)

    def _fresh(self, candidates: Candidates) -> frozenset[Entry]:
        """The candidates not drawn yet this session; all of them again when none is left."""
        fresh = candidates.members - self.used if self.used else candidates.members
        if not fresh:  # the table ran out: start over
            self.used -= candidates.members
            fresh = candidates.members
        return fresh


def _pick_among(candidates: Candidates, fresh: frozenset[Entry], rng: random.Random) -> Entry:
    """One of the ``fresh`` candidates, by weight."""
    pairs = [(e, w) for e, w in zip(candidates.entries, candidates.weights) if e in fresh]
    ticket = rng.randrange(sum(w for _, w in pairs))
    for entry, weight in pairs:
        if ticket < weight:
            return entry
        ticket -= weight
    return pairs[-1][0]


def _result_in(entry: Entry, candidates: Candidates, rng: random.Random) -> int:
    """A dice result inside ``entry``'s range, as likely as the dice would show it."""
    dice = candidates.table.dice
    assert dice is not None and entry.span is not None
    results = dice.results(*entry.span)
    ticket = rng.randrange(sum(dice.counts[r] for r in results))
    for result in results:
        ticket -= dice.counts[result]
        if ticket < 0:
            return result
    return results[-1]


def _genre(filters: Filters) -> frozenset[TagValue] | None:
    for f in filters:
        if f.key == "genre":
            return f.values
    return None


def _candidates_or_error(library: Library, q: Query) -> Candidates:
    candidates = library.candidates(q.table, q.filters)
    if not candidates.total:
        wanted = " ".join(str(f) for f in q.filters)
        raise ValueError(f"no entry of {q.table!r} matches {wanted}")
    return candidates
