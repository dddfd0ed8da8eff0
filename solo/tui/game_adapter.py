"""The one place other screens change the open game (tables browser → journal, scene).

Kept small on purpose: when the game's command surface changes, only this file does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.game.story.cast import npc_from_text
from solo.game.story.commands import AddDetail, AddNpc, Note

if TYPE_CHECKING:
    from solo.game.engine import Game


def send_note(game: Game, text: str) -> None:
    """Keep ``text`` in the journal as a note (GameError if the game refuses)."""
    game.run(Note(text=text))


def send_detail(game: Game, text: str, polarity: str = "negative") -> None:
    """Add ``text`` to the current scene as a Detail (R-COND-2)."""
    game.run(AddDetail(name=text, polarity=polarity))


def send_npc(game: Game, text: str) -> None:
    """The person ``text`` describes joins the NPC list (R-GM-4)."""
    npc = npc_from_text(text)
    game.run(AddNpc(name=npc.name, note=npc.note))
