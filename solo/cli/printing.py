"""Printing for every command: text for people (control characters from content or a
save shown escaped, see :mod:`solo.printable`) or JSON for scripts.

The standard library and :mod:`solo.printable` only: every command imports this.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from solo.printable import printable


def say(text: object, *, file: TextIO | None = None) -> None:
    """print() for people: control characters are shown escaped."""
    print(printable(str(text)), file=file)


def warn(text: str) -> None:
    """One line on stderr, escaped like :func:`say`."""
    say(text, file=sys.stderr)


def print_json(data: object) -> None:
    """``data`` as one line of JSON (non-ASCII escaped)."""
    print(json.dumps(data))


def emit(as_json: bool, data: object, text: str) -> None:
    """A campaign command's answer: ``data`` as JSON (UTF-8 as is), or ``text`` for people."""
    print(json.dumps(data, ensure_ascii=False) if as_json else printable(text))
