"""The question area (issue 9): pool builder and markers as one request, live exact odds,
name suggestions, and dice typed in from a real table."""

from __future__ import annotations

from msgspec.structs import replace
from textual.widgets import Input, Static

from solo.dice import mechanic
from solo.game import grammar
from solo.game.grammar import action_question
from solo.game.turn import pool_builder
from solo.tui.app import SoloApp
from solo.tui.screens.dice_entry import DiceEntryScreen
from solo.tui.widgets.pool_builder import PoolBuilder
from solo.tui.widgets.pool_odds import PoolOdds
from solo.tui.widgets.question_area import QuestionArea
from tests.tui.pilot_helpers import SIZE, enter_line, question_input


def area(app: SoloApp) -> QuestionArea:
    return app.screen.query_one(QuestionArea)


async def switch(pilot, key: str) -> None:
    """Move the builder's highlight to the row ``key`` and press Enter, as a player would."""
    builder = pilot.app.screen.query_one(PoolBuilder)
    builder.focus()
    await pilot.pause()
    keys = [row.key for row in builder._rows]
    builder.highlighted = keys.index(key)
    await pilot.press("enter")
    await pilot.pause()


def shown_odds(app: SoloApp):
    return app.screen.query_one(PoolOdds)._odds


async def test_a_switched_row_changes_the_odds_to_the_exact_odds_the_roll_uses(game):
    """R-CHAR-2: switching a Trademark on adds a die; the bar shows the odds the roll uses."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I climb the wall?"
        await pilot.pause()
        before = dict(shown_odds(pilot.app))
        await switch(pilot, "help:Cool under fire")
        after = dict(shown_odds(pilot.app))
        assert after != before
        line = question_input(pilot.app).value
        assert line == "Do I climb the wall? +Cool_under_fire"
        # Enter asks: the waiting roll's params give exactly the odds that were shown
        question_input(pilot.app).focus()
        await pilot.press("enter")
        await pilot.pause()
        pending = game.campaign.pending
        assert pending is not None and pending.question.helps == ("Cool under fire",)
        assert dict(mechanic(game.campaign.system).odds(pending.params).rungs) == after


async def test_typed_markers_switch_rows_and_rows_rewrite_markers(game):
    """Markers and rows are two views of one request (R-CON-4: risky means high stakes)."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I run? +cool !high @strong"
        await pilot.pause()
        on = {r.key for r in pilot.app.screen.query_one(PoolBuilder)._rows if r.on}
        assert {"help:Cool under fire", "high", "against", "opposition"} <= on
        await switch(pilot, "risky")
        assert question_input(pilot.app).value == "Do I run? +Cool_under_fire !risky @strong"
        await switch(pilot, "help:Cool under fire")
        await switch(pilot, "bonus")
        assert question_input(pilot.app).value == "Do I run? !risky @strong +1"
        q = area(pilot.app).request
        assert q.risky and q.bonus == 1 and not q.helps


async def test_an_unreadable_marker_shows_why_under_the_bar(game):
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I run? +nobody"
        await pilot.pause()
        odds = pilot.app.screen.query_one(PoolOdds)
        assert (
            odds._odds is None
            and "no Descriptor, Condition or scene Detail matches 'nobody'" in str(odds.render())
        )


async def test_a_plus_suggests_the_matching_name(game):
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = question_input(pilot.app)
        field.value = "Do I run? +Coo"
        await pilot.pause()
        await pilot.pause()
        assert field._suggestion == "Do I run? +Cool_under_fire"
        field.cursor_position = len(field.value)
        await pilot.press("right")  # → accepts the suggestion
        assert field.value == "Do I run? +Cool_under_fire"


async def test_words_typed_ask_no_suggestion_and_keep_the_rows_a_marker_reframes(game, monkeypatch):
    """Each key typed once started a suggestion worker, framed the line afresh and rebuilt
    the builder's rows and odds; a word does none of it (issue 22: a key under 2 ms). A
    marker still does."""
    counted, framings = [], []
    choices, framed = pool_builder.choices, pool_builder.framed
    monkeypatch.setattr(
        pool_builder, "choices", lambda camp, q: counted.append(q) or choices(camp, q)
    )
    monkeypatch.setattr(
        pool_builder,
        "framed",
        lambda camp, line, **how: framings.append(line) or framed(camp, line, **how),
    )
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = question_input(pilot.app)
        counted.clear()
        framings.clear()
        await pilot.press(*"Do I run?")
        await pilot.pause()
        assert counted == [] and framings == [] and field.suggester is None
        await pilot.press("space", "+", "C", "o")
        await pilot.pause()
        await pilot.pause()
        assert field.suggester is not None and field._suggestion.endswith("+Cool_under_fire")
        await pilot.press("right", "space", "!", "h", "i", "g", "h")
        await pilot.pause()
        assert [q.helps for q in counted][-1] == ("Cool under fire",)
        assert area(pilot.app).request.stakes.name == "HIGH"
        framings.clear()
        await pilot.press("home", *["right"] * 5, *"now ")  # words: the frame stands
        await pilot.pause()
        assert field.value == "Do I now run? +Cool_under_fire !high" and framings == []
        assert area(pilot.app).request.stakes.name == "HIGH"
        await pilot.press("end", "backspace")  # a marker changed: framed afresh
        await pilot.pause()
        assert framings == ["Do I now run? +Cool_under_fire !hig"]


async def test_world_questions_show_the_likelihood_rows_and_their_odds(game):
    """R-ORA-1: a world question's likelihood moves the odds; the row writes its word."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+w")
        question_input(pilot.app).value = "Is the door locked?"
        await pilot.pause()
        even = dict(shown_odds(pilot.app))
        await switch(pilot, "likelihood:likely")
        assert question_input(pilot.app).value == "Is the door locked? likely"
        likely = dict(shown_odds(pilot.app))
        q = area(pilot.app).request
        assert likely != even and likely == dict(pool_builder.odds(game.campaign, q).rungs)


async def _open_dice_entry(pilot) -> DiceEntryScreen:
    await pilot.pause()
    question_input(pilot.app).value = "Do I climb the wall? +cool"
    await pilot.pause()
    await pilot.press("ctrl+t")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, DiceEntryScreen)
    return screen


async def test_dice_typed_in_are_read_and_the_journal_marks_them(game):
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        screen = await _open_dice_entry(pilot)
        fields = list(screen.query(".face").results(Input))
        assert pilot.app.focused is fields[0]
        faces = "6543210"[: len(fields)].replace("0", "2")
        for face in faces:  # focus moves on as each face is typed
            await pilot.press(face)
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        pending = game.campaign.pending
        assert pending is not None
        assert pending.roll.faces.dice == tuple(int(f) for f in faces)
        entry = game.journal()[-1]
        assert entry.by_hand and "dice entered by hand" in entry.details


async def test_bad_faces_show_the_mechanics_error_and_roll_nothing(game):
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        screen = await _open_dice_entry(pilot)
        await pilot.press("9")
        for field in list(screen.query(".face").results(Input))[1:]:
            field.value = "3"
        await pilot.press("enter")
        await pilot.pause()
        assert pilot.app.screen is screen
        error = str(screen.query_one("#dice-error", Static).render())
        assert "Can't read these dice" in error and "9" in error
        assert game.campaign.pending is None
        await pilot.press("escape")
        await pilot.pause()
        assert game.campaign.pending is None and not isinstance(pilot.app.screen, DiceEntryScreen)


def test_every_row_written_as_markers_reads_back_as_the_same_question(game):
    """The builder's rows and the grammar agree: toggle any row, write markers, read them."""
    camp = game.campaign
    details = tuple(d.name for d in camp.scene.details)
    q = pool_builder.blank()
    for row in pool_builder.choices(camp, q):
        if row.key == "unfamiliar":
            continue  # apt and unfamiliar exclude each other (R-CHAR-1)
        q = pool_builder.toggle(camp, q, row.key)
        read = action_question(grammar.line("Do I go", q), camp.character, details)
        assert read == replace(q, text="Do I go?")


def against_row(app: SoloApp):
    (row,) = [r for r in app.screen.query_one(PoolBuilder)._rows if r.key == "against"]
    return row


async def test_the_opposition_row_cycles_vs_none_and_the_stakes_in_step_with_the_markers(game):
    """R-OPP-1, issues 9.1 and 12.3: the "against the opposition" row sets @vs, then @none,
    then follows the stakes again; the markers say so and typed markers set the row."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I run?"
        await pilot.pause()
        assert not against_row(pilot.app).on  # low stakes: the opposition stays out
        await switch(pilot, "against")
        assert question_input(pilot.app).value == "Do I run? @vs"
        assert against_row(pilot.app).on and area(pilot.app).request.against_opposition is True
        await switch(pilot, "against")
        assert question_input(pilot.app).value == "Do I run? @none"
        assert not against_row(pilot.app).on
        assert area(pilot.app).request.against_opposition is False
        await switch(pilot, "against")
        assert question_input(pilot.app).value == "Do I run?"
        assert area(pilot.app).request.against_opposition is None
        question_input(pilot.app).value = "Do I run? !high @none"
        await pilot.pause()
        assert not against_row(pilot.app).on and area(pilot.app).request.high_stakes
        await switch(pilot, "against")
        assert question_input(pilot.app).value == "Do I run? !high"
        assert against_row(pilot.app).on
        await switch(pilot, "against")
        question_input(pilot.app).focus()
        await pilot.press("enter")
        await pilot.pause()
        asked = game.campaign.pending.question
        assert asked.high_stakes and asked.against_opposition is True


async def test_the_answer_and_the_builder_take_turns_in_the_same_rows(game):
    """Issue 22: a waiting answer takes the builder's rows and gives them back, so the
    journal above keeps its place through a turn (a turn lays the screen out once)."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        journal = pilot.app.screen.query_one("#journal")
        framing = pilot.app.screen.query_one("#framing")
        for question in ("Do I climb the wall? +cool !high", "Is the gate open?"):
            await enter_line(pilot, question)
            await pilot.pause()
            waiting, answer = journal.region, pilot.app.screen.query_one("#answer").region
            await pilot.press("f5")
            await pilot.pause()
            assert game.campaign.pending is None
            assert journal.region == waiting and framing.region == answer
