"""The hero panel: who the hero is and where they stand, from the campaign passed down."""

from __future__ import annotations

from typing import Any

from textual.containers import VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from solo.game.campaign import Campaign
from solo.printable import printable

MILESTONE_MARKS = {"achieved": "✓", "failed": "✗"}

Row = tuple[str, str]
"""A CSS class (name, concept, standing, flag, heading, item, sub) and its plain text."""


class HeroPanel(VerticalScroll, can_focus=False):
    """Name, Concept, Resolve; Conditions, the scene, the opposition; then Descriptors and
    Goals."""

    DEFAULT_CSS = """
    HeroPanel { padding: 0 1; }
    HeroPanel > Static { width: 1fr; }
    HeroPanel > .name { text-style: bold; }
    HeroPanel > .concept { text-style: italic; margin-bottom: 1; }
    HeroPanel > .standing { text-style: bold; color: $text-accent; }
    HeroPanel > .flag { text-style: bold; color: $text-warning; }
    HeroPanel > .flag.out { color: $text-error; }
    HeroPanel > .heading { text-style: bold; color: $text-secondary; margin-top: 1; }
    HeroPanel > .item { padding-left: 1; }
    HeroPanel > .sub { padding-left: 3; color: $text-muted; }
    """

    campaign: reactive[Campaign | None] = reactive(None)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.rows: list[Row] = []

    def watch_campaign(self, campaign: Campaign | None) -> None:
        """Re-render only what changed: most turns change a line or two, not the layout."""
        if campaign is None or not self.is_mounted:
            return
        self.border_title = printable(f"{campaign.name} · {campaign.system}")
        rows = hero_rows(campaign)
        if rows == self.rows:
            return
        shown = list(self.query_children(Static))
        if [kind for kind, _ in rows] == [kind for kind, _ in self.rows] and len(shown) == len(
            rows
        ):
            for widget, old, new in zip(shown, self.rows, rows, strict=True):
                if old != new:
                    widget.update(Content(new[1]))
        else:
            self.remove_children()
            self.mount_all([Static(Content(text), classes=kind) for kind, text in rows])
        self.rows = rows

    def on_mount(self) -> None:
        self.watch_campaign(self.campaign)


def hero_rows(camp: Campaign) -> list[Row]:
    """The panel's rows, as plain text (shown as Content, so no name is read as markup)."""
    ch = camp.character
    econ, state = camp.economy, camp.economy_state
    rows: list[Row] = [
        ("name", ch.name),
        ("concept", ch.concept.name),
        ("standing", _capital(econ.summary(state))),
    ]
    if econ.out(state):
        rows.append(("flag out", "OUT of the game: trade a Trademark for a Flaw to come back"))
    elif not econ.plot_immunity(state):
        rows.append(("flag", "No plot immunity (R-RES-6)"))
    # what changes in play first (it must stay in view), then the character sheet
    if ch.conditions:
        rows += _section(
            "Conditions", [f"{c.name} ({c.tier.key}, {c.polarity.value})" for c in ch.conditions]
        )
    rows += _scene(camp)
    if camp.opposition is not None:
        o = camp.opposition
        state_text = "defeated" if o.defeated else f"Resolve {o.resolve}"
        rows += _section("Opposition", [f"{o.name} ({o.strength}, {state_text})"])
    if camp.protection.armour_rating:
        p = camp.protection
        rows += _section("Armour", [f"{p.armour.label}, soak {p.soak_left} left"])
    for title, items in (
        ("Trademarks", ch.trademarks),
        ("Flaws", ch.flaws),
        ("Relationships", ch.relationships),
    ):
        if items:
            rows += _section(title, [d.name for d in items])
    for goal in ch.active_goals:
        rows += _section("Goal", [goal.text])
        rows += [
            ("sub", f"{MILESTONE_MARKS.get(m.status.value, '·')} {m.text}") for m in goal.milestones
        ]
    return [(kind, printable(text)) for kind, text in rows]


def _scene(camp: Campaign) -> list[Row]:
    scene = camp.scene
    if scene.open:
        rows = _section(f"Session {camp.session} · scene {scene.number}", [scene.title])
        if scene.setting:
            rows.append(("sub", f"setting: {scene.setting}"))
    else:
        rows = _section(f"Session {camp.session}", ["between scenes"])
    if scene.details:
        rows += _section("Details", [f"{d.name} ({d.polarity.value})" for d in scene.details])
    return rows


def _section(title: str, items: list[str]) -> list[Row]:
    return [("heading", title), *(("item", item) for item in items)]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
