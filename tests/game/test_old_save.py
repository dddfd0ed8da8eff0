"""A save written before the waiting roll was typed (fixtures/waiting-roll, made by the code
of commit 2b24adb) loads unchanged and plays on: reroll, accept, undo."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml

from solo.game.launch import open_game
from solo.saves.store import SaveStore
from tests.plain_actions import do

FIXTURE = Path(__file__).parent / "fixtures" / "waiting-roll"


def _open(tmp_path: Path):
    shutil.copytree(FIXTURE, tmp_path / "saves" / "old")
    return open_game(SaveStore(tmp_path / "saves"), "old", None)


def test_old_waiting_roll_loads_with_its_question_and_dice(tmp_path):
    game = _open(tmp_path)
    try:
        pending = game.campaign.pending
        assert pending is not None
        assert pending.question.text == "Do I outrun them?"
        assert pending.question.helps == ("Cool under fire",)
        assert [d.face for d in pending.roll.dice if d.status == "kept"] == [5, 3, 3, 4, 4]
        assert pending.rerolls == 0
    finally:
        game.close()


def test_old_waiting_roll_round_trips_to_the_same_yaml(tmp_path):
    """The save's shape does not change: from_dict then to_dict gives the file back."""
    game = _open(tmp_path)
    try:
        on_disk = yaml.safe_load((FIXTURE / "campaign.yaml").read_text(encoding="utf-8"))
        state = on_disk["campaign"]
        assert game.campaign.to_dict()["pending"] == state["pending"]
    finally:
        game.close()


def test_old_waiting_roll_rerolls_and_accepts_as_before(tmp_path):
    """R-RES-2: the reroll costs 1 Resolve, the high-stakes no costs 1 more (R-CON-2)."""
    game = _open(tmp_path)
    try:
        do(game, "reroll", which=[1])
        assert game.campaign.pending.rerolls == 1
        step = do(game, "accept")
        assert step.title == "No, but… — Do I outrun them?"
        assert game.campaign.pending is None
        assert game.campaign.economy_state.resolve == 3
        game.undo()
        game.undo()
        assert game.campaign.pending is not None
        assert game.campaign.pending.rerolls == 0
    finally:
        game.close()
