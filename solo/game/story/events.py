"""Random events (R-GM-3): the d20 every oracle question also rolls, and the event it brings.

An event has a focus (drawn by weight from the ``event-focus`` table), the thread or NPC it
concerns (picked uniformly from the campaign's lists, R-GM-4; an empty list makes a new one
and adds it), two oracle words (``event-action``, ``event-subject``) and one sentence drawn
to fit the scene (``event-sentence`` by focus, R-GM-6). An event never closes or advances a
thread by itself: it says what happens, the player plays it.

:class:`RandomEvent` is the value a journal record keeps (``"event"``), so the telling, the
exports and the recap read it without drawing anything again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING

from solo.game.errors import GameError
from solo.game.story.cast import Npc, Thread, pick_one
from solo.rules import tension as tension_rules
from solo.vocabulary import PlainDict, plain_list

if TYPE_CHECKING:
    from solo.game.campaign import Campaign
    from solo.tables.draw import Drawn
    from solo.tables.model import Library
    from solo.tables.refs import Filters

FOCUS_TABLE = "event-focus"
ACTION_TABLE = "event-action"
SUBJECT_TABLE = "event-subject"
SENTENCE_TABLE = "event-sentence"
THREAD_TABLE = "event-thread"
NPC_TABLE = "npc"


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


@dataclass(frozen=True)
class RandomEvent:
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


@dataclass(frozen=True)
class EventDraw:
    """A drawn event and the campaign it leaves: a new NPC or thread on the lists, its
    drawn entries remembered for the session (R-GM-6)."""

    event: RandomEvent
    campaign: Campaign


@dataclass(frozen=True)
class _Where:
    """What a draw needs to fit: the content, the genre, the scene's tags, the session's
    draws so far."""

    library: Library
    camp: Campaign

    def draw(self, table: str, rng: random.Random, filters: Filters = ()) -> Drawn | None:
        from solo.tables.offer import draw_placed

        return draw_placed(
            self.library,
            table,
            rng,
            genre=self.camp.genre,
            tags=self.camp.scene.tags if self.camp.scene.open else None,
            filters=filters,
            used=frozenset(self.camp.drawn),
        )


def draw_event(
    camp: Campaign, rng: random.Random, library: Library | None, *, against_hero: bool = False
) -> EventDraw:
    """A random event for ``camp`` (R-GM-3): its focus, whom or what it concerns (R-GM-4),
    two words and a sentence that fits the scene (R-GM-6). ``against_hero`` draws only the
    foci that hurt the hero. Without content, the focus alone (uniformly)."""
    if library is None:
        focus = Focus.BAD if against_hero else list(Focus)[rng.randrange(len(Focus))]
        event = RandomEvent(focus, against_hero=against_hero)
        return _concerning(EventDraw(event, camp), rng, None)
    where = _Where(library, camp)
    focus = _focus(where, rng, against_hero)
    words = tuple(
        d.text for table in (ACTION_TABLE, SUBJECT_TABLE) if (d := where.draw(table, rng))
    )
    sentence = where.draw(SENTENCE_TABLE, rng, _kind_filter(focus.value))
    event = RandomEvent(
        focus, sentence.text if sentence else "", words=words, against_hero=against_hero
    )
    drawn = EventDraw(event, camp.with_drawn(_keys(sentence)))
    return _concerning(drawn, rng, where)


def _focus(where: _Where, rng: random.Random, against_hero: bool) -> Focus:
    from solo.rules.conditions import Polarity
    from solo.tables.refs import Filter

    filters: Filters = ()
    if against_hero:
        filters = (Filter("polarity", frozenset({Polarity.NEGATIVE})),)
    drawn = where.draw(FOCUS_TABLE, rng, filters)
    if drawn is None or drawn.entry.tags.kind is None:
        return Focus.BAD if against_hero else Focus.AMBIGUOUS
    return Focus.from_key(drawn.entry.tags.kind)


def _kind_filter(kind: str) -> Filters:
    from solo.tables.refs import Filter
    from solo.tables.tags import parse_tag

    return (Filter("kind", frozenset({parse_tag("kind", kind)})),)


def _keys(drawn: Drawn | None) -> tuple[str, ...]:
    from solo.tables.offer import entry_key

    return (entry_key(drawn.entry),) if drawn is not None else ()


def thread_names(camp: Campaign) -> tuple[str, ...]:
    """The threads an event may name: the hero's active Goals, then the open threads
    (R-GM-4)."""
    goals = tuple(g.text for g in camp.character.active_goals)
    return goals + tuple(t.name for t in camp.cast.open_threads)


def _concerning(drawn: EventDraw, rng: random.Random, where: _Where | None) -> EventDraw:
    """The event with the thread or NPC its focus names: one of the list picked uniformly,
    or (a new NPC, or an empty list) a new one added to it (R-GM-4)."""
    event, camp = drawn.event, drawn.campaign
    if event.focus.concerns == "npc":
        known = tuple(n.name for n in camp.cast.npcs)
        name = None if event.focus is Focus.NEW_NPC else pick_one(known, rng)
        if name is not None:
            return replace(drawn, event=replace(event, npc=name))
        npc = _new_npc(rng, where, len(known))
        if camp.cast.npc(npc.name) is not None:  # the table named someone already met
            return replace(drawn, event=replace(event, npc=npc.name))
        return EventDraw(
            replace(event, npc=npc.name, new=True), camp.evolve(cast=camp.cast.with_npc(npc))
        )
    if event.focus.concerns == "thread":
        thread = pick_one(thread_names(camp), rng)
        if thread is not None:
            return replace(drawn, event=replace(event, thread=thread))
        new = _new_thread(rng, where)
        return EventDraw(
            replace(event, thread=new, new=True),
            camp.evolve(cast=camp.cast.with_thread(Thread(new))),
        )
    return drawn


def _new_npc(rng: random.Random, where: _Where | None, known: int) -> Npc:
    """Someone new, from the NPC table: the name before its first comma, the rest as the
    note; a plain "Stranger N" without content."""
    drawn = where.draw(NPC_TABLE, rng) if where is not None else None
    if drawn is None:
        return Npc(f"Stranger {known + 1}")
    name, _, note = drawn.text.partition(",")
    return Npc(name.strip(), note.strip())


def _new_thread(rng: random.Random, where: _Where | None) -> str:
    drawn = where.draw(THREAD_TABLE, rng) if where is not None else None
    return drawn.text if drawn is not None else "A new trouble"
