"""Brute-force enumeration: the reference the exact odds engines are checked against."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from fractions import Fraction

from solo.dice.base import Mechanic, Params
from solo.dice.exact import scale_distribution
from solo.dice.ladder import Outcome
from solo.dice.rolls import Faces


def enumerate_outcomes(
    mech: Mechanic, params: Params, faces: Iterable[tuple[Faces, Fraction]]
) -> dict[Outcome, Fraction]:
    """Resolve every weighted Faces and add up outcome probabilities (scale applied)."""
    dist: dict[Outcome, Fraction] = {}
    for f, weight in faces:
        outcome = mech.resolve(params, f).outcome
        dist[outcome] = dist.get(outcome, Fraction(0)) + weight
    return scale_distribution(dist, params.scale)


def all_faces(sides: Sequence[int], n_dice: int, n_against: int = 0):
    """Every equally likely (dice, against) pair for plain dice with the given faces."""
    total = Fraction(1, len(sides) ** (n_dice + n_against))
    for dice in itertools.product(sides, repeat=n_dice):
        for against in itertools.product(sides, repeat=n_against):
            yield Faces(dice=dice, against=against), total


def nonzero(dist):
    return {k: v for k, v in dist.items() if v}
