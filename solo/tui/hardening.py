"""Textual hardened against fast fingers: crashes a key-mash found in Textual 8, each
guarded here, in one place, through Textual's own hooks where it has one.

- A screen dismissed twice (Enter pressed twice, Escape and Enter in quick succession)
  sets its result twice and crashes the app (``ScreenStackError: Can't pop screen``):
  :class:`DismissOnce` ignores a dismiss once the screen is no longer on top.
- Page Up / Page Down in an OptionList (a Select's overlay, the palette's list, ours)
  before its lines are laid out look up a line that is not there yet (``KeyError``):
  :func:`held_page_move` says when; the app's ``run_action`` (through which Textual runs
  every binding, at the moment it runs) holds such a move, and the palette holds its own
  list keys back in ``check_action``, and a page move that still finds no line (the list
  refilled as the player typed) in ``_action_command_list``. A check any earlier (a
  priority binding) races a Select opening under the key.
- The command palette's search worker and two of its watchers still run after the
  palette has gone and find no list (``NoMatches``): :class:`SafeCommandPalette`
  overrides them to ignore that (and ``_action_command_list`` for the page moves above). Those are Textual's private methods, so
  ``tests/tui/test_hardening.py`` pins what this relies on: the methods exist, Textual's
  own palette still fails without the guard, ours does not.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from textual import work
from textual.await_complete import AwaitComplete
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import OptionList

if TYPE_CHECKING:
    from textual.actions import ActionParseResult
    from textual.app import SystemCommand
    from textual.dom import DOMNode

LEFT_OUT = frozenset({"Screenshot"})
"""System commands the palette does not offer (Textual's Screenshot saves to the working
folder and fails silently in many terminals)."""

PAGE_MOVES = frozenset({"page_up", "page_down"})
"""The OptionList moves that look up laid-out lines (the palette's ``command_list(…)``)."""

ResultType = TypeVar("ResultType")


def laid_out(options: OptionList) -> bool:
    """Whether an OptionList has the room its lines are laid out in (before its first
    layout, and while hidden, it has none: its lines are not there yet)."""
    return bool(options.scrollable_content_region)


def held_page_move(action: str | ActionParseResult, namespace: DOMNode | None) -> bool:
    """Whether ``action`` run on ``namespace`` is a page move in an OptionList with options
    that is not laid out yet (it would raise): then it is held, and the key does nothing.
    The palette's list is reached through the palette's own action, held by
    :meth:`SafeCommandPalette.check_action`."""
    return (
        action in PAGE_MOVES
        and isinstance(namespace, OptionList)
        and bool(namespace.option_count)
        and not laid_out(namespace)
    )


class SafeCommandPalette(CommandPalette):
    """Textual's palette, dismissed once, its list keys held back while the list cannot
    take them, and its late work ignored once it has gone."""

    def dismiss(self, result: None = None) -> AwaitComplete:
        if self.app.screen is not self:
            return AwaitComplete()  # already on its way out: a second dismiss does nothing
        return super().dismiss(result)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The list keys (``command_list(…)``) act only on a list that is there, and a
        page move only on a list laid out."""
        if action != "command_list":
            return True
        lists = self.query(CommandList)
        if not lists:
            return False  # the palette is going: its list has gone
        return parameters[:1] not in {(move,) for move in PAGE_MOVES} or laid_out(lists.first())

    def _action_command_list(self, action: str) -> None:
        """A page move while the list's lines are being rebuilt (it was refilled as the
        player typed, laid out or not) finds no line (``KeyError``): the key does nothing."""
        try:
            super()._action_command_list(action)
        except KeyError:
            if action not in PAGE_MOVES:
                raise

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


def system_commands(commands: Iterable[SystemCommand]) -> Iterable[SystemCommand]:
    """Textual's system commands without the ones in :data:`LEFT_OUT`."""
    return (c for c in commands if c.title not in LEFT_OUT)


class DismissOnce(Generic[ResultType]):
    """For a screen: a second dismiss (Enter pressed twice before the screen has gone) does
    nothing, instead of setting its result twice and crashing the app. Listed first, before
    the screen class, and not a screen itself, so the screen's CSS still comes from its
    screen class: ``class Confirm(DismissOnce[bool], ModalScreen[bool])``."""

    _dismissing = False

    def dismiss(self, result: ResultType | None = None) -> AwaitComplete:
        screen = cast("Screen[ResultType]", self)
        if self._dismissing or screen.app.screen is not screen:
            return AwaitComplete()
        self._dismissing = True
        return Screen.dismiss(screen, result)  # ModalScreen's own (it keeps Screen's)
