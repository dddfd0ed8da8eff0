"""Scroll views whose scrollbars are repainted when they change, not after every layout.

Textual (8.2) lays out a scroll view's scrollbars on every layout of the screen (its
``ScrollView._size_updated`` sees the compositor's sizes, never its own, as changed) and
asks them to repaint whatever they show, from inside the frame being drawn: every layout
was followed by a frame of its own that drew the journal's and the pool builder's
scrollbars again (1.6 ms after an Enter, 2.3 after an F5). A scrollbar's window and
position are reactives that repaint it when they change, so the explicit repaint only
ever drew the same scrollbar again.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.scroll_view import ScrollView


class SteadyScrollbars(ScrollView):
    """A ScrollView whose layout updates its scrollbars without repainting them. Named
    after the widget class it joins (``class Journal(RichLog, SteadyScrollbars)``):
    Textual reads CSS and component classes along the first bases only."""

    def _scroll_update(self, virtual_size: Size) -> None:
        """Textual's ``Widget._scroll_update`` (private API, 8.2.8) less its two
        ``scrollbar.refresh()`` calls; re-check on a Textual upgrade."""
        self._refresh_scrollbars()
        width, height = self.container_size
        if self.show_vertical_scrollbar and self.styles.scrollbar_size_vertical:
            bar = self.vertical_scrollbar
            bar.window_virtual_size = virtual_size.height
            bar.window_size = height - self.scrollbar_size_horizontal
        if self.show_horizontal_scrollbar and self.styles.scrollbar_size_horizontal:
            bar = self.horizontal_scrollbar
            bar.window_virtual_size = virtual_size.width
            bar.window_size = width - self.scrollbar_size_vertical
        self.scroll_x = self.validate_scroll_x(self.scroll_x)
        self.scroll_y = self.validate_scroll_y(self.scroll_y)
