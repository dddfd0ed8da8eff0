"""The odds of the question being framed: a six-rung bar, labelled, with exact fractions.

The rungs run Yes-and … No-and, as everywhere. Every rung is named with its percentage:
on the bar where its segment has room, else on the line under it (an impossible rung as
0%) — never by colour alone. The tooltip holds the fractions.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from textual.content import Content
from textual.widgets import Static

from solo.dice.report import RUNG_SHORT, in_order
from solo.tui.widgets.odds_bar import STYLES, odds_legend

YES = ("yes_but", "yes", "yes_and")


def percent(p: Fraction) -> str:
    """A chance as a short percentage: 64%, 0.4%, <0.1%."""
    value = float(p) * 100
    if value and value < 0.1:
        return "<0.1%"
    return f"{value:.1f}%" if value < 10 and value != int(value) else f"{value:.0f}%"


def bar_lines(odds: Mapping[str, Fraction], width: int) -> tuple[Content, Content]:
    """The bar (segments as wide as their chance) and the line under it: the chance of any
    yes, then every rung too narrow to carry its own label. The rungs come in the one
    order every view uses; an impossible rung has no segment and is named on the line
    under the bar, as 0%."""
    rungs = in_order(odds)
    live = [rung for rung, p in rungs if p]
    parts: list[Content] = []
    unlabelled: list[str] = []
    used = 0
    for rung, p in rungs:
        if not p:
            unlabelled.append(f"{RUNG_SHORT[rung]} {percent(p)}")
            continue
        last = rung == live[-1]
        cells = max(1, width - used) if last else max(1, round(float(p) * width))
        used += cells
        segment, named_under = _segment(rung, p, cells)
        parts.append(segment)
        if named_under:
            unlabelled.append(f"{RUNG_SHORT[rung]} {percent(p)}")
    yes = sum((odds.get(r, Fraction(0)) for r in YES), Fraction(0))
    under = f"any yes {percent(yes)}" + (" · " + " · ".join(unlabelled) if unlabelled else "")
    return Content("").join(parts), Content(under)


def _segment(rung: str, p: Fraction, cells: int) -> tuple[Content, bool]:
    """A rung's segment of the bar, ``cells`` wide: labelled with its name and percentage
    where they fit, else its percentage alone, else blank; and whether the line under the
    bar names the rung too (its name is not on the bar)."""
    name, pct = RUNG_SHORT[rung], percent(p)
    for text in (f"{name} {pct}", pct):
        if len(text) <= cells:
            return Content.styled(text.center(cells), STYLES[rung]), text == pct
    return Content.styled(" " * cells, STYLES[rung]), True


class PoolOdds(Static):
    """The framed question's exact odds, two lines (three when the line under the bar
    wraps); an error line replaces them when the markers cannot be read. Its height is
    fixed, so new odds repaint it without laying out the screen."""

    ROWS = 3
    DEFAULT_CSS = f"PoolOdds {{ height: {ROWS}; width: 1fr; }}"

    _odds: Mapping[str, Fraction] | None = None
    """The odds on show (None: an error line is)."""

    _event: Fraction | None = None
    """The chance of a random event with the question (None: events off, R-GM-3)."""

    _drawn: tuple[Mapping[str, Fraction], Fraction | None, int] | None = None
    """The odds, event chance and width the lines on show were drawn for (None: not odds)."""

    def show(self, odds: Mapping[str, Fraction], event_chance: Fraction | None = None) -> None:
        self._odds, self._event = odds, event_chance
        width = max(12, self.size.width or 60)
        if self._drawn == (odds, event_chance, width):
            return  # the same lines: an update would cost the screen a layout (each key typed)
        self._drawn = (odds, event_chance, width)
        bar, under = bar_lines(odds, width)
        if event_chance is not None:
            under = Content.assemble(under, f" · event chance {event_chance}")
        self.update(Content("\n").join([bar, under]), layout=False)
        self.tooltip = odds_legend(odds)

    def show_error(self, message: str) -> None:
        self._odds = self._drawn = None
        self.update(Content.styled(message, "$text-error"), layout=False)
        self.tooltip = None

    def on_resize(self) -> None:
        if self._odds is not None:
            self.show(self._odds, self._event)
