"""Rule references (``R-RES-2``) taken out of text a player reads (R-GM-8).

Journal records keep the words they were written with, rule IDs included (old saves load
as they are); what the recap and the journal search show a player goes through
:func:`without_rule_ids` first.
"""

from __future__ import annotations

import re

_RULE_ID = re.compile(r"(?:,\s*)?\bR-[A-Z]+-\d+[a-z]?\b(?:,\s*)?")
_EMPTY_BRACKETS = re.compile(r"\s*\(\s*\)")


def without_rule_ids(text: str) -> str:
    """``text`` without its rule IDs, and without brackets they leave empty:
    "lost a high-stakes conflict (R-RES-2): −1 Resolve" → "lost a high-stakes conflict:
    −1 Resolve"; "(minor physical, positive, R-COND-4)" → "(minor physical, positive)"."""
    out = _RULE_ID.sub(_keep_separator, text)
    return _EMPTY_BRACKETS.sub("", out).strip()


def _keep_separator(match: re.Match[str]) -> str:
    """A rule ID between two other words leaves one comma; at either end, nothing."""
    found = match.group(0)
    return ", " if found.startswith(",") and found.rstrip().endswith(",") else ""
