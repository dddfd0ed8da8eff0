"""Random events (R-GM-3) as values: the d20 every oracle question also rolls, and the
event it brings: its focus, the thread or NPC it concerns, its two oracle words and its
sentence. :mod:`solo.game.story.emulator` draws them for a campaign.

:class:`RandomEvent` is the value a journal record keeps (``"event"``), so the telling, the
exports and the recap read it without drawing anything again. A value module: it imports
no campaign (an import-linter contract).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from enum import Enum
from fractions import Fraction

from msgspec import Struct

from solo.game.errors import GameError
from solo.rules import tension as tension_rules
from solo.vocabulary import PlainDict, plain_list


class Focus(Enum):
    """What a random event is about (R-GM-3); the value is the focus table's ``kind``."""

    REMOTE = "remote"
    NPC_ACTS = "npc-acts"
    NEW_NPC = "new-npc"
    THREAD_FORWARD = "thread-forward"
    THREAD_SETBACK = "thread-setback"
    THREAD_CLOSES = "thread-closes"
    GOOD = "good"
    BAD = "bad"
    AMBIGUOUS = "ambiguous"

    @property
    def label(self) -> str:
        """The focus as the player reads it."""
        return _LABELS[self]

    @property
    def concerns(self) -> str:
        """What the focus names: ``npc``, ``thread`` or '' (nothing on the lists)."""
        if self in (Focus.NPC_ACTS, Focus.NEW_NPC):
            return "npc"
        if self in (Focus.THREAD_FORWARD, Focus.THREAD_SETBACK, Focus.THREAD_CLOSES):
            return "thread"
        return ""

    @classmethod
    def from_key(cls, key: object) -> Focus:
        for focus in cls:
            if focus.value == key:
                return focus
        raise GameError(f"unknown event focus {key!r}")


_LABELS = {
    Focus.REMOTE: "a remote event",
    Focus.NPC_ACTS: "an NPC acts",
    Focus.NEW_NPC: "a new NPC",
    Focus.THREAD_FORWARD: "a thread moves forward",
    Focus.THREAD_SETBACK: "a thread suffers a setback",
    Focus.THREAD_CLOSES: "a thread closes",
    Focus.GOOD: "good for the hero",
    Focus.BAD: "bad for the hero",
    Focus.AMBIGUOUS: "something ambiguous",
}


class RandomEvent(Struct, frozen=True):
    """An event as it happened: its focus, its sentence, the thread or NPC it concerns
    (``new`` when the event brought it into the lists), its two words, and whether it
    was aimed against the hero (a scene test's no_and, R-GM-2)."""

    focus: Focus
    text: str = ""
    thread: str | None = None
    npc: str | None = None
    words: tuple[str, ...] = ()
    new: bool = False
    against_hero: bool = False

    @property
    def concerns(self) -> str:
        """The thread's or NPC's name, or ''."""
        return self.npc or self.thread or ""

    def line(self) -> str:
        """The event in one line as the player reads it: "Event — an NPC acts: Vera
        Malone (warn · a debt). They decide they have waited long enough." """
        head = f"Event — {self.focus.label}"
        if self.concerns:
            head += f": {self.concerns}" + (", new" if self.new else "")
        if self.words:
            head += f" ({' · '.join(self.words)})"
        return head + (f". {self.text}" if self.text else ".")

    def to_dict(self) -> PlainDict:
        out: PlainDict = {
            "focus": self.focus.value,
            "text": self.text,
            "thread": self.thread,
            "npc": self.npc,
            "words": list(self.words),
        }
        if self.new:
            out["new"] = True
        if self.against_hero:
            out["against_hero"] = True
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> RandomEvent:
        thread, npc = data.get("thread"), data.get("npc")
        return cls(
            focus=Focus.from_key(data.get("focus")),
            text=str(data.get("text", "")),
            thread=None if thread is None else str(thread),
            npc=None if npc is None else str(npc),
            words=tuple(str(w) for w in plain_list(data.get("words", []), "event words")),
            new=data.get("new") is True,
            against_hero=data.get("against_hero") is True,
        )


def chance_text(chance: Fraction) -> str:
    """An exact chance as ``p/q`` (``0`` and ``1`` plain), as ``--json`` prints odds."""
    return str(chance)


def event_die(rng: random.Random, typed: int | None = None) -> int:
    """The event die's face: ``typed`` (checked) when the player rolled it by hand, else a
    d20 from ``rng`` (R-GM-3)."""
    if typed is None:
        return rng.randint(1, tension_rules.EVENT_DIE)
    try:
        tension_rules.event_fires(typed, tension_rules.START)  # checks the face only
    except ValueError as exc:
        raise GameError(str(exc)) from None
    return typed


def pacing_said(tension: int, events: bool, *, short: bool = False) -> str:
    """Tension and the chance of a random event with each question, in the player's
    words: "Tension 5 (a random event with 1 in 10 questions)" (R-GM-1, R-GM-3);
    ``short``: "Tension 5 · events 1 in 10"."""
    chance = tension_rules.event_chance(tension)
    if short:
        if not events or not chance:
            return f"Tension {tension} · {'events off' if not events else 'no events'}"
        return f"Tension {tension} · events {chance.numerator} in {chance.denominator}"
    if not events:
        said = "random events off"
    elif chance:
        said = f"a random event with {chance.numerator} in {chance.denominator} questions"
    else:
        said = "no random events at this Tension"
    return f"Tension {tension} ({said})"
