"""A dice system given on the command line by name or as a mechanic file: the one way
every command that takes a system (`solo odds/roll/read --mechanic`, the lab's commands,
`solo new --system`) turns "fubar" or "my-dice.yaml" into a mechanic.

A file is read here (a regular file, bounded), parsed by :mod:`solo.tables.mechanic_file`
(imported only when a file is given, so `solo odds fubar` starts no slower) and made known
by its name (:func:`solo.dice.add_described`) for the rest of the run. A bad file is one
line naming file:line and the value, exit code 2.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solo.cli.errors import UsageError
from solo.dice import SYSTEMS, add_described, mechanic
from solo.dice.base import Mechanic
from solo.regular_files import read_regular

MAX_BYTES = 256 * 1024
"""The largest mechanic file read (a description is a page of YAML)."""
SUFFIXES = (".yaml", ".yml")


def system_or_file(word: str) -> Mechanic[Any]:
    """The built-in system named ``word``, or the mechanic the file ``word`` describes."""
    key = word.strip().lower()
    if key in SYSTEMS:
        return mechanic(key)
    if names_a_file(word):
        return mechanic_from_file(word)
    raise UsageError(
        f"unknown system {word!r}; expected one of {', '.join(SYSTEMS)} or a mechanic file (.yaml)"
    )


def names_a_file(word: str) -> bool:
    """Whether a system given as ``word`` is a mechanic file (``.yaml``, or a file there)."""
    return word.strip().lower().endswith(SUFFIXES) or Path(word).is_file()


def mechanic_from_file(path: str) -> Mechanic[Any]:
    """The mechanic the file at ``path`` describes, known by its name from now on."""
    return read_mechanic_file(path)[0]


def read_mechanic_file(path: str) -> tuple[Mechanic[Any], str]:
    """The mechanic the file at ``path`` describes, and the file's text (a campaign
    keeps it)."""
    data = read_regular(Path(path), MAX_BYTES)
    mech = mechanic_from_text(data, path)  # refuses a file that is not UTF-8, by line
    return mech, data.decode("utf-8-sig")


def mechanic_from_text(text: str | bytes, name: str) -> Mechanic[Any]:
    """The mechanic a file's text describes (``name`` names it in errors)."""
    from solo.tables.errors import ContentError
    from solo.tables.mechanic_file import load_mechanic

    try:
        mech = load_mechanic(text, name)
    except ContentError as exc:
        raise UsageError(str(exc)) from None
    add_described(mech)
    return mech


def option_values(pairs: list[str] | None, mech: Mechanic[Any]) -> dict[str, object]:
    """``--option K=V`` flags as the mechanic's options (its names only)."""
    known = [opt.name for opt in mech.options]
    out: dict[str, object] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not value.strip():
            raise UsageError(f"--option: {pair!r} is not NAME=VALUE")
        if key not in known:
            names = ", ".join(known) or "none"
            raise UsageError(f"--option: {mech.name} has no option {key!r} (its options: {names})")
        out[key] = value.strip()
    return out
