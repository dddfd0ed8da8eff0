"""Textual's command palette, hardened against fast fingers.

Crashes a key-mash found in Textual's palette: Escape and Enter in quick succession dismiss
it twice (``ScreenStackError: Can't pop screen``); Page Up before its list is laid out
looks up a line that is not there yet (``KeyError``); the search worker and two watchers
still run after the palette has gone and find no list (``NoMatches``). This palette
ignores a dismiss once it is no longer on top, a list move the list cannot make yet, and
work that finds its widgets gone.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual import work
from textual.app import SystemCommand
from textual.await_complete import AwaitComplete
from textual.command import CommandPalette
from textual.css.query import NoMatches

LEFT_OUT = frozenset({"Screenshot"})
"""System commands the palette does not offer (Textual's Screenshot saves to the working
folder and fails silently in many terminals)."""


class SafeCommandPalette(CommandPalette):
    def dismiss(self, result: Any = None) -> AwaitComplete:
        if self.app.screen is not self:
            return AwaitComplete()  # already on its way out: a second dismiss does nothing
        return super().dismiss(result)

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        try:
            await CommandPalette._gather_commands.__wrapped__(self, search_value)  # type: ignore[attr-defined]
        except NoMatches:
            pass  # the palette closed while it searched

    def _watch__list_visible(self) -> None:
        try:
            super()._watch__list_visible()
        except NoMatches:
            pass

    async def _watch__show_busy(self) -> None:
        try:
            await super()._watch__show_busy()
        except NoMatches:
            pass

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except (KeyError, IndexError, NoMatches):
            pass  # the list is not laid out yet: the key does nothing


def system_commands(commands: Iterable[SystemCommand]) -> Iterable[SystemCommand]:
    """Textual's system commands without the ones in :data:`LEFT_OUT`."""
    return (c for c in commands if c.title not in LEFT_OUT)


class DismissOnce:
    """For a modal screen: a second dismiss (Enter pressed twice before the screen has
    gone) does nothing, instead of setting its result twice and crashing the app."""

    _dismissing = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        screen: Any = self
        if self._dismissing or screen.app.screen is not screen:
            return AwaitComplete()
        self._dismissing = True
        return super().dismiss(result)  # type: ignore[misc]


def guard_option_list_pages() -> None:
    """Page Up / Page Down in any OptionList (the palette's, a Select's overlay) before its
    lines are laid out raise ``KeyError`` inside Textual 8: make such a key do nothing.
    Called once when the app starts; an upstream bug, patched in one place."""
    from textual.widgets import OptionList

    original = OptionList._move_page
    if getattr(original, "_solo_guarded", False):
        return

    def _move_page(self: OptionList, direction: Any) -> None:
        try:
            original(self, direction)
        except (KeyError, IndexError):
            pass  # not laid out yet: the key does nothing

    _move_page._solo_guarded = True  # type: ignore[attr-defined]
    OptionList._move_page = _move_page  # type: ignore[method-assign]
