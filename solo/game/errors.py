"""Errors of the game layer: an action the rules refuse, or a bad argument."""


class GameError(ValueError):
    """An action that cannot happen now; the campaign is unchanged. One line."""
