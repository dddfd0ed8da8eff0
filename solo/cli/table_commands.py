"""`solo table`, `solo content check` (and, from :mod:`solo.cli.prep_command`, `solo prep`):
the content tables from the shell.

yaml and solo.tables are imported inside the handlers so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from solo.cli import prep_command
from solo.cli.content_loading import (
    add_content_flag,
    load_all_content,
    load_content_library,
    say,
    seeded_rng,
)
from solo.cli.errors import UsageError
from solo.cli.intermixed import allow_intermixed
from solo.dice.report import counted


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
    _register_table(subparsers)
    _register_content(subparsers)
    prep_command.register(subparsers)


def _register_table(subparsers: argparse._SubParsersAction) -> None:
    cmd = subparsers.add_parser(
        "table",
        help="draw from a content table",
        description="Draw from a content table. QUERY is a table id and optional tag "
        "filters, e.g. `solo table conditions tier=minor polarity=negative`.",
        epilog="examples:\n  solo table --list\n  solo table npc --count 3 --seed 7\n"
        "  solo table complications tier=major genre=noir\n"
        "  solo table details setting=city --odds",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    cmd.add_argument(
        "query",
        nargs="*",
        metavar="QUERY",
        help="table id, then filters key=value (tier, category, polarity, "
        "genre, setting, answer, kind; key=a,b means either)",
    )
    cmd.add_argument(
        "--count",
        type=int,
        default=1,
        metavar="N",
        help="draw N entries, none twice until the table runs out",
    )
    cmd.add_argument("--seed", type=int, metavar="N", help="seed for reproducible draws")
    cmd.add_argument("--list", action="store_true", help="list every table")
    cmd.add_argument(
        "--odds",
        action="store_true",
        help="show the exact chance of every entry instead of drawing",
    )
    cmd.add_argument("--json", action="store_true", help="print machine-readable JSON")
    add_content_flag(cmd)
    cmd.set_defaults(handler=run_table)
    allow_intermixed(cmd)


def _register_content(subparsers: argparse._SubParsersAction) -> None:
    cmd = subparsers.add_parser(
        "content", help="check content packs", description="Work with content packs."
    )
    sub = cmd.add_subparsers(
        dest="content_command", metavar="ACTION", required=True, parser_class=type(cmd)
    )
    check = sub.add_parser(
        "check",
        help="check every pack and list each error as path:line:col: message",
        description="Load the shipped packs, the user data folder, SOLO_CONTENT and each "
        "DIR, print every error one per line, then the counts. Exit status 2 "
        "when any error is found.",
    )
    check.add_argument("dirs", nargs="*", metavar="DIR", help="extra pack folders to check")
    check.add_argument(
        "--only", action="store_true", help="check only the DIRs given (no shipped or user packs)"
    )
    check.add_argument("--json", action="store_true", help="print machine-readable JSON")
    check.set_defaults(handler=run_check)


def run_table(args: argparse.Namespace) -> int:
    library = load_content_library(args.content)
    if args.list:
        return _print_list(library, args.json)
    if not args.query:
        raise UsageError("give a table id, e.g. `solo table npc` (see `solo table --list`)")
    from solo.tables import Query, draw, probabilities

    query = Query.parse(" ".join(args.query))
    library.table(query.table)  # unknown table: a clear error
    if args.odds:
        return _print_odds(query, probabilities(library, query), args.json)
    seed, rng = seeded_rng(args.seed)
    results = draw(library, query, rng, args.count)
    if args.json:
        print(
            json.dumps(
                {
                    "query": str(query),
                    "seed": seed,
                    "count": args.count,
                    "results": [r.as_dict() for r in results],
                }
            )
        )
        return 0
    for i, drawn in enumerate(results, 1):
        text = f"{drawn.roll}: {drawn.text}" if drawn.roll is not None else drawn.text
        say(f"{i}. {text}" if len(results) > 1 else text)
    return 0


def _print_list(library, as_json: bool) -> int:
    rows = [
        (t.id, t.title, len(t.entries), t.pack, t.extended_by, str(t.dice or ""))
        for t in library.tables.values()
    ]
    if as_json:
        print(
            json.dumps(
                {
                    "tables": [
                        {
                            "id": i,
                            "title": title,
                            "entries": n,
                            "pack": pack,
                            "extended_by": list(ext),
                            "roll": dice or None,
                        }
                        for i, title, n, pack, ext, dice in rows
                    ]
                }
            )
        )
        return 0
    if not rows:
        say("no tables loaded")
        return 0
    width = max(len(r[0]) for r in rows)
    for tid, title, n, pack, ext, dice in rows:
        packs = pack + "".join(f" +{e}" for e in ext)
        roll = f" [{dice}]" if dice else ""
        say(f"{tid:<{width}}  {n:>4}  {title}{roll}  ({packs})")
    return 0


def _print_odds(query, odds: dict[Any, Fraction], as_json: bool) -> int:
    if as_json:
        print(
            json.dumps(
                {
                    "query": str(query),
                    "odds": [
                        {"text": e.text, "probability": str(p), "p": float(p), "entry": e.as_dict()}
                        for e, p in odds.items()
                    ],
                }
            )
        )
        return 0
    if not odds:
        raise UsageError(f"no entry matches {query}")
    for entry, p in odds.items():
        say(f"{p!s:>9}  {float(p):7.2%}  {entry.text}")
    return 0


def run_check(args: argparse.Namespace) -> int:
    from solo.tables import load_dirs

    if args.only and not args.dirs:
        raise UsageError("--only needs at least one DIR")
    result = load_dirs(*args.dirs) if args.only else load_all_content(args.dirs)
    lib = result.library
    counts = {
        "packs": len(lib.packs),
        "tables": len(lib.tables),
        "entries": lib.entry_count,
        "files": result.files,
        "errors": len(result.errors),
    }
    if args.json:
        print(
            json.dumps(
                {
                    **counts,
                    "pack_ids": [p.id for p in lib.packs],
                    "errors": [
                        {"file": e.file, "line": e.line, "column": e.column, "message": e.message}
                        for e in result.errors
                    ],
                }
            )
        )
    else:
        for error in result.errors:
            say(error)
        say(
            f"{counted(counts['packs'], 'pack')}, {counted(counts['tables'], 'table')}, "
            f"{counted(counts['entries'], 'entry', 'entries')} in "
            f"{counted(counts['files'], 'file')}; {counted(counts['errors'], 'error')}"
        )
    return 2 if result.errors else 0
