"""Widgets that keep the lines they drew, for each look they have had, until their styles
change.

Textual draws a widget again after any refresh: a footer key relabelled, a panel shown
again after it was hidden (``display`` refreshes it). A turn relabels three footer keys
as the roll comes and three back as it is settled, and shows the answer panel again each
time a roll comes: each drew afresh what it had drawn a turn before (its styles read from
the stylesheet and its ancestors, then rendered, a few tenths of a millisecond each). A
:class:`KeptLines` widget keeps the lines it drew for each look (what it shows, its size,
the crop drawn, the theme), and forgets them all when its styles change (a class, hover,
focus, the theme, the stylesheet).
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.cache import LRUCache
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

KEPT_LOOKS = 8
"""Looks a widget keeps the lines of (a turn shows each of these widgets two ways)."""


class KeptLines(Widget):
    """A widget that keeps the lines drawn for each look (:meth:`look`). Named after the
    widget class it joins (``class AnswerPanel(VerticalScroll, KeptLines)``): Textual reads
    CSS and component classes along the first bases only."""

    _kept_lines: LRUCache[Hashable, list[Strip]] | None = None
    """The lines drawn, by look (made at the first drawing)."""

    def look(self) -> Hashable:
        """What the widget shows, besides its size, crop and styles (a subclass adds its
        own state: a key's label)."""
        return (self.border_title, self.border_subtitle, self.scroll_offset)

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines drawn before for this look, else Textual's."""
        app = self.app
        look = (self.look(), crop, self.size, app.theme, app.app_focus)
        kept = self._kept_lines
        if kept is None:
            kept = self._kept_lines = LRUCache(KEPT_LOOKS)
        lines = kept.get(look)
        if lines is None:
            lines = kept[look] = super().render_lines(crop)
        return lines

    def notify_style_update(self) -> None:
        """Its styles changed: every look is drawn afresh."""
        self._kept_lines = None
        super().notify_style_update()
