"""The game: a campaign's state and every action on it, journalled and saved.

Pure apart from :mod:`solo.game.engine`, which commits each step to a save::

    game = Game(store.open("pulp"), library)
    game.do("ask", question={"text": "Do I sneak past the guards?", "helps": ["Sneaky"]})
    game.do("accept")
    game.undo()
"""

from solo.game.campaign import Campaign, Scene
from solo.game.errors import GameError
from solo.game.question import Question

__all__ = ["Campaign", "GameError", "Question", "Scene"]
