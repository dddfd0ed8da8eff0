"""`solo play`: the full-screen app in a terminal, the plain prompt otherwise."""

from __future__ import annotations

import argparse
import sys

import pytest

from solo.cli import play
from tests.plain_actions import do


class FakeTTY:
    def __init__(self, tty: bool) -> None:
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def args(saves, plain=False):
    return argparse.Namespace(save="demo", saves=saves, seed=None, plain=plain)


@pytest.mark.parametrize(
    "stdin, stdout, plain, expected",
    [
        (True, True, False, True),
        (True, True, True, False),
        (False, True, False, False),
        (True, False, False, False),
    ],
)
def test_the_app_runs_only_in_a_terminal_without_plain(
    monkeypatch, saves, stdin, stdout, plain, expected
):
    monkeypatch.setattr(sys, "stdin", FakeTTY(stdin))
    monkeypatch.setattr(sys, "stdout", FakeTTY(stdout))
    assert play._full_screen(args(saves, plain), input, print) is expected


def test_a_scripted_prompt_never_starts_the_app(monkeypatch, saves):
    monkeypatch.setattr(sys, "stdin", FakeTTY(True))
    monkeypatch.setattr(sys, "stdout", FakeTTY(True))
    assert not play._full_screen(args(saves), lambda prompt: "", print)


def test_solo_play_in_a_terminal_runs_the_app_and_closes_the_game(monkeypatch, saves):
    from solo.tui.app import SoloApp

    seen = {}

    def fake_run(app, *a, **k):
        seen["held"] = app.game.save.lock.held
        seen["game"] = app.game

    monkeypatch.setattr(sys, "stdin", FakeTTY(True))
    monkeypatch.setattr(sys, "stdout", FakeTTY(True))
    monkeypatch.setattr(SoloApp, "run", fake_run)
    assert play.run_play(args(saves)) == 0
    assert seen["held"] is True
    assert seen["game"].save.lock.held is False


def test_a_crashed_app_exits_non_zero_with_the_campaign_saved(monkeypatch, saves):
    """Issue 9.6: the first evening's crash exited with status 0."""
    from solo.tui.app import SoloApp

    seen = {}

    def crashing_run(app, *a, **k):
        do(app.game, "note", text="written before the crash")
        app._return_code = 1  # what Textual sets after an unhandled exception
        seen["game"] = app.game

    monkeypatch.setattr(sys, "stdin", FakeTTY(True))
    monkeypatch.setattr(sys, "stdout", FakeTTY(True))
    monkeypatch.setattr(SoloApp, "run", crashing_run)
    assert play.run_play(args(saves)) == 1
    assert seen["game"].save.lock.held is False
    from solo.game.launch import store_for

    with store_for(saves).open("demo") as again:
        assert again.records[-1]["args"] == {"text": "written before the crash"}


def test_play_help_names_the_plain_flag(capsys):
    from solo.cli import main

    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "--plain" in capsys.readouterr().out
