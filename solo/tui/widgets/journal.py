"""The journal: the campaign's live entries (oldest first), newest at the bottom.

A RichLog: entries are rendered once into lines and only the visible lines are drawn, so
a turn costs the same with five entries or five hundred. Undo (an entry gone), a new
width or "show rules" switched re-renders the last :data:`SHOWN` entries.

Each entry is told as the story tells it (:func:`solo.game.story.telling.told`, R-GM-8):
the question, the answer line, what changed, the player's notes as prose, and the dice
and odds in one dim line. With "show rules" on, every line as journalled, rule IDs and
derivations included (:func:`entry_renderable`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import overload

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.style import Style
from rich.text import Text
from textual.events import Resize
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import RichLog

from solo.game.story.journal import EntryKind, JournalEntry, Record
from solo.game.story.journal_text import Role, Tone, entry_lines, tone_of
from solo.game.story.telling import told
from solo.printable import printable
from solo.tui.widgets.steady_scrollbars import SteadyScrollbars
from solo.vocabulary import plain_int

SHOWN = 100
"""How many recent entries a full re-render shows (scroll back with PageUp)."""


class Journal(RichLog, SteadyScrollbars, can_focus=False):
    """Shows the entries passed to :meth:`show`; writes only what is new."""

    BORDER_TITLE = "Journal"
    DEFAULT_CSS = """
    Journal { overflow-y: scroll; overflow-x: hidden; }
    """
    # a scrollbar that comes and goes would change the width lines were wrapped to

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=1, id=id)
        self.shown: list[JournalEntry] = []
        self._width = 0
        self.rules = False
        """Show rules: every line as journalled, with rule IDs and derivations."""
        self._palette_of: tuple[str, dict[str, Style]] | None = None  # (theme, palette)
        self._drawing_style: Style | None = None  # the style of the lines being drawn

    @property
    def rich_style(self) -> Style:
        """The journal's style: RichLog reads it for every line it draws, and Textual works
        it out each time from every widget above; it is read once per draw instead."""
        if self._drawing_style is not None:
            return self._drawing_style
        return super().rich_style

    def render_lines(self, crop: Region) -> list[Strip]:
        self._drawing_style = self.rich_style
        try:
            return super().render_lines(crop)
        finally:
            self._drawing_style = None

    def show(
        self,
        entries: Sequence[JournalEntry],
        *,
        everything: bool = False,
        rules: bool | None = None,
    ) -> None:
        """Make the journal end with ``entries`` (live entries, ascending ``n``): the last
        :data:`SHOWN` of them, or all of them when ``everything`` (a search reads them all);
        ``rules`` switches "show rules" (None: as it was)."""
        if rules is not None and rules != self.rules:
            self.rules = rules
            self.shown = []  # every entry drawn again, the other way
        start = _position(entries, self.shown[0].n) if self.shown else None
        if everything and start:
            start = None  # older entries are missing above: render them all again
        end = None if start is None else min(start + len(self.shown), len(entries))
        if start is not None and [_number_at(entries, i) for i in range(start, end or 0)] == [
            e.n for e in self.shown
        ]:
            new = list(entries[start + len(self.shown) :])
        else:
            self.clear()
            self.shown = []
            new = list(entries if everything else entries[-SHOWN:])
        palette = self._palette()
        render = entry_renderable if self.rules else story_renderable
        for record in new:
            self.write(render(record, palette))
        self.shown += new
        if new:
            self._follow_new_lines()

    def _follow_new_lines(self) -> None:
        """Scroll to the end now, in the frame that draws the new lines (the write's own
        scroll waits for the next refresh: a second frame that draws the journal again),
        and grow the scrollbar's window with them, so it is drawn in that frame too (the
        layout after it finds it up to date: :class:`SteadyScrollbars`)."""
        if self.auto_scroll:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        if self.show_vertical_scrollbar:
            self.vertical_scrollbar.window_virtual_size = self.virtual_size.height

    def _palette(self) -> dict[str, Style]:
        """The theme's colours as Rich styles, worked out once per theme (Textual works
        every theme variable out again on each call: a millisecond a turn)."""
        theme = self.app.theme
        if self._palette_of is None or self._palette_of[0] != theme:
            self._palette_of = (theme, _palette(self.app.get_css_variables()))
        return self._palette_of[1]

    def find(self, text: str) -> list[int]:
        """The lines shown (wrapped as they are on screen) that hold ``text``, any case."""
        wanted = text.casefold()
        return [y for y, line in enumerate(self.lines) if wanted in line.text.casefold()]

    def jump_to(self, y: int) -> None:
        """Scroll so that line ``y`` is in view, a third of the way down."""
        target = max(0, y - self.scrollable_content_region.height // 3)
        self.call_after_refresh(self.scroll_to, y=target, animate=False)

    def on_resize(self, event: Resize) -> None:
        width = event.size.width
        if self._width and width != self._width and self.shown:
            shown, self.shown = self.shown, []
            self.clear()
            self.show(shown)
        self._width = width


class LiveEntries(Sequence[JournalEntry]):
    """A history's live entries (its records, oldest first), each made from its record
    only when read: a turn reads the few it writes, so 10,000 entries cost it what 10 do."""

    def __init__(self, records: Sequence[Record]) -> None:
        self._records = records
        self._made: dict[int, JournalEntry] = {}

    def __len__(self) -> int:
        return len(self._records)

    def number_at(self, index: int) -> int:
        """Entry ``index``'s number (its ``n``), read from its record."""
        return plain_int(self._records[index].get("n", 0), "a journal entry's n")

    @overload
    def __getitem__(self, index: int) -> JournalEntry: ...

    @overload
    def __getitem__(self, index: slice) -> list[JournalEntry]: ...

    def __getitem__(self, index: int | slice) -> JournalEntry | list[JournalEntry]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        record = self._records[index]  # IndexError past either end, as a list's
        at = index % len(self._records)
        if at not in self._made:
            self._made[at] = JournalEntry.from_record(record)
        return self._made[at]


def _position(entries: Sequence[JournalEntry], n: int) -> int | None:
    """Where entry ``n`` is in ``entries`` (ascending ``n``), found in a few reads."""
    i = bisect_left(range(len(entries)), n, key=lambda at: _number_at(entries, at))
    return i if i < len(entries) and _number_at(entries, i) == n else None


def _number_at(entries: Sequence[JournalEntry], index: int) -> int:
    """The number of entry ``index``; live entries read it from the record, making no
    entry (a turn compared the numbers of the hundred entries shown, each made anew)."""
    return entries.number_at(index) if isinstance(entries, LiveEntries) else entries[index].n


def entry_renderable(entry: JournalEntry, palette: dict[str, Style]) -> RenderableType:
    """An entry: its title, then details and changes indented (wrapped lines too)."""
    bold = Style(bold=True)
    lines = entry_lines(entry)
    head = lines[0]
    style = bold + (
        palette["accent"]
        if head.tone is Tone.PLAIN and entry.kind is EntryKind.OTHER
        else palette[TONE_STYLE[head.tone]]
    )
    parts: list[RenderableType] = [Text(printable(head.text), style=style)]
    body = Text()
    for line in lines[1:]:
        if line.role is Role.CHANGE:
            body.append(f"• {printable(line.text)}\n", style=palette["warning"])
        elif line.role is Role.ANSWER:
            body.append(printable(line.text) + "\n", style=bold + palette[TONE_STYLE[line.tone]])
        else:
            body.append(printable(line.text) + "\n", style=palette["muted"])
    body.rstrip()
    if body:
        parts.append(Padding(body, (0, 0, 0, 2)))
    parts.append(Text(""))
    return Group(*parts)


def story_renderable(entry: JournalEntry, palette: dict[str, Style]) -> RenderableType:
    """An entry as the story tells it: a question (bold) with its dice and odds in one
    dim line; an answer line in its tone, what else it brought and what changed; a note
    as plain prose; anything else by its title."""
    bold = Style(bold=True)
    said = told(entry)
    if said.note:
        return Group(Text(printable(said.head)), Text(""))
    if entry.kind is EntryKind.ACCEPT:
        head = Text(printable(said.head), style=bold + palette[TONE_STYLE[tone_of(said.answer)]])
    elif entry.kind.rolled:
        mark = "? " if entry.kind is EntryKind.ASK else "↻ "
        head = Text(mark + printable(said.head), style=bold)
        if said.world:
            head.append("  (world)", style=palette["muted"])
    else:
        head = Text(printable(said.head), style=bold + palette["accent"])
    body = Text()
    for line in said.more:
        body.append(printable(line.removeprefix("Read it as: ")) + "\n")
    for change in said.changed:
        body.append(f"• {printable(change.text)}\n", style=palette["warning"])
    compact = said.mechanics.compact()
    if compact:
        body.append(printable(compact) + "\n", style=palette["muted"])
    body.rstrip()
    parts: list[RenderableType] = [head]
    if body:
        parts.append(Padding(body, (0, 0, 0, 2)))
    parts.append(Text(""))
    return Group(*parts)


TONE_STYLE = {Tone.YES: "success", Tone.NO: "error", Tone.IMPASSE: "warning", Tone.PLAIN: "plain"}


def _palette(variables: dict[str, str]) -> dict[str, Style]:
    """Rich styles from the theme's colours (Rich cannot read Textual's variables)."""

    def colour(name: str) -> Style:
        value = variables.get(name, "")
        return Style(color=value) if value.startswith("#") else Style()

    return {
        "success": colour("text-success"),
        "error": colour("text-error"),
        "warning": colour("text-warning"),
        "accent": colour("text-accent"),
        "muted": Style(dim=True),
        "plain": Style(),
    }
