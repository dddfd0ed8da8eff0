"""The game: a campaign's state and every action on it, journalled and saved.

Pure apart from :mod:`solo.game.engine`, which commits each step to a save::

    game = Game(store.open("pulp"), library)
    game.do("ask", question={"text": "Do I sneak past the guards?", "helps": ["Sneaky"]})
    game.do("accept")
    game.undo()
"""

from typing import Any

from solo.game.errors import GameError

_LAZY = {"Campaign": "solo.game.campaign", "Scene": "solo.game.campaign",
         "Question": "solo.game.question"}


def __getattr__(name: str) -> Any:
    """Load the campaign model on first use, so `solo.game.errors` stays cheap to import."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'solo.game' has no attribute {name!r}")


__all__ = ["Campaign", "GameError", "Question", "Scene"]
