"""The prep sheet's Markdown: text from a content pack cannot change its structure
(issue 24: a pack entry with a newline or HTML started a heading or a raw block)."""

from __future__ import annotations

import re

from solo.tables.prep import PrepSheet, Section

RAW = re.compile(r"(?<!\\)[<\[]")  # a < or [ without its backslash


def sheet(*sections: Section) -> str:
    return PrepSheet("Prep", None, sections).markdown()


def test_a_pack_line_cannot_start_a_heading_or_html():
    text = sheet(Section("Scene setups", lines=("A fog rolls in\n# Pwned", "<script>x</script>")))
    assert "\n# Pwned" not in text and "\\# Pwned" in text
    assert not RAW.search(text) and "\\<script>" in text


def test_a_table_cell_stays_one_cell_on_one_line():
    text = sheet(Section("Oracle words", header=("a|b",), rows=(("one\n| two |",),)))
    rows = [line for line in text.splitlines() if line.startswith("|")]
    assert rows == ["| a\\|b |", "|---|", "| one \\| two \\| |"]


def test_titles_and_notes_are_escaped_too():
    text = sheet(Section("<b>Title</b>", note="[x](javascript:alert(1))"))
    assert not RAW.search(text)
    assert "\\<b>Title" in text and "\\[x](javascript" in text
