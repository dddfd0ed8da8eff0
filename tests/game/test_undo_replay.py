"""Undo/redo restore identical state; the journal replays to the same dice."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.game.engine import Game
from solo.game.errors import GameError
from solo.game.launch import create_game
from solo.game.setup import read_character_file
from solo.locations import demo_file
from solo.saves.store import SaveStore
from tests.plain_actions import do

SHEET = read_character_file(demo_file())

MOVES = [
    ("ask", lambda i: {"question": {"text": f"Q{i}", "stakes": "high" if i % 2 else "low"}}),
    ("ask", lambda i: {"question": {"text": f"W{i}", "kind": "world", "likelihood": "likely"}}),
    ("accept", lambda i: {}),
    ("reroll", lambda i: {"which": [1 + i % 5]}),
    ("concede", lambda i: {}),
    ("downtime", lambda i: {}),
    ("note", lambda i: {"text": f"note {i}"}),
    ("add_condition", lambda i: {"name": f"Bruise {i}", "tier": "minor"}),
    ("end_scene", lambda i: {}),
    ("start_scene", lambda i: {"title": f"Scene {i}", "setting": "city"}),
    ("end_session", lambda i: {"cliffhanger": i % 3 == 0}),
    ("start_session", lambda i: {}),
    ("fact", lambda i: {"text": "the door is unlocked"}),
]


def play(game: Game, moves: list[int]) -> None:
    for i, m in enumerate(moves):
        name, args = MOVES[m]
        before = game.save.state
        try:
            do(game, name, **args(i))
        except GameError:
            assert game.save.state == before  # a refused action changes nothing


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, len(MOVES) - 1), min_size=1, max_size=25))
def test_undo_all_restores_the_start_and_redo_all_the_end(moves):
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        game = create_game(store, "u", SHEET, None, seed=3)
        start = game.save.state
        played = len(game.history().entries)
        play(game, moves)
        end = game.save.state
        actions = len(game.history().entries) - played
        for _ in range(actions):
            game.undo()
        assert game.save.state == start
        for _ in range(actions):
            game.redo()
        assert game.save.state == end
        game.close()
        reopened = store.open("u")  # and what is on disk agrees
        assert reopened.state == end
        reopened.close()


def test_replay_from_seed_reproduces_the_same_dice(tmp_path):
    store = SaveStore(tmp_path)
    first = create_game(store, "a", SHEET, None, seed=99)
    play(first, [0, 3, 2, 1, 2, 0, 2, 8, 9, 0, 3, 3, 2])
    records = [r for r in first.save.records if r["type"] == "action"]
    second = create_game(store, "b", SHEET, None, seed=99)
    for record in records[len(second.save.records) :]:
        do(second, record["action"], **record["args"])
    a, b = dict(first.save.state), dict(second.save.state)
    assert a.pop("name") == "a" and b.pop("name") == "b"
    assert a == b
    dice_a = [r["details"] for r in first.save.records if r["action"] in ("ask", "reroll")]
    dice_b = [r["details"] for r in second.save.records if r["action"] in ("ask", "reroll")]
    assert dice_a == dice_b and dice_a
    first.close()
    second.close()


def test_undo_after_a_new_action_cannot_redo_the_old_branch(tmp_path):
    game = create_game(SaveStore(tmp_path), "x", SHEET, None, seed=1)
    do(game, "note", text="one")
    game.undo()
    do(game, "note", text="two")
    assert not game.history().redoable
    try:
        game.redo()
    except GameError as exc:
        assert "nothing to redo" in str(exc)
    else:
        raise AssertionError("redo should be refused")
    game.close()


def test_the_latest_entries_are_the_journals_last_ones_after_undo_and_redo(make_game):
    """`Game.latest(n)` (what `solo ask` and the plain prompt show after a turn) reads only
    the newest live entries and gives what the whole journal ends with."""
    game = make_game()
    do(game, "note", text="one")
    do(game, "note", text="two")
    do(game, "note", text="three")
    game.undo()
    for count in (1, 2, 3):
        assert game.latest(count) == game.journal()[-count:]
    game.redo()
    assert [e.title for e in game.latest(2)] == [e.title for e in game.journal()[-2:]]
    assert game.latest(0) == []
