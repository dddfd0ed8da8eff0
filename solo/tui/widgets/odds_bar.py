"""A six-rung odds bar: exact odds of each answer, Yes-and … No-and, as one line.

The rungs come in :data:`~solo.dice.report.RUNG_ORDER`, the order every view uses, and
an impossible rung is still shown, as 0%.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from textual.content import Content
from textual.widgets import Static

from solo.dice.report import RUNG_SHORT, in_order

STYLES = {
    "no_and": "$text on $error",
    "no": "$text on $error 60%",
    "no_but": "$text on $warning 50%",
    "yes_but": "$text on $success 40%",
    "yes": "$text on $success 70%",
    "yes_and": "$text on $success",
    "impasse": "$text on $surface-lighten-3",
}
ZERO_STYLE = "$text-muted"
"""An impossible rung: its "0%" in muted text, with no coloured segment."""


def odds_markup(odds: Mapping[str, Fraction], width: int = 60) -> Content:
    """Segments as wide as their chance, each labelled with its percentage; an impossible
    rung takes only the room of its "0%"."""
    rungs = in_order(odds)
    zero = "0%"
    width -= sum(len(zero) for _, p in rungs if not p)
    live = [rung for rung, p in rungs if p]
    parts: list[Content] = []
    used = 0
    for rung, p in rungs:
        if not p:
            parts.append(Content.styled(zero, ZERO_STYLE))
            continue
        last = rung == live[-1]
        cells = max(1, width - used) if last else max(1, round(float(p) * width))
        used += cells
        label = f"{float(p) * 100:.0f}%"
        text = label.center(cells)[:cells] if cells >= len(label) else " " * cells
        parts.append(Content.styled(text, STYLES[rung]))
    return Content("").join(parts)


def odds_legend(odds: Mapping[str, Fraction]) -> str:
    """The exact fractions, one per rung (for a tooltip or a line under the bar)."""
    return "\n".join(f"{RUNG_SHORT[r]}: {p} ({float(p) * 100:.1f}%)" for r, p in in_order(odds))


class OddsBar(Static):
    """Shows :func:`odds_markup`; the exact fractions are in its tooltip."""

    DEFAULT_CSS = "OddsBar { height: 1; width: 1fr; }"

    def show(self, odds: Mapping[str, Fraction]) -> None:
        self.update(odds_markup(odds, max(12, self.size.width or 60)))
        self.tooltip = odds_legend(odds)
