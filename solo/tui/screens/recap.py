""" "Previously…" (R-GM-7): the last session in at most eight lines, shown when a session
starts (or a campaign opens on one with history before it) and from the command palette;
Escape or Enter goes on playing."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label

from solo.game.story.recap import Recap
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import DIALOG_CSS


class RecapScreen(DismissOnce[None], ModalScreen[None]):
    """The recap's lines; Escape or Enter dismisses it."""

    DEFAULT_CSS = DIALOG_CSS.format(name="RecapScreen") + (
        "\nRecapScreen > Vertical { width: 90%; max-width: 100; }"
    )
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter", "close", "Play on", id="recap.close", tooltip="Back to play"),
    ]

    def __init__(self, recap: Recap) -> None:
        super().__init__()
        self.recap = recap

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = f"Previously… (session {self.recap.session})"
            for line in self.recap.lines:
                yield Label(line, markup=False, classes="recap-line")
            yield Label("[dim]Enter or Esc: play on[/dim]")

    def action_close(self) -> None:
        self.dismiss(None)
