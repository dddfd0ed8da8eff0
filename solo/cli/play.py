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
from typing import Any


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
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


def run_play(
    args: argparse.Namespace,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    from solo.cli import game_output
    from solo.cli.campaign_access import open_campaign
    from solo.printable import printable

    config = _config(args)
    if under_web_driver():
        # `solo serve`: one browser tab. The app opens the campaign itself, so a refusal
        # (say, the campaign is open in another tab) shows in the page, not on a pipe; the
        # server stops it with a quit message, so Ctrl+C at the server's terminal is not ours.
        from solo.tui.app import Launch, SoloApp

        signal.signal(signal.SIGINT, signal.SIG_IGN)
        SoloApp(launch=Launch(args.saves, args.save, args.seed), config=config).run()
        return 0
    if _full_screen(args, read, write) and not args.save:
        from solo.tui.app import Launch, SoloApp

        app = SoloApp(launch=Launch(args.saves, None, args.seed), config=config)
        app.run()
        return _exit_code(app)
    game = open_campaign(args, args.save or _last_played(args))
    if _full_screen(args, read, write):
        from solo.tui.app import Launch, SoloApp

        app = SoloApp(game, launch=Launch(args.saves, args.save, args.seed), config=config)
        try:
            app.run()
        finally:
            game.close()
        return _exit_code(app)
    try:
        write(printable(game_output.status_text(game)))
        write("\nType a question, or /help.")
        from solo.cli.prompt import Prompt

        prompt = Prompt(game, read, write)
        try:
            prompt.resume()
        except (EOFError, KeyboardInterrupt):
            return 0
        prompt.loop()
    finally:
        game.close()
    return 0


def _exit_code(app: Any) -> int:
    """The app's exit status: 0 when the player quit, non-zero when it crashed (Textual
    printed the traceback; every action was saved as it ran, so the campaign is intact)."""
    code = app.return_code
    return code if isinstance(code, int) else 0


def _config(args: argparse.Namespace):  # -> LoadedConfig
    """The player's settings; a bad config file is one warning line, then the defaults.
    The configured saves folder applies when ``--saves`` is not given."""
    from solo.config import load_config
    from solo.printable import printable

    loaded = load_config()
    for line in loaded.problems:
        print(printable(f"solo: config: {line}"), file=sys.stderr)
    if not getattr(args, "saves", None) and loaded.config.saves:
        args.saves = loaded.config.saves
    return loaded


def _last_played(args: argparse.Namespace) -> str:
    """`solo play` with no --save: the campaign played last (the demo when there is none)."""
    from solo.game.launch import store_for
    from solo.game.setup import DEMO_NAME
    from solo.saves.shelf import most_recent

    return most_recent(store_for(args.saves)) or DEMO_NAME


def under_web_driver() -> bool:
    """True in a process textual-serve started for a browser tab (Textual's web driver)."""
    return "web_driver" in os.environ.get("TEXTUAL_DRIVER", "")


def _full_screen(
    args: argparse.Namespace, read: Callable[[str], str], write: Callable[[str], None]
) -> bool:
    """The TUI, unless asked for --plain, scripted (read/write given), or not in a terminal."""
    if getattr(args, "plain", False) or read is not input or write is not print:
        return False
    return sys.stdin.isatty() and sys.stdout.isatty()
