"""Dice-table ranges: reading ``11-16`` or ``21``, and checking that a table's ranges
cover every result of its dice exactly once. Pure: works on nodes."""

from __future__ import annotations

import re

from yaml.nodes import Node

from solo.tables.errors import ContentError
from solo.tables.model import Entry
from solo.tables.nodes import NodeReader
from solo.tables.rolls import DiceSpec

_RANGE = re.compile(r"\s*(\d+)\s*(?:[-\u2013]\s*(\d+)\s*)?")
MAX_LISTED = 6


def read_span(reader: NodeReader, node: Node, dice: DiceSpec) -> tuple[int, int] | None:
    text = reader.text(node, "range")
    if text is None:
        return None
    m = _RANGE.fullmatch(text)
    if not m:
        reader.error(node, f"bad range {text!r}: write 11-16, or one result such as 21")
        return None
    lo = int(m.group(1))
    hi = int(m.group(2) or lo)
    if lo > hi:
        reader.error(node, f"bad range {text!r}: {lo} is above {hi}")
        return None
    for value in (lo, hi):
        if value not in dice.counts:
            reader.error(
                node,
                f"range {text!r}: {dice} cannot show {value} (it shows "
                f"{dice.lowest} to {dice.highest}"
                f"{', digits 1-6' if dice.digits else ''})",
            )
            return None
    return lo, hi


def check_coverage(
    reader: NodeReader, roll_node: Node, dice: DiceSpec, entries: list[Entry]
) -> None:
    owner: dict[int, Entry] = {}
    for entry in entries:
        assert entry.span is not None
        reported = False
        for result in dice.results(*entry.span):
            if result not in owner:
                owner[result] = entry
            elif not reported:
                other = owner[result]
                reader.errors.append(
                    ContentError.at(
                        entry.origin,
                        f"range {_span_text(entry)} overlaps range "
                        f"{_span_text(other)} (line {other.origin.line}) at {result}",
                    )
                )
                reported = True
    missing = [r for r in dice.counts if r not in owner]
    if missing:
        listed = ", ".join(str(r) for r in missing[:MAX_LISTED])
        more = f" and {len(missing) - MAX_LISTED} more" if len(missing) > MAX_LISTED else ""
        reader.error(
            roll_node,
            f"{dice} can show {listed}{more}, but no entry's range "
            f"covers {'it' if len(missing) == 1 else 'them'}",
        )


def _span_text(entry: Entry) -> str:
    assert entry.span is not None
    lo, hi = entry.span
    return f"{lo}-{hi}" if lo != hi else str(lo)
