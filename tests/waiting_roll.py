"""Asking until the waiting roll's answer brings what a test needs (seeded dice)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solo.game.turn.commands import Accept, Ask
from solo.game.turn.question import Question


def ask_until(
    game: Any,
    wanted: Callable[[Any], bool],
    *,
    text: str = "Do I try",
    stakes: str = "low",
    tries: int = 40,
) -> Any:
    """Ask (and accept what does not fit) until the waiting roll's offer card is ``wanted``;
    leave that roll waiting and return its card."""
    for i in range(tries):
        game.run(Ask(Question(f"{text} {i}?", stakes=stakes)))
        card = game.preview(Accept()).data.get("card")
        if card is not None and wanted(card):
            return card
        game.run(Accept())
    raise AssertionError(f"no wanted offer in {tries} asks")
