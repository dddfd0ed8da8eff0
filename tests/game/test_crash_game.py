"""SIGKILL a process playing turns: every reported autosave survives, the save loads."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from solo.game.campaign import Campaign
from solo.game.story.journal import fold
from solo.saves.store import SaveStore
from tests.sigkill import kill_after

pytestmark = pytest.mark.slow  # make quick leaves these out; make test runs them

WRITER = Path(__file__).with_name("crash_game_writer.py")


def test_killing_a_player_mid_autosave_loses_no_completed_action(tmp_path):
    rng = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    store = SaveStore(tmp_path)
    saved = 0
    for _ in range(12):
        proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(tmp_path)], stdout=subprocess.PIPE, text=True, env=env
        )
        reported = kill_after(proc, rng.randint(9, 15), rng.random() * 0.05)
        saved += len(reported)
        save = store.open("g")
        try:
            assert not reported or len(save.records) >= reported[-1]
            campaign = Campaign.from_dict(save.state)  # loads and validates
            accepted = sum(1 for r in fold(save.records).entries if r["action"] == "accept")
            assert campaign.turn == accepted
        finally:
            save.close()
    assert saved >= 100
