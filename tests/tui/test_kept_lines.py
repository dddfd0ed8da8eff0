"""Widgets that keep the lines they drew for each look (solo.tui.widgets.kept_lines): the
answer panel, shown again as each roll comes, draws its frame once for each size, and
what it shows is what Textual draws, before and after its styles change (focus)."""

from __future__ import annotations

from solo.tui.widgets.answer import AnswerPanel
from tests.tui.pilot_helpers import (
    SIZE,
    counting_draws,
    drawn_lines,
    enter_line,
    make_app,
    textuals_lines,
)


async def test_the_answer_panel_draws_its_frame_once_for_each_size(game, monkeypatch):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(2):  # two turns: every look the panel takes has been drawn once
            await enter_line(pilot, "Do I climb the wall?")
            await pilot.pause()
            await pilot.press("f5")
            await pilot.pause()
        drawn = counting_draws(monkeypatch)
        await enter_line(pilot, "Do I climb the wall?")
        await pilot.pause()
        panel = app.screen.query_one(AnswerPanel)
        assert panel.display
        assert not [w for w in drawn if isinstance(w, AnswerPanel)]
        monkeypatch.undo()
        assert drawn_lines(panel) == textuals_lines(panel)
        panel.focus()  # a style change (focus): drawn afresh, as Textual draws it
        await pilot.pause()
        assert drawn_lines(panel) == textuals_lines(panel)
