"""The help screen (F1): every key, the question markers and the slash commands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from solo.tui.hardening import DismissOnce

MARKERS = [
    ("+name / -name", "a Descriptor or Condition that helps / hinders (part of its name)"),
    ("!high !risky", "high stakes (Resolve at stake); the risky approach (±2)"),
    ("!combat", "armour may soak the loss"),
    ("!unfamiliar !apt", "outside your Concept (-1D); a very apt Concept (+1D)"),
    ("@strong", "opposition: weak average challenging strong overwhelming"),
    ("!foe_weapon=4 !evasion=3", "the foe's weapon 0-6, or a fleeing target's cover"),
    ("!foe_armour=light !cramped", "the foe's armour; cramped quarters reverse weapons"),
    ("!activity=swimming", "an activity your armour hampers"),
    ("!allies !aide=name", "allies ask too (+1D); an asset whose Concept covers it"),
    ("+asset:Trademark", "an asset's Trademark or Flaw"),
    ("? likely", "world questions: a likelihood after the ? (or ctrl+l, 1-5, alt+1-5)"),
]

SLASH = [
    ("/scene Title @place", "a new scene there (its tags guessed)"),
    ("/end", "end the scene"),
    ("/world Is it …? likely", "one world question while in action mode"),
    ("/act ACTION key=value", "any engine action, e.g. /act downtime"),
    ("/undo /redo /help /quit", "as the keys"),
]

KeyGroup = tuple[str, Sequence[Binding]]


class HelpScreen(DismissOnce[None], ModalScreen[None]):
    """Lists the key groups it is given, then the markers and slash commands."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 90; max-width: 100%; height: 90%; padding: 0 2;
        border: round $accent; background: $surface;
    }
    HelpScreen Grid { grid-size: 2; grid-columns: 26 1fr; grid-rows: auto; height: auto; }
    HelpScreen .heading {
        column-span: 2; text-style: bold; color: $text-secondary; padding-top: 1;
    }
    HelpScreen .key { color: $text-accent; text-style: bold; padding: 0 1 0 2; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f1,q", "dismiss", "Close", id="help.close", tooltip="Back to the game")
    ]

    def __init__(self, groups: Sequence[KeyGroup]) -> None:
        super().__init__()
        self.groups = groups

    def compose(self) -> ComposeResult:
        with VerticalScroll() as box:
            box.border_title = "Keys and markers"
            box.border_subtitle = "Esc closes"
            with Grid():
                for kind, text in help_rows(self.groups):
                    yield Static(text, classes=kind)


def help_rows(groups: Sequence[KeyGroup]) -> list[tuple[str, Content]]:
    """(CSS class, text) cells: a heading spans both columns; then key, what it does."""
    rows: list[tuple[str, Content]] = []
    for title, bindings in groups:
        rows.append(("heading", Content(title)))
        for b in bindings:
            keys = b.key_display or ", ".join(b.key.split(","))
            rows += [("key", Content(keys)), ("what", _what(b.description, b.tooltip))]
    sections = (
        ("What each answer brings", rung_rows()),
        ("Question markers (after the ?)", MARKERS),
        ("Slash commands", SLASH),
    )
    for title, pairs in sections:
        rows.append(("heading", Content(title)))
        for left, right in pairs:
            rows += [("key", Content(left)), ("what", Content(right))]
    return rows


def rung_rows() -> list[tuple[str, str]]:
    """Each rung of the ladder: its meaning, and what its and/but offers (R-LAD-4, R-ORA-2)."""
    from solo.dice.ladder import IMPASSE_MEANING, Answer
    from solo.tables.offer import plan_offer

    rows = []
    for rung in reversed(Answer):
        plan = plan_offer(rung)
        brings = {
            None: "Brings nothing more to keep",
            "positive": "Offers a helpful Condition or scene Detail",
            "negative": "Offers a harmful Condition or scene Detail",
        }[plan.polarity.value if plan.polarity else None]
        if plan.complication_tier is not None:
            brings += ", and a complication"
        rows.append((rung.label, f"{rung.meaning} {brings}."))
    rows.append(("Impasse", f"{IMPASSE_MEANING} Nothing is paid."))
    return rows


def _what(description: str, tooltip: str) -> Content:
    if not tooltip:
        return Content.from_markup("[b]$d[/b]", d=description)
    return Content.from_markup("[b]$d[/b] — $t", d=description, t=tooltip)
