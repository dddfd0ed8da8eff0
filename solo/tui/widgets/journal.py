"""The journal: the campaign's live entries (oldest first), newest at the bottom."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static

SHOWN = 80
"""How many recent entries the journal keeps on screen."""


class JournalEntry(Vertical):
    """One journal record: its title, then its details and changes indented below."""

    DEFAULT_CSS = """
    JournalEntry { height: auto; margin-bottom: 1; }
    JournalEntry > .body { padding-left: 2; }
    """

    def __init__(self, record: dict[str, Any]) -> None:
        super().__init__(classes=f"entry-{record.get('action', '')}")
        self.n: int = record["n"]
        self.head, self.body = entry_content(record)

    def compose(self) -> ComposeResult:
        yield Static(self.head, classes="head")
        if self.body is not None:
            yield Static(self.body, classes="body")


class Journal(VerticalScroll, can_focus=False):
    """Shows the entries passed to :meth:`show`; mounts only what is new."""

    BORDER_TITLE = "Journal"

    def show(self, entries: Sequence[dict[str, Any]]) -> None:
        """Make the journal show ``entries[-SHOWN:]`` (entries ascend by ``n``)."""
        wanted = list(entries[-SHOWN:])
        keep = {r["n"] for r in wanted}
        shown = list(self.query_children(JournalEntry))
        gone = [w for w in shown if w.n not in keep]
        for widget in gone:
            widget.remove()
        last = max((w.n for w in shown if w.n in keep), default=0)
        new = [JournalEntry(r) for r in wanted if r["n"] > last]
        if new:
            self.mount_all(new)
        if new or gone:
            self.call_after_refresh(self.scroll_end, animate=False)


def entry_content(record: dict[str, Any]) -> tuple[Content, Content | None]:
    """The entry's title line, and its body (None when it has no details or changes)."""
    action = record.get("action", "")
    title = str(record.get("title", action))
    details = [str(d) for d in record.get("details", [])]
    changes = [str(c) for c in record.get("changes", [])]
    if action == "ask":
        head = _m("[b]? $title[/b]", title=title)
    elif action == "reroll":
        head = _m("[b]↻ $title[/b]", title=title)
    elif action == "accept":
        head = _m(f"[b {_tone(title)}]$title[/]", title=title)
        if details and title.startswith(details[0].split(":", 1)[0]):
            details = details[1:]  # the answer again: the title already says it
    else:
        head = _m("[b $accent]$title[/]", title=title)
    lines = []
    for i, detail in enumerate(details):
        answer_line = action in ("ask", "reroll") and i == len(details) - 1
        style = f"b {_tone(detail)}" if answer_line else "$text-muted"
        lines.append(_m(f"[{style}]$detail[/]", detail=detail))
    lines += [_m("[$text-warning]• $change[/]", change=c) for c in changes]
    return head, (Content("\n").join(lines) if lines else None)


def _tone(answer: str) -> str:
    if answer.startswith("Yes"):
        return "$text-success"
    if answer.startswith("No"):
        return "$text-error"
    return "$text-warning"


def _m(markup: str, **variables: object) -> Content:
    return Content.from_markup(markup, **variables)
