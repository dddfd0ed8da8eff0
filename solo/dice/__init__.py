"""The dice engine: seven mechanics on one six-rung ladder, with exact odds.

Pure: no I/O, no ``textual``. The Python API mirrors the CLI::

    from solo.dice import odds, read, roll
    odds("minifu", power=10, challenge=10)          # {"no_and": Fraction(...), ...}
    read("fubar", dice=[1, 2, 3, 4, 4, 6], bonus=1)  # same data as `solo read --json`
    roll("fudge", random.Random(7), skill="good")    # same data as `solo roll --json`
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from solo.dice.base import Faces, Mechanic, Odds, Roll
from solo.dice.ladder import Answer, Outcome

if TYPE_CHECKING:
    from solo.dice.d6.mechanic import D6

SYSTEMS: dict[str, str] = {
    "fubar": "solo.dice.fubar:Fubar",
    "buckets": "solo.dice.cancel.buckets:Buckets",
    "minifu": "solo.dice.cancel.minifu:MiniFu",
    "fudge": "solo.dice.fudge.mechanic:Fudge",
    "d6": "solo.dice.d6.mechanic:D6",
    "frameworks": "solo.dice.frameworks.mechanic:Frameworks",
    "fu": "solo.dice.fu:Fu",
}
"""Registry: system name -> "module:Class". Modules load on first use."""

_LOADED: dict[str, Mechanic[Any]] = {}


def mechanic(system: str) -> Mechanic[Any]:
    """The mechanic registered as ``system``; ValueError naming the choices otherwise."""
    key = system.strip().lower()
    if key not in SYSTEMS:
        raise ValueError(f"unknown system {system!r}; expected one of {', '.join(SYSTEMS)}")
    if key not in _LOADED:
        module_name, cls_name = SYSTEMS[key].split(":")
        _LOADED[key] = getattr(importlib.import_module(module_name), cls_name)()
    return _LOADED[key]


def d6_mechanic() -> D6:
    """The d6 System's mechanic as its own type, for its extra rules (Character Points
    spent after the roll, R-D6-5) that the generic :class:`Mechanic` does not have."""
    from solo.dice.d6.mechanic import D6

    mech = mechanic("d6")
    assert isinstance(mech, D6)
    return mech


def odds(system: str, **options: Any) -> dict[str, Fraction]:
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
    **options: Any,
) -> dict[str, Any]:
    """Read faces rolled on a real table; returns the `solo read --json` object."""
    from solo.dice.report import roll_data

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


def roll(system: str, rng: random.Random, **options: Any) -> dict[str, Any]:
    """Roll with an injected RNG; returns the `solo roll --json` object."""
    from solo.dice.report import roll_data

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
    "d6_mechanic",
    "mechanic",
    "odds",
    "read",
    "roll",
]
