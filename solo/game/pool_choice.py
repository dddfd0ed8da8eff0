"""One row of the pool builder (:class:`PoolChoice`) and the small helpers its rows share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
_RULE = re.compile(r"R-[A-Z]+-\d+")


@dataclass(frozen=True)
class PoolChoice:
    """One row of the pool builder: what it is, what it does, the rule, and whether it is on.

    ``key`` names it for :func:`solo.game.pool_request.toggle`: ``help:NAME``,
    ``hinder:NAME``, ``condition:NAME``, ``detail:NAME``, ``apt``, ``unfamiliar``,
    ``against``, ``opposition``, ``high``, ``risky``, ``combat``, ``bonus``, ``penalty``,
    ``scale``, ``likelihood:VALUE``; for gear and allies (:mod:`solo.game.pool_gear_rows`)
    ``foe_weapon``, ``foe_armour``, ``evasion``, ``cramped``, ``activity``, ``allies``,
    ``aide:ASSET`` and ``asset:ASSET: DESCRIPTOR``.
    """

    key: str
    group: str
    label: str
    effect: str
    rule: str
    on: bool


def next_in(cycle: tuple[T, ...], value: T) -> T:
    """The value after ``value`` in ``cycle`` (the first when ``value`` is not in it)."""
    i = cycle.index(value) if value in cycle else 0
    return cycle[(i + 1) % len(cycle)]


def rule_in(why: str, default: str) -> str:
    """The first rule ID a reason names, else ``default``."""
    found = _RULE.search(why)
    return found.group(0) if found else default


def dice_text(dice: int) -> str:
    """``+1D``, ``-1D``, or ``even`` for no die either way."""
    return f"{dice:+d}D" if dice else "even"
