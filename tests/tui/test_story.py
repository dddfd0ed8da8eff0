"""Pilot tests of the story keys: Goals, scenes, sessions, oracle words, the dice check, the
hero sheet editor, and the side panel at 80×24 (issue 9 items 4, 5, 7; issue 10 item 3)."""

from __future__ import annotations

from fractions import Fraction

from textual.widgets import DataTable, Input, OptionList
from textual.widgets._footer import FooterKey

from solo.dice import mechanic
from solo.tables.places import PlaceTag
from solo.tui.screens.dialogs import AskText
from solo.tui.screens.dice_check import DiceCheckScreen
from solo.tui.screens.goal import GoalScreen
from solo.tui.screens.hero_sheet import HeroSheetScreen
from solo.tui.screens.scene import SceneScreen, SessionScreen
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.hero import HeroPanel
from tests.tui.pilot_helpers import SIZE, enter_line, make_app

GOAL = "Find the Sunken Crown before Baron Vasko does"


async def _answer(pilot, text: str) -> None:
    """Answer the AskText on top of the stack."""
    assert isinstance(pilot.app.screen, AskText)
    pilot.app.screen.query_one(Input).value = text
    await pilot.press("enter")
    await pilot.pause()


async def test_milestone_from_the_goal_panel_R_RES_5(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(pilot.app.screen, GoalScreen)
        await pilot.press("down", "m")  # the first milestone
        await pilot.pause()
        first = game.campaign.character.active_goals[0].milestones[0]
        assert first.status.value == "achieved"
        assert game.journal()[-1].action == "milestone"


async def test_goal_achieved_asks_for_the_new_trademark_and_goal_R_CHAR_5(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f5")
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        await _answer(pilot, "Crown-bearer")
        await _answer(pilot, "Sell the Crown to the museum")
        character = game.campaign.character
        assert character.descriptor("Crown-bearer").kind.value == "trademark"
        assert [g.text for g in character.active_goals] == ["Sell the Crown to the museum"]
        assert [e.action for e in game.journal()[-2:]] == ["goal_achieved", "add_goal"]


async def test_goal_failed_asks_for_the_flaw_R_CHAR_5(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f5")
        await pilot.pause()
        await pilot.press("f")
        await pilot.pause()
        await _answer(pilot, "Haunted by the Crown")
        await pilot.press("escape")  # no new Goal yet
        await pilot.pause()
        character = game.campaign.character
        assert character.descriptor("Haunted by the Crown").kind.value == "flaw"
        assert not character.active_goals
        assert game.journal()[-1].action == "goal_failed"


async def test_new_scene_with_a_drawn_opener_a_place_and_tags_R_GM_6(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f7", "enter")  # end the open scene (issue 21: as proposed)
        await pilot.pause()
        assert not game.campaign.scene.open
        assert game.journal()[-1].action == "end_scene"
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SceneScreen)
        await pilot.press("ctrl+r")
        await pilot.pause()
        opener = pilot.app.screen.query_one("#scene-title", Input).value
        assert opener
        pilot.app.screen.query_one("#scene-place", Input).value = "the harbour mouth"
        pilot.app.screen.query_one("#scene-tags", Input).value = "sea, night"
        pilot.app.screen.query_one("#scene-title", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        scene = game.campaign.scene
        assert (scene.open, scene.title, scene.place, scene.number) == (
            True,
            opener,
            "the harbour mouth",
            2,
        )
        assert scene.tags == {PlaceTag.SEA, PlaceTag.NIGHT}  # R-GM-6: the tags as typed


async def test_session_keys_end_on_a_cliffhanger_and_start_R_RES_4(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f8")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SessionScreen)
        await pilot.press("c")
        await pilot.pause()
        assert game.campaign.in_session  # it asks what the cliffhanger is first (R-GM-7)
        await pilot.press(*"The rope snaps", "enter")
        await pilot.pause()
        assert not game.campaign.in_session and game.campaign.cliffhanger
        end = game.journal()[-1]
        assert end.action == "end_session" and "Cliffhanger: The rope snaps" in end.details
        await pilot.press("f8")  # a new session starts at once
        await pilot.pause()
        assert game.campaign.in_session and game.campaign.session == 2


async def test_oracle_words_go_to_the_journal_as_a_note(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f9")
        await pilot.pause()
        last = game.journal()[-1]
        assert last.action == "note" and last.title.startswith("Oracle words: ")


async def test_the_dice_check_counts_rolls_against_their_exact_odds(game):
    """Expected = the sum of each asked roll's exact rung odds (from its own params)."""
    async with make_app(game).run_test(size=SIZE) as pilot:
        params = []
        for question in ("Do I climb the wall? +cool", "Do I swim the channel? !high"):
            await enter_line(pilot, question)
            await pilot.pause()
            params.append(game.campaign.pending.params)
            await pilot.press("f5")  # accept
            await pilot.pause()
        answers = [e.answer.key for e in game.journal() if e.action == "ask"]
        await pilot.press("f10")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, DiceCheckScreen)
        mech = mechanic(game.campaign.system)
        odds = [mech.odds(p).rungs for p in params]
        for r in screen.check.rungs:
            assert r.expected == sum((o.get(r.key, Fraction(0)) for o in odds), Fraction(0))
            assert r.observed == answers.count(r.key)
        assert screen.check.rolls == 2
        table = screen.query_one(DataTable)
        assert table.row_count == len(screen.check.rungs)


async def test_hero_sheet_rename_then_undo_R_CHAR_5(game):
    from solo.game.story.commands import EndSession

    game.run(EndSession())  # renames happen between sessions (R-CHAR-5)
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f11")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, HeroSheetScreen)
        row = next(i for i, line in enumerate(screen.lines) if line.name == "Cool under fire")
        screen.query_one(OptionList).highlighted = row
        await pilot.press("enter")
        await pilot.pause()
        await _answer(pilot, "Ice in the veins")
        assert game.campaign.character.descriptor("Ice in the veins").kind.value == "trademark"
        assert game.journal()[-1].action == "rename_descriptor"
        await pilot.press("ctrl+z")
        await pilot.pause()
        names = [d.name for d in game.campaign.character.descriptors]
        assert "Cool under fire" in names and "Ice in the veins" not in names


async def test_at_80x24_the_answer_line_and_f1_are_in_view(game):
    async with make_app(game).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not pilot.app.screen.query_one(HeroPanel).display  # folded away
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()
        answer = pilot.app.screen.query_one(AnswerPanel)
        assert answer.region.bottom <= 23 and answer.region.height >= 3
        f1 = [k for k in pilot.app.screen.query(FooterKey) if k.key == "f1"]
        assert f1 and f1[0].region.width > 0 and f1[0].region.right <= 80
        others = [k for k in pilot.app.screen.query(FooterKey) if k.key != "f1"]
        assert all(not k.region.overlaps(f1[0].region) for k in others)
        assert f1[0].region.y == 23


async def test_ctrl_b_shows_the_hero_panel_as_a_tab_when_narrow(game):
    async with make_app(game).run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+b")
        await pilot.pause()
        panel = pilot.app.screen.query_one(HeroPanel)
        assert panel.display and pilot.app.focused is panel
        assert not pilot.app.screen.query_one("#play").display
        await pilot.press("ctrl+b")
        await pilot.pause()
        assert not panel.display and pilot.app.screen.query_one("#play").display


async def test_the_hero_panel_scrolls_from_the_keyboard(game):
    async with make_app(game).run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+b", "ctrl+b")  # hide, show: focus lands on the panel
        await pilot.pause()
        panel = pilot.app.screen.query_one(HeroPanel)
        panel.focus()
        await pilot.pause()
        assert panel.max_scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert panel.scroll_y == panel.max_scroll_y


async def test_an_out_hero_trades_a_trademark_from_the_goal_keys_R_RES_6(game):
    from solo.game.story.commands import Setback
    from solo.tui.screens.pick import PickOne

    for _ in range(6):  # each setback costs 1 Resolve: from 5 to below 0
        game.run(Setback(GOAL))
    camp = game.campaign
    assert camp.economy.out(camp.economy_state)
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        panel = pilot.app.screen.query_one(HeroPanel)
        assert ("flag out", "✗ OUT OF THE GAME") in panel.rows  # a label, not colour alone
        await pilot.press("f5", "t")
        await pilot.pause()
        assert isinstance(pilot.app.screen, PickOne)
        await pilot.press("enter")  # the first Trademark
        await pilot.pause()
        await _answer(pilot, "Owes the Baron")
        character = game.campaign.character
        assert "Knows every forgotten tomb" not in [d.name for d in character.trademarks]
        assert character.descriptor("Owes the Baron").kind.value == "flaw"
        assert not game.campaign.economy.out(game.campaign.economy_state)


async def test_at_80x24_the_header_names_no_plot_immunity_R_RES_6(game):
    """With the panel folded away, the line over the journal says it in words."""
    from solo.game.story.commands import Setback
    from solo.tui.widgets.story_header import StoryHeader

    for _ in range(5):
        game.run(Setback(GOAL))
    async with make_app(game).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        header = pilot.app.screen.query_one(StoryHeader)
        assert header.display and header.region.y == 0
        assert "NO PLOT IMMUNITY" in str(header.render())
        assert header.has_class("-danger")


async def test_at_80x24_every_line_of_the_answer_can_be_scrolled_into_view(game):
    """Issue 9 item 7: at 80x24 the answer panel is shorter than the answer; Tab to it and the
    arrow keys bring its last line (how it was rolled) into view."""
    async with make_app(game).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()
        answer = pilot.app.screen.query_one(AnswerPanel)
        assert answer.max_scroll_y > 0  # more lines than rows
        answer.focus()
        await pilot.pause()
        for _ in range(answer.max_scroll_y):
            await pilot.press("down")
        await pilot.pause()
        assert answer.scroll_y == answer.max_scroll_y
        assert game.campaign.pending is not None  # scrolling settled nothing
