"""The opening (issue 22, first paint): the app draws the play screen's frame before it loads
the game's code, and the keys typed while the campaign opens reach the play screen, in
order, once it is drawn."""

from __future__ import annotations

import subprocess
import sys

from textual import events
from textual.keys import _character_to_key
from textual.widgets import Input

from solo.tui.app import SoloApp
from solo.tui.screens.campaigns import CampaignsScreen
from solo.tui.screens.opening import OpeningScreen
from solo.tui.screens.play import PlayScreen
from tests.tui.screens.conftest import SIZE, app_for


def test_the_app_and_its_opening_frame_load_none_of_the_games_code():
    """What `solo play` imports before its first frame: no engine, no campaign, no play
    screen (they load after it)."""
    code = (
        "import sys, solo.tui.app, solo.tui.screens.opening, solo.cli.play; "
        "print(sorted(m for m in sys.modules if m.startswith(('solo.game.', 'solo.tui.screens.play', "
        "'solo.tui.widgets', 'solo.tables', 'solo.rules', 'solo.dice'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _typed(text: str) -> list[events.Key]:
    return [events.Key(_character_to_key(c), c) for c in text]


async def test_keys_typed_while_the_campaign_opens_reach_the_question_bar_in_order(
    saves, library, monkeypatch
):
    """Keys that come while the game's code loads are held, then typed into the play
    screen's question bar once it is drawn: none lost, none reordered, none acted on
    before the game can act."""
    opened = SoloApp.open_campaign
    seen: dict[str, object] = {}

    def typed_on_the_opening_frame(screen: OpeningScreen) -> None:
        for key in _typed("Do "):
            screen.app.post_message(key)  # reaches the app while the opening is on show

    def open_while_typing(app: SoloApp, name: str):
        seen["first frame"] = type(app.screen)
        for key in _typed("I "):
            app.post_message(key)  # typed while the game's code loads
        done = opened(app, name)
        for key in _typed("win?"):
            app.post_message(key)
        return done

    monkeypatch.setattr(OpeningScreen, "on_mount", typed_on_the_opening_frame, raising=False)
    monkeypatch.setattr(SoloApp, "open_campaign", open_while_typing)
    app = app_for(saves, library, name="demo")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(100):
            await pilot.pause(0.01)
            if isinstance(app.screen, PlayScreen) and app.keys_held is None:
                break
        await pilot.pause()
        assert seen["first frame"] is OpeningScreen
        assert app.keys_held is None  # released
        assert app.screen.query_one("#question", Input).value == "Do I win?"
        assert app.game is not None and app.game.campaign.pending is None  # nothing asked
        # the picker below, the play screen in place of the opening
        assert len(app.screen_stack) == 2


async def test_a_campaign_that_cannot_open_leaves_the_picker_and_lets_keys_go(saves, library):
    app = app_for(saves, library, name="nowhere")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(100):
            await pilot.pause(0.01)
            if app.keys_held is None:
                break
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen)
        assert app.refusal is not None and "nowhere" in app.refusal
        assert app.keys_held is None


async def test_an_app_given_its_game_holds_no_keys(game):
    app = SoloApp(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.keys_held is None
        assert isinstance(app.screen, PlayScreen)
