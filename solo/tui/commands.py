"""The command palette's game entries (ctrl+p): :func:`solo.tui.offers.offers`, run on
the play screen."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.markup import escape

from solo.printable import printable
from solo.tui.messages import RunGameAction
from solo.tui.offers import Offer, offers


class GameCommands(Provider):
    """Offers what fits the campaign on the screen the palette was opened from."""

    def _offers(self) -> list[Offer]:
        screen: Any = self.screen
        game = getattr(screen, "game", None)
        if game is None:
            return []
        history = game.history()
        return offers(game.campaign, bool(history.entries), bool(history.redoable),
                      bool(getattr(screen, "world", False)))

    def _run(self, offer: Offer) -> Callable[[], Any]:
        if offer.game:
            return partial(self.screen.post_message, RunGameAction(offer.game, dict(offer.args)))
        return partial(self.screen.run_action, offer.screen)

    async def discover(self) -> Hits:
        for offer in self._offers():
            yield DiscoveryHit(offer.title, self._run(offer), help=palette_help(offer.help))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for offer in self._offers():
            score = matcher.match(offer.title)
            if score > 0:
                yield Hit(score, matcher.highlight(offer.title), self._run(offer),
                          help=palette_help(offer.help))


def palette_help(text: str) -> str:
    """An offer's help line as the palette's markup: names from the save (an opposition
    called ``[b]Vasko``) show as typed, control characters escaped."""
    return escape(printable(text))
