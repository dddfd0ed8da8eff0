"""A run imports what its command uses (issue 22: `solo status` and `solo ask` under 150 ms):
the parser holds only the named command's flags, and `solo status` between turns opens
neither the engine nor an action handler. Checked in a fresh interpreter, where an import really happens."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

import pytest

from solo.cli import COMMANDS, build_parser
from solo.cli.parser import Parser


def _subcommands(parser: argparse.ArgumentParser) -> set[str]:
    return {
        name
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for name in action.choices
    }


@pytest.mark.parametrize(("names", "make"), COMMANDS, ids=[n[0] for n, _ in COMMANDS])
def test_each_register_adds_the_commands_listed_for_it(names, make):
    parser = Parser(prog="solo")
    make()(parser.add_subparsers(dest="command", parser_class=Parser), ())
    assert _subcommands(parser) == set(names)


def test_a_named_command_builds_its_own_flags_and_no_others():
    assert _subcommands(build_parser(["status", "demo"])) == {
        "status",
        "undo",
        "redo",
        "saves",
        "export",
    }
    every = {name for names, _ in COMMANDS for name in names}
    assert _subcommands(build_parser([])) == every
    assert _subcommands(build_parser(["--info"])) == every
    assert _subcommands(build_parser(["stauts"])) == every  # a typo lists every choice


def _loaded_by(tmp_path, *argv: str) -> set[str]:
    script = (
        "import sys\nfrom solo.cli import main\n"
        f"assert main({list(argv)!r}) == 0\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    env = dict(os.environ, SOLO_SAVES=str(tmp_path / "saves"), SOLO_CACHE=str(tmp_path / "c"))
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env
    )
    return set(out.stdout.split("\n")[-2].split())


def test_status_between_turns_opens_no_engine_nor_other_commands_flags(tmp_path):
    subprocess.run(  # the demo campaign, made by its first ask and accepted
        [sys.executable, "-m", "solo", "ask", "Is it raining?", "--world"],
        env=dict(os.environ, SOLO_SAVES=str(tmp_path / "saves"), SOLO_CACHE=str(tmp_path / "c")),
        capture_output=True,
        check=True,
    )
    loaded = _loaded_by(tmp_path, "status")
    assert "solo.game.campaign" in loaded
    unused = {
        "solo.game.engine",  # between turns the saved state is all status reads
        "solo.game.turn.roll",  # no roll waits
        "solo.game.commands",  # every action's command: status runs none
        "solo.game.turn.oracle",  # the handlers
        "solo.game.story.lonelog",
        "solo.cli.serve",  # other commands' flags
        "solo.cli.dice",
        "solo.cli.lab.arguments",
        "solo.tables.model",  # the content cache vouches for the packs: the library is not read
        "solo.tables.draw",
        "solo.tables.link",
        "yaml",  # the state the ask wrote is read back from the state cache
    }
    assert loaded & unused == set()


def test_ask_builds_the_turns_commands_and_handlers_alone(tmp_path):
    """A turn runs the turn's commands: the story's and the hero's commands (and their
    handlers, the Lonelog import, a new campaign's setup) are not imported."""
    subprocess.run(  # the demo campaign, made by its first ask
        [sys.executable, "-m", "solo", "ask", "Is it raining?", "--world"],
        env=dict(os.environ, SOLO_SAVES=str(tmp_path / "saves"), SOLO_CACHE=str(tmp_path / "c")),
        capture_output=True,
        check=True,
    )
    loaded = _loaded_by(tmp_path, "ask", "Is the door locked?", "--world")
    assert {"solo.game.engine", "solo.game.turn.oracle", "solo.game.turn.commands"} <= loaded
    unused = {
        "solo.game.commands",  # every command as one type
        "solo.game.story.commands",
        "solo.game.hero.commands",
        "solo.game.story.clock_actions",  # the handlers of other packages
        "solo.game.story.scenes",
        "solo.game.story.lonelog",
        "solo.game.hero.advancement",
        "solo.game.grammar",  # a typed line's grammar: no --option or --set given
        "solo.game.setup",  # a new campaign's opening
        "solo.saves.lonelog.document",
        "solo.game.story.journal_text",  # the turn is told, not journalled (no show rules)
        "solo.game.story.story_markdown",  # the export's rendering
        "solo.markdown_text",
        "socket",  # the lock names this machine from os.uname
        "solo.rules.gear.exchange",  # no gear compared: a world question
        "yaml",  # the state is read back from the state cache and written by solo's writer
    }
    assert loaded & unused == set()
