"""`solo new|ask|act|status|saves|export|undo|redo`: play a campaign turn by turn
(`solo ask` itself lives in :mod:`solo.cli.ask_command`)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from solo.cli import ask_command
from solo.cli.campaign_access import (
    add_common_flags,
    emit,
    game_output_module,
    key_value_options,
    open_campaign,
)
from solo.cli.errors import UsageError
from solo.cli.intermixed import allow_intermixed
from solo.printable import printable


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
    option_help = "a campaign option (see README, Campaign options)"
    if not argv or argv[0] == "new":  # the list costs solo.game: only `solo new` needs it
        from solo.game.options import CAMPAIGN_OPTIONS

        option_help = "a campaign option: " + ", ".join(o.key for o in CAMPAIGN_OPTIONS)
    p = subparsers.add_parser(
        "new",
        help="start a new campaign",
        description="Start a new campaign (a save) for one hero.",
    )
    p.add_argument("name", help="save name (letters, digits, space, . _ -)")
    p.add_argument("--system", default="fubar", help="dice system (default fubar)")
    p.add_argument(
        "--variant", default="resolve", help="Resolve economy: resolve, doom, split, consequences"
    )
    p.add_argument(
        "--character",
        metavar="FILE.yaml",
        help="the hero (default: the demo hero; see content/campaigns/demo.yaml)",
    )
    p.add_argument("--genre", help="content genre: pulp, dark-fantasy, noir, sci-fi")
    p.add_argument("--seed", type=int, help="seed for reproducible dice")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=option_help + " (e.g. resolve_cap=6, levels=true; see README, Campaign options); or a "
        "dice-system option for every roll, e.g. code=4D+1 (d6) or skill=good (fudge), "
        "which a question's own --option overrides",
    )
    add_common_flags(p)
    p.set_defaults(handler=run_new)
    ask_command.register(subparsers)

    p = subparsers.add_parser(
        "act",
        help="any other action: scenes, Goals, downtime …",
        description="Run one action on a campaign, e.g. "
        "`solo act demo start_scene title='The crypt' setting=underground`."
        " `solo act --list` lists the actions (no campaign needed).",
    )
    p.add_argument("name", nargs="?", help="campaign (not needed with --list)")
    p.add_argument("action", nargs="?", help="action name")
    p.add_argument("args", nargs="*", metavar="KEY=VALUE")
    p.add_argument("--list", action="store_true", help="list the actions and their arguments")
    add_common_flags(p)
    p.set_defaults(handler=run_act)
    allow_intermixed(p)  # `solo act demo --saves DIR note text=x`

    for name, help_text, handler in (
        ("status", "show a campaign: hero, Resolve, scene", run_status),
        ("undo", "undo the last action of a campaign", run_undo),
        ("redo", "redo the last undone action", run_redo),
    ):
        p = subparsers.add_parser(name, help=help_text, description=help_text.capitalize())
        p.add_argument("name", nargs="?", default="demo", help="campaign (default demo)")
        if name in ("undo", "redo"):
            p.add_argument("--steps", type=int, default=1, metavar="N")
        add_common_flags(p)
        p.set_defaults(handler=handler)

    p = subparsers.add_parser("saves", help="list campaigns", description="List campaigns.")
    p.add_argument("--restore", metavar="NAME", help="put NAME's backup back as its save")
    add_common_flags(p)
    p.set_defaults(handler=run_saves)

    p = subparsers.add_parser(
        "export",
        help="export a campaign's journal",
        description="Export a journal as Markdown or JSON.",
    )
    p.add_argument("name", help="campaign")
    p.add_argument("--format", default="md", choices=("md", "json"))
    p.add_argument("--out", metavar="FILE", help="write to FILE instead of stdout")
    p.add_argument("--saves", metavar="DIR", help="saves folder")
    p.set_defaults(handler=run_export, json=False)


def run_new(args: argparse.Namespace) -> int:
    from solo.game.launch import character_sheet, create_game, load_content, store_for
    from solo.saves.names import check_name

    name = check_name(args.name)  # the campaign is called what its folder is (NFC)
    sheet, where = character_sheet(args.character)
    library, _ = load_content()
    game = create_game(
        store_for(args.saves),
        name,
        sheet,
        library,
        system=args.system,
        variant=args.variant,
        seed=args.seed,
        genre=args.genre,
        where=where,
        system_options=key_value_options(args.option),
    )
    try:
        emit(args, game_output_module().status_data(game), game_output_module().status_text(game))
    finally:
        game.close()
    return 0


def run_act(args: argparse.Namespace) -> int:
    from solo.game.command_args import command_from

    if args.list or (args.name and not args.action):
        print(game_output_module().actions_text())
        return 0
    if not args.name:
        raise UsageError(
            "solo act: error: the following argument is required: name"
            " (see `solo act --help`; `solo act --list` needs none)"
        )
    typed_as = f"solo act {args.name}"
    command = command_from(
        args.action, key_value_options(args.args), typed_as
    )  # refused before opening
    game = open_campaign(args, args.name)
    try:
        step = game.run(command)
        emit(
            args,
            game_output_module().step_data(game, step),
            game_output_module().step_text(game, step),
        )
    finally:
        game.close()
    return 0


def run_status(args: argparse.Namespace) -> int:
    game = open_campaign(args, args.name, read_only=True)
    try:
        emit(args, game_output_module().status_data(game), game_output_module().status_text(game))
    finally:
        game.close()
    return 0


def run_undo(args: argparse.Namespace, redo: bool = False) -> int:
    if args.steps < 1:
        raise UsageError(f"--steps must be 1 or more, got {args.steps}")
    game = open_campaign(args, args.name)
    try:
        history = game.history()
        have = len(history.redoable if redo else history.entries)
        if args.steps > have:  # refuse before changing anything
            what = f"only {have} action{'' if have == 1 else 's'}" if have else "nothing"
            raise UsageError(
                f"{what} to {'redo' if redo else 'undo'} in {args.name!r}; "
                f"--steps {args.steps} is too many"
            )
        with game.save.together():  # every step, or none if the disk refuses
            done = [(game.redo() if redo else game.undo())["title"] for _ in range(args.steps)]
        word = "Redone" if redo else "Undone"
        emit(
            args,
            {"campaign": args.name, word.lower(): done},
            "\n".join(f"{word}: {t}" for t in done)
            + "\n\n"
            + game_output_module().status_text(game),
        )
    finally:
        game.close()
    return 0


def run_redo(args: argparse.Namespace) -> int:
    return run_undo(args, redo=True)


def run_saves(args: argparse.Namespace) -> int:
    from solo.game.launch import store_for

    store = store_for(args.saves)
    if args.restore:
        store.restore_backup(args.restore)
        print(f"restored {args.restore!r} from its backup")
        return 0
    rows = game_output_module().saves_rows(store)
    if args.json:
        print(json.dumps(rows))
    else:
        print(printable(game_output_module().saves_text(store, rows)))
    return 0


def run_export(args: argparse.Namespace) -> int:
    from solo.game.launch import store_for

    store = store_for(args.saves)
    text = game_output_module().export(store, args.name, args.format)
    if args.format == "md":
        text = printable(text)
    if args.out:
        from solo.cli.output_file import write_out

        write_out(args.out, text)
        print(printable(f"wrote {args.out}"))
    else:
        sys.stdout.write(text)
    return 0
