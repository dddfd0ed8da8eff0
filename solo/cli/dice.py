"""`solo odds`, `solo roll`, `solo read`: the dice engine from the command line — each
system's flags, reading them into its params, and the odds and rolls printed as text or
JSON. The lab (:mod:`solo.cli.lab`) takes the same system flags.

Imports :mod:`solo.dice` only: `solo odds` starts fast.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from functools import partial

from solo.cli.errors import UsageError
from solo.cli.parser import Subparsers
from solo.cli.printing import print_json
from solo.dice import SYSTEMS, mechanic
from solo.dice.base import Mechanic, Params
from solo.dice.die_look import MARK
from solo.dice.exact import Odds
from solo.dice.ladder import Answer
from solo.dice.report import fraction_text, in_order, odds_data, roll_data, short_fraction
from solo.dice.rolls import Faces, Roll

COMMANDS = ("odds", "roll", "read")

COMMON_HELP = {
    "bonus": "bonus dice (Descriptors, Conditions, gear …)",
    "penalty": "penalty dice",
    "scale": "scale difference: + favours you, - the opposition (R-LAD-3)",
}
OPPOSITIONS = ("weak", "average", "standard", "challenging", "strong", "overwhelming")
COMMON_OPTIONS = ("bonus", "penalty", "opposition", "scale")
BAR_WIDTH = 30

SystemRun = Callable[[Mechanic[Params], argparse.Namespace], int]
"""A command's handler on one dice system (or a described mechanic)."""


# --- the flags --------------------------------------------------------------------------


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    """Add odds/roll/read. Building a system's flags imports its mechanic, so when ``argv``
    names one dice command and system, only that one is built (fast start); when ``argv``
    names no dice command at all (`solo status`, `solo --help`), no system's flags are."""
    dice_may_run = not argv or any(word in COMMANDS for word in argv)
    wanted_command = argv[0] if argv else None
    wanted_system = argv[1] if len(argv) > 1 and argv[1] in SYSTEMS else None
    for command, help_text, run in (
        ("odds", "exact odds of every answer for a dice system", run_odds),
        ("roll", "roll the dice and get an answer", run_roll),
        ("read", "read dice you rolled on the table", run_read),
    ):
        cmd = subparsers.add_parser(
            command,
            help=help_text,
            description=help_text.capitalize() + ".",
            epilog=f"Run `solo {command} SYSTEM --help` for the system's options, or "
            f"`solo {command} --mechanic FILE` for a mechanic of your own "
            "(docs/mechanic-format.md).",
        )
        if wanted_command == command and names_mechanic_file(argv):
            add_described(cmd, command, run)
            continue
        systems = cmd.add_subparsers(
            dest="system", metavar="SYSTEM", required=True, parser_class=type(cmd)
        )
        if not dice_may_run or (wanted_command in COMMANDS and wanted_command != command):
            continue  # another command runs: this one's systems are not needed
        _add_systems(systems, command, run, wanted_system if wanted_command == command else None)


def _add_systems(
    systems: Subparsers, command: str, run: SystemRun, wanted_system: str | None
) -> None:
    """Each system's parser under ``command`` (only ``wanted_system``'s when one is named)."""
    for name in SYSTEMS:
        if wanted_system not in (None, name):
            continue
        mech: Mechanic[Params] = mechanic(name)
        sub = systems.add_parser(name, help=mech.summary, description=mech.summary)
        add_modifiers(sub, mech)
        _add_extras(sub, command)
        sub.set_defaults(handler=partial(run, mech))


def names_mechanic_file(argv: Sequence[str]) -> bool:
    """Whether the command line gives ``--mechanic FILE`` instead of a system."""
    return any(word == "--mechanic" or word.startswith("--mechanic=") for word in argv)


def add_described(parser: argparse.ArgumentParser, command: str, run: SystemRun) -> None:
    """``--mechanic FILE`` and ``--option K=V`` in place of a system and its flags."""
    add_mechanic_flags(parser)
    add_common(parser)
    _add_extras(parser, command)
    parser.set_defaults(handler=partial(run_described, run))


def add_mechanic_flags(parser: argparse.ArgumentParser) -> None:
    own = parser.add_argument_group("a mechanic of your own")
    own.add_argument(
        "--mechanic",
        required=True,
        metavar="FILE",
        help="a mechanic file (YAML; docs/mechanic-format.md) instead of a system",
    )
    own.add_argument(
        "--option",
        action="append",
        metavar="NAME=N",
        help="one of the file's options, e.g. --option power=3 (repeatable)",
    )


def described_mechanic(args: argparse.Namespace) -> Mechanic[Params]:
    """The mechanic ``--mechanic FILE`` describes, its ``--option`` values set on ``args``
    as a system's own flags would be (None where not given)."""
    from solo.cli.mechanic_file import mechanic_from_file, option_values

    mech: Mechanic[Params] = mechanic_from_file(args.mechanic)
    given = option_values(args.option, mech)
    for opt in mech.options:
        setattr(args, opt.name, given.get(opt.name))
    return mech


def run_described(run: SystemRun, args: argparse.Namespace) -> int:
    return run(described_mechanic(args), args)


def add_modifiers(parser: argparse.ArgumentParser, mech: Mechanic[Params]) -> None:
    """The modifiers every system takes, then the system's own options."""
    add_common(parser)
    if not mech.options:
        return
    own = parser.add_argument_group(f"{mech.name} options")
    for opt in mech.options:
        if opt.kind == "flag":
            own.add_argument(opt.flag, action="store_true", dest=opt.name, help=opt.help)
        elif opt.kind == "choice":
            own.add_argument(
                opt.flag, default=None, choices=opt.choices, dest=opt.name, help=opt.help
            )
        else:  # None: the system's default, or for `read` the size the faces show
            own.add_argument(
                opt.flag, default=None, metavar=opt.metavar or "N", dest=opt.name, help=opt.help
            )


def add_common(parser: argparse.ArgumentParser) -> None:
    """The modifiers every system takes (R-OPP-1)."""
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
        _add_faces(parser)


def _add_faces(parser: argparse.ArgumentParser) -> None:
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


# --- reading them -----------------------------------------------------------------------


def system_options(mech: Mechanic[Params], args: argparse.Namespace) -> dict[str, object]:
    """The modifiers and the system's options as given (None: not given)."""
    given = vars(args)
    names = (*COMMON_OPTIONS, *(opt.name for opt in mech.options))
    return {name: given[name] for name in names}


def params_from(
    mech: Mechanic[Params], args: argparse.Namespace, faces: Faces | None = None
) -> Params:
    """The system's params from its flags; for ``faces`` read off a table, pool sizes not
    given are the ones the faces show."""
    options = system_options(mech, args)
    if faces is None:
        options = {k: v for k, v in options.items() if v is not None}
    else:
        options = mech.fit_to_faces(options, faces)
    return mech.params(**options)


def parse_faces(text: str | None, flag: str) -> tuple[int, ...]:
    """``1,2,3`` (or fudge's ``-,0,+``) as faces; UsageError names ``flag`` and the bad one."""
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


def _faces_read(args: argparse.Namespace) -> Faces:
    """`solo read`'s face flags."""
    chains: str = args.cp_dice or ""
    allies: list[str] = args.ally or []
    cp = tuple(parse_faces(chain, "--cp-dice") for chain in chains.split("/") if chain)
    return Faces(
        dice=parse_faces(args.dice, "--dice"),
        against=parse_faces(args.against, "--against"),
        wild=parse_faces(args.wild, "--wild"),
        against_wild=parse_faces(args.against_wild, "--against-wild"),
        cp=cp,
        allies=tuple(parse_faces(a, "--ally") for a in allies),
    )


# --- the commands -----------------------------------------------------------------------


def run_odds(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    params = params_from(mech, args)
    odds = mech.odds(params)
    if args.json:
        print_json(odds_data(mech, params, odds))
    else:
        print(odds_text(mech, params, odds))
    return 0


def run_roll(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    params = params_from(mech, args)
    given_seed: int | None = args.seed
    seed = given_seed if given_seed is not None else random.SystemRandom().randrange(10**6)
    rng = random.Random(seed)
    roll = mech.roll(params, rng)
    first = None
    if args.reroll:
        first = roll
        which = [n - 1 for n in parse_faces(args.reroll, "--reroll")]
        roll = mech.reroll(roll, which, rng)
    _print_roll(bool(args.json), roll, seed=seed, before=first)
    return 0


def run_read(mech: Mechanic[Params], args: argparse.Namespace) -> int:
    faces = _faces_read(args)
    _print_roll(bool(args.json), mech.read(params_from(mech, args, faces), faces))
    return 0


# --- printing ---------------------------------------------------------------------------


def _print_roll(
    as_json: bool, roll: Roll, seed: int | None = None, before: Roll | None = None
) -> None:
    if as_json:
        data = roll_data(roll)
        if seed is not None:
            data["seed"] = seed
        if before is not None:
            data["before_reroll"] = roll_data(before)
        print_json(data)
        return
    if before is not None:
        print(roll_text(before, seed=seed))
        print("\nReroll:")
    print(roll_text(roll, seed=None if before else seed))


def describe_params(mech: Mechanic[Params], params: Params) -> str:
    """The title and every option that differs from the system's defaults."""
    try:
        defaults = mech.params().as_dict()
    except ValueError:
        defaults = {}
    parts = []
    for key, value in params.as_dict().items():
        if key in defaults and defaults[key] == value:
            continue
        if value is True:
            parts.append(key.replace("_", " "))
        elif value not in (None, "", ()):
            parts.append(f"{key.replace('_', ' ')} {value}")
    return f"{mech.title}" + (f" — {', '.join(parts)}" if parts else " — no modifiers")


def odds_text(mech: Mechanic[Params], params: Params, odds: Odds) -> str:
    lines = [describe_params(mech, params), ""]
    rungs = in_order(odds.rungs)
    width = max(len(short_fraction(p)) for _, p in rungs)
    for key, p in rungs:
        label = "Impasse" if key == "impasse" else Answer.from_key(key).label
        bar = "█" * round(float(p) * BAR_WIDTH)
        lines.append(f"  {label:<10} {short_fraction(p):>{width}}  {float(p):6.1%}  {bar}")
    lines.append("")
    lines.append(f"  Yes (any kind): {float(odds.at_least(Answer.YES_BUT)):.1%}")
    extras = {k: p for k, p in odds.extras().items() if p and k != "impasse"}
    for key, p in extras.items():
        lines.append(f"  {key:<15} {short_fraction(p)}  ({float(p):.1%})")
    shown = [p for _, p in rungs] + list(extras.values())
    if any(short_fraction(p) != fraction_text(p) for p in shown):
        lines.append("")
        lines.append("  (≈: a fraction too long to read, shortened; --json gives it exactly)")
    return "\n".join(lines)


def roll_text(roll: Roll, seed: int | None = None) -> str:
    mech: Mechanic[Params] = mechanic(roll.system)
    head = describe_params(mech, roll.params)
    lines = [head + (f"  (seed {seed})" if seed is not None else ""), ""]
    kind_width = max((len(d.kind) for d in roll.dice), default=4) + 1
    for n, die in enumerate(roll.dice, start=1):
        side = "" if die.side == "acting" else f" ({die.side})"
        why = f"  {die.why}" if die.why else ""
        lines.append(
            f"  {n:>2}. {die.kind:<{kind_width}}{die.face:>3}  {MARK[die.status]}{die.status:<9}"
            f"{side}{why}"
        )
    if roll.total is not None and not any(n.startswith("total") for n in roll.notes):
        lines.append(f"  total {roll.total}")
    for note in roll.notes:
        lines.append(f"  {note}")
    lines.append("")
    outcome = roll.outcome
    shifted = ""
    if roll.unscaled != outcome:
        shifted = f"  (rolled {roll.unscaled.label}, moved by scale {roll.params.scale:+d})"
    lines.append(f"  {outcome.label}{shifted}")
    lines.append(f"  {outcome.meaning}")
    for key, value in outcome.extras().items():
        lines.append(f"  + {key}" + ("" if value is True else f": {value}"))
    return "\n".join(lines)
