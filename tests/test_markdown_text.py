"""solo.markdown_text: player text inside Markdown cannot start a block or inline HTML."""

from __future__ import annotations

import pytest

from solo.markdown_text import markdown_text


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Is the door locked?", "Is the door locked?"),
        ("+1D  Trademark 'Cool under fire'", "+1D  Trademark 'Cool under fire'"),
        ("fubar: 2 5 6 5 2", "fubar: 2 5 6 5 2"),
        ("odds: yes 50.0% (Yes-and 3% · No 16%)", "odds: yes 50.0% (Yes-and 3% · No 16%)"),
        ("x\n# I win", "x\n\\# I win"),
        ("# first", "\\# first"),
        ("x\n<script>alert(1)</script>", "x\n\\<script>alert(1)\\</script>"),
        ("x\r\n> quote", "x\n\\> quote"),
        ("x\n>quote", "x\n\\>quote"),
        ("x\n- item", "x\n\\- item"),
        ("x\n* item", "x\n\\* item"),
        ("x\n12. item", "x\n12\\. item"),
        ("x\n3) item", "x\n3\\) item"),
        ("x\n```py", "x\n\\```py"),
        ("x\n~~~", "x\n\\~~~"),
        ("x\n---", "x\n\\---"),
        ("x\n===", "x\n\\==="),
        ("x\n* * *", "x\n\\* * *"),
        ("x\n    code", "x\ncode"),
        ("[click](javascript:alert(1))", "\\[click](javascript:alert(1))"),
        ("![img](http://x)", "!\\[img](http://x)"),
        ("<http://example.com>", "\\<http://example.com>"),
    ],
)
def test_markdown_text(text, expected):
    assert markdown_text(text) == expected
