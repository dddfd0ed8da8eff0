"""Issue 15.3: under ``solo serve`` the keys a browser keeps (Ctrl+W closes the tab, Ctrl+T
opens one, Ctrl+N a window) are replaced by keys the page receives, and the footer shows
those; the terminal keeps its own keys."""

from __future__ import annotations

import pytest

from solo.tui.app import SoloApp
from solo.tui.screens.dice_entry import DiceEntryScreen
from tests.tui.pilot_helpers import SIZE, make_app, question_input
from tests.tui.test_footer import composed, shown

BROWSER_KEPT = {"^w", "^t", "^n"}


def footer_keys(app) -> dict[str, str]:
    return {description: key for key, description in shown(app)}


@pytest.fixture
def web(monkeypatch):
    monkeypatch.setattr(SoloApp, "is_web", property(lambda self: True))


async def test_the_browser_footer_shows_no_key_the_browser_keeps(game, web):
    app = make_app(game)
    async with app.run_test(size=(160, 40)) as pilot:
        await composed(pilot)
        keys = footer_keys(app)
        assert not BROWSER_KEPT & set(keys.values())
        assert (keys["World/action"], keys["My dice"], keys["Note"]) == ("^f", "^e", "^k")


async def test_the_browser_keys_do_what_the_terminal_keys_do(game, web):
    app = make_app(game)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.press("ctrl+f")
        assert app.screen.world
        await pilot.press("ctrl+f", "ctrl+k")
        assert not app.screen.world and app.screen.note_mode
        await pilot.press("ctrl+k")
        question_input(app).value = "Do I climb the wall?"
        question_input(app).cursor_position = 0
        await pilot.press("ctrl+e")
        await pilot.pause()
        assert isinstance(app.screen, DiceEntryScreen)


async def test_the_terminal_keeps_its_keys(game):
    app = make_app(game)
    async with app.run_test(size=(160, 40)) as pilot:
        await composed(pilot)
        keys = footer_keys(app)
        assert (keys["World/action"], keys["My dice"], keys["Note"]) == ("^w", "^t", "^n")
        question_input(app).value = "Do I"
        question_input(app).cursor_position = 0
        await pilot.press("ctrl+e")  # the line's own key: the end of the line
        assert question_input(app).cursor_position == 4


async def test_f1_in_the_browser_lists_the_browser_keys(game, web):
    from solo.tui.screens.help import HelpScreen

    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        keys = {str(w.render()) for w in app.screen.query(".key")}
        assert {"ctrl+f", "ctrl+e", "ctrl+k"} <= keys
        assert not {"ctrl+w", "ctrl+t", "ctrl+n"} & keys
