"""A six-rung odds bar: exact odds of each answer, No-and … Yes-and, as one line."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from textual.content import Content
from textual.widgets import Static

RUNGS = ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")
LABELS = {
    "no_and": "No-and",
    "no": "No",
    "no_but": "No-but",
    "yes_but": "Yes-but",
    "yes": "Yes",
    "yes_and": "Yes-and",
}
STYLES = {
    "no_and": "$text on $error",
    "no": "$text on $error 60%",
    "no_but": "$text on $warning 50%",
    "yes_but": "$text on $success 40%",
    "yes": "$text on $success 70%",
    "yes_and": "$text on $success",
}


def odds_markup(odds: Mapping[str, Fraction], width: int = 60) -> Content:
    """Segments as wide as their chance, each labelled with its percentage."""
    parts: list[Content] = []
    used = 0
    shown = [r for r in RUNGS if odds.get(r, 0)]
    for i, rung in enumerate(shown):
        p = odds[rung]
        cells = max(1, round(float(p) * width)) if i < len(shown) - 1 else max(1, width - used)
        used += cells
        label = f"{float(p) * 100:.0f}%"
        text = label.center(cells)[:cells] if cells >= len(label) else " " * cells
        parts.append(Content.styled(text, STYLES[rung]))
    return Content("").join(parts)


def odds_legend(odds: Mapping[str, Fraction]) -> str:
    """The exact fractions, one per rung (for a tooltip or a line under the bar)."""
    lines = [
        f"{LABELS[r]}: {odds.get(r, Fraction(0))} ({float(odds.get(r, 0)) * 100:.1f}%)"
        for r in RUNGS
    ]
    impasse = odds.get("impasse")
    if impasse:
        lines.append(f"Impasse: {impasse} ({float(impasse) * 100:.1f}%)")
    return "\n".join(lines)


class OddsBar(Static):
    """Shows :func:`odds_markup`; the exact fractions are in its tooltip."""

    DEFAULT_CSS = "OddsBar { height: 1; width: 1fr; }"

    def show(self, odds: Mapping[str, Fraction]) -> None:
        self.update(odds_markup(odds, max(12, self.size.width or 60)))
        self.tooltip = odds_legend(odds)
