"""The journal's renderings, shared by the CLI and the TUI: which lines an entry shows, what
each line is (heading, detail, the answer, a change) and its tone; the whole journal as one
Markdown story. How a change to the Resolve economy is said (how much, and to what) is
:mod:`solo.game.story.economy_text`."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from msgspec import Struct

from solo.dice.ladder import Answer
from solo.game.story.journal import EntryKind, JournalEntry
from solo.markdown_text import markdown_text as md


class Role(Enum):
    HEAD = "head"  # the entry's title, marked by kind
    DETAIL = "detail"
    ANSWER = "answer"  # the line giving the answer of an ask or a reroll
    CHANGE = "change"  # a change to the campaign (Resolve, Conditions …)


class Tone(Enum):
    """How a line leans: colours in the TUI."""

    YES = "yes"
    NO = "no"
    IMPASSE = "impasse"
    PLAIN = "plain"


class Line(Struct, frozen=True):
    text: str
    role: Role
    tone: Tone = Tone.PLAIN


HEAD_MARK = {EntryKind.ASK: "? ", EntryKind.REROLL: "↻ "}


def tone_of(answer: Answer | None) -> Tone:
    """Yes-side answers are YES, no-side NO; no answer at all (an impasse) IMPASSE."""
    if answer is None:
        return Tone.IMPASSE
    return Tone.YES if answer.is_yes else Tone.NO


def entry_lines(entry: JournalEntry) -> list[Line]:
    """The entry as lines: its heading, its details (an accept drops the answer line its
    title already gives), the answer line of a roll, then its changes."""
    kind = entry.kind
    if kind is EntryKind.ACCEPT:
        head = Line(entry.title, Role.HEAD, tone_of(entry.answer))
    else:
        head = Line(HEAD_MARK.get(kind, "") + entry.title, Role.HEAD)
    details = list(entry.details)
    if kind is EntryKind.ACCEPT and details and entry.title.startswith(details[0].split(":", 1)[0]):
        details = details[1:]
    lines = [head]
    for i, text in enumerate(details):
        if kind.rolled and i == len(details) - 1:
            lines.append(Line(text, Role.ANSWER, tone_of(entry.answer)))
        else:
            lines.append(Line(text, Role.DETAIL))
    lines += [Line(c, Role.CHANGE) for c in entry.changes]
    return lines


def plain_text(entry: JournalEntry, indent: str = "  ") -> list[str]:
    """The entry as plain lines: the heading, then the rest indented, changes starred."""
    out = []
    for line in entry_lines(entry):
        if line.role is Role.HEAD:
            out.append(line.text)
        elif line.role is Role.CHANGE:
            out.append(f"{indent}* {line.text}")
        else:
            out.append(f"{indent}{line.text}")
    return out


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
            out += _block(question) + [f"## Session {session}", ""]
            question = []
        if entry.kind is EntryKind.ASK:
            out += _block(question)
            question = _asked(entry)
        elif entry.kind is EntryKind.REROLL:
            question += [f"- {md(entry.title)}: " + " · ".join(map(md, entry.details[:-1]))]
            question += [f"- *{md(c)}*" for c in entry.changes]
        elif entry.kind is EntryKind.ACCEPT:
            out += _block(question + _accepted(entry))
            question = []
        else:
            out += _block(question) + _story_block(entry)
            question = []
    out += _block(question)
    return "\n".join(out).rstrip() + "\n"


def _block(lines: list[str]) -> list[str]:
    """``lines`` then a blank line; nothing for no lines."""
    return [*lines, ""] if lines else []


def _asked(entry: JournalEntry) -> list[str]:
    what = "World question" if entry.world else "Question"
    # the last detail is the dice's answer: the accept below gives it once
    return [
        f"**{what}: {md(entry.title)}**",
        "",
        *(f"- {md(d.lstrip('· ').strip())}" for d in entry.details[:-1]),
        *(f"- *{md(c)}*" for c in entry.changes),
    ]


def _accepted(entry: JournalEntry) -> list[str]:
    answer, _, _ = entry.title.partition(" — ")
    rest = entry.details[1:] if entry.details else ()
    meaning = entry.details[0].partition(": ")[2] if entry.details else ""
    return [
        f"- **Answer: {md(answer)}**" + (f" — {md(meaning)}" if meaning else ""),
        *(f"- {md(d)}" for d in rest),
        *(f"- *{md(c)}*" for c in entry.changes),
    ]


def _story_block(entry: JournalEntry) -> list[str]:
    """An entry outside a question: a session's start, a scene's heading, anything else."""
    changes = [f"- *{md(c)}*" for c in entry.changes]
    if entry.action == "start_session":
        return _block(changes)
    if entry.action == "start_scene":
        details = _block([f"*{md(d)}*" for d in entry.details])
        return [f"### {md(entry.title)}", "", *details, *_block(changes)]
    return [f"**{md(entry.title)}**", *(f"- {md(d)}" for d in entry.details), *changes, ""]
