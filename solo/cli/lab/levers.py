"""`solo lab levers`: what each lever of one conflict is worth in P(win), ranked — as
text, JSON or CSV. The flags are those of `solo lab conflict`, read in
:mod:`solo.cli.lab.arguments`."""

from __future__ import annotations

import textwrap
from fractions import Fraction

from solo.cli.lab.charts import bar, exact, pct, situation
from solo.cli.lab.conflict import policy_data, setup_data
from solo.cli.lab.tables import Cell, Output, Table, emit
from solo.cli.printing import print_json
from solo.dice.report import fraction_text
from solo.lab.levers import LeverPrices, price_levers
from solo.lab.setup import Policy, Setup

WRAP = 78


def show_levers(setup: Setup, policy: Policy, best: bool, output: Output) -> int:
    prices = price_levers(setup, policy, best=best)
    if output is Output.JSON:
        print_json(levers_data(prices))
    else:
        emit(output, levers_table(prices), lambda: levers_text(prices))
    return 0


def playing(prices: LeverPrices) -> str:
    return "best play" if prices.policy is None else prices.policy.describe()


def levers_data(prices: LeverPrices) -> dict[str, object]:
    setup, odds = prices.setup, prices.odds
    return {
        "system": setup.system,
        "params": setup.params.as_dict(),
        "setup": setup_data(setup),
        "policy": {"best": True} if prices.policy is None else policy_data(prices.policy),
        "win": fraction_text(odds.win),
        "out": fraction_text(odds.out),
        "p": {"win": float(odds.win), "out": float(odds.out)},
        "levers": [
            {
                "lever": p.lever.key,
                "name": p.lever.name,
                "side": p.lever.side.value,
                "means": p.lever.means,
                "win": fraction_text(p.odds.win),
                "delta": fraction_text(p.win_delta),
                "out": fraction_text(p.odds.out),
                "out_delta": fraction_text(p.out_delta),
                "p": {
                    "win": float(p.odds.win),
                    "delta": float(p.win_delta),
                    "out": float(p.odds.out),
                    "out_delta": float(p.out_delta),
                },
            }
            for p in prices.prices
        ],
    }


def levers_table(prices: LeverPrices) -> Table:
    rows: list[dict[str, Cell]] = []
    for rank, p in enumerate(prices.prices, 1):
        rows.append(
            {
                "rank": rank,
                "lever": p.lever.key,
                "side": p.lever.side.value,
                "win": p.odds.win,
                "win_p": float(p.odds.win),
                "delta": p.win_delta,
                "delta_p": float(p.win_delta),
                "out_delta": p.out_delta,
                "out_delta_p": float(p.out_delta),
            }
        )
    columns = (
        "rank",
        "lever",
        "side",
        "win",
        "win_p",
        "delta",
        "delta_p",
        "out_delta",
        "out_delta_p",
    )
    return Table(columns, rows, {})


def levers_text(prices: LeverPrices) -> str:
    odds = prices.odds
    lines = [
        situation(prices.setup),
        f"playing: {playing(prices)}",
        f"P(win) as it stands: {pct(odds.win).strip()}{_exactly(odds.win)}",
        "",
        f"  {'lever':<26}{'side':<6}{'P(win)':>8}{'change':>9}{'P(out)':>9}",
    ]
    widest = max((abs(p.win_delta) for p in prices.prices), default=0) or 1
    for p in prices.prices:
        change = f"{float(p.win_delta) * 100:+.2f}"
        lines.append(
            f"  {p.lever.name:<26}{p.lever.side.value:<6}{pct(p.odds.win):>8}{change:>9}"
            f"{float(p.odds.out):>9.1%}  {bar(abs(p.win_delta) / widest, 16)}"
        )
    lines += ["", "change: percentage points of P(win); exact fractions with --json", ""]
    for p in prices.prices:
        lines += textwrap.wrap(
            f"{p.lever.name}: {p.lever.means}",
            WRAP,
            initial_indent="  ",
            subsequent_indent="    ",
        )
    return "\n".join(lines)


def _exactly(p: Fraction) -> str:
    text = exact(p)
    return f" = {text}" if "/" in text else ""
