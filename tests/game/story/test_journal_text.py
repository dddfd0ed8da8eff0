"""Typed journal entries and their shared display text (R-LAD-1: answers are typed)."""

from __future__ import annotations

import json
from pathlib import Path

from solo.dice.ladder import Answer
from solo.game.choices import Take
from solo.game.story.journal import EntryKind, JournalEntry
from solo.game.story.journal_text import Role, Tone, entry_lines, plain_text
from solo.game.turn.commands import Accept, Ask, Reroll
from solo.game.turn.question import Question

FIXTURE = Path(__file__).parent.parent / "fixtures" / "waiting-roll" / "journal.jsonl"


def test_entries_carry_their_kind_and_typed_answer_R_LAD_1(make_game):
    game = make_game()
    game.run(Ask(Question("Do I jump?")))
    game.run(Reroll((1,)))
    game.run(Accept(Take.NONE))
    ask, reroll, accept = game.journal()[-3:]
    assert [e.kind for e in (ask, reroll, accept)] == [
        EntryKind.ASK,
        EntryKind.REROLL,
        EntryKind.ACCEPT,
    ]
    assert reroll.answer is not None and accept.answer == reroll.answer
    assert accept.title.startswith(accept.answer.label)


def test_old_records_without_an_answer_key_read_it_from_their_text():
    """Records written before the ``answer`` key: the ask's answer line gives it."""
    records = [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines()]
    ask = JournalEntry.from_record(records[-1])
    assert "answer" not in records[-1]
    assert ask.kind is EntryKind.ASK and ask.answer is Answer.NO_BUT


def test_display_lines_colour_from_the_answer_not_the_words():
    entry = JournalEntry(
        n=3,
        action="accept",
        kind=EntryKind.ACCEPT,
        title="Yes — Do I climb?",
        details=("Yes: you do it.", "Read it as: a rope"),
        changes=("+1 Resolve",),
        answer=Answer.NO,
    )
    lines = entry_lines(entry)
    assert lines[0].tone is Tone.NO  # the typed answer wins over a title's words
    assert [line.role for line in lines] == [Role.HEAD, Role.DETAIL, Role.CHANGE]
    assert plain_text(entry) == ["Yes — Do I climb?", "  Read it as: a rope", "  * +1 Resolve"]


def test_a_roll_entry_ends_with_its_answer_line():
    entry = JournalEntry(
        n=1,
        action="ask",
        kind=EntryKind.ASK,
        title="Is it dark?",
        details=("fubar: 1 2 3", "Yes, and…: more"),
        answer=Answer.YES_AND,
    )
    lines = entry_lines(entry)
    assert lines[0].text == "? Is it dark?"
    assert (lines[-1].role, lines[-1].tone) == (Role.ANSWER, Tone.YES)
