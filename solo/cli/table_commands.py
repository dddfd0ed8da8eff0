"""`solo table`, `solo content check`, `solo prep`: the content tables from the shell.

yaml and solo.tables are imported inside the handlers so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from solo.cli.errors import UsageError
from solo.dice.report import counted
from solo.printable import printable

MAX_SEED = 10**6


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
    _register_table(subparsers)
    _register_content(subparsers)
    _register_prep(subparsers)


def _content_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content",
        action="append",
        default=[],
        metavar="DIR",
        help="also load the packs in DIR (repeatable; after the shipped "
        "packs, the user data folder and SOLO_CONTENT)",
    )


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
    _content_flag(cmd)
    cmd.set_defaults(handler=run_table)
    _allow_intermixed(cmd)


def _allow_intermixed(parser: argparse.ArgumentParser) -> None:
    """Let filters follow options (`solo table npc --count 2 genre=noir`): argparse
    otherwise takes a `*` positional only from the first run of plain words."""
    base = type(parser)

    class Intermixed(base):  # type: ignore[misc, valid-type]
        _mixing = False

        def parse_known_args(self, args=None, namespace=None):
            if self._mixing:
                return super().parse_known_args(args, namespace)
            self._mixing = True
            try:
                return self.parse_known_intermixed_args(args, namespace)
            finally:
                self._mixing = False

    parser.__class__ = Intermixed


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


def _register_prep(subparsers: argparse._SubParsersAction) -> None:
    cmd = subparsers.add_parser(
        "prep",
        help="a GM prep sheet in Markdown",
        description="Draw a prep sheet — scene setups, complications, Details per "
        "setting, NPCs, oracle words — as Markdown.",
        epilog="example:\n  solo prep --genre noir --tier major --counts npcs=6,words=0 "
        "--seed 3 --out prep.md",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    cmd.add_argument(
        "--genre",
        metavar="G",
        help="genre id (pulp, dark-fantasy, noir, sci-fi, …); generic entries still appear; "
        "without a genre, generic entries only",
    )
    cmd.add_argument(
        "--save",
        metavar="NAME",
        help="prep for campaign NAME: its genre, and its scene's setting for the Details",
    )
    cmd.add_argument("--saves", metavar="DIR", help="saves folder (with --save)")
    cmd.add_argument("--tier", metavar="T", help="complication tier: minor, moderate, major")
    cmd.add_argument(
        "--counts",
        metavar="K=N,…",
        help="how many of each: scenes, complications, details (per setting), "
        "npcs, words (default scenes=3,complications=6,details=3,npcs=4,"
        "words=6; 0 leaves a section out)",
    )
    cmd.add_argument(
        "--setting",
        action="append",
        default=[],
        metavar="S",
        help="list Details only for this setting (repeatable)",
    )
    cmd.add_argument("--seed", type=int, metavar="N", help="seed for a reproducible sheet")
    cmd.add_argument("--out", metavar="FILE", help="write the Markdown to FILE, not stdout")
    cmd.add_argument("--json", action="store_true", help="print machine-readable JSON")
    _content_flag(cmd)
    cmd.set_defaults(handler=run_prep)


# --- handlers --------------------------------------------------------------------------


def _load_all(extra: list[str]):
    """The shipped packs, the user's, SOLO_CONTENT's, then each of ``extra``."""
    from solo import locations
    from solo.tables import load_library

    return load_library(
        locations.shipped_content_dir(),
        user=locations.user_content_dir(),
        env=locations.env_content_dirs(),
        extra=extra,
    )


def _load(extra: list[str]):
    for folder in extra:
        if not Path(folder).expanduser().is_dir():
            raise UsageError(f"--content: no such folder {folder!r}")
    result = _load_all(extra)
    if result.errors:
        n = len(result.errors)
        _say(
            f"solo: warning: {n} content error{'s' if n > 1 else ''}; the broken files "
            f"were skipped (run `solo content check` for details)",
            file=sys.stderr,
        )
    return result.library


def _rng(seed: int | None) -> tuple[int, random.Random]:
    if seed is None:
        seed = random.SystemRandom().randrange(MAX_SEED)
    return seed, random.Random(seed)


def run_table(args: argparse.Namespace) -> int:
    library = _load(args.content)
    if args.list:
        return _print_list(library, args.json)
    if not args.query:
        raise UsageError("give a table id, e.g. `solo table npc` (see `solo table --list`)")
    from solo.tables import Query, draw, probabilities

    query = Query.parse(" ".join(args.query))
    library.table(query.table)  # unknown table: a clear error
    if args.odds:
        return _print_odds(query, probabilities(library, query), args.json)
    seed, rng = _rng(args.seed)
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
        _say(f"{i}. {text}" if len(results) > 1 else text)
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
        _say("no tables loaded")
        return 0
    width = max(len(r[0]) for r in rows)
    for tid, title, n, pack, ext, dice in rows:
        packs = pack + "".join(f" +{e}" for e in ext)
        roll = f" [{dice}]" if dice else ""
        _say(f"{tid:<{width}}  {n:>4}  {title}{roll}  ({packs})")
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
        _say(f"{p!s:>9}  {float(p):7.2%}  {entry.text}")
    return 0


def run_check(args: argparse.Namespace) -> int:
    from solo.tables import load_dirs

    if args.only and not args.dirs:
        raise UsageError("--only needs at least one DIR")
    result = load_dirs(*args.dirs) if args.only else _load_all(args.dirs)
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
            _say(error)
        _say(
            f"{counted(counts['packs'], 'pack')}, {counted(counts['tables'], 'table')}, "
            f"{counted(counts['entries'], 'entry', 'entries')} in "
            f"{counted(counts['files'], 'file')}; {counted(counts['errors'], 'error')}"
        )
    return 2 if result.errors else 0


def _campaign_place(args: argparse.Namespace) -> tuple[str | None, str]:
    """The genre of campaign ``--save`` and the setting of its open scene."""
    from solo.game.campaign import Campaign
    from solo.game.launch import store_for

    store = store_for(args.saves)
    campaign = Campaign.from_dict(store.read(args.save).state)  # no lock: only reads
    setting = campaign.scene.setting if campaign.scene.open else ""
    return campaign.genre, setting


def run_prep(args: argparse.Namespace) -> int:
    from solo.tables.known import check_genre, check_setting
    from solo.tables.prep import parse_counts, prep
    from solo.vocabulary import Tier

    counts = parse_counts(args.counts)
    tier = Tier.from_key(args.tier) if args.tier else None
    library = _load(args.content)
    genre, settings = args.genre, list(args.setting)
    if args.save is not None:  # the campaign's genre and its scene's setting (12.21)
        genre, setting = _campaign_place(args)
        if setting and not settings:
            settings = [setting]
    if genre is not None:
        genre = check_genre(library, genre)
    settings = [check_setting(library, s) for s in settings]
    seed, rng = _rng(args.seed)
    sheet = prep(
        library,
        rng,
        genre=genre,
        tier=tier,
        counts=counts,
        settings=tuple(settings),
        seed=seed,
    )
    text = json.dumps(sheet.as_dict()) + "\n" if args.json else printable(sheet.markdown())
    if args.out:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"--out: cannot write {args.out!r}: {exc.strerror}") from None
        _say(f"wrote {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def _say(text: object, **kwargs: Any) -> None:
    """print() for people: control characters from content are shown escaped."""
    print(printable(str(text)), **kwargs)
