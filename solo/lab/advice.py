"""Best play in words: the table of :meth:`BestPlayer.table` as a few lines a player can
follow ("go risky and reroll every answer below Yes-but — resolve 1–5 at pool 5, 3, 1")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from solo.dice.ladder import Answer
from solo.lab.best import Choice
from solo.lab.setup import rung_name

_LABEL = re.compile(r"^(\w+) (-?\d+)(.*)$")


def phrase(choice: Choice) -> str:
    """What to do, in words."""
    if choice.concede:
        return "concede"
    how = "go risky" if choice.risky else "fight"
    if not choice.rerolls:
        return f"{how}, accept any answer"
    top = max(choice.rerolls)
    if choice.rerolls == frozenset(a for a in Answer if a <= top):
        return f"{how}, reroll every answer below {rung_name(Answer(top + 1))}"
    names = ", ".join(rung_name(a) for a in sorted(choice.rerolls))
    return f"{how}, reroll only {names}"


def advice(table: Sequence[tuple[str, dict[int, Choice]]]) -> list[str]:
    """One line per thing to do, most frequent first, naming where to do it."""
    where: dict[str, dict[frozenset[int], list[str]]] = {}
    count: dict[str, int] = {}
    for label, row in table:
        by_phrase: dict[str, set[int]] = {}
        for column, choice in row.items():
            by_phrase.setdefault(phrase(choice), set()).add(column)
        for text, columns in by_phrase.items():
            key = frozenset() if columns == set(row) else frozenset(columns)
            where.setdefault(text, {}).setdefault(key, []).append(label)
            count[text] = count.get(text, 0) + len(columns)
    lines = []
    for text in sorted(where, key=lambda t: -count[t]):
        places = [f"{_rows(labels)} {_columns(columns)}" for columns, labels in where[text].items()]
        lines.append(f"{text}: " + "; ".join(places))
    return lines


def _columns(columns: frozenset[int]) -> str:
    if not columns:
        return "at any pool"
    return "at pool " + ", ".join(str(c) for c in sorted(columns, reverse=True))


def _rows(labels: list[str]) -> str:
    """``resolve 5``, ``resolve 4`` … → ``resolve 1–5``; other labels listed as they are."""
    groups: dict[tuple[str, str], list[int]] = {}
    others: list[str] = []
    for label in labels:
        match = _LABEL.match(label)
        if match is None:
            others.append(label)
            continue
        groups.setdefault((match[1], match[3]), []).append(int(match[2]))
    parts = []
    for (track, rest), numbers in groups.items():
        parts += [f"{track} {span}{rest}" for span in _spans(sorted(numbers))]
    return " & ".join(parts + others)


def _spans(numbers: list[int]) -> list[str]:
    spans: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        spans.append(str(start) if start == prev else f"{start}–{prev}")
        if n is not None:
            start = prev = n
    return spans
