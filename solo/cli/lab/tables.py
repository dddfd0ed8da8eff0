"""`solo lab grid|need|compare`: P(win) across Resolve and pool or by opposition strength,
one roll's odds across strength and bonus, what it takes to reach a target, and the same
situation in every system — each as rows printed as text, JSON or CSV. The flags are read
in :mod:`solo.cli.lab.arguments`."""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from fractions import Fraction

from msgspec import Struct

from solo.cli.lab.charts import bar, pct, situation
from solo.cli.printing import print_json
from solo.dice.report import fraction_text
from solo.lab.grid import (
    Comparison,
    Need,
    RungCell,
    StrengthCell,
    WinCell,
    compare,
    need,
    rung_grid,
    strength_grid,
    win_grid,
)
from solo.lab.setup import Policy, Setup


class Output(Enum):
    """How a table is printed: ``--json``, ``--csv``, ``--md`` (a roster), or text for
    people."""

    TEXT = "text"
    JSON = "json"
    CSV = "csv"
    MD = "md"


Cell = Fraction | float | int | str | None
"""One value of a row: an exact Fraction, its float, a whole number or text."""


class Table(Struct, frozen=True):
    """Rows for --json and --csv: each value an exact Fraction, int or text."""

    columns: tuple[str, ...]
    rows: list[dict[str, Cell]]
    meta: Mapping[str, object]


# --- the commands -------------------------------------------------------------------------


def show_rung_grid(
    system: str, options: Mapping[str, object], bonuses: Sequence[int], output: Output
) -> int:
    cells = rung_grid(system, options, bonuses=bonuses)
    emit(output, rung_grid_table(cells), lambda: rung_grid_text(cells))
    return 0


def show_strength_grid(setup: Setup, policy: Policy, output: Output) -> int:
    curve = strength_grid(setup, policy)
    emit(output, strength_grid_table(curve), lambda: strength_grid_text(setup, policy, curve))
    return 0


def show_win_grid(
    setup: Setup, policy: Policy, resolves: Sequence[int], pools: Sequence[int], output: Output
) -> int:
    cells = win_grid(setup, policy, resolves, pools)
    emit(output, win_grid_table(cells), lambda: win_grid_text(setup, policy, cells))
    return 0


def show_need(setup: Setup, policy: Policy, target: Fraction, what: str, output: Output) -> int:
    found = need(setup, target, what, policy)
    emit(output, need_table(found), lambda: need_text(setup, policy, found))
    return 0


def show_compare(
    options: Mapping[str, object], setup: Setup, policy: Policy, output: Output
) -> int:
    """Every system in the situation of ``setup`` (its system's own options left out)."""
    rows = compare(
        options,
        policy=policy,
        resolve=setup.resolve,
        pool=setup.pool,
        slots=setup.slots,
        variant=setup.variant,
        fu=setup.fu,
        mode=setup.mode,
        soak=setup.soak,
        yes_and_costs_two=setup.yes_and_costs_two,
        conditions=setup.conditions,
    )
    emit(output, compare_table(rows), lambda: compare_text(setup, policy, rows))
    return 0


# --- printing -----------------------------------------------------------------------------


def emit(output: Output, table: Table, text: Callable[[], str]) -> None:
    if output is Output.JSON:
        rows = [{k: _json_value(v) for k, v in row.items()} for row in table.rows]
        print_json({**table.meta, "rows": rows})
    elif output is Output.CSV:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(table.columns)
        for row in table.rows:
            writer.writerow([_csv_value(row.get(c)) for c in table.columns])
        sys.stdout.write(out.getvalue())
    else:
        print(text())


def _json_value(value: Cell) -> Cell:
    return fraction_text(value) if isinstance(value, Fraction) else value


def _csv_value(value: Cell) -> Cell:
    if isinstance(value, Fraction):
        return fraction_text(value)
    return "" if value is None else value


def _with_floats(row: dict[str, Cell], *names: str) -> dict[str, Cell]:
    for name in names:
        value = row[name]
        if not isinstance(value, (Fraction, int, float)):
            raise TypeError(f"{name}: {value!r} is not a number")
        row[f"{name}_p"] = float(value)
    return row


def win_grid_table(cells: Sequence[WinCell]) -> Table:
    rows = [
        _with_floats(
            {
                "resolve": c.resolve,
                "pool": c.pool,
                "win": c.win,
                "out": c.out,
                "concede": c.concede,
            },
            "win",
            "out",
            "concede",
        )
        for c in cells
    ]
    columns = ("resolve", "pool", "win", "win_p", "out", "out_p", "concede", "concede_p")
    return Table(columns, rows, {"grid": "win"})


def win_grid_text(setup: Setup, policy: Policy, cells: Sequence[WinCell]) -> str:
    pools = sorted({c.pool for c in cells})
    resolves = sorted({c.resolve for c in cells}, reverse=True)
    win = {(c.resolve, c.pool): c.win for c in cells}
    lines = [
        situation(setup).split(": hero")[0] + f" vs {setup.params.opposition} opposition",
        f"playing: {policy.describe()}",
        "P(win): rows hero Resolve, columns opposition pool",
        "",
        "Resolve " + "".join(f"{p:>7}" for p in pools),
    ]
    for r in resolves:
        lines.append(f"{r:>7} " + "".join(f"{float(win[r, p]):>7.1%}" for p in pools))
    lines.append("")
    top = resolves[0]
    lines.append(f"P(win) at Resolve {top}, by opposition pool:")
    for p in pools:
        lines.append(f"  pool {p:>2} {pct(win[top, p])}  {bar(win[top, p])}")
    return "\n".join(lines)


def strength_grid_table(cells: Sequence[StrengthCell]) -> Table:
    rows = [
        _with_floats(
            {"opposition": c.strength, "win": c.win, "out": c.out, "concede": c.concede},
            "win",
            "out",
            "concede",
        )
        for c in cells
    ]
    columns = ("opposition", "win", "win_p", "out", "out_p", "concede", "concede_p")
    return Table(columns, rows, {"grid": "strength"})


def strength_grid_text(setup: Setup, policy: Policy, cells: Sequence[StrengthCell]) -> str:
    lines = [
        situation(setup).replace(f"vs {setup.params.opposition} opposition", "vs each strength"),
        f"playing: {policy.describe()}",
        "P(win) by opposition strength (R-OPP-1), everything else as given:",
        "",
    ]
    for c in cells:
        lines.append(f"  {c.strength:<13}{pct(c.win)}  {bar(c.win)}")
    return "\n".join(lines)


def rung_grid_table(cells: Sequence[RungCell]) -> Table:
    keys = list(cells[0].rungs) if cells else []
    rows = []
    for c in cells:
        row: dict[str, Cell] = {
            "opposition": c.strength,
            "bonus": c.bonus,
            **c.rungs,
            "yes_any": c.yes,
        }
        rows.append(_with_floats(row, *keys, "yes_any"))
    columns = ("opposition", "bonus", *keys, "yes_any", *(f"{k}_p" for k in keys), "yes_any_p")
    return Table(tuple(columns), rows, {"grid": "rungs"})


def rung_grid_text(cells: Sequence[RungCell]) -> str:
    bonuses = sorted({c.bonus for c in cells})
    lines = [
        "P(yes_*) of one roll: rows opposition strength, columns extra bonus dice",
        "",
        f"{'':<13}" + "".join(f"{'+' + str(b):>8}" for b in bonuses),
    ]
    strengths = list(dict.fromkeys(c.strength for c in cells))
    yes = {(c.strength, c.bonus): c.yes for c in cells}
    for s in strengths:
        lines.append(f"{s:<13}" + "".join(f"{float(yes[s, b]):>8.1%}" for b in bonuses))
    return "\n".join(lines)


def need_table(found: Need) -> Table:
    row: dict[str, Cell] = {
        "for": found.what,
        "target": found.target,
        "value": found.value,
        "win": found.odds.win if found.odds else None,
    }
    if found.odds is not None:
        row["win_p"] = float(found.odds.win)
    return Table(("for", "target", "value", "win", "win_p"), [row], {"need": found.what})


def need_text(setup: Setup, policy: Policy, found: Need) -> str:
    target = f"{float(found.target):.1%}"
    head = [situation(setup, found.what), f"playing: {policy.describe()}", ""]
    if found.value is None:
        what = {
            "bonus": "no bonus up to",
            "resolve": "no Resolve up to",
            "pool": "not even pool 0 (tried up to",
        }[found.what]
        closing = ")" if found.what == "pool" else ""
        return "\n".join(head + [(f"P(win) ≥ {target}: {what} {found.limit}{closing} reaches it")])
    assert found.odds is not None
    phrase = {
        "bonus": f"needs {found.value} more bonus dice",
        "resolve": f"needs Resolve {found.value}",
        "pool": f"the strongest opposition beaten this often has pool {found.value}",
    }
    return "\n".join(
        head + [(f"P(win) ≥ {target}: {phrase[found.what]} (P(win) {float(found.odds.win):.1%})")]
    )


def compare_table(rows: Sequence[Comparison]) -> Table:
    out = [
        _with_floats(
            {
                "system": c.system,
                "yes_any": c.yes,
                "win": c.odds.win,
                "out": c.odds.out,
                "concede": c.odds.concede,
                "exchanges": c.odds.expected_exchanges,
            },
            "yes_any",
            "win",
            "out",
            "concede",
            "exchanges",
        )
        for c in rows
    ]
    columns = (
        "system",
        "yes_any",
        "yes_any_p",
        "win",
        "win_p",
        "out",
        "out_p",
        "concede",
        "concede_p",
        "exchanges",
        "exchanges_p",
    )
    return Table(columns, out, {"compare": True})


def compare_text(setup: Setup, policy: Policy, rows: Sequence[Comparison]) -> str:
    head = situation(setup).split(": ", 1)[1]
    lines = [
        f"every system: {head}",
        f"playing: {policy.describe()}",
        "",
        f"{'system':<12}{'1 roll yes':>11}{'P(win)':>9}{'P(out)':>9}{'exch.':>7}",
    ]
    for c in rows:
        lines.append(
            f"{c.system:<12}{float(c.yes):>11.1%}{float(c.odds.win):>9.1%}"
            f"{float(c.odds.out):>9.1%}{float(c.odds.expected_exchanges):>7.1f}  "
            f"{bar(c.odds.win, 24)}"
        )
    lines.append("(every option but the modifiers at its system's default)")
    return "\n".join(lines)
