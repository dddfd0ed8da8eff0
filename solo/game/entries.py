"""Journal entries as typed values, built from the journal's records in one place.

A record is what the journal file holds (see :mod:`solo.game.journal`); a
:class:`JournalEntry` is what the views read: its kind, the answer it gave (if it rolled
or settled one), its title, details and changes, when and in which session.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from solo.dice.ladder import Answer


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


@dataclass(frozen=True)
class JournalEntry:
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

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> JournalEntry:
        action = str(record.get("action", ""))
        kind = next((k for k in EntryKind if k.value == action), EntryKind.OTHER)
        title = str(record.get("title", action))
        details = tuple(str(d) for d in record.get("details", []))
        return cls(
            n=int(record.get("n", 0)),
            action=action,
            kind=kind,
            title=title,
            details=details,
            changes=tuple(str(c) for c in record.get("changes", [])),
            answer=_answer(record, kind, title, details),
            time=str(record.get("time", "")),
            session=record.get("session"),
            by_hand=record.get("by_hand") is True,
            world=_asked_world(record),
        )


def _asked_world(record: dict[str, Any]) -> bool:
    args = record.get("args")
    question = args.get("question") if isinstance(args, dict) else None
    return isinstance(question, dict) and question.get("kind") == "world"


def entries(records: Iterable[dict[str, Any]]) -> list[JournalEntry]:
    return [JournalEntry.from_record(r) for r in records]


def _answer(
    record: dict[str, Any], kind: EntryKind, title: str, details: tuple[str, ...]
) -> Answer | None:
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
