"""The side panel's rows drawn as one text: each row a kind (a name, a heading, an item, a
sub-line, the keys) and its text, styled by its kind and wrapped to the width with its
indent kept. The hero's rows (:mod:`.hero`) and the lists' (:mod:`.cast_panel`) draw so."""

from __future__ import annotations

import textwrap
from functools import lru_cache

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


@lru_cache(maxsize=8)
def rows_content(rows: tuple[Row, ...], width: int) -> Content:
    """The rows as one text: each row styled by its kind and wrapped with its indent."""
    lines: list[Content] = []
    for kind, text in rows:
        if kind in SPACED and lines:
            lines.append(Content(""))
        indent = " " * INDENT.get(kind, 0)
        wrapped = (
            textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent)
            if width > len(indent) + 1
            else [indent + text]
        )
        style = ROW_STYLE.get(kind, "")
        for part in wrapped or [""]:
            lines.append(Content(part).stylize(style) if style else Content(part))
    return Content("\n").join(lines)
