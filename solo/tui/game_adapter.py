"""The one place other screens change the open game (tables browser → journal, scene).

Kept small on purpose: when the game's command surface changes, only this file does.
"""

from __future__ import annotations

from typing import Any


def send_note(game: Any, text: str) -> None:
    """Keep ``text`` in the journal as a note (GameError if the game refuses)."""
    game.do("note", text=text)


def send_detail(game: Any, text: str, polarity: str = "negative") -> None:
    """Add ``text`` to the current scene as a Detail (R-COND-2)."""
    game.do("add_detail", name=text, polarity=polarity)


def refresh_play(app: Any) -> None:
    """Let the play screen under us show what changed."""
    for screen in app.screen_stack:
        sync = getattr(screen, "sync", None)
        if callable(sync) and getattr(screen, "game", None) is app.game:
            sync()
