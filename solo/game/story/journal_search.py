"""The journal searched: its entries as a player reads them (no rule IDs, R-GM-8), kept when
they hold the words looked for (any case) and belong to the session asked for.

What `solo journal NAME [--grep TEXT] [--session N]` prints; the app searches the lines it
shows, the same way (any case).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solo.game.errors import GameError
from solo.game.story.journal import JournalEntry
from solo.game.story.journal_text import plain_text
from solo.game.story.rule_refs import without_rule_ids


@dataclass(frozen=True)
class ShownEntry:
    """One entry as the journal shows it: its number, session and lines."""

    n: int
    session: int | None
    action: str
    lines: tuple[str, ...]

    def as_dict(self) -> dict[str, object]:
        return {
            "n": self.n,
            "session": self.session,
            "action": self.action,
            "lines": list(self.lines),
        }


@dataclass(frozen=True)
class JournalSearch:
    """What to keep: entries holding ``text`` (any case; None: every entry) of ``session``
    (None: every session)."""

    text: str | None = None
    session: int | None = None

    def __post_init__(self) -> None:
        if self.text is not None and not self.text.strip():
            raise GameError("give some words to search the journal for")

    def matches(self, entry: ShownEntry) -> bool:
        if self.session is not None and entry.session != self.session:
            return False
        if self.text is None:
            return True
        wanted = self.text.strip().casefold()
        return any(wanted in line.casefold() for line in entry.lines)


def shown_entry(entry: JournalEntry) -> ShownEntry:
    """``entry`` in the lines a player reads: heading, then the rest indented, no rule IDs."""
    lines = []
    for line in plain_text(entry):
        words = without_rule_ids(line.strip())
        if words:
            lines.append(line[: len(line) - len(line.lstrip())] + words)
    return ShownEntry(entry.n, entry.session, entry.action, tuple(lines))


def search(entries: Sequence[JournalEntry], query: JournalSearch) -> tuple[ShownEntry, ...]:
    """The entries ``query`` keeps, oldest first; GameError for a session the journal does
    not have."""
    sessions = sorted({e.session for e in entries if e.session is not None})
    if query.session is not None and query.session not in sessions:
        known = f"sessions {sessions[0]}–{sessions[-1]}" if sessions else "no session yet"
        raise GameError(f"no session {query.session} in this journal ({known})")
    shown = (shown_entry(e) for e in entries)
    return tuple(e for e in shown if query.matches(e))


def journal_text(found: Sequence[ShownEntry]) -> str:
    """The entries as text, a "Session N" heading where a session begins."""
    out: list[str] = []
    session: int | None = None
    for entry in found:
        if entry.session is not None and entry.session != session:
            session = entry.session
            out += [*([""] if out else []), f"Session {session}", ""]
        out += entry.lines
    return "\n".join(out)
