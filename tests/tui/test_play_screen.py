"""Pilot tests of the play screen: every check is on the game's state (and the save)."""

from __future__ import annotations

from solo.game.turn.question import LIKELIHOOD
from solo.tables.places import PlaceTag
from solo.tui.screens.dialogs import Confirm
from solo.tui.screens.play import PlayScreen
from solo.tui.screens.reroll import RerollScreen
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.journal import Journal
from solo.tui.widgets.question_bar import QuestionBar
from tests.plain_actions import do
from tests.tui.pilot_helpers import (
    SIZE,
    enter_line,
    make_app,
    question_input,
    resolve,
    type_line,
)

QUESTION = "Do I climb the wall? +cool !high"
TYPED = "Do I run? +cool !high"


def shown_entries(app):
    return [entry.n for entry in app.screen.query_one(Journal).shown]


def journal_text(app):
    return "\n".join(strip.text for strip in app.screen.query_one(Journal).lines)


async def test_typing_a_question_asks_it_and_f5_accepts_R_ORA_1(game):
    """R-ORA-1: the typed question (with its markers) is framed and rolled; the roll
    waits in the answer panel until F5 accepts it, while the bar stays ready to type."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await type_line(pilot, TYPED)
        pending = game.campaign.pending
        assert pending is not None
        assert pending.question.text == "Do I run?"
        assert pending.question.helps == ("Cool under fire",)
        assert pending.question.high_stakes
        asked = game.history().entries[-1]
        assert asked["action"] == "ask"
        assert shown_entries(app)[-1] == asked["n"]
        assert "? Do I run?" in journal_text(app)
        panel = app.screen.query_one(AnswerPanel)
        assert panel.display and question_input(app).has_focus
        assert not app.screen.query_one(QuestionBar).disabled
        assert question_input(app).value == ""

        turn = game.campaign.turn
        await pilot.press("f5")
        await pilot.pause()
        assert game.campaign.pending is None
        assert game.campaign.turn == turn + 1
        accepted = game.history().entries[-1]
        assert accepted["action"] == "accept"
        assert shown_entries(app)[-2:] == [asked["n"], accepted["n"]]
        assert not panel.display
        assert question_input(app).has_focus


async def test_reroll_costs_one_resolve_R_RES_2(game):
    """R-RES-2: rerolling dice of the roll just made costs 1 Resolve; Escape in the
    reroll box keeps the roll and costs nothing."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, QUESTION)
        records, before = len(game.save.records), resolve(game)
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, RerollScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert (len(game.save.records), resolve(game)) == (records, before)
        await pilot.press("f6")
        await enter_line(pilot, "1,3")
        assert isinstance(app.screen, Confirm)  # confirm_reroll (on by default) asks first
        assert "−1 Resolve, now 4" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
        assert resolve(game) == before - 1
        assert game.campaign.pending.rerolls == 1
        assert game.history().entries[-1]["args"] == {"which": [1, 3]}
        await pilot.pause()
        assert question_input(app).has_focus


async def test_a_die_number_the_roll_lacks_is_refused_before_any_price(game):
    """ "18" with five dice is refused in the reroll box itself: no "Pay it?" for dice that
    are not there, nothing spent; "13" means dice 1 and 3."""
    from textual.widgets import Label

    from solo.tui.screens.reroll import chosen_dice

    assert chosen_dice("13", (1, 2, 3, 4, 5)) == (1, 3)
    assert chosen_dice("1, 3 3", (1, 2, 3)) == (1, 3)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, QUESTION)
        records, before = len(game.save.records), resolve(game)
        await pilot.press("f6")
        await pilot.pause()
        await enter_line(pilot, "18")
        assert isinstance(app.screen, RerollScreen)
        problem = str(app.screen.query_one("#reroll-problem", Label).render())
        assert problem.startswith("no die 8 to reroll here")
        assert (len(game.save.records), resolve(game)) == (records, before)


async def test_concede_settles_the_roll_and_gains_one_R_CON_5(game):
    """R-CON-5: conceding the high-stakes conflict gains 1 Resolve (after a paid reroll,
    so the cap of R-RES-1 does not hide the gain)."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, QUESTION)
        await pilot.press("f6")
        await pilot.pause()
        await enter_line(pilot, "1")
        await pilot.press("y")  # confirm_reroll: pay it
        await pilot.pause()
        paid = resolve(game)
        app.screen.query_one(AnswerPanel).focus()  # the letter keys need the panel's focus
        await pilot.press("c")
        await pilot.pause()
        assert game.campaign.pending is None
        assert resolve(game) == paid + 1
        assert game.history().entries[-1]["action"] == "concede"


async def test_d_and_n_accept_without_a_condition(game):
    """d keeps a scene Detail (R-COND-2), n keeps nothing: neither gives the hero a
    Condition (the seeded rolls are both Yes-but, which offer one)."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        for key, take in (("d", "detail"), ("n", "none")):
            await enter_line(pilot, QUESTION)
            conditions = game.campaign.character.conditions
            details = len(game.campaign.scene.details)
            app.screen.query_one(AnswerPanel).focus()  # letters settle only from the panel
            await pilot.press(key)
            last = game.history().entries[-1]
            assert (last["action"], last["args"]["take"]) == ("accept", take)
            assert game.campaign.pending is None
            assert game.campaign.character.conditions == conditions
            assert len(game.campaign.scene.details) == details + (key == "d")


async def test_undo_restores_and_redo_reapplies(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, QUESTION)
        waiting = game.campaign.to_dict()
        await pilot.press("f5")
        await pilot.pause()
        accepted = game.campaign.to_dict()
        accept_n = game.history().entries[-1]["n"]
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert game.campaign.to_dict() == waiting
        assert accept_n not in shown_entries(app)
        assert app.screen.query_one(AnswerPanel).display  # the roll waits again
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert game.campaign.to_dict() == accepted
        assert shown_entries(app)[-1] == accept_n
        await enter_line(pilot, "/undo")  # the slash command does what ctrl+z does
        await pilot.pause()
        assert game.campaign.to_dict() == waiting


async def test_a_refused_line_notifies_and_changes_nothing(game):
    notes = []
    app = make_app(game)
    async with app.run_test(size=SIZE, message_hook=notes.append) as pilot:
        state, records = game.save.state, len(game.save.records)
        await enter_line(pilot, "Do I run? +zzz")
        errors = [
            m.notification
            for m in notes
            if type(m).__name__ == "Notify" and m.notification.severity == "error"
        ]
        assert (
            len(errors) == 1
            and "no Descriptor, Condition or scene Detail matches 'zzz'" in errors[0].message
        )
        assert (game.save.state, len(game.save.records)) == (state, records)
        assert question_input(app).value == "Do I run? +zzz"  # kept, to fix


async def test_a_rule_refusal_notifies_and_changes_nothing_R_RES_3(game):
    """R-RES-3: downtime once per session; the engine's refusal is a notification."""
    do(game, "clear_opposition")  # no downtime while a foe is engaged (issue 12.7)
    notes = []
    app = make_app(game)
    async with app.run_test(size=SIZE, message_hook=notes.append) as pilot:
        await enter_line(pilot, "/act downtime")
        state, records = game.save.state, len(game.save.records)
        await enter_line(pilot, "/act downtime")
        errors = [
            m.notification
            for m in notes
            if type(m).__name__ == "Notify" and m.notification.severity == "error"
        ]
        assert len(errors) == 1
        assert (game.save.state, len(game.save.records)) == (state, records)
        assert app.is_running


async def test_world_toggle_and_likelihood_cycle_R_ORA_1(game):
    """R-ORA-1: a world question carries the likelihood cycled with ctrl+l; one typed
    after the ? wins."""
    order = list(LIKELIHOOD)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+w", "ctrl+l")
        await enter_line(pilot, "Is the harbour master awake?")
        q = game.campaign.pending.question
        assert q.world
        assert q.likelihood.value == order[(order.index("even") + 1) % len(order)]
        await pilot.press("c", "d")  # typed into the bar: they settle nothing
        assert game.campaign.pending is not None
        assert question_input(app).value == "cd"
        await pilot.press("escape", "f5")
        assert not app.screen.world  # back to action questions after the world one
        await pilot.press("ctrl+w")
        await enter_line(pilot, "Is it raining? very likely")
        assert game.campaign.pending.question.likelihood.value == "very_likely"


async def test_scene_commands_start_and_end_scenes(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, "/scene The crypt @underground")
        scene = game.campaign.scene
        assert (scene.title, scene.tags, scene.open) == (
            "The crypt",
            {PlaceTag.UNDERGROUND},
            True,
        )
        await enter_line(pilot, "/end")
        assert not game.campaign.scene.open


async def test_a_roll_left_waiting_is_shown_on_start(game):
    do(game, "ask", question={"text": "Do I run?"})
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(AnswerPanel)
        assert panel.display and question_input(app).has_focus
        assert panel.view.question == "Do I run?"
        assert not app.screen.query_one(QuestionBar).disabled


async def test_quitting_releases_the_save_lock(game, saves):
    from solo.game.launch import store_for

    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert not game.save.lock.held
    with store_for(saves).open("demo") as again:  # would raise if still locked
        assert again.state == game.save.state
