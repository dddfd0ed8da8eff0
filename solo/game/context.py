"""What an action may use besides the campaign: its RNG and the content library."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from solo.game.campaign import Campaign

if TYPE_CHECKING:
    from solo.tables.model import Library


@dataclass(frozen=True)
class Context:
    rng: random.Random
    library: Library | None = None  # the content, or None to draw none


@dataclass(frozen=True)
class Step:
    """An action's result: the new campaign and what to journal about it."""

    campaign: Campaign
    title: str
    details: tuple[str, ...] = ()
    changes: tuple[str, ...] = ()
    data: dict[str, Any] | None = None  # machine-readable extras (dice, offers) for the UI
