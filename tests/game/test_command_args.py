"""Issue 24: `key=value` words read by the command's field types (solo.game.command_args)."""

import pytest

from solo.game.command_args import command_from, words_args
from solo.game.errors import GameError
from solo.game.hero.commands import InvestAsset
from solo.game.story.commands import AddGoal, EndSession, StartScene
from solo.game.turn.commands import Ask, Reroll
from solo.game.turn.question import Question


def typed(action, *words):
    return command_from(action, words_args(list(words)))


def test_a_text_field_takes_a_comma_as_text():
    title = "The councilman's office, after hours"
    assert typed("start_scene", f"title={title}") == StartScene(title)
    assert typed("note", "text=yes").text == "yes"  # text, not a flag
    assert typed("note", "text=+5").text == "+5"  # text, not a number


def test_only_a_list_field_splits_and_a_comma_may_be_escaped_or_quoted():
    assert typed("add_goal", "text=Escape, quietly", "milestones=a,b") == AddGoal(
        "Escape, quietly", ("a", "b")
    )
    assert typed("add_goal", r"text=x", r"milestones=Find him\, then run,Hide").milestones == (
        "Find him, then run",
        "Hide",
    )
    assert typed("add_goal", "text=x", 'milestones="Find him, then run",Hide').milestones == (
        "Find him, then run",
        "Hide",
    )
    assert typed("reroll", "which=1,3") == Reroll((1, 3))
    one = typed("invest_asset", "name=A", "concept=B", "trademarks=Only one", "flaw=F")
    assert isinstance(one, InvestAsset) and one.trademarks == ("Only one",)


def test_flags_numbers_and_bad_values_by_type():
    assert typed("end_session", "cliffhanger=yes") == EndSession(cliffhanger=True)
    with pytest.raises(GameError, match="cliffhanger must be true or false, got 'maybe'"):
        typed("end_session", "cliffhanger=maybe")
    with pytest.raises(GameError, match="expected KEY=VALUE"):
        typed("note", "text")


def test_a_question_typed_as_text_is_an_action_question_R_ORA_1():
    """`solo act NAME ask question="x"`, the form `act --list` shows."""
    assert typed("ask", "question=Do I climb the wall?") == Ask(Question("Do I climb the wall?"))
    assert typed("ask", "question=Do I?", "dice=2,4,6,1,3").dice.dice == (2, 4, 6, 1, 3)
