"""Small modal questions: a line of text, or yes/no before something is moved away."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from solo.tui.hardening import DismissOnce

DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 64; height: auto; padding: 1 2;
    border: round $accent; background: $surface;
}}
{name} Label {{ width: 1fr; }}
"""


class AskText(DismissOnce[str | None], ModalScreen[str | None]):
    """One line of text; Enter gives it back, Escape gives None."""

    DEFAULT_CSS = DIALOG_CSS.format(name="AskText")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="dialog.cancel", tooltip="Change nothing"),
    ]

    def __init__(self, title: str, prompt: str, value: str = "") -> None:
        super().__init__()
        self.title_text, self.prompt, self.value = title, prompt, value

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = self.title_text
            yield Label(self.prompt)
            yield Input(self.value, id="text")
            yield Label("[dim]Enter OK · Esc cancel[/dim]")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class Confirm(DismissOnce[bool], ModalScreen[bool]):
    """A yes/no question: ``y`` confirms, ``n`` or Escape does not."""

    DEFAULT_CSS = DIALOG_CSS.format(name="Confirm")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes", id="dialog.yes", tooltip="Yes, do it"),
        Binding("n,escape", "answer(False)", "No", id="dialog.no", tooltip="No, change nothing"),
    ]

    def __init__(self, title: str, question: str) -> None:
        super().__init__()
        self.title_text, self.question = title, question

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = self.title_text
            yield Label(self.question, markup=False)
            yield Label("[dim]y yes · n no[/dim]")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
