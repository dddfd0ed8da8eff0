"""Putting checked files together (phase two of loading): duplicate ids, ``extends``,
references that must exist and match something, and reference cycles.

A file with any such error is reported and left out; leaving it out can break files
that relied on it, so the checks repeat until every remaining file is sound. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from msgspec import Struct
from msgspec.structs import replace

from solo.tables.errors import ContentError, close_matches
from solo.tables.model import Entry, Library, Pack, Table
from solo.tables.refs import Filters, Reference, matches_all
from solo.tables.tags import NO_TAGS, TAG_KEYS, Tags
from solo.tables.validate import FileContent, TableBlock

REQUIRED_TAGS: dict[str, tuple[str, ...]] = {
    "conditions": ("tier", "category", "polarity"),
    "details": ("polarity",),
    "complications": ("tier",),
    "meanings": ("answer",),
}
"""The canonical tables the game draws from, and the tags each of their entries needs."""


class Unit(Struct, frozen=True):
    """A table file that passed its own checks, with the pack it belongs to."""

    pack: Pack
    content: FileContent

    @property
    def file(self) -> str:
        return self.content.file


def link(packs: Iterable[Pack], units: Iterable[Unit]) -> tuple[Library, list[ContentError]]:
    """The library of every sound file, and the errors of the files left out."""
    alive = list(units)
    errors: list[ContentError] = []
    while True:
        found, merged, entries = _problems(alive)
        if not found:
            break
        bad_files = {e.file for e in found}
        errors.extend(found)
        alive = [u for u in alive if u.file not in bad_files]
    return _library(list(packs), merged, entries), errors


Merged = dict[str, list[tuple[TableBlock, Unit]]]
Edges = dict[int, tuple[Entry, list[Entry]]]
"""Entry identity -> the entry and every entry its references can draw."""


def _merged(units: list[Unit], errors: list[ContentError]) -> Merged:
    """Table id -> its defining block then its extends blocks, in load order."""
    blocks = _defined(units, errors)
    for unit in units:
        for block in unit.content.blocks:
            if not block.extends:
                continue
            problem = _extension_problem(block, blocks)
            if problem is not None:
                errors.append(problem)
            else:
                blocks[block.id].append((block, unit))
    return blocks


def _defined(units: list[Unit], errors: list[ContentError]) -> Merged:
    """Table id -> the block that defines it; a second definition is an error."""
    blocks: Merged = {}
    for unit in units:
        for block in unit.content.blocks:
            if block.extends:
                continue
            if block.id in blocks:
                errors.append(_duplicate(block, blocks[block.id][0][0]))
            else:
                blocks[block.id] = [(block, unit)]
    return blocks


def _duplicate(block: TableBlock, first: TableBlock) -> ContentError:
    return ContentError.at(
        block.origin,
        f"duplicate table id {block.id!r} (first defined at {first.origin}); "
        f"use `extends: {block.id}` to add entries to it",
    )


def _extension_problem(block: TableBlock, blocks: Merged) -> ContentError | None:
    """Why an ``extends`` block cannot join its table: no such table, or a dice table."""
    if block.id not in blocks:
        near = close_matches(block.id, blocks, n=1)
        hint = f"; did you mean {near[0]!r}?" if near else ""
        return ContentError.at(block.origin, f"extends unknown table {block.id!r}{hint}")
    dice = blocks[block.id][0][0].dice
    if dice is not None:
        return ContentError.at(
            block.origin,
            f"cannot extend {block.id!r}: it is a {dice} dice table "
            f"whose ranges are complete; make a new table instead",
        )
    return None


def _problems(units: list[Unit]) -> tuple[list[ContentError], Merged, dict[str, list[Entry]]]:
    errors: list[ContentError] = []
    merged = _merged(units, errors)
    entries = {tid: merged_entries(parts) for tid, parts in merged.items()}
    errors.extend(_missing_tags(entries))
    errors.extend(_bad_drops(merged, entries))
    edges, bad_refs = _reference_edges(entries)
    errors.extend(bad_refs)
    errors.extend(_cycles(edges))
    return sorted(set(errors), key=lambda e: (e.location, e.message)), merged, entries


def _missing_tags(entries: dict[str, list[Entry]]) -> list[ContentError]:
    """Entries of the canonical tables without a tag the game draws by (REQUIRED_TAGS)."""
    errors: list[ContentError] = []
    for tid, required in REQUIRED_TAGS.items():
        for entry in entries.get(tid, ()):
            missing = [k for k in required if getattr(entry.tags, k) is None]
            if missing:
                errors.append(
                    ContentError.at(
                        entry.origin,
                        f"entries of {tid!r} need {_and(missing)} tag"
                        f"{'s' if len(missing) > 1 else ''} (on the entry or in "
                        f"the table's defaults)",
                    )
                )
    return errors


def _bad_drops(merged: Merged, entries: dict[str, list[Entry]]) -> list[ContentError]:
    """A drop naming no entry of its table, or in a pack without a genre, is an error."""
    errors: list[ContentError] = []
    for tid, parts in merged.items():
        texts = {e.text for e in entries[tid]}
        for block, unit in parts:
            errors.extend(_drop_errors(tid, block, unit, texts))
    return errors


def _drop_errors(tid: str, block: TableBlock, unit: Unit, texts: set[str]) -> list[ContentError]:
    """The errors of one block's drops against the texts of its table."""
    errors: list[ContentError] = []
    for text, where in block.drops:
        if unit.pack.genre is None:
            message = (
                f"drops hides entries in a genre: pack {unit.pack.id!r} names no "
                "genre (set `genre:` in its pack.yaml)"
            )
            errors.append(ContentError.at(where, message))
        elif text not in texts:
            near = close_matches(text, texts, n=1)
            hint = f"; did you mean {near[0]!r}?" if near else ""
            message = f"drops {text!r}, but {tid!r} has no entry with that text{hint}"
            errors.append(ContentError.at(where, message))
    return errors


def dropped(merged: Merged, entries: dict[str, list[Entry]]) -> dict[str, frozenset[Entry]]:
    """Genre -> the entries its packs drop (hidden in a campaign of that genre)."""
    out: dict[str, set[Entry]] = {}
    for tid, parts in merged.items():
        for block, unit in parts:
            if not block.drops or unit.pack.genre is None:
                continue
            hidden = {text for text, _ in block.drops}
            found = out.setdefault(unit.pack.genre, set())
            found.update(e for e in entries[tid] if e.text in hidden)
    return {genre: frozenset(found) for genre, found in out.items()}


def _reference_edges(entries: dict[str, list[Entry]]) -> tuple[Edges, list[ContentError]]:
    """What each entry's references can draw; a reference to no table, or matching no
    entry, is an error."""
    matches: dict[tuple[str, Filters], list[Entry]] = {}
    edges: Edges = {}
    errors: list[ContentError] = []
    for table_entries in entries.values():
        for entry in table_entries:
            targets = _entry_targets(entry, entries, matches, errors)
            if targets:
                edges[id(entry)] = (entry, targets)
    return edges, errors


def _entry_targets(
    entry: Entry,
    entries: dict[str, list[Entry]],
    matches: dict[tuple[str, Filters], list[Entry]],
    errors: list[ContentError],
) -> list[Entry]:
    """Every entry one entry's references can draw."""
    targets: list[Entry] = []
    for ref in entry.references:
        found = _reference_targets(ref, entries, matches)
        if isinstance(found, str):
            errors.append(ContentError.at(entry.origin, found))
            continue
        if not found:
            message = f"reference {ref} matches no entry of {ref.query.table!r}"
            errors.append(ContentError.at(entry.origin, message))
        targets.extend(found)
    return targets


def _reference_targets(
    ref: Reference,
    entries: dict[str, list[Entry]],
    matches: dict[tuple[str, Filters], list[Entry]],
) -> list[Entry] | str:
    """The entries a reference can draw (looked up once per table and filters), or why
    its table is unknown."""
    q = ref.query
    if q.table not in entries:
        near = close_matches(q.table, entries, n=1)
        hint = f"; did you mean {near[0]!r}?" if near else ""
        return f"reference {ref} names unknown table {q.table!r}{hint}"
    key = (q.table, q.filters)
    if key not in matches:
        matches[key] = [e for e in entries[q.table] if matches_all(q.filters, e.tags)]
    return matches[key]


def merged_entries(parts: list[tuple[TableBlock, Unit]]) -> list[Entry]:
    """A table's entries in load order; added ones take the table's defaults for any tag
    neither they nor their own block set."""
    base = parts[0][0].defaults
    out = list(parts[0][0].entries)
    for block, _ in parts[1:]:
        out.extend(_inherit(e, base) for e in block.entries)
    return out


PLACE_KEYS = ("where", "needs", "avoid")
"""Place tags inherit together: an entry that says where it happens (or what it needs or
avoids) takes none of them from the extended table's defaults."""


def _inherit(entry: Entry, base: Tags) -> Entry:
    if base == NO_TAGS:
        return entry
    own = entry.tags
    placed = any(getattr(own, k) is not None for k in PLACE_KEYS)
    missing = {
        name: value
        for name in TAG_KEYS
        if getattr(own, name) is None
        and (value := getattr(base, name)) is not None
        and not (placed and name in PLACE_KEYS)
    }
    return replace(entry, tags=replace(own, **missing)) if missing else entry


def _and(words: list[str]) -> str:
    quoted = [repr(w) for w in words]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _cycles(edges: Edges) -> list[ContentError]:
    """One error per reference cycle found (depth-first, without recursion). Entries are
    keyed by identity: each one is a distinct line of a file."""
    errors: list[ContentError] = []
    state: dict[int, int] = {}  # 1 = on the current path, 2 = done
    for start, (first, targets) in edges.items():
        if not state.get(start):
            errors.extend(_cycles_from(first, targets, edges, state))
    return errors


def _cycles_from(
    first: Entry, targets: list[Entry], edges: Edges, state: dict[int, int]
) -> list[ContentError]:
    """Walk every path from ``first``; a path that comes back to itself is a cycle."""
    errors: list[ContentError] = []
    path: list[Entry] = [first]
    stack = [iter(targets)]
    state[id(first)] = 1
    while stack:
        nxt = next(stack[-1], None)
        if nxt is None:
            state[id(path.pop())] = 2
            stack.pop()
            continue
        mark = state.get(id(nxt))
        if mark == 1:
            errors.append(_cycle_error(path, nxt))
        elif mark is None:
            state[id(nxt)] = 1
            path.append(nxt)
            stack.append(iter(edges[id(nxt)][1] if id(nxt) in edges else ()))
    return errors


def _cycle_error(path: list[Entry], back_to: Entry) -> ContentError:
    loop = path[[id(e) for e in path].index(id(back_to)) :] + [back_to]
    chain = " -> ".join(e.table for e in loop)
    return ContentError.at(path[-1].origin, f"reference cycle: {chain} (references must end)")


def _library(packs: list[Pack], merged: Merged, entries: dict[str, list[Entry]]) -> Library:
    tables: dict[str, Table] = {}
    for tid, parts in merged.items():
        first, unit = parts[0]
        extended_by: list[str] = []
        for _, other in parts[1:]:
            if other.pack.id not in extended_by and other.pack.id != unit.pack.id:
                extended_by.append(other.pack.id)
        tables[tid] = Table(
            id=tid,
            title=first.title,
            entries=tuple(entries[tid]),
            origin=first.origin,
            pack=unit.pack.id,
            description=first.description,
            dice=first.dice,
            extended_by=tuple(extended_by),
        )
    return Library(
        MappingProxyType(tables), tuple(packs), MappingProxyType(dropped(merged, entries))
    )
