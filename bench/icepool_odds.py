"""The baseline for ``bench/odds.py``: the same odds worked out with icepool.

Each model is the way an icepool user would write the system (a keep-highest pool for
fubar's parity, a multiset evaluator walking the faces from the top for cancel-and-compare),
and gives the same distribution as ``solo.dice`` (checked by hand when written: fubar
by rung, cancel-and-compare by winner and count). Systems with
no model here (d6's wild die, frameworks) are reported as "no model" by the bench.

Needs icepool (``pip install -e '.[bench]'``); imported only by the bench's child processes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, cast

import icepool  # type: ignore[import-untyped]  # no stubs
from icepool import MultisetEvaluator, Order, UnsupportedOrder

from solo.dice import mechanic

State = tuple[str, int, bool] | None
"""Cancel-and-compare while walking down: None while tied, else (leader, count, bar found)."""


class CancelAndCompare(MultisetEvaluator):  # type: ignore[misc]  # icepool is untyped
    """Ties cancel from the top; the leader counts its dice above the other's best."""

    def __init__(self, cap: int | None) -> None:
        self.cap = cap

    def _capped(self, count: int) -> int:
        return count if self.cap is None else min(count, self.cap)

    def next_state(self, state: Hashable, order: Order, outcome: int, /, *counts: int) -> State:
        if order != Order.Descending:
            raise UnsupportedOrder()
        acting, against = counts
        if state is None:
            if acting == against:
                return None
            if acting > against:
                return ("acting", self._capped(acting - against), False)
            return ("against", self._capped(against - acting), False)
        side, count, found = cast(tuple[str, int, bool], state)
        if found:
            return (side, count, True)
        mine, theirs = (acting, against) if side == "acting" else (against, acting)
        if theirs:
            return (side, count, True)
        return (side, self._capped(count + mine), False)

    def final_outcome(
        self, final_state: Hashable, order: Order, outcomes: Sequence[int], /, *sizes: Any
    ) -> tuple[str, int]:
        if final_state is None:
            return ("cancelled", 0)
        side, count, _ = cast(tuple[str, int, bool], final_state)
        return (side, count)


def _cancel(system: str, options: dict[str, Any]) -> icepool.Die[Any]:
    mech: Any = mechanic(system)
    acting, against = mech.pools(mech.params(**options))
    die = icepool.Die(range(1, mech.sides + 1))
    result: icepool.Die[Any] = CancelAndCompare(mech.cap(mech.params(**options))).evaluate(
        die.pool(acting), die.pool(against)
    )
    return result


def _fubar(system: str, options: dict[str, Any]) -> icepool.Die[Any]:
    mech: Any = mechanic(system)
    params = mech.params(**options)
    even = icepool.d6.map(lambda face: 1 if face % 2 == 0 else 0)
    pool = even.pool(params.pool)
    kept = pool.highest(5) if params.net >= 0 else pool.lowest(5)
    result: icepool.Die[Any] = kept.sum()
    return result


MODELS: dict[str, Callable[[str, dict[str, Any]], icepool.Die[Any]]] = {
    "fubar": _fubar,
    "minifu": _cancel,
    "buckets": _cancel,
}


def model(system: str) -> Callable[[str, dict[str, Any]], icepool.Die[Any]] | None:
    """The icepool model of ``system``, or None where there is none."""
    return MODELS.get(system)
