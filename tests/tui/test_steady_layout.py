"""A turn changes the size of nothing on the play screen and lays it out once (issue 22).

The lower area keeps the rows it was given for the terminal's size, whether the builder or
the answer panel shows in them, so the journal above keeps its own rows from the first
frame on; and a layout that changed a widget's size (a Condition gained lengthens the hero
panel) is not followed by a second layout that finds nothing to move."""

from __future__ import annotations

from contextlib import nullcontext

from textual._compositor import Compositor

from solo.tui.screens import play
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.hero import HeroPanel, HeroRows
from solo.tui.widgets.journal import Journal
from solo.tui.widgets.pool_builder import PoolBuilder
from solo.tui.widgets.question_area import LOWER_ROWS
from tests.tui.pilot_helpers import SIZE, counting_draws, enter_line, make_app

QUESTIONS = (
    "Do I climb the wall?",
    "Do I spot the guard first?",
    "Do I find the ledger? +tomb",
    "Do I slip out unseen?",
    "Do I read the map by moonlight?",
    "Do I outrun the dogs?",
)


def counting_layouts(monkeypatch) -> list[object]:
    """Every layout of a screen from now on (the compositor's reflow), in a list."""
    layouts: list[object] = []
    reflow = Compositor.reflow

    def counted(compositor, parent, size):
        layouts.append(parent)
        return reflow(compositor, parent, size)

    monkeypatch.setattr(Compositor, "reflow", counted)
    return layouts


async def play_turns(app, pilot, layouts: list[object]) -> list[tuple[str, int, int, bool]]:
    """Each step of a turn per question, after a first turn: (step, layouts it cost, the
    journal's rows, whether the hero panel changed its height)."""
    await enter_line(pilot, "Do I look around?")  # the first roll lays out what it shows
    await pilot.pause()  # for the first time (the answer's scrollbar, the keys' widths)
    await pilot.press("f5")
    await pilot.pause()
    steps = []
    screen = app.screen
    journal, hero = screen.query_one(Journal), screen.query_one(HeroRows)
    for question in QUESTIONS:
        for step in ("ask", "accept"):
            layouts.clear()
            height = hero.size.height
            if step == "ask":
                await enter_line(pilot, question)
            else:
                await pilot.press("f5")
            await pilot.pause()
            steps.append((step, len(layouts), journal.size.height, hero.size.height != height))
    return steps


async def test_the_lower_area_has_its_rows_from_the_first_frame(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        column = screen.query_one("#play").size.height
        framing = screen.query_one("#framing").outer_size.height
        assert framing == min(column // 2, LOWER_ROWS)  # half the column, before any answer
        rows = screen.query_one(Journal).size.height
        await enter_line(pilot, QUESTIONS[0])
        await pilot.pause()
        assert screen.query_one(AnswerPanel).outer_size.height == framing  # the same rows
        assert screen.query_one(Journal).size.height == rows


async def test_a_turn_keeps_the_journal_s_rows_and_lays_the_screen_out_once(game, monkeypatch):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        rows = app.screen.query_one(Journal).size.height
        steps = await play_turns(app, pilot, counting_layouts(monkeypatch))
    assert {journal_rows for _, _, journal_rows, _ in steps} == {rows}
    assert any(grew for *_, grew in steps)  # a Condition gained or lost: the hero resized
    assert [(step, count) for step, count, *_ in steps if count != 1] == []


async def test_without_quiet_sizes_a_resizing_step_lays_the_screen_out_twice(game, monkeypatch):
    """The test above can fail: with Textual's own handing of sizes, a step that resized a
    widget is laid out a second time."""
    monkeypatch.setattr(play, "sizes_handed_quietly", nullcontext)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        steps = await play_turns(app, pilot, counting_layouts(monkeypatch))
    assert any(count > 1 for _, count, *_ in steps)


async def test_a_tall_terminal_keeps_its_rows_for_the_journal(game):
    app = make_app(game)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.query_one("#play").size.height // 2 > LOWER_ROWS
        assert screen.query_one("#framing").outer_size.height == LOWER_ROWS
        await enter_line(pilot, QUESTIONS[0])
        await pilot.pause()
        assert screen.query_one(AnswerPanel).outer_size.height == LOWER_ROWS


async def test_the_builder_and_the_heros_scrollbar_are_drawn_once_a_step(game, monkeypatch):
    """The rows rebuilt while the builder is hidden are counted in the layout that shows it
    again, and a scrollbar given a new window by a layout is drawn in that layout's frame:
    each was drawn again in a frame of its own after an F5 that gained a row or a Condition."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        drawn = counting_draws(monkeypatch)
        builder, hero = app.screen.query_one(PoolBuilder), app.screen.query_one(HeroPanel)
        twice = []
        rows = builder.option_count
        for question in QUESTIONS:
            await enter_line(pilot, question)
            await pilot.pause()
            drawn.clear()
            await pilot.press("f5")
            await pilot.pause()
            bars = [w for w in drawn if w is hero._vertical_scrollbar]
            if drawn.count(builder) > 1 or len(bars) > 1:
                twice.append((question, drawn.count(builder), len(bars)))
        assert builder.option_count != rows  # a row gained or lost on the way
    assert twice == []
