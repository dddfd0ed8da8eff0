"""Run an action from plain words, as a journal records it and `solo act` types it.

The game takes typed commands only (``game.run(StartScene(...))``); the journal and the
CLI hold actions as a name and plain arguments, which :func:`solo.game.command_args.command_from`
reads into the command. Tests written in those plain words go through the same reader."""

from __future__ import annotations

from solo.game.actions import Step
from solo.game.command_args import command_from
from solo.game.engine import Game


def do(game: Game, action: str, **args: object) -> Step:
    """``action`` with ``args`` read into its typed command, then run."""
    return game.run(command_from(action, args))
