"""The journal: every action as an entry, plus undo and redo as entries of their own.

Records are append-only. An action record is ``{"n", "type": "action", "action", "args",
"title", "details", "changes", "session", "rng", "time", "patch"}`` plus ``"answer"`` (the
answer's machine name) when the action rolled or settled one, and ``"sentence"`` (the answer
and the one thing it brings, R-GM-6) when it settled one; undo and redo records
(``{"n", "type": "undo", "undoes": N, "title", "time", "patch"}``, ``redoes`` for a redo)
carry the patch they applied, so the file alone can rebuild the state and the undo/redo
stacks. :class:`JournalEntry` is a live record as a typed value (what the views read);
:mod:`solo.game.story.journal_text` gives an entry's lines and the whole journal as Markdown.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from fractions import Fraction

from msgspec import Struct

from solo.dice.ladder import Answer
from solo.game.story.events import RandomEvent
from solo.game.story.scene_test import SceneTest
from solo.vocabulary import plain_int, plain_list, plain_mapping

Record = dict[str, object]
"""One line of the journal file, as read: plain data (its shape is in the module)."""


class History(Struct, frozen=True):
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


class RunningFold:
    """:func:`fold` kept up to date as records are appended, so a journal of 10,000
    entries costs a turn what one of ten does (folding every record again was ~1 ms a
    thousand records, twice a turn in the app). The records are append-only; a list that
    is not the one folded so far with new records at its end (another list, a shorter one,
    another record where the last folded one was), or an action numbered as one already
    seen (a hand-edited file), is folded again from the start by :func:`fold`."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self._records: list[Record] | None = None
        self._count = 0
        self._last: Record | None = None
        self._by_n: dict[object, Record] = {}
        self._live: list[Record] = []
        self._redo: list[Record] = []
        self._history = History((), ())

    def over(self, records: list[Record]) -> History:
        """``fold(records)``, working out only what was appended since the last call."""
        if not self._continues(records):
            self._reset()
        if len(records) > self._count:
            for record in records[self._count :]:
                if not self._add(record):
                    self._reset()
                    return fold(records)
            self._records, self._count = records, len(records)
            self._history = History(tuple(self._live), tuple(self._redo))
        return self._history

    def _continues(self, records: list[Record]) -> bool:
        count = self._count
        return count == 0 or (
            records is self._records and len(records) >= count and records[count - 1] is self._last
        )

    def _add(self, record: Record) -> bool:
        """Fold one more record in as :func:`fold` does; False for an action numbered as
        one already seen (only a fold of the whole list says which of them counts)."""
        self._last = record
        kind = record.get("type", "action")
        if kind == "action":
            if record["n"] in self._by_n:
                return False
            self._by_n[record["n"]] = record
            self._live.append(record)
            self._redo.clear()
        elif kind == "undo":
            self._move(self._live, self._redo, record.get("undoes"))
        elif kind == "redo":
            self._move(self._redo, self._live, record.get("redoes"))
        return True

    def _move(self, source: list[Record], to: list[Record], n: object) -> None:
        """An undo (live to redo) or a redo (back): only of the last one moved there."""
        target = self._by_n.get(n)
        if target is not None and source and source[-1] is target:
            source.pop()
            to.append(target)


class EntryKind(Enum):
    """What an entry records: a question asked, a reroll, an answer applied, anything else."""

    ASK = "ask"
    REROLL = "reroll"
    ACCEPT = "accept"
    OTHER = "other"

    @property
    def rolled(self) -> bool:
        """An ask or a reroll: its details end with the dice and the answer they give."""
        return self in (EntryKind.ASK, EntryKind.REROLL)


class JournalEntry(Struct, frozen=True):
    n: int
    action: str
    kind: EntryKind
    title: str
    details: tuple[str, ...] = ()
    changes: tuple[str, ...] = ()
    answer: Answer | None = None  # None: no answer, or an impasse
    time: str = ""
    session: int | None = None
    by_hand: bool = False  # an ask whose dice the player typed in from a real table
    world: bool = False  # an ask about the world, not an action of the hero
    sentence: str = ""  # an accept's answer and its one thing (records before it: "")
    event_chance: Fraction | None = None  # an ask's chance of a random event (R-GM-3)
    event_die: int | None = None  # an ask's event die (None: events off, or older records)
    event: RandomEvent | None = None  # the random event an ask or a scene test brought
    scene_test: SceneTest | None = None  # a scene start's test (R-GM-2; None: untested)

    @classmethod
    def from_record(cls, record: Record) -> JournalEntry:
        action = str(record.get("action", ""))
        kind = next((k for k in EntryKind if k.value == action), EntryKind.OTHER)
        title = str(record.get("title", action))
        details = tuple(str(d) for d in _listed(record, "details"))
        return cls(
            n=plain_int(record.get("n", 0), "a journal entry's n"),
            action=action,
            kind=kind,
            title=title,
            details=details,
            changes=tuple(str(c) for c in _listed(record, "changes")),
            answer=_answer(record, kind, title, details),
            time=str(record.get("time", "")),
            session=_session(record.get("session")),
            by_hand=record.get("by_hand") is True,
            world=_asked_world(record),
            sentence=str(record.get("sentence", "")),
            event_chance=_event_chance(record),
            event_die=_event_die(record),
            event=_event(record),
            scene_test=_scene_test(record),
        )


def _event_chance(record: Record) -> Fraction | None:
    """An ask's exact chance of a random event (R-GM-3); None with events off, or before."""
    chance = record.get("event_chance")
    return None if chance is None else Fraction(str(chance))


def _event_die(record: Record) -> int | None:
    die = record.get("event_die")
    return die if isinstance(die, int) and not isinstance(die, bool) else None


def _event(record: Record) -> RandomEvent | None:
    """The random event an ask or a scene test brought (records before them: None)."""
    event = record.get("event")
    return None if event is None else RandomEvent.from_dict(plain_mapping(event, "event"))


def _scene_test(record: Record) -> SceneTest | None:
    """A scene start's test (R-GM-2; untested, or older records: None)."""
    test = record.get("scene_test")
    return None if test is None else SceneTest.from_dict(plain_mapping(test, "scene test"))


def _listed(record: Record, key: str) -> list[object]:
    """A record's ``details`` or ``changes``: a list of lines (none when left out)."""
    return plain_list(record.get(key, []), f"journal entry {record.get('n')}: {key}")


def _session(value: object) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise ValueError(f"a journal entry's session must be a whole number, got {value!r}")


def _asked_world(record: Record) -> bool:
    args = record.get("args")
    question = args.get("question") if isinstance(args, dict) else None
    return isinstance(question, dict) and question.get("kind") == "world"


def entries(records: Iterable[Record]) -> list[JournalEntry]:
    return [JournalEntry.from_record(r) for r in records]


def _answer(record: Record, kind: EntryKind, title: str, details: tuple[str, ...]) -> Answer | None:
    """The record's answer: its ``answer`` key, or (records written before it had one)
    the answer its title (accept) or last detail (ask, reroll) starts with."""
    key = record.get("answer")
    if isinstance(key, str):
        return Answer.__members__.get(key.upper())
    if kind is EntryKind.ACCEPT:
        shown = title
    elif kind.rolled and details:
        shown = details[-1]
    else:
        return None
    # the longest label first: "Yes, and…" before "Yes"
    for answer in sorted(Answer, key=lambda a: -len(a.label)):
        if shown.startswith(answer.label):
            return answer
    return None
