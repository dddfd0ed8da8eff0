"""The handlers of `solo lab …`: read the flags, ask the lab, print.

``solo.lab`` and the printers are imported inside the handlers, so building the parser
stays cheap.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from solo.cli.dice_commands import _params
from solo.cli.errors import UsageError
from solo.dice import mechanic

if TYPE_CHECKING:
    from solo.lab import Policy, Setup

POOL_PRESETS = {"standard": 0, "lieutenant": 2, "villain": 5, "dragon": 8}


# --- reading the flags ------------------------------------------------------------------


def whole(text: Any, flag: str, lo: int = 0, hi: int = 20) -> int:
    try:
        value = int(str(text).strip())
    except ValueError:
        raise UsageError(f"{flag}: {text!r} is not a whole number") from None
    if not lo <= value <= hi:
        raise UsageError(f"{flag}: {value} is out of range ({lo} to {hi})")
    return value


def pool_value(text: str) -> int:
    key = str(text).strip().lower()
    if key in POOL_PRESETS:
        return POOL_PRESETS[key]
    return whole(text, "--pool")


def numbers(text: str, flag: str) -> list[int]:
    """``1-5`` or ``0,2,4``."""
    text = str(text).replace(" ", "")
    if "-" in text.strip("-"):
        lo, _, hi = text.partition("-")
        a, b = whole(lo, flag), whole(hi, flag)
        if a > b:
            raise UsageError(f"{flag}: {text!r} runs backwards")
        return list(range(a, b + 1))
    return [whole(part, flag) for part in text.split(",") if part]


def probability(text: str) -> Fraction:
    raw = str(text).strip()
    try:
        value = Fraction(raw[:-1]) / 100 if raw.endswith("%") else Fraction(raw)
    except (ValueError, ZeroDivisionError):
        raise UsageError(f"--target: {text!r} is not a probability (1/2, 0.5 or 50%)") from None
    if not 0 <= value <= 1:
        raise UsageError(f"--target: {text!r} is not between 0 and 1")
    return value


def policy_from(args: argparse.Namespace) -> Policy:
    from solo.lab import Policy

    concede = None if args.concede_at is None else whole(args.concede_at, "--concede-at", -1, 20)
    return Policy(
        reroll_below=args.reroll_below,
        keep=whole(args.keep, "--keep"),
        concede_at=concede,
        risky=args.risky,
    )


def setup_from(
    args: argparse.Namespace, options: dict[str, Any] | None = None, system: str | None = None
) -> Setup:
    from solo.lab import Setup

    if options is None:
        params = _params(args)
        system = args.mechanic.name
    else:
        assert system is not None
        params = mechanic(system).params(**options)
    return Setup(
        system=system,
        params=params,
        resolve=whole(args.resolve, "--resolve"),
        pool=pool_value(args.pool),
        slots=args.slots,
        variant=args.variant,
        fu=whole(args.fu, "--fu"),
        mode=args.mode,
        soak=whole(args.soak, "--soak", 0, 9),
        yes_and_costs_two=args.yes_and_costs_two,
        conditions=args.conditions,
    )


# --- the commands -----------------------------------------------------------------------


def run_conflict(args: argparse.Namespace) -> int:
    from solo.cli import lab_output
    from solo.lab.conflict import solve

    setup, policy = setup_from(args), policy_from(args)
    heroes = whole(args.heroes, "--heroes", 1, 3)
    if heroes > 1:
        if args.best:
            raise UsageError("--best plays one hero; drop --heroes or --best")
        from solo.lab.group import solve_group

        group = solve_group([setup] * heroes, policy)
        if args.json:
            lab_output.print_json(lab_output.group_data(setup, policy, group))
        else:
            print(lab_output.group_text(setup, policy, group))
        return 0
    odds = solve(setup, policy)
    best = None
    if args.best:
        from solo.lab.best import BestPlayer

        player = BestPlayer(setup, args.goal)
        best = lab_output.BestReport(
            player, player.solve(), lab_output.simple_policies(setup, policy)
        )
    if args.json:
        lab_output.print_json(lab_output.conflict_data(setup, policy, odds, best))
    else:
        print(lab_output.conflict_text(setup, policy, odds, best))
    return 0


def run_grid(args: argparse.Namespace) -> int:
    from solo.cli import lab_tables
    from solo.lab.grid import rung_grid, strength_grid, win_grid

    _one_format(args)
    if args.of == "rungs":
        options = _params(args).as_dict()
        bonuses = numbers(args.bonuses, "--bonuses")
        rungs = rung_grid(args.mechanic.name, options, bonuses=bonuses)
        lab_tables.emit(args, lab_tables.rung_grid_table(rungs), lab_tables.rung_grid_text)
        return 0
    setup, policy = setup_from(args), policy_from(args)
    if args.of == "strength":
        curve = strength_grid(setup, policy)
        lab_tables.emit(
            args,
            lab_tables.strength_grid_table(curve),
            lambda t: lab_tables.strength_grid_text(setup, policy, curve),
        )
        return 0
    cells = win_grid(
        setup, policy, numbers(args.resolves, "--resolves"), numbers(args.pools, "--pools")
    )
    lab_tables.emit(
        args,
        lab_tables.win_grid_table(cells),
        lambda t: lab_tables.win_grid_text(setup, policy, cells),
    )
    return 0


def run_need(args: argparse.Namespace) -> int:
    from solo.cli import lab_tables
    from solo.lab.grid import need

    _one_format(args)
    setup, policy = setup_from(args), policy_from(args)
    found = need(setup, probability(args.target), args.need_for, policy)
    lab_tables.emit(
        args, lab_tables.need_table(found), lambda t: lab_tables.need_text(setup, policy, found)
    )
    return 0


def run_compare(args: argparse.Namespace) -> int:
    from solo.cli import lab_tables
    from solo.lab.grid import compare

    _one_format(args)
    options = {
        "bonus": whole(args.bonus, "--bonus", 0, 30),
        "penalty": whole(args.penalty, "--penalty", 0, 30),
        "opposition": args.opposition,
        "scale": whole(args.scale, "--scale", -10, 10),
    }
    setup = setup_from(args, options, "fubar")
    policy = policy_from(args)
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
    lab_tables.emit(
        args, lab_tables.compare_table(rows), lambda t: lab_tables.compare_text(setup, policy, rows)
    )
    return 0


def _one_format(args: argparse.Namespace) -> None:
    if args.json and args.csv:
        raise UsageError("--json and --csv: pick one")


HANDLERS = {
    "conflict": run_conflict,
    "grid": run_grid,
    "need": run_need,
    "compare": run_compare,
}
