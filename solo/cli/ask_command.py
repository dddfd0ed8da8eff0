"""`solo ask`: frame a question, roll (or read the player's dice), accept and autosave: one
full turn of the oracle from the command line."""

from __future__ import annotations

import argparse
from typing import Any

from solo.cli.campaign_access import (
    add_common_flags,
    campaign_store,
    emit,
    game_output_module,
    key_value_options,
    open_campaign,
)
from solo.cli.errors import UsageError

OPPOSITIONS = ("weak", "average", "standard", "challenging", "strong", "overwhelming")
LIKELIHOODS = ("very_likely", "likely", "even", "unlikely", "very_unlikely")


def register(subparsers: argparse._SubParsersAction) -> None:
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
    add_common_flags(p)
    p.set_defaults(handler=run_ask)


def _faces(text: str | None, flag: str) -> list[int]:
    from solo.cli.dice_commands import parse_faces

    return list(parse_faces(text, flag))


def _question_fields(pairs: list[str]) -> dict[str, Any]:
    """``--set FIELD=VALUE``: the question fields without flags of their own."""
    from solo.game.question import LATER_FIELDS

    fields = key_value_options(pairs)
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
        options=key_value_options(args.option),
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
    new = not campaign_store(args).exists(args.save)  # the demo, made on first use
    game = open_campaign(args, args.save)
    try:
        if game.campaign.pending is not None:
            waiting = game.campaign.pending.question.text
            raise UsageError(
                f"a roll is waiting for {waiting!r}: finish it with "
                f"`solo act {args.save} accept` (or `solo play --save "
                f"{args.save}`) before asking again"
            )
        with game.save.together():  # the question and its answer, or neither (disk full)
            game.run(Ask(question, dice))
            steps = 2
            if args.reroll:
                game.run(Reroll(tuple(_faces(args.reroll, "--reroll"))))
                steps += 1
            accepted = game.run(Accept(parse(Take, args.take, "--take"), args.soak))
        turn = game.journal()[-steps:]
        offer = (accepted.data or {}).get("offer")
        emit(
            args,
            game_output_module().turn_data(game, turn, offer),
            game_output_module().turn_text(game, turn),
        )
    except (UsageError, ValueError):
        if new:  # nothing is created on a refusal (12.8)
            campaign_store(args).discard(game.save)
        raise
    finally:
        game.close()
    return 0
