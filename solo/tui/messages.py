"""App-wide messages (a widget's own messages live in the widget that sends them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from textual.message import Message


@dataclass
class RunGameAction(Message):
    """Run one engine action (``Game.do(action, **args)``) on the open campaign.

    Sent by the command palette; the play screen runs it and shows a refusal.
    """

    action: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass
class PrefillQuestion(Message):
    """Put ``text`` in the question bar for the player to finish (e.g. ``/scene ``)."""

    text: str
