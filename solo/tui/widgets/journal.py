"""The journal: the campaign's live entries (oldest first), newest at the bottom.

A RichLog: entries are rendered once into lines and only the visible lines are drawn, so
a turn costs the same with five entries or five hundred. Undo (an entry gone) or a new
width re-renders the last :data:`SHOWN` entries.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.style import Style
from rich.text import Text
from textual.events import Resize
from textual.widgets import RichLog

from solo.printable import printable

SHOWN = 100
"""How many recent entries a full re-render shows (scroll back with PageUp)."""

Record = dict[str, Any]


class Journal(RichLog, can_focus=False):
    """Shows the entries passed to :meth:`show`; writes only what is new."""

    BORDER_TITLE = "Journal"
    DEFAULT_CSS = """
    Journal { overflow-y: scroll; overflow-x: hidden; }
    """
    # a scrollbar that comes and goes would change the width lines were wrapped to

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=1, **kwargs)
        self.shown: list[Record] = []
        self._width = 0

    def show(self, entries: Sequence[Record]) -> None:
        """Make the journal end with ``entries`` (live entries, ascending ``n``)."""
        at = {r["n"]: i for i, r in enumerate(entries)}
        start = at.get(self.shown[0]["n"]) if self.shown else None
        if start is not None and [r["n"] for r in entries[start:start + len(self.shown)]] == \
                [r["n"] for r in self.shown]:
            new = list(entries[start + len(self.shown):])
        else:
            self.clear()
            self.shown = []
            new = list(entries[-SHOWN:])
        palette = _palette(self.app.get_css_variables())
        for record in new:
            self.write(entry_renderable(record, palette))
        self.shown += new

    def on_resize(self, event: Resize) -> None:
        width = event.size.width
        if self._width and width != self._width and self.shown:
            shown, self.shown = self.shown, []
            self.clear()
            self.show(shown)
        self._width = width


def entry_renderable(record: Record, palette: dict[str, Style]) -> RenderableType:
    """An entry: its title, then details and changes indented (wrapped lines too)."""
    action = record.get("action", "")
    title = printable(str(record.get("title", action)))
    details = [printable(str(d)) for d in record.get("details", [])]
    changes = [printable(str(c)) for c in record.get("changes", [])]
    bold = Style(bold=True)
    if action == "ask":
        head = Text(f"? {title}", style=bold)
    elif action == "reroll":
        head = Text(f"↻ {title}", style=bold)
    elif action == "accept":
        head = Text(title, style=bold + palette[_tone(title)])
        if details and title.startswith(details[0].split(":", 1)[0]):
            details = details[1:]  # the answer again: the title already says it
    else:
        head = Text(title, style=bold + palette["accent"])
    body = Text()
    for i, detail in enumerate(details):
        answer_line = action in ("ask", "reroll") and i == len(details) - 1
        style = bold + palette[_tone(detail)] if answer_line else palette["muted"]
        body.append(detail + "\n", style=style)
    for change in changes:
        body.append(f"• {change}\n", style=palette["warning"])
    body.rstrip()
    parts: list[RenderableType] = [head]
    if body:
        parts.append(Padding(body, (0, 0, 0, 2)))
    parts.append(Text(""))
    return Group(*parts)


def _tone(answer: str) -> str:
    if answer.startswith("Yes"):
        return "success"
    if answer.startswith("No"):
        return "error"
    return "warning"


def _palette(variables: dict[str, str]) -> dict[str, Style]:
    """Rich styles from the theme's colours (Rich cannot read Textual's variables)."""
    def colour(name: str) -> Style:
        value = variables.get(name, "")
        return Style(color=value) if value.startswith("#") else Style()

    return {"success": colour("text-success"), "error": colour("text-error"),
            "warning": colour("text-warning"), "accent": colour("text-accent"),
            "muted": Style(dim=True)}
