"""Commands as the journal records them, and back: ``action`` plus plain ``args``.

:func:`to_args` gives a command's arguments as plain data (JSON- and YAML-safe);
:func:`command_from` reads them back, and reads what a shell typed (``key=value`` words,
already split into text, whole numbers, true/false and a,b lists) into the field's type,
refusing a bad value with one line that names it.
"""

from __future__ import annotations

import types
import typing
from dataclasses import MISSING, fields
from enum import Enum
from typing import Any

from solo.dice.base import Faces
from solo.game.choices import parse
from solo.game.commands import COMMANDS, Command
from solo.game.errors import GameError
from solo.game.turn.question import Question
from solo.game.turn.roll import faces_from, faces_to_dict


def to_args(command: Command) -> dict[str, Any]:
    """The command's fields as plain data, as the journal records them."""
    return {f.name: _plain(getattr(command, f.name)) for f in fields(command)}


def command_from(action: str, args: dict[str, Any], typed_as: str = "") -> Command:
    """The command ``action`` with ``args`` read into its fields' types; ``typed_as`` is
    what the player types before the action (``solo act demo``) for the examples."""
    kind = COMMANDS.get(action)
    if kind is None:
        raise GameError(f"unknown action {action!r}; one of: {', '.join(COMMANDS)}")
    hints = _hints(kind)
    known = {f.name: f for f in fields(kind)}
    unknown = sorted(set(args) - set(known))
    if unknown:
        takes = ", ".join(known) or "no arguments"
        raise GameError(f"{action} has no argument {unknown[0]!r} (it takes {takes})")
    values: dict[str, Any] = {}
    for name, f in known.items():
        if name in args:
            values[name] = _read(args[name], hints[name], f"{action}: {name}")
        elif f.default is MISSING:
            needed = [g.name for g in fields(kind) if g.default is MISSING and g.name not in args]
            words = " ".join(f"{n}={placeholder(n, hints[n])}" for n in needed)
            example = " ".join(p for p in (typed_as, action, words) if p)
            raise GameError(f"{action} needs {words}: type e.g. {example}")
    return kind(**values)


NAMING = frozenset({"goal", "milestone", "trademark", "flaw", "condition", "name"})
"""Arguments that name something the hero or the scene has (a unique part will do)."""


def placeholder(field: str, hint: Any) -> str:
    """How an argument is typed: NAME, TEXT, N, true|false, one|of|these, A,B, …"""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if args and typing.get_origin(hint) is not tuple:
        hint = args[0]
    if hint is bool:
        return "true|false"
    if hint is int:
        return "N"
    if isinstance(hint, type) and issubclass(hint, Enum):
        return "|".join(str(m.value) for m in hint)
    if hint is Question:
        return "QUESTION"
    if hint is Faces:
        return "F,F,…"
    if typing.get_origin(hint) is tuple:
        return "N,N,…" if typing.get_args(hint)[0] is int else "A,B,…"
    return "NAME" if field in NAMING else "TEXT"


_HINTS: dict[str, dict[str, Any]] = {}


def _hints(kind: type[Command]) -> dict[str, Any]:
    """The command's field types, read once (annotations are strings until resolved)."""
    if kind.action not in _HINTS:
        _HINTS[kind.action] = typing.get_type_hints(kind)
    return _HINTS[kind.action]


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Question):
        return value.to_dict()
    if isinstance(value, Faces):
        return faces_to_dict(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _read(value: Any, hint: Any, what: str) -> Any:
    """``value`` as the type ``hint`` names (str, int, bool, an enum, a tuple, a Question …)."""
    if _is_optional(hint):
        if value is None:
            return None
        hint = next(a for a in typing.get_args(hint) if a is not type(None))
    if hint is str:
        if isinstance(value, (list, dict)):
            raise GameError(f"{what} must be text, got {value!r}")
        return str(value)
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise GameError(f"{what} must be true or false, got {value!r}")
    if hint is int:
        if isinstance(value, str) and value.strip().lstrip("+-").isdigit():
            return int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise GameError(f"{what} must be a whole number, got {value!r}")
        return value
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return parse(hint, value, what)
        except GameError:
            names = ", ".join(str(m.value) for m in hint)
            raise GameError(f"{what} must be one of {names}, got {value!r}") from None
    if hint is Question:
        return value if isinstance(value, Question) else Question.from_dict(value)
    if hint is Faces:
        return value if isinstance(value, Faces) else faces_from(value)
    if typing.get_origin(hint) is tuple:
        item = typing.get_args(hint)[0]
        items = value if isinstance(value, (list, tuple)) else [value]
        return tuple(_read(v, item, what) for v in items)
    raise TypeError(f"no reader for {hint!r} ({what})")  # a command with a new field type


def _is_optional(hint: Any) -> bool:
    origin = typing.get_origin(hint)
    return (origin is typing.Union or origin is types.UnionType) and type(None) in typing.get_args(
        hint
    )
