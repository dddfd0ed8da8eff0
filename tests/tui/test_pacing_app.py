"""Pilot tests of Tension, the scene test and random events in the app (R-GM-1, R-GM-2,
R-GM-3): the header at 80×24, "were you in control?" when a scene ends, the scene form's
expectation, test and odds, the event chance with the odds, the event with the answer, the
event die in the typed-dice entry."""

from __future__ import annotations

from textual.widgets import Checkbox, Input, Label

from solo.rule_ids import RULE_ID
from solo.tui.screens.dice_entry import DiceEntryScreen
from solo.tui.screens.scene import ControlScreen, SceneScreen
from solo.tui.widgets.answer import AnswerPanel, answer_content
from solo.tui.widgets.pool_odds import PoolOdds
from solo.tui.widgets.story_header import StoryHeader, header_text
from tests.tui.pilot_helpers import SIZE, enter_line, make_app


def _text(widget) -> str:
    return str(widget.render())


async def test_tension_shows_in_the_header_at_80_by_24_R_GM_1(game):
    async with make_app(game).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        header = pilot.app.screen.query_one(StoryHeader)
        assert header.display
        assert "Tension 5" in header_text(game.campaign)[0]
        assert "Tension 5" in _text(header)


async def test_ending_a_scene_asks_were_you_in_control_with_the_default_R_GM_1(game):
    """R-GM-1: F7 asks; Enter takes the proposal (no answers yet: in control); n raises."""
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f7")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ControlScreen) and screen.proposed is True
        labels = " ".join(str(label.render()) for label in screen.query(Label))
        assert "the scene's answers say yes" in labels and not RULE_ID.search(labels)
        await pilot.press("n")
        await pilot.pause()
        assert not game.campaign.scene.open and game.campaign.tension == 6
        assert game.journal()[-1].action == "end_scene"


async def test_escape_leaves_the_scene_open_R_GM_1(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f7", "escape")
        await pilot.pause()
        assert game.campaign.scene.open and game.campaign.tension == 5


async def test_the_scene_form_asks_what_you_expect_tests_and_shows_odds_R_GM_2(game):
    """R-GM-2: F6 asks about the open scene's end, then the form shows the odds at the
    Tension that end leaves; the test runs and the journal and a notice show its result."""
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ControlScreen)
        await pilot.press("n")  # not in control: Tension 5 → 6
        await pilot.pause()
        form = pilot.app.screen
        assert isinstance(form, SceneScreen)
        odds = str(form.query_one("#scene-odds", Label).render())
        assert "Odds at Tension 6: as expected" in odds
        assert form.query_one("#scene-test", Checkbox).value is True
        form.query_one("#scene-title", Input).value = "The docks"
        form.query_one("#scene-expect", Input).value = "the guards are asleep"
        form.query_one("#scene-title", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        last = game.journal()[-1]
        assert [e.action for e in game.journal()[-2:]] == ["end_scene", "start_scene"]
        assert last.scene_test is not None and last.scene_test.tension == 6
        assert last.scene_test.expect == "the guards are asleep"
        assert any("The scene begins" in str(n.message) for n in pilot.app._notifications)


async def test_a_planned_scene_is_not_tested_R_GM_2(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f6", "enter")  # the open scene ends as proposed
        await pilot.pause()
        form = pilot.app.screen
        form.query_one("#scene-test", Checkbox).value = False
        form.query_one("#scene-title", Input).value = "Planned"
        form.query_one("#scene-title", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert game.journal()[-1].scene_test is None


async def test_the_event_chance_shows_with_the_odds_and_the_event_with_the_answer_R_GM_3(
    game,
):
    """R-GM-3: the live odds line and the waiting answer's odds carry the exact chance;
    a question whose event die fires shows the event in the answer panel."""
    async with make_app(game).run_test(size=SIZE) as pilot:
        pilot.app.screen.query_one("#question", Input).value = "Is the door locked?"
        await pilot.pause()
        assert "event chance 1/10" in _text(pilot.app.screen.query_one(PoolOdds))
        for n in range(40):  # until a question's event die fires (seeded journal)
            await enter_line(pilot, f"Is the door locked, {n}?")
            await pilot.pause()
            view = pilot.app.screen.query_one(AnswerPanel).view
            assert "event chance 1/10" in view.odds
            if view.event:
                assert view.event.startswith("Event — ")
                assert "Event — " in answer_content(view).plain
                return
            await pilot.press("f5")  # accept
            await pilot.pause()
        raise AssertionError("no event in 40 questions")


async def test_the_typed_dice_entry_takes_the_event_die_R_GM_3(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        pilot.app.screen.query_one("#question", Input).value = "Is the door locked?"
        await pilot.press("ctrl+t")
        await pilot.pause()
        entry = pilot.app.screen
        assert isinstance(entry, DiceEntryScreen)
        for field, face in zip(entry.query(".face").results(Input), "12222", strict=False):
            field.value = face
        entry.query_one("#event-die", Input).value = "2"
        entry.read_dice()
        await pilot.pause()
        ask = game.journal()[-1]
        assert ask.action == "ask" and ask.by_hand and ask.event_die == 2
        assert ask.event is not None


async def test_the_scene_form_takes_the_tests_dice_typed_in_R_GM_2(game):
    """R-GM-2: typed dice for the test (fubar at Tension 5: five dice)."""
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f6", "enter")  # in control as proposed: Tension 5 → 4
        await pilot.pause()
        form = pilot.app.screen
        form.query_one("#scene-dice", Input).value = "x"
        form.query_one("#scene-title", Input).value = "Typed"
        form.query_one("#scene-title", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SceneScreen)  # refused: "x" is no face
        form.query_one("#scene-dice", Input).value = "1,1,1,1,1,2"  # Tension 4: six dice
        await pilot.press("enter")
        await pilot.pause()
        test = game.journal()[-1].scene_test
        assert test is not None and test.by_hand and test.tension == 4
