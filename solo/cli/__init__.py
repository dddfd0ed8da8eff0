"""The `solo` command line: reading arguments and printing; the rules live elsewhere.

- ``__init__``: :func:`main` — build the parser (with only the named command's module
  imported, :data:`COMMANDS`), run the chosen command's handler, turn a refusal into one
  line on stderr and exit code 2.
- ``parser``, ``printing``, ``errors``: what every command shares (argparse fitted to the
  CLI contract; text or JSON out; :class:`~solo.cli.errors.UsageError`).
- One module per command or group of commands, each with its flags, its handler and what
  it prints: ``play`` (and ``prompt``, its ``--plain`` prompt), ``serve`` (and
  ``web_server``), ``campaign`` (new, status, undo, redo, saves, export), ``ask``, ``act``,
  ``story`` (recap, journal), ``dice`` (odds, roll, read), ``content`` (table, content
  check, prep), ``lab/`` (the odds lab), ``info`` (``--info``).

May import every package of solo's but ``solo.tui``, which only ``play`` imports, lazily,
for `solo play`. Heavy imports (yaml, solo.game, solo.tables, solo.lab, textual) happen
inside the handlers, so `solo odds` stays fast and never imports ``textual`` or solo.game.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence

from solo.cli.errors import UsageError
from solo.cli.parser import (
    Parser,
    Register,
    add_rules_flag,
    glue_dash_values,
    handler_of,
    keywords_ignore_case,
)
from solo.cli.printing import for_player, set_show_rules
from solo.printable import printable
from solo.saves.errors import SaveError

# Each command module is imported by a maker below, when the parser needs it: every one for
# `solo --help` (and anything that names no command), only the named command's for a run
# (`solo status` does not import the web server's flags, the dice commands or the lab).


def _play() -> Register:
    from solo.cli import play

    return play.register


def _serve() -> Register:
    from solo.cli import serve

    return serve.register


def _new() -> Register:
    from solo.cli import campaign

    return campaign.register_new


def _ask() -> Register:
    from solo.cli import ask

    return ask.register


def _act() -> Register:
    from solo.cli import act

    return act.register


def _campaign() -> Register:
    from solo.cli import campaign

    return campaign.register


def _story() -> Register:
    from solo.cli import story

    return story.register


def _lonelog() -> Register:
    from solo.cli import lonelog

    return lonelog.register


def _dice() -> Register:
    from solo.cli import dice

    return dice.register


def _content() -> Register:
    from solo.cli import content

    return content.register


def _lab() -> Register:
    from solo.cli.lab import arguments

    return arguments.register


COMMANDS: tuple[tuple[tuple[str, ...], Callable[[], Register]], ...] = (
    (("play",), _play),
    (("serve",), _serve),
    (("new",), _new),
    (("ask",), _ask),
    (("act",), _act),
    (("status", "undo", "redo", "saves", "export"), _campaign),
    (("recap", "journal"), _story),
    (("import",), _lonelog),
    (("odds", "roll", "read"), _dice),
    (("table", "content", "prep"), _content),
    (("lab",), _lab),
)
"""The sub-commands each register adds, and the register's maker, in the order
`solo --help` lists them."""


def registers(argv: Sequence[str] = ()) -> list[Register]:
    """What adds the sub-commands a run may use: the one that adds ``argv[0]`` when it
    names a command, else every one (`solo --help`, `solo --info`, a mistyped command)."""
    named = [make for names, make in COMMANDS if argv and argv[0] in names]
    return [make() for make in named or [make for _, make in COMMANDS]]


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
    for register in registers(argv):
        register(subparsers, argv)
    keywords_ignore_case(parser)
    add_rules_flag(parser)
    return parser


LASTING = frozenset({"play", "serve", "lab"})
"""The commands that keep running (the app, the web server, the lab's runs): the cyclic
garbage collector runs for them as it always does."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command. A command that does its one thing and exits runs with the cyclic
    garbage collector held off (`solo ask` on a 1,000-entry journal spent ~8 ms of its
    ~260 ms of CPU in collections walking the records and modules it had just made; what
    it drops is freed by reference counting all the same); the collector is back on when ``main``
    returns, and on from the start of a :data:`LASTING` command."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(list(sys.argv[1:] if argv is None else argv), collecting)
    finally:
        if collecting:
            gc.enable()


def _run(args_list: list[str], collecting: bool) -> int:
    parser = build_parser(args_list)
    set_show_rules(False)
    try:
        args = parser.parse_args(glue_dash_values(args_list))
        if collecting and args.command in LASTING:
            gc.enable()
        set_show_rules(bool(vars(args).get("rules")))
        if args.info:
            from solo.cli.info import run_info

            return run_info()
        handler = handler_of(args)
        if handler is None:
            parser.print_help()
            return 0
        code = int(handler(args) or 0)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
        return code
    except UsageError as exc:
        message = str(exc) if str(exc).startswith("solo") else f"solo: error: {exc}"
        print(printable(for_player(message)), file=sys.stderr)
        return 2
    except (ValueError, SaveError) as exc:
        print(printable(for_player(f"solo: error: {exc}")), file=sys.stderr)
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
