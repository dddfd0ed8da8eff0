"""The GM emulator at play on a campaign: a random event drawn (R-GM-3) and a new scene
tested (R-GM-2).

An event's focus is drawn by weight from the ``event-focus`` table; the thread or NPC it
concerns is picked uniformly from the campaign's lists (R-GM-4; an empty list makes a new
one and adds it); its two oracle words come from ``event-action`` and ``event-subject`` and
its sentence from ``event-sentence`` by focus, drawn to fit the scene (R-GM-6). An event
never closes or advances a thread by itself: it says what happens, the player plays it.

A scene test asks the campaign's own oracle (its system, options and Tension) and plays
the result: a Detail on yes_and / yes_but, one element from ``scene-alteration`` on an
altered scene, an event first on an interrupted one (against the hero on no_and).

What both record are values of :mod:`.events` and :mod:`.scene_test`.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING

from msgspec import Struct
from msgspec.structs import replace

from solo.dice import mechanic
from solo.dice.rolls import Faces
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.cast import Npc, Thread, pick_one
from solo.game.story.events import Focus, RandomEvent
from solo.game.story.scene_test import Result, SceneTest, question_at, result_odds
from solo.rules.conditions import Detail, Polarity

if TYPE_CHECKING:
    from solo.tables.draw import Drawn
    from solo.tables.model import Library
    from solo.tables.refs import Filters

FOCUS_TABLE = "event-focus"
ACTION_TABLE = "event-action"
SUBJECT_TABLE = "event-subject"
SENTENCE_TABLE = "event-sentence"
THREAD_TABLE = "event-thread"
NPC_TABLE = "npc"
ALTERATION_TABLE = "scene-alteration"
DETAIL_TABLE = "details"

# --- random events ----------------------------------------------------------------------


class EventDraw(Struct, frozen=True):
    """A drawn event and the campaign it leaves: a new NPC or thread on the lists, its
    drawn entries remembered for the session (R-GM-6)."""

    event: RandomEvent
    campaign: Campaign


class _Where(Struct, frozen=True):
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


# --- the scene test ---------------------------------------------------------------------


def campaign_odds(camp: Campaign) -> dict[Result, Fraction]:
    """The exact chance of each result for the campaign's next scene: its system and
    options at its Tension, as the test would roll (R-GM-2)."""
    from solo.game.turn.pool import build_params, build_pool

    q = question_at(camp.tension)
    return result_odds(mechanic(camp.system).odds(build_params(camp, q, build_pool(camp, q))))


class Tested(Struct, frozen=True):
    """A scene test and the campaign it leaves (a Detail on the scene, a new NPC or
    thread from its event, its draws remembered)."""

    test: SceneTest
    campaign: Campaign


def run_test(
    camp: Campaign,
    rng: random.Random,
    library: Library | None,
    *,
    expect: str,
    dice: Faces | None = None,
) -> Tested:
    """Test the campaign's open scene (R-GM-2): roll (or read ``dice``) and play the result."""
    from solo.game.turn.pool import build_params, build_pool
    from solo.game.turn.roll import roll_lines

    q = question_at(camp.tension)
    params = build_params(camp, q, build_pool(camp, q))
    mech = mechanic(camp.system)
    try:
        roll = mech.read(params, dice) if dice is not None else mech.roll(params, rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    test = SceneTest(
        expect.strip(),
        camp.tension,
        result_odds(mech.odds(params)),
        roll.outcome.key,
        roll_lines(roll, world=True)[0],
        by_hand=dice is not None,
    )
    return _played(Tested(test, camp), rng, library)


def _played(tested: Tested, rng: random.Random, library: Library | None) -> Tested:
    """What the result brings: a Detail on yes_and / yes_but, what differs on an altered
    scene, an event (against the hero on no_and) on an interrupted one."""
    test, camp = tested.test, tested.campaign
    if test.result is Result.INTERRUPTED:
        drawn = draw_event(camp, rng, library, against_hero=test.answer == "no_and")
        return Tested(replace(test, event=drawn.event), drawn.campaign)
    if test.result is Result.ALTERED:
        text, camp = _draw(camp, rng, library, ALTERATION_TABLE, None)
        return Tested(replace(test, alteration=text or "One element of the scene differs."), camp)
    polarity = {"yes_and": Polarity.POSITIVE, "yes_but": Polarity.NEGATIVE}.get(test.answer)
    if polarity is None:
        return tested
    name, camp = _draw(camp, rng, library, DETAIL_TABLE, polarity)
    if not name:
        return tested
    detail = Detail(name, polarity, scene=camp.scene.key)
    return Tested(replace(test, detail=name), camp.evolve(scene=camp.scene.with_detail(detail)))


def _draw(
    camp: Campaign,
    rng: random.Random,
    library: Library | None,
    table: str,
    polarity: Polarity | None,
) -> tuple[str, Campaign]:
    """One entry of ``table`` fitting the scene (R-GM-6), of ``polarity`` when given; ''
    without content."""
    if library is None:
        return "", camp
    from solo.tables.offer import draw_placed, entry_key
    from solo.tables.refs import Filter

    filters = () if polarity is None else (Filter("polarity", frozenset({polarity})),)
    drawn = draw_placed(
        library,
        table,
        rng,
        genre=camp.genre,
        tags=camp.scene.tags,
        filters=filters,
        used=frozenset(camp.drawn),
    )
    if drawn is None:
        return "", camp
    return drawn.text, camp.with_drawn((entry_key(drawn.entry),))
