"""The side panel's rows drawn as one text: each row a kind (a name, a heading, an item, a
sub-line, the keys) and its text, styled by its kind and wrapped to the width with its
indent kept. The hero's rows (:mod:`.hero`) and the lists' (:mod:`.cast_panel`) draw so."""

from __future__ import annotations

import textwrap
from functools import lru_cache

from rich.cells import cell_len
from textual.content import Content

from solo.tui.widgets.resolve_meter import Row

ROW_STYLE: dict[str, str] = {
    "name": "bold",
    "concept": "italic",
    "standing": "bold $text-accent",
    "flag": "bold reverse $text-warning",
    "flag out": "bold reverse $text-error",
    "heading": "bold $text-secondary",
    "item": "",
    "sub": "$foreground-muted",
    "keys": "$foreground-muted",
}
INDENT = {"item": 1, "sub": 3}
SPACED = frozenset({"heading", "keys"})  # a blank line before each


Line = tuple[str, str]
"""One line drawn: its style (as :data:`ROW_STYLE` names it) and its text."""


@lru_cache(maxsize=8)
def rows_lines(rows: tuple[Row, ...], width: int) -> tuple[Line, ...]:
    """The rows as the lines they take: each row styled by its kind and wrapped with its
    indent, a blank line before each heading and the keys."""
    lines: list[Line] = []
    for kind, text in rows:
        if kind in SPACED and lines:
            lines.append(("", ""))
        indent = " " * INDENT.get(kind, 0)
        wrapped = (
            textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent)
            if width > len(indent) + 1
            else [indent + text]
        )
        style = ROW_STYLE.get(kind, "")
        lines += [(style, part) for part in wrapped or [""]]
    return tuple(lines)


@lru_cache(maxsize=8)
def lines_fit(rows: tuple[Row, ...], width: int) -> bool:
    """Whether every line of the rows fits ``width`` cells (wrapping counts characters: a
    wide character can make a line wider than the panel)."""
    return all(cell_len(text) <= width for _, text in rows_lines(rows, width))


def line_content(line: Line) -> Content:
    """One line as the text it draws."""
    style, text = line
    return Content(text).stylize(style) if style else Content(text)


@lru_cache(maxsize=8)
def rows_content(rows: tuple[Row, ...], width: int) -> Content:
    """The rows as one text (:func:`rows_lines`)."""
    return Content("\n").join(line_content(line) for line in rows_lines(rows, width))
