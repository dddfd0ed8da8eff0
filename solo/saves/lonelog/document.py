"""A Lonelog log as a value: optional front matter, lines before the first session, then
sessions holding lines and scenes, each line one :class:`Entry` of a known :class:`Mark`.

An entry keeps the text written after its mark exactly; its tags (``[N:Jonah|ally]``,
``[E:Alert 2/6]`` …) are read from that text on demand (:func:`tags_in`), so a line is
never rewritten to be understood.
"""

from __future__ import annotations

import re
from enum import Enum

from msgspec import Struct, field


class Mark(Enum):
    """What a line of a log is, by the symbol it starts with (:attr:`symbol`)."""

    ACTION = "action"  # @ the hero tries something
    QUESTION = "question"  # ? a question to the oracle about the world
    DICE = "dice"  # d: the dice, or any mechanics
    ANSWER = "answer"  # -> what the dice or the oracle said
    CONSEQUENCE = "consequence"  # => what it did to the story
    TABLE = "table"  # tbl: a random table's draw
    GENERATOR = "generator"  # gen: a generator's draw
    TAGS = "tags"  # a line of tags only: [PC:…] [N:…] [L:…] [Thread:…] [E:…]
    DIALOGUE = "dialogue"  # N (Name): "…" or PC: "…"
    PROSE = "prose"  # anything else, kept as written

    @property
    def symbol(self) -> str:
        """The symbol the line starts with ("" for tags, dialogue and prose)."""
        return SYMBOLS.get(self, "")

    @property
    def prefix(self) -> str:
        """What the line starts with, before its text ("" for tags, dialogue, prose)."""
        return f"{self.symbol} " if self.symbol else ""


SYMBOLS = {
    Mark.ACTION: "@",
    Mark.QUESTION: "?",
    Mark.DICE: "d:",
    Mark.ANSWER: "->",
    Mark.CONSEQUENCE: "=>",
    Mark.TABLE: "tbl:",
    Mark.GENERATOR: "gen:",
}
"""The symbols of the marked lines ("@ Sneak past", "d: 4 vs 5")."""
MARKED_BY = {symbol: mark for mark, symbol in SYMBOLS.items()}


class Entry(Struct, frozen=True):
    """One line: its mark and the text after it (the whole line for tags and prose;
    for dialogue, who speaks as written, ``N (Jonah)`` or ``PC``, and what is said)."""

    mark: Mark
    text: str
    speaker: str = ""

    @property
    def line(self) -> str:
        if self.mark is Mark.DIALOGUE:
            return f"{self.speaker}: {self.text}"
        return self.mark.prefix + self.text

    @property
    def tags(self) -> tuple[Tag, ...]:
        return tags_in(self.text)


class Scene(Struct, frozen=True):
    """``### S1 *title*``: its label as written (``1``, ``1a``) and its title."""

    label: str
    title: str
    entries: tuple[Entry, ...] = ()

    @property
    def heading(self) -> str:
        return f"S{self.label} *{self.title}*" if self.title else f"S{self.label}"


class Session(Struct, frozen=True):
    """``## Session N`` (and any words after the number), its lines before the first
    scene, then its scenes."""

    number: int
    title: str = ""  # what follows the number on the heading, as written
    entries: tuple[Entry, ...] = ()
    scenes: tuple[Scene, ...] = ()

    @property
    def heading(self) -> str:
        return f"Session {self.number}{self.title}"


class Document(Struct, frozen=True):
    """A whole log. ``front_matter`` is the YAML block's lines as written (without the
    ``---`` fences); ``entries`` are the lines before the first session."""

    front_matter: tuple[str, ...] = ()
    entries: tuple[Entry, ...] = ()
    sessions: tuple[Session, ...] = ()

    def all_entries(self) -> tuple[Entry, ...]:
        """Every line, in the order written."""
        out = list(self.entries)
        for session in self.sessions:
            out += session.entries
            for scene in session.scenes:
                out += scene.entries
        return tuple(out)

    def tags(self, *kinds: str) -> tuple[Tag, ...]:
        """Every tag of the given kinds (``"N"``, ``"Thread"`` …), in the order written."""
        return tuple(t for e in self.all_entries() for t in e.tags if t.kind in kinds)


# --- tags -----------------------------------------------------------------------------------

CLOCK_KINDS = frozenset({"E", "Clock", "Track"})
"""Tags whose name ends with a fill: ``[E:Alert 2/6]``, ``[Track:Escape 4/10]``."""


class Tag(Struct, frozen=True):
    """``[kind:name|field|field]``: an NPC (``N``), a place (``L``), the hero (``PC``), a
    thread, a clock (``E``, ``Clock``, ``Track``), a timer … any kind a log uses."""

    kind: str
    name: str
    fields: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return "[" + "|".join((f"{self.kind}:{self.name}", *self.fields)) + "]"

    @property
    def fill(self) -> tuple[int, int] | None:
        """A clock's filled and total segments (``2/6`` → (2, 6)); None for other tags."""
        if self.kind not in CLOCK_KINDS:
            return None
        found = CLOCK_FILL.search(self.name)
        return (int(found.group(1)), int(found.group(2))) if found else None


TAG = re.compile(r"\[(?P<kind>[A-Za-z][A-Za-z0-9_-]*):(?P<body>[^\[\]]*)\]")
CLOCK_FILL = re.compile(r"\s(\d+)\s*/\s*(\d+)\s*$")


def tags_in(text: str) -> tuple[Tag, ...]:
    """The tags a line carries, in the order written."""
    out = []
    for found in TAG.finditer(text):
        name, *fields = found.group("body").split("|")
        out.append(Tag(found.group("kind"), name.strip(), tuple(f.strip() for f in fields)))
    return tuple(out)


# --- a document written line by line ---------------------------------------------------------


class _SceneDraft(Struct):
    label: str
    title: str
    entries: list[Entry] = field(default_factory=list)


class _SessionDraft(Struct):
    number: int
    title: str = ""
    entries: list[Entry] = field(default_factory=list)
    scenes: list[_SceneDraft] = field(default_factory=list)


class DocumentDraft(Struct):
    """A document being put together in order (the reader reads one, the export writes
    one): each entry goes under the last heading; :meth:`document` freezes it."""

    front_matter: tuple[str, ...] = ()
    entries: list[Entry] = field(default_factory=list)
    sessions: list[_SessionDraft] = field(default_factory=list)

    @property
    def last_session(self) -> int | None:
        """The number of the last session started, None before the first."""
        return self.sessions[-1].number if self.sessions else None

    def start_session(self, number: int, title: str = "") -> None:
        self.sessions.append(_SessionDraft(number, title))

    def start_scene(self, label: str, title: str) -> None:
        """A scene in the last session; a log with scenes and no session heading has one."""
        if not self.sessions:
            self.start_session(1)
        self.sessions[-1].scenes.append(_SceneDraft(label, title))

    def add(self, *entries: Entry) -> None:
        if not self.sessions:
            self.entries += entries
        elif self.sessions[-1].scenes:
            self.sessions[-1].scenes[-1].entries += entries
        else:
            self.sessions[-1].entries += entries

    def rename_session(self, number: int, title: str) -> None:
        """The last session's heading, as a log wrote it."""
        if self.sessions:
            self.sessions[-1].number, self.sessions[-1].title = number, title

    def rename_scene(self, label: str, title: str) -> None:
        """The last scene's heading, as a log wrote it."""
        if self.sessions and self.sessions[-1].scenes:
            scene = self.sessions[-1].scenes[-1]
            scene.label, scene.title = label, title

    def document(self) -> Document:
        return Document(
            self.front_matter,
            tuple(self.entries),
            tuple(
                Session(
                    s.number,
                    s.title,
                    tuple(s.entries),
                    tuple(Scene(c.label, c.title, tuple(c.entries)) for c in s.scenes),
                )
                for s in self.sessions
            ),
        )
