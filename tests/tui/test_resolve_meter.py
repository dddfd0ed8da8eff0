"""The hero panel's Resolve meter (issue 24)."""

from solo.game.launch import create_game
from solo.game.setup import read_character_file
from solo.locations import demo_file
from solo.rules.economy.events import Track
from solo.saves.store import SaveStore
from solo.tui.widgets.resolve_meter import standing_rows, track_cap


def test_the_resolve_meter_applies_the_cap_once_R_CHAR_5(tmp_path):
    """R-CHAR-5: the hero panel's meter shows the cap the economy keeps, not one higher."""
    sheet = {**read_character_file(demo_file()), "options": {"resolve_cap": 6, "levels": True}}
    game = create_game(SaveStore(tmp_path), "t", sheet, None, seed=7)
    game.do("end_session")
    game.do("level_up")
    assert track_cap(game.campaign, Track.RESOLVE) == 7
    assert "6/7" in standing_rows(game.campaign)[0][1]
    game.close()
