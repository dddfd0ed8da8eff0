"""A compositor that draws, for a partial update, only the widgets that show in it.

Textual's compositor (8.2) draws a partial update (a key typed into the question line)
from every widget whose *clip*, the visible area of its container, overlaps the update:
the journal, the hero panel, their scrollbars and the footer are drawn (from their caches)
for every key, though the question line covers none of them, and their lines are then
dropped, since only the update's own spans reach the terminal
(``ChopsUpdate.render_segments``); and each widget drawn is drawn whole (the journal's
screen-high column, every row of the screen's own background), though only the update's
rows are used. Here a widget is drawn only when the part of it on show, its region within
its clip, overlaps the update, and only in the update's rows; and the widgets behind one
that covers the whole update are not drawn at all (the compositor paints front to back
and the first widget to draw a cut keeps it: a key typed into the question line draws
the line alone). The same characters reach the terminal.

Private API (``textual._compositor.Compositor._get_renders``, ``Screen._compositor``):
re-check on a Textual upgrade; ``tests/tui/test_compositor.py`` compares what it draws
with Textual's own.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip


class CroppedCompositor(Compositor):
    """Textual's compositor, drawing a partial update from the widgets on show in it."""

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        """Textual's ``Compositor._get_renders`` with its widgets chosen by the part of
        each on show (region within clip), not by the clip alone."""
        if crop is None:
            yield from super()._get_renders(crop)
            return
        overlaps, intersection = crop.overlaps, Region.intersection
        crop_top, crop_bottom = crop.y, crop.bottom
        for widget, (region, clip) in list(self.visible_widgets.items()):
            shown = intersection(region, clip)
            if not overlaps(shown):
                continue
            x, y, width, height = shown
            top, bottom = max(y, crop_top), min(y + height, crop_bottom)
            if width and bottom > top:
                drawn = Region(x, top, width, bottom - top)  # its rows in the update
                yield (
                    region,
                    drawn,  # as the clip: the chops are cut from region within clip
                    widget.render_lines(Region(x - region.x, top - region.y, width, bottom - top)),
                )
                if drawn.contains_region(crop):
                    return  # every cut of the update is this widget's: those behind lose them all
