"""A new clock (shift+F6): its name, its segments and what ticks it, with the exact forecast
of the clock as typed shown under the fields; Enter makes it, Escape makes nothing."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from solo.game.campaign import Campaign
from solo.game.story.clocks import forecast_text
from solo.game.story.commands import AddClock
from solo.printable import printable
from solo.rules.clocks import SEGMENTS, Clock, Trigger
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import DIALOG_CSS

DEFAULT_SEGMENTS = 6
DEFAULT_TRIGGER = Trigger.NO
TRIGGER_HINT = "no: each failed action · yes: each success · event · hand"
TRIGGER_WORDS = {
    "threat": Trigger.NO,
    "progress": Trigger.YES,
    "events": Trigger.EVENT,
    "by hand": Trigger.HAND,
}


class ClockScreen(DismissOnce[AddClock | None], ModalScreen[AddClock | None]):
    """Name (needed), segments (Enter alone: 6), trigger (Enter alone: a threat) and the
    text it fires when full (may stay empty)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ClockScreen")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="clock.cancel", tooltip="No new clock"),
    ]

    def __init__(self, campaign: Campaign) -> None:
        super().__init__()
        self.campaign = campaign

    def compose(self) -> ComposeResult:
        sizes = ", ".join(map(str, SEGMENTS))
        with Vertical() as box:
            box.border_title = "New clock"
            yield Label("Name:")
            yield Input(id="clock-name", placeholder="e.g. The guards raise the alarm")
            yield Label(f"Segments ({sizes}):")
            yield Input(id="clock-segments", placeholder=str(DEFAULT_SEGMENTS))
            yield Label("Ticked by:")
            yield Input(id="clock-trigger", placeholder=f"no  ({TRIGGER_HINT})")
            yield Label("When full (optional):")
            yield Input(id="clock-fires", placeholder="e.g. Reinforcements pour in")
            yield Label("", id="clock-forecast")
            yield Label("[dim]Enter make it · Esc cancel[/dim]")

    def on_mount(self) -> None:
        self._show_forecast()

    def _words(self, field: str) -> str:
        return self.query_one(f"#clock-{field}", Input).value.strip()

    def read(self) -> AddClock:
        """The clock as typed; ValueError naming a bad field."""
        name = self._words("name")
        if not name:
            raise ValueError("a clock needs a name")
        typed = self._words("segments") or str(DEFAULT_SEGMENTS)
        if not typed.isdigit() or int(typed) not in SEGMENTS:
            sizes = ", ".join(map(str, SEGMENTS))
            raise ValueError(f"a clock has {sizes} segments, not {typed!r}")
        word = self._words("trigger").lower()
        trigger = TRIGGER_WORDS.get(word) or (Trigger.from_key(word) if word else DEFAULT_TRIGGER)
        return AddClock(name, int(typed), trigger, self._words("fires"))

    def on_input_changed(self, event: Input.Changed) -> None:
        self._show_forecast()

    def _show_forecast(self) -> None:
        """The forecast of the clock as typed (its name may still be empty)."""
        try:
            wanted = self.read() if self._words("name") else None
        except ValueError as exc:
            text = str(exc)
        else:
            trigger = wanted.trigger if wanted is not None else DEFAULT_TRIGGER
            size = wanted.segments if wanted is not None else DEFAULT_SEGMENTS
            clock = Clock("the new clock", size, trigger)
            text = f"Forecast: {forecast_text(self.campaign, clock)}"
        self.query_one("#clock-forecast", Label).update(Content(printable(text)))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            command = self.read()
        except ValueError as exc:
            self.notify(str(exc), severity="warning", markup=False)
            return
        self.dismiss(command)

    def action_cancel(self) -> None:
        self.dismiss(None)
