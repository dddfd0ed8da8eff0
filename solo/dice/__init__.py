"""The dice engine: seven mechanics on one six-rung ladder, with exact odds.

Pure: no I/O, no ``textual``. The Python API mirrors the CLI::

    from solo.dice import odds, read, roll
    odds("minifu", power=10, challenge=10)          # {"no_and": Fraction(...), ...}
    read("fubar", dice=[1, 2, 3, 4, 4, 6], bonus=1)  # same data as `solo read --json`
    roll("fudge", random.Random(7), skill="good")    # same data as `solo roll --json`

What lives here: the ladder (:mod:`.ladder`), the generic :class:`Mechanic` and its values
(:mod:`.base`, :mod:`.rolls`, :mod:`.exact`), the JSON and text views (:mod:`.report`,
:mod:`.die_look`), and one module or subpackage per mechanic family (:mod:`.fubar`,
:mod:`.fu`, :mod:`.cancel`, :mod:`.fudge`, :mod:`.d6`, :mod:`.frameworks`). This module is
the registry of systems by name (the seven built in, and any described in a file that
:func:`add_described` made known, :mod:`.custom`).

May import: the standard library only; nothing else of solo's (it is the floor every
other layer stands on).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from solo.dice.base import Mechanic
from solo.dice.exact import Odds
from solo.dice.ladder import Answer, Outcome
from solo.dice.report import roll_data
from solo.dice.rolls import Faces, Roll
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.dice.cancel.buckets import Buckets
    from solo.dice.cancel.minifu import MiniFu
    from solo.dice.d6.mechanic import D6
    from solo.dice.frameworks.mechanic import Frameworks
    from solo.dice.fu import Fu
    from solo.dice.fubar import Fubar
    from solo.dice.fudge.mechanic import Fudge

# The one lazy import of the dice engine, kept for start-up time: `solo odds fu` builds the
# parser for one system only, and loading all seven mechanics would add about a third to
# its start. Each maker is a plain import (grep, mypy and import-linter see it), run once.


def _fubar() -> Fubar:
    from solo.dice.fubar import Fubar

    return Fubar()


def _buckets() -> Buckets:
    from solo.dice.cancel.buckets import Buckets

    return Buckets()


def _minifu() -> MiniFu:
    from solo.dice.cancel.minifu import MiniFu

    return MiniFu()


def _fudge() -> Fudge:
    from solo.dice.fudge.mechanic import Fudge

    return Fudge()


def _d6() -> D6:
    return d6_mechanic()


def _frameworks() -> Frameworks:
    from solo.dice.frameworks.mechanic import Frameworks

    return Frameworks()


def _fu() -> Fu:
    from solo.dice.fu import Fu

    return Fu()


_MAKERS: dict[str, Callable[[], Mechanic[Any]]] = {
    "fubar": _fubar,
    "buckets": _buckets,
    "minifu": _minifu,
    "fudge": _fudge,
    "d6": _d6,
    "frameworks": _frameworks,
    "fu": _fu,
}

SYSTEMS: tuple[str, ...] = tuple(_MAKERS)
"""The system names, in the order the CLI and the screens list them."""


_DESCRIBED: dict[str, Mechanic[Any]] = {}
"""Mechanics described in files (:mod:`solo.dice.custom`), known by name for this run."""


def add_described(mech: Mechanic[Any]) -> None:
    """Know ``mech`` (a described mechanic) by its name from now on, so everything that
    looks a system up by name — the lab, a campaign — takes it. A later one of the same
    name replaces it; a built-in system's name is refused."""
    if mech.name in _MAKERS:
        raise ValueError(f"{mech.name!r} is a built-in system's name")
    _DESCRIBED[mech.name] = mech


def known_systems() -> tuple[str, ...]:
    """The seven built-in systems, then the described ones made known this run."""
    return SYSTEMS + tuple(_DESCRIBED)


def mechanic(system: str) -> Mechanic[Any]:
    """The mechanic registered as ``system``; ValueError naming the choices otherwise."""
    key = system.strip().lower()
    if key in _DESCRIBED:
        return _DESCRIBED[key]
    if key not in _MAKERS:
        raise ValueError(f"unknown system {system!r}; expected one of {', '.join(SYSTEMS)}")
    return _loaded(key)


@functools.cache
def _loaded(key: str) -> Mechanic[Any]:
    return _MAKERS[key]()


@functools.cache
def d6_mechanic() -> D6:
    """The d6 System's mechanic as its own type, for its extra rules (Character Points
    spent after the roll, R-D6-5) that the generic :class:`Mechanic` does not have."""
    from solo.dice.d6.mechanic import D6

    return D6()


def odds(system: str, **options: object) -> dict[str, Fraction]:
    """Exact probability of each rung (and ``impasse`` for buckets), summing to 1."""
    mech = mechanic(system)
    return mech.odds(mech.params(**options)).rungs


def read(
    system: str,
    dice: Sequence[int] = (),
    against: Sequence[int] = (),
    wild: Sequence[int] = (),
    against_wild: Sequence[int] = (),
    cp_dice: Sequence[Sequence[int]] = (),
    ally: Sequence[Sequence[int]] = (),
    **options: object,
) -> PlainDict:
    """Read faces rolled on a real table; returns the `solo read --json` object."""
    mech = mechanic(system)
    faces = Faces(
        dice=tuple(dice),
        against=tuple(against),
        wild=tuple(wild),
        against_wild=tuple(against_wild),
        cp=tuple(tuple(c) for c in cp_dice),
        allies=tuple(tuple(a) for a in ally),
    )
    return roll_data(mech.read(mech.params(**mech.fit_to_faces(options, faces)), faces))


def roll(system: str, rng: random.Random, **options: object) -> PlainDict:
    """Roll with an injected RNG; returns the `solo roll --json` object."""
    mech = mechanic(system)
    return roll_data(mech.roll(mech.params(**options), rng))


__all__ = [
    "SYSTEMS",
    "Answer",
    "Faces",
    "Mechanic",
    "Odds",
    "Outcome",
    "Roll",
    "add_described",
    "d6_mechanic",
    "known_systems",
    "mechanic",
    "odds",
    "read",
    "roll",
]
