"""What the tables browser shows, apart from the screen: the filter line read as a
:class:`Browse`, the tables it keeps, and the text of the rows, the title and the results.

No textual here: plain strings (Rich markup where a title or head is bold).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.tables.refs import Filters, parse_filters

if TYPE_CHECKING:
    from collections.abc import Sequence

    from solo.tables.draw import Drawn
    from solo.tables.model import Library

MAX_DRAW = 20


class Browse(Struct, frozen=True):
    """What the filter line asks for: name parts and tag filters."""

    words: tuple[str, ...] = ()
    filters: Filters = ()

    @classmethod
    def parse(cls, text: str) -> Browse:
        tags = [t for t in text.split() if "=" in t]
        words = tuple(t.lower() for t in text.split() if "=" not in t)
        return cls(words, parse_filters(tags))

    def tag_text(self) -> str:
        return " ".join(str(f) for f in self.filters)


def matching_tables(lib: Library, browse: Browse) -> list[str]:
    """The tables whose id and title hold every word and which keep entries under the
    tag filters, by id."""
    ids = []
    for table_id, table in sorted(lib.tables.items()):
        name = f"{table_id} {table.title}".lower()
        if not all(w in name for w in browse.words):
            continue
        if browse.filters and not lib.candidates(table_id, browse.filters).total:
            continue
        ids.append(table_id)
    return ids


def table_row(
    lib: Library, table_id: str, browse: Browse, pins: Sequence[str]
) -> tuple[str, str, str]:
    """One row of the list: the table (after its pin digit, if pinned), how many entries
    the filter keeps, its pack."""
    table = lib.tables[table_id]
    count = len(lib.candidates(table_id, browse.filters).entries)
    pin = f"{pins.index(table_id) + 1}·" if table_id in pins else ""
    return pin + table_id, str(count), table.pack


def listing_title(lib: Library, shown: int, browse: Browse) -> str:
    """The browser's title line: how many tables are shown, of how many, and the filter."""
    return f"[b]Tables[/b] — {shown} of {len(lib.tables)} tables from {len(lib.packs)} packs" + (
        f" · {browse.tag_text()}" if browse.filters else ""
    )


def toggled_pins(pins: Sequence[str], table_id: str) -> tuple[tuple[str, ...], str] | None:
    """The pins after pinning a table to the next free digit (or unpinning it, if pinned),
    and what to tell the player; None when nine tables are pinned already."""
    new = list(pins)
    if table_id in new:
        new.remove(table_id)
        return tuple(new), f"{table_id} unpinned"
    if len(new) >= 9:
        return None
    new.append(table_id)
    return tuple(new), f"{table_id} pinned to {len(new)}"


def chance_text(chance: Fraction) -> str:
    """An entry's chance as a percentage, one decimal."""
    return f"{float(chance) * 100:5.1f}%"


def waiting_text(count: int, next_seed: int) -> str:
    """The results box before a draw: how many a draw makes, the next seed, the keys."""
    return (
        f"[dim]Draw {count} at a time (d or Enter; + -) · next seed "
        f"{next_seed} · p pins, 1-9 jump[/dim]"
    )


def results_text(results: Sequence[Drawn], seed: int | None, count: int) -> tuple[str, str]:
    """The results box after a draw: a head (markup: the table, the seed and the CLI line
    that draws the same) and the numbered results (plain text)."""
    head = (
        f"[b]{results[0].table}[/b] ×{len(results)} · seed {seed}"
        f" (solo table {results[0].table} --count {len(results)} "
        f"--seed {seed})"
    )
    lines = [f"{i}. {r.text}" for i, r in enumerate(results, 1)]
    if count != len(results):
        head += f" · next: {count} at a time"
    return head, "\n".join(lines)
