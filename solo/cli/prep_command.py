"""`solo prep`: a GM prep sheet drawn from the content tables, as Markdown or JSON."""

from __future__ import annotations

import argparse
import json
import sys

from solo.cli.content_loading import add_content_flag, load_content_library, say, seeded_rng
from solo.printable import printable


def register(subparsers: argparse._SubParsersAction) -> None:
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
    add_content_flag(cmd)
    cmd.set_defaults(handler=run_prep)


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
    library = load_content_library(args.content)
    genre, settings = args.genre, list(args.setting)
    if args.save is not None:  # the campaign's genre and its scene's setting (12.21)
        genre, setting = _campaign_place(args)
        if setting and not settings:
            settings = [setting]
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
    )
    text = json.dumps(sheet.as_dict()) + "\n" if args.json else printable(sheet.markdown())
    if args.out:
        from solo.cli.output_file import write_out

        write_out(args.out, text)
        say(f"wrote {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
