"""The side panel's lists (R-GM-4): the open threads besides the hero's Goals (those show
with the hero), and the NPCs and foes met, a foe with its rank and its own Resolve, the one
facing the hero marked. Rows only: the hero panel passes the campaign down; the lists
change on their own screen (:mod:`solo.tui.screens.cast`)."""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from solo.game.campaign import Campaign
from solo.game.story.cast import same_name
from solo.printable import printable
from solo.tui.widgets.panel_rows import rows_content
from solo.tui.widgets.resolve_meter import Row

CAST_KEY = "shift+F7"
"""The play screen's key to the lists' own screen, as the panel names it."""


def cast_rows(camp: Campaign) -> tuple[Row, ...]:
    """The panel's rows: nothing while both lists are empty."""
    cast = camp.cast
    if cast.empty:
        return ()
    rows: list[Row] = []
    threads = cast.open_threads
    closed = len(cast.threads) - len(threads)
    if threads or closed:
        rows.append(("heading", "Threads"))
        rows += [("item", t.name) for t in threads]
        if closed:
            rows.append(("sub", f"{closed} closed"))
    if cast.npcs:
        rows.append(("heading", "NPCs and foes"))
        facing = camp.opposition.name if camp.opposition is not None else None
        for npc in cast.npcs:
            here = facing is not None and same_name(npc.name, facing)
            rows.append(("item", npc.label + (" · facing you" if here else "")))
    rows.append(("keys", f"{CAST_KEY} threads and NPCs"))
    return tuple((kind, printable(text)) for kind, text in rows)


class CastPanel(Widget):
    """The lists as one text, wrapped to the width like the hero's rows."""

    DEFAULT_CSS = "CastPanel { width: 1fr; height: auto; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: tuple[Row, ...] = ()

    def show(self, camp: Campaign) -> None:
        """Show the lists of ``camp``; unchanged rows cost nothing."""
        rows = cast_rows(camp)
        if rows != self.rows:
            self.rows = rows
            self.refresh(layout=True)

    def render(self) -> Content:
        return rows_content(self.rows, self.size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return rows_content(self.rows, width).plain.count("\n") + 1 if self.rows else 0
