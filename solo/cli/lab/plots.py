"""The plots `solo lab` draws on a terminal with plotext (issue 23, item 5): a conflict's
length as bars (P(it ends after exactly N exchanges)) under a line (P(over within N)).

The one module that touches plotext, which has no type hints: its calls stay inside
:func:`_bars_and_line`, typed values in and a string out. plotext is imported there, when
a plot is drawn (about 30 ms), so `solo --help`, `--json`, `--plain` and piped output
never load it. The numbers are printed beside every plot by the caller.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from msgspec import Struct

if TYPE_CHECKING:
    from solo.lab.length import ConflictLength

MAX_TICKS = 16
"""More exchanges than this and plotext picks the x ticks itself."""


class PlotArea(Struct, frozen=True):
    """Where a plot goes: ``width`` × ``height`` cells, in colour or not."""

    width: int = 78
    height: int = 14
    color: bool = True


def length_plot(length: ConflictLength, area: PlotArea) -> list[str]:
    """The length's plot, with a line saying which mark is which."""
    ns = [n for n in length.over_within if n >= length.shortest]
    ends = [float(length.ends_at(n)) for n in ns]
    within = [float(length.over_within[n]) for n in ns]
    key = "bars: P(it ends after exactly N exchanges); line: P(over within N)"
    return [key, *_bars_and_line(ns, ends, within, "N exchanges", area).splitlines()]


def _bars_and_line(
    xs: Sequence[int], bars: Sequence[float], line: Sequence[float], xlabel: str, area: PlotArea
) -> str:
    """Chances (0..1) at whole-number ``xs``, as bars and a line on one 0–100% axis."""
    import plotext as plt  # type: ignore[import-untyped]

    plt.clear_figure()
    plt.plotsize(area.width, area.height)
    plt.theme("clear")
    plt.bar(list(xs), list(bars), width=0.4, color="blue" if area.color else None)
    plt.plot(list(xs), list(line), marker="braille", color="orange" if area.color else None)
    plt.xlim(min(xs) - 0.6, max(xs) + 0.6)  # room for the first and last bars
    plt.ylim(0, 1)
    plt.yticks([0, 0.25, 0.5, 0.75, 1], ["0%", "25%", "50%", "75%", "100%"])
    if len(xs) <= MAX_TICKS:
        plt.xticks(list(xs))
    plt.xlabel(xlabel)
    text: str = plt.build()
    return text if area.color else str(plt.uncolorize(text))
