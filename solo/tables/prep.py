"""A GM prep sheet: scene setups, complications, Details per setting, NPCs and oracle
words, drawn in one session (nothing repeats) and rendered as Markdown; and one line of
it drawn again, the rest left as they are. Pure.

A line is found by its place: ``(section, line)``, or ``(section, group, line)`` for the
Details of one setting; a row of oracle words counts as one line. The new line comes
from the same table and filters as the old one and differs from every line of its
section when the table allows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from msgspec import Struct, field
from msgspec.structs import replace

from solo.markdown_text import markdown_text as md
from solo.tables.draw import Drawn, DrawSession
from solo.tables.known import known_settings
from solo.tables.model import Candidates, Library
from solo.tables.refs import Filter, Filters, Query, with_filter
from solo.tables.tags import parse_tag
from solo.vocabulary import PlainDict, Polarity, Tier

if TYPE_CHECKING:
    import random

SECTIONS = ("scenes", "complications", "details", "npcs", "words")
DEFAULT_COUNTS = {"scenes": 3, "complications": 6, "details": 3, "npcs": 4, "words": 6}
WORD_TABLES = ("oracle-action", "oracle-subject", "oracle-focus")
MAX_PER_SECTION = 100
_SIGN = {Polarity.POSITIVE: " _(helps)_", Polarity.NEGATIVE: " _(hinders)_"}


def parse_counts(text: str | None) -> dict[str, int]:
    """``scenes=2,npcs=5`` over the defaults; ValueError naming a bad part."""
    counts = dict(DEFAULT_COUNTS)
    for part in (text or "").replace(" ", "").split(","):
        if not part:
            continue
        key, eq, value = part.partition("=")
        if key not in SECTIONS or not eq:
            raise ValueError(
                f"bad count {part!r}: write section=N with section one of {', '.join(SECTIONS)}"
            )
        if not value.isdigit() or int(value) > MAX_PER_SECTION:
            raise ValueError(f"bad count {part!r}: N must be 0 to {MAX_PER_SECTION}")
        counts[key] = int(value)
    return counts


class Section(Struct, frozen=True):
    title: str
    lines: tuple[str, ...] = ()
    note: str = ""  # shown instead of lines when a table is missing
    groups: tuple[Section, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()  # a table (oracle words)
    header: tuple[str, ...] = ()

    def as_dict(self) -> PlainDict:
        out: PlainDict = {"title": self.title}
        for name in ("lines", "rows", "header"):
            if getattr(self, name):
                out[name] = [list(r) if isinstance(r, tuple) else r for r in getattr(self, name)]
        if self.groups:
            out["groups"] = [g.as_dict() for g in self.groups]
        if self.note:
            out["note"] = self.note
        return out


class PrepSheet(Struct, frozen=True):
    title: str
    seed: int | None
    sections: tuple[Section, ...] = field(default_factory=tuple)

    def as_dict(self) -> PlainDict:
        return {
            "title": self.title,
            "seed": self.seed,
            "sections": [s.as_dict() for s in self.sections],
        }

    def markdown(self) -> str:
        out = [f"# {self.title}", ""]
        if self.seed is not None:
            out += [
                (f"_Seed {self.seed}: run again with `--seed {self.seed}` for the same sheet._"),
                "",
            ]
        for section in self.sections:
            out += _render(section, "##")
        return "\n".join(out).rstrip() + "\n"


def prep(
    library: Library,
    rng: random.Random,
    *,
    genre: str | None = None,
    tier: Tier | str | None = None,
    counts: dict[str, int] | None = None,
    settings: tuple[str, ...] = (),
    seed: int | None = None,
    kept: tuple[Section, ...] = (),
) -> PrepSheet:
    """Draw a prep sheet. ``genre`` narrows every table (generic entries still count);
    without one, generic entries only. ``tier`` narrows complications; ``settings`` picks
    which Details to list. ``kept``: what a campaign already holds (its open threads, its
    NPCs), shown first and never drawn."""
    counts = {**DEFAULT_COUNTS, **(counts or {})}
    if genre is not None:
        base: Filters = (Filter("genre", frozenset({parse_tag("genre", genre)})),)
    else:  # a genre filter with no genres keeps only entries that name none
        base = (Filter("genre", frozenset()),)
    session = DrawSession(library, rng, base[0].values or None)
    sections: list[Section] = list(kept)
    if counts["scenes"]:
        sections.append(_list(session, "Scene setups", "scene-setup", base, counts["scenes"]))
    if counts["complications"]:
        filters = with_filter(base, "tier", Tier.from_key(tier)) if tier else base
        title = f"Complications ({Tier.from_key(tier)})" if tier else "Complications"
        sections.append(
            _list(
                session,
                title,
                "complications",
                filters,
                counts["complications"],
                show_tier=not tier,
            )
        )
    if counts["details"]:
        sections.append(_details(session, base, counts["details"], settings))
    if counts["npcs"]:
        sections.append(_list(session, "NPCs", "npc", base, counts["npcs"]))
    if counts["words"]:
        sections.append(_words(session, base, counts["words"]))
    name = "Prep sheet" + (f" — {genre}" if genre else "")
    return PrepSheet(name, seed, tuple(sections))


def _missing(library: Library, table: str, filters: Filters) -> str:
    if table not in library.tables:
        return f"(no `{table}` table loaded)"
    if not library.candidates(table, filters).total:
        return f"(nothing in `{Query(table, filters)}`)"
    return ""


def _list(
    session: DrawSession,
    title: str,
    table: str,
    filters: Filters,
    count: int,
    show_tier: bool = False,
) -> Section:
    note = _missing(session.library, table, filters)
    if note:
        return Section(title, note=note)
    candidates = session.library.candidates(table, filters)
    lines = []
    for _ in range(count):
        drawn = session.draw_from(candidates)
        tier = drawn.entry.tags.tier
        lines.append(f"{drawn.text} _({tier})_" if show_tier and tier else drawn.text)
    return Section(title, tuple(lines))


def _details(session: DrawSession, base: Filters, count: int, settings: tuple[str, ...]) -> Section:
    note = _missing(session.library, "details", base)
    if note:
        return Section("Details", note=note)
    known = known_settings(session.library)
    for wanted in settings:
        if wanted not in known:
            raise ValueError(f"unknown setting {wanted!r}; known: {', '.join(known)}")
    groups = []
    for setting in settings or known:
        filters = with_filter(base, "where", setting)
        candidates = session.library.candidates("details", filters)
        if not candidates.total:
            continue
        lines = []
        for _ in range(count):
            drawn = session.draw_from(candidates)
            polarity = drawn.entry.tags.polarity
            lines.append(drawn.text + (_SIGN[polarity] if polarity is not None else ""))
        groups.append(Section(setting.capitalize(), tuple(lines)))
    return Section("Details", groups=tuple(groups))


def _words(session: DrawSession, base: Filters, count: int) -> Section:
    lib = session.library
    present = [t for t in WORD_TABLES if not _missing(lib, t, base)]
    if not present:
        return Section("Oracle words", note=f"(no `{WORD_TABLES[0]}` table loaded)")
    header = tuple(t.removeprefix("oracle-").capitalize() for t in present)
    rows = tuple(
        tuple(session.draw_from(lib.candidates(t, base)).text for t in present)
        for _ in range(count)
    )
    return Section("Oracle words", rows=rows, header=header)


def _render(section: Section, level: str) -> list[str]:
    """A section in Markdown; every text from a pack escaped (:mod:`solo.markdown_text`),
    so an entry cannot start a block, a table row or inline HTML."""
    out = [f"{level} {md(section.title)}", ""]
    if section.note:
        out += [md(section.note), ""]
    if section.lines:
        out += [f"{i}. {md(line)}" for i, line in enumerate(section.lines, 1)] + [""]
    if section.rows:
        out += ["| " + " | ".join(map(_cell, section.header)) + " |"]
        out += ["|" + "---|" * len(section.header)]
        out += ["| " + " | ".join(map(_cell, row)) + " |" for row in section.rows] + [""]
    for group in section.groups:
        out += _render(group, level + "#")
    return out


def _cell(text: str) -> str:
    """A table cell: one line, its pipes escaped."""
    return md(" ".join(text.split())).replace("|", "\\|")


# --- one line drawn again ----------------------------------------------------------------

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
            pool = library.candidates("details", with_filter(base, "where", group.title.lower()))
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
