"""`solo odds`, `solo roll`, `solo read`: the dice engine from the command line."""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from typing import Any

from solo.cli import dice_output
from solo.cli.errors import UsageError
from solo.dice import SYSTEMS, mechanic
from solo.dice.base import Mechanic, Params
from solo.dice.rolls import Faces

COMMANDS = ("odds", "roll", "read")

COMMON_HELP = {
    "bonus": "bonus dice (Descriptors, Conditions, gear …)",
    "penalty": "penalty dice",
    "scale": "scale difference: + favours you, - the opposition (R-LAD-3)",
}
OPPOSITIONS = ("weak", "average", "standard", "challenging", "strong", "overwhelming")


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
    """Add odds/roll/read. Building a system's flags imports its mechanic, so when ``argv``
    names one dice command and system, only that one is built (fast start)."""
    wanted_command = argv[0] if argv else None
    wanted_system = argv[1] if len(argv) > 1 and argv[1] in SYSTEMS else None
    for command, help_text, handler in (
        ("odds", "exact odds of every answer for a dice system", run_odds),
        ("roll", "roll the dice and get an answer", run_roll),
        ("read", "read dice you rolled on the table", run_read),
    ):
        cmd = subparsers.add_parser(
            command,
            help=help_text,
            description=help_text.capitalize() + ".",
            epilog=f"Run `solo {command} SYSTEM --help` for the system's options.",
        )
        systems = cmd.add_subparsers(
            dest="system", metavar="SYSTEM", required=True, parser_class=type(cmd)
        )
        if wanted_command in COMMANDS and wanted_command != command:
            continue  # another dice command runs: this one's systems are not needed
        for name in SYSTEMS:
            if wanted_command == command and wanted_system not in (None, name):
                continue
            mech = mechanic(name)
            sub = systems.add_parser(name, help=mech.summary, description=mech.summary)
            _add_modifiers(sub, mech)
            _add_extras(sub, command)
            sub.set_defaults(handler=handler, mechanic=mech)


def _add_modifiers(parser: argparse.ArgumentParser, mech: Mechanic) -> None:
    common = parser.add_argument_group("modifiers")
    for name in ("bonus", "penalty"):
        common.add_argument(f"--{name}", default=0, metavar="N", help=COMMON_HELP[name])
    common.add_argument(
        "--opposition",
        default="average",
        choices=OPPOSITIONS,
        help="opposition strength (default average)",
    )
    common.add_argument("--scale", default=0, metavar="N", help=COMMON_HELP["scale"])
    if mech.options:
        own = parser.add_argument_group(f"{mech.name} options")
        for opt in mech.options:
            kwargs: dict[str, Any] = {"dest": opt.name, "help": opt.help}
            if opt.kind == "flag":
                own.add_argument(opt.flag, action="store_true", **kwargs)
            elif opt.kind == "choice":
                own.add_argument(opt.flag, default=None, choices=opt.choices, **kwargs)
            else:  # None: the system's default, or for `read` the size the faces show
                own.add_argument(opt.flag, default=None, metavar=opt.metavar or "N", **kwargs)


def _add_extras(parser: argparse.ArgumentParser, command: str) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    if command == "roll":
        parser.add_argument("--seed", type=int, help="seed for a reproducible roll")
        parser.add_argument(
            "--reroll",
            metavar="N,N",
            help=("then reroll these die numbers (as listed) once, as a Resolve reroll would"),
        )
    if command == "read":
        parser.add_argument(
            "--dice",
            default="",
            metavar="F,F,…",
            help="faces of your dice (fudge: -,0,+ or -1,0,1); "
            "may be empty, e.g. d6 1D has only its Wild Die",
        )
        parser.add_argument(
            "--against",
            metavar="F,F,…",
            help="the other side's faces (minifu challenge, buckets resistance, opponent)",
        )
        parser.add_argument(
            "--wild",
            metavar="F,F,…",
            help="d6: the Wild Die's faces in order (6,6,2 = exploded twice)",
        )
        parser.add_argument(
            "--against-wild", metavar="F,F,…", help="d6 opposed: the opponent's Wild Die faces"
        )
        parser.add_argument(
            "--cp-dice",
            metavar="F,F/F",
            help="d6: Character Point dice, one chain each, chains split by /",
        )
        parser.add_argument(
            "--ally",
            action="append",
            metavar="F,F,…",
            help="frameworks cooperation: one ally's faces (repeatable)",
        )


def _params(args: argparse.Namespace, faces: Faces | None = None) -> Params:
    mech: Mechanic = args.mechanic
    options = {
        "bonus": args.bonus,
        "penalty": args.penalty,
        "opposition": args.opposition,
        "scale": args.scale,
    }
    for opt in mech.options:
        options[opt.name] = getattr(args, opt.name)
    if faces is None:
        options = {k: v for k, v in options.items() if v is not None}
    else:
        options = mech.fit_to_faces(options, faces)
    return mech.params(**options)


def parse_faces(text: str | None, flag: str) -> tuple[int, ...]:
    if not text:
        return ()
    out = []
    for token in text.replace(" ", "").split(","):
        if token in ("+", "-", "0"):
            out.append({"+": 1, "-": -1, "0": 0}[token])
            continue
        try:
            out.append(int(token))
        except ValueError:
            raise UsageError(f"{flag}: {token!r} is not a die face (in {text!r})") from None
    return tuple(out)


def run_odds(args: argparse.Namespace) -> int:
    mech: Mechanic = args.mechanic
    params = _params(args)
    odds = mech.odds(params)
    if args.json:
        from solo.dice.report import odds_data

        print(json.dumps(odds_data(mech, params, odds)))
    else:
        print(dice_output.odds_text(mech, params, odds))
    return 0


def run_roll(args: argparse.Namespace) -> int:
    mech: Mechanic = args.mechanic
    params = _params(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    rng = random.Random(seed)
    roll = mech.roll(params, rng)
    first = None
    if args.reroll:
        first = roll
        which = [n - 1 for n in parse_faces(args.reroll, "--reroll")]
        roll = mech.reroll(roll, which, rng)
    _print_roll(args, roll, seed=seed, before=first)
    return 0


def run_read(args: argparse.Namespace) -> int:
    mech: Mechanic = args.mechanic
    cp = tuple(
        parse_faces(chain, "--cp-dice") for chain in (args.cp_dice or "").split("/") if chain
    )
    faces = Faces(
        dice=parse_faces(args.dice, "--dice"),
        against=parse_faces(args.against, "--against"),
        wild=parse_faces(args.wild, "--wild"),
        against_wild=parse_faces(args.against_wild, "--against-wild"),
        cp=cp,
        allies=tuple(parse_faces(a, "--ally") for a in args.ally or ()),
    )
    _print_roll(args, mech.read(_params(args, faces), faces))
    return 0


def _print_roll(args: argparse.Namespace, roll, seed: int | None = None, before=None) -> None:
    if args.json:
        from solo.dice.report import roll_data

        data = roll_data(roll)
        if seed is not None:
            data["seed"] = seed
        if before is not None:
            data["before_reroll"] = roll_data(before)
        print(json.dumps(data))
    else:
        if before is not None:
            print(dice_output.roll_text(before, seed=seed))
            print("\nReroll:")
        print(dice_output.roll_text(roll, seed=None if before else seed))
