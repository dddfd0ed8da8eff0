"""The answer panel says the answer's tone in a word, never in colour alone; a sentence
that begins with it ("No — the door holds.") is not followed by "(no)" as well."""

from __future__ import annotations

from solo.game.story.journal_text import Tone
from solo.tui.pending import PendingView
from solo.tui.widgets.answer import answer_lines


def view(sentence: str, tone: Tone, answer: str) -> PendingView:
    return PendingView(
        question="Does the door hold?",
        world=True,
        high_stakes=False,
        pool=(),
        odds="",
        dice=(),
        total=None,
        notes=(),
        answer=answer,
        meaning="You fail, and nothing comes of it.",
        tone=tone,
        rerolls=0,
        sentence=sentence,
    )


def test_a_sentence_that_begins_with_its_tone_is_not_followed_by_the_word():
    (line,) = answer_lines(view("No — the door holds.", Tone.NO, "No"))
    assert line.plain == "No — the door holds."
    (line,) = answer_lines(view("Yes, but — it costs you: Ringing Ears.", Tone.YES, "Yes-but"))
    assert line.plain == "Yes, but — it costs you: Ringing Ears."


def test_a_sentence_that_does_not_say_its_tone_keeps_the_word():
    (line,) = answer_lines(view("The door holds, for now.", Tone.NO, "No"))
    assert line.plain == "The door holds, for now. (no)"


def test_without_a_sentence_the_rung_says_its_tone():
    (line,) = answer_lines(view("", Tone.NO, "No"))
    assert line.plain == "No: You fail, and nothing comes of it."
    (line,) = answer_lines(view("", Tone.IMPASSE, "Stalemate"))
    assert line.plain == "Stalemate (impasse): You fail, and nothing comes of it."
