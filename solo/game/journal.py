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

from solo.game.entries import EntryKind, JournalEntry
from solo.markdown_text import markdown_text as md

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
    """One readable log to post or keep: sessions and scenes as headings, each question
    once with its dice, its answer and what changed; world questions marked. Every text
    from the campaign is escaped (:mod:`solo.markdown_text`): it cannot start a block or
    inline HTML."""
    out = [f"# {md(title)}", ""]
    session = None
    question: list[str] = []  # the block of the question being settled
    for entry in entries:
        if entry.session is not None and entry.session != session:
            session = entry.session
            out += _flush(question) + [f"## Session {session}", ""]
        if entry.kind is EntryKind.ASK:
            out += _flush(question)
            what = "World question" if entry.world else "Question"
            question += [f"**{what}: {md(entry.title)}**", ""]
            # the last detail is the dice's answer: the accept below gives it once
            question += [f"- {md(d.lstrip('· ').strip())}" for d in entry.details[:-1]]
            question += [f"- *{md(c)}*" for c in entry.changes]
        elif entry.kind is EntryKind.REROLL:
            question += [f"- {md(entry.title)}: " + " · ".join(map(md, entry.details[:-1]))]
            question += [f"- *{md(c)}*" for c in entry.changes]
        elif entry.kind is EntryKind.ACCEPT:
            answer, _, _ = entry.title.partition(" — ")
            rest = entry.details[1:] if entry.details else ()
            meaning = entry.details[0].partition(": ")[2] if entry.details else ""
            question += [f"- **Answer: {md(answer)}**" + (f" — {md(meaning)}" if meaning else "")]
            question += [f"- {md(d)}" for d in rest] + [f"- *{md(c)}*" for c in entry.changes]
            out += _flush(question)
        elif entry.action == "start_session":
            out += _flush(question) + [f"- *{md(c)}*" for c in entry.changes]
            out += [""] if entry.changes else []
        elif entry.action == "start_scene":
            out += _flush(question) + [f"### {md(entry.title)}", ""]
            out += [f"*{md(d)}*" for d in entry.details] + ([""] if entry.details else [])
            out += [f"- *{md(c)}*" for c in entry.changes] + ([""] if entry.changes else [])
        else:
            out += _flush(question) + [f"**{md(entry.title)}**"]
            out += [f"- {md(d)}" for d in entry.details] + [f"- *{md(c)}*" for c in entry.changes]
            out.append("")
    out += _flush(question)
    return "\n".join(out).rstrip() + "\n"


def _flush(block: list[str]) -> list[str]:
    """The block so far, then a blank line; the block is emptied."""
    if not block:
        return []
    lines = [*block, ""]
    block.clear()
    return lines
