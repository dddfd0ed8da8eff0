"""Text that is safe to show on a terminal: control characters made visible.

Questions, names, save files and content packs can hold terminal escape sequences (colour
codes, OSC window-title sequences, the bell, a carriage return that overwrites a line). A
shared campaign or pack must not be able to drive the player's terminal, so every human
output goes through :func:`printable`. Pure and dependency-free: both shells use it.
"""

from __future__ import annotations

import re

_KEEP = "\n\t"
_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_CONTROL = re.compile(
    "[" + "".join(chr(c) for c in range(0x20) if chr(c) not in _KEEP) + "\x7f-\x9f" + _BIDI + "]"
)


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every control character (C0 but newline and tab, DEL, C1, and the
    bidirectional overrides) shown as an escape such as ``\\x1b``; all else unchanged."""
    return _CONTROL.sub(_escaped, text)


def typeable(text: str) -> str:
    """``text`` as a line typed into a field takes it: each tab a space, every other control
    character of :func:`printable` (and newline) dropped."""
    return _CONTROL.sub("", text.replace("\t", " ").replace("\n", ""))
