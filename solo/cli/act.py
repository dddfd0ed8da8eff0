"""`solo act CAMPAIGN ACTION key=value …`: any action on a campaign, and `solo act --list`
(every action with its arguments; with a campaign whose roll is waiting, first the actions
that roll allows now, :mod:`solo.cli.waiting`). The game reads the words into a typed command
(:func:`solo.game.command_args.command_from`); this module only passes them on and prints.

solo.game is imported inside the functions so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING

from solo.cli.campaign import add_common_flags, open_campaign
from solo.cli.errors import UsageError
from solo.cli.parser import Subparsers, allow_intermixed
from solo.cli.printing import emit

if TYPE_CHECKING:
    from solo.game.actions import Step
    from solo.game.engine import Game


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
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


def run_act(args: argparse.Namespace) -> int:
    from solo.game.command_args import command_from, words_args

    name: str | None = args.name
    action: str | None = args.action
    if args.list or (name and not action):
        return _list_actions(args.saves, name, bool(args.json))
    if not name or action is None:
        raise UsageError(
            "solo act: error: the following argument is required: name"
            " (see `solo act --help`; `solo act --list` needs none)"
        )
    command = command_from(action, words_args(args.args), f"solo act {name}")
    game = open_campaign(args.saves, name)  # a bad command is refused before opening
    try:
        step = game.run(command)
        data = step_data(game, step)
        if command.action == "start_scene":  # null when the scene was not tested
            data["scene_test"] = None if step.scene_test is None else step.scene_test.to_dict()
        if command.action in ("start_scene", "end_scene"):
            data["tension"] = game.campaign.tension
        emit(bool(args.json), data, step_text(game, step))
    finally:
        game.close()
    return 0


def _list_actions(saves: str | None, name: str | None, as_json: bool) -> int:
    """Every action; with a campaign whose roll is waiting, the actions on it first."""
    from solo.cli.campaign import campaign_store
    from solo.cli.waiting import waiting_data, waiting_text

    waiting = ""
    data: dict[str, object] = {}
    if name and campaign_store(saves).exists(name):
        game = open_campaign(saves, name, read_only=True)
        try:
            waiting = waiting_text(game, name)
            data = waiting_data(game)
        finally:
            game.close()
    if as_json and data:
        emit(True, data, "")
    else:
        emit(False, data, "\n\n".join(t for t in (waiting, actions_text()) if t))
    return 0


def step_data(game: Game, step: Step) -> dict[str, object]:
    return {
        "campaign": game.campaign.name,
        "title": step.title,
        "details": list(step.details),
        "changes": list(step.changes),
        "data": _plain(step.data),
        "standing": game.campaign.standing(),
    }


def _plain(data: dict[str, object] | None) -> dict[str, object] | None:
    """A step's data as JSON takes it: the offer card kept as its plain dict."""
    from solo.game.turn.offer import OfferCard

    if data is None:
        return None
    return {k: v.to_dict() if isinstance(v, OfferCard) else v for k, v in data.items()}


def step_text(game: Game, step: Step) -> str:
    """What the action did, as the story tells its journal entry (R-GM-8); with "show
    rules", the step's every line."""
    from solo.cli.printing import showing_rules

    if showing_rules() or not game.journal():
        lines = [step.title]
        lines += [f"  {d}" for d in step.details]
        lines += [f"  * {c}" for c in step.changes]
    else:
        lines = _told_lines(game)
    lines.append(f"  [{game.campaign.standing()}]")
    return "\n".join(lines)


def _told_lines(game: Game) -> list[str]:
    """The entry the action journalled, told; an accept tells the whole turn it ends."""
    from solo.game.story.journal import EntryKind
    from solo.game.story.telling import told, told_text, told_turns, turn_text

    journal = game.journal()
    last = journal[-1]
    if last.kind is EntryKind.ACCEPT:
        start = max(i for i, e in enumerate(journal) if e.kind is EntryKind.ASK)
        turn = told_turns(journal[start:])[-1]
        return [f"? {line}" if i == 0 else line for i, line in enumerate(turn_text(turn))]
    return told_text(told(last))


ABOUT = {
    "ask": "frame a question and roll; easier as `solo ask` (R-ORA-1)",
    "reroll": "pay to reroll dice of the waiting roll, by their numbers (R-RES-2)",
    "accept": "apply the waiting answer; take what its and/but brings",
    "concede": "concede the conflict: lose on terms you negotiate (R-CON-5)",
    "start_session": "begin the next session (R-RES-4)",
    "end_session": "end the session and its scene (not on a cliffhanger, R-RES-4;"
    " text= says what the cliffhanger is, for the recap)",
    "resolve_cliffhanger": "the cliffhanger scene is over: its Resolve arrives (R-RES-4)",
    "start_scene": "a new scene; one still running ends first (R-COND-5, R-OPP-1); "
    'place="harbour office" tags=city,indoors,water (no tags: guessed from the place); '
    "expect=TEXT test=true|false: the oracle tests whether it begins as expected (R-GM-2;"
    " default: tested, except the first scene and a cliffhanger resumed); dice=F,F,… typed",
    "edit_scene": "change the open scene's place and/or tags (a new place guesses its tags)",
    "end_scene": "end the scene: minor Conditions, its Details and its opposition end"
    " (R-COND-5, R-COND-2, R-OPP-1; keep_opposition=true keeps the foe); Tension moves:"
    " control=true|false says whether the hero was in control (R-GM-1; default: at least as"
    " many yes as no answers to the scene's actions)",
    "end_scenario": "end the scenario (R-RES-4)",
    "downtime": "a downtime scene; ease or remove a Condition (R-RES-3)",
    "fact": "pay for a convenient fact or coincidence (R-RES-2)",
    "flaw_complication": "a Flaw caused a complication (R-RES-3)",
    "genre_action": "an action true to the genre (R-RES-3)",
    "add_goal": "a new Goal with its milestones",
    "milestone": "a Goal milestone reached (R-RES-3)",
    "setback": "a Goal setback (R-RES-2)",
    "goal_achieved": "a Goal achieved, maybe with a new Trademark (R-RES-5)",
    "goal_failed": "a Goal failed, maybe with a new Flaw (R-RES-5)",
    "goal_abandoned": "give up a Goal (R-RES-2)",
    "goal_replaced": "replace a Goal events made irrelevant (R-RES-5)",
    "set_opposition": "who stands against the hero in this scene (R-OPP-1): a foe of"
    " the list fights on with its own Resolve; a new name joins the list",
    "clear_opposition": "the opposition leaves the scene (it stays in the list of foes)",
    "add_thread": "a story thread to follow (the hero's Goals are threads already)",
    "rename_thread": "a thread's new name",
    "close_thread": "a thread is done with; it stays in the list, closed",
    "remove_thread": "a thread leaves the list",
    "add_npc": "someone met joins the NPC list; rank=standard|lieutenant|villain makes a"
    " foe with its own Resolve",
    "draw_npc": "draw someone from the NPC table; they join the NPC list",
    "rename_npc": "an NPC's new name",
    "remove_npc": "an NPC leaves the list",
    "add_condition": "give the hero a Condition (R-COND-1); lasting=true keeps it until removed",
    "remove_condition": "a Condition ends",
    "add_detail": "give the open scene a Detail (R-COND-2)",
    "remove_detail": "a Detail of the scene ends (a lasting one too)",
    "keep": "a Condition or a Detail lasts beyond the scene until you end it (a bond, an item)",
    "wear_armour": "put on armour, maybe a shield (R-GEAR-2)",
    "repair_armour": "restore the armour's soak (R-GEAR-3)",
    "trade_trademark": "trade a Trademark for a permanent Flaw to come back (R-RES-6)",
    "note": "a line of your own in the journal",
}
"""What each action does, in the words `solo act --list` shows."""


def actions_text() -> str:
    """Every action with its arguments, as they are typed, and what it does."""
    from solo.game.command_args import usage
    from solo.game.commands import COMMANDS

    lines = [
        "Actions: solo act CAMPAIGN ACTION key=value …  ([…] may be left out; "
        "NAME: a unique part of a name will do)",
        "",
    ]
    width = max(map(len, COMMANDS)) + 2
    for name, kind in COMMANDS.items():
        about = ABOUT.get(name, "")
        lines.append(f"  {name:<{width}}{' '.join(usage(kind)) or '(no arguments)'}")
        if about:
            lines.append(f"  {'':<{width}}{about}")
    return "\n".join(lines)
