"""The app shows control characters in user and content text escaped, never raw, and never
reads that text as markup (issue 13 item 19)."""

from __future__ import annotations

import io
from collections import defaultdict

from msgspec.structs import replace
from rich.console import Console
from rich.style import Style

from solo.tui.pending import pending_view
from tests.plain_actions import do

EVIL = "\x1b]0;pwned\x07\x1b[2J\rX\x9b31m\u202e[b]bold?[/b]"


def rendered(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=200, color_system=None, force_terminal=False).print(renderable)
    return out.getvalue()


def assert_no_controls(text: str) -> None:
    assert not any(c in text for c in "\x1b\x07\r\x9b\u202e"), repr(text)


def test_13_19_journal_entries_show_control_characters_escaped():
    from solo.game.story.journal import JournalEntry
    from solo.tui.widgets.journal import entry_renderable

    palette = defaultdict(Style)
    record = {
        "n": 1,
        "action": "ask",
        "title": f"Do I run{EVIL}?",
        "details": [f"d{EVIL}"],
        "changes": [f"c{EVIL}"],
    }
    text = rendered(entry_renderable(JournalEntry.from_record(record), palette))
    assert_no_controls(text)
    assert "Do I run\\x1b]0;pwned" in text and "[b]bold?[/b]" in text


def test_13_19_the_hero_panel_shows_names_escaped(game):
    from solo.tui.widgets.hero import hero_rows

    camp = game.campaign
    camp = camp.evolve(character=replace(camp.character, name=f"Nell{EVIL}"))
    rows = hero_rows(camp)
    assert_no_controls(" ".join(text for _, text in rows))
    assert ("name", "Nell\\x1b]0;pwned\\x07\\x1b[2J\\x0dX\\x9b31m\\u202e[b]bold?[/b]") in rows


def test_13_19_the_answer_panel_shows_the_question_escaped_not_as_markup(game):
    from solo.tui.widgets.answer import answer_content

    do(game, "ask", question={"text": f"Do I run{EVIL}?"})
    content = answer_content(pending_view(game.campaign))
    assert_no_controls(content.plain)
    assert "Do I run\\x1b]0;pwned" in content.plain and "[b]bold?[/b]" in content.plain


def test_13_19_palette_help_shows_names_as_typed_not_as_markup():
    from textual.content import Content

    from solo.tui.palette import palette_help

    shown = Content.from_markup(palette_help("[/b]Vasko [red]x\x1b[2J leaves")).plain
    assert shown == "[/b]Vasko [red]x\\x1b[2J leaves"
