"""`solo lab`'s parser, and its flags read into typed values: the lab's ``Setup`` and
``Policy``, whole numbers in range, number lists, a target probability, the output format.
Each command's handler reads its flags here and hands them to
:mod:`solo.cli.lab.conflict` or :mod:`solo.cli.lab.tables`, imported only when it runs.

A system's flags are the ones `solo odds` takes. Like the dice commands, only the part of
the parser a run needs is built, and ``solo.lab`` is imported by the handlers, so other
commands start no slower.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING

from solo.cli.dice import (
    OPPOSITIONS,
    SystemRun,
    add_common,
    add_mechanic_flags,
    add_modifiers,
    names_mechanic_file,
    params_from,
    run_described,
)
from solo.cli.errors import UsageError
from solo.cli.parser import Handler, Parser, Subparsers
from solo.dice import SYSTEMS, mechanic
from solo.dice.base import Mechanic, Params

if TYPE_CHECKING:
    from solo.cli.lab.plots import PlotArea
    from solo.cli.lab.tables import Output
    from solo.lab import Policy, Setup

RUNGS = ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")
VARIANTS = ("resolve", "doom", "split", "consequences")
SLOT_PRESETS = ("foot_soldier", "lieutenant", "character")
POOL_PRESETS = {"standard": 0, "lieutenant": 2, "villain": 5, "dragon": 8}
SUBCOMMANDS = {
    "conflict": "exact odds of a whole high-stakes conflict (and best play with --best)",
    "grid": "P(win) across hero Resolve x opposition pool, P(win) by opposition "
    "strength (--of strength), or one roll's odds across strength x bonus (--of rungs)",
    "need": "what it takes: the smallest bonus or Resolve, or the largest pool, "
    "for P(win) >= a target",
    "roster": "every hero against every foe: P(win), P(out), P(concede) and the "
    "expected exchanges of each pairing",
    "levers": "what each lever the system has (a bonus die, a free reroll, soak, "
    "Resolve, ...) is worth in P(win) for one conflict, ranked",
}


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    lab = subparsers.add_parser(
        "lab",
        help="the odds lab: whole conflicts, best play, grids, rosters, levers (for designers)",
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
    runs: dict[str, SystemRun] = {
        "conflict": run_conflict,
        "grid": run_grid,
        "need": run_need,
        "roster": run_roster,
        "levers": run_levers,
    }
    for name, help_text in SUBCOMMANDS.items():
        cmd = commands.add_parser(
            name,
            help=help_text,
            description=help_text.capitalize() + ".",
            epilog=f"Run `solo lab {name} SYSTEM --help` for the system's options, or "
            f"`solo lab {name} --mechanic FILE` for a mechanic of your own.",
        )
        if wanted == name and names_mechanic_file(argv):
            _add_described(cmd, name, runs[name])
            continue
        systems = cmd.add_subparsers(
            dest="system", metavar="SYSTEM", required=True, parser_class=type(cmd)
        )
        if wanted in (None, name):
            _add_systems(systems, name, runs[name], wanted_system)
    _add_compare(commands)


def _add_systems(
    systems: Subparsers, command: str, run: SystemRun, wanted_system: str | None
) -> None:
    for system in SYSTEMS:
        if wanted_system not in (None, system):
            continue
        mech: Mechanic[Params] = mechanic(system)
        sub = systems.add_parser(system, help=mech.summary, description=mech.summary)
        add_modifiers(sub, mech)
        _add_conflict(sub, command)
        sub.set_defaults(handler=partial(_still_saying, partial(run, mech)))


def _add_described(parser: argparse.ArgumentParser, command: str, run: SystemRun) -> None:
    """``--mechanic FILE`` and ``--option K=V`` in place of a system and its flags."""
    add_mechanic_flags(parser)
    add_common(parser)
    _add_conflict(parser, command)
    parser.set_defaults(handler=partial(_still_saying, partial(run_described, run)))


def _still_saying(run: Handler, args: argparse.Namespace) -> int:
    """``run``, saying on stderr that it still works when it takes more than a moment."""
    from solo.cli.still_working import still_working

    with still_working("solving"):  # the largest problems take up to a minute
        return run(args)


def _add_compare(commands: Subparsers) -> None:
    compare: Parser = commands.add_parser(
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
    compare.set_defaults(handler=partial(_still_saying, run_compare))


def _add_conflict(parser: argparse.ArgumentParser, command: str) -> None:
    fight = parser.add_argument_group("the conflict")
    if command == "roster":
        _add_roster(fight)
    else:
        _add_sides(fight)
    _add_economy(fight)
    _add_play(parser, command)


def _add_sides(fight: argparse._ArgumentGroup) -> None:
    """One hero's Resolve against one opposition's pool or slots."""
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


def _add_roster(fight: argparse._ArgumentGroup) -> None:
    """Several heroes and several foes, or a campaign's hero and foes."""
    fight.add_argument(
        "--hero",
        action="append",
        default=[],
        metavar="NAME=RESOLVE[,+BONUS]",
        help="a hero: its Resolve and extra bonus dice (negative: penalty dice); repeat it",
    )
    fight.add_argument(
        "--foe",
        action="append",
        default=[],
        metavar="NAME=POOL[,STRENGTH]",
        help="a foe: its Resolve pool (a number or standard, lieutenant, villain, dragon) "
        "and strength (default --opposition); repeat it",
    )
    fight.add_argument(
        "--campaign", metavar="NAME", help="add this campaign's hero and its foes still standing"
    )
    fight.add_argument("--saves", metavar="DIR", help="saves folder (with --campaign)")


def _add_economy(fight: argparse._ArgumentGroup) -> None:
    """The economy variant, armour and the conflict's options."""
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


def _add_play(parser: argparse.ArgumentParser, command: str) -> None:
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
        _add_heroes(play)
    if command in ("roster", "levers"):
        play.add_argument(
            "--best",
            action="store_true",
            help="play every conflict the best way (maximising P(win)) instead",
        )
    if command == "grid":
        _add_grid(parser)
    if command == "need":
        _add_need(parser)
    out = parser.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print machine-readable JSON")
    if command == "conflict":
        out.add_argument(
            "--plain",
            action="store_true",
            help="tables and bars only: no plot of the conflict's length (the default "
            "when the output is not a terminal)",
        )
    else:
        out.add_argument("--csv", action="store_true", help="print CSV")
    if command == "roster":
        out.add_argument("--md", action="store_true", help="print a Markdown table")


def _add_heroes(play: argparse._ArgumentGroup) -> None:
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


def _add_grid(parser: argparse.ArgumentParser) -> None:
    grid = parser.add_argument_group("the grid")
    grid.add_argument(
        "--of",
        default="win",
        choices=("win", "strength", "rungs"),
        help="win: P(win) across Resolve x pool (default); strength: P(win) of "
        "this conflict at each opposition strength; rungs: one roll's odds "
        "across strength x bonus",
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


def _add_need(parser: argparse.ArgumentParser) -> None:
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


# --- reading the flags --------------------------------------------------------------------


def whole(text: object, flag: str, lo: int = 0, hi: int = 20) -> int:
    try:
        value = int(str(text).strip())
    except ValueError:
        raise UsageError(f"{flag}: {text!r} is not a whole number") from None
    if not lo <= value <= hi:
        raise UsageError(f"{flag}: {value} is out of range ({lo} to {hi})")
    return value


def pool_value(text: str, flag: str = "--pool") -> int:
    key = str(text).strip().lower()
    if key in POOL_PRESETS:
        return POOL_PRESETS[key]
    return whole(text, flag)


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
    from solo.lab.setup import answer_from

    concede = None if args.concede_at is None else whole(args.concede_at, "--concede-at", -1, 20)
    return Policy(
        reroll_below=answer_from(args.reroll_below, "reroll below"),
        keep=whole(args.keep, "--keep"),
        concede_at=concede,
        risky=bool(args.risky),
    )


def setup_from(
    args: argparse.Namespace, system: str, params: Params, *, sides: bool = True
) -> Setup:
    """The conflict the flags describe, for ``system`` with ``params``; without
    ``sides`` (a roster) the hero's Resolve and the foe's pool stay at their defaults."""
    from solo.lab import Setup

    return Setup(
        system=system,
        params=params,
        resolve=whole(args.resolve, "--resolve") if sides else 5,
        pool=pool_value(args.pool) if sides else 0,
        slots=args.slots if sides else None,
        variant=args.variant,
        fu=whole(args.fu, "--fu"),
        mode=args.mode,
        soak=whole(args.soak, "--soak", 0, 9),
        yes_and_costs_two=bool(args.yes_and_costs_two),
        conditions=bool(args.conditions),
    )


def system_setup(mech: Mechanic[Params], args: argparse.Namespace) -> Setup:
    return setup_from(args, mech.name, params_from(mech, args))


def table_output(args: argparse.Namespace) -> Output:
    from solo.cli.lab.tables import Output

    chosen = [
        (flag, output)
        for flag, output in (("--json", Output.JSON), ("--csv", Output.CSV), ("--md", Output.MD))
        if vars(args).get(flag[2:])
    ]
    if len(chosen) > 1:
        raise UsageError(f"{' and '.join(flag for flag, _ in chosen)}: pick one")
    return chosen[0][1] if chosen else Output.TEXT


# --- the commands -------------------------------------------------------------------------


def run_conflict(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    from solo.cli.lab.conflict import show_conflict

    setup, policy = system_setup(mech, args), policy_from(args)
    heroes = whole(args.heroes, "--heroes", 1, 3)
    plot = None if args.plain or args.json else plot_area()
    return show_conflict(setup, policy, heroes, bool(args.best), args.goal, bool(args.json), plot)


def plot_area() -> PlotArea | None:
    """Where a plot goes: on a terminal, its width up to 80 columns; nowhere when the
    output is piped or redirected (a plot would be noise to a script)."""
    import shutil
    import sys

    from solo.cli.lab.plots import PlotArea

    if not sys.stdout.isatty():
        return None
    width = min(shutil.get_terminal_size().columns, 80) - 2
    return PlotArea(width=max(width, 40))


def run_grid(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    from solo.cli.lab import tables

    output = table_output(args)
    if args.of == "rungs":
        options = params_from(mech, args).as_dict()
        return tables.show_rung_grid(mech.name, options, numbers(args.bonuses, "--bonuses"), output)
    setup, policy = system_setup(mech, args), policy_from(args)
    if args.of == "strength":
        return tables.show_strength_grid(setup, policy, output)
    resolves = numbers(args.resolves, "--resolves")
    return tables.show_win_grid(setup, policy, resolves, numbers(args.pools, "--pools"), output)


def run_need(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    from solo.cli.lab.tables import show_need

    output = table_output(args)
    setup, policy = system_setup(mech, args), policy_from(args)
    return show_need(setup, policy, probability(args.target), args.need_for, output)


def run_compare(args: argparse.Namespace) -> int:
    from solo.cli.lab.tables import show_compare

    output = table_output(args)
    options: dict[str, object] = {
        "bonus": whole(args.bonus, "--bonus", 0, 30),
        "penalty": whole(args.penalty, "--penalty", 0, 30),
        "opposition": args.opposition,
        "scale": whole(args.scale, "--scale", -10, 10),
    }
    setup = setup_from(args, "fubar", mechanic("fubar").params(**options))
    return show_compare(options, setup, policy_from(args), output)


def run_roster(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    from solo.cli.lab.roster import read_foes, read_heroes, show_roster

    output = table_output(args)
    base = setup_from(args, mech.name, params_from(mech, args), sides=False)
    heroes, foes = read_heroes(args.hero), read_foes(args.foe)
    if args.campaign:
        from solo.cli.lab.roster import campaign_sides

        more_heroes, more_foes = campaign_sides(args.saves, args.campaign)
        heroes, foes = heroes + more_heroes, foes + more_foes
    return show_roster(base, heroes, foes, policy_from(args), bool(args.best), output)


def run_levers(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    from solo.cli.lab.levers import show_levers

    output = table_output(args)
    return show_levers(system_setup(mech, args), policy_from(args), bool(args.best), output)
