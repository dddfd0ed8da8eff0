"""The campaign told as a story (issue 20.3): sessions, scenes, turns; rule IDs and dice
derivations kept out of what the player reads (R-GM-8)."""

from __future__ import annotations

import re

import pytest

from solo.dice.ladder import Answer
from solo.game.story.journal import JournalEntry, entries, fold
from solo.game.story.story_markdown import Telling, story_markdown
from solo.game.story.telling import (
    Happening,
    Kind,
    Turn,
    Voice,
    answer_line,
    change_said,
    tell,
)
from solo.saves.store import SaveStore
from tests.plain_actions import do
from tests.played_evening import NOTES, QUESTIONS

RULE_ID = re.compile(r"R-[A-Z]+-\d")


@pytest.fixture(scope="module")
def story(played_evening):
    saves, name = played_evening
    records = fold(SaveStore(saves).read(name).records).entries
    return tell("eve: Dr. Nell Ambrose", entries(list(records)))


def test_the_story_has_its_sessions_scenes_and_every_question(story):
    assert [s.number for s in story.sessions] == [1, 2]
    titles = [scene.title for s in story.sessions for scene in s.scenes]
    assert titles == [
        "The harbour master's office, after midnight",
        "The lighthouse at low tide",
        "The drowned stair",
    ]
    assert len(story.turns) == QUESTIONS
    assert all(t.settled for t in story.turns)


def test_a_turn_has_its_question_kind_answer_line_and_folded_mechanics(story):
    first = story.turns[0]
    assert first.question == "Is the harbour master still awake?"
    assert first.kind is Kind.WORLD
    rung, dash, thing = first.line.partition(" — ")  # "No, but — a notice board …" (R-GM-6)
    assert rung == first.answer.label.rstrip("…") and dash and thing
    assert first.mechanics.dice and first.mechanics.dice[0].startswith("fubar: ")
    assert first.mechanics.odds.startswith("yes ")
    assert all(s.voice is Voice.MECHANICS for s in first.mechanics.lines)
    assert story.turns[1].kind is Kind.ACTION


def test_r_gm_8_no_rule_id_in_any_story_text_but_each_kept_aside(story):
    """R-GM-8: what the player reads has no rule IDs; the IDs stay with their line."""
    for turn in story.turns:
        said = [turn.question, turn.line, *turn.more, *turn.notes]
        said += [c.text for c in turn.changed] + [s.text for s in turn.mechanics.lines]
        assert not any(RULE_ID.search(t) for t in said), said
    assert any(turn.rules for turn in story.turns)
    assert all(RULE_ID.match(r) for t in story.turns for r in t.rules)


def test_notes_follow_the_turn_they_were_written_under(story):
    noted = [t for t in story.turns if t.notes]
    assert [n for t in noted for n in t.notes] == list(NOTES[1:])
    opening = story.sessions[0].scenes[0].moments[1]
    assert isinstance(opening, Happening) and opening.note and opening.title == NOTES[0]


def test_a_milestone_right_after_a_turn_is_what_changed(story):
    changed = [c.text for t in story.turns for c in t.changed]
    assert any(c.startswith("Milestone reached: Decode the map") for c in changed)


def test_the_answer_line_is_the_rung_and_what_was_kept():
    assert answer_line(Answer.YES_BUT, "Winded") == "Yes, but… — Winded."
    assert answer_line(Answer.NO, "the door stays shut.") == "No — The door stays shut."
    assert answer_line(Answer.YES, "") == "Yes"
    assert answer_line(None, "") == "Impasse"


def test_changes_are_said_in_a_few_words():
    assert change_said("rerolled dice (R-RES-2): −1 Resolve, now 4").text == "−1 Resolve, now 4"
    assert change_said("a session began: +2 (R-RES-4): +0 Resolve (capped at 5), now 5") is None
    condition = change_said("Condition gained: Winded (minor physical, negative, R-COND-4)")
    assert condition.text == "Condition: Winded"
    assert condition.rules == ("R-COND-4",)
    assert condition.full.endswith("R-COND-4)")
    foe = change_said(
        "Dorsey's plainclothes men loses 1 Resolve (now -1) and is defeated (R-CON-3)"
    )
    assert foe.text == "Dorsey's plainclothes men: −1 Resolve, defeated"


def test_a_question_still_waiting_is_a_turn_not_settled():
    ask = JournalEntry.from_record(
        {
            "n": 1,
            "action": "ask",
            "title": "Is it raining?",
            "details": [
                "odds: yes 50.0% (…)",
                "fubar: 2 4 6 1 1",
                "3 even of the five kept",
                "Yes, but…: It is so.",
            ],
            "answer": "yes_but",
            "args": {"question": {"kind": "world"}},
        }
    )
    (turn,) = tell("t", [ask]).turns
    assert isinstance(turn, Turn) and not turn.settled and turn.kind is Kind.WORLD
    assert turn.mechanics.compact() == "fubar 2 4 6 1 1 · yes 50.0%"


def test_r_gm_8_the_story_markdown_has_no_rule_ids_and_at_most_5_lines_a_question(story):
    """R-GM-8 and issue 20.3: the story export reads as a story."""
    text = story_markdown(story)
    assert not RULE_ID.search(text)
    assert len([line for line in text.splitlines() if line.strip()]) <= 5 * QUESTIONS
    for note in NOTES:  # the player's notes as prose, never bold
        assert note in text.splitlines(), note
        assert f"**{note}**" not in text
    bare = story_markdown(story, Telling(mechanics=False))
    assert "fubar 4" not in bare and "`" not in bare
    tested = sum(1 for s in story.sessions for scene in s.scenes if scene.test is not None)
    assert text.count("`fubar ") == QUESTIONS + tested  # issue 21: a scene test's dice too


def test_an_old_save_is_told_and_its_records_stay_as_they_were(tmp_path):
    """Old saves load: the story reads records as written before issue 20 (a roll still
    waiting, no answer key on some), and telling them changes no file."""
    import shutil
    from pathlib import Path

    fixture = Path(__file__).parents[1] / "fixtures" / "waiting-roll"
    shutil.copytree(fixture, tmp_path / "saves" / "old")
    before = {p.name: p.read_bytes() for p in (tmp_path / "saves" / "old").iterdir()}
    save = SaveStore(tmp_path / "saves").read("old")
    story = tell("old", entries(list(fold(save.records).entries)))
    assert story.turns and not story.turns[-1].settled
    assert not RULE_ID.search(story_markdown(story))
    after = {p.name: p.read_bytes() for p in (tmp_path / "saves" / "old").iterdir()}
    assert after == before


@pytest.mark.parametrize(
    ("dice", "compact"),
    [
        ("minifu: you 6 (1) · against 5 (5)", "minifu you 6 (1) · against 5 (5) · yes 47.5%"),
        (
            "buckets: you 5 5 (4) · against 4 (3) (3)",
            "buckets you 5 5 (4) · against 4 (3) (3) · yes 47.5%",
        ),
        ("fu: 6 = 6", "fu 6 = 6 · yes 47.5%"),
        (
            "frameworks: you 2 1 3 · against 1 6 5 3",
            "frameworks you 2 1 3 · against 1 6 5 3 · yes 47.5%",
        ),
    ],
)
def test_every_systems_dice_fold_into_the_mechanics_line(dice, compact):
    """The dim line keeps the dice of every system, not only the ones written as bare faces
    (a minifu turn once showed only "yes 47.5%")."""
    ask = JournalEntry.from_record(
        {
            "n": 1,
            "action": "ask",
            "title": "Is it raining?",
            "details": ["odds: yes 47.5% (…)", dice, "a reading", "Yes, but…: It is so."],
            "answer": "yes_but",
            "args": {"question": {"kind": "world"}},
        }
    )
    (turn,) = tell("t", [ask]).turns
    assert turn.mechanics.compact() == compact


def test_shaping_an_offer_belongs_to_its_turn_R_ORA_2(make_game, library):
    """R-ORA-2: a redraw (or an edit, a gift) while the roll waits shapes the turn's offer;
    the story tells the one turn with the kept sentence, never the shaping on its own."""
    game = make_game(library=library)
    do(game, "ask", question={"text": "Do I climb the drainpipe?"}, dice={"dice": [2, 4, 6, 1, 3]})
    do(game, "redraw_offer")
    do(game, "accept")
    story = tell("t", game.journal())
    moments = [m for s in story.sessions for c in s.scenes for m in c.moments]
    (turn,) = story.turns
    assert turn.settled and len(turn.entries) == 3
    assert not any(isinstance(m, Happening) and "redrawn" in m.title for m in moments)
    assert "redrawn" not in story_markdown(story)
