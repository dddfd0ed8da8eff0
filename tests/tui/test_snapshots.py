"""Snapshot tests (pytest-textual-snapshot): the play screen as a player sees it.

Seeded campaign in tmp_path, fixed terminal size, no clock on screen, cursor blink off (the
autouse fixture in tests/tui/conftest.py).
Refresh a snapshot on purpose with ``pytest tests/tui --snapshot-update``.
"""

from __future__ import annotations

from textual.widgets import Input

from solo.tui.app import SoloApp
from tests.tui.pilot_helpers import SIZE, enter_line, question_input


def test_a_waiting_roll(snap_compare, game):
    """The hero, the journal, the answer panel with numbered dice, the footer keys."""

    async def ask(pilot) -> None:
        await pilot.pause()
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()

    assert snap_compare(SoloApp(game), terminal_size=SIZE, run_before=ask)


def test_a_waiting_roll_at_80x24(snap_compare, game):
    """The smallest supported terminal: the hero panel folds away (ctrl+b shows it); the
    answer, its offer and cost, and the F-keys stay in view."""

    async def ask(pilot) -> None:
        await pilot.pause()
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()

    assert snap_compare(SoloApp(game), terminal_size=(80, 24), run_before=ask)


def test_a_waiting_roll_at_120x40(snap_compare, game):
    async def ask(pilot) -> None:
        await pilot.pause()
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()

    assert snap_compare(SoloApp(game), terminal_size=(120, 40), run_before=ask)


def test_the_help_screen(snap_compare, game):
    async def open_help(pilot) -> None:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()

    assert snap_compare(SoloApp(game), terminal_size=SIZE, run_before=open_help)


async def test_text_fields_start_with_a_still_cursor(game):
    """The snapshots rely on it: a blinking cursor draws the same screen two ways."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        fields = list(pilot.app.screen.query(Input))
        assert fields and [f.cursor_blink for f in fields] == [False] * len(fields)


def test_the_hero_panel_at_120x40(snap_compare, game):
    """The Resolve meter, the scene header, Goals with milestones, beside the journal."""

    async def settle(pilot) -> None:
        await pilot.pause()

    assert snap_compare(SoloApp(game), terminal_size=(120, 40), run_before=settle)


def _framing(builder_focused: bool):
    async def frame(pilot) -> None:
        await pilot.pause()
        question_input(pilot.app).value = "Do I climb the wall? +cool !high"
        await pilot.pause()
        if builder_focused:
            pilot.app.screen.query_one("#pool-builder").focus()
            await pilot.press("down", "down")
        await pilot.pause()

    return frame


def test_the_pool_builder_at_80x24(snap_compare, game):
    """Issue 9: the builder's rows, the labelled odds bar and the marked-up line, small."""
    assert snap_compare(SoloApp(game), terminal_size=(80, 24), run_before=_framing(True))


def test_the_pool_builder_at_120x40(snap_compare, game):
    assert snap_compare(SoloApp(game), terminal_size=(120, 40), run_before=_framing(False))
