"""What a line typed in the question bar asks for: a question, an engine action, or a
screen command. The same markers and slash commands as the plain prompt."""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from typing import Any

from solo.cli.question_text import action_question, world_question
from solo.game.errors import GameError

COMMANDS = ("undo", "redo", "help", "quit")
"""Slash commands that run a key's action (``/undo`` is ctrl+z)."""


@dataclass(frozen=True)
class Ask:
    question: dict[str, Any]


@dataclass(frozen=True)
class Act:
    action: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Command:
    name: str  # one of COMMANDS


Request = Ask | Act | Command


def read_line(line: str, *, world: bool, likelihood: str, character: Any) -> Request:
    """Read one typed line; GameError names what cannot be read."""
    line = line.strip()
    if not line:
        raise GameError("type a question first, e.g. Do I climb the wall?")
    if not line.startswith("/"):
        if world:
            return Ask(world_question(line, likelihood))
        return Ask(action_question(line, character))
    command, _, rest = line.partition(" ")
    name = command[1:]
    if name == "world":
        return Ask(world_question(rest, likelihood))
    if name == "scene":
        title, _, setting = rest.partition("@")
        return Act("start_scene", {"title": title.strip(), "setting": setting.strip()})
    if name == "end":
        return Act("end_scene")
    if name == "act":
        return _act(rest)
    if name in COMMANDS:
        return Command(name)
    raise GameError(f"unknown command {command}; press F1 for the commands")


def _act(rest: str) -> Act:
    from solo.cli.errors import UsageError
    from solo.cli.game_commands import _options
    from solo.game.engine import ACTIONS

    try:
        words = shlex.split(rest)
        args = _options(words[1:])
    except (ValueError, UsageError) as exc:
        raise GameError(str(exc)) from None
    if not words or words[0] not in ACTIONS:
        what = f"unknown action {words[0]!r}" if words else "name an action"
        raise GameError(f"{what}; one of: {', '.join(ACTIONS)}")
    return Act(words[0], args)
