"""A :class:`~solo.saves.lonelog.document.Document` as Lonelog text.

The shape: the front matter between ``---`` fences, the lines before the first session,
then ``## Session N`` and ``### S1 *title*`` headings, each run of lines inside a code
fence (so a Markdown viewer shows ``->`` and ``=>`` as written). Reading the text back
(:func:`solo.saves.lonelog.reader.read`) gives the same document.
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.saves.lonelog.document import Document, Entry

FENCE = "```"


def write(doc: Document) -> str:
    out: list[str] = []
    if doc.front_matter:
        out += ["---", *doc.front_matter, "---", ""]
    out += _block(doc.entries)
    for session in doc.sessions:
        out += [f"## {session.heading}", "", *_block(session.entries)]
        for scene in session.scenes:
            out += [f"### {scene.heading}", "", *_block(scene.entries)]
    return "\n".join(out).rstrip() + "\n"


def _block(entries: Sequence[Entry]) -> list[str]:
    """The entries inside a code fence, then a blank line; nothing for no entries."""
    if not entries:
        return []
    return [FENCE, *(e.line.rstrip() for e in entries), FENCE, ""]
