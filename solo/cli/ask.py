"""`solo ask`: frame a question, roll (or read the player's dice), accept and autosave: one
full turn of the oracle from the command line, printed as text or JSON.

solo.game is imported inside the functions so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Sequence
from typing import TYPE_CHECKING

from solo.cli.campaign import add_common_flags, campaign_store, key_value_options, open_campaign
from solo.cli.dice import parse_faces
from solo.cli.errors import UsageError
from solo.cli.parser import Subparsers
from solo.cli.printing import emit
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.dice.rolls import Faces
    from solo.game.actions import Step
    from solo.game.engine import Game
    from solo.game.story.journal import JournalEntry
    from solo.game.turn.commands import Accept
    from solo.game.turn.question import Question

OPPOSITIONS = ("weak", "average", "standard", "challenging", "strong", "overwhelming")
LIKELIHOODS = ("very_likely", "likely", "even", "unlikely", "very_unlikely")
TAKES = ("auto", "condition", "detail", "none")


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    p = subparsers.add_parser(
        "ask",
        help="ask the oracle: one full turn",
        description="Frame a yes/no question, roll (or read your dice), "
        "apply the answer and autosave.",
    )
    p.add_argument("question", help='e.g. "Do I sneak past the guards?"')
    p.add_argument("--save", default="demo", help="campaign (default: demo, made on first use)")
    _add_question_flags(p.add_argument_group("the question"))
    d = p.add_argument_group("your own dice (instead of rolling)")
    d.add_argument("--dice", metavar="F,F,…")
    d.add_argument("--against", metavar="F,F,…")
    d.add_argument("--wild", metavar="F,F,…")
    d.add_argument(
        "--event-die",
        type=int,
        metavar="N",
        help="the event die (a d20) you rolled: 1 or 2 brings a random event at Tension 5",
    )
    a = p.add_argument_group("after the roll")
    a.add_argument("--reroll", metavar="N,N", help="pay to reroll these dice (R-RES-2)")
    a.add_argument(
        "--take",
        default="auto",
        choices=TAKES,
        help="what to keep from an and/but offer (default: a Condition for an "
        "action, a scene Detail for a world question)",
    )
    a.add_argument("--soak", type=int, default=0, metavar="N", help="armour soak uses")
    a.add_argument(
        "--more",
        action="store_true",
        help="show every draw of the answer (its reading, the other of Condition and "
        "Detail, a complication), not only the one thing it brings",
    )
    a.add_argument(
        "--wait",
        action="store_true",
        help="leave the roll waiting (not accepted): print the answer, what accepting would "
        "bring and the actions on it (reroll, concede, focus …), to finish with `solo act "
        "SAVE accept` (or reroll, concede …)",
    )
    add_common_flags(p)
    p.set_defaults(handler=run_ask)


def _add_question_flags(g: argparse._ArgumentGroup) -> None:
    kind = g.add_mutually_exclusive_group()
    kind.add_argument(
        "--world",
        action="store_true",
        help="a question about the world, not an action (uses --likelihood); without "
        "--world or --action the phrasing decides: 'Do I…', 'Can I…', 'Will I…', 'Am I…', "
        "'Could I…' are actions, any other question is about the world",
    )
    kind.add_argument(
        "--action", action="store_true", help="an action of the hero, whatever the phrasing"
    )
    g.add_argument("--likelihood", default="even", choices=LIKELIHOODS)
    for flag, metavar, help_text in (
        ("--helps", "DESCRIPTOR", "a Descriptor that helps (+1D; repeatable)"),
        ("--hinders", "DESCRIPTOR", "a Descriptor that hinders (-1D; repeatable)"),
        ("--condition", "NAME", "one of your Conditions that applies (repeatable)"),
        ("--detail", "NAME", "a scene Detail that applies (repeatable)"),
    ):
        g.add_argument(flag, action="append", default=[], metavar=metavar, help=help_text)
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


# --- reading the flags --------------------------------------------------------------------


def question_from(args: argparse.Namespace) -> Question:
    """The question the flags frame (the game checks it: GameError names a bad value)."""
    from solo.game.choices import Stakes
    from solo.game.turn.question import Question, kind_of

    opposition: str | None = args.opposition
    kind = "world" if args.world else "action" if args.action else kind_of(args.question)
    data: dict[str, object] = {
        "text": args.question,
        "kind": kind,
        "likelihood": args.likelihood,
        "helps": tuple(args.helps),
        "hinders": tuple(args.hinders),
        "conditions": tuple(args.condition),
        "details": tuple(args.detail),
        "bonus": args.bonus,
        "penalty": args.penalty,
        "unfamiliar": args.unfamiliar,
        "apt": args.apt,
        "opposition": None if opposition in (None, "none") else opposition,
        "against_opposition": _against_opposition(opposition, bool(args.against_opposition)),
        "stakes": Stakes.HIGH if args.high_stakes else Stakes.LOW,
        "risky": args.risky,
        "combat": args.combat,
        "scale": args.scale,
        "options": key_value_options(args.option),
    }
    data.update(_later_fields(args.set))
    return Question.from_dict(data)


def _against_opposition(opposition: str | None, against: bool) -> bool | None:
    """`--opposition none` keeps the campaign's opposition out; `--against-opposition`
    brings it in; else the rule's default (None)."""
    if opposition == "none":
        return False
    return True if against else None


def _later_fields(pairs: list[str]) -> PlainDict:
    """``--set FIELD=VALUE``: the question fields without flags of their own."""
    from solo.game.turn.question import LATER_FIELDS

    fields = key_value_options(pairs)
    for key, value in fields.items():
        if key not in LATER_FIELDS:
            raise UsageError(
                f"--set: unknown field {key!r}; expected one of {', '.join(LATER_FIELDS)}"
            )
        if isinstance(LATER_FIELDS[key], list) and not isinstance(value, list):
            fields[key] = [value]
    return fields


def own_dice(args: argparse.Namespace) -> Faces | None:
    """The faces the player rolled on a table (``--dice``, ``--against``, ``--wild``), or
    None to roll."""
    from solo.game.turn.roll import faces_from

    if not (args.dice or args.against or args.wild):
        return None
    groups = {
        "dice": parse_faces(args.dice, "--dice"),
        "against": parse_faces(args.against, "--against"),
        "wild": parse_faces(args.wild, "--wild"),
    }
    return faces_from({k: list(v) for k, v in groups.items() if v})


# --- the turn -----------------------------------------------------------------------------


def run_ask(args: argparse.Namespace) -> int:
    question, dice = question_from(args), own_dice(args)
    event_die: int | None = args.event_die
    saves: str | None = args.saves
    save: str = args.save
    new = not campaign_store(saves).exists(save)  # the demo, made on first use
    game = open_campaign(saves, save)
    try:
        _refuse_a_waiting_roll(game, save)
        if args.wait:
            _leave_waiting(game, question, dice, args.reroll, event_die)
            accept = _accept(args.take, args.soak, args.more)
            emit(bool(args.json), wait_data(game, accept), wait_text(game, accept, save))
        else:
            accept = _accept(args.take, args.soak, args.more)
            turn, offer = _play_turn(game, question, dice, args.reroll, accept, event_die)
            emit(bool(args.json), turn_data(game, turn, offer), turn_text(game, turn))
    except (UsageError, ValueError):
        if new:  # nothing is created on a refusal (12.8)
            campaign_store(saves).discard(game.save)
        raise
    finally:
        game.close()
    return 0


def _refuse_a_waiting_roll(game: Game, save: str) -> None:
    pending = game.campaign.pending
    if pending is not None:
        raise UsageError(
            f"a roll is waiting for {pending.question.text!r}: finish it with "
            f"`solo act {save} accept` (`solo act {save} --list` shows what else it allows, "
            f"or `solo play --save {save}`) before asking again"
        )


def _accept(take: str, soak: int, more: bool = False) -> Accept:
    from solo.game.choices import Take, parse
    from solo.game.turn.commands import Accept

    return Accept(parse(Take, take, "--take"), soak, more=more)


def _leave_waiting(
    game: Game,
    question: Question,
    dice: Faces | None,
    reroll: str | None,
    event_die: int | None = None,
) -> None:
    """Ask, maybe reroll, and leave the roll waiting (``--wait``)."""
    from solo.game.turn.commands import Ask, Reroll

    with game.save.together():  # the question and its reroll, or neither (disk full)
        game.run(Ask(question, dice, event_die))
        if reroll:
            game.run(Reroll(parse_faces(reroll, "--reroll")))


def _play_turn(
    game: Game,
    question: Question,
    dice: Faces | None,
    reroll: str | None,
    accept: Accept,
    event_die: int | None = None,
) -> tuple[list[JournalEntry], object]:
    """Ask, maybe reroll (``reroll``: the die numbers as typed), accept: the turn's journal
    entries and the offer it kept."""
    with game.save.together():  # the question and its answer, or neither (disk full)
        _leave_waiting(game, question, dice, reroll, event_die)
        steps = 3 if reroll else 2
        accepted = game.run(accept)
    return game.latest(steps), (accepted.data or {}).get("offer")


# --- printing -----------------------------------------------------------------------------


def turn_data(game: Game, turn: list[JournalEntry], offer: object) -> dict[str, object]:
    """One turn (an ask, its rerolls, its accept) as data; ``roll`` is the last roll's lines."""
    from solo.game.story.journal import EntryKind

    ask = next(e for e in turn if e.kind is EntryKind.ASK)
    last_roll = [e for e in turn if e.kind.rolled][-1]
    accepted = next(e for e in turn if e.kind is EntryKind.ACCEPT)
    return {
        "campaign": game.campaign.name,
        "question": ask.title,
        "kind": "world" if ask.world else "action",
        "answer": accepted.answer.key if accepted.answer is not None else "impasse",
        "sentence": accepted.sentence,
        "roll": list(last_roll.details),
        "details": list(accepted.details),
        "changes": [c for e in turn for c in e.changes],
        "offer": offer,
        **event_data(ask),
        "standing": game.campaign.standing(),
    }


def event_data(ask: JournalEntry) -> dict[str, object]:
    """The question's exact event chance (None: events off) and its event (R-GM-3)."""
    chance = ask.event_chance
    return {
        "event_chance": None if chance is None else str(chance),
        "event_die": ask.event_die,
        "event": None if ask.event is None else ask.event.to_dict(),
    }


def turn_text(game: Game, turn: list[JournalEntry]) -> str:
    """The turn told (R-GM-8): the question, its kind and odds (R-ORA-4), the answer line,
    what changed, the dice in one line; with "show rules", every line as journalled."""
    lines = _told_lines(turn)
    lines.append(f"  [{game.campaign.standing()}]")
    return "\n".join(lines)


def kind_line(world: bool, odds: str) -> str:
    """The question's kind as the player reads it before the dice, with its chance of a
    yes and the flag that flips it (R-ORA-4)."""
    said = "a world question" if world else "your action"
    chance = f", {odds}" if odds else ""
    flip = "--action to ask it as your action" if world else "--world to ask it about the world"
    return f"  {said}{chance} ({flip})"


def _told_lines(turn: list[JournalEntry]) -> list[str]:
    """The turn's entries as the player reads them, or with "show rules" as journalled;
    the kind and odds under the question either way."""
    from solo.cli.printing import showing_rules
    from solo.game.story.telling import told_turns
    from solo.game.story.telling import turn_text as told_text

    if not turn:
        return []
    if showing_rules():
        from solo.game.story.journal_text import plain_text

        lines = [line for entry in turn for line in plain_text(entry)]
        lines.insert(1, kind_line(turn[0].world, ""))
        return lines
    lines = []
    for told in told_turns(turn):
        said = told_text(told)
        lines.append(f"? {told.question}")
        lines.append(kind_line(turn[0].world, told.mechanics.odds))
        lines += said[1:]
    return lines


def _accepting(game: Game, accept: Accept) -> Step | str:
    """What accepting the waiting roll as ``accept`` says would do (nothing saved), or why
    the rules would refuse it."""
    from solo.game.errors import GameError

    try:
        return game.preview(accept)
    except GameError as exc:
        return str(exc)


def _turn_so_far(game: Game) -> list[JournalEntry]:
    """The journal from the waiting roll's ask on (its rerolls)."""
    from solo.game.story.journal import EntryKind

    journal = game.journal()
    first = max(i for i, e in enumerate(journal) if e.kind is EntryKind.ASK)
    return journal[first:]


def wait_data(game: Game, accept: Accept) -> dict[str, object]:
    """``--wait``: the turn so far, the waiting roll, what accepting would bring, the
    actions on it."""
    from solo.cli.waiting import waiting_data

    turn = _turn_so_far(game)
    last_roll = turn[-1]
    would = _accepting(game, accept)
    return {
        "campaign": game.campaign.name,
        "question": turn[0].title,
        "kind": "world" if turn[0].world else "action",
        "answer": last_roll.answer.key if last_roll.answer is not None else "impasse",
        "roll": list(last_roll.details),
        "changes": [c for e in turn for c in e.changes],
        **event_data(turn[0]),
        "accepting": {"refused": would}
        if isinstance(would, str)
        else {"details": list(would.details), "changes": list(would.changes)},
        **waiting_data(game),
        "standing": game.campaign.standing(),
    }


def wait_text(game: Game, accept: Accept, save: str) -> str:
    """``--wait``: the ask (and reroll) as journalled, what accepting would bring, and the
    actions on the waiting roll."""
    from solo.cli.printing import showing_rules
    from solo.cli.waiting import waiting_text
    from solo.game.story.telling import Said, change_said

    lines = _told_lines(_turn_so_far(game))
    lines.append(f"  [{game.campaign.standing()}]")
    would = _accepting(game, accept)
    lines.append(f"Accepting (solo act {shlex.quote(save)} accept) would bring:")
    if isinstance(would, str):
        lines.append(f"  ! {would}")
    elif showing_rules():
        lines += [f"  {d}" for d in would.details]
        lines += [f"  * {c}" for c in would.changes]
    else:  # the story's lines: what the answer costs whom stays with the rules
        lines += [f"  {s.text}" for d in would.details if not (s := Said.of(d)).rules]
        lines += [f"  * {t.text}" for c in would.changes if (t := change_said(c)) is not None]
    lines.append(waiting_text(game, save))
    return "\n".join(lines)
