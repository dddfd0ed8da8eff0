"""The rules of FUBAR as plain Python: characters, the Resolve economy, conflicts, gear and Conditions.

Pure: no I/O, no ``textual``, no clock.

Resolve economy and conflicts::

    from solo.rules import economy, Conflict, Opposition, resolve_conflict, settle
    resolve = economy("resolve")                # or "doom", "split", "consequences"
    state = resolve.new()
    outcome = resolve_conflict(Conflict("high", Opposition.preset("lieutenant")), "no")
    result = settle(resolve, state, outcome)    # Result(state, changes) or Refusal(reason)
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the real names for type checkers; at run time __getattr__ loads them
    from solo.rules.conflicts import (
        Conflict,
        ConflictOutcome,
        Opposition,
        Stakes,
        concede,
        resolve_conflict,
        settle,
    )
    from solo.rules.economy import Change, Economy, Event, Refusal, Result, Track, economy
    from solo.rules.participants import resolve_duel, resolve_group
    from solo.rules.pool import Pool, PoolRequest, assemble
    from solo.rules.pool_items import PoolItem

_LAZY = {
    **dict.fromkeys(
        (
            "Conflict",
            "ConflictOutcome",
            "Opposition",
            "Stakes",
            "concede",
            "resolve_conflict",
            "settle",
        ),
        "solo.rules.conflicts",
    ),
    **dict.fromkeys(
        ("Change", "Economy", "Event", "Refusal", "Result", "Track", "economy"),
        "solo.rules.economy",
    ),
    **dict.fromkeys(("resolve_duel", "resolve_group"), "solo.rules.participants"),
    **dict.fromkeys(("Pool", "PoolItem", "PoolRequest", "assemble"), "solo.rules.pool"),
}


def __getattr__(name: str) -> Any:
    """Load each part of the rules on first use: importing one module stays cheap."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'solo.rules' has no attribute {name!r}")


__all__ = [
    "Change",
    "Conflict",
    "ConflictOutcome",
    "Economy",
    "Event",
    "Opposition",
    "Pool",
    "PoolItem",
    "PoolRequest",
    "Refusal",
    "Result",
    "Stakes",
    "Track",
    "assemble",
    "concede",
    "economy",
    "resolve_conflict",
    "resolve_duel",
    "resolve_group",
    "settle",
]
