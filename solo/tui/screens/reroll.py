"""Small modals of the waiting roll: which dice to reroll (and at what price), and the
offer in the player's own words."""

from __future__ import annotations

from typing import ClassVar

from msgspec import Struct
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from solo.tui.hardening import DismissOnce
from solo.tui.pending import PendingView
from solo.tui.widgets.answer import dice_line


class RerollScreen(DismissOnce[list[int] | None], ModalScreen[list[int] | None]):
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
            price = self.view.reroll_price or "free"
            yield Label(f"Which dice? Yours: {numbers}. Price: {price}.")
            yield Input(placeholder="e.g. 1,3", restrict=r"[0-9, ]*", id="dice")
            yield Label("", id="reroll-problem", classes="problem")
            yield Label("[dim]Enter reroll · Esc keep the roll[/dim]")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            numbers = chosen_dice(event.value, self.view.rerollable)
        except ValueError as exc:  # said here, before any price is asked
            self.query_one("#reroll-problem", Label).update(str(exc))
            return
        self.dismiss(list(numbers) or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


def chosen_dice(text: str, rerollable: tuple[int, ...]) -> tuple[int, ...]:
    """The dice numbers typed ("1,3", "1 3", or "13" when no die has that number);
    ValueError names a number that is not one of ``rerollable``."""
    words = text.replace(",", " ").split()
    if len(words) == 1 and len(words[0]) > 1 and int(words[0]) not in rerollable:
        words = list(words[0])  # "13" with five dice: dice 1 and 3
    numbers = tuple(dict.fromkeys(int(w) for w in words))
    wrong = [n for n in numbers if n not in rerollable]
    if wrong:
        yours = ", ".join(map(str, rerollable)) or "none"
        raise ValueError(f"no die {wrong[0]} to reroll here: yours are {yours}")
    return numbers


class TextPromptScreen(DismissOnce[str | None], ModalScreen[str | None]):
    """A few words for a command: the offer in your own words (prefilled with the drawn
    ones), a new Trademark, a Flaw. Enter returns them, Esc cancels (None)."""

    DEFAULT_CSS = RerollScreen.DEFAULT_CSS.replace("RerollScreen", "TextPromptScreen")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape", "cancel", "Cancel", id="prompt.cancel", tooltip="Leave things as they are"
        )
    ]

    def __init__(self, title: str, words: str = "", *, allow_empty: bool = False) -> None:
        super().__init__()
        self.title_text = title
        self.words = words
        self.allow_empty = allow_empty

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = self.title_text
            yield Input(value=self.words, id="words")
            yield Label("[dim]Enter keep these words · Esc cancel[/dim]")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        words = event.value.strip()
        self.dismiss(words if words or self.allow_empty else None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class OfferWords(Struct, frozen=True):
    """What the F9 dialog returns: each part in the player's words, or None (left as drawn)."""

    text: str | None
    complication: str | None


class OfferWordsScreen(DismissOnce[OfferWords | None], ModalScreen[OfferWords | None]):
    """The offer in your own words (issue 9.3): the Condition or Detail, and the
    complication, each prefilled with what was drawn. Enter keeps both, Esc cancels."""

    DEFAULT_CSS = RerollScreen.DEFAULT_CSS.replace("RerollScreen", "OfferWordsScreen")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="words.cancel", tooltip="Leave the offer as it is")
    ]

    def __init__(self, words: str | None, complication: str | None) -> None:
        super().__init__()
        self.words = words
        self.complication = complication

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "The offer in your words"
            if self.words is not None:
                yield Label("What it brings (a Condition or a Detail)")
                yield Input(value=self.words, id="words")
            if self.complication is not None:
                yield Label("The complication")
                yield Input(value=self.complication, id="complication")
            yield Label("[dim]Tab next field · Enter keep these words · Esc cancel[/dim]")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(OfferWords(self._changed("words"), self._changed("complication")))

    def _changed(self, field: str) -> str | None:
        """The field's words if the player changed them (and left some), else None."""
        drawn = self.words if field == "words" else self.complication
        found = self.query(f"#{field}")
        if drawn is None or not found:
            return None
        typed = found.first(Input).value.strip()
        return typed if typed and typed != drawn.strip() else None

    def action_cancel(self) -> None:
        self.dismiss(None)
