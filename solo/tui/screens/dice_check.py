"""“Are my dice rigged?” (F10): the rungs this campaign rolled against exact expectation."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from solo.game.story.dice_check import DiceCheck
from solo.tui.hardening import DismissOnce

EXPLAINED = (
    "Every question you asked had its own exact odds. Adding up each roll's chance of a "
    "rung gives how many times fair dice would show it on average (expected); observed "
    "is how many times they did. The chi-square sums the squared gaps, each over its "
    "expected count: the bigger it is, the further the dice strayed. Rerolls are not "
    "counted: they keep some dice."
)


class DiceCheckScreen(DismissOnce[None], ModalScreen[None]):
    DEFAULT_CSS = """
    DiceCheckScreen { align: center middle; }
    DiceCheckScreen > VerticalScroll {
        width: 84; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 1; border: round $accent; background: $surface;
    }
    DiceCheckScreen DataTable { height: auto; margin: 1 0; }
    DiceCheckScreen #check-verdict { text-style: bold; }
    DiceCheckScreen .muted { color: $text-muted; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Close", id="check.close", tooltip="Back to play"),
    ]

    def __init__(self, check: DiceCheck) -> None:
        super().__init__()
        self.check = check

    def compose(self) -> ComposeResult:
        c = self.check
        with VerticalScroll() as box:
            box.border_title = "Dice check"
            yield Static(
                Content(
                    f"{c.system}: {c.rolls} question{'s' if c.rolls != 1 else ''} rolled"
                    + (f" ({c.by_hand} with dice entered by hand)" if c.by_hand else "")
                ),
                id="check-head",
            )
            table: DataTable[str] = DataTable(id="check-table", cursor_type="row")
            table.add_columns("Rung", "Observed", "Expected", "Difference")
            for r in c.rungs:
                table.add_row(
                    r.label,
                    str(r.observed),
                    f"{float(r.expected):.2f}",
                    f"{float(r.difference):+.2f}",
                )
            yield table
            if c.p_value is not None:
                yield Static(
                    Content(f"Chi-square {c.chi_square:.2f} over {c.degrees} degrees of freedom"),
                    id="check-chi",
                )
            yield Static(Content(c.verdict), id="check-verdict")
            yield Static(Content(EXPLAINED), classes="muted")
            yield Static("[dim]Esc back[/dim]")

    def action_close(self) -> None:
        self.dismiss(None)
