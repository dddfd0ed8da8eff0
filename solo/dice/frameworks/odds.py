"""Exact odds of a Frameworks check, counted over face-count compositions.

A pool of n d6 is described by how many dice show each face: (c1, …, c6) with
c1 + … + c6 = n, which happens in n! / (c1! … c6!) of the 6^n ordered rolls. There are
only C(n + 5, 5) such vectors (2002 for 9 dice, against 10 million rolls), and every rule
of the check reads counts, not positions — so the odds are a sum over compositions.

Cooperation and contests combine several pools. The acting roll and then each ally are
folded into a dictionary of states ``(pooled summary, failed rolls, momentum from 6s)``;
the summary (see ``pool``) keeps only what can still change the answer, so
equal-answer states merge and the dictionary stays small. A contest multiplies the
acting side's result distribution by the opponent's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache, partial
from math import factorial

from solo.dice.frameworks.params import FrameworksParams
from solo.dice.frameworks.pool import Failures, PoolSqueeze, Successes, Summary, failure_dice
from solo.dice.frameworks.result import (
    CheckResult,
    Counts,
    as_counts,
    best_result,
    check_answer,
    contest_answer,
    drop_highest,
    has_success,
)
from solo.dice.ladder import Answer, Outcome

Share = tuple[Successes, Failures, int]  # what an ally's roll adds: successes, failures, failed
State = tuple[Summary, int, int]  # pooled summary, failed rolls, momentum from 6s


def _vectors(n: int, faces: int) -> Iterator[tuple[int, ...]]:
    if faces == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _vectors(n - first, faces - 1):
            yield (first, *rest)


@lru_cache(maxsize=64)
def compositions(n: int) -> tuple[tuple[Counts, int], ...]:
    """Every face-count vector of ``n`` d6 with its number of ordered rolls (sums to 6^n)."""
    top = factorial(n)
    out: list[tuple[Counts, int]] = []
    for vec in _vectors(n, 6):
        weight = top
        for c in vec:
            weight //= factorial(c)
        out.append((as_counts(vec), weight))
    return tuple(out)


def result_weights(n: int) -> dict[CheckResult, int]:
    """How many of the 6^n rolls of ``n`` dice give each result (an opponent's roll)."""
    out: dict[CheckResult, int] = {}
    for counts, w in compositions(n):
        r = best_result(counts)
        out[r] = out.get(r, 0) + w
    return out


def _acting_states(params: FrameworksParams, squeeze: PoolSqueeze) -> tuple[dict[State, int], int]:
    """Fold the acting roll into states; also the weight of "no dice left" (→ no)."""
    states: dict[State, int] = {}
    empty = 0
    cooperating = bool(params.ally_dice)
    for counts, w in compositions(params.acting_dice):
        final = drop_highest(counts, params.venture)
        if not any(final):
            empty += w
            continue
        failed = 1 if cooperating and not has_success(final) else 0
        key = (squeeze.summary(final), failed, final[5] // 3)
        states[key] = states.get(key, 0) + w
    return states, empty


def _add_ally(
    states: dict[State, int], dice: int, primary: bool, squeeze: PoolSqueeze
) -> dict[State, int]:
    """Fold one ally's roll into every state (R-FW-6).

    The ally's rolls are grouped by what can reach the pool: everything (a pool with at
    most ``R`` success dice still needs failure dice), only success counts (a bigger
    pool), or — primary-roller mode — only the faces the primary shows.
    """
    shares = _AllyShares(dice, primary, squeeze)
    out: dict[State, int] = {}
    for (pool, failed, six_momentum), w in states.items():
        for (succ, fails, ally_failed), aw in shares.joining(pool).items():
            key = (squeeze.merge(pool, succ, fails), failed + ally_failed, six_momentum)
            out[key] = out.get(key, 0) + w * aw
    return out


class _AllyShares:
    """One ally's rolls, grouped by what of them can reach a pool; each grouping counted
    once and kept."""

    def __init__(self, dice: int, primary: bool, squeeze: PoolSqueeze) -> None:
        self.rolls = [
            (counts, w, 0 if has_success(counts) else 1) for counts, w in compositions(dice)
        ]
        self.primary = primary
        self.squeeze = squeeze
        self.shares: dict[object, dict[Share, int]] = {}

    def joining(self, pool: Summary) -> dict[Share, int]:
        """The ally's rolls as they join ``pool``: seen through the primary's faces, by
        success counts alone (a pool past ``R`` success dice), or whole."""
        squeeze = self.squeeze
        if self.primary:
            shown = (tuple(c > 0 for c in pool[0]), frozenset(pool[1]))
            return self._share(shown, partial(squeeze.primary_share, pool))
        if sum(pool[0]) > squeeze.removals:
            return self._share("successes", lambda counts: (squeeze.summary(counts)[0], ()))
        return self._share("all", squeeze.summary)

    def _share(
        self, view: object, split: Callable[[Counts], tuple[Successes, Failures]]
    ) -> dict[Share, int]:
        if view not in self.shares:
            grouped: dict[Share, int] = {}
            for counts, w, failed in self.rolls:
                key = (*split(counts), failed)
                grouped[key] = grouped.get(key, 0) + w
            self.shares[view] = grouped
        return self.shares[view]


def frameworks_distribution(params: FrameworksParams) -> dict[Outcome, Fraction]:
    """Exact unscaled distribution of outcomes (with momentum) for a Frameworks check."""
    if params.no_roll:
        return {Outcome(Answer.NO): Fraction(1)}
    allies = params.ally_dice
    removals = 1 + len(allies) if allies else 0
    squeeze = PoolSqueeze(removals, params.against_score + 2 if params.contest else 2)

    states, empty = _acting_states(params, squeeze)
    for dice in allies:
        states = _add_ally(states, dice, params.primary, squeeze)

    results: dict[tuple[CheckResult, int], int] = {}
    for (pool, failed, six_momentum), w in states.items():
        key = (squeeze.result(pool, failed), six_momentum)
        results[key] = results.get(key, 0) + w

    other_rolls = 6 ** (sum(allies) + params.against_score)
    weights = {Outcome(Answer.NO): empty * other_rolls} if empty else {}
    for outcome, w in _answer_weights(params, results).items():
        weights[outcome] = weights.get(outcome, 0) + w
    total = 6**params.acting_dice * other_rolls
    return {o: Fraction(w, total) for o, w in weights.items() if w}


def _answer_weights(
    params: FrameworksParams, results: dict[tuple[CheckResult, int], int]
) -> dict[Outcome, int]:
    """Each check result (with its momentum) read as an answer: alone, or against every
    result the opponent can roll (R-FW-3); a venture adds momentum to a yes (R-FW-4)."""
    weights: dict[Outcome, int] = {}
    opponent = result_weights(params.against_score) if params.contest else None
    for (mine, six_momentum), w in results.items():
        if opponent is None:
            pairs = [(check_answer(mine), w)]
        else:
            pairs = [
                (contest_answer(mine, theirs, params.reflex, params.against_reflex), w * ow)
                for theirs, ow in opponent.items()
            ]
        for answer, pw in pairs:
            extra = params.venture if answer.is_yes else 0
            outcome = Outcome(answer, momentum=six_momentum + extra)
            weights[outcome] = weights.get(outcome, 0) + pw
    return weights


__all__ = ["compositions", "failure_dice", "frameworks_distribution", "result_weights"]
