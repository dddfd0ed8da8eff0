"""The rules of FUBAR as plain Python: characters, the Resolve economy, conflicts, gear and Conditions.

Pure: no I/O, no ``textual``, no clock.

Resolve economy and conflicts::

    from solo.rules import economy, Conflict, Opposition, resolve_conflict, settle
    resolve = economy("resolve")                # or "doom", "split", "consequences"
    state = resolve.new()
    outcome = resolve_conflict(Conflict("high", Opposition.preset("lieutenant")), "no")
    result = settle(resolve, state, outcome)    # Result(state, changes) or Refusal(reason)
"""

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
from solo.rules.pool import Pool, PoolItem, PoolRequest, assemble  # noqa: F401  (characters: see characters.py)

__all__ = [
    "Change", "Conflict", "ConflictOutcome", "Economy", "Event", "Opposition", "Refusal",
    "Result", "Stakes", "Track", "concede", "economy", "resolve_conflict", "resolve_duel",
    "resolve_group", "settle",
]
