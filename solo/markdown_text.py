"""Text from players and packs placed inside Markdown, unable to change its structure.

A question, a scene title or a note is written into an exported log (`solo export`) as
part of a heading, a list item or a bold line. Its own newlines must not start a new
block there (a ``# heading``, a ``> quote``, a list, a code fence, a ``---`` rule, an
indented code block), and nothing in it may become HTML (``<script>``, ``<img …>``) or a
link (``[click](javascript:…)``) when the log is rendered. :func:`markdown_text` escapes
exactly those with backslashes (CommonMark escapes of punctuation), so the text reads the
same rendered and almost the same raw. Pure and dependency-free.
"""

from __future__ import annotations

import re

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_BLOCK_START = re.compile(
    r"""^(?:
        (?P<mark>\#{1,6}|[-+*])(?=\s|$)    # heading, list item
      | >                                   # block quote
      | (?P<number>\d{1,9})(?P<dot>[.)])(?=\s|$)   # ordered list item
      | (?P<fence>`{3,}|~{3,})              # code fence
      | (?P<rule>[-=_*](?:\s*[-=_*])*\s*$)  # thematic break or setext underline
    )""",
    re.VERBOSE,
)
_INLINE = re.compile(r"[<\[]")  # inline HTML and autolinks; links and images


def markdown_text(text: str) -> str:
    """``text`` with what would start a Markdown block or inline HTML escaped: each of
    its lines (the first too: it may follow ``- ``) has leading spaces removed and a block
    marker at its start backslash-escaped; every ``<`` and ``[`` becomes ``\\<``, ``\\[``."""
    lines = _LINE_BREAK.split(_INLINE.sub(lambda m: "\\" + m.group(), text))
    return "\n".join(_line(line, first=i == 0) for i, line in enumerate(lines))


def _line(line: str, first: bool) -> str:
    if not first:
        line = line.lstrip()  # four spaces would start an indented code block
    found = _BLOCK_START.match(line)
    if found is None:
        return line
    if found.group("number"):
        cut = found.end("number")
        return line[:cut] + "\\" + line[cut:]
    return "\\" + line
