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


def _in_a_terminal(monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdin", FakeTTY(True))
    monkeypatch.setattr(sys, "stdout", FakeTTY(True))


def _run_headless(monkeypatch, then):
    """``SoloApp.run`` as a headless run that calls ``then(app)`` once the app plays a game
    (or has given up opening one), then quits."""
    from solo.tui.app import SoloApp

    run = SoloApp.run

    def headless(app, *a, **k):
        async def pilot_then(pilot):
            for _ in range(200):
                if app.game is not None or app.refusal is not None:
                    break
                await pilot.pause(0.01)
            await pilot.pause()
            then(app)

        return run(app, headless=True, auto_pilot=pilot_then)

    monkeypatch.setattr(SoloApp, "run", headless)


def test_solo_play_in_a_terminal_runs_the_app_and_closes_the_game(monkeypatch, saves):
    """The app opens the campaign itself (after its first frame) and closes it at the end."""
    seen = {}

    def look(app):
        seen["held"] = app.game.save.lock.held
        seen["game"] = app.game
        app.exit()

    _in_a_terminal(monkeypatch)
    _run_headless(monkeypatch, look)
    assert play.run_play(args(saves)) == 0
    assert seen["held"] is True
    assert seen["game"].save.lock.held is False


def test_a_crashed_app_exits_non_zero_with_the_campaign_saved(monkeypatch, saves):
    """Issue 9.6: the first evening's crash exited with status 0."""
    seen = {}

    def crash(app):
        do(app.game, "note", text="written before the crash")
        seen["game"] = app.game
        app.exit(return_code=1)  # the status Textual sets after an unhandled exception

    _in_a_terminal(monkeypatch)
    _run_headless(monkeypatch, crash)
    assert play.run_play(args(saves)) == 1
    assert seen["game"].save.lock.held is False
    from solo.game.launch import store_for

    with store_for(saves).open("demo") as again:
        assert again.records[-1]["args"] == {"text": "written before the crash"}


def test_a_save_the_app_cannot_open_is_one_error_line_and_exit_2(monkeypatch, saves, capsys):
    """`solo play --save NAME` in a terminal: the app opens the campaign after its first
    frame; one that cannot be opened ends it, and the CLI says why as it always did."""
    from solo.cli import main

    _in_a_terminal(monkeypatch)
    _run_headless(monkeypatch, lambda app: None)
    assert main(["play", "--save", "nowhere", "--saves", saves]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith("solo: error: ") and "nowhere" in err[0]


def test_play_help_names_the_plain_flag(capsys):
    from solo.cli import main

    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "--plain" in capsys.readouterr().out
