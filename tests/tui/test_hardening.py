"""What solo.tui.hardening relies on in Textual, pinned: the crashes it guards against still
happen in Textual's own widgets (when one stops happening, its guard can go), the private
methods SafeCommandPalette overrides still exist, and the guards hold."""

from __future__ import annotations

import inspect

import pytest
from textual.app import App, ComposeResult
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.widgets import OptionList

from solo.tui.hardening import SafeCommandPalette, laid_out, page_key_unready
from tests.tui.pilot_helpers import SIZE, make_app


def test_the_palette_methods_the_guard_overrides_are_textuals_own():
    """SafeCommandPalette wraps these; if Textual renames one, the guard would silently
    stop guarding, so this fails first."""
    gather = CommandPalette._gather_commands
    assert inspect.iscoroutinefunction(gather.__wrapped__)
    assert isinstance(CommandPalette._GATHER_COMMANDS_GROUP, str)
    for name in ("_watch__list_visible", "_watch__show_busy"):
        assert name in vars(CommandPalette), name
        assert name in vars(SafeCommandPalette), name
    assert "_gather_commands" in vars(SafeCommandPalette)


class Lists(App[None]):
    def compose(self) -> ComposeResult:
        yield OptionList("one", "two", "three", id="shown")
        hidden = OptionList("one", "two", "three", id="hidden")
        hidden.display = False  # never laid out: its lines are not there
        yield hidden


async def test_textual_still_raises_on_a_page_move_before_layout_and_the_guard_sees_it():
    async with Lists().run_test() as pilot:
        await pilot.pause()
        shown = pilot.app.query_one("#shown", OptionList)
        hidden = pilot.app.query_one("#hidden", OptionList)
        hidden.highlighted = 0
        assert laid_out(shown) and not laid_out(hidden)
        with pytest.raises((KeyError, IndexError)):
            hidden.action_page_down()  # Textual 8's bug: the guard's reason to be
        assert page_key_unready(hidden)
        assert not page_key_unready(shown)
        assert not page_key_unready(None)
        shown.action_page_down()  # laid out: the move works


async def test_the_app_holds_page_keys_only_while_the_focused_list_is_not_laid_out(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.check_action("hold_page", ())  # the question bar: pages go on
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, SafeCommandPalette)
        assert palette.check_action("command_list", ("cursor_up",))


async def test_textual_still_fails_when_the_palette_list_has_gone_and_the_guard_does_not(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, SafeCommandPalette)
        await palette.query_one(CommandList).remove()
        with pytest.raises(NoMatches):
            CommandPalette._watch__list_visible(palette)  # Textual's own watcher
        with pytest.raises(NoMatches):
            await CommandPalette._watch__show_busy(palette)
        palette._watch__list_visible()  # ours: nothing happens
        await palette._watch__show_busy()
        assert not palette.check_action("command_list", ("page_up",))  # no list: no key
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CommandPalette)
