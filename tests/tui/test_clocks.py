"""Clocks in the app (R-GM-5): made in two keys from a small form, shown filling in the side
panel with their forecast at 80×24 and 160×50, ticked and removed from the palette only."""

from __future__ import annotations

import re

import pytest

from solo.game.story.commands import AddClock, RemoveClock, Tick
from solo.rules.clocks import Trigger
from solo.tui.palette import ScreenAction, palette_entries
from solo.tui.screens.clock import ClockScreen
from solo.tui.widgets.clocks import clock_rows
from solo.tui.widgets.hero import HeroPanel
from tests.tui.pilot_helpers import enter_line, make_app, question_input

RULE_ID = re.compile(r"R-[A-Z]+-\d+")


async def test_a_clock_in_two_keys_shift_f6_then_enter_R_GM_5(game):
    async with make_app(game).run_test(size=(100, 34)) as pilot:
        await pilot.press("shift+f6")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ClockScreen)
        forecast = str(screen.query_one("#clock-forecast").render())
        assert "full within 10 actions:" in forecast
        await enter_line(pilot, "The guards raise the alarm")  # the name, then Enter
        await pilot.pause()
        assert not isinstance(pilot.app.screen, ClockScreen)
        (clock,) = game.campaign.clocks
        assert (clock.name, clock.segments, clock.trigger) == (
            "The guards raise the alarm",
            6,
            Trigger.NO,
        )


async def test_the_form_takes_segments_trigger_and_text_and_refuses_bad_ones_R_GM_5(game):
    async with make_app(game).run_test(size=(100, 34)) as pilot:
        await pilot.press("shift+f6")
        await pilot.pause()
        screen = pilot.app.screen
        screen.query_one("#clock-name").value = "The storm"
        screen.query_one("#clock-segments").value = "5"
        await pilot.pause()
        assert "segments" in str(screen.query_one("#clock-forecast").render())
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ClockScreen)  # refused: still open
        screen.query_one("#clock-segments").value = "4"
        screen.query_one("#clock-trigger").value = "event"
        screen.query_one("#clock-fires").value = "The storm breaks"
        await pilot.press("enter")
        await pilot.pause()
        assert game.campaign.clocks[0].trigger is Trigger.EVENT
        assert game.campaign.clocks[0].fires == "The storm breaks"


async def test_escape_makes_no_clock_R_GM_5(game):
    async with make_app(game).run_test(size=(100, 34)) as pilot:
        await pilot.press("shift+f6")
        await pilot.pause()
        await pilot.press(*"Alarm", "escape")
        await pilot.pause()
        assert game.campaign.clocks == ()


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_side_panel_shows_each_clock_filling_with_its_forecast_R_GM_5(game, size):
    game.run(AddClock("The guards raise the alarm", 6, Trigger.NO))
    game.run(Tick("The guards raise the alarm", by=3))
    game.run(AddClock("Ritual", 4, Trigger.HAND))
    async with make_app(game).run_test(size=size) as pilot:
        await pilot.pause()
        if size[0] < 100:
            await pilot.press("ctrl+b")  # the panel is a tab when narrow
            await pilot.pause()
        panel = pilot.app.screen.query_one(HeroPanel)
        texts = [text for _, text in panel.rows]
        assert "Clocks" in texts
        assert "●●●○○○ 3/6 · threat" in texts
        assert any(t.startswith("full within 5 · 10 · 20 actions: ") for t in texts)
        assert any(re.fullmatch(r"~\d+ actions to fill", t) for t in texts)
        assert "ticked by hand" in texts
        assert panel.region.width >= 30
        assert not RULE_ID.search(" ".join(texts))


async def test_keys_typed_in_the_question_bar_never_tick_or_remove_R_GM_5(game):
    game.run(AddClock("Alarm", 4, Trigger.HAND))
    async with make_app(game).run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await pilot.press(*"tick remove t r x - +")
        await pilot.pause()
        assert question_input(pilot.app).value == "tick remove t r x - +"
        assert game.campaign.clocks[0].filled == 0


def test_the_palette_makes_ticks_and_removes_clocks_R_GM_5(game):
    game.run(AddClock("Alarm", 4, Trigger.NO))
    game.run(AddClock("Done", 4, Trigger.HAND))
    game.run(Tick("Done", by=4))
    entries = {e.title: e.run for e in palette_entries(game.campaign, True, False, False)}
    assert entries["New clock…"] is ScreenAction.NEW_CLOCK
    assert entries["Tick clock: Alarm"] == Tick("Alarm")
    assert entries["Remove clock: Alarm"] == RemoveClock("Alarm")
    assert "Tick clock: Done" not in entries  # full: done
    assert entries["Remove clock: Done"] == RemoveClock("Done")


def test_a_full_clock_shows_done_and_what_it_fired_R_GM_5(game):
    game.run(AddClock("Alarm", 4, Trigger.NO, fires="They come"))
    game.run(Tick("Alarm", by=4))
    rows = clock_rows(game.campaign)
    assert ("sub", "●●●● 4/4 · threat") in rows
    assert ("sub", "full: They come") in rows


async def test_an_accepted_answer_ticks_and_the_journal_says_so_R_GM_5(game):
    from solo.tui.widgets.journal import Journal

    game.run(AddClock("The alarm", 6, Trigger.NO))
    game.run(AddClock("The escape", 6, Trigger.YES))
    async with make_app(game).run_test(size=(100, 34)) as pilot:
        await enter_line(pilot, "Do I slip past the guards?")
        await pilot.pause()
        assert game.campaign.pending is not None
        await pilot.press("f5")  # accept
        await pilot.pause()
        ticked = [c for c in game.campaign.clocks if c.filled]
        assert len(ticked) == 1  # a no_* ticks the threat, a yes_* the progress
        journal = "\n".join(s.text for s in pilot.app.screen.query_one(Journal).lines)
        assert f"Clock '{ticked[0].name}' {ticked[0].progress}" in journal
        texts = [t for _, t in pilot.app.screen.query_one(HeroPanel).rows]
        assert any(
            t.endswith(
                f"{ticked[0].progress} · {'threat' if ticked[0].trigger is Trigger.NO else 'progress'}"
            )
            for t in texts
        )


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_form_fits_the_screen_R_GM_5(game, size):
    async with make_app(game).run_test(size=size) as pilot:
        await pilot.press("shift+f6")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ClockScreen)
        for widget in screen.query("Input, #clock-forecast"):
            region = widget.region
            assert region.height >= 1 and region.bottom <= size[1] and region.right <= size[0]
