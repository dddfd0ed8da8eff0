"""Driving the app as a player would: type a line, press keys, wait for the screen."""

from __future__ import annotations

from typing import Any

from textual import events
from textual._styles_cache import StylesCache
from textual.geometry import Region
from textual.visual import Visual
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


def counting_draws(monkeypatch: Any) -> list[Any]:
    """From now on, every widget Textual draws (``StylesCache.render_widget``), in a list."""
    drawn: list[Any] = []
    render_widget = StylesCache.render_widget

    def counted(cache: StylesCache, widget: Any, crop: Region) -> Any:
        drawn.append(widget)
        return render_widget(cache, widget, crop)

    monkeypatch.setattr(StylesCache, "render_widget", counted)
    return drawn


def counting_lines(monkeypatch: Any, kind: type) -> list[int]:
    """From now on, the lines drawn from a Visual for each widget of ``kind``
    (``Visual.to_strips``), one count per drawing, in a list."""
    drawn: list[int] = []
    to_strips = Visual.to_strips

    def counted(widget: Any, visual: Any, *args: Any, **options: Any) -> Any:
        strips = to_strips(widget, visual, *args, **options)
        if isinstance(widget, kind):
            drawn.append(len(strips))
        return strips

    monkeypatch.setattr(Visual, "to_strips", staticmethod(counted))
    return drawn


def textuals_lines(widget: Any) -> list[list[Any]]:
    """The lines Textual itself draws for ``widget`` as it is now (its cache emptied), to
    compare with what a widget that keeps its lines draws."""
    widget._styles_cache.clear()
    crop = Region(0, 0, *widget.size)
    return [list(strip) for strip in widget._styles_cache.render_widget(widget, crop)]


def drawn_lines(widget: Any) -> list[list[Any]]:
    """The lines ``widget`` draws now, over its whole size."""
    return [list(strip) for strip in widget.render_lines(Region(0, 0, *widget.size))]
