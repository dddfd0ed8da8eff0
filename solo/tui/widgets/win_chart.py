"""A small horizontal bar chart: one row per value (label, bar of Unicode eighths,
percent), colours from the theme. The Odds lab draws P(win) against the opposition
pool with it."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from textual.content import Content
from textual.widgets import Static

EIGHTHS = " ▏▎▍▌▋▊▉"


def bar(value: Fraction, width: int) -> str:
    """``value`` (0..1) as a bar ``width`` cells long at most, to an eighth of a cell."""
    eighths = round(max(Fraction(0), min(Fraction(1), value)) * width * 8)
    full, part = divmod(eighths, 8)
    return ("█" * full + (EIGHTHS[part] if part else "")).ljust(width)


class WinChart(Static):
    """Rows of ``label  bar  percent``; the ``marked`` row stands out."""

    DEFAULT_CSS = """
    WinChart { height: auto; width: 1fr; }
    """

    def __init__(self, title: str = "", *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.title = title
        self.rows: tuple[tuple[str, Fraction], ...] = ()
        self.marked: str | None = None

    def plot(self, rows: Sequence[tuple[str, Fraction]], marked: str | None = None) -> None:
        self.rows, self.marked = tuple(rows), marked
        self.update(self.render_chart(max(10, self.size.width or 40)))

    def on_resize(self) -> None:
        if self.rows:
            self.update(self.render_chart(max(10, self.size.width)))

    def render_chart(self, width: int) -> Content:
        label_width = max((len(label) for label, _ in self.rows), default=1)
        bar_width = max(4, width - label_width - 9)
        parts: list[Content] = []
        if self.title:
            parts.append(Content.styled(self.title, "$text-muted"))
        for label, value in self.rows:
            style = "bold $accent" if label == self.marked else "$primary"
            parts.append(
                Content.assemble(
                    (f"{label:>{label_width}} ", "$text-muted"),
                    (bar(value, bar_width), style),
                    f" {float(value):6.1%}",
                )
            )
        return Content("\n").join(parts)
