"""`solo play`: play a campaign full-screen (the Textual app in solo.tui), or with
``--plain`` — or whenever stdin or stdout is not a terminal — at a plain prompt.

Type a question to ask it; markers after the question shape the pool:
``+name`` a Descriptor or Condition that helps, ``-name`` one that hinders (a unique
part of its name is enough), ``!high`` ``!risky`` ``!combat`` ``!unfamiliar`` ``!apt``,
``@strong`` (opposition strength); see :mod:`solo.game.grammar`. Slash commands do
the rest (``/help``).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.cli.errors import UsageError
from solo.cli.parser import Subparsers

if TYPE_CHECKING:
    from solo.config import LoadedConfig
    from solo.game.engine import Game
    from solo.tui.app import Launch, SoloApp


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    p = subparsers.add_parser(
        "play",
        help="play a campaign (full-screen, or --plain)",
        description="Play a campaign full-screen (F1 lists the keys), "
        "or at a plain prompt with --plain (type /help there).",
    )
    p.add_argument(
        "--save",
        help="campaign (default: the picker, or the last played; the demo is made on first use)",
    )
    p.add_argument("--saves", metavar="DIR", help="saves folder")
    p.add_argument("--seed", type=int, help="seed for a new campaign's dice")
    p.add_argument(
        "--plain",
        action="store_true",
        help="a plain line-by-line prompt instead of the full-screen app (also "
        "used when stdin or stdout is not a terminal)",
    )
    p.set_defaults(handler=run_play)


class PlayFlags(Struct, frozen=True):
    """What `solo play` was asked: a campaign (None: the picker or the last played), the
    saves folder, the seed of a new campaign, and whether to stay at the plain prompt."""

    save: str | None
    saves: str | None
    seed: int | None
    plain: bool = False

    @classmethod
    def read(cls, args: argparse.Namespace) -> PlayFlags:
        given = vars(args)  # scripts and `solo serve` pass a Namespace without --plain
        return cls(given["save"], given["saves"], given["seed"], bool(given.get("plain")))


def run_play(
    args: argparse.Namespace,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    config = _config(args)
    flags = PlayFlags.read(args)
    if under_web_driver():
        return _serve_one_tab(flags, config)
    if _full_screen(flags, read, write):
        # the app opens the campaign itself, after its first frame; one it cannot open
        # (--save names it) ends the app, and the refusal is said here
        return _run_app(_launch(flags, flags.save, exit_if_refused=bool(flags.save)), config)
    from solo.cli.campaign import open_campaign

    game = open_campaign(flags.saves, flags.save or _last_played(flags.saves))
    try:
        return _plain_prompt(game, read, write)
    finally:
        game.close()


def _serve_one_tab(flags: PlayFlags, config: LoadedConfig) -> int:
    """`solo serve`: one browser tab. The app opens the campaign itself, so a refusal
    (say, the campaign is open in another tab) shows in the page, not on a pipe; the
    server stops it with a quit message, so Ctrl+C at the server's terminal is not ours."""
    from solo.tui.app import SoloApp

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    SoloApp(launch=_launch(flags, flags.save), config=config).run()
    return 0


def _launch(flags: PlayFlags, name: str | None, *, exit_if_refused: bool = False) -> Launch:
    from solo.tui.app import Launch

    return Launch(flags.saves, name, flags.seed, exit_if_refused=exit_if_refused)


def _run_app(launch: Launch, config: LoadedConfig) -> int:
    from solo.tui.app import SoloApp

    app = SoloApp(launch=launch, config=config)
    app.run()
    if launch.exit_if_refused and app.refusal is not None and app.return_code == 2:
        raise UsageError(app.refusal)
    return _exit_code(app)


def _plain_prompt(game: Game, read: Callable[[str], str], write: Callable[[str], None]) -> int:
    from solo.cli.campaign import status_text
    from solo.cli.prompt import Prompt
    from solo.printable import printable

    write(printable(status_text(game.campaign)))
    write("\nType a question, or /help.")
    prompt = Prompt(game, read, write)
    try:
        prompt.resume()
    except (EOFError, KeyboardInterrupt):
        return 0
    prompt.loop()
    return 0


def _exit_code(app: SoloApp) -> int:
    """The app's exit status: 0 when the player quit, non-zero when it crashed (Textual
    printed the traceback; every action was saved as it ran, so the campaign is intact)."""
    code = app.return_code
    return code if isinstance(code, int) else 0


def _config(args: argparse.Namespace) -> LoadedConfig:
    """The player's settings; a bad config file is one warning line, then the defaults.
    The configured saves folder applies when ``--saves`` is not given (set on ``args``:
    `solo serve` reads it there too)."""
    from solo.config import load_config
    from solo.printable import printable

    loaded = load_config()
    for line in loaded.problems:
        print(printable(f"solo: config: {line}"), file=sys.stderr)
    if not vars(args).get("saves") and loaded.config.saves:
        args.saves = loaded.config.saves
    return loaded


def _last_played(saves: str | None) -> str:
    """`solo play` with no --save: the campaign played last (the demo when there is none)."""
    from solo.game.launch import store_for
    from solo.game.setup import DEMO_NAME
    from solo.saves.shelf import most_recent

    return most_recent(store_for(saves)) or DEMO_NAME


def under_web_driver() -> bool:
    """True in a process textual-serve started for a browser tab (Textual's web driver)."""
    return "web_driver" in os.environ.get("TEXTUAL_DRIVER", "")


def _full_screen(
    flags: PlayFlags, read: Callable[[str], str], write: Callable[[str], None]
) -> bool:
    """The TUI, unless asked for --plain, scripted (read/write given), or not in a terminal."""
    if flags.plain or read is not input or write is not print:
        return False
    return sys.stdin.isatty() and sys.stdout.isatty()
