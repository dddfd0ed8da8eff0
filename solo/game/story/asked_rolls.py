"""The rolls a journal asked, each with its exact odds before the dice landed.

An ``ask`` record's patch puts the waiting roll in place, with the mechanic's params: the
odds are recomputed from them through the dice package's exact odds (never a sample).
Rerolls are left out: a reroll keeps some dice, so its odds are not the question's. The
dice check (:mod:`.dice_check`) and a session's luck (:mod:`.luck`) both read them here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction

from msgspec import Struct

from solo.dice import mechanic
from solo.game.story.journal import Record


class AskedRoll(Struct, frozen=True):
    """One ask's dice: its exact odds per answer (rung key, or ``impasse``) before they
    landed, the answer they gave, its session, and whether they were typed in by hand."""

    odds: Mapping[str, Fraction]
    answer: str
    session: int | None = None
    by_hand: bool = False


def asked_rolls(records: Iterable[Record], system: str) -> tuple[AskedRoll, ...]:
    """The rolls of live ``records`` (``Game.history().entries``) asked in ``system``; an
    ask whose record holds no readable waiting roll (hand-edited, damaged) is left out
    rather than guessed."""
    mech = mechanic(system)
    rolls = []
    for record in records:
        answer = record.get("answer")
        if record.get("action") != "ask" or not isinstance(answer, str):
            continue
        params = _asked_params(record)
        if params is None:
            continue
        try:
            odds = mech.odds(mech.params(**params))
        except (TypeError, ValueError):
            continue
        args = record.get("args")
        session = record.get("session")
        rolls.append(
            AskedRoll(
                odds.rungs,
                answer,
                session if isinstance(session, int) else None,
                isinstance(args, dict) and bool(args.get("dice")),
            )
        )
    return tuple(rolls)


def _asked_params(record: Record) -> dict[str, object] | None:
    """The params of the roll an ask left waiting (its patch sets ``pending``)."""
    ops = record.get("patch")
    for op in ops if isinstance(ops, list) else ():
        if isinstance(op, dict) and op.get("p") == ["pending"] and isinstance(op.get("n"), dict):
            params = op["n"].get("params")
            if isinstance(params, dict) and all(isinstance(k, str) for k in params):
                return dict(params)
            return None
    return None
