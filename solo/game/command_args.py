"""Commands as plain arguments, and back: the one description of each action that the
journal, the CLI's ``solo act CAMPAIGN ACTION key=value …``, the app's ``/act`` line and
the help text all read, made from the command's struct fields and their type hints.

:func:`to_args` gives a command's arguments as plain data (JSON- and YAML-safe), as the
journal records them; :func:`command_from` reads them back, and reads what a shell typed
(:func:`words_args`: ``key=value`` words, each value as the text typed) into each field's
type, refusing a bad value with one line that names it: text fields take the text as given,
only a list field splits on commas (``\\,`` or a quoted item keeps a comma), a flag reads
true/false (yes/no, on/off), a question typed as text is an action question. :func:`usage`
writes how an action's arguments are typed.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any

from msgspec.structs import FieldInfo, fields

from solo.dice.rolls import Faces
from solo.game.choices import parse
from solo.game.errors import GameError
from solo.game.turn.question import Question
from solo.game.turn.roll import faces_from, faces_to_dict
from solo.vocabulary import Plain, PlainDict

if TYPE_CHECKING:
    from solo.game.commands import Command


def to_args(command: Command) -> PlainDict:
    """The command's fields as plain data, as the journal records them."""
    return {name: _plain(getattr(command, name)) for name in command.__struct_fields__}


def command_from(action: str, args: Mapping[str, object], typed_as: str = "") -> Command:
    """The command ``action`` with ``args`` read into its fields' types; ``typed_as`` is
    what the player types before the action (``solo act demo``) for the examples (every
    command's class is imported here: :func:`to_args` needs only the one it is given)."""
    from solo.game.commands import COMMANDS

    kind = COMMANDS.get(action)
    if kind is None:
        raise GameError(f"unknown action {action!r}; one of: {', '.join(COMMANDS)}")
    hints = field_types(kind)
    known = list(kind.__struct_fields__)
    unknown = sorted(set(args) - set(known))
    if unknown:
        takes = ", ".join(known) or "no arguments"
        raise GameError(f"{action} has no argument {unknown[0]!r} (it takes {takes})")
    values: dict[str, Any] = {}  # each read into its field's type, known only at run time
    for f in fields(kind):
        if f.name in args:
            values[f.name] = _read(args[f.name], hints[f.name], f"{action}: {f.name}")
        elif _required(f):
            raise _missing(kind, args, typed_as)
    return kind(**values)


def words_args(words: Sequence[str]) -> dict[str, str]:
    """``key=value`` words as arguments, each value the text typed (the field's type reads
    it: :func:`command_from`); ``-`` in a key reads as ``_``."""
    out: dict[str, str] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep or not key:
            raise GameError(f"expected KEY=VALUE, got {word!r}")
        out[key.strip().replace("-", "_")] = value
    return out


def list_items(text: str) -> list[str]:
    """``a,b`` as its items, stripped, empty ones left out. A comma escaped (``\\,``) or
    inside an item that starts with a quote (``"a, b"`` or ``'a, b'``) stays in its item;
    an apostrophe inside an item (``Vasko's men``) is text."""
    items: list[str] = []
    current = ""
    quote = ""
    chars = iter(text)
    for char in chars:
        if char == "\\":
            current += _escaped(next(chars, ""))
        elif quote:
            quote, current = ("", current) if char == quote else (quote, current + char)
        elif char in LIST_QUOTES and not current.strip():
            quote = char
        elif char == ",":
            items.append(current)
            current = ""
        else:
            current += char
    items.append(current)
    return [item.strip() for item in items if item.strip()]


LIST_QUOTES = "\"'"
"""What may quote a list item."""


def _escaped(char: str) -> str:
    """The text ``\\`` + ``char`` stands for: a comma, a quote or a backslash itself;
    a backslash before anything else stays."""
    return char if char in ",\\" + LIST_QUOTES else "\\" + char


def usage(kind: type[Command]) -> list[str]:
    """How each argument of ``kind`` is typed: ``name=NAME``, ``[soak=N]`` when optional."""
    hints = field_types(kind)
    words = []
    for f in fields(kind):
        word = f"{f.name}={placeholder(f.name, hints[f.name])}"
        words.append(word if _required(f) else f"[{word}]")
    return words


def _required(f: FieldInfo) -> bool:
    return f.required


def _missing(kind: type[Command], args: Mapping[str, object], typed_as: str) -> GameError:
    """The refusal naming every required argument not given, with an example to type."""
    hints = field_types(kind)
    needed = [f.name for f in fields(kind) if _required(f) and f.name not in args]
    words = " ".join(f"{n}={placeholder(n, hints[n])}" for n in needed)
    example = " ".join(p for p in (typed_as, kind.action, words) if p)
    return GameError(f"{kind.action} needs {words}: type e.g. {example}")


NAMING = frozenset(
    {"goal", "milestone", "trademark", "flaw", "remove_flaw", "condition", "name", "power"}
)
"""Arguments that name something the hero or the scene has (a unique part will do)."""

SHOWN: dict[object, str] = {bool: "true|false", int: "N", Question: "QUESTION", Faces: "F,F,…"}
"""How a value of each simple field type is typed."""


def placeholder(field: str, hint: object) -> str:
    """How an argument is typed: NAME, TEXT, N, true|false, one|of|these, A,B, …"""
    if typing.get_origin(hint) is not tuple:
        hint = _without_none(hint)
    if hint in SHOWN:
        return SHOWN[hint]
    if isinstance(hint, type) and issubclass(hint, Enum):
        return "|".join(str(m.value) for m in hint)
    if typing.get_origin(hint) is tuple:
        return "N,N,…" if typing.get_args(hint)[0] is int else "A,B,…"
    return "NAME" if field in NAMING else "TEXT"


_HINTS: dict[type[Command], dict[str, object]] = {}


def field_types(kind: type[Command]) -> dict[str, object]:
    """The command's field types, read once (annotations are strings until resolved)."""
    if kind not in _HINTS:
        _HINTS[kind] = typing.get_type_hints(kind)
    return _HINTS[kind]


def _plain(value: object) -> Plain:
    if isinstance(value, Enum):
        return _plain(value.value)
    if isinstance(value, Question):
        return value.to_dict()
    if isinstance(value, Faces):
        return faces_to_dict(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"a command holds {value!r}, which the journal cannot record")


def _read(value: object, hint: object, what: str) -> object:
    """``value`` as the type ``hint`` names (str, int, bool, an enum, a tuple, a Question …)."""
    if _is_optional(hint):
        if value is None:
            return None
        hint = _without_none(hint)
    reader = READERS.get(hint)
    if reader is not None:
        return reader(value, what)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _read_enum(hint, value, what)
    if typing.get_origin(hint) is tuple:
        item = typing.get_args(hint)[0]
        return tuple(_read(v, item, what) for v in _items(value))
    raise TypeError(f"no reader for {hint!r} ({what})")  # a command with a new field type


def _items(value: object) -> Sequence[object]:
    """A list field's items: a list as recorded, or typed text split on its commas."""
    if isinstance(value, (list, tuple)):
        return value
    if isinstance(value, str):
        return list_items(value)
    return [value]


def _read_text(value: object, what: str) -> str:
    if isinstance(value, (list, dict)):
        raise GameError(f"{what} must be text, got {value!r}")
    return str(value)


FLAG_WORDS = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}
"""How a flag may be typed."""


def _read_flag(value: object, what: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in FLAG_WORDS:
        return FLAG_WORDS[value.strip().lower()]
    raise GameError(f"{what} must be true or false, got {value!r}")


def _read_whole(value: object, what: str) -> int:
    if isinstance(value, str) and value.strip().lstrip("+-").isdigit():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameError(f"{what} must be a whole number, got {value!r}")
    return value


def _read_question(value: object, what: str) -> Question:
    """A question as recorded (a mapping), or typed as text: an action question."""
    if isinstance(value, Question):
        return value
    if isinstance(value, str):
        if not any(char.isalnum() for char in value):
            raise GameError(f"{what}: a question needs some words, got {value!r}")
        return Question(value)
    return Question.from_dict(value)


def _read_faces(value: object, what: str) -> Faces:
    """Faces as recorded (by group), or typed as ``F,F,…``: the dice."""
    if isinstance(value, Faces):
        return value
    if isinstance(value, str):
        return faces_from({"dice": [_read_whole(f, what) for f in list_items(value)]})
    return faces_from(value)


def _read_enum(kind: type[Enum], value: object, what: str) -> Enum:
    try:
        return parse(kind, value, what)
    except GameError:
        names = ", ".join(str(m.value) for m in kind)
        raise GameError(f"{what} must be one of {names}, got {value!r}") from None


READERS: dict[object, Callable[[object, str], object]] = {
    str: _read_text,
    bool: _read_flag,
    int: _read_whole,
    Question: _read_question,
    Faces: _read_faces,
}
"""How a plain value is read into each simple field type."""


def _is_optional(hint: object) -> bool:
    origin = typing.get_origin(hint)
    return (origin is typing.Union or origin is types.UnionType) and type(None) in typing.get_args(
        hint
    )


def _without_none(hint: object) -> object:
    """``X`` for ``X | None`` (the first other member of a union); ``hint`` otherwise."""
    members = [a for a in typing.get_args(hint) if a is not type(None)]
    return members[0] if members else hint
