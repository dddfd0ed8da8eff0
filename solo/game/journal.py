"""The journal: every action as an entry, plus undo and redo as entries of their own.

Records are append-only. An action record is ``{"n", "type": "action", "action", "title",
"details", "changes", "patch", "rng", "time"}``; undo and redo records name the record
they undo or redo and carry the patch they applied, so the file alone can rebuild the
state and the undo/redo stacks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


def to_markdown(title: str, entries: tuple[Record, ...] | list[Record]) -> str:
    """A readable session log."""
    lines = [f"# {title}", ""]
    session = None
    for entry in entries:
        s = entry.get("session")
        if s != session and s is not None:
            session = s
            lines += [f"## Session {s}", ""]
        lines.append(f"**{entry.get('title', entry.get('action', '?'))}**")
        for detail in entry.get("details", []):
            lines.append(f"- {detail}")
        for change in entry.get("changes", []):
            lines.append(f"- *{change}*")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
