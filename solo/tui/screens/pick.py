"""Pick one of a few names from a list (arrows and Enter), so nobody types a name in full."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import DIALOG_CSS


class PickOne(DismissOnce[str | None], ModalScreen[str | None]):
    """The names as a list; Enter gives the highlighted one back, Escape None."""

    DEFAULT_CSS = DIALOG_CSS.format(name="PickOne") + "PickOne OptionList { height: auto; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="pick.cancel", tooltip="Pick nothing"),
    ]

    def __init__(self, title: str, prompt: str, names: list[str]) -> None:
        super().__init__()
        self.title_text, self.prompt, self.names = title, prompt, names

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = self.title_text
            yield Label(Content(self.prompt))
            yield OptionList(*[Option(Content(n), id=str(i)) for i, n in enumerate(self.names)])
            yield Label("[dim]↑↓ choose · Enter pick · Esc cancel[/dim]")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.names[int(event.option.id or 0)])

    def action_cancel(self) -> None:
        self.dismiss(None)
