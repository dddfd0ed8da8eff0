"""How `solo` reads a command line: argparse, fitted to the CLI contract.

- :class:`Parser`: a usage mistake is one line on stderr and exit code 2 (a
  :class:`~solo.cli.errors.UsageError`), never argparse's own exit.
- Each command module has ``register(subparsers, argv)`` (a :data:`Register`) and sets its
  :data:`Handler` with ``set_defaults(handler=…)``; :func:`handler_of` reads it back.
- Options anywhere among a command's words (:func:`allow_intermixed`), word choices in
  any case (:func:`keywords_ignore_case`), and ``--dice -,0,+`` (:func:`glue_dash_values`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn, TypeAlias, TypeVar, overload

from solo.cli.errors import UsageError

_N = TypeVar("_N")

Handler: TypeAlias = Callable[[argparse.Namespace], int]
"""What a command runs: the parsed arguments in, the exit code out."""


class Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr and exit code 2.

    ``intermixed`` (see :func:`allow_intermixed`) reads options found anywhere among the
    command's words."""

    intermixed = False
    _mixing = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # no abbreviated long options: `solo status --save NAME` read as `--saves NAME`
        # (another saves folder) and showed a new demo campaign made there
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def format_help(self) -> str:
        """The help as the player reads it: rule IDs only with ``--rules`` (R-GM-8)."""
        from solo.cli.printing import for_player

        return for_player(super().format_help())

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: error: {message} (see `{self.prog} --help`)")

    @overload
    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: None = None
    ) -> tuple[argparse.Namespace, list[str]]: ...
    @overload
    def parse_known_args(
        self, args: Iterable[str] | None, namespace: _N
    ) -> tuple[_N, list[str]]: ...
    @overload
    def parse_known_args(self, *, namespace: _N) -> tuple[_N, list[str]]: ...

    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: object = None
    ) -> tuple[object, list[str]]:
        if not self.intermixed or self._mixing:  # parse_known_intermixed_args calls back in
            return super().parse_known_args(args, namespace)
        self._mixing = True
        try:
            return self.parse_known_intermixed_args(None if args is None else list(args), namespace)
        finally:
            self._mixing = False


Subparsers: TypeAlias = "argparse._SubParsersAction[Parser]"
"""Where a command module adds its commands."""

Register: TypeAlias = Callable[["Subparsers", Sequence[str]], None]
"""A command module's ``register(subparsers, argv)``; ``argv`` lets it skip the parts this
run cannot use (building every dice system's flags costs their imports)."""


def handler_of(args: argparse.Namespace) -> Handler | None:
    """The handler the chosen command set with ``set_defaults(handler=…)``, if any."""
    handler: Handler | None = vars(args).get("handler")
    return handler


def allow_intermixed(parser: Parser) -> None:
    """Options anywhere among the command's words.

    argparse takes a ``*`` positional only from the first run of plain words, so
    ``solo table npc --count 2 genre=noir`` or ``solo act demo --saves DIR note text=x``
    would leave the words after the option "unrecognized". This parser reads its options
    first and then its positionals (``parse_known_intermixed_args``), also when it runs as
    a subcommand of ``solo``."""
    parser.intermixed = True


def keywords_ignore_case(parser: argparse.ArgumentParser) -> None:
    """Every option with word choices takes them in any case, with '-' or ' ' for '_'
    (`--opposition Strong`, `--likelihood Very-Likely`)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in set(action.choices.values()):
                keywords_ignore_case(sub)
        elif (
            action.choices
            and action.type is None
            and all(isinstance(c, str) for c in action.choices)
        ):
            action.type = _keyword(tuple(str(c) for c in action.choices))


def add_rules_flag(parser: argparse.ArgumentParser) -> None:
    """``--rules`` on every command (and lab command) that has none: show rule IDs and how
    each result was worked out (R-GM-8; :func:`solo.cli.printing.set_show_rules`)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in set(action.choices.values()):
                add_rules_flag(sub)
                if "--rules" not in sub._option_string_actions:
                    sub.add_argument(
                        "--rules",
                        action="store_true",
                        help="show the rules: rule IDs and how each result was worked out",
                    )


def _keyword(choices: tuple[str, ...]) -> Callable[[str], str]:
    def keyword(text: str) -> str:
        low = text.strip().lower()
        if low in choices:
            return low
        joined = low.replace("-", "_").replace(" ", "_")
        return joined if joined in choices else text  # argparse words the refusal

    return keyword


VALUE_FLAGS = frozenset({"--dice", "--against", "--wild", "--against-wild", "--cp-dice", "--ally"})
"""Flags whose value may start with '-' (fudge faces)."""


def glue_dash_values(argv: Sequence[str]) -> list[str]:
    """Let `--dice -,0,+` work: argparse would read a value starting with '-' as a flag."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in VALUE_FLAGS and i + 1 < len(argv) and _dash_value(argv[i + 1]):
            out.append(f"{arg}={argv[i + 1]}")
            i += 2
            continue
        out.append(arg)
        i += 1
    return out


def _dash_value(word: str) -> bool:
    return word.startswith("-") and not word.startswith("--")
