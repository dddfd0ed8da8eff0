"""The threads, NPCs and foes in the app (R-GM-4): the side panel's section, their own
screen's keys (shift+F7, and the palette), at 80×24 and 160×50; a key typed into a text
field never acts on the lists."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList

from solo.tui.screens.cast import CastScreen
from solo.tui.screens.pick import PickOne
from solo.tui.widgets.cast_panel import CastPanel, cast_rows
from tests.plain_actions import do
from tests.tui.pilot_helpers import make_app


async def _type(pilot, text: str) -> None:
    """Type ``text`` key by key into the dialog on top, then Enter."""
    assert pilot.app.screen.query_one(Input).has_focus
    await pilot.press(*[{" ": "space", "?": "question_mark"}.get(c, c) for c in text])
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_the_lists_change_from_their_screen_R_GM_4(game, size):
    async with make_app(game).run_test(size=size) as pilot:
        await pilot.press("shift+f7")
        await pilot.pause()
        assert isinstance(pilot.app.screen, CastScreen)
        await pilot.press("t")
        await pilot.pause()
        await _type(pilot, "Who can read the map?")  # its t, n, d, r, c, x, o stay text
        assert [t.name for t in game.campaign.cast.threads] == ["Who can read the map?"]
        assert [n.name for n in game.campaign.cast.npcs] == ["Vasko's hired muscle"]
        await pilot.press("n")
        await pilot.pause()
        await _type(pilot, "Captain Vey")
        assert isinstance(pilot.app.screen, PickOne)
        await pilot.press("down", "down", "enter")  # lieutenant
        await pilot.pause()
        vey = game.campaign.cast.npc("Captain Vey")
        assert vey.rank.value == "lieutenant" and vey.resolve == 2
        listing = pilot.app.screen.query_one(OptionList)
        labels = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert labels[0].startswith("Goal ")
        thread = labels.index("Thread  Who can read the map?")
        listing.highlighted = thread
        await pilot.press("c")
        await pilot.pause()
        assert not game.campaign.cast.thread("Who can read the map?").open
        listing.highlighted = thread + 2  # Captain Vey
        await pilot.press("o")
        await pilot.pause()
        assert game.campaign.opposition.name == "Captain Vey"
        assert game.campaign.opposition.resolve == 2
        listing.highlighted = thread
        await pilot.press("x")
        await pilot.pause()
        assert game.campaign.cast.threads == ()
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(pilot.app.screen, CastScreen)
        assert [e.action for e in game.journal()[-5:]] == [
            "add_thread",
            "add_npc",
            "close_thread",
            "set_opposition",
            "remove_thread",
        ]


async def test_a_goal_is_changed_with_the_goal_keys_only_R_GM_4(game):
    async with make_app(game).run_test(size=(100, 34)) as pilot:
        await pilot.press("shift+f7")
        await pilot.pause()
        await pilot.press("x", "r", "c")  # the Goal is highlighted
        await pilot.pause()
        assert isinstance(pilot.app.screen, CastScreen)
        assert game.campaign.character.active_goals
        assert any("Goal keys" in str(n.message) for n in pilot.app._notifications)


async def test_the_side_panel_shows_threads_and_foes_with_their_resolve_R_GM_4(game):
    do(game, "add_thread", text="Who can read the map?")
    do(game, "add_npc", name="Captain Vey", rank="lieutenant")
    async with make_app(game).run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        panel = pilot.app.screen.query_one(CastPanel)
        texts = [text for _, text in panel.rows]
        assert "Who can read the map?" in texts
        assert "Captain Vey (lieutenant, Resolve 2)" in texts
        assert "Vasko's hired muscle (standard, Resolve 0) · facing you" in texts
        assert panel.region.height >= len(panel.rows)
        do(game, "close_thread", name="Who can read the map?")
        pilot.app.screen.sync()
        await pilot.pause()
        assert ("sub", "1 closed") in panel.rows


def test_an_empty_cast_shows_no_section(game):
    from msgspec.structs import replace

    from solo.game.story.cast import Cast

    assert cast_rows(replace(game.campaign, cast=Cast(), opposition=None)) == ()


async def test_the_palette_opens_the_lists_and_adds_a_thread_R_GM_4(game):
    from solo.tui.palette import ScreenAction, palette_entries

    entries = palette_entries(game.campaign, False, False, False)
    titles = {e.title: e for e in entries}
    assert titles["Threads, NPCs and foes"].run is ScreenAction.CAST
    assert titles["New thread…"].run.build("The ledger").text == "The ledger"
    assert titles["New NPC…"].run.build("Vey").name == "Vey"


def test_the_palette_keeps_a_bond_and_ends_it_R_GM_4(game):
    from solo.game.hero.commands import RemoveCondition
    from solo.game.story.commands import Keep, RemoveDetail
    from solo.tui.palette import palette_entries

    do(game, "add_condition", name="Tomas owes me his life", polarity="positive", category="social")
    do(game, "add_detail", name="A rope left hanging", lasting=True)
    runs = {e.title: e.run for e in palette_entries(game.campaign, True, False, False)}
    assert runs["Keep: Tomas owes me his life"] == Keep("Tomas owes me his life")
    assert runs["End: A rope left hanging"] == RemoveDetail("A rope left hanging")
    do(game, "keep", name="Tomas owes me his life")
    runs = {e.title: e.run for e in palette_entries(game.campaign, True, False, False)}
    assert runs["End: Tomas owes me his life"] == RemoveCondition("Tomas owes me his life")
