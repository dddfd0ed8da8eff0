"""Text to a :class:`~solo.saves.lonelog.document.Document`.

Read loosely, refused only where a line cannot mean anything: real logs open with YAML
front matter, wrap the notation in code fences and mix prose, dialogue, table draws and
tags between the marked lines. Fences are wrappers and blank lines are spacing: both are
dropped. Every other line becomes an entry; a line with no mark is prose, kept as written.
What is refused (:class:`LonelogError`, naming the line): front matter or a fence never
closed, a session heading without its number or going back, a tag left open, a clock whose
fill cannot be, a control character, a log with no lines at all.
"""

from __future__ import annotations

import re

from msgspec import Struct

from solo.saves.lonelog.document import (
    CLOCK_KINDS,
    MARKED_BY,
    Document,
    DocumentDraft,
    Entry,
    Mark,
    tags_in,
)


class LonelogError(ValueError):
    """A line that cannot be read; ``line`` counts from 1."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


MARKS = re.compile(r"^(@|\?|d:|->|=>|tbl:|gen:)(?:\s+|$)(.*)$")
SESSION = re.compile(r"^##\s+Session(?:\s+(\d+)(.*)|\s*)$", re.IGNORECASE)
SCENE = re.compile(
    r"^(?:###\s+S(?P<label>\d+\w*)\b(?P<rest>.*)|S(?P<bare>\d+\w*)\s+(?P<star>\*.*\*))$"
)
DIALOGUE = re.compile(r"^(?P<who>N\s*\([^()]*\)|PC(?:\s*\([^()]*\))?)\s*:\s*(?P<said>.*)$")
TAGS_ONLY = re.compile(r"^(?:\[[^\[\]]*\]\s*)+$")
OPEN_TAG = re.compile(r"\[[A-Za-z][A-Za-z0-9_-]*:[^\]]*$")
FENCE = re.compile(r"^(```|~~~)")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def read(text: str) -> Document:
    """The log in ``text``; :class:`LonelogError` on a line that cannot be read."""
    lines = text.splitlines()
    front, start = _front_matter(lines)
    builder = _Builder(DocumentDraft(front))
    fence_at = 0  # the line number of the fence still open, 0 for none
    for number, raw in enumerate(lines[start:], start + 1):
        line = raw.strip()
        if FENCE.match(line):
            fence_at = 0 if fence_at else number
        elif line:
            builder.add(number, line)
    if fence_at:
        raise LonelogError(fence_at, "a code fence opened here is never closed")
    return builder.document()


def _front_matter(lines: list[str]) -> tuple[tuple[str, ...], int]:
    """The YAML block's lines (between the ``---`` fences) and where the log goes on."""
    if not lines or lines[0].strip() != "---":
        return (), 0
    for i, line in enumerate(lines[1:], 1):
        if line.strip() in ("---", "..."):
            return tuple(lines[1:i]), i + 1
    raise LonelogError(1, "the front matter opened here is never closed (no closing ---)")


def entry_of(number: int, line: str) -> Entry:
    """One stripped, non-empty line as an entry (checked: no control character, and a
    line that opens with a tag holds only tags that read)."""
    if CONTROL.search(line):
        raise LonelogError(number, "holds a control character; a log is plain text")
    marked = MARKS.match(line)
    if marked:
        return Entry(MARKED_BY[marked.group(1)], marked.group(2).strip())
    said = DIALOGUE.match(line)
    if said:
        return Entry(Mark.DIALOGUE, said.group("said").strip(), speaker=said.group("who"))
    if line.startswith("["):  # a line of tags: each must read (prose may say anything)
        _check_tags(number, line)
        if TAGS_ONLY.match(line) and tags_in(line):
            return Entry(Mark.TAGS, line)
    return Entry(Mark.PROSE, line)


def is_structure(line: str) -> bool:
    """Whether ``line`` reads as a heading or a fence rather than as an entry."""
    text = line.strip()
    return bool(FENCE.match(text) or SESSION.match(text) or SCENE.match(text))


def _check_tags(number: int, line: str) -> None:
    left_open = OPEN_TAG.search(line)
    if left_open:
        raise LonelogError(number, f"the tag {left_open.group(0)!r} is not closed with ]")
    for tag in tags_in(line):
        if tag.kind not in CLOCK_KINDS:
            continue
        fill = tag.fill
        if fill is None:
            raise LonelogError(
                number, f"the clock {tag.text} needs its fill, filled/total like 2/6"
            )
        if fill[1] == 0 or fill[0] > fill[1]:
            raise LonelogError(number, f"the clock {tag.text} cannot be {fill[0]}/{fill[1]}")


def session_heading(text: str) -> tuple[int, str] | None:
    """``Session 3: the docks`` (a heading's words after ``##``) as (3, ": the docks")."""
    found = SESSION.match(f"## {text}")
    if found is None or not found.group(1):
        return None
    return int(found.group(1)), (found.group(2) or "").rstrip()


def scene_heading(text: str) -> tuple[str, str] | None:
    """``S1a *Dark alley*`` (a heading's words after ``###``) as ("1a", "Dark alley")."""
    found = SCENE.match(f"### {text}")
    if found is None or not found.group("label"):
        return None
    return found.group("label"), _scene_title(found.group("rest"))


def _scene_title(rest: str) -> str:
    """A scene heading's words after its label: ``*Dark alley*`` → ``Dark alley``."""
    title = rest.strip().lstrip(":.-—").strip()
    if len(title) >= 2 and title.startswith("*") and title.endswith("*"):
        title = title[1:-1].strip()
    return title


class _Builder(Struct):
    """The document as it is read, line by line: headings and entries into a draft."""

    draft: DocumentDraft
    lines_read: int = 0

    def add(self, number: int, line: str) -> None:
        self.lines_read += 1
        session = SESSION.match(line)
        if session:
            self._start_session(number, session.group(1) or "", (session.group(2) or "").rstrip())
            return
        scene = SCENE.match(line)
        if scene:
            label = scene.group("label") or scene.group("bare")
            self.draft.start_scene(label, _scene_title(scene.group("rest") or scene.group("star")))
            return
        self.draft.add(entry_of(number, line))

    def _start_session(self, number: int, digits: str, title: str) -> None:
        if not digits:
            raise LonelogError(number, "a session heading needs its number, like ## Session 2")
        n, last = int(digits), self.draft.last_session
        if last is not None and n <= last:
            raise LonelogError(number, f"session {n} comes after session {last}; sessions go up")
        self.draft.start_session(n, title)

    def document(self) -> Document:
        if not self.lines_read and not self.draft.front_matter:
            raise LonelogError(1, "holds no Lonelog lines (no session, scene or entry)")
        return self.draft.document()
