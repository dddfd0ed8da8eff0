"""A demo campaign with a fixed seed in tmp_path, and the app on it."""

from __future__ import annotations

import pytest
from textual.widgets import Input, TextArea

from solo.game.launch import create_game, load_content, store_for
from solo.game.setup import read_character_file
from solo.locations import demo_file

SEED = 7


@pytest.fixture(autouse=True)
def _no_cursor_blink(monkeypatch):
    """Every text field starts with its cursor still: a blink is a timer that makes the same
    screen look different from one moment to the next (snapshots) and wakes idle apps."""
    for widget in (Input, TextArea):
        monkeypatch.setattr(widget, "__init__", _still_cursor(widget.__init__))


def _still_cursor(init):
    def still(self, *args, **kwargs):
        init(self, *args, **kwargs)
        self.cursor_blink = False

    return still


@pytest.fixture(scope="session")
def library():
    """The content library is read-only: load it once for every TUI test."""
    return load_content()[0]


@pytest.fixture
def saves(tmp_path):
    return str(tmp_path / "saves")


@pytest.fixture
def game(saves, library):
    """The demo hero in session 1, scene 1, with seeded dice; closed after the test."""
    game = create_game(
        store_for(saves),
        "demo",
        read_character_file(demo_file()),
        library,
        seed=SEED,
        where=str(demo_file()),
    )
    yield game
    game.close()
