"""The journal: every action as an entry, plus undo and redo as entries of their own.

Records are append-only. An action record is ``{"n", "type": "action", "action", "args",
"title", "details", "changes", "session", "rng", "time", "patch"}`` plus ``"answer"`` (the
answer's machine name) when the action rolled or settled one; undo and redo records
(``{"n", "type": "undo", "undoes": N, "title", "time", "patch"}``, ``redoes`` for a redo)
carry the patch they applied, so the file alone can rebuild the state and the undo/redo
stacks. :mod:`solo.game.entries` reads live records into typed entries.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from solo.game.entries import JournalEntry
from solo.game.entry_text import Role, entry_lines

Record = dict[str, Any]


@dataclass(frozen=True)
class History:
    """What the records add up to: live entries (oldest first) and the redo stack."""

    entries: tuple[Record, ...]
    redoable: tuple[Record, ...]  # most recently undone last


def fold(records: list[Record]) -> History:
    by_n = {r["n"]: r for r in records if r.get("type", "action") == "action"}
    live: list[Record] = []
    redo: list[Record] = []
    for record in records:
        kind = record.get("type", "action")
        if kind == "action":
            live.append(record)
            redo.clear()
        elif kind == "undo":
            target = by_n.get(record.get("undoes"))
            if target is not None and live and live[-1] is target:
                live.pop()
                redo.append(target)
        elif kind == "redo":
            target = by_n.get(record.get("redoes"))
            if target is not None and redo and redo[-1] is target:
                redo.pop()
                live.append(target)
    return History(tuple(live), tuple(redo))


def to_markdown(title: str, entries: Sequence[JournalEntry]) -> str:
    """A readable session log."""
    lines = [f"# {title}", ""]
    session = None
    for entry in entries:
        if entry.session != session and entry.session is not None:
            session = entry.session
            lines += [f"## Session {session}", ""]
        lines.append(f"**{entry.title}**")
        for line in entry_lines(entry)[1:]:
            lines.append(f"- *{line.text}*" if line.role is Role.CHANGE else f"- {line.text}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
