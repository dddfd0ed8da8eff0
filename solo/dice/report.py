"""Plain-data views of odds and rolls: the `--json` shapes of the CLI contract."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from solo.dice.base import Mechanic, Odds, Params, Roll


def fraction_text(p: Fraction) -> str:
    """ "p/q", or "0" / "1" for the whole numbers."""
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def odds_data(mech: Mechanic[Any], params: Params, odds: Odds) -> dict[str, Any]:
    rungs = odds.rungs
    return {
        "system": mech.name,
        "params": params.as_dict(),
        "odds": {k: fraction_text(p) for k, p in rungs.items()},
        "p": {k: float(p) for k, p in rungs.items()},
        "extras": {k: fraction_text(p) for k, p in odds.extras().items()},
    }


def roll_data(roll: Roll) -> dict[str, Any]:
    data: dict[str, Any] = {
        "system": roll.system,
        "params": roll.params.as_dict(),
        "dice": [d.as_dict() for d in roll.dice],
        "answer": roll.outcome.key,
        "extras": roll.outcome.extras(),
    }
    if roll.total is not None:
        data["total"] = roll.total
    if roll.unscaled != roll.outcome:
        data["unscaled"] = roll.unscaled.key
    if roll.notes:
        data["notes"] = list(roll.notes)
    return data
