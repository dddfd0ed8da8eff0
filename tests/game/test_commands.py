"""The typed commands: every journal action has one, they round-trip through the journal's
plain arguments, and text typed at a shell is read into them or refused by name."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from solo.game.actions import HANDLERS, check_handlers
from solo.game.choices import Likelihood, Stakes, Strength, Take
from solo.game.command_args import command_from, to_args
from solo.game.commands import COMMANDS
from solo.game.engine import handler_modules
from solo.game.errors import GameError
from solo.game.hero.commands import Concede
from solo.game.launch import create_game, open_game
from solo.game.setup import read_character_file
from solo.game.story.commands import Note, SetOpposition, StartScene, StartSession
from solo.game.turn.commands import Accept, Ask, EditOffer, Reroll
from solo.game.turn.question import Question
from solo.locations import demo_file
from solo.saves.store import SaveStore
from tests.plain_actions import do

FIXTURE = Path(__file__).parent / "fixtures" / "waiting-roll"


def test_every_command_has_a_handler_bound_by_its_type():
    handler_modules()  # what the engine imports before it runs its first command
    assert set(HANDLERS) == set(COMMANDS.values())


def test_the_turns_handlers_cover_the_turns_commands_which_name_nothing_but_a_question():
    """A turn imports only its own package's handlers (the engine's turn_handler_modules),
    and its commands are matched by name only in their question (named_fields)."""
    import typing

    from solo.game.engine import turn_handler_modules
    from solo.game.names import named_fields
    from solo.game.turn.commands import TurnCommand

    turn_handler_modules()
    turn = set(typing.get_args(TurnCommand))
    assert turn <= set(HANDLERS)
    assert turn <= set(COMMANDS.values())
    assert not turn & set(named_fields())


def test_a_command_without_a_handler_stops_the_start():
    class Unhandled:
        pass

    with pytest.raises(RuntimeError, match="commands without a handler: Unhandled"):
        check_handlers([*COMMANDS.values(), Unhandled])


@pytest.mark.parametrize(
    "command",
    [
        Ask(Question("Do I jump?", opposition=Strength.STRONG, stakes=Stakes.HIGH)),
        Ask(Question("Is it dark?", kind="world", likelihood=Likelihood.LIKELY)),
        Reroll((1, 3)),
        Accept(Take.DETAIL, soak=1),
        StartScene("The crypt", "underground"),
        SetOpposition("Guards", Strength.CHALLENGING, scale=1),
    ],
)
def test_commands_round_trip_through_the_journal_args(command):
    args = json.loads(json.dumps(to_args(command)))
    assert command_from(command.action, args) == command


def test_old_journal_args_read_into_commands():
    """The records of a journal written by the string API read into the very commands a
    shell builds by hand (names, enums, defaults, the question's fields)."""
    lines = (FIXTURE / "journal.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert [command_from(r["action"], r["args"]) for r in records] == [
        StartSession(),
        StartScene("The harbour master's office, after midnight", "city"),
        SetOpposition("Vasko's hired muscle", Strength.AVERAGE, pool="standard"),
        StartScene("The docks", "urban"),
        SetOpposition("Dock guards", Strength.STRONG),
        Ask(
            Question(
                "Do I outrun them?",
                helps=("Cool under fire",),
                stakes=Stakes.HIGH,
                opposition=Strength.STRONG,
            )
        ),
    ]


@pytest.mark.parametrize(
    "action, args, command",
    [
        ("reroll", {"which": [1, 3]}, Reroll((1, 3))),
        ("accept", {"take": "detail", "soak": 1}, Accept(Take.DETAIL, soak=1)),
        ("edit_offer", {"text": "Winded"}, EditOffer("Winded")),  # before complication
        ("concede", {"high_stakes": False}, Concede(high_stakes=False)),
        ("note", {"text": "The mill burns"}, Note("The mill burns")),
    ],
)
def test_older_record_shapes_read_into_their_commands(action, args, command):
    assert command_from(action, args) == command


def test_an_old_journal_replays_to_the_same_state_and_dice(tmp_path, store):
    """The old journal's actions, run again from the same seed and hero, give the same
    campaign, the waiting roll's dice included (the campaign as the old save loads: its
    scene's old setting reads as a place and tags, R-GM-6). Issue 21: the old save knew only
    its last opposition, which joins the NPC list as a foe; the replay met every foe it set
    (R-GM-4), so the replay's list holds the old save's and more. Replayed now, the scene
    that ends when "The docks" starts moves Tension (R-GM-1), as ending a scene does, and the
    waiting question keeps its event chance (R-GM-3); the dice are the same."""
    shutil.copytree(FIXTURE, tmp_path / "old" / "old")
    old = open_game(SaveStore(tmp_path / "old"), "old", None)
    try:
        records = old.history().entries
        expected = old.campaign.to_dict()
    finally:
        old.close()
    again = create_game(store, "old", read_character_file(demo_file()), None, seed=7)
    try:
        for record in records[len(again.save.records) :]:
            do(again, record["action"], **record["args"])
        state = dict(again.save.state)
        old_npcs, new_npcs = expected.pop("cast")["npcs"], state.pop("cast")["npcs"]
        assert [n for n in new_npcs if n in old_npcs] == old_npcs
        pending = dict(state["pending"])
        assert pending.pop("event_chance") == "1/20"  # the waiting question's (Tension 4)
        pending.pop("event", None)  # … and the event its die brought, if it fired
        assert state | {"pending": pending} == expected | {"tension": 4}
    finally:
        again.close()


@pytest.mark.parametrize(
    "action, args, says",
    [
        ("fly", {}, "unknown action 'fly'"),
        ("start_scene", {}, "start_scene needs title"),
        ("note", {"txt": "x"}, "note has no argument 'txt'"),
        ("accept", {"take": "all"}, "accept: take must be one of auto, condition, detail, none"),
        ("set_opposition", {"name": "x", "strength": "huge"}, "strength must be one of weak"),
        ("end_session", {"cliffhanger": "maybe"}, "cliffhanger must be true or false"),
        ("accept", {"soak": "lots"}, "soak must be a whole number, got 'lots'"),
        ("reroll", {"which": [0]}, "dice are numbered from 1"),
        ("ask", {"question": {"text": "Do I?", "stakes": "medium"}}, "unknown stakes 'medium'"),
    ],
)
def test_a_bad_value_is_refused_by_name(action, args, says):
    with pytest.raises(GameError, match=says):
        command_from(action, args)


def test_typed_commands_run_and_journal_their_plain_args(make_game):
    """R-ORA-1: an ask and its accept, as typed commands, journal name and plain args."""
    game = make_game()
    game.run(Ask(Question("Do I climb?", stakes=Stakes.HIGH)))
    game.run(Accept(Take.NONE))
    ask, accept = game.history().entries[-2:]
    assert ask["action"] == "ask" and ask["args"]["question"]["stakes"] == "high"
    assert accept["args"] == {
        "take": "none",
        "soak": 0,
        "shield": False,
        "piercing": False,
        "kind": "",
        "consequence": False,
        "more": False,
    }


def test_a_programming_error_is_not_a_refusal(make_game, monkeypatch):
    """A bug in an action surfaces as itself, not as a GameError the screen would toast."""

    def broken(camp, ctx, command):
        raise TypeError("a bug")

    monkeypatch.setitem(HANDLERS, Note, broken)
    game = make_game()
    with pytest.raises(TypeError, match="a bug"):
        do(game, "note", text="hello")
