"""What every lab printout is drawn with: bars, percentages, exact fractions kept short,
the one-line situation it opens with, a distribution as bars, and a conflict's length as
a table (P(ends after N exchanges), P(over within N)) with bars."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from solo.dice.report import fraction_text

if TYPE_CHECKING:
    from solo.lab.length import ConflictLength
    from solo.lab.setup import Setup

BAR_WIDTH = 40
EIGHTHS = " ▏▎▍▌▋▊▉"
EXACT_MAX = 40
"""Exact fractions longer than this are left to --json in the text output."""

HERO_TRACK = {
    "resolve": "Resolve",
    "doom": "losses before out",
    "split": "Life",
}
"""What the hero's starting value is called in each variant (consequences: see below)."""


def bar(p: Fraction | float, width: int = BAR_WIDTH) -> str:
    eighths = round(float(p) * width * 8)
    return "█" * (eighths // 8) + (EIGHTHS[eighths % 8] if eighths % 8 else "")


def pct(p: Fraction | float) -> str:
    return f"{float(p):7.2%}"


def exact(p: Fraction) -> str:
    text = fraction_text(p)
    return text if len(text) <= EXACT_MAX else "(exact with --json)"


def situation(setup: Setup, unknown: str = "") -> str:
    """One line: the system and its options, the hero, the opposition (``unknown``
    names the value a `need` is looking for, shown as ?)."""
    params = ", ".join(
        f"{k} {v}"
        for k, v in setup.params.as_dict().items()
        if v not in (0, None, "", False) and k != "opposition"
    )
    if unknown == "bonus":
        params = (params + ", " if params else "") + "bonus +?"
    strength = setup.params.opposition
    pool = "?" if unknown == "pool" else setup.pool
    opp = f"{setup.slots} slots" if setup.slots else f"pool {pool}"
    head = (
        f"{setup.system}{' (' + params + ')' if params else ''}: hero {_hero(setup, unknown)} "
        f"vs {strength} opposition, {opp}"
    )
    extras = [
        f"soak {setup.soak}" if setup.soak else "",
        f"{setup.variant} variant" if setup.variant != "resolve" else "",
        "yes_and costs 2" if setup.yes_and_costs_two else "",
        "lasting Conditions" if setup.conditions else "",
    ]
    more = ", ".join(e for e in extras if e)
    return head + (f"; {more}" if more else "")


def _hero(setup: Setup, unknown: str) -> str:
    """The hero's track and where it starts (? when a `need` looks for the Resolve)."""
    if setup.variant == "consequences":
        track, start = f"no Consequences ({setup.mode})", ""
    else:
        track, start = HERO_TRACK[setup.variant], f" {setup.resolve}"
    if unknown == "resolve":
        start = " ?"
    return track + start


def distribution(title: str, dist: Mapping[int, Fraction], label: str = "") -> list[str]:
    lines = [title]
    for key, p in dist.items():
        lines.append(f"  {label}{key:>3} {pct(p)}  {bar(p)}")
    return lines


def length_title(length: ConflictLength) -> str:
    """``exchanges (expected 2.94; half are over within 3, nine in ten within 4)``."""
    half, most = length.within(Fraction(1, 2)), length.within(Fraction(9, 10))
    return (
        f"exchanges (expected {float(length.expected):.2f}; half are over within {half}, "
        f"nine in ten within {most})"
    )


def length_table(length: ConflictLength, bars: bool = True) -> list[str]:
    """One row per number of exchanges N from the fewest it can last: P(the conflict
    ends after exactly N), P(over within N), and (``bars``) a bar of the first — 78
    columns at most."""
    lines = [length_title(length), "  exchanges  ends there  over within"]
    for n, within in length.over_within.items():
        if n < length.shortest:
            continue
        ends = length.ends_at(n)
        row = f"  {n:>9}  {pct(ends):>10}  {pct(within):>11}"
        lines.append(f"{row}  {bar(ends)}".rstrip() if bars else row)
    return lines
