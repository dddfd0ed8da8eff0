"""App-wide messages (a widget's own messages live in the widget that sends them)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from solo.game.choices import Choice
from solo.game.commands import Command


@dataclass
class RunCommand(Message):
    """Run one game command (``Game.run(command)``) on the open campaign.

    Sent by the command palette; the play screen runs it and shows a refusal.
    """

    command: Command


@dataclass
class Settle(Message):
    """Settle the waiting roll with ``choice`` (sent by the palette)."""

    choice: Choice


@dataclass
class PrefillQuestion(Message):
    """Put ``text`` in the question bar for the player to finish (e.g. ``/scene ``)."""

    text: str
