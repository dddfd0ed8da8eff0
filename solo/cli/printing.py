"""Printing for every command: text for people (control characters from content or a
save shown escaped, see :mod:`solo.printable`) or JSON for scripts.

Text for people speaks the fiction: rule IDs leave it (R-GM-8, :func:`for_player`) unless
"show rules" is on: ``--rules`` on the command (:func:`set_show_rules`, set by
:func:`solo.cli.main`) or ``show_rules = true`` in the config file. JSON keeps every line as
the game wrote it and adds the rule IDs they cite as ``"rules"``.

The standard library, :mod:`solo.printable` and :mod:`solo.rule_ids` only (the config file
is read only when a line cites a rule): every command imports this.
"""

from __future__ import annotations

import json
import sys
from contextvars import ContextVar
from typing import TextIO

from solo.printable import printable
from solo.rule_ids import RULE_ID, rules_cited, without_rules

_show_rules: ContextVar[bool] = ContextVar("solo_show_rules", default=False)


def set_show_rules(on: bool) -> None:
    """``--rules`` given (or not) for the command being run."""
    _show_rules.set(on)


def showing_rules() -> bool:
    """Whether rule IDs show: ``--rules``, else the config file's ``show_rules``."""
    if _show_rules.get():
        return True
    from solo.config import load_config

    return load_config().config.show_rules


def for_player(text: str) -> str:
    """``text`` as the player reads it: every line without its rule IDs, unless "show
    rules" is on (R-GM-8)."""
    if not RULE_ID.search(text) or showing_rules():
        return text
    return "\n".join(
        without_rules(line) if RULE_ID.search(line) else line for line in text.split("\n")
    )


def with_rules(data: object) -> object:
    """``data`` for ``--json``: an object gains ``"rules"``, every rule ID its lines cite
    (its own fields unchanged); anything else as it is."""
    if not isinstance(data, dict) or "rules" in data:
        return data
    return {**data, "rules": rules_cited(_strings(data))}


def _strings(data: object) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for value in data.values() for s in _strings(value)]
    if isinstance(data, (list, tuple)):
        return [s for value in data for s in _strings(value)]
    return []


def say(text: object, *, file: TextIO | None = None) -> None:
    """print() for people: control characters are shown escaped, rule IDs left out
    (:func:`for_player`)."""
    print(printable(for_player(str(text))), file=file)


def warn(text: str) -> None:
    """One line on stderr, escaped like :func:`say`."""
    say(text, file=sys.stderr)


def print_json(data: object) -> None:
    """``data`` as one line of JSON (non-ASCII escaped), with ``"rules"``
    (:func:`with_rules`)."""
    print(json.dumps(with_rules(data)))


def emit(as_json: bool, data: object, text: str) -> None:
    """A campaign command's answer: ``data`` as JSON (UTF-8 as is, with ``"rules"``), or
    ``text`` for people (:func:`for_player`)."""
    if as_json:
        print(json.dumps(with_rules(data), ensure_ascii=False))
    else:
        print(printable(for_player(text)))
