"""Item 8 of issue 9: thousands of random keys over every screen never crash the app, and
the campaign they leave behind opens again and its journal replays to the same state."""

from __future__ import annotations

import random

import pytest
from textual import events

from solo.game.launch import create_game, open_game, store_for
from solo.game.setup import read_character_file
from solo.locations import demo_file
from solo.tui.screens.campaigns import CampaignsScreen
from tests.plain_actions import do
from tests.tui.pilot_helpers import SIZE, make_app

KEYS = [
    *"abcdenorstw?!+-@ 123",
    *["enter"] * 6,
    *["escape"] * 5,
    *["tab", "shift+tab", "up", "down", "left", "right", "backspace", "pageup", "pagedown"],
    *["ctrl+p"] * 4,
    *["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10"],
    *["ctrl+z", "ctrl+y", "ctrl+w", "ctrl+l", "ctrl+n", "ctrl+o", "ctrl+s"],
    *["alt+1", "alt+2", "alt+3", "alt+4", "alt+5", "space", "home", "end"],
]
"""Every kind of key a player presses; ctrl+q (quit) is left out so the mash goes on."""

CHARACTERS = {"space": " ", "enter": "\r", "tab": "\t", "escape": "\x1b", "backspace": "\x7f"}


def key_event(key: str) -> events.Key:
    char = key if len(key) == 1 else CHARACTERS.get(key)
    return events.Key(key, char)


async def mash(pilot, rng: random.Random, count: int, burst: int = 8) -> None:
    """``count`` keys in bursts of ``burst`` sent without waiting (as fast fingers do:
    Escape and Enter in quick succession), the app catching up between bursts."""
    app = pilot.app
    sent = 0
    while sent < count:
        for _ in range(min(burst, count - sent)):
            app.post_message(key_event(rng.choice(KEYS)))
            sent += 1
        await pilot.pause()
        if app.game is None and isinstance(app.screen, CampaignsScreen):
            app.open_campaign("demo")  # ctrl+o closed the campaign: open it again
            await pilot.pause()


@pytest.mark.slow
async def test_five_thousand_random_keys_never_crash_and_the_save_replays(
    saves, library, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # the prep sheet's ctrl+s writes into the working folder
    game = create_game(store_for(saves), "demo", read_character_file(demo_file()), library, seed=7)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await mash(pilot, random.Random(2026), 5000, burst=40)
    assert app.return_code in (None, 0)
    reopened = open_game(store_for(saves), "demo", library)
    replay = create_game(
        store_for(saves), "replay", read_character_file(demo_file()), library, seed=7
    )
    try:
        records = reopened.save.records
        assert sum(r["type"] == "action" for r in records) > 10, "the mash played some turns"
        for record in records[len(replay.save.records) :]:
            if record["type"] == "undo":
                replay.undo()
            elif record["type"] == "redo":
                replay.redo()
            else:
                do(replay, record["action"], **record["args"])
        a, b = dict(reopened.save.state), dict(replay.save.state)
        assert a.pop("name") == "demo" and b.pop("name") == "replay"
        assert a == b
    finally:
        reopened.close()
        replay.close()
