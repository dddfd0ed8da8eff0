"""What solo.tui.hardening relies on in Textual, pinned: the crashes it guards against still
happen in Textual's own widgets (when one stops happening, its guard can go), the private
methods SafeCommandPalette overrides still exist, and the guards hold."""

from __future__ import annotations

import inspect

import pytest
from textual.app import App, ComposeResult
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.widgets import OptionList, Select
from textual.widgets._select import SelectOverlay

from solo.tui.hardening import SafeCommandPalette, held_page_move, laid_out
from tests.tui.pilot_helpers import SIZE, make_app


def test_the_palette_methods_the_guard_overrides_are_textuals_own():
    """SafeCommandPalette wraps these; if Textual renames one, the guard would silently
    stop guarding, so this fails first."""
    gather = CommandPalette._gather_commands
    assert inspect.iscoroutinefunction(gather.__wrapped__)
    assert isinstance(CommandPalette._GATHER_COMMANDS_GROUP, str)
    for name in ("_watch__list_visible", "_watch__show_busy", "_action_command_list"):
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
        assert held_page_move("page_down", hidden) and held_page_move("page_up", hidden)
        assert not held_page_move("page_down", shown)
        assert not held_page_move("cursor_down", hidden)
        assert not held_page_move("page_down", pilot.app.screen)
        shown.action_page_down()  # laid out: the move works


async def test_a_page_key_as_a_select_opens_does_nothing_instead_of_crashing(game):
    """The key-mash's crash: Enter opens a Select, Page Up arrives before its list is laid
    out. Textual runs the binding through the app's run_action, which holds it."""
    from solo.tui.screens.settings import SettingsScreen

    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f4")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        select = app.screen.query_one("#set-system", Select)
        select.expanded = True  # the overlay opens, with no layout yet
        overlay = select.query_one(SelectOverlay)
        assert overlay.highlighted is not None and not laid_out(overlay)
        assert await app.run_action("page_up", overlay)  # taken, and nothing happens
        await pilot.pause()
        assert laid_out(overlay)
        assert not held_page_move("page_up", overlay)
        assert await app.run_action("page_down", overlay)  # now it moves
        assert app.is_running


async def test_the_palette_holds_its_list_keys_only_while_its_list_cannot_take_them(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, SafeCommandPalette)
        assert palette.check_action("command_list", ("cursor_up",))
        assert palette.check_action("escape", ())


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


async def test_a_page_key_while_the_palette_list_refills_does_nothing(game, monkeypatch):
    """A minute of random keys crashed the app: PageDown in the palette while its list was
    being refilled found no line (KeyError in OptionList._move_page)."""

    def no_line_yet(self: CommandList) -> None:
        raise KeyError(0)  # what _move_page raises before the list's lines are rebuilt

    monkeypatch.setattr(CommandList, "action_page_down", no_line_yet)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press("pagedown")
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)  # still open, nothing crashed
        with pytest.raises(KeyError):
            monkeypatch.setattr(CommandList, "action_cursor_down", no_line_yet)
            app.screen._action_command_list("cursor_down")  # only page moves are held


async def test_the_theme_picker_is_the_hardened_palette_and_palettes_do_not_clash(game):
    """Key-mash finds: Textual's theme picker (a plain CommandPalette) crashed on a page key
    and on Escape+Enter; a palette opened while the last one unmounted clashed on its id."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        app.search_themes()
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)
        await pilot.press("escape")
        for _ in range(3):  # open, dismiss, open again before the first has gone
            app.action_command_palette()
            app.screen.dismiss()
            app.action_command_palette()
            await pilot.pause()
            assert isinstance(app.screen, SafeCommandPalette)
            await pilot.press("escape")
            await pilot.pause()
