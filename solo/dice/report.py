"""Plain-data views of odds and rolls: the `--json` shapes of the CLI contract."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from solo.dice.base import Mechanic, P, Params
from solo.dice.exact import Odds
from solo.dice.rolls import Roll
from solo.vocabulary import PlainDict

RUNG_ORDER = ("yes_and", "yes", "yes_but", "no_but", "no", "no_and", "impasse")
"""The one order every view lists the rungs in: best for the hero first."""

RUNG_SHORT = {
    "yes_and": "Yes-and",
    "yes": "Yes",
    "yes_but": "Yes-but",
    "no_but": "No-but",
    "no": "No",
    "no_and": "No-and",
    "impasse": "Impasse",
}
"""Each rung's short name, for one-line views (the odds line, the odds bar, its legend)."""

SHORT_DIGITS = 12
"""A fraction longer than this many characters is shortened in human output."""


def counted(n: int, word: str, plural: str = "") -> str:
    """``n`` and the word, singular for one: "1 face", "2 faces", "1 die", "3 dice"."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def in_order(rungs: Mapping[str, Fraction]) -> list[tuple[str, Fraction]]:
    """The rungs in :data:`RUNG_ORDER`; every ladder rung is there (0 when impossible)."""
    out = [(k, rungs.get(k, Fraction(0))) for k in RUNG_ORDER if k != "impasse"]
    if rungs.get("impasse"):
        out.append(("impasse", rungs["impasse"]))
    return out


def short_fraction(p: Fraction) -> str:
    """:func:`fraction_text`, or for people a shortened ``≈0.22248`` when it is huge."""
    text = fraction_text(p)
    return text if len(text) <= SHORT_DIGITS else f"≈{float(p):.5f}"


def fraction_text(p: Fraction) -> str:
    """ "p/q", or "0" / "1" for the whole numbers."""
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def odds_data(mech: Mechanic[P], params: Params, odds: Odds) -> PlainDict:
    rungs = odds.rungs
    return {
        "system": mech.name,
        "params": params.as_dict(),
        "odds": {k: fraction_text(p) for k, p in rungs.items()},
        "p": {k: float(p) for k, p in rungs.items()},
        "extras": {k: fraction_text(p) for k, p in odds.extras().items()},
    }


def roll_data(roll: Roll) -> PlainDict:
    data: PlainDict = {
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
