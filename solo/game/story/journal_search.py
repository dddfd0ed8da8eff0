"""The journal searched: the story (:mod:`.telling`) moment by moment — each turn, note or
happening in the lines a player reads (no rule IDs, R-GM-8) — kept when it holds the words
looked for (any case) and belongs to the session asked for.

What `solo journal NAME [--grep TEXT] [--session N]` prints; the app searches the lines its
journal shows, the same way (any case).
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct

from solo.game.errors import GameError
from solo.game.story.journal import JournalEntry
from solo.game.story.telling import (
    Happening,
    Moment,
    Scene,
    Session,
    Turn,
    tell,
    turn_text,
)

INDENT = "  "


class ToldMoment(Struct, frozen=True):
    """One moment of the story as the journal prints it: where it is (session, scene), the
    journal entries it was told from, what it is (``turn``, ``note`` or the action's name),
    its lines, and the rule IDs behind them (for ``--json``)."""

    session: int | None
    scene: str
    entries: tuple[int, ...]
    kind: str
    lines: tuple[str, ...]
    rules: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, object]:
        return {
            "session": self.session,
            "scene": self.scene,
            "entries": list(self.entries),
            "kind": self.kind,
            "lines": list(self.lines),
            "rules": list(self.rules),
        }


class JournalSearch(Struct, frozen=True):
    """What to keep: moments holding ``text`` (any case; None: every one) of ``session``
    (None: every session). Words that are only spaces are refused."""

    text: str | None = None
    session: int | None = None

    def __post_init__(self) -> None:
        if self.text is not None and not self.text.strip():
            raise GameError("give some words to search the journal for")

    def matches(self, moment: ToldMoment) -> bool:
        if self.session is not None and moment.session != self.session:
            return False
        if self.text is None:
            return True
        wanted = self.text.strip().casefold()
        return any(wanted in line.casefold() for line in moment.lines)


def told_moments(entries: Sequence[JournalEntry]) -> tuple[ToldMoment, ...]:
    """Every moment of the story the live ``entries`` tell, in order."""
    return tuple(m for session in tell("", entries).sessions for m in _session_moments(session))


def _session_moments(session: Session) -> list[ToldMoment]:
    """A session's moments: what its start said (Resolve regained, or held back), then its
    scenes' moments."""
    out = []
    if session.opening:
        said = tuple(f"{INDENT}{s.text}" for s in session.opening)
        begins = f"Session {session.number} begins" if session.number else "A session begins"
        rules = tuple(dict.fromkeys(r for s in session.opening for r in s.rules))
        out.append(ToldMoment(session.number, "", (), "start_session", (begins, *said), rules))
    for scene in session.scenes:
        heading = _scene_heading(scene)
        out += [_told_moment(session.number, heading, moment) for moment in scene.moments]
    return out


def _scene_heading(scene: Scene) -> str:
    if not scene.title:
        return ""
    return f"Scene {scene.number}: {scene.title}" if scene.number else scene.title


def _told_moment(session: int | None, scene: str, moment: Moment) -> ToldMoment:
    if isinstance(moment, Turn):
        lines = turn_text(moment, indent=INDENT)
        lines[0] = "? " + lines[0]
        return ToldMoment(session, scene, moment.entries, "turn", tuple(lines), moment.rules)
    return ToldMoment(
        session,
        scene,
        moment.entries,
        "note" if moment.note else moment.action,
        tuple(_happening_text(moment)),
        tuple(dict.fromkeys(r for said in moment.lines for r in said.rules)),
    )


def _happening_text(happening: Happening) -> list[str]:
    """A note as the player wrote it; anything else its title, then its lines indented."""
    if happening.note:
        return [happening.title]
    return [happening.title, *(INDENT + s.text for s in happening.lines if s.text)]


def search(entries: Sequence[JournalEntry], query: JournalSearch) -> tuple[ToldMoment, ...]:
    """The moments ``query`` keeps, oldest first; GameError for a session the journal does
    not have."""
    sessions = sorted({e.session for e in entries if e.session is not None})
    if query.session is not None and query.session not in sessions:
        known = f"sessions {sessions[0]}–{sessions[-1]}" if sessions else "no session yet"
        raise GameError(f"no session {query.session} in this journal ({known})")
    return tuple(m for m in told_moments(entries) if query.matches(m))


def journal_text(found: Sequence[ToldMoment]) -> str:
    """The moments as text: a "Session N" heading where a session begins, the scene's
    heading where a scene does, a blank line between moments."""
    out: list[str] = []
    where: tuple[int | None, str] | None = None
    for moment in found:
        if where is None or moment.session != where[0]:
            if moment.session is not None:
                out += [f"Session {moment.session}", ""]
            where = (moment.session, "")
        if moment.scene and moment.scene != where[1]:
            out += [moment.scene, ""]
        where = (moment.session, moment.scene)
        out += [*moment.lines, ""]
    return "\n".join(out).rstrip()
