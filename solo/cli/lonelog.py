"""Lonelog from the shell: `solo import FILE --name NEW` reads a log into a new campaign
(`solo export NAME --format lonelog` is in :mod:`solo.cli.campaign`, with the other formats).

A file that cannot be imported is one line naming the file, the line and what is wrong
(exit 2), and no campaign is made. solo.game is imported inside the functions so
`solo odds` stays fast.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from solo.cli.errors import UsageError
from solo.cli.parser import Subparsers
from solo.cli.printing import emit

if TYPE_CHECKING:
    from solo.saves.lonelog.document import Document

MAX_LOG_BYTES = 4 * 1024 * 1024
"""The largest log `solo import` reads (a long campaign's log is a few hundred KB)."""


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    p = subparsers.add_parser(
        "import",
        help="make a new campaign from a Lonelog log",
        description="Read a Lonelog log (a Markdown file, front matter and code fences "
        "welcome) into a new campaign: its sessions, scenes, questions with their dice and "
        "answers as written, notes, NPCs, threads and clocks.",
    )
    p.add_argument("file", metavar="FILE", help="the log, UTF-8 text")
    p.add_argument("--name", required=True, help="the new campaign's name")
    p.add_argument("--system", default="fubar", help="dice system for play from here (fubar)")
    p.add_argument(
        "--character",
        metavar="FILE.yaml",
        help="the hero's Trademarks and Flaws (default: the demo hero's), renamed after the "
        "log's [PC:Name] tag and given its open threads as Goals",
    )
    p.add_argument("--seed", type=int, help="seed for reproducible dice")
    p.add_argument(
        "--saves",
        metavar="DIR",
        help="saves folder (default: $SOLO_SAVES, saves/ in a checkout, else the user data folder)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run_import)


def run_import(args: argparse.Namespace) -> int:
    from solo.cli.campaign import campaign_store, status_data, status_text
    from solo.game.launch import character_sheet, import_campaign
    from solo.game.story.lonelog import plan_import
    from solo.saves.names import check_name

    name = check_name(args.name)
    store = campaign_store(args.saves)
    if store.exists(name):
        raise UsageError(
            f"a campaign called {name!r} already exists in {store.root}; "
            "choose another --name (nothing was imported)"
        )
    doc = read_log(args.file)
    sheet, _ = character_sheet(args.character)
    game = import_campaign(store, name, plan_import(doc), sheet, system=args.system, seed=args.seed)
    try:
        summary = import_summary(doc)
        data = {**status_data(game.campaign), "imported": summary}
        counts = ", ".join(f"{n} {what}" for what, n in summary.items())
        emit(
            bool(args.json), data, f"Imported {args.file}: {counts}\n\n{status_text(game.campaign)}"
        )
    finally:
        game.close()
    return 0


def known_genre(genre: str) -> str | None:
    """The log's genre when the content knows it (its starter hero, its tables), else None."""
    if not genre:
        return None
    from solo.game.launch import load_content
    from solo.tables.known import check_genre

    library, _ = load_content()
    try:
        return check_genre(library, genre)
    except ValueError:
        return None


def read_log(file: str) -> Document:
    """The log in ``file``; a UsageError naming the file (and the line) when it is too
    large, not UTF-8 or not a log that can be read."""
    from solo.regular_files import read_regular
    from solo.saves.lonelog.reader import LonelogError, read

    try:
        raw = read_regular(Path(file).expanduser(), MAX_LOG_BYTES)
    except OSError as exc:
        raise UsageError(f"{file}: cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise UsageError(
            f"{file}: line {line}: not UTF-8 text (byte {exc.start + 1}); save the log as UTF-8"
        ) from None
    try:
        return read(text)
    except LonelogError as exc:
        raise UsageError(f"{file}: {exc}") from None


def import_summary(doc: Document) -> dict[str, int]:
    """How much the log held: sessions, scenes, questions, lines, NPCs, threads, clocks."""
    from solo.saves.lonelog.document import CLOCK_KINDS, Mark

    entries = doc.all_entries()
    return {
        "sessions": len(doc.sessions),
        "scenes": sum(len(s.scenes) for s in doc.sessions),
        "questions": sum(e.mark in (Mark.QUESTION, Mark.ACTION) for e in entries),
        "lines": len(entries),
        "NPCs": len({t.name for t in doc.tags("N")}),
        "threads": len({t.name for t in doc.tags("Thread")}),
        "clocks": len({t.name for t in doc.tags(*CLOCK_KINDS)}),
    }
