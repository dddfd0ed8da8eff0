"""What a typed line asks for, read the same way by the plain prompt and the TUI.

An action question is its text up to the last ``?``, then markers that shape the pool:
``+name`` a Descriptor or Condition that helps, ``-name`` one that hinders (a unique
part of its name is enough), ``!high`` ``!risky`` ``!combat`` ``!unfamiliar`` ``!apt``,
and ``@strong`` (opposition strength). A world question is its text up to the last
``?``, then an optional likelihood (``very likely`` … ``very unlikely``). A line starting
with ``/`` is a command: ``/world``, ``/scene TITLE @setting``, ``/end``, ``/act ACTION
key=value …``, or one the shell runs itself (:data:`COMMANDS`).
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from solo.game.choices import Likelihood, Stakes, Strength, parse
from solo.game.command_args import command_from
from solo.game.commands import COMMANDS, Ask, Command, EndScene, StartScene
from solo.game.errors import GameError
from solo.game.question import Question

if TYPE_CHECKING:
    from solo.rules.characters import Character

FLAGS: dict[str, tuple[str, Any]] = {
    "!high": ("stakes", Stakes.HIGH),
    "!risky": ("risky", True),
    "!combat": ("combat", True),
    "!unfamiliar": ("unfamiliar", True),
    "!apt": ("apt", True),
}
"""Markers that switch a question field on."""


def action_question(line: str, character: Character) -> Question:
    """The question typed as ``Do I …? +name !high @strong``."""
    text, mark, tail = line.rpartition("?")
    _has_words(text, mark)
    if not text:
        text, tail = line, ""
    q: dict[str, Any] = {"text": text.strip() + "?", "helps": [], "hinders": [], "conditions": []}
    try:
        tokens = shlex.split(tail)
    except ValueError as exc:
        raise GameError(f"can't read the markers {tail.strip()!r}: {exc}") from None
    for token in tokens:
        if token in FLAGS:
            key, value = FLAGS[token]
            q[key] = value
        elif token.startswith("@"):
            q["opposition"] = parse(Strength, token[1:], "opposition")
        elif token[:1] in "+-" and len(token) > 1:
            _add_named(q, character, token[1:], helps=token[0] == "+")
        else:
            raise GameError(f"don't know {token!r}: use +name, -name, !high, @strong")
    if q.get("risky"):
        q["stakes"] = Stakes.HIGH
    return Question(**q)


def world_question(line: str, likelihood: Likelihood = Likelihood.EVEN) -> Question:
    """The question typed as ``Is it raining? likely``; ``likelihood`` when none is typed."""
    text, mark, tail = line.rpartition("?")
    _has_words(text, mark)
    if not text:
        return Question(line.strip(), kind="world", likelihood=likelihood)
    typed = tail.strip()
    chosen = parse(Likelihood, typed, "likelihood") if typed else likelihood
    return Question(text.strip() + "?", kind="world", likelihood=chosen)


def _has_words(text: str, mark: str) -> None:
    """A bare ``?`` (or ``? likely``) is not a question: refuse it, by name."""
    if mark and not text.strip(" ?"):
        raise GameError("a question needs some words before the ?: what do you want to know?")


def _add_named(q: dict[str, Any], character: Character, part: str, helps: bool) -> None:
    part_l = part.lower().replace("_", " ")
    descriptors = [d.name for d in character.descriptors if part_l in d.name.lower()]
    conditions = [c.name for c in character.conditions if part_l in c.name.lower()]
    found = descriptors + conditions
    if len(found) != 1:
        what = "nothing" if not found else "several: " + "; ".join(found)
        raise GameError(f"{part!r} matches {what} — use a part of one name")
    if descriptors:
        q["helps" if helps else "hinders"].append(descriptors[0])
    else:
        q["conditions"].append(conditions[0])


def key_values(pairs: list[str]) -> dict[str, Any]:
    """``key=value`` words as arguments: true/false, whole numbers and a,b lists read."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise GameError(f"expected KEY=VALUE, got {pair!r}")
        out[key.strip().replace("-", "_")] = parse_value(value)
    return out


def parse_value(text: str) -> Any:
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low.lstrip("+-").isdigit():
        return int(low)
    if "," in text:
        return [t.strip() for t in text.split(",") if t.strip()]
    return text


SHELL_COMMANDS = ("undo", "redo", "help", "quit")
"""Slash commands a shell runs itself (``/undo`` is ctrl+z)."""


@dataclass(frozen=True)
class ShellCommand:
    name: str  # one of SHELL_COMMANDS


def read_line(
    line: str, *, world: bool, likelihood: Likelihood, character: Character
) -> Command | ShellCommand:
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
        return StartScene(title.strip(), setting.strip())
    if name == "end":
        return EndScene()
    if name == "act":
        return act_line(rest)
    if name in SHELL_COMMANDS:
        return ShellCommand(name)
    raise GameError(f"unknown command {command}; press F1 for the commands")


def act_line(rest: str) -> Command:
    """``ACTION key=value …`` as its command."""
    try:
        words = shlex.split(rest)
    except ValueError as exc:
        raise GameError(f"can't read {rest.strip()!r}: {exc}") from None
    if not words:
        raise GameError(f"name an action; one of: {', '.join(COMMANDS)}")
    return command_from(words[0], key_values(words[1:]))
