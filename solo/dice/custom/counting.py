"""Exact counts for a described mechanic: integer weights over multisets, never samples.

A pool of ``n`` dice, each with ``F`` faces, has ``F**n`` equally likely rolls. Only the
multiset of the dice's *scores* matters to a kept total, so the counts go score value by
score value (best first when the highest dice are kept, worst first for the lowest):
the state is how many dice have been placed so far and the total kept so far, and once
the kept count is reached the dice still to place only multiply the ways. A pool that
keeps every die is a plain convolution. A margin is the convolution of two pools'
totals; cancel-and-compare reuses the cancel family's own counting
(:func:`solo.dice.cancel.reading.count_results`).

:func:`work` estimates the steps before any counting starts, so a description too big
to count in a few seconds is refused up front, never left running.
"""

from __future__ import annotations

from collections.abc import Mapping
from math import comb

from solo.dice.custom.spec import DieSpec, Score

WORK_LIMIT = 20_000_000
"""Counting steps allowed for one set of odds (about a few seconds at the most)."""

Weights = dict[int, int]
"""A number (a score, a total, a margin) → how many equally likely rolls give it."""


def score_weights(die: DieSpec, score: Score) -> Weights:
    """How many of the die's faces give each score."""
    out: Weights = {}
    for face in die.faces:
        value = score.of(face)
        out[value] = out.get(value, 0) + 1
    return out


def kept_totals(weights: Mapping[int, int], dice: int, keep: int | None, highest: bool) -> Weights:
    """Ways each kept total comes up when ``dice`` dice with score ``weights`` are rolled
    and the ``keep`` highest (``highest``) or lowest are summed (``keep`` None: all)."""
    if keep is None or keep >= dice:
        return _all_kept(weights, dice)
    order = sorted(weights, reverse=highest)
    later = sum(weights.values())  # faces of the scores not yet visited
    placing: dict[tuple[int, int], int] = {(0, 0): 1}  # (dice placed, kept total) → ways
    done: Weights = {}
    for value in order:
        later -= weights[value]
        placing = _place(value, weights[value], later, placing, (dice, keep), done)
    return done


def _place(
    value: int,
    faces: int,
    later: int,
    placing: dict[tuple[int, int], int],
    dice_keep: tuple[int, int],
    done: Weights,
) -> dict[tuple[int, int], int]:
    """Some of the dice not yet placed show ``value`` (``faces`` faces score it). A state
    that has kept all it keeps is finished at once into ``done``: its other dice show any
    of the ``later`` faces below; the states still keeping are returned."""
    dice, keep = dice_keep
    following: dict[tuple[int, int], int] = {}
    for (placed, total), ways in placing.items():
        left = dice - placed
        for count in range(left + 1):
            more = ways * comb(left, count) * faces**count
            new_total = total + value * min(count, keep - placed)
            if placed + count < keep:
                key = (placed + count, new_total)
                following[key] = following.get(key, 0) + more
                continue
            rest = later ** (left - count)
            if rest:
                done[new_total] = done.get(new_total, 0) + more * rest
    return following


def _all_kept(weights: Mapping[int, int], dice: int) -> Weights:
    out: Weights = {0: 1}
    for _ in range(dice):
        step: Weights = {}
        for total, ways in out.items():
            for value, here in weights.items():
                step[total + value] = step.get(total + value, 0) + ways * here
        out = step
    return out


def margins(acting: Mapping[int, int], against: Mapping[int, int]) -> Weights:
    """Ways each ``acting total - against total`` comes up."""
    out: Weights = {}
    for mine, ways in acting.items():
        for theirs, other in against.items():
            key = mine - theirs
            out[key] = out.get(key, 0) + ways * other
    return out


# --- the estimate ---------------------------------------------------------------------


def pool_work(weights: Mapping[int, int], dice: int, keep: int | None) -> int:
    """Steps :func:`kept_totals` takes: scores x dice placed x totals x counts."""
    values = len(weights)
    span = max(weights) - min(weights) + 1
    if keep is None or keep >= dice:
        return dice * (dice * span + 1) * values
    return values * keep * (keep * span + 1) * (dice + 1)


def totals_size(weights: Mapping[int, int], dice: int, keep: int | None) -> int:
    """How many different totals a pool can have (at most)."""
    kept = dice if keep is None else min(keep, dice)
    return kept * (max(weights) - min(weights)) + 1


def cancel_work(sides: int, acting: int, against: int, cap: int) -> int:
    """Steps the cancel-and-compare count takes, roughly: faces x tied states x wins."""
    return sides * (min(acting, against) + 1) * sides * (max(acting, against) + 1) * cap


def too_much(steps: int, what: str) -> str | None:
    """A one-line refusal when ``steps`` is over :data:`WORK_LIMIT`, else None."""
    if steps <= WORK_LIMIT:
        return None
    return (
        f"{what} would take about {steps:,} counting steps (the limit is {WORK_LIMIT:,}, "
        "a few seconds): use fewer dice, fewer faces or a smaller keep"
    )
