"""Search the journal (ctrl+f; ctrl+s in a browser, or "Search the journal…" in the palette): type words, Enter
jumps to the first line holding them (any case), Enter or ↓ to the next, ↑ to the one
before; the count of hits shows under the words. Escape goes back to play, the journal left
where the last hit put it."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from solo.tui.hardening import DismissOnce
from solo.tui.widgets.journal import Journal


class JournalSearchScreen(DismissOnce[None], ModalScreen[None]):
    """A search box at the bottom of the screen, over the journal it moves."""

    DEFAULT_CSS = """
    JournalSearchScreen { align: center bottom; background: $background 0%; }
    JournalSearchScreen > Vertical {
        width: 80%; max-width: 90; height: auto; padding: 0 1; margin-bottom: 1;
        border: round $accent; background: $surface;
    }
    JournalSearchScreen #search-count { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "step(1)", "Next", id="search.next", tooltip="The next hit"),
        Binding("up", "step(-1)", "Previous", id="search.previous", tooltip="The hit before"),
        Binding("escape", "close", "Close", id="search.close", tooltip="Back to play"),
    ]

    def __init__(self, journal: Journal) -> None:
        super().__init__()
        self.journal = journal
        self.searched: str | None = None
        self.hits: list[int] = []
        self.at = -1

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Search the journal"
            yield Input(id="search-text", placeholder="words to find (any case)")
            yield Label(
                "Enter finds · ↓ next · ↑ previous · Esc back", id="search-count", markup=False
            )

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text and text == self.searched:
            self.action_step(1)
            return
        self.searched = text or None
        self.hits = self.journal.find(text) if text else []
        self.at = -1
        if not text:
            self._count("Type some words to find")
        elif not self.hits:
            self._count(f"No line holds “{text}”")
        else:
            self.action_step(1)

    def action_step(self, by: int) -> None:
        """Jump to the next (``by`` 1) or previous (-1) hit, round the ends."""
        if not self.hits:
            return
        self.at = (self.at + by) % len(self.hits)
        self.journal.jump_to(self.hits[self.at])
        self._count(f"Hit {self.at + 1} of {len(self.hits)} · ↓ next · ↑ previous · Esc back")

    def _count(self, text: str) -> None:
        self.query_one("#search-count", Label).update(text)

    def action_close(self) -> None:
        self.dismiss(None)
