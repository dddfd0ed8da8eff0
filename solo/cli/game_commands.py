"""`solo new|ask|act|status|saves|export|undo|redo`: play a campaign turn by turn."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from solo.cli.errors import UsageError
from solo.printable import printable

OPPOSITIONS = ("weak", "average", "standard", "challenging", "strong", "overwhelming")
LIKELIHOODS = ("very_likely", "likely", "even", "unlikely", "very_unlikely")


def register(subparsers: argparse._SubParsersAction, argv: Sequence[str] = ()) -> None:
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
        help="a dice-system option for every roll, e.g. code=4D+1 (d6) or "
        "skill=good (fudge); a question's own --option wins",
    )
    _common(p)
    p.set_defaults(handler=run_new)

    p = subparsers.add_parser(
        "ask",
        help="ask the oracle: one full turn",
        description="Frame a yes/no question, roll (or read your dice), "
        "apply the answer and autosave.",
    )
    p.add_argument("question", help='e.g. "Do I sneak past the guards?"')
    p.add_argument("--save", default="demo", help="campaign (default: demo, made on first use)")
    g = p.add_argument_group("the question")
    g.add_argument(
        "--world",
        action="store_true",
        help="a question about the world, not an action (uses --likelihood)",
    )
    g.add_argument("--likelihood", default="even", choices=LIKELIHOODS)
    g.add_argument(
        "--helps",
        action="append",
        default=[],
        metavar="DESCRIPTOR",
        help="a Descriptor that helps (+1D; repeatable)",
    )
    g.add_argument(
        "--hinders",
        action="append",
        default=[],
        metavar="DESCRIPTOR",
        help="a Descriptor that hinders (-1D; repeatable)",
    )
    g.add_argument(
        "--condition",
        action="append",
        default=[],
        metavar="NAME",
        help="one of your Conditions that applies (repeatable)",
    )
    g.add_argument(
        "--detail",
        action="append",
        default=[],
        metavar="NAME",
        help="a scene Detail that applies (repeatable)",
    )
    g.add_argument("--bonus", type=int, default=0, metavar="N", help="circumstance dice for")
    g.add_argument("--penalty", type=int, default=0, metavar="N", help="circumstance dice against")
    g.add_argument("--unfamiliar", action="store_true", help="outside your Concept (-1D)")
    g.add_argument("--apt", action="store_true", help="a very apt Concept (+1D)")
    g.add_argument(
        "--opposition",
        default=None,
        choices=(*OPPOSITIONS, "none"),
        help="opposition strength; wins over the campaign opposition "
        "(none: the campaign opposition stays out of this question)",
    )
    g.add_argument(
        "--against-opposition",
        action="store_true",
        help="a low-stakes question against the campaign opposition (R-OPP-1)",
    )
    g.add_argument("--high-stakes", action="store_true", help="Resolve is at stake")
    g.add_argument("--risky", action="store_true", help="risky approach: ±2 (high stakes)")
    g.add_argument("--combat", action="store_true", help="armour may soak the loss")
    g.add_argument("--scale", type=int, default=0)
    g.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a dice-system option, e.g. skill=good or code=4D+1",
    )
    g.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="more of the question: with_allies, against, foe_weapon, foe_armour, evasion, "
        "cramped, activity, aide, asset_helps, power (see the README)",
    )
    d = p.add_argument_group("your own dice (instead of rolling)")
    d.add_argument("--dice", metavar="F,F,…")
    d.add_argument("--against", metavar="F,F,…")
    d.add_argument("--wild", metavar="F,F,…")
    a = p.add_argument_group("after the roll")
    a.add_argument("--reroll", metavar="N,N", help="pay to reroll these dice (R-RES-2)")
    a.add_argument(
        "--take",
        default="auto",
        choices=("auto", "condition", "detail", "none"),
        help="what to keep from an and/but offer (default: a Condition for an "
        "action, a scene Detail for a world question)",
    )
    a.add_argument("--soak", type=int, default=0, metavar="N", help="armour soak uses")
    _common(p)
    p.set_defaults(handler=run_ask)

    p = subparsers.add_parser(
        "act",
        help="any other action: scenes, Goals, downtime …",
        description="Run one action on a campaign, e.g. "
        "`solo act demo start_scene title='The crypt' setting=underground`."
        " `solo act demo --list` lists the actions.",
    )
    p.add_argument("name", help="campaign")
    p.add_argument("action", nargs="?", help="action name")
    p.add_argument("args", nargs="*", metavar="KEY=VALUE")
    p.add_argument("--list", action="store_true", help="list the actions and their arguments")
    _common(p)
    p.set_defaults(handler=run_act)

    for name, help_text, handler in (
        ("status", "show a campaign: hero, Resolve, scene", run_status),
        ("undo", "undo the last action of a campaign", run_undo),
        ("redo", "redo the last undone action", run_redo),
    ):
        p = subparsers.add_parser(name, help=help_text, description=help_text.capitalize())
        p.add_argument("name", nargs="?", default="demo", help="campaign (default demo)")
        if name in ("undo", "redo"):
            p.add_argument("--steps", type=int, default=1, metavar="N")
        _common(p)
        p.set_defaults(handler=handler)

    p = subparsers.add_parser("saves", help="list campaigns", description="List campaigns.")
    p.add_argument("--restore", metavar="NAME", help="put NAME's backup back as its save")
    _common(p)
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


def _out():
    """The output helpers import the game and rules: only load them when a command runs."""
    from solo.cli import game_output

    return game_output


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--saves",
        metavar="DIR",
        help="saves folder (default: $SOLO_SAVES, saves/ in a checkout, else the user data folder)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _faces(text: str | None, flag: str) -> list[int]:
    from solo.cli.dice_commands import parse_faces

    return list(parse_faces(text, flag))


def _options(pairs: list[str]) -> dict[str, Any]:
    from solo.game.grammar import key_values

    return key_values(pairs)


def _store(args: argparse.Namespace):
    from solo.game.launch import store_for

    return store_for(args.saves)


def _open(args: argparse.Namespace, name: str, read_only: bool = False):
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
        system_options=_options(args.option),
    )
    try:
        _emit(args, _out().status_data(game), _out().status_text(game))
    finally:
        game.close()
    return 0


def _question_fields(pairs: list[str]) -> dict[str, Any]:
    """``--set FIELD=VALUE``: the question fields without flags of their own."""
    from solo.game.question import LATER_FIELDS

    fields = _options(pairs)
    for key, value in fields.items():
        if key not in LATER_FIELDS:
            raise UsageError(
                f"--set: unknown field {key!r}; expected one of {', '.join(LATER_FIELDS)}"
            )
        if isinstance(LATER_FIELDS[key], list) and not isinstance(value, list):
            fields[key] = [value]
    return fields


def run_ask(args: argparse.Namespace) -> int:
    from solo.game.choices import Stakes, Take, parse
    from solo.game.commands import Accept, Ask, Reroll
    from solo.game.pending import faces_from
    from solo.game.question import Question

    question = Question(
        text=args.question,
        kind="world" if args.world else "action",
        likelihood=args.likelihood,
        helps=tuple(args.helps),
        hinders=tuple(args.hinders),
        conditions=tuple(args.condition),
        details=tuple(args.detail),
        bonus=args.bonus,
        penalty=args.penalty,
        unfamiliar=args.unfamiliar,
        apt=args.apt,
        opposition=None if args.opposition in (None, "none") else args.opposition,
        against_opposition=False
        if args.opposition == "none"
        else (True if args.against_opposition else None),
        stakes=Stakes.HIGH if args.high_stakes else Stakes.LOW,
        risky=args.risky,
        combat=args.combat,
        scale=args.scale,
        options=_options(args.option),
        **_question_fields(args.set),
    )
    dice = None
    if args.dice or args.against or args.wild:
        dice = faces_from(
            {
                k: v
                for k, v in (
                    ("dice", _faces(args.dice, "--dice")),
                    ("against", _faces(args.against, "--against")),
                    ("wild", _faces(args.wild, "--wild")),
                )
                if v
            }
        )
    new = not _store(args).exists(args.save)  # the demo, made on first use
    game = _open(args, args.save)
    try:
        if game.campaign.pending is not None:
            waiting = game.campaign.pending.question.text
            raise UsageError(
                f"a roll is waiting for {waiting!r}: finish it with "
                f"`solo act {args.save} accept` (or `solo play --save "
                f"{args.save}`) before asking again"
            )
        game.run(Ask(question, dice))
        steps = 2
        if args.reroll:
            game.run(Reroll(tuple(_faces(args.reroll, "--reroll"))))
            steps += 1
        accepted = game.run(Accept(parse(Take, args.take, "--take"), args.soak))
        turn = game.journal()[-steps:]
        offer = (accepted.data or {}).get("offer")
        _emit(args, _out().turn_data(game, turn, offer), _out().turn_text(game, turn))
    except (UsageError, ValueError):
        if new:  # nothing is created on a refusal (12.8)
            _store(args).discard(game.save)
        raise
    finally:
        game.close()
    return 0


def run_act(args: argparse.Namespace) -> int:
    from solo.game.command_args import command_from

    if args.list or not args.action:
        print(_out().actions_text())
        return 0
    typed_as = f"solo act {args.name}"
    command = command_from(args.action, _options(args.args), typed_as)  # refused before opening
    game = _open(args, args.name)
    try:
        step = game.run(command)
        _emit(args, _out().step_data(game, step), _out().step_text(game, step))
    finally:
        game.close()
    return 0


def run_status(args: argparse.Namespace) -> int:
    game = _open(args, args.name, read_only=True)
    try:
        _emit(args, _out().status_data(game), _out().status_text(game))
    finally:
        game.close()
    return 0


def run_undo(args: argparse.Namespace, redo: bool = False) -> int:
    if args.steps < 1:
        raise UsageError(f"--steps must be 1 or more, got {args.steps}")
    game = _open(args, args.name)
    try:
        history = game.history()
        have = len(history.redoable if redo else history.entries)
        if args.steps > have:  # refuse before changing anything
            what = f"only {have} action{'' if have == 1 else 's'}" if have else "nothing"
            raise UsageError(
                f"{what} to {'redo' if redo else 'undo'} in {args.name!r}; "
                f"--steps {args.steps} is too many"
            )
        done = [(game.redo() if redo else game.undo())["title"] for _ in range(args.steps)]
        word = "Redone" if redo else "Undone"
        _emit(
            args,
            {"campaign": args.name, word.lower(): done},
            "\n".join(f"{word}: {t}" for t in done) + "\n\n" + _out().status_text(game),
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
    rows = _out().saves_rows(store)
    if args.json:
        print(json.dumps(rows))
    else:
        print(printable(_out().saves_text(store, rows)))
    return 0


def run_export(args: argparse.Namespace) -> int:
    from solo.game.launch import store_for

    store = store_for(args.saves)
    text = _out().export(store, args.name, args.format)
    if args.format == "md":
        text = printable(text)
    if args.out:
        from pathlib import Path

        Path(args.out).write_text(text, encoding="utf-8")
        print(printable(f"wrote {args.out}"))
    else:
        sys.stdout.write(text)
    return 0


def _emit(args: argparse.Namespace, data: Any, text: str) -> None:
    print(json.dumps(data, ensure_ascii=False) if args.json else printable(text))
