"""A campaign played with a mechanic described in a file: the save keeps the file's text,
so it loads and rolls after the file is gone (in a fresh process, with nothing known)."""

from __future__ import annotations

from pathlib import Path

import solo.dice
from solo.dice import mechanic
from solo.game import campaign as campaign_module
from solo.game.launch import create_game, open_game
from solo.game.setup import read_character_file
from solo.locations import demo_file
from tests.game.conftest import ask

MINIFU = Path(__file__).resolve().parents[2] / "content" / "mechanics" / "minifu.yaml"


def forget_described(monkeypatch):
    """As a new process starts: no described mechanic known, none read."""
    monkeypatch.setattr(solo.dice, "_DESCRIBED", {})
    campaign_module._described.cache_clear()


def test_a_campaign_keeps_its_mechanic_and_plays_after_reload(store, monkeypatch):
    text = MINIFU.read_text(encoding="utf-8")
    sheet = read_character_file(demo_file())
    game = create_game(store, "m", sheet, None, system="minifu-file", mechanic_file=text, seed=4)
    try:
        assert game.campaign.to_dict()["mechanic_file"] == text
        ask(game, dice=None)
        first = game.campaign.turn
    finally:
        game.close()
    forget_described(monkeypatch)
    again = open_game(store, "m", None)
    try:
        assert again.campaign.system == "minifu-file" and again.campaign.turn == first
        assert mechanic("minifu-file").name == "minifu-file"
        ask(again, dice=None)
        assert again.campaign.turn == first + 1
    finally:
        again.close()


def test_a_built_in_campaign_saves_no_mechanic_file(make_game):
    game = make_game()
    assert "mechanic_file" not in game.campaign.to_dict()


def test_the_file_campaign_options_match_the_built_in_world_questions_R_ORA_1():
    from solo.tables.mechanic_file import load_mechanic

    mine = load_mechanic(MINIFU.read_text(encoding="utf-8"), str(MINIFU))
    built_in = mechanic("minifu")
    for step in (-2, -1, 0, 1, 2):
        assert (
            mine.odds(mine.world_params(step)).rungs
            == built_in.odds(built_in.world_params(step)).rungs
        )
    assert mine.odds(mine.action_params()).rungs == built_in.odds(built_in.action_params()).rungs
