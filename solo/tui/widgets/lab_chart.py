"""The Odds lab's chart (issue 23, item 5): a plot drawn by plotext (``textual-plotext``)
with the exact numbers beside it, one row each, so no value is read off the plot alone.

Two kinds: P(win) along a row of values (the opposition's pool or strength) — a line, the
form's own value marked — and how long a conflict lasts — bars for P(it ends after exactly
N exchanges), a line for P(over within N). The plot takes its colours from the app's theme.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.color import Color
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static
from textual_plotext import PlotextPlot

if TYPE_CHECKING:
    from textual_plotext.plot import Plot

    from solo.lab.length import ConflictLength

PERCENTS = ([0.0, 0.5, 1.0], ["0%", "50%", "100%"])
"""The y axis of every chart: a chance, 0 to 100%."""
MAX_TICKS = 12
"""A length with more exchanges than this gets the x ticks plotext picks."""


def percent(p: Fraction) -> str:
    return f"{float(p):.1%}"


class LabChart(Vertical):
    """A title, then the plot with its numbers in a column to its right."""

    DEFAULT_CSS = """
    LabChart { height: 1fr; min-height: 8; max-height: 22; width: 1fr; }
    LabChart #chart-title { height: 1; color: $text-muted; }
    LabChart > Horizontal { height: 1fr; }
    LabChart PlotextPlot { height: 1fr; width: 1fr; min-width: 16; }
    LabChart #chart-numbers-scroll { width: auto; height: 1fr; padding-left: 1; }
    LabChart #chart-numbers { width: auto; height: auto; }
    """

    def __init__(self, title: str = "", *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.title = title
        self.rows: tuple[tuple[str, Fraction], ...] = ()
        """P(win) at each value, as plotted (empty when the length is)."""
        self.marked: str | None = None
        self.length: ConflictLength | None = None
        """The conflict's length, as plotted (None when P(win) is)."""

    def compose(self) -> ComposeResult:
        yield Static(self.title, id="chart-title", markup=False)
        with Horizontal():
            yield PlotextPlot()
            with VerticalScroll(id="chart-numbers-scroll"):  # a long fight has many rows
                yield Static("", id="chart-numbers", markup=False)

    def plot(self, rows: Sequence[tuple[str, Fraction]], marked: str | None = None) -> None:
        """P(win) at each of ``rows`` (label, chance), the ``marked`` label stressed."""
        self.rows, self.marked, self.length = tuple(rows), marked, None
        plt = self._fresh_plot()
        xs = [float(i) for i in range(len(self.rows))]
        plt.plot(xs, [float(p) for _, p in self.rows], marker="braille", color=self._rgb("primary"))
        at = [i for i, (label, _) in enumerate(self.rows) if label == marked]
        if at:
            plt.scatter(at, [float(self.rows[at[0]][1])], marker="●", color=self._rgb("accent"))
        plt.xticks(xs, [_tick(label) for label, _ in self.rows])
        plt.xlim(-0.5, len(xs) - 0.5)
        width = max((len(label) for label, _ in self.rows), default=0)
        self._numbers(
            [
                Content.styled(f"{label:>{width}} {percent(p):>6}", _stress(label == marked))
                for label, p in self.rows
            ]
        )

    def plot_length(self, length: ConflictLength) -> None:
        """How long the conflict lasts, from the fewest exchanges it can take."""
        self.rows, self.marked, self.length = (), None, length
        plt = self._fresh_plot()
        ns = [n for n in length.over_within if n >= length.shortest]
        plt.bar(ns, [float(length.ends_at(n)) for n in ns], width=0.4, color=self._rgb("primary"))
        within = [float(length.over_within[n]) for n in ns]
        plt.plot(ns, within, marker="braille", color=self._rgb("accent"))
        plt.xlim(ns[0] - 0.6, ns[-1] + 0.6)
        if len(ns) <= MAX_TICKS:
            plt.xticks([float(n) for n in ns], [str(n) for n in ns])
        rows = [
            f"{n:>2} {percent(length.ends_at(n)):>6} {percent(length.over_within[n]):>7}"
            for n in ns
        ]
        self._numbers([Content.styled(" N   ends  within", "$text-muted"), *map(Content, rows)])

    def _fresh_plot(self) -> Plot:
        self.query_one("#chart-title", Static).update(self.title)
        plot = self.query_one(PlotextPlot)
        plt = plot.plt
        plt.clear_data()
        plt.clear_figure()
        plt.ylim(0, 1)
        plt.yticks(*PERCENTS)
        plot.refresh()
        return plt

    def _numbers(self, lines: list[Content]) -> None:
        self.query_one("#chart-numbers", Static).update(Content("\n").join(lines))

    def _rgb(self, variable: str) -> tuple[int, int, int]:
        """A colour of the app's theme, as plotext takes it."""
        return Color.parse(self.app.theme_variables[variable]).rgb


def _tick(label: str) -> str:
    """An x tick: a pool's number, a strength's first letter (the numbers name it)."""
    return label.removeprefix("pool ") if label.startswith("pool ") else label[:1]


def _stress(marked: bool) -> str:
    return "bold $accent" if marked else "$text"
