"""The `solo` command line: parsing and printing only; the rules live elsewhere.

Each command group lives in its own module with a ``register(subparsers)`` function.
Heavy imports (yaml, textual) happen inside the command handlers, so `solo odds`
stays fast and never imports ``textual``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence

from solo.cli.errors import UsageError
from solo.printable import printable
from solo.saves.errors import SaveError

COMMAND_MODULES = (
    "solo.cli.play",
    "solo.cli.serve",
    "solo.cli.game_commands",
    "solo.cli.dice_commands",
    "solo.cli.table_commands",
    "solo.cli.lab_commands",
)
"""Modules that add sub-commands, in the order `solo --help` lists them."""

DESCRIPTION = """\
solo — a terminal oracle for solo roleplaying.

Frame a yes/no question, pick a dice system, and get one of six answers:
Yes-and, Yes, Yes-but, No-but, No, No-and. Every system shows its exact odds."""

EPILOG = """\
examples:
  solo play                            play full screen (the demo campaign on first run)
  solo serve --open                    play it in a web browser
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
    parser.add_argument(
        "--info",
        action="store_true",
        help="where saves, content and the config file are; packs loaded",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers, argv)
    _keywords_ignore_case(parser)
    return parser


def _keywords_ignore_case(parser: argparse.ArgumentParser) -> None:
    """Every option with word choices takes them in any case, with '-' or ' ' for '_'
    (`--opposition Strong`, `--likelihood Very-Likely`)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in set(action.choices.values()):
                _keywords_ignore_case(sub)
        elif (
            action.choices
            and action.type is None
            and all(isinstance(c, str) for c in action.choices)
        ):
            action.type = _keyword(tuple(action.choices))


def _keyword(choices: tuple[str, ...]) -> Callable[[str], str]:
    def keyword(text: str) -> str:
        low = text.strip().lower()
        if low in choices:
            return low
        joined = low.replace("-", "_").replace(" ", "_")
        return joined if joined in choices else text  # argparse words the refusal

    return keyword


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(args_list)
    try:
        args = parser.parse_args(_glue_dash_values(args_list))
        handler = getattr(args, "handler", None)
        if getattr(args, "info", False):
            from solo.cli.info import run_info

            return run_info()
        if handler is None:
            parser.print_help()
            return 0
        code = int(handler(args) or 0)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
        return code
    except UsageError as exc:
        message = str(exc) if str(exc).startswith("solo") else f"solo: error: {exc}"
        print(printable(message), file=sys.stderr)
        return 2
    except (ValueError, SaveError) as exc:
        print(printable(f"solo: error: {exc}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _drop_stdout()
        return 0
    except OSError as exc:  # a file or standard output that cannot be written or read
        where = f"{exc.filename}: " if exc.filename else "cannot write the output: "
        print(printable(f"solo: error: {where}{exc.strerror or exc}"), file=sys.stderr)
        _drop_stdout()
        return 2


def _drop_stdout() -> None:
    """Point standard output at /dev/null, so the output still buffered is not written
    again (and refused again, as a traceback) when Python exits."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no real stdout (a test's capture): nothing to drop
        pass


VALUE_FLAGS = frozenset({"--dice", "--against", "--wild", "--against-wild", "--cp-dice", "--ally"})


def _glue_dash_values(argv: list[str]) -> list[str]:
    """Let `--dice -,0,+` work: argparse would read a value starting with '-' as a flag."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if (
            arg in VALUE_FLAGS
            and i + 1 < len(argv)
            and argv[i + 1].startswith("-")
            and not argv[i + 1].startswith("--")
        ):
            out.append(f"{arg}={argv[i + 1]}")
            i += 2
            continue
        out.append(arg)
        i += 1
    return out
