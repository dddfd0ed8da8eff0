"""A pooled group roll, squeezed to what can still change the answer (exact odds helper).

Cooperation (R-FW-6) pools every roll of the group and then removes the best die of the
result once per failed roll. Think of a face shown on ``c`` dice as the items
``(c, f), (c - 1, f), …, (1, f)`` for a success face and as ``c`` items ``(0, f)`` for a
failure face: taking "the best die of the result" out pops the largest item, so after
``r`` removals the result is the ``(r + 1)``-th largest item. With at most ``R`` removals
(one per roll in the group) and set sizes that only matter up to ``T`` (2 for a plain
check; the opponent's dice + 2 in a contest), a group is summarised exactly by

* success counts (4, 5, 6) capped at ``R + T`` — a bigger count wins "and" anyway;
* the ``R + 1 - S`` highest failure dice, ``S`` being the success dice pooled — only
  those can be reached once every success die is gone.

States with the same summary give the same answer, so the odds engine merges them.
"""

from __future__ import annotations

from solo.dice.frameworks.result import (
    CheckResult,
    Counts,
    as_counts,
    best_result,
    remove_from_result,
)

Successes = tuple[int, int, int]  # dice showing 4, 5, 6
Failures = tuple[int, ...]  # failure faces, highest first, truncated
Summary = tuple[Successes, Failures]


def failure_dice(counts: Counts) -> Failures:
    """The failure faces of a roll, highest first: (3, 3, 1) …"""
    return (3,) * counts[2] + (2,) * counts[1] + (1,) * counts[0]


class PoolSqueeze:
    """Builds, merges and reads :data:`Summary` values for ``removals`` and ``top``."""

    def __init__(self, removals: int, top: int) -> None:
        self.removals = removals
        self.top = top
        self.cap = removals + top

    def _kept_failures(self, successes: int) -> int:
        return max(self.removals + 1 - successes, 0)

    def summary(self, counts: Counts) -> Summary:
        """A single roll's summary."""
        succ = (min(counts[3], self.cap), min(counts[4], self.cap), min(counts[5], self.cap))
        keep = self._kept_failures(counts[3] + counts[4] + counts[5])
        return succ, failure_dice(counts)[:keep]

    def merge(self, pool: Summary, succ: Successes, fails: Failures) -> Summary:
        """Add another roll's success counts and failure dice to a pooled summary."""
        (a4, a5, a6), pooled_fails = pool
        cap = self.cap
        merged = (min(a4 + succ[0], cap), min(a5 + succ[1], cap), min(a6 + succ[2], cap))
        keep = self.removals + 1 - merged[0] - merged[1] - merged[2]
        if keep <= 0:
            return merged, ()
        if not fails:
            return merged, pooled_fails[:keep]
        return merged, tuple(sorted(pooled_fails + fails, reverse=True)[:keep])

    @staticmethod
    def primary_share(pool: Summary, counts: Counts) -> tuple[Successes, Failures]:
        """Primary-roller mode: only a supporter's dice matching a face of the pooled
        (primary) summary join it. Failure faces cut from the summary cannot matter."""
        (c4, c5, c6), fails = pool
        succ = (counts[3] if c4 else 0, counts[4] if c5 else 0, counts[5] if c6 else 0)
        return succ, tuple(f for f in failure_dice(counts) if f in fails)

    def result(self, pool: Summary, failed: int) -> CheckResult:
        """The group's result after ``failed`` removals; set size clipped at ``top``."""
        succ, fails = pool
        counts = (fails.count(1), fails.count(2), fails.count(3), *succ)
        left, _ = remove_from_result(as_counts(counts), failed)
        res = best_result(left)
        return CheckResult(self.top, res.best) if res.set_size > self.top else res
