"""The command palette's game entries (ctrl+p): :func:`solo.tui.palette.palette_entries`,
run on the play screen."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.markup import escape

from solo.game.choices import Choice
from solo.printable import printable
from solo.tui.messages import RunCommand, Settle
from solo.tui.palette import NeedsText, PaletteEntry, ScreenAction, palette_entries


class GameCommands(Provider):
    """Offers what fits the campaign on the screen the palette was opened from."""

    def _entries(self) -> list[PaletteEntry]:
        from solo.tui.screens.play import PlayScreen  # it imports this module

        screen = self.screen
        if not isinstance(screen, PlayScreen):
            return []  # no game on this screen: nothing to offer
        history = screen.game.history()
        return palette_entries(
            screen.game.campaign, bool(history.entries), bool(history.redoable), screen.world
        )

    def _run(self, entry: PaletteEntry) -> Callable[[], Any]:
        run = entry.run
        if isinstance(run, ScreenAction):
            return partial(self.screen.run_action, run.value)
        if isinstance(run, Choice):
            return partial(self.screen.post_message, Settle(run))
        if isinstance(run, NeedsText):
            return partial(self._ask_words, run)
        return partial(self.screen.post_message, RunCommand(run))

    def _ask_words(self, need: NeedsText) -> None:
        from solo.tui.screens.reroll import TextPromptScreen

        screen = self.screen

        def done(words: str | None) -> None:
            if words is not None:
                screen.post_message(RunCommand(need.build(words)))

        self.app.push_screen(TextPromptScreen(need.prompt, allow_empty=True), done)

    async def discover(self) -> Hits:
        for entry in self._entries():
            yield DiscoveryHit(entry.title, self._run(entry), help=palette_help(entry.help))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for entry in self._entries():
            score = matcher.match(entry.title)
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(entry.title),
                    self._run(entry),
                    help=palette_help(entry.help),
                )


def palette_help(text: str) -> str:
    """An offer's help line as the palette's markup: names from the save (an opposition
    called ``[b]Vasko``) show as typed, control characters escaped."""
    return escape(printable(text))
