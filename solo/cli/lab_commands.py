"""`solo lab conflict|grid|need|compare`: the odds lab from the command line.

The parser only: the handlers are in ``solo.cli.lab_run``, the lab (``solo.lab``) does
the work, ``solo.cli.lab_output`` (conflicts, best play) and ``solo.cli.lab_tables``
(grid, need, compare) print.
A system's flags are the ones `solo odds` takes. Like the dice commands, only the part
of the parser a run needs is built, and ``solo.lab`` is imported by the handlers, so
other commands start no slower.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from solo.cli.dice_commands import OPPOSITIONS, _add_modifiers
from solo.dice import SYSTEMS, mechanic

RUNGS = ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")
VARIANTS = ("resolve", "doom", "split", "consequences")
SLOT_PRESETS = ("foot_soldier", "lieutenant", "character")
SUBCOMMANDS = {
    "conflict": "exact odds of a whole high-stakes conflict (and best play with --best)",
    "grid": "P(win) across hero Resolve x opposition pool, P(win) by opposition "
    "strength (--of strength), or one roll's odds across strength x bonus (--of rungs)",
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
            sub.set_defaults(handler=_handler(name), mechanic=mech)
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
    compare.set_defaults(handler=_handler("compare"), mechanic=None)


def _handler(command: str) -> Callable[[argparse.Namespace], int]:
    """The handler of ``solo lab COMMAND``, imported only when it runs."""

    def run(args: argparse.Namespace) -> int:
        from solo.cli.lab_run import HANDLERS
        from solo.cli.still_working import still_working

        with still_working("solving"):  # the largest problems take up to a minute
            return HANDLERS[command](args)

    return run


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
