"""Rule IDs in a line of text: the line as the player reads it, and the rules it cites.

The game's lines cite the rules they follow, as RULES.md names them ("low stakes: the loss
costs no Resolve (R-CON-1)"). Rule IDs are for tests, docs and ``--json``: the player reads
the line without them unless "show rules" is on (R-GM-8). :func:`split_rules` takes a line
apart; it never changes a line that cites no rule.

The standard library only: every command and the app import this.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from msgspec import Struct

RULE_ID = re.compile(r"R-[A-Z]+-\d+(?:\.\.\d+|[a-z])?")
"""One rule ID as RULES.md writes it, with a range ("R-CON-2..4") or a letter."""

_IDS = rf"{RULE_ID.pattern}(?:\s*(?:,|and|or|/)\s*{RULE_ID.pattern})*"
_GROUP = re.compile(r"\s*\(([^()]*R-[A-Z]+-\d[^()]*)\)")
"""A bracketed aside that cites a rule: "(R-CON-1)", "(minor, negative, R-COND-4)"."""
_BARE = re.compile(rf"(?:\s*[,;:]?\s*(?:see|per)\s+)?{_IDS}")
"""A rule cited outside brackets, with the word that leads to it ("see R-OPP-1")."""
_PART = re.compile(r"\s*[,;]\s*")


class RuledLine(Struct, frozen=True):
    """A line split: ``text`` as the player reads it, ``rules`` it cited (in order, each
    once) and ``full``, the line as it was written."""

    text: str
    rules: tuple[str, ...]
    full: str

    @property
    def cites(self) -> bool:
        """Whether the line cited any rule."""
        return bool(self.rules)


def split_rules(line: str) -> RuledLine:
    """``line`` without its rule IDs, and the IDs: a bracketed aside loses the IDs (and
    goes when nothing else is left in it), a bare ID goes with the word leading to it."""
    rules = tuple(dict.fromkeys(m.group(0) for m in RULE_ID.finditer(line)))
    if not rules:
        return RuledLine(line, (), line)
    body = line.lstrip()
    indent = line[: len(line) - len(body)]
    text = _GROUP.sub(_aside_without_rules, body)
    text = _BARE.sub("", text)
    text = re.sub(r"\s+([,.;:)])", r"\1", text)
    text = re.sub(r"\(\s*\)", "", text)
    text = text.strip()
    text = re.sub(r":\s*:", ":", text).rstrip(":,; ")
    return RuledLine(indent + text, rules, line)


def _aside_without_rules(match: re.Match[str]) -> str:
    lead = match.group(0)[: len(match.group(0)) - len(match.group(0).lstrip())]
    parts = [p for p in _PART.split(match.group(1)) if p.strip()]
    kept = [p for p in parts if not RULE_ID.fullmatch(p.strip()) and RULE_ID.sub("", p).strip()]
    kept = [RULE_ID.sub("", p).strip() if RULE_ID.search(p) else p.strip() for p in kept]
    kept = [p for p in kept if p]
    return f"{lead}({', '.join(kept)})" if kept else ""


def without_rules(line: str) -> str:
    """``line`` as the player reads it (R-GM-8)."""
    return split_rules(line).text


def rules_cited(lines: Iterable[str]) -> list[str]:
    """Every rule ID the lines cite, in order, each once (for ``--json``'s ``rules``)."""
    seen: dict[str, None] = {}
    for line in lines:
        for match in RULE_ID.finditer(line):
            seen.setdefault(match.group(0))
    return list(seen)


def shown(line: str, *, rules: bool) -> str:
    """``line`` as shown: whole with "show rules" on, without its rule IDs otherwise."""
    return line if rules else without_rules(line)
