"""The TUI's plain parts, without a terminal: typed lines, palette offers, the pending view,
and the key bindings' ids and tooltips."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from solo.game.choices import Likelihood, Stakes, Strength
from solo.game.errors import GameError
from solo.game.grammar import ShellCommand, read_line
from solo.game.hero.commands import AddCondition
from solo.game.story.commands import EndScene, StartScene
from solo.game.turn.commands import Ask
from solo.game.turn.question import Question
from solo.tui.palette import palette_entries as offers
from solo.tui.pending import Tone, pending_view
from solo.tui.widgets.answer import answer_content
from tests.plain_actions import do


def line(text, game, world=False, likelihood=Likelihood.EVEN):
    return read_line(text, world=world, likelihood=likelihood, character=game.campaign.character)


def test_lines_read_as_questions_actions_and_commands(game):
    assert line("/scene The crypt @underground", game) == StartScene("The crypt", "underground")
    assert line("/end", game) == EndScene()
    assert line("/act add_condition name=Bruised tier=minor", game) == AddCondition(
        "Bruised", tier="minor"
    )
    assert line("/undo", game) == ShellCommand("undo")
    ask = line("Do I swing across? +bullwhip -deep !risky @strong", game)
    assert isinstance(ask, Ask)
    assert ask.question.helps == ("Fast hands with a bullwhip",)
    assert ask.question.hinders == ("Terrified of deep water",)
    assert (ask.question.risky, ask.question.stakes) == (True, Stakes.HIGH)
    assert ask.question.opposition is Strength.STRONG


def test_world_mode_and_slash_world_take_the_likelihood_R_ORA_1(game):
    """R-ORA-1: a world question's likelihood comes from the mode unless typed."""
    assert line("Is it dark?", game, world=True, likelihood=Likelihood.LIKELY) == Ask(
        Question("Is it dark?", kind="world", likelihood=Likelihood.LIKELY)
    )
    assert (
        line("/world Is it dark? very unlikely", game).question.likelihood
        is Likelihood.VERY_UNLIKELY
    )


@pytest.mark.parametrize(
    "text, says",
    [
        ("", "type a question"),
        ("/bogus", "unknown command /bogus"),
        ("/act", "name an action"),
        ("/act fly", "unknown action 'fly'"),
        ("/act note text", "expected KEY=VALUE"),
        ("/act end_session cliffhanger=maybe", "cliffhanger must be true or false, got 'maybe'"),
        ("/act accept take=all", "take must be one of auto, condition, detail, none"),
        ("Do I? @huge", "unknown opposition 'huge'"),
        ("/world Is it? hugely", "unknown likelihood .hugely."),
        ("Do I? +ow", "matches several"),
        ("Do I? 'open", "is not closed: close it"),
    ],
)
def test_bad_lines_are_one_clear_refusal(game, text, says):
    with pytest.raises(GameError, match=says):
        line(text, game)


def titles(items):
    return [o.title for o in items]


def test_a_waiting_roll_narrows_the_palette_to_settling_it(game):
    do(game, "ask", question={"text": "Do I run?"})
    shown = titles(offers(game.campaign, can_undo=True, can_redo=False, world=False))
    assert shown[:5] == [
        "Accept the answer",
        "Reroll dice…",
        "Accept, keeping a Detail",
        "Accept, keeping nothing",
        "Concede the conflict",
    ]
    assert "New scene…" not in shown and "Downtime" not in shown and "Redo" not in shown


def test_a_waiting_world_question_offers_no_concede_and_no_detail_swap(game):
    do(game, "ask", question={"text": "Is it dark?", "kind": "world"})
    shown = titles(offers(game.campaign, can_undo=True, can_redo=False, world=True))
    assert shown[:3] == ["Accept the answer", "Reroll dice…", "Accept, keeping nothing"]
    assert "Concede the conflict" not in shown and "Accept, keeping a Detail" not in shown


def test_the_palette_offers_what_the_scene_and_session_allow(game):
    shown = titles(offers(game.campaign, can_undo=False, can_redo=True, world=False))
    assert "End the scene" in shown and "End the session" in shown
    assert "Start a session" not in shown and "Undo" not in shown and "Redo" in shown
    assert "Accept the answer" not in shown
    assert "Concede the conflict" not in shown  # no waiting roll, nothing to concede (12.1)
    do(game, "end_scene")
    do(game, "end_session")
    shown = titles(offers(game.campaign, can_undo=True, can_redo=False, world=True))
    assert "End the scene" not in shown and "Start a session" in shown
    assert "Ask action questions" in shown and "Next likelihood" in shown


def test_pending_view_of_the_worked_example_R_FUBAR_3(game):
    """R-FUBAR-3: dice 1,2,3,4,4,6 at net +1 keep 2,4,4,6 and one odd die: Yes.
    A "likely" world question is net +1 (R-ORA-1)."""
    do(
        game,
        "ask",
        question={"text": "Is it dark?", "kind": "world", "likelihood": "likely"},
        dice={"dice": [1, 2, 3, 4, 4, 6]},
    )
    view = pending_view(game.campaign)
    assert view.answer == "Yes" and view.tone is Tone.YES
    assert [d.number for d in view.dice] == [1, 2, 3, 4, 5, 6]
    dropped = [d for d in view.dice if d.status == "discarded"]
    assert len(dropped) == 1 and dropped[0].face in ("1", "3")
    assert view.rerollable == (1, 2, 3, 4, 5, 6)
    assert view.world and not view.high_stakes and view.rerolls == 0


def test_no_pending_view_without_a_waiting_roll(game):
    assert pending_view(game.campaign) is None


def test_every_binding_has_an_id_and_a_tooltip():
    """STYLE.md: bindings carry id= and tooltip= (the help screen lists them)."""
    from solo.tui.app import SoloApp
    from solo.tui.screens.help import HelpScreen
    from solo.tui.screens.play import PlayScreen
    from solo.tui.screens.reroll import OfferWordsScreen, RerollScreen, TextPromptScreen
    from solo.tui.widgets.answer import AnswerPanel
    from solo.tui.widgets.question_bar import QuestionBar

    owners = (SoloApp, PlayScreen, AnswerPanel, QuestionBar, RerollScreen, TextPromptScreen)
    owners += (OfferWordsScreen,)
    for owner in (*owners, HelpScreen):
        for binding in owner.BINDINGS:
            assert binding.id and binding.tooltip, (owner.__name__, binding.key)


def test_each_condition_row_is_followed_by_how_it_goes_away_R_COND_5():
    """R-COND-5: the hero panel says under each Condition how it goes away; the helper
    takes the rules' Conditions, typed (no ``Any``: solo.tui is mypy-strict)."""
    from collections.abc import Iterable
    from typing import get_type_hints

    from solo.rules.conditions import Condition
    from solo.tui.widgets.hero import _with_subs

    bruised = Condition("Bruised", "negative", "minor", "physical")
    rows = [("item", f"Bruised · {bruised.tier.key} negative"), ("item", "Other")]
    assert _with_subs(rows, [bruised]) == [rows[0], ("sub", bruised.recovery), rows[1]]
    assert get_type_hints(_with_subs)["conditions"] == Iterable[Condition]


@pytest.mark.parametrize(
    "resolve, flag",
    [
        (1, None),
        (0, "⚠ NO PLOT IMMUNITY"),
        (-1, "✗ OUT OF THE GAME"),
    ],
)
def test_the_hero_panel_flags_plot_immunity_and_out_R_RES_6(game, resolve, flag):
    """R-RES-6: at 0 no plot immunity (flagged in words); below 0 out of the game; Resolve
    as a meter against its cap."""
    from msgspec.structs import replace

    from solo.tui.widgets.hero import hero_rows
    from solo.tui.widgets.resolve_meter import meter

    camp = game.campaign.evolve(economy_state=replace(game.campaign.economy_state, resolve=resolve))
    rows = hero_rows(camp)
    assert rows[2] == ("standing", f"Resolve      {meter(resolve, 5)}")
    flags = [text for kind, text in rows if kind.startswith("flag")]
    assert flags == ([] if flag is None else [flag])


def test_the_answer_panel_says_the_sentence_once_R_GM_6(game):
    """R-GM-6/R-GM-8: with the turn's one sentence, the panel leads with it (its tone in
    its first word) and leaves the rung's general meaning to shift+F5; without one, the rung
    and its meaning."""
    do(game, "ask", question={"text": "Do I climb the wall?"}, dice={"dice": [1, 2, 3, 4, 5]})
    view = pending_view(game.campaign)
    told = replace(view, sentence=f"{view.answer} — the rope holds.")
    plain = answer_content(told).plain
    assert f"{view.answer} — the rope holds." in plain  # its tone in its first word
    assert "(yes)" not in plain and "(no)" not in plain
    assert view.meaning not in plain
    assert view.meaning in answer_content(replace(told, more=True)).plain
    bare = answer_content(replace(view, sentence="")).plain
    assert f"{view.answer}: {view.meaning}" in bare
