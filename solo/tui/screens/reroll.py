"""Which dice to reroll: a small modal that returns the die numbers (or None)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from solo.tui.pending import PendingView
from solo.tui.widgets.answer import dice_line


class RerollScreen(ModalScreen[list[int] | None]):
    """Type die numbers (``1,3`` or ``1 3``); Enter rerolls them, Escape keeps the roll."""

    DEFAULT_CSS = """
    RerollScreen { align: center middle; }
    RerollScreen > Vertical {
        width: 60; height: auto; padding: 1 2;
        border: round $accent; background: $surface;
    }
    RerollScreen Label { width: 1fr; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="reroll.cancel", tooltip="Keep the roll as it is")
    ]

    def __init__(self, view: PendingView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        numbers = " ".join(map(str, self.view.rerollable)) or "none"
        with Vertical() as box:
            box.border_title = "Reroll"
            yield Label(dice_line(self.view.dice, self.view.total))
            price = self.view.price or "a reroll may cost Resolve"
            yield Label(f"Which dice? Yours: {numbers}. {price[:1].upper()}{price[1:]} (R-RES-2).")
            yield Input(placeholder="e.g. 1,3", restrict=r"[0-9, ]*", id="dice")
            yield Label("[dim]Enter reroll · Esc keep the roll[/dim]")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        numbers = [int(n) for n in event.value.replace(",", " ").split()]
        self.dismiss(numbers or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
