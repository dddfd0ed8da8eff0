"""`solo lab conflict|grid|need|compare`: the odds lab from the command line.

Parsing only: the lab (``solo.lab``) does the work and ``solo.cli.lab_output`` prints.
A system's flags are the ones `solo odds` takes. Like the dice commands, only the part
of the parser a run needs is built, and ``solo.lab`` is imported by the handlers, so
other commands start no slower.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from solo.cli.dice_commands import OPPOSITIONS, _add_modifiers, _params
from solo.cli.errors import UsageError
from solo.dice import SYSTEMS, mechanic

RUNGS = ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")
VARIANTS = ("resolve", "doom", "split", "consequences")
SLOT_PRESETS = ("foot_soldier", "lieutenant", "character")
POOL_PRESETS = {"standard": 0, "lieutenant": 2, "villain": 5, "dragon": 8}
SUBCOMMANDS = {
    "conflict": "exact odds of a whole high-stakes conflict (and best play with --best)",
    "grid": "P(win) across hero Resolve x opposition pool, or one roll's odds "
    "across strength x bonus (--of rungs)",
    "need": "what it takes: the smallest bonus or Resolve, or the largest pool, "
    "for P(win) >= a target",
}


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
    lab = subparsers.add_parser(
        "lab",
        help="the odds lab: whole conflicts, best play, grids (for designers)",
        description="The odds lab: exact odds of a whole high-stakes conflict, how best "
        "to play it, and how strong an opposition should be.",
        epilog="Run `solo lab COMMAND --help` for its options.",
    )
    commands = lab.add_subparsers(
        dest="lab_command", metavar="COMMAND", required=True, parser_class=type(lab)
    )
    if argv and argv[0] != "lab":
        return  # another command runs: the lab's parsers are not needed
    wanted = argv[1] if len(argv) > 1 else None
    wanted_system = argv[2] if len(argv) > 2 and argv[2] in SYSTEMS else None
    for name, help_text in SUBCOMMANDS.items():
        cmd = commands.add_parser(
            name,
            help=help_text,
            description=help_text.capitalize() + ".",
            epilog=f"Run `solo lab {name} SYSTEM --help` for the system's options.",
        )
        systems = cmd.add_subparsers(
            dest="system", metavar="SYSTEM", required=True, parser_class=type(cmd)
        )
        if wanted not in (None, name):
            continue
        for system in SYSTEMS:
            if wanted_system not in (None, system):
                continue
            mech = mechanic(system)
            sub = systems.add_parser(system, help=mech.summary, description=mech.summary)
            _add_modifiers(sub, mech)
            _add_conflict(sub, name)
            sub.set_defaults(handler=HANDLERS[name], mechanic=mech)
    compare = commands.add_parser(
        "compare",
        help="the same situation in all seven systems side by side",
        description="The same situation (bonus, penalty, opposition, scale; every other "
        "option at its system's default) in all seven systems side by side.",
    )
    mods = compare.add_argument_group("modifiers")
    mods.add_argument("--bonus", default=0, metavar="N", help="bonus dice")
    mods.add_argument("--penalty", default=0, metavar="N", help="penalty dice")
    mods.add_argument(
        "--opposition",
        default="average",
        choices=OPPOSITIONS,
        help="opposition strength (default average)",
    )
    mods.add_argument("--scale", default=0, metavar="N", help="scale difference")
    _add_conflict(compare, "compare")
    compare.set_defaults(handler=run_compare, mechanic=None)


def _add_conflict(parser: argparse.ArgumentParser, command: str) -> None:
    fight = parser.add_argument_group("the conflict")
    fight.add_argument(
        "--resolve",
        default="5",
        metavar="N",
        help="the hero's Resolve (doom: losses left before out; "
        "split: Life) at the start (default 5)",
    )
    fight.add_argument(
        "--pool",
        default="0",
        metavar="N|PRESET",
        help="the opposition's Resolve pool: a number or standard 0, "
        "lieutenant 2, villain 5, dragon 8 (R-CON-3; default 0)",
    )
    fight.add_argument(
        "--slots",
        choices=SLOT_PRESETS,
        help="consequences variant: the opposition has Consequence slots "
        "instead of a pool (R-RES-9)",
    )
    fight.add_argument(
        "--variant",
        default="resolve",
        choices=VARIANTS,
        help="the Resolve economy (R-RES-7..9; default resolve)",
    )
    fight.add_argument(
        "--mode",
        default="tracks",
        choices=("tracks", "slots"),
        help="consequences: the hero holds Consequences on tracks (default) or in slots (R-RES-9)",
    )
    fight.add_argument(
        "--fu",
        default="2",
        metavar="N",
        help="split/consequences: FU points at the start (default 2)",
    )
    fight.add_argument(
        "--soak",
        default="0",
        metavar="N",
        help="armour soak left, spent before Resolve (R-GEAR-3; light 1, medium 2, heavy 3)",
    )
    fight.add_argument(
        "--yes-and-costs-2",
        action="store_true",
        dest="yes_and_costs_two",
        help="a yes_and costs the opposition 2 instead of its 'and' (R-CON-4)",
    )
    fight.add_argument(
        "--conditions",
        action="store_true",
        help="each no_and leaves a -1D Condition, each yes_and a +1D one, "
        "for the rest of the conflict (R-COND-1)",
    )
    play = parser.add_argument_group("how the hero plays")
    play.add_argument(
        "--reroll-below",
        choices=RUNGS,
        metavar="RUNG",
        help=f"reroll the whole roll while the answer is below this rung ({', '.join(RUNGS)})",
    )
    play.add_argument(
        "--keep",
        default="0",
        metavar="N",
        help="only reroll when paying leaves at least N (default 0)",
    )
    play.add_argument(
        "--concede-at",
        metavar="N",
        help="concede before an exchange when Resolve is N or less (R-CON-5)",
    )
    play.add_argument(
        "--risky", action="store_true", help="go risky every exchange: 2 a hit either way (R-CON-4)"
    )
    if command == "conflict":
        play.add_argument(
            "--heroes",
            default="1",
            metavar="N",
            help="N heroes alike, each rolling its own question against the one "
            "opposition (R-CON-6; 1-3, default 1)",
        )
        play.add_argument(
            "--best", action="store_true", help="also solve best play and print it as a table"
        )
        play.add_argument(
            "--goal",
            default="win",
            choices=("win", "survive"),
            help="best play maximises P(win) (default) or P(not out)",
        )
    if command == "grid":
        grid = parser.add_argument_group("the grid")
        grid.add_argument(
            "--of",
            default="win",
            choices=("win", "rungs"),
            help="win: P(win) across Resolve x pool (default); rungs: one "
            "roll's odds across strength x bonus",
        )
        grid.add_argument(
            "--resolves",
            default="1-5",
            metavar="A-B|A,B,…",
            help="hero Resolve values (default 1-5)",
        )
        grid.add_argument(
            "--pools", default="0-8", metavar="A-B|A,B,…", help="opposition pools (default 0-8)"
        )
        grid.add_argument(
            "--bonuses",
            default="0-3",
            metavar="A-B|A,B,…",
            help="--of rungs: extra bonus dice (default 0-3)",
        )
    if command == "need":
        need = parser.add_argument_group("the question")
        need.add_argument(
            "--for",
            dest="need_for",
            default="resolve",
            choices=("bonus", "resolve", "pool"),
            help="what to find (default resolve; pool finds the largest)",
        )
        need.add_argument(
            "--target",
            default="1/2",
            metavar="P",
            help="the P(win) to reach: 1/2, 0.5 or 50%% (default 1/2)",
        )
    out = parser.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print machine-readable JSON")
    if command != "conflict":
        out.add_argument("--csv", action="store_true", help="print CSV")


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


def policy_from(args: argparse.Namespace) -> Any:
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
) -> Any:
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
    from solo.cli import lab_output
    from solo.lab.grid import rung_grid, win_grid

    _one_format(args)
    if args.of == "rungs":
        options = _params(args).as_dict()
        bonuses = numbers(args.bonuses, "--bonuses")
        rungs = rung_grid(args.mechanic.name, options, bonuses=bonuses)
        lab_output.emit(args, lab_output.rung_grid_table(rungs), lab_output.rung_grid_text)
        return 0
    setup, policy = setup_from(args), policy_from(args)
    cells = win_grid(
        setup, policy, numbers(args.resolves, "--resolves"), numbers(args.pools, "--pools")
    )
    lab_output.emit(
        args,
        lab_output.win_grid_table(cells),
        lambda t: lab_output.win_grid_text(setup, policy, cells),
    )
    return 0


def run_need(args: argparse.Namespace) -> int:
    from solo.cli import lab_output
    from solo.lab.grid import need

    _one_format(args)
    setup, policy = setup_from(args), policy_from(args)
    found = need(setup, probability(args.target), args.need_for, policy)
    lab_output.emit(
        args, lab_output.need_table(found), lambda t: lab_output.need_text(setup, policy, found)
    )
    return 0


def run_compare(args: argparse.Namespace) -> int:
    from solo.cli import lab_output
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
    lab_output.emit(
        args, lab_output.compare_table(rows), lambda t: lab_output.compare_text(setup, policy, rows)
    )
    return 0


def _one_format(args: argparse.Namespace) -> None:
    if args.json and args.csv:
        raise UsageError("--json and --csv: pick one")


HANDLERS = {"conflict": run_conflict, "grid": run_grid, "need": run_need}
