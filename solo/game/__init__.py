"""The game: a campaign's state and every action on it, journalled and saved.

The actions (:mod:`solo.game.scenes`, :mod:`solo.game.goals`, :mod:`solo.game.turn`,
:mod:`solo.game.settle` and the other modules :data:`solo.game.engine.ACTIONS` names) are
pure: a campaign in, a new campaign out. :mod:`solo.game.engine` journals and saves each step; :mod:`solo.game.setup` and :mod:`solo.game.launch` read the hero's file and
the content. A shell builds typed commands (:mod:`solo.game.commands`) and runs them::

    game = Game(store.open("pulp"), library)
    game.run(Ask(Question("Do I sneak past the guards?", helps=("Sneaky",))))
    game.run(Accept(Take.AUTO))
    game.undo()
"""

from typing import Any

from solo.game.errors import GameError

_LAZY = {
    "Campaign": "solo.game.campaign",
    "Scene": "solo.game.campaign",
    "Question": "solo.game.question",
}


def __getattr__(name: str) -> Any:
    """Load the campaign model on first use, so `solo.game.errors` stays cheap to import."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'solo.game' has no attribute {name!r}")


__all__ = ["Campaign", "GameError", "Question", "Scene"]
