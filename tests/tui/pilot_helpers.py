"""Driving the app as a player would: type a line, press keys, wait for the screen."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.geometry import Region
from textual.widgets import Input

from solo.tui.app import SoloApp

SIZE = (100, 34)


def make_app(game: Any) -> SoloApp:
    return SoloApp(game)


async def type_line(pilot: Any, text: str) -> None:
    """Type ``text`` key by key into the focused input and press Enter (slow: ~50 ms a key).

    Only the test that proves typing works uses this; every other test pastes (enter_line)."""
    await pilot.press(*text)
    await pilot.press("enter")
    await pilot.pause()


async def enter_line(pilot: Any, text: str) -> None:
    """Paste ``text`` into the focused input, as a terminal's bracketed paste delivers it,
    then press Enter (the input's queue takes the paste before the key)."""
    pilot.app.focused.post_message(events.Paste(text))
    await pilot.press("enter")


def question_input(app: SoloApp) -> Input:
    return app.screen.query_one("#question", Input)


def resolve(game: Any) -> int:
    return game.campaign.economy_state.resolve


def textuals_lines(widget: Any) -> list[list[Any]]:
    """The lines Textual itself draws for ``widget`` as it is now (its cache emptied), to
    compare with what a widget that keeps its lines draws."""
    widget._styles_cache.clear()
    crop = Region(0, 0, *widget.size)
    return [list(strip) for strip in widget._styles_cache.render_widget(widget, crop)]


def drawn_lines(widget: Any) -> list[list[Any]]:
    """The lines ``widget`` draws now, over its whole size."""
    return [list(strip) for strip in widget.render_lines(Region(0, 0, *widget.size))]
