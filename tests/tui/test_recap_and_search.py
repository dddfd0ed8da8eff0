"""Pilot tests: "Previously…" at a session's start and from the palette (R-GM-7), the
cliffhanger in the player's words, and the journal's search (ctrl+f, the palette)."""

from __future__ import annotations

import re

from textual.widgets import Input, Label

from solo.game.story.commands import EndSession, StartSession
from solo.tui.palette import ScreenAction, palette_entries
from solo.tui.screens.journal_search import JournalSearchScreen
from solo.tui.screens.play import PlayScreen
from solo.tui.screens.recap import RecapScreen
from solo.tui.widgets.journal import Journal
from tests.plain_actions import do
from tests.tui.pilot_helpers import SIZE, enter_line, make_app

RULE_ID = re.compile(r"R-[A-Z]+-\d+")


def _recap_lines(screen: RecapScreen) -> list[str]:
    return [str(label.render()) for label in screen.query(".recap-line").results(Label)]


async def test_a_new_session_starts_with_previously_and_escape_plays_on_R_GM_7(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(pilot.app.screen, PlayScreen)  # session 1: nothing before it
        await pilot.press("f8", "c")  # end the session on a cliffhanger, in words
        await pilot.pause()
        await pilot.press(*"The tide comes in", "enter")
        await pilot.pause()
        await pilot.press("f8")  # session 2 starts
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, RecapScreen)
        assert screen.recap.session == 1
        lines = _recap_lines(screen)
        assert lines[-1] == "Cliffhanger: The tide comes in"
        assert len(lines) <= 8 and not any(RULE_ID.search(line) for line in lines)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, PlayScreen)
        assert game.campaign.session == 2


async def test_opening_a_campaign_with_a_session_behind_shows_previously_R_GM_7(game):
    game.run(EndSession(cliffhanger=True, text="The idol cracks"))
    game.run(StartSession())
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, RecapScreen)
        assert "Cliffhanger: The idol cracks" in _recap_lines(screen)
        await pilot.press("enter")  # Enter dismisses it too
        await pilot.pause()
        assert isinstance(pilot.app.screen, PlayScreen)
        # re-opened from the palette
        entries = {e.title: e.run for e in palette_entries(game.campaign, True, False, False)}
        assert entries["Previously…"] is ScreenAction.RECAP
        await pilot.app.screen.run_action(ScreenAction.RECAP.value)
        await pilot.pause()
        assert isinstance(pilot.app.screen, RecapScreen)


async def test_previously_is_not_offered_before_any_session_lies_behind(game):
    titles = [e.title for e in palette_entries(game.campaign, False, False, False)]
    assert "Previously…" not in titles and "Search the journal…" in titles
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.app.screen.run_action("recap")  # asked anyway: a note, no screen
        await pilot.pause()
        assert isinstance(pilot.app.screen, PlayScreen)


async def test_search_the_journal_jumps_hit_by_hit_with_the_count(game):
    for i in range(30):
        do(game, "note", text=f"Filler line {i} about nothing")
    do(game, "note", text="The LANTERN gutters")
    for i in range(30):
        do(game, "note", text=f"More filler {i}")
    do(game, "note", text="a lantern again, far below")
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        journal = pilot.app.screen.query_one(Journal)
        await pilot.press("ctrl+f")
        await pilot.pause()
        search = pilot.app.screen
        assert isinstance(search, JournalSearchScreen)
        await enter_line(pilot, "lantern")
        await pilot.pause()
        await pilot.pause()
        assert len(search.hits) == 2
        count = search.query_one("#search-count", Label)
        assert str(count.render()).startswith("Hit 1 of 2")
        first = search.hits[0]
        assert "LANTERN" in journal.lines[first].text
        assert (
            journal.scroll_y <= first < journal.scroll_y + journal.scrollable_content_region.height
        )
        await pilot.press("down")
        await pilot.pause()
        await pilot.pause()
        assert str(count.render()).startswith("Hit 2 of 2")
        second = search.hits[1]
        assert (
            journal.scroll_y <= second < journal.scroll_y + journal.scrollable_content_region.height
        )
        await pilot.press("up")
        await pilot.pause()
        assert str(count.render()).startswith("Hit 1 of 2")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, PlayScreen)


async def test_search_with_no_hit_or_no_words_says_so(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.app.screen.run_action(ScreenAction.SEARCH_JOURNAL.value)  # the palette's
        await pilot.pause()
        search = pilot.app.screen
        assert isinstance(search, JournalSearchScreen)
        await enter_line(pilot, "zebra crossing")
        await pilot.pause()
        assert str(search.query_one("#search-count", Label).render()) == (
            "No line holds “zebra crossing”"
        )
        search.query_one(Input).value = ""
        await pilot.press("enter")
        await pilot.pause()
        assert str(search.query_one("#search-count", Label).render()) == "Type some words to find"
        await pilot.press("down")  # no hits: nothing moves, nothing breaks
        await pilot.pause()
        assert search.hits == []


async def test_opening_between_sessions_waits_for_the_next_session_to_recap_R_GM_7(game):
    game.run(EndSession())
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(pilot.app.screen, PlayScreen)
        await pilot.press("f8")  # the next session starts: now "Previously…"
        await pilot.pause()
        assert isinstance(pilot.app.screen, RecapScreen)


async def test_ctrl_f_in_a_typed_question_opens_the_search_and_keeps_the_words(game):
    """ctrl+f from the question line searches: the words typed so far stay, nothing is
    asked."""
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        line = pilot.app.screen.query_one("#question", Input)
        line.focus()
        await pilot.press(*"Is it raining")
        await pilot.press("home", "ctrl+f")
        await pilot.pause()
        assert isinstance(pilot.app.screen, JournalSearchScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert line.value == "Is it raining"
        assert game.campaign.pending is None
