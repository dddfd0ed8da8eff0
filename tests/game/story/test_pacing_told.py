"""Tension, scene tests and random events everywhere the journal is read: the story, its
Markdown, the Lonelog export (and its round trip), the recap; old journals still read
(R-GM-1, R-GM-2, R-GM-3, R-GM-8)."""

from __future__ import annotations

from solo.dice.rolls import Faces
from solo.game.story.journal import JournalEntry
from solo.game.story.story_markdown import Telling, story_markdown
from solo.game.story.telling import tell
from solo.rule_ids import RULE_ID
from tests.plain_actions import do

YES_BUT = Faces(dice=(1, 1, 2, 2, 2))
NO = Faces(dice=(1, 1, 1, 1, 2))


def _evening(game):
    """A tested scene interrupted by an event, a question whose event die fires, a scene
    ended out of control."""
    do(game, "start_scene", title="The docks", expect="quiet", dice=NO)
    question = {"text": "Is anyone watching?", "kind": "world"}
    do(game, "ask", question=question, dice=YES_BUT, event_die=1)
    do(game, "accept")
    do(game, "end_scene", control=False)


def test_the_story_tells_the_test_the_event_and_the_chance_R_GM_2_R_GM_3(make_game, library):
    game = make_game(library=library, options={"tension": 6})
    _evening(game)
    story = tell("t", game.journal())
    scene = story.sessions[0].scenes[1]
    assert scene.test is not None and scene.test.result.value == "interrupted"
    (turn,) = scene.turns
    assert turn.mechanics.odds == "yes 50.0% · event chance 1/10"
    assert any(c.text.startswith("Event — ") for c in turn.changed)
    text = story_markdown(story)
    assert "It begins interrupted (quiet)." in text
    assert "as expected 50.0% · altered 31.2% · interrupted 18.8%" in text
    assert "Event — " in text
    assert "Tension 5 → 6: the hero was not in control" not in text  # a quiet scene end
    assert not RULE_ID.search(text)
    bare = story_markdown(story, Telling(mechanics=False))
    assert "interrupted 18.8%" not in bare


def test_the_lonelog_export_writes_the_test_and_round_trips_R_GM_2(make_game, store, library):
    """The test as a world question with its three odds; the export, imported and
    exported again, is the same text."""
    from solo.game.launch import import_campaign
    from solo.game.setup import read_character_file
    from solo.game.story.lonelog import journal_document, plan_import
    from solo.locations import demo_file
    from solo.saves.lonelog.reader import read
    from solo.saves.lonelog.writer import write

    game = make_game("played", library=library, options={"tension": 6})
    _evening(game)
    first = write(journal_document(game.save.state, game.save.records))
    assert "? Does it begin as expected? (quiet)" in first
    assert "-> It begins interrupted." in first
    assert "event chance 1/10" in first
    plan = plan_import(read(first))
    again = import_campaign(store, "again", plan, read_character_file(demo_file()))
    try:
        assert write(journal_document(again.save.state, again.save.records)) == first
    finally:
        again.close()


def test_the_recap_says_how_tension_moved_and_the_events_R_GM_7(make_game, library):
    from solo.game.story.recap import recap

    game = make_game(library=library, options={"tension": 6})
    _evening(game)  # 6 → 5 as the docks start, 5 → 6 as they end
    do(game, "start_scene", title="The warehouse", test=False)
    do(game, "end_scene", control=False)
    do(game, "end_session")
    said = recap(game.history().entries, game.save.state, 1).lines
    assert "Tension rose from 6 to 7; 2 random events." in said
    assert len(said) <= 8


def test_an_old_ask_record_reads_with_no_event():
    entry = JournalEntry.from_record({"n": 1, "action": "ask", "title": "Is it?", "details": []})
    assert entry.event is None and entry.event_chance is None and entry.scene_test is None
