"""One line of a prep sheet drawn again, the rest left as they are. Pure.

A line is found by its place: ``(section, line)``, or ``(section, group, line)`` for the
Details of one setting; a row of oracle words counts as one line. The new line comes
from the same table and filters as the old one and differs from every line of its
section when the table allows it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from solo.tables.draw import Drawn, DrawSession
from solo.tables.model import Candidates, Library
from solo.tables.prep import PrepSheet, Section
from solo.tables.refs import Filter, Filters, with_filter
from solo.tables.tags import parse_tag
from solo.vocabulary import Polarity, Tier

if TYPE_CHECKING:
    import random

LinePath = tuple[int, ...]
TRIES = 20


def line_paths(sheet: PrepSheet) -> list[LinePath]:
    """Every re-rollable line of the sheet, top to bottom."""
    paths: list[LinePath] = []
    for s, section in enumerate(sheet.sections):
        paths += [(s, i) for i in range(len(section.lines) or len(section.rows))]
        for g, group in enumerate(section.groups):
            paths += [(s, g, i) for i in range(len(group.lines))]
    return paths


def reroll_line(
    library: Library,
    sheet: PrepSheet,
    path: LinePath,
    rng: random.Random,
    *,
    genre: str | None = None,
    tier: Tier | str | None = None,
) -> PrepSheet:
    """``sheet`` with the line at ``path`` drawn again; ValueError for a bad path."""
    base: Filters = ()
    if genre:
        base = (Filter("genre", frozenset({parse_tag("genre", genre)})),)
    session = DrawSession(library, rng, base[0].values if base else None)
    sections = list(sheet.sections)
    try:
        section = sections[path[0]]
        if section.groups:
            g, i = path[1], path[2]
            group = section.groups[g]
            pool = library.candidates("details", with_filter(base, "setting", group.title.lower()))
            line = _fresh(session, pool, group.lines, _detail_text)
            groups = list(section.groups)
            groups[g] = replace(group, lines=_swap(group.lines, i, line))
            sections[path[0]] = replace(section, groups=tuple(groups))
        elif section.rows:
            i = path[1]
            cells = tuple(
                session.draw_from(library.candidates(f"oracle-{h.lower()}", base)).text
                for h in section.header
            )
            rows = list(section.rows)
            rows[i] = cells
            sections[path[0]] = replace(section, rows=tuple(rows))
        else:
            i = path[1]
            section.lines[i]  # IndexError for a bad line
            table, filters, show_tier = _source(section, base, tier)
            line = _fresh(
                session,
                library.candidates(table, filters),
                section.lines,
                _tier_text if show_tier else _plain_text,
            )
            sections[path[0]] = replace(section, lines=_swap(section.lines, i, line))
    except IndexError:
        raise ValueError(f"no line {path} on this prep sheet") from None
    return replace(sheet, sections=tuple(sections))


def _source(section: Section, base: Filters, tier: Tier | str | None) -> tuple[str, Filters, bool]:
    """The table and filters a section's lines were drawn with."""
    if section.title.startswith("Complications"):
        if tier:
            return "complications", with_filter(base, "tier", Tier.from_key(tier)), False
        return "complications", base, True
    tables = {"Scene setups": "scene-setup", "NPCs": "npc"}
    if section.title not in tables:
        raise ValueError(f"cannot re-roll a line of {section.title!r}")
    return tables[section.title], base, False


def _fresh(
    session: DrawSession, pool: Candidates, taken: tuple[str, ...], shown: Callable[[Drawn], str]
) -> str:
    line = ""
    for _ in range(TRIES):
        line = shown(session.draw_from(pool))
        if line not in taken:
            break
    return line


def _plain_text(drawn: Drawn) -> str:
    return str(drawn.text)


def _tier_text(drawn: Drawn) -> str:
    tier = drawn.entry.tags.tier
    return f"{drawn.text} _({tier})_" if tier else str(drawn.text)


def _detail_text(drawn: Drawn) -> str:
    sign: dict[Polarity | None, str] = {
        Polarity.POSITIVE: " _(helps)_",
        Polarity.NEGATIVE: " _(hinders)_",
    }
    return str(drawn.text) + sign.get(drawn.entry.tags.polarity, "")


def _swap(lines: tuple[str, ...], i: int, line: str) -> tuple[str, ...]:
    out = list(lines)
    out[i] = line
    return tuple(out)
