"""`solo lab conflict`: the exact odds of one high-stakes conflict, or of a group of heroes
against one opposition, how long it lasts, and best play beside simple policies — as text
with bar charts (the length plotted on a terminal, :mod:`solo.cli.lab.plots`), or JSON. The flags are read in :mod:`solo.cli.lab.arguments`."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.cli.errors import UsageError
from solo.cli.lab.charts import bar, distribution, exact, length_table, pct, situation
from solo.cli.printing import print_json
from solo.dice.ladder import Answer
from solo.dice.report import fraction_text
from solo.lab.advice import advice
from solo.lab.best import SHORT, BestPlayer
from solo.lab.conflict import ConflictOdds, solve
from solo.lab.group import GroupOdds, solve_group
from solo.lab.setup import Policy, Setup, rung_name

if TYPE_CHECKING:
    from solo.cli.lab.plots import PlotArea
    from solo.lab.length import ConflictLength


def show_conflict(
    setup: Setup,
    policy: Policy,
    heroes: int,
    best: bool,
    goal: str,
    as_json: bool,
    plot: PlotArea | None = None,
) -> int:
    """Solve the conflict (``heroes`` alike, or one with best play when ``best``), print it
    (with the conflict's length plotted in ``plot``, when given)."""
    if heroes > 1:
        if best:
            raise UsageError("--best plays one hero; drop --heroes or --best")
        group = solve_group([setup] * heroes, policy)
        if as_json:
            print_json(group_data(setup, policy, group))
        else:
            print(group_text(setup, policy, group, plot))
        return 0
    odds = solve(setup, policy)
    report = best_report(setup, policy, goal) if best else None
    if as_json:
        print_json(conflict_data(setup, policy, odds, report))
    else:
        print(conflict_text(setup, policy, odds, report, plot))
    return 0


class BestReport(Struct, frozen=True):
    player: BestPlayer
    odds: ConflictOdds
    simple: list[tuple[Policy, ConflictOdds]]


def best_report(setup: Setup, own: Policy, goal: str) -> BestReport:
    """Best play for ``goal`` (win or survive), and the simple policies beside it."""
    player = BestPlayer(setup, goal)
    return BestReport(player, player.solve(), simple_policies(setup, own))


def simple_policies(setup: Setup, own: Policy) -> list[tuple[Policy, ConflictOdds]]:
    """The simple policies best play is shown beside (the user's own first)."""
    policies = [
        own,
        Policy(),
        Policy(reroll_below=Answer.YES_BUT),
        Policy(reroll_below=Answer.YES_BUT, concede_at=0),
        Policy(risky=True),
        Policy(reroll_below=Answer.YES_BUT, risky=True),
    ]
    seen: list[Policy] = []
    for policy in policies:
        if policy not in seen:
            seen.append(policy)
    return [(p, solve(setup, p)) for p in seen]


# --- conflict ---------------------------------------------------------------------------


def conflict_text(
    setup: Setup,
    policy: Policy,
    odds: ConflictOdds,
    best: BestReport | None,
    plot: PlotArea | None = None,
) -> str:
    lines = [situation(setup), f"playing: {policy.describe()}", ""]
    for name, p in (("win", odds.win), ("out", odds.out), ("concede", odds.concede)):
        lines.append(f"  {name:<8}{pct(p)}  {bar(p)}")
    lines.append(
        f"  exact: win {exact(odds.win)}, out {exact(odds.out)}, concede {exact(odds.concede)}"
    )
    lines.append("")
    lines += length_lines(odds.length, plot)
    lines.append("")
    lines += distribution(
        f"hero's {odds.track} at the end (expected {float(odds.expected_end_value):.2f})",
        odds.end_value,
    )
    if best is not None:
        lines.append("")
        lines += best_text(best)
    return "\n".join(lines)


def length_lines(length: ConflictLength, plot: PlotArea | None) -> list[str]:
    """How long the conflict lasts: the table with bars, or (``plot``) the table's numbers
    and a plot of them."""
    if plot is None:
        return length_table(length)
    from solo.cli.lab.plots import length_plot

    return length_table(length, bars=False) + length_plot(length, plot)


def best_text(best: BestReport) -> list[str]:
    goal = "P(win)" if best.player.goal == "win" else "P(not out)"
    odds = best.odds
    lines = [
        (
            f"best play (maximises {goal}): win {pct(odds.win).strip()}, out "
            f"{pct(odds.out).strip()}, concede {pct(odds.concede).strip()}"
        ),
        "  beside simple policies:",
    ]
    lines.append(f"    {'best play':<44}{pct(odds.win)}  {bar(odds.win, 30)}")
    for policy, simple in best.simple:
        lines.append(f"    {policy.describe():<44}{pct(simple.win)}  {bar(simple.win, 30)}")
    table = best.player.table()
    lines.append("")
    lines.append("in words:")
    lines += [f"  {line}" for line in advice(table)]
    lines.append("")
    lines.append("what to do (rows: where you stand; columns: the opposition's pool left):")
    columns = sorted({c for _, row in table for c in row}, reverse=True)
    width = max(len(label) for label, _ in table)
    lines.append(" " * (width + 2) + "".join(f"{c:>6}" for c in columns))
    for label, row in table:
        cells = "".join(f"{row[c].code if c in row else '':>6}" for c in columns)
        lines.append(f"  {label:<{width}}{cells}")
    names = ", ".join(f"{code} {rung_name(a)}" for a, code in SHORT.items())
    lines.append(
        "  C concede · fight, accept any answer  ! go risky  <X reroll every answer below X"
    )
    lines.append(f"  ({names})")
    return lines


def odds_data(odds: ConflictOdds) -> dict[str, object]:
    return {
        "win": fraction_text(odds.win),
        "out": fraction_text(odds.out),
        "concede": fraction_text(odds.concede),
        "p": {"win": float(odds.win), "out": float(odds.out), "concede": float(odds.concede)},
        "exchanges": {str(k): fraction_text(v) for k, v in odds.exchanges.items()},
        "length": length_data(odds.length),
        "track": odds.track,
        "end_value": {str(k): fraction_text(v) for k, v in odds.end_value.items()},
        "expected": {
            "exchanges": fraction_text(odds.expected_exchanges),
            "end_value": fraction_text(odds.expected_end_value),
        },
        "expected_p": {
            "exchanges": float(odds.expected_exchanges),
            "end_value": float(odds.expected_end_value),
        },
    }


def length_data(length: ConflictLength) -> dict[str, object]:
    """How long it lasts: P(ends after exactly N exchanges), P(over within N), and the
    fewest exchanges within which half, nine in ten, all of the conflicts are over."""
    over = length.over_within
    return {
        "exchanges": {str(n): fraction_text(length.ends_at(n)) for n in over},
        "over_within": {str(n): fraction_text(p) for n, p in over.items()},
        "over_within_p": {str(n): float(p) for n, p in over.items()},
        "within": {
            label: length.within(p)
            for label, p in (("1/2", Fraction(1, 2)), ("9/10", Fraction(9, 10)), ("1", Fraction(1)))
        },
        "expected": fraction_text(length.expected),
    }


def setup_data(setup: Setup) -> dict[str, object]:
    return {
        "resolve": setup.resolve,
        "pool": setup.pool,
        "slots": setup.slots,
        "variant": setup.variant,
        "fu": setup.fu,
        "soak": setup.soak,
        "yes_and_costs_2": setup.yes_and_costs_two,
        "conditions": setup.conditions,
    }


def policy_data(policy: Policy) -> dict[str, object]:
    below = policy.reroll_below
    return {
        "reroll_below": below.key if below is not None else None,
        "keep": policy.keep,
        "concede_at": policy.concede_at,
        "risky": policy.risky,
        "describe": policy.describe(),
    }


def conflict_data(
    setup: Setup, policy: Policy, odds: ConflictOdds, best: BestReport | None
) -> dict[str, object]:
    data: dict[str, object] = {
        "system": setup.system,
        "params": setup.params.as_dict(),
        "setup": setup_data(setup),
        "policy": policy_data(policy),
        **odds_data(odds),
    }
    if best is not None:
        data["best"] = {
            "goal": best.player.goal,
            **odds_data(best.odds),
            "advice": advice(best.player.table()),
            "table": [
                {"row": label, "cells": {str(k): c.code for k, c in row.items()}}
                for label, row in best.player.table()
            ],
            "simple": [
                {**policy_data(p), "win": fraction_text(o.win), "p": float(o.win)}
                for p, o in best.simple
            ],
        }
    return data


def group_text(setup: Setup, policy: Policy, group: GroupOdds, plot: PlotArea | None = None) -> str:
    heroes = len(group.out)
    lines = [
        f"{heroes} heroes alike, each rolling its own question (R-CON-6)",
        situation(setup),
        f"each playing: {policy.describe()}",
        "",
    ]
    lines.append(f"  {'win':<10}{pct(group.win)}  {bar(group.win)}")
    lines.append(f"  {'all gone':<10}{pct(group.lost)}  {bar(group.lost)}")
    for i, (out, conceded) in enumerate(zip(group.out, group.conceded), 1):
        lines.append(f"  hero {i}: out {pct(out).strip()}, conceded {pct(conceded).strip()}")
    lines.append("")
    lines += length_lines(group.length, plot)
    return "\n".join(lines)


def group_data(setup: Setup, policy: Policy, group: GroupOdds) -> dict[str, object]:
    return {
        "system": setup.system,
        "params": setup.params.as_dict(),
        "setup": setup_data(setup),
        "policy": policy_data(policy),
        "heroes": len(group.out),
        "win": fraction_text(group.win),
        "lost": fraction_text(group.lost),
        "p": {"win": float(group.win), "lost": float(group.lost)},
        "out": [fraction_text(p) for p in group.out],
        "conceded": [fraction_text(p) for p in group.conceded],
        "exchanges": {str(k): fraction_text(v) for k, v in group.exchanges.items()},
        "length": length_data(group.length),
        "expected": {"exchanges": fraction_text(group.expected_exchanges)},
    }
