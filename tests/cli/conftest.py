"""The CLI under test: `solo` run in-process on a saves folder of the test's own."""

from __future__ import annotations

import pytest

from solo.cli import main


@pytest.fixture
def solo(capsys, tmp_path):
    """``solo(*argv)`` runs the command on ``tmp_path/saves`` (``saves_flag=False`` leaves
    ``--saves`` off) and returns its exit code, stdout and stderr; ``solo.saves`` is the
    folder."""
    saves = tmp_path / "saves"

    def run(*argv, saves_flag=True):
        code = main([*argv, "--saves", str(saves)] if saves_flag else list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    run.saves = saves
    return run
