"""The hero panel: who the hero is and where they stand, from the campaign passed down.

It takes focus (Tab, or ctrl+b at narrow sizes) and scrolls with the arrow and page keys,
so Goals below the fold are reachable from the keyboard.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.cache import LRUCache
from textual.containers import VerticalScroll
from textual.content import Content
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

from solo.game.campaign import Campaign
from solo.game.story.events import pacing_said
from solo.printable import printable
from solo.rules.conditions import Condition
from solo.tui.widgets.cast_panel import CastPanel
from solo.tui.widgets.clocks import clock_rows
from solo.tui.widgets.panel_rows import (
    Line,
    line_content,
    lines_fit,
    rows_content,
    rows_lines,
)
from solo.tui.widgets.resolve_meter import Row, standing_rows

MILESTONE_MARKS = {"achieved": "✓", "failed": "✗"}


class HeroPanel(VerticalScroll, can_focus=True):
    """Name, Concept, Resolve; Conditions, the scene, the opposition; then Descriptors and
    Goals.

    One widget (:class:`HeroRows`) shows every row: a turn that adds a Condition changes one
    widget's text, not the layout of thirty (measured: a third of a turn's CPU went to
    restyling rows).
    """

    DEFAULT_CSS = """
    HeroPanel { padding: 0 1; }
    """

    campaign: reactive[Campaign | None] = reactive(None, repaint=False)
    cast_panel: CastPanel  # the threads, NPCs and foes below the hero (R-GM-4)

    @property
    def rows(self) -> tuple[Row, ...]:
        """The rows on show."""
        return self.query_one(HeroRows).rows

    def compose(self) -> ComposeResult:
        self.cast_panel = CastPanel(id="cast-panel")
        yield HeroRows(id="hero-rows")
        yield self.cast_panel

    def watch_campaign(self, campaign: Campaign | None) -> None:
        """Re-render only when a row changed."""
        if campaign is None or not self.is_mounted:
            return
        title = printable(f"{campaign.name} · {campaign.system}")
        if self.border_title != title:  # setting it, even unchanged, repaints the panel
            self.border_title = title
        self.query_one(HeroRows).show(tuple(hero_rows(campaign)))
        self.cast_panel.show(campaign)

    def on_mount(self) -> None:
        self.watch_campaign(self.campaign)


KEPT_TEXTS = 256
"""Lines of text :class:`HeroRows` keeps drawn (a long sheet shows about a hundred)."""


class HeroRows(Widget):
    """Every row as one text, wrapped to the width with each kind's indent kept on the
    lines a long row wraps onto.

    It draws line by line and keeps each line it drew: a turn that changes a row (a
    Condition gained, the Tension moved) draws again only the lines that now read
    otherwise, not the whole panel (a new Condition at the foot of a long list changed
    no line in view, and the panel's thirty lines were drawn again all the same). Lines
    are drawn afresh at a new width, when its styles change, and while text is selected.
    """

    DEFAULT_CSS = "HeroRows { width: 1fr; height: auto; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: tuple[Row, ...] = ()
        self._drawn: LRUCache[Line, Strip] = LRUCache(KEPT_TEXTS)
        """The lines drawn, by their text, at :attr:`_drawn_width` (placed on a line by
        :meth:`render_line`)."""
        self._drawn_width = 0

    def show(self, rows: tuple[Row, ...]) -> None:
        """Show ``rows``; unchanged rows cost nothing, and only the lines that now read
        otherwise are drawn again."""
        if rows == self.rows:
            return
        width = self.size.width
        old, new = rows_lines(self.rows, width), rows_lines(rows, width)
        self.rows = rows
        changed = [
            y
            for y in range(max(len(old), len(new)))
            if y >= len(old) or y >= len(new) or old[y] != new[y]
        ]
        regions = [Region(0, y, width, 1) for y in changed if y < len(new)]
        if not width or not regions:  # not drawn yet, or only lines taken away
            self.refresh(layout=True)
        else:
            self.refresh(*regions, layout=len(old) != len(new))

    def render(self) -> Content:
        return rows_content(self.rows, self.size.width)

    def render_line(self, y: int) -> Strip:
        """Line ``y``: each line's text is drawn once at this width and style, and kept
        while it shows, on whichever line (a Condition gained moves every line below it
        down one or two, and each was drawn again)."""
        width = self.size.width
        if self.text_selection is not None or not lines_fit(self.rows, width):
            self._drawn.clear()  # selection styles, or a line wider than the panel (wide
            return super().render_line(y)  # characters) wrapped again: Textual draws it
        if width != self._drawn_width:
            self._drawn.clear()
            self._drawn_width = width
        lines = rows_lines(self.rows, width)
        if y >= len(lines):
            return Strip.blank(width, self.visual_style.rich_style)
        line = lines[y]
        strip = self._drawn.get(line)
        if strip is None:
            strip = Visual.to_strips(self, line_content(line), width, 1, self.visual_style)[0]
            self._drawn[line] = strip
        return strip.apply_offsets(0, y)  # where selecting text finds it

    def notify_style_update(self) -> None:
        """Its styles changed (the theme, the stylesheet): every line is drawn afresh."""
        self._drawn.clear()
        super().notify_style_update()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return rows_content(self.rows, width).plain.count("\n") + 1


def hero_rows(camp: Campaign) -> list[Row]:
    """The panel's rows, as plain text (shown as Content, so no name is read as markup)."""
    ch = camp.character
    rows: list[Row] = [("name", ch.name), ("concept", ch.concept.name)]
    if camp.character_options.levels:
        rows.append(("sub", f"level {ch.level}"))
    rows += standing_rows(camp)
    # what changes in play first (it must stay in view), then the character sheet
    rows += _scene(camp)
    if ch.conditions:
        conditions = [f"{c.name} · {c.tier.key} {c.polarity.value}" for c in ch.conditions]
        rows = _with_subs(rows + _section("Conditions", conditions), ch.conditions)
    rows += _against(camp)
    rows += clock_rows(camp)  # what fills in play stays near the top (R-GM-5)
    rows += _sheet(camp)
    rows.append(("keys", "F5 goals · F11 sheet"))
    return [(kind, printable(text)) for kind, text in rows]


def _against(camp: Campaign) -> list[Row]:
    """The opposition the hero faces, and the armour that soaks its blows."""
    rows: list[Row] = []
    if camp.opposition is not None:
        o = camp.opposition
        pool = "defeated" if o.defeated else f"Resolve pool {o.resolve}"
        rows += _section("Opposition", [f"{o.name} ({o.strength})", pool])
    if camp.protection.armour_rating:
        p = camp.protection
        rows += _section("Armour", [f"{p.armour.label}, soak {p.soak_left} left"])
    return rows


def _sheet(camp: Campaign) -> list[Row]:
    """The Goals with their milestones, then the Descriptors by kind."""
    ch = camp.character
    rows: list[Row] = []
    for goal in ch.active_goals:
        rows += _section("Goal", [goal.text])
        rows += [
            ("sub", f"{MILESTONE_MARKS.get(m.status.value, '·')} {m.text}") for m in goal.milestones
        ]
    for title, items in (
        ("Trademarks", ch.trademarks),
        ("Flaws", ch.flaws),
        ("Relationships", ch.relationships),
    ):
        if items:
            rows += _section(title, [d.name for d in items])
    return rows


def _with_subs(rows: list[Row], conditions: Iterable[Condition]) -> list[Row]:
    """After each Condition's row, how it goes away (its age: R-COND-5)."""
    out: list[Row] = []
    by_text = {f"{c.name} · {c.tier.key} {c.polarity.value}": c for c in conditions}
    for kind, text in rows:
        out.append((kind, text))
        if kind == "item" and text in by_text:
            out.append(("sub", by_text[text].recovery))
    return out


def _scene(camp: Campaign) -> list[Row]:
    scene = camp.scene
    if scene.open:
        rows = _section(f"Session {camp.session} · scene {scene.number}", [scene.title])
        if scene.where:
            rows.append(("sub", scene.where))
    else:
        rows = _section(f"Session {camp.session}", ["between scenes (F6 new scene)"])
    if not camp.in_session:
        rows.append(("sub", "no session under way (F8 starts one)"))
    rows.append(("sub", pacing_said(camp.tension, camp.events, short=True)))
    if scene.details:
        rows += _section("Details", [f"{d.name} ({d.polarity.value})" for d in scene.details])
    return rows


def _section(title: str, items: list[str]) -> list[Row]:
    return [("heading", title), *(("item", item) for item in items)]
