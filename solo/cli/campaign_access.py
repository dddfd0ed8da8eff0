"""What the campaign commands (`solo new|ask|act|status|…`, `solo play --plain`) share:
the common flags, the saves folder, opening a campaign, and printing text or JSON."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from solo.printable import printable


def game_output_module():
    """The output helpers import the game and rules: only load them when a command runs."""
    from solo.cli import game_output

    return game_output


def add_common_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--saves",
        metavar="DIR",
        help="saves folder (default: $SOLO_SAVES, saves/ in a checkout, else the user data folder)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def key_value_options(pairs: list[str]) -> dict[str, Any]:
    from solo.game.grammar import key_values

    return key_values(pairs)


def campaign_store(args: argparse.Namespace):
    from solo.game.launch import store_for

    return store_for(args.saves)


def open_campaign(args: argparse.Namespace, name: str, read_only: bool = False):
    """The campaign ``name``, locked for play; ``read_only`` takes no lock and changes no
    file (only writers lock: `solo status` works while the app has the campaign open)."""
    from solo.game.engine import Game
    from solo.game.launch import load_content, open_game, store_for

    library, problems = load_content()
    for line in problems:
        print(printable(f"solo: content warning: {line}"), file=sys.stderr)
    store = store_for(args.saves)
    if read_only and store.exists(name):
        game = Game(store.read(name), library)
    else:
        game = open_game(store, name, library)
    for warning in game.save.warnings:
        print(printable(f"solo: {name}: {warning}"), file=sys.stderr)
    return game


def emit(args: argparse.Namespace, data: Any, text: str) -> None:
    print(json.dumps(data, ensure_ascii=False) if args.json else printable(text))
