"""SIGKILL a writer at random moments: the save must always load, losing no completed action."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from solo.saves.store import SaveStore
from tests.sigkill import kill_after

pytestmark = pytest.mark.slow  # make quick leaves these out; make test runs them

WRITER = Path(__file__).with_name("crash_writer.py")


@pytest.mark.parametrize("mode", [[], ["lagging"]], ids=["state-each-action", "state-lagging"])
def test_sigkill_at_random_moments_never_loses_a_completed_action(tmp_path, mode):
    rng = random.Random(20261122)
    store = SaveStore(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    total_commits = 0
    for _ in range(25):
        proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(tmp_path), "game", *mode],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        done = kill_after(proc, rng.randint(8, 16), rng.random() * 0.02)
        total_commits += len(done)
        with store.open("game") as save:  # must load: no exception allowed
            count = save.state["count"]
            assert not done or count >= done[-1]  # every reported action survived
            assert len(save.records) == count  # journal and state agree
            assert save.state["log"] == list(range(max(1, count - 19), count + 1))
    assert total_commits >= 200
