"""The content packs from the shell: `solo table` (draw, list, exact odds), `solo content
check` and `solo prep` (a GM prep sheet), with the ``--content DIR`` flag they share.

yaml, solo.tables and solo.game are imported inside the handlers so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from solo.cli.errors import UsageError
from solo.cli.parser import Parser, Subparsers, allow_intermixed
from solo.cli.printing import print_json, say
from solo.dice.report import counted
from solo.printable import printable

if TYPE_CHECKING:
    from solo.tables.loader import LoadResult
    from solo.tables.model import Entry, Library
    from solo.tables.prep import Section
    from solo.tables.refs import Query

MAX_SEED = 10**6


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    _register_table(subparsers)
    _register_content(subparsers)
    _register_prep(subparsers)


# --- what they share ----------------------------------------------------------------------


def add_content_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content",
        action="append",
        default=[],
        metavar="DIR",
        help="also load the packs in DIR (repeatable; after the shipped "
        "packs, the user data folder and SOLO_CONTENT)",
    )


def load_all_content(extra: Sequence[str]) -> LoadResult:
    """The shipped packs, the user's, SOLO_CONTENT's, then each of ``extra``."""
    from solo import locations
    from solo.tables.loader import load_library

    return load_library(
        locations.shipped_content_dir(),
        user=locations.user_content_dir(),
        env=locations.env_content_dirs(),
        extra=extra,
    )


def load_content_library(extra: Sequence[str]) -> Library:
    """Every pack, ``extra`` folders included; a broken file is one warning and skipped."""
    for folder in extra:
        if not Path(folder).expanduser().is_dir():
            raise UsageError(f"--content: no such folder {folder!r}")
    result = load_all_content(extra)
    if result.errors:
        n = len(result.errors)
        say(
            f"solo: warning: {n} content error{'s' if n > 1 else ''}; the broken files "
            f"were skipped (run `solo content check` for details)",
            file=sys.stderr,
        )
    return result.library


def seeded_rng(seed: int | None) -> tuple[int, random.Random]:
    """A Random from ``seed``, or from a fresh seed it returns (to print, for replay)."""
    if seed is None:
        seed = random.SystemRandom().randrange(MAX_SEED)
    return seed, random.Random(seed)


# --- solo table ---------------------------------------------------------------------------


def _register_table(subparsers: Subparsers) -> None:
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


def run_table(args: argparse.Namespace) -> int:
    as_json = bool(args.json)
    library = load_content_library(args.content)
    if args.list:
        return _print_list(library, as_json)
    if not args.query:
        raise UsageError("give a table id, e.g. `solo table npc` (see `solo table --list`)")
    from solo.tables.draw import probabilities
    from solo.tables.refs import Query

    query = Query.parse(" ".join(args.query))
    library.table(query.table)  # unknown table: a clear error
    if args.odds:
        return _print_odds(query, probabilities(library, query), as_json)
    _print_draws(library, query, args.seed, args.count, as_json)
    return 0


def _print_draws(
    library: Library, query: Query, given_seed: int | None, count: int, as_json: bool
) -> None:
    from solo.tables.draw import draw

    seed, rng = seeded_rng(given_seed)
    results = draw(library, query, rng, count)
    if as_json:
        print_json(
            {
                "query": str(query),
                "seed": seed,
                "count": count,
                "results": [r.as_dict() for r in results],
            }
        )
        return
    for i, drawn in enumerate(results, 1):
        text = f"{drawn.roll}: {drawn.text}" if drawn.roll is not None else drawn.text
        say(f"{i}. {text}" if len(results) > 1 else text)


def _print_list(library: Library, as_json: bool) -> int:
    tables = list(library.tables.values())
    if as_json:
        print_json(
            {
                "tables": [
                    {
                        "id": t.id,
                        "title": t.title,
                        "entries": len(t.entries),
                        "pack": t.pack,
                        "extended_by": list(t.extended_by),
                        "roll": str(t.dice or "") or None,
                    }
                    for t in tables
                ]
            }
        )
        return 0
    if not tables:
        say("no tables loaded")
        return 0
    width = max(len(t.id) for t in tables)
    for t in tables:
        packs = t.pack + "".join(f" +{e}" for e in t.extended_by)
        dice = str(t.dice or "")
        roll = f" [{dice}]" if dice else ""
        say(f"{t.id:<{width}}  {len(t.entries):>4}  {t.title}{roll}  ({packs})")
    return 0


def _print_odds(query: Query, odds: Mapping[Entry, Fraction], as_json: bool) -> int:
    if as_json:
        print_json(
            {
                "query": str(query),
                "odds": [
                    {"text": e.text, "probability": str(p), "p": float(p), "entry": e.as_dict()}
                    for e, p in odds.items()
                ],
            }
        )
        return 0
    if not odds:
        raise UsageError(f"no entry matches {query}")
    for entry, p in odds.items():
        say(f"{p!s:>9}  {float(p):7.2%}  {entry.text}")
    return 0


# --- solo content check -------------------------------------------------------------------


def _register_content(subparsers: Subparsers) -> None:
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


def run_check(args: argparse.Namespace) -> int:
    from solo.tables.loader import load_dirs

    dirs: list[str] = args.dirs
    if args.only and not dirs:
        raise UsageError("--only needs at least one DIR")
    result = load_dirs(*dirs) if args.only else load_all_content(dirs)
    if args.json:
        print_json(_check_data(result))
    else:
        for error in result.errors:
            say(error)
        say(_check_summary(result))
    return 2 if result.errors else 0


def _check_data(result: LoadResult) -> dict[str, object]:
    lib = result.library
    return {
        "packs": len(lib.packs),
        "tables": len(lib.tables),
        "entries": lib.entry_count,
        "files": result.files,
        "errors": [
            {"file": e.file, "line": e.line, "column": e.column, "message": e.message}
            for e in result.errors
        ],
        "pack_ids": [p.id for p in lib.packs],
    }


def _check_summary(result: LoadResult) -> str:
    lib = result.library
    return (
        f"{counted(len(lib.packs), 'pack')}, {counted(len(lib.tables), 'table')}, "
        f"{counted(lib.entry_count, 'entry', 'entries')} in "
        f"{counted(result.files, 'file')}; {counted(len(result.errors), 'error')}"
    )


# --- solo prep ----------------------------------------------------------------------------


def _register_prep(subparsers: Subparsers) -> None:
    cmd = subparsers.add_parser(
        "prep",
        help="a GM prep sheet in Markdown",
        description="Draw a prep sheet — scene setups, complications, Details per "
        "setting, NPCs, oracle words — as Markdown.",
        epilog="example:\n  solo prep --genre noir --tier major --counts npcs=6,words=0 "
        "--seed 3 --out prep.md",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_prep_flags(cmd)
    add_content_flag(cmd)
    cmd.set_defaults(handler=run_prep)


def _add_prep_flags(cmd: Parser) -> None:
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


def _campaign_place(saves: str | None, save: str) -> tuple[str | None, str]:
    """The genre of campaign ``save`` and the site of its open scene (its site tag)."""
    from solo.game.campaign import Campaign
    from solo.game.launch import store_for
    from solo.tables.places import Group

    store = store_for(saves)
    campaign = Campaign.from_dict(store.read(save).state)  # no lock: only reads
    scene = campaign.scene
    sites = [t.value for t in scene.tags if t.group is Group.SITE] if scene.open else []
    return campaign.genre, sites[0] if sites else ""


def _campaign_lists(saves: str | None, save: str) -> tuple[Section, ...]:
    """The clocks of campaign ``save`` with their forecasts (R-GM-5), its open threads and
    its NPCs (R-GM-4), as prep sheet sections, shown first."""
    from solo.game.campaign import Campaign
    from solo.game.launch import store_for
    from solo.game.story.clocks import clock_line
    from solo.tables.prep import Section

    campaign = Campaign.from_dict(store_for(saves).read(save).state)  # no lock: only reads
    goals = tuple(g.text for g in campaign.character.active_goals)
    clocks = tuple(clock_line(campaign, c) for c in campaign.clocks)
    return ((Section("Clocks", clocks),) if clocks else ()) + campaign.cast.prep_sections(goals)


def run_prep(args: argparse.Namespace) -> int:
    from solo.tables.known import check_genre, check_setting
    from solo.tables.prep import parse_counts, prep
    from solo.vocabulary import Tier

    counts = parse_counts(args.counts)
    tier = Tier.from_key(args.tier) if args.tier else None
    library = load_content_library(args.content)
    genre: str | None = args.genre
    settings: list[str] = list(args.setting)
    kept: tuple[Section, ...] = ()
    if args.save is not None:  # the campaign's genre and its scene's setting (12.21)
        genre, setting = _campaign_place(args.saves, args.save)
        if setting and not settings:
            settings = [setting]
        kept = _campaign_lists(args.saves, args.save)
    if genre is not None:
        genre = check_genre(library, genre)
    settings = [check_setting(library, s) for s in settings]
    seed, rng = seeded_rng(args.seed)
    sheet = prep(
        library,
        rng,
        genre=genre,
        tier=tier,
        counts=counts,
        settings=tuple(settings),
        seed=seed,
        kept=kept,
    )
    text = json.dumps(sheet.as_dict()) + "\n" if args.json else printable(sheet.markdown())
    _write(text, args.out)
    return 0


def _write(text: str, out: str | None) -> None:
    """``text`` to the file ``out``, or to stdout."""
    if not out:
        sys.stdout.write(text)
        return
    from solo.cli.output_file import write_out

    write_out(out, text)
    say(f"wrote {out}", file=sys.stderr)
