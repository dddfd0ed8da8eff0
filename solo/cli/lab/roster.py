"""`solo lab roster`: every hero against every foe — the flags ``--hero NAME=RESOLVE[,+BONUS]``
and ``--foe NAME=POOL[,STRENGTH]`` (or a campaign's hero and foes) read into the lab's
:class:`~solo.lab.roster.Hero` and :class:`~solo.lab.roster.Foe`, and the matrix printed as
text, JSON, CSV or a Markdown table."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from solo.cli.errors import UsageError
from solo.cli.lab.charts import situation
from solo.cli.lab.conflict import policy_data, setup_data
from solo.cli.lab.tables import Cell as Value
from solo.cli.lab.tables import Output, Table, emit
from solo.cli.printing import print_json
from solo.dice.report import fraction_text
from solo.lab.roster import (
    Cell,
    Foe,
    Hero,
    Roster,
    read_foe,
    read_hero,
    roster,
    unique_names,
)
from solo.lab.setup import MAX_START, Policy, Setup
from solo.printable import printable

# --- reading the flags ----------------------------------------------------------------------


def read_heroes(values: Sequence[str]) -> list[Hero]:
    """``--hero Ash=5 --hero Bea=3,+1``: each one read by :func:`read_hero`."""
    return unique_names([read_hero(text, "--hero") for text in values], "--hero")


def read_foes(values: Sequence[str]) -> list[Foe]:
    """``--foe Vey=2 --foe Drake=dragon,strong``: each one read by :func:`read_foe`."""
    return unique_names([read_foe(text, "--foe") for text in values], "--foe")


def campaign_sides(saves: str | None, name: str) -> tuple[list[Hero], list[Foe]]:
    """The campaign's hero (its Resolve, or its variant's losses left) and every foe of
    its cast still standing (its Resolve as the pool, its strength)."""
    from solo.cli.campaign import campaign_store, open_campaign

    if not campaign_store(saves).exists(name):
        raise UsageError(f"--campaign: no campaign named {name!r}")
    campaign = open_campaign(saves, name, read_only=True).campaign
    econ = campaign.economy
    resolve = int(econ.losses_left(campaign.state)) if econ.losses_count_down else 5
    hero = Hero(campaign.character.name, min(max(resolve, 0), MAX_START))
    foes = [
        Foe(npc.name, min(npc.resolve, MAX_START), npc.strength)
        for npc in campaign.cast.foes
        if not npc.defeated
    ]
    return [hero], foes


# --- printing -------------------------------------------------------------------------------


def show_roster(
    base: Setup,
    heroes: Sequence[Hero],
    foes: Sequence[Foe],
    policy: Policy,
    best: bool,
    output: Output,
) -> int:
    if not heroes:
        raise UsageError("no heroes: give --hero NAME=RESOLVE (or --campaign NAME)")
    if not foes:
        raise UsageError("no foes: give --foe NAME=POOL (or a --campaign with foes)")
    matrix = roster(base, heroes, foes, policy, best=best)
    if output is Output.JSON:
        print_json(roster_data(matrix))
    elif output is Output.MD:
        print(roster_markdown(matrix))
    else:
        emit(output, roster_table(matrix), lambda: roster_text(matrix))
    return 0


def hero_label(hero: Hero) -> str:
    bonus = f" {hero.bonus:+d}D" if hero.bonus else ""
    return f"Resolve {hero.resolve}{bonus}"


def foe_label(foe: Foe, base: Setup) -> str:
    return f"pool {foe.pool}, {foe.strength or base.params.opposition}"


def playing(matrix: Roster) -> str:
    return "best play" if matrix.policy is None else matrix.policy.describe()


def roster_data(matrix: Roster) -> dict[str, object]:
    base = matrix.base
    return {
        "system": base.system,
        "params": base.params.as_dict(),
        "setup": {k: v for k, v in setup_data(base).items() if k not in ("resolve", "pool")},
        "policy": {"best": True} if matrix.policy is None else policy_data(matrix.policy),
        "heroes": [{"name": h.name, "resolve": h.resolve, "bonus": h.bonus} for h in matrix.heroes],
        "foes": [
            {"name": f.name, "pool": f.pool, "strength": f.strength or base.params.opposition}
            for f in matrix.foes
        ],
        "cells": [_cell_data(c) for c in matrix.cells],
    }


def _cell_data(cell: Cell) -> dict[str, object]:
    odds = cell.odds
    values = {
        "win": odds.win,
        "out": odds.out,
        "concede": odds.concede,
        "expected_exchanges": odds.expected_exchanges,
    }
    return {
        "hero": cell.hero.name,
        "foe": cell.foe.name,
        **{k: fraction_text(v) for k, v in values.items()},
        "p": {k: float(v) for k, v in values.items()},
    }


def roster_table(matrix: Roster) -> Table:
    rows: list[dict[str, Value]] = []
    for cell in matrix.cells:
        row: dict[str, Value] = {
            "hero": cell.hero.name,
            "resolve": cell.hero.resolve,
            "bonus": cell.hero.bonus,
            "foe": cell.foe.name,
            "pool": cell.foe.pool,
            "strength": cell.foe.strength or matrix.base.params.opposition,
        }
        for key, value in _values(cell):
            row[key] = value
            row[f"{key}_p"] = float(value)
        rows.append(row)
    numbers = ("win", "out", "concede", "expected_exchanges")
    columns = (
        "hero",
        "resolve",
        "bonus",
        "foe",
        "pool",
        "strength",
        *(c for n in numbers for c in (n, f"{n}_p")),
    )
    return Table(columns, rows, {})


def _values(cell: Cell) -> tuple[tuple[str, Fraction], ...]:
    odds = cell.odds
    return (
        ("win", odds.win),
        ("out", odds.out),
        ("concede", odds.concede),
        ("expected_exchanges", odds.expected_exchanges),
    )


NAME_WIDTH = 12
COLUMN = 10


def roster_text(matrix: Roster) -> str:
    base = matrix.base
    head = situation(base).split(": hero", 1)[0]
    lines = [
        printable(f"{head}: {len(matrix.heroes)} heroes against {len(matrix.foes)} foes"),
        f"playing: {playing(matrix)}",
        "P(win): rows heroes, columns foes",
        "",
    ]
    width = NAME_WIDTH + 2 + max(len(hero_label(h)) for h in matrix.heroes)
    names = "".join(f"{_short(f.name, COLUMN - 1):>{COLUMN}}" for f in matrix.foes)
    pools = "".join(f"{'pool ' + str(f.pool):>{COLUMN}}" for f in matrix.foes)
    strengths = "".join(
        f"{_short(f.strength or base.params.opposition, COLUMN - 1):>{COLUMN}}" for f in matrix.foes
    )
    lines += [" " * width + names, " " * width + pools, " " * width + strengths]
    for i, hero in enumerate(matrix.heroes):
        label = f"{_short(hero.name, NAME_WIDTH):<{NAME_WIDTH}}  {hero_label(hero)}"
        cells = "".join(
            f"{float(matrix.cell(i, j).odds.win):>{COLUMN}.1%}" for j in range(len(matrix.foes))
        )
        lines.append(printable(f"{label:<{width}}{cells}"))
    lines += ["", "each pairing: P(win), P(out), P(concede), expected exchanges"]
    for cell in matrix.cells:
        odds = cell.odds
        pair = f"{_short(cell.hero.name, NAME_WIDTH)} vs {_short(cell.foe.name, NAME_WIDTH)}"
        lines.append(
            printable(
                f"  {pair:<{2 * NAME_WIDTH + 4}}{float(odds.win):>7.1%}{float(odds.out):>7.1%}"
                f"{float(odds.concede):>7.1%}{float(odds.expected_exchanges):>7.2f}"
            )
        )
    return "\n".join(lines)


def roster_markdown(matrix: Roster) -> str:
    """The matrix as a Markdown table: P(win), P(out) and expected exchanges per cell."""
    base = matrix.base
    head = "| hero \\ foe | " + " | ".join(
        f"{_md(f.name)} ({foe_label(f, base)})" for f in matrix.foes
    )
    lines = [
        f"{situation(base).split(': hero', 1)[0]}; playing: {playing(matrix)}",
        "",
        head + " |",
        "|---" * (len(matrix.foes) + 1) + "|",
    ]
    for i, hero in enumerate(matrix.heroes):
        cells = [_md_cell(matrix.cell(i, j)) for j in range(len(matrix.foes))]
        lines.append(f"| {_md(hero.name)} ({hero_label(hero)}) | " + " | ".join(cells) + " |")
    lines += ["", "Each cell: P(win), P(out), expected exchanges (exact values with --json)."]
    return printable("\n".join(lines))


def _md_cell(cell: Cell) -> str:
    odds = cell.odds
    return (
        f"**{float(odds.win):.1%}** · out {float(odds.out):.1%} · "
        f"{float(odds.expected_exchanges):.1f} exch."
    )


def _md(text: str) -> str:
    return text.replace("|", "\\|")


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
