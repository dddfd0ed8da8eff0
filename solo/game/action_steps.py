"""What the action modules share: a Resolve-economy reply turned into a :class:`Step`,
and a core ``ValueError`` turned into the :class:`GameError` a refused action raises."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from solo.game.campaign import Campaign
from solo.game.context import Step
from solo.game.entry_text import change_texts
from solo.game.errors import GameError
from solo.rules.economy.events import Refusal, Result

T = TypeVar("T")


def paid(
    camp: Campaign, reply: Result[Any] | Refusal, title: str, *details: str, **changes: Any
) -> Step:
    """Turn an economy Result/Refusal into a Step (or the refusal into a GameError)."""
    if isinstance(reply, Refusal):
        raise GameError(reply.reason)
    new = camp.evolve(economy_state=reply.state, **changes)
    return Step(new, title, details, change_texts(camp.economy, reply.state, reply.changes))


def guard(fn: Callable[..., T], *args: Any) -> T:
    try:
        return fn(*args)
    except ValueError as exc:
        raise GameError(str(exc)) from None
