"""The `solo` command line: parsing and printing only; the rules live elsewhere.

Each command group lives in its own module with a ``register(subparsers)`` function.
Heavy imports (yaml, textual) happen inside the command handlers, so `solo odds`
stays fast and never imports ``textual``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from solo.cli.errors import UsageError
from solo.saves.errors import SaveError

COMMAND_MODULES = (
    "solo.cli.play",
    "solo.cli.game_commands",
    "solo.cli.dice_commands",
    "solo.cli.table_commands",
    "solo.cli.lab_commands",
)
"""Modules that add sub-commands, in the order `solo --help` lists them."""

DESCRIPTION = """\
solo — a terminal oracle for solo roleplaying.

Frame a yes/no question, pick a dice system, and get one of six answers:
No-and, No, No-but, Yes-but, Yes, Yes-and. Every system shows its exact odds."""

EPILOG = """\
examples:
  solo play                            play the demo campaign at a prompt
  solo ask "Is the door locked?" --world --likelihood likely
  solo odds fubar --bonus 2            exact odds of each answer
  solo roll minifu --power 3 --challenge 2 --seed 7
  solo read fubar --dice 1,2,3,4,4,6 --bonus 1
  solo odds d6 --code 4D+2 --difficulty moderate --json

Run `solo COMMAND --help` for a command's options."""


class Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: error: {message} (see `{self.prog} --help`)")


def build_parser(argv: Sequence[str] = ()) -> Parser:
    """The whole parser; ``argv`` lets command modules skip parts this run cannot use."""
    parser = Parser(
        prog="solo",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from solo import __version__

    parser.add_argument("--version", action="version", version=f"solo {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers, argv)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(args_list)
    try:
        args = parser.parse_args(_glue_dash_values(args_list))
        handler = getattr(args, "handler", None)
        if handler is None:
            parser.print_help()
            return 0
        return int(handler(args) or 0)
    except UsageError as exc:
        print(str(exc) if str(exc).startswith("solo") else f"solo: error: {exc}",
              file=sys.stderr)
        return 2
    except (ValueError, SaveError) as exc:
        print(f"solo: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


VALUE_FLAGS = frozenset({"--dice", "--against", "--wild", "--against-wild", "--cp-dice", "--ally"})


def _glue_dash_values(argv: list[str]) -> list[str]:
    """Let `--dice -,0,+` work: argparse would read a value starting with '-' as a flag."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in VALUE_FLAGS and i + 1 < len(argv) and argv[i + 1].startswith("-") \
                and not argv[i + 1].startswith("--"):
            out.append(f"{arg}={argv[i + 1]}")
            i += 2
            continue
        out.append(arg)
        i += 1
    return out
