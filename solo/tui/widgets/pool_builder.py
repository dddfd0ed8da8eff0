"""The pool builder: what could apply to the question being framed, one row each.

Enter, Space or a click switches a row (a count steps to its next value); each row shows
what it does (+1D, −1D, a loss costs 2 …) and the rule that says so. The rows come from
:func:`solo.game.turn.pool_builder.choices`; the widget only shows them and posts :class:`Toggled`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.reactive import Reactive
from textual.strip import Strip
from textual.style import Style
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from solo.game.turn.pool_builder import PoolChoice
from solo.tui.widgets.steady_scrollbars import SteadyScrollbars


def row_prompt(row: PoolChoice, rules: bool = False) -> Content:
    """``[x] +1D  Trademark 'Cool under fire'``: the box says on/off in text, the effect
    comes first so a narrow screen cuts the rest, not what the row does; with "show rules"
    the rule follows (``R-CHAR-2``, R-GM-8)."""
    box = "[x]" if row.on else "[ ]"
    good = row.effect.startswith("+")
    return Content.assemble(
        (f"{box} ", "bold" if row.on else ""),
        (f"{row.effect:<4} ", "$text-success" if good else "$text-warning"),
        (row.label, "bold" if row.on else ""),
        ("  " + row.rule if rules and row.rule else "", "dim"),
    )


KEPT_ROWS = 128
"""Drawn rows the builder keeps (a row drawn plain and highlighted counts twice)."""


class PoolBuilder(OptionList, SteadyScrollbars):
    """Rows of :class:`PoolChoice`; choosing one posts :class:`Toggled` with its key."""

    DEFAULT_CSS = """
    PoolBuilder {
        height: auto; max-height: 8; border: round $primary-darken-1;
        text-wrap: nowrap; text-overflow: ellipsis;
    }
    PoolBuilder:focus { border: round $success; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "select", "Switch", id="pool.switch", show=False),
    ]

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)
    """The rows' height (how far the rows scroll). OptionList sets it while drawing new
    rows, and Textual's own declaration then lays the screen out a second time: a turn
    that added a row (a new Condition, a Detail) cost two layouts. The builder's height
    never follows it (the lower area fixes it, or ``get_content_height`` counts the rows);
    a scrollbar that comes or goes asks for its own layout."""

    @dataclass
    class Toggled(Message):
        """The player switched the row ``key``."""

        key: str

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "What applies · Enter switches · Tab: question"
        self._rows: tuple[PoolChoice, ...] = ()
        self._rules = False
        self._drawn_at: Size | None = None  # the size of the last Resize let through
        self._rows_drawn: LRUCache[Hashable, list[Strip]] = LRUCache(KEPT_ROWS)
        """Rows drawn, by what each shows (:meth:`_get_option_render`)."""

    def show(self, rows: Sequence[PoolChoice], *, rules: bool = False) -> None:
        """Show ``rows``, keeping the highlighted row where it was; ``rules`` adds each
        row's rule ID."""
        rows = tuple(rows)
        if rows == self._rows and rules == self._rules:
            return
        self._rules = rules
        keep = self.highlighted
        same_keys = [r.key for r in rows] == [r.key for r in self._rows]
        self._rows = rows
        if same_keys and self.option_count == len(rows):
            for i, row in enumerate(rows):
                self.replace_option_prompt_at_index(i, row_prompt(row, rules))
            return
        self.clear_options()
        self.add_options(Option(row_prompt(r, rules), id=f"{i}") for i, r in enumerate(rows))
        if keep is not None and rows:
            self.highlighted = min(keep, len(rows) - 1)

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        """Textual's, and the rows' lines counted now if a rebuild left them uncounted:
        the rows are rebuilt while the builder is hidden (a roll waits), so OptionList
        counted them only while drawing the frame that shows it again, and set its height
        and scrollbar from inside that frame, which drew the builder and its scrollbar
        again in a frame of their own. Counted in the layout that shows it, they are drawn
        in its frame, once (the play screen's layout frame draws the repaints asked for
        meanwhile). Private API (Textual 8.2: ``Widget._size_updated``,
        ``OptionList._update_lines``, ``_line_cache``): re-check on an upgrade."""
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if self.options and not self._line_cache.lines:
            self._update_lines()
        return changed

    @on(events.Show)
    def _row_in_view(self, event: events.Show) -> None:
        """Shown again after a roll is settled: OptionList scrolls to the highlighted row
        and draws itself once more in a frame of its own; not when that row is in view
        (this handler runs before OptionList's own, which the default it prevents)."""
        row = self.highlighted
        top, rows = self.scroll_offset.y, self.scrollable_content_region.height
        if row is None or top <= row < top + rows:
            event.prevent_default()

    @on(events.Resize)
    def _same_size(self, event: events.Resize) -> None:
        """Shown again after a roll is settled, at the size it had: Textual sends a Resize
        to every widget it shows, and OptionList empties its caches of drawn rows on one,
        so the rows were drawn once more in a frame of their own after the turn's. Rows
        are drawn at a width, so the caches stay while the size does (this handler runs
        before OptionList's own, which the default it prevents)."""
        if event.size == self._drawn_at:
            event.prevent_default()
        self._drawn_at = event.size

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        """OptionList's drawn row (private API, Textual 8.2.8), kept by what it shows, not
        by its Option: a new row (a Condition gained or lost) rebuilds every Option, and
        every row was drawn afresh, ~0.3 ms each. A row is drawn from its choice (with its
        rule or not), at its place in the list (OptionList marks each with its index), in
        a style, at a width, in a theme."""
        index = self._option_to_index[option]
        if index >= len(self._rows):
            return super()._get_option_render(option, style)
        padding = self.get_component_styles("option-list--option").padding
        key = (
            self._rows[index],  # what the row shows (its prompt's Content compares text only)
            self._rules,
            index,
            style,
            padding,
            self.scrollable_content_region.width,
            self.app.theme,
        )
        strips = self._rows_drawn.get(key)
        if strips is None:
            strips = self._rows_drawn[key] = super()._get_option_render(option, style)
        return strips

    def notify_style_update(self) -> None:
        """Its styles changed (focus, the theme, the stylesheet): rows are drawn afresh."""
        self._rows_drawn.clear()
        super().notify_style_update()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        index = event.option_index
        if 0 <= index < len(self._rows):
            self.post_message(self.Toggled(self._rows[index].key))
