"""A demo campaign with a fixed seed in tmp_path, and the app on it."""

from __future__ import annotations

import pytest

from solo.game.launch import create_game, load_content, store_for
from solo.game.setup import read_character_file
from solo.locations import demo_file

SEED = 7


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
    game = create_game(store_for(saves), "demo", read_character_file(demo_file()), library,
                       seed=SEED, where=str(demo_file()))
    yield game
    game.close()
