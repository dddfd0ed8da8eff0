"""A command that does one thing and exits runs with the cyclic garbage collector held
off (issue 22: `solo ask` spent ~8 ms of CPU in collections); the collector is back on
when ``main`` returns, and stays on for the commands that keep running."""

from __future__ import annotations

import gc

import pytest

import solo.cli
from solo.cli import LASTING, main


def _collecting_in_handler(monkeypatch, argv: list[str]) -> bool:
    seen: list[bool] = []

    def handler(args: object) -> int:
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(solo.cli, "handler_of", lambda args: handler)
    assert main(argv) == 0
    return seen[0]


def test_a_one_shot_command_runs_without_the_collector_and_main_turns_it_back_on(monkeypatch):
    assert gc.isenabled()
    assert _collecting_in_handler(monkeypatch, ["odds", "fubar"]) is False
    assert gc.isenabled()


@pytest.mark.parametrize("command", ["play", "serve"])
def test_a_lasting_command_runs_with_the_collector(monkeypatch, command):
    assert command in LASTING
    assert _collecting_in_handler(monkeypatch, [command]) is True
    assert gc.isenabled()


def test_a_collector_turned_off_by_the_caller_stays_off(monkeypatch):
    gc.disable()
    try:
        assert _collecting_in_handler(monkeypatch, ["serve"]) is False
        assert not gc.isenabled()
    finally:
        gc.enable()
