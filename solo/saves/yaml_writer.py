"""A save's YAML written without PyYAML: byte for byte what its dumper writes (block style,
keys in order, two-space indents, lines of at most 100 characters, Unicode as is), for
the plain data a campaign is made of; anything else is left to PyYAML.

Importing PyYAML costs a fresh process about 13 ms of CPU (its reader and resolver compile
regular expressions at import), more than writing the document itself, and a one-shot
command (`solo ask`) writes `campaign.yaml` once. So :func:`plain_yaml` writes the common
case itself and answers None for any value whose spelling it does not know for sure to be
PyYAML's, and for any text that PyYAML would quote, escape or fold across lines: a
number that is not plain, text that starts with anything but a letter, holds a control
character, ``: `` or `` #``, ends in a space or a colon, reads as a yes/no or null word,
or a key that would run past the line's 100 columns. The caller then writes it with PyYAML, so
the file is the same either way (``tests/saves/test_yaml_writer.py`` compares the two).
"""

from __future__ import annotations

import math

WIDTH = 100
"""PyYAML's ``width`` for saves: a plain text longer than the line is folded by PyYAML."""


_SPECIAL_WORDS = frozenset(
    [
        "yes",
        "Yes",
        "YES",
        "no",
        "No",
        "NO",
        "true",
        "True",
        "TRUE",
        "false",
        "False",
        "FALSE",
        "on",
        "On",
        "ON",
        "off",
        "Off",
        "OFF",
        "null",
        "Null",
        "NULL",
        "~",
    ]
)
"""Words PyYAML reads as yes/no or as null: it quotes them when they are text."""
_INDICATORS = frozenset(" #,[]{}&*!|>'\"%@`")
"""A text beginning with one of these is quoted by PyYAML."""


class _NotPlain(Exception):
    """A value this writer leaves to PyYAML."""


def plain_yaml(doc: dict[str, object]) -> str | None:
    """``doc`` as PyYAML's block-style dump writes it, or None when PyYAML must write it."""
    if not doc:
        return None
    lines: list[str] = []
    try:
        _mapping(doc, 0, lines)
    except (_NotPlain, RecursionError):
        return None
    lines.append("")
    return "\n".join(lines)


# Types are checked exactly, as PyYAML's safe dumper finds how to write a value: a subclass
# (an enum of text, an ordered mapping) is left to it.


def _mapping(value: dict[str, object], indent: int, lines: list[str]) -> None:
    pad = " " * indent
    for key, item in value.items():
        if type(key) is not str or not key:  # PyYAML's two emitters differ on ''
            raise _NotPlain
        head = f"{pad}{_key(key, indent)}:"
        if type(item) is dict and item:
            lines.append(head)
            _mapping(item, indent + 2, lines)
        elif type(item) is list and item:
            lines.append(head)
            _sequence(item, indent, lines)  # PyYAML writes a mapping's list unindented
        else:
            lines.append(f"{head} {_scalar(item, len(head) + 1, indent + 2)}")


def _sequence(value: list[object], indent: int, lines: list[str]) -> None:
    dash = " " * indent + "- "
    for item in value:
        first = len(lines)
        if type(item) is dict and item:
            _mapping(item, indent + 2, lines)
        elif type(item) is list and item:
            _sequence(item, indent + 2, lines)
        else:
            lines.append(dash + _scalar(item, indent + 2, indent + 2))
            continue
        lines[first] = dash + lines[first][indent + 2 :]  # its first line follows the dash


def _scalar(value: object, column: int, indent: int) -> str:
    """A scalar (or an empty list or mapping) starting at ``column``; a long text goes on
    at ``indent``."""
    if type(value) is str:
        return _folded(_text(value), column, indent, value)
    if value is None:
        return "null"
    if type(value) is bool:
        return "true" if value else "false"
    if type(value) is int:
        return str(value)
    if type(value) is float:
        spelled = repr(value)
        if not math.isfinite(value) or "." not in spelled or "e" in spelled:
            raise _NotPlain
        return spelled
    if type(value) is dict and not value:
        return "{}"
    if type(value) is list and not value:
        return "[]"
    raise _NotPlain


def _key(value: str, column: int) -> str:
    """A mapping's key at ``column``: on one line (PyYAML never folds a key)."""
    spelled = _text(value)
    if column + len(spelled) > WIDTH:
        raise _NotPlain
    return spelled


def _folded(spelled: str, column: int, indent: int, value: str) -> str:
    """A text spelled plain or quoted, starting at ``column``, folded as PyYAML folds it:
    a space met past the line's :data:`WIDTH` columns becomes a new line, indented by
    ``indent``. PyYAML does not fold at a run of spaces nor at the ends of a quoted text,
    so such a text that would need folding is left to it."""
    if column + len(spelled) <= WIDTH:
        return spelled
    words = spelled.split(" ")
    out, at = [words[0]], column + len(words[0])
    for word in words[1:]:
        if at > WIDTH:
            out.append("\n" + " " * indent)
            at = indent
        else:
            out.append(" ")
            at += 1
        out.append(word)
        at += len(word)
    folded = "".join(out)
    if "\n" in folded and ("  " in value or value[:1] == " " or value[-1:] == " "):
        raise _NotPlain
    return folded


def _text(value: str) -> str:
    """Text as PyYAML spells it: plain, or in single quotes (``'`` doubled) when it cannot
    be plain; _NotPlain when the choice is not known for sure here."""
    if not _printable(value):
        raise _NotPlain
    if _plain(value):
        spelled = value
    elif _quoted(value):
        spelled = "'" + value.replace("'", "''") + "'"
    else:
        raise _NotPlain
    return spelled


def _plain(value: str) -> bool:
    """Text PyYAML surely writes plain: it begins with a letter, is no yes/no or null word,
    and holds nothing a plain text cannot."""
    return (
        value[:1].isalpha()
        and value not in _SPECIAL_WORDS
        and not value.endswith((" ", ":"))
        and ": " not in value
        and " #" not in value
        and "  " not in value
    )


def _quoted(value: str) -> bool:
    """Text PyYAML surely quotes: empty, a yes/no or null word, or text that begins with a
    YAML indicator or a space, ends in a space or a colon, or holds ``: `` or `` #``."""
    return (
        not value
        or value in _SPECIAL_WORDS
        or value[0] in _INDICATORS
        or value[:2] in ("- ", "? ", ": ")
        or value in ("-", "?", ":")
        or value.startswith(("---", "..."))
        or value.endswith((" ", ":"))
        or ": " in value
        or " #" in value
    )


def _printable(value: str) -> bool:
    """Text both of PyYAML's emitters (C and Python) write as it is, with Unicode allowed:
    no control or format character, no separator but the space (so no line break, tab or
    no-break space), nothing private or unassigned, nothing beyond the Basic Multilingual
    Plane (the C emitter escapes it). Python's ``isprintable`` is stricter than both."""
    return value.isprintable() and (value.isascii() or max(value) <= "\uffff")
