"""Random events (R-GM-3): the event die with every question, the event it brings, the
lists it reads and adds to (R-GM-4), its fit to the scene (R-GM-6), the journal and undo."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from msgspec.structs import replace

from solo.dice.rolls import Faces
from solo.game.story.cast import Cast, Npc, Thread
from solo.game.story.emulator import draw_event, thread_names
from solo.game.story.events import Focus, RandomEvent
from solo.rules.tension import event_chance
from tests.plain_actions import do

FIVE = Faces(dice=(1, 1, 2, 2, 2))  # fubar, net 0: yes_but


def _ask(game, die=None, text="Is the door locked?"):
    return do(game, "ask", question={"text": text, "kind": "world"}, dice=FIVE, event_die=die)


def test_every_question_rolls_the_event_die_and_shows_its_chance_R_GM_3(make_game):
    """R-GM-3: the exact chance on the odds line, the die in the journal, in the data."""
    game = make_game()
    step = _ask(game)
    assert step.event_chance == Fraction(1, 10)
    assert any(d.endswith("· event chance 1/10") for d in step.details)
    entry = game.journal()[-1]
    assert entry.event_chance == Fraction(1, 10)
    assert entry.event_die == step.event_die and 1 <= step.event_die <= 20
    assert (step.data or {})["event_chance"] == "1/10"


def test_a_typed_event_die_fires_at_most_the_threshold_R_GM_3(make_game, library):
    """R-GM-3: at Tension 5 a 2 fires and a 3 does not."""
    game = make_game(library=library)
    step = _ask(game, die=2)
    assert step.event_die == 2 and step.event is not None
    assert step.changes[-1] == step.event.line()
    assert game.journal()[-1].event == step.event
    do(game, "accept")
    assert _ask(game, die=3).event is None


def test_a_typed_event_die_off_the_d20_is_refused_R_GM_3(make_game):
    from solo.game.errors import GameError

    game = make_game()
    with pytest.raises(GameError, match="event die"):
        _ask(game, die=21)


def test_events_off_roll_no_die_and_show_no_chance_R_GM_3(make_game):
    """R-GM-3: a campaign option turns events off."""
    game = make_game(options={"events": False})
    step = _ask(game)
    assert step.event_chance is None and step.event_die is None
    assert not any("event" in d for d in step.details)


def test_an_event_names_a_listed_npc_or_adds_a_new_one_R_GM_4(make_game, library):
    """R-GM-4: an NPC focus picks one of the list; an empty list makes a new NPC, from
    the NPC table, and adds it. (The demo's opening foe is on its list: the list is
    emptied first; a foe is an NPC like any other, R-GM-4.)"""
    game = make_game(library=library)
    camp = game.campaign
    assert [n.name for n in camp.cast.npcs] == ["Vasko's hired muscle"]
    camp = camp.evolve(cast=Cast())
    seen_new = seen_listed = False
    for seed in range(200):
        drawn = draw_event(camp, random.Random(seed), library)
        event = drawn.event
        if event.focus.concerns != "npc":
            continue
        assert event.new and event.npc is not None
        assert drawn.campaign.cast.npc(event.npc) is not None
        seen_new = True
    listed = camp.evolve(cast=camp.cast.with_npc(Npc("Vera Malone")))
    for seed in range(200):
        event = draw_event(listed, random.Random(seed), library).event
        if event.focus is Focus.NPC_ACTS:
            assert event.npc == "Vera Malone" and not event.new
            seen_listed = True
    assert seen_new and seen_listed


def test_a_thread_focus_picks_goals_and_open_threads_uniformly_R_GM_4(make_game, library):
    """R-GM-4: the threads are the active Goals and the open threads, picked uniformly."""
    game = make_game(library=library)
    camp = game.campaign
    camp = camp.evolve(cast=camp.cast.with_thread(Thread("The missing ledger")))
    names = thread_names(camp)
    assert "The missing ledger" in names and len(names) >= 2
    picked = Counter()
    for seed in range(3000):
        event = draw_event(camp, random.Random(seed), library).event
        if event.focus.concerns == "thread":
            assert not event.new
            picked[event.thread] += 1
    assert set(picked) == set(names)
    total = sum(picked.values())
    for name in names:
        p = 1 / len(names)
        sigma = (p * (1 - p) / total) ** 0.5
        assert abs(picked[name] / total - p) < 4 * sigma


def test_an_empty_thread_list_opens_a_new_thread_R_GM_4(make_game, library):
    game = make_game(library=library)
    camp = game.campaign
    hero = camp.character
    camp = camp.evolve(character=replace(hero, goals=()))
    for seed in range(300):
        drawn = draw_event(camp, random.Random(seed), library)
        if drawn.event.focus.concerns == "thread":
            assert drawn.event.new
            assert drawn.campaign.cast.thread(drawn.event.thread) is not None
            return
    pytest.fail("no thread focus in 300 seeds")


def test_an_event_has_two_words_and_a_sentence_of_its_focus_R_GM_3(make_game, library):
    """R-GM-3: an action and a subject word; the sentence is of the event's focus."""
    game = make_game(library=library)
    actions = {e.text for e in library.table("event-action").entries}
    subjects = {e.text for e in library.table("event-subject").entries}
    sentences = library.table("event-sentence").entries
    for seed in range(50):
        event = draw_event(game.campaign, random.Random(seed), library).event
        assert event.words[0] in actions and event.words[1] in subjects
        kinds = {e.tags.kind for e in sentences if e.text == event.text}
        assert kinds == {event.focus.value}


def test_event_sentences_fit_the_scene_R_GM_6(make_game, library):
    """R-GM-6: a sentence whose tags contradict the scene is never drawn (the water line
    needs water; an underground line never in space)."""
    from solo.tables.places import parse_scene_tags

    game = make_game(library=library)
    camp = game.campaign
    dry = camp.evolve(
        scene=camp.scene.__class__(3, "Dry", "", parse_scene_tags(("space",)), open=True)
    )
    for seed in range(400):
        event = draw_event(dry, random.Random(seed), library).event
        assert "water rises" not in event.text and "ground gives way" not in event.text


def test_event_foci_come_up_by_their_weights_R_GM_3(make_game, library):
    """R-GM-3: over many seeded draws each focus comes up as often as its weight says."""
    game = make_game(library=library)
    table = library.table("event-focus")
    weights = {e.tags.kind: table.weight_of(e) for e in table.entries}
    total = sum(weights.values())
    n = 4000
    seen = Counter(
        draw_event(game.campaign, random.Random(seed), library).event.focus.value
        for seed in range(n)
    )
    for kind, weight in weights.items():
        p = weight / total
        sigma = (p * (1 - p) / n) ** 0.5
        assert abs(seen[kind] / n - p) < 4 * sigma, kind


def test_seeded_event_dice_fire_as_often_as_the_shown_chance_R_GM_3(make_game):
    """R-GM-3: many seeded questions fire events as often as the chance shown (fixed
    seeds, a 4-sigma band)."""
    game = make_game(options={"tension": 9})
    fired = 0
    n = 400
    for i in range(n):
        step = _ask(game, text=f"Is it so, {i}?")
        fired += step.event is not None
        do(game, "accept")
    p = float(event_chance(9))
    sigma = (p * (1 - p) / n) ** 0.5
    assert abs(fired / n - p) < 4 * sigma


def test_undo_takes_back_the_event_with_its_turn_R_GM_3(make_game, library):
    """R-GM-3: undoing the question takes back its event and the NPC it brought."""
    game = make_game(library=library)
    before = game.campaign
    step = _ask(game, die=1)
    assert step.event is not None
    game.undo()
    assert game.campaign == before


def test_an_event_round_trips_through_its_record():
    event = RandomEvent(Focus.NPC_ACTS, "They act.", npc="Vera", words=("warn", "a debt"))
    assert RandomEvent.from_dict(event.to_dict()) == event
    assert event.line() == "Event — an NPC acts: Vera (warn · a debt). They act."
