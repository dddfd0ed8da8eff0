"""The opening: the play screen's frame, drawn while the campaign the app starts on opens.

`solo play` draws this frame before it imports the game's code (the engine, the content,
the play screen and its widgets: about half of start-up), so the player sees the app
at once. It has the play screen's boxes (the hero panel by the same widths, the journal)
and names the campaign; it shows no data and takes no key. :class:`KeysHeld` keeps the
keys typed meanwhile, in order, until the play screen is drawn and takes them.

Imports only Textual: nothing of the game may load before this frame.
"""

from __future__ import annotations

from msgspec import Struct, field
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static


class OpeningScreen(Screen[None]):
    """The play screen's frame while its campaign opens (the play screen replaces it)."""

    DEFAULT_CSS = """
    OpeningScreen #opening-main { height: 1fr; }
    OpeningScreen #opening-hero { width: 40; height: 1fr; border: round $primary; }
    OpeningScreen.-wide #opening-hero { width: 56; }
    OpeningScreen.-narrow #opening-hero { display: none; }
    OpeningScreen #opening-journal {
        height: 1fr;
        border: round $primary;
        padding: 0 1;
        color: $text-muted;
    }
    """
    # the hero panel's widths and the breakpoints where it shows, as solo.tcss and the
    # play screen's HORIZONTAL_BREAKPOINTS lay them out
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 (Screen declares it an instance variable)
        (0, "-narrow"),
        (100, "-normal"),
        (150, "-wide"),
    ]

    def __init__(self, name: str | None) -> None:
        super().__init__()
        self.campaign_name = name

    def compose(self) -> ComposeResult:
        opening = f"Opening {self.campaign_name}…" if self.campaign_name else "Opening…"
        with Horizontal(id="opening-main"):
            yield Static(id="opening-hero")
            with Vertical():
                journal = Static(opening, id="opening-journal", markup=False)
                journal.border_title = "Journal"
                yield journal


class KeysHeld(Struct):
    """The keys (and pastes) typed while the campaign opens, in the order they came; the
    app sends them on once the play screen is drawn."""

    typed: list[events.Key | events.Paste] = field(default_factory=list)

    def hold(self, event: events.Event) -> bool:
        """Keep ``event`` if it is typed input not yet sent anywhere; True when kept."""
        if isinstance(event, (events.Key, events.Paste)) and not event.is_forwarded:
            self.typed.append(event)
            return True
        return False
