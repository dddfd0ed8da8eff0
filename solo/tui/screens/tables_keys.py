"""The tables browser's keys: back, filter, draw (and how many), seed, copy, keep a result
as a note or a scene Detail, pin a table and jump to the table pinned to a digit; and
whether the copy key can work here."""

from __future__ import annotations

import os

from textual.binding import Binding, BindingType

TABLES_KEYS: list[BindingType] = [
    Binding("escape", "back", "Back", id="tables.back", tooltip="Back where you were"),
    Binding(
        "slash",
        "filter",
        "Filter",
        id="tables.filter",
        tooltip="Filter tables by name and tags (tier=minor genre=noir …)",
    ),
    Binding(
        "d",
        "draw",
        "Draw",
        id="tables.draw",
        tooltip="Draw from the highlighted table (seeded; the seed is shown)",
    ),
    Binding(
        "plus,equals_sign",
        "count(1)",
        "+1",
        id="tables.more",
        tooltip="Draw one more at a time",
    ),
    Binding("minus", "count(-1)", "-1", id="tables.fewer", tooltip="Draw one fewer"),
    Binding("s", "seed", "Seed", id="tables.seed", tooltip="Type the seed of the next draw"),
    Binding("y", "copy", "Copy", id="tables.copy", tooltip="Copy the results"),
    Binding(
        "j",
        "to_journal",
        "Note",
        id="tables.note",
        tooltip="Keep the first result in the journal as a note",
    ),
    Binding(
        "x",
        "to_scene",
        "Detail",
        id="tables.detail",
        tooltip="Add the first result to the scene as a Detail",
    ),
    Binding(
        "p",
        "pin",
        "Pin",
        id="tables.pin",
        tooltip="Pin this table to the next free digit key (again: unpin)",
    ),
    *[
        Binding(
            str(n),
            f"jump({n})",
            f"Pin {n}",
            id=f"tables.pin{n}",
            show=False,
            tooltip=f"Go to the table pinned to {n}",
        )
        for n in range(1, 10)
    ],
]


def clipboard_supported() -> bool:
    """OSC 52 copying; Apple's Terminal ignores it (so the key is hidden there)."""
    return os.environ.get("TERM_PROGRAM") != "Apple_Terminal"
