"""The one place other screens change the open game (tables browser → journal, scene).

Kept small on purpose: when the game's command surface changes, only this file does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.game.commands import AddDetail, Note

if TYPE_CHECKING:
    from solo.game.engine import Game
    from solo.tui.app import SoloApp


def send_note(game: Game, text: str) -> None:
    """Keep ``text`` in the journal as a note (GameError if the game refuses)."""
    game.run(Note(text=text))


def send_detail(game: Game, text: str, polarity: str = "negative") -> None:
    """Add ``text`` to the current scene as a Detail (R-COND-2)."""
    game.run(AddDetail(name=text, polarity=polarity))


def refresh_play(app: SoloApp) -> None:
    """Let the play screen under us show what changed."""
    for screen in app.screen_stack:
        sync = getattr(screen, "sync", None)
        if callable(sync) and getattr(screen, "game", None) is app.game:
            sync()
