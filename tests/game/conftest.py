import pytest

from solo.game.engine import Game
from solo.game.launch import create_game
from solo.game.setup import read_character_file
from solo.locations import demo_file, shipped_content_dir
from solo.saves.store import SaveStore
from tests.plain_actions import do


@pytest.fixture(scope="session")
def library():
    from solo.tables.loader import load_library

    return load_library(shipped_content_dir()).library


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves")


@pytest.fixture
def make_game(store):
    """A fresh demo campaign (no content draws unless a library is given)."""
    opened: list[Game] = []

    def make(name="t", library=None, variant="resolve", system="fubar", seed=7, **sheet):
        data = {**read_character_file(demo_file()), **sheet}
        game = create_game(store, name, data, library, system=system, variant=variant, seed=seed)
        opened.append(game)
        return game

    yield make
    for game in opened:
        game.close()


def ask(game, text="Do I win?", dice=None, **question):
    """One full turn with the given faces (fubar: five dice for net 0)."""
    do(game, "ask", question={"text": text, **question}, dice={"dice": dice} if dice else None)
    return do(game, "accept")
