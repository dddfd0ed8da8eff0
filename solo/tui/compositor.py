"""A compositor that draws, for a partial update, only the widgets that show in it.

Textual's compositor (8.2) draws a partial update (a key typed into the question line)
from every widget whose *clip*, the visible area of its container, overlaps the update:
the journal, the hero panel, their scrollbars and the footer are drawn (from their caches)
for every key, though the question line covers none of them, and their lines are then
dropped, since only the update's own spans reach the terminal
(``ChopsUpdate.render_segments``); and each widget drawn is drawn whole (the journal's
screen-high column, every row of the screen's own background), though only the update's
rows are used. And an update of several regions is drawn in the box around them all: a
turn repaints the journal at the top and the lower area at the foot, and every widget on
the screen was drawn whole. Here a widget is drawn only where the part of it on show, its
region within its clip, meets a region the update repaints, and only in those rows; and
the widgets behind one that covers the whole update are not drawn at all (the compositor paints front to back
and the first widget to draw a cut keeps it: a key typed into the question line draws
the line alone). The same characters reach the terminal.

Private API (``textual._compositor.Compositor._get_renders``, ``Screen._compositor``):
re-check on a Textual upgrade; ``tests/tui/test_compositor.py`` compares what it draws
with Textual's own.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget


class CroppedCompositor(Compositor):
    """Textual's compositor, drawing a partial update from the widgets on show in it."""

    def __init__(self) -> None:
        super().__init__()
        self._updates: tuple[Region, ...] = ()
        """The regions the partial update being drawn repaints (empty: its crop alone)."""

    def render_partial_update(self) -> ChopsUpdate | None:
        """Textual's partial update, drawn knowing the regions it repaints, not only the
        box around them (a turn repaints the journal at the top and the lower area at the
        foot: the box is the whole screen, and every widget on it was drawn)."""
        self._updates = tuple(self._dirty_regions)
        try:
            return super().render_partial_update()
        finally:
            self._updates = ()

    def take_repaints(self) -> None:
        """The repaints the widgets on show asked for and have not yet handed on, drawn in
        the frame about to be drawn: a layout hands out sizes just before its frame (a new
        virtual size, a scrollbar's new window) and each repaint asked for then waited for
        its widget's idle round and was drawn again in a frame of its own (the hero
        panel's scrollbar when a Condition made it taller, the pool builder and its
        scrollbar when it gained a row: ~1.6 ms of a third of the F5s). Private API
        (Textual 8.2: ``Widget._repaint_required``, ``Compositor.update_widgets``):
        re-check on an upgrade."""
        asked = {widget for widget in self.visible_widgets if widget._repaint_required}
        for widget in asked:
            widget._repaint_required = False  # its idle round finds nothing left to ask
        if asked:
            self.update_widgets(asked)

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        """Textual's ``Compositor._get_renders`` with its widgets chosen by the part of
        each on show (region within clip), not by the clip alone, and each drawn only in
        the rows where that part meets a region the update repaints."""
        if crop is None:
            yield from super()._get_renders(crop)
            return
        updates = [part for part in (crop.intersection(u) for u in self._updates) if part]
        updates = updates if len(updates) > 1 else [crop]  # one region: its box is itself
        overlaps, intersection = crop.overlaps, Region.intersection
        covered = Coverage(updates)
        for widget, (region, clip) in list(self.visible_widgets.items()):
            shown = intersection(region, clip)
            if not overlaps(shown):
                continue  # the quick test first: a typed key meets one widget of forty
            yield from drawn_rows(widget, region, shown, updates, covered)
            if all(shown.contains_region(update) for update in updates):
                return  # every cut of the update is this widget's: those behind lose them all


def drawn_rows(
    widget: Widget, region: Region, shown: Region, updates: list[Region], covered: Coverage
) -> Iterable[tuple[Region, Region, list[Strip]]]:
    """``widget`` (at ``region``, ``shown`` of it on screen) drawn in the rows where it
    meets the regions updated and has columns still open there; its columns are covered
    from then on."""
    x, width = shown.x, shown.width
    for met_top, met_bottom in rows_met(shown, updates):
        for top, bottom in covered.open_rows(met_top, met_bottom, x, x + width):
            yield (
                region,
                Region(x, top, width, bottom - top),  # as the clip: the chops are cut from
                # region within clip, in the rows drawn
                widget.render_lines(Region(x - region.x, top - region.y, width, bottom - top)),
            )
        covered.cover(met_top, met_bottom, x, x + width)


def rows_met(shown: Region, updates: list[Region]) -> list[tuple[int, int]]:
    """The rows (top, bottom) where ``shown`` meets any of ``updates``, as few runs as
    cover them."""
    if len(updates) == 1:
        part = shown.intersection(updates[0])
        return [(part.y, part.bottom)] if part else []
    return merged(
        [(part.y, part.bottom) for part in (shown.intersection(u) for u in updates) if part]
    )


class Coverage:
    """The columns of each row that widgets drawn so far cover (the compositor draws front
    to back, and the first widget to draw a cut keeps it), among those the update
    repaints: a widget behind them is drawn only in the rows where some of its columns
    that the update repaints are still open. (A container behind its children, the screen
    behind everything, lost every cut of most rows they were drawn in: a whole-screen
    update drew 302 lines where 181 show; and after a turn's layout the row of the hero
    panel and play column was drawn whole, in every row, for the hero's columns, though
    the update repainted only the play column's.)

    A cut the update repaints is drawn by the same widget as in Textual's compositor:
    between two cuts of a row one widget is in front, and any of its columns there that
    the update repaints is open until it is drawn."""

    def __init__(self, updates: list[Region]) -> None:
        self._rows: dict[int, int] = {}
        """Each row's covered columns, as the bits of an int (column x: bit x)."""
        self._repainted: dict[int, int] = {}
        """Each row's columns that the update repaints, the same way."""
        for update in updates:
            wanted = columns(update.x, update.right)
            for y in range(update.y, update.bottom):
                self._repainted[y] = self._repainted.get(y, 0) | wanted

    def open_rows(self, top: int, bottom: int, x: int, right: int) -> list[tuple[int, int]]:
        """The runs of rows (top, bottom) among ``top``…``bottom`` where some of the
        columns ``x``…``right`` that the update repaints are not covered yet."""
        want = columns(x, right)
        rows, repainted = self._rows, self._repainted
        runs: list[tuple[int, int]] = []
        for y in range(top, bottom):
            if not want & repainted.get(y, 0) & ~rows.get(y, 0):
                continue
            if runs and runs[-1][1] == y:
                runs[-1] = (runs[-1][0], y + 1)
            else:
                runs.append((y, y + 1))
        return runs

    def cover(self, top: int, bottom: int, x: int, right: int) -> None:
        """Columns ``x``…``right`` of rows ``top``…``bottom`` are drawn."""
        drawn = columns(x, right)
        rows = self._rows
        for y in range(top, bottom):
            rows[y] = rows.get(y, 0) | drawn


def columns(x: int, right: int) -> int:
    """Columns ``x``…``right`` (not ``right`` itself) as the bits of an int."""
    return ((1 << right) - 1) ^ ((1 << x) - 1)


def merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` sorted, with those that touch or overlap made one."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
