"""printable(): control characters shown escaped, everything else as it was (13.19)."""

from __future__ import annotations

import pytest

from solo.printable import printable


@pytest.mark.parametrize(
    "raw, shown",
    [
        ("\x1b[31mred", "\\x1b[31mred"),  # colour code
        ("\x1b]0;pwned\x07", "\\x1b]0;pwned\\x07"),  # OSC window title, bell-terminated
        ("ok\rfake", "ok\\x0dfake"),  # carriage return overwriting the line
        ("\x9b2J", "\\x9b2J"),  # 8-bit CSI
        ("\x7f", "\\x7f"),
        ("abc\u202edef", "abc\\u202edef"),  # right-to-left override
    ],
)
def test_13_19_control_characters_are_shown_escaped(raw, shown):
    assert printable(raw) == shown


def test_13_19_ordinary_text_is_unchanged():
    text = "Émile's 2nd café — naïve?\n\tyes 👩\u200d👩 日本"
    assert printable(text) == text
