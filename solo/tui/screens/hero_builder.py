"""The hero builder: every field of a new hero, checked as you type by the rules' own
creation checks (R-CHAR-1..4), and a hero rolled from the content tables on one key.

F5 rolls a whole hero (seeded: the seed is shown, the same seed gives the same hero);
F6 draws the focused field again; ctrl+s makes the campaign once the hero is legal. The
focused field's row is marked; under the form a line says what the hero still needs; a
dice system that reads a trait from the hero (Fudge, D6, Frameworks) asks for it.
"""

from __future__ import annotations

import random
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, Static

from solo.game.hero.draft import HeroDraft, reroll_field, roll_hero
from solo.game.hero.trait import SystemTrait, system_trait, trait_problem
from solo.rule_ids import without_rules
from solo.tui.form_fields import edited
from solo.tui.hardening import DismissOnce
from solo.tui.owner import solo_app

FIELDS: tuple[tuple[str, str, str], ...] = (
    ("name", "Name", "the hero's name"),
    ("concept", "Concept", "who they are, e.g. Reckless Archaeologist"),
    ("abilities", "Abilities", "3-5 things the Concept can do, separated by ;"),
    ("trademark1", "Trademark 1", "what they are known for"),
    ("trademark2", "Trademark 2", ""),
    ("trademark3", "Trademark 3", ""),
    ("trademark4", "Trademark 4", ""),
    ("flaw1", "Flaw 1", "what gets them into trouble"),
    ("flaw2", "Flaw 2", ""),
    ("ally_whom", "Ally (who)", "someone on their side"),
    ("ally", "Ally (bond)", "e.g. Teodor owes me his life"),
    ("rival_whom", "Rival (who)", "someone against them"),
    ("rival", "Rival (bond)", "e.g. Baron Vasko wants me dead"),
    ("goal", "Goal", "what they set out to do"),
    ("milestones", "Milestones", "steps to the Goal, separated by ;"),
    ("opposition", "Opposition", "optional: who works against them"),
    ("strength", "Strength", "weak, average, challenging, strong, overwhelming"),
    ("scene", "First scene", "optional: the opening scene's title"),
    ("setting", "Setting", "optional: city, wilderness, sea, interior …"),
)


def form_fields(trait: SystemTrait | None) -> tuple[tuple[str, str, str], ...]:
    """The form's rows: the system's trait, if it reads one, after the abilities."""
    if trait is None:
        return FIELDS
    at = [name for name, _, _ in FIELDS].index("abilities") + 1
    return (*FIELDS[:at], ("trait", trait.label, trait.hint), *FIELDS[at:])


def verdict(needs: tuple[str, ...], problems: tuple[str, ...], trait: str | None) -> str:
    """The line under the form: what is still missing (and a trait the dice refuse), else
    the rules' objections, else that the hero is ready."""
    if needs:
        line = f"Still needs: {' · '.join(needs)} (then ctrl+s makes the campaign)"
        return line + (f"\n• {trait}" if trait else "")
    if problems:  # the rules' own words, without their IDs (R-GM-8)
        return "\n".join(f"• {without_rules(p)}" for p in problems)
    return "✓ a legal new hero: ctrl+s makes the campaign"


class HeroBuilderScreen(DismissOnce[HeroDraft | None], Screen[HeroDraft | None]):
    DEFAULT_CSS = """
    HeroBuilderScreen #hero-form { height: 1fr; }
    HeroBuilderScreen .hero-row { height: 1; }
    HeroBuilderScreen .hero-row Label { width: 14; color: $text-muted; }
    HeroBuilderScreen .hero-row .marker { width: 2; color: $text-accent; visibility: hidden; }
    HeroBuilderScreen .hero-row.-current .marker { visibility: visible; }
    HeroBuilderScreen .hero-row.-current Label { color: $text-accent; text-style: bold; }
    HeroBuilderScreen .hero-row Input { border: none; height: 1; width: 1fr; padding: 0 1; }
    HeroBuilderScreen .hero-row Input:focus { background: $accent 25%; }
    HeroBuilderScreen #hero-problems { height: auto; max-height: 5; padding: 0 1; }
    HeroBuilderScreen #hero-problems.needs { color: $text-warning; }
    HeroBuilderScreen #hero-problems.bad { color: $error; }
    HeroBuilderScreen #hero-problems.good { color: $success; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "f5",
            "roll_hero",
            "Roll me a hero",
            id="hero.roll",
            tooltip="Fill every field from the content tables (seeded)",
        ),
        Binding(
            "f6",
            "reroll_field",
            "Re-roll field",
            id="hero.reroll_field",
            tooltip="Draw the focused field again, keeping the rest",
        ),
        Binding(
            "ctrl+s",
            "create",
            "Create",
            id="hero.create",
            tooltip="Make the campaign with this hero (once it is legal)",
        ),
        Binding(
            "escape",
            "cancel",
            "Back",
            id="hero.back",
            tooltip="Back to the wizard; nothing is made",
        ),
    ]

    def __init__(
        self,
        genre: str | None = None,
        seed: int | None = None,
        draft: HeroDraft | None = None,
        *,
        system: str | None = None,
    ) -> None:
        super().__init__()
        self.genre = genre
        self.system = system
        self.seed = seed if seed is not None else random.SystemRandom().randrange(10**6)
        self.rolls = 0
        self.rerolls = 0
        self.draft = draft or HeroDraft()

    def compose(self) -> ComposeResult:
        yield Static("", id="hero-title")
        with VerticalScroll(id="hero-form"):
            for name, label, hint in form_fields(system_trait(self.system)):
                with Horizontal(classes="hero-row"):
                    yield Static("▸", classes="marker")  # shows on the focused row
                    yield Label(label)
                    yield Input(getattr(self.draft, name), placeholder=hint, id=f"hero-{name}")
        yield Static("", id="hero-problems")
        yield Footer()

    def on_mount(self) -> None:
        self._title()
        self.query_one("#hero-name", Input).focus()
        self.check()

    def _title(self, said: str = "") -> None:
        made = " · ".join(filter(None, (self.system, self.genre or "generic")))
        self.query_one("#hero-title", Static).update(
            f"[b]New campaign 5/5: the hero[/b] ({made}) · "
            f"[dim]F5 rolls one · seed {self.seed + max(self.rolls - 1, 0)}[/dim] {said}"
        )

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Mark the focused field's row (its marker and label), and only that one."""
        for row in self.query(".hero-row"):
            row.set_class(event.widget.parent is row, "-current")

    def on_input_changed(self, event: Input.Changed) -> None:
        draft = edited(self.draft, event.input.id, "hero-", event.value)
        if draft is not None:
            self.draft = draft
            self.check()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.focus_next()

    def check(self) -> tuple[str, ...]:
        """Show what the hero still needs, or what the rules say about it as it is now;
        return what keeps it from being made (nothing: ctrl+s makes it)."""
        needs = self.draft.still_needs()
        problems = self.draft.problems(self.system)
        box = self.query_one("#hero-problems", Static)
        box.set_classes("needs" if needs else "bad" if problems else "good")
        trait = trait_problem(self.system, self.draft.trait)
        box.update(Content(verdict(needs, problems, trait)))
        return (f"Still needs {' · '.join(needs)}",) if needs else problems

    def show_draft(self) -> None:
        for field in self.query(Input):
            name = (field.id or "").removeprefix("hero-")
            if name in HeroDraft.field_names():
                with field.prevent(Input.Changed):
                    field.value = getattr(self.draft, name)
        self.check()

    def action_roll_hero(self) -> None:
        library = solo_app(self.app).library
        rolled = roll_hero(library, self.seed + self.rolls, self.genre)
        self.draft = rolled.with_field("trait", self.draft.trait)  # the player's choice
        self.rolls += 1
        self.show_draft()
        self._title()

    def action_reroll_field(self) -> None:
        focused = self.focused
        name = (focused.id or "").removeprefix("hero-") if focused else ""
        if name not in HeroDraft.field_names():
            self.notify("Focus a field first (Tab moves between them)", severity="warning")
            return
        self.rerolls += 1
        library = solo_app(self.app).library
        self.draft = reroll_field(library, self.draft, name, self.seed, self.rerolls, self.genre)
        self.show_draft()

    def action_create(self) -> None:
        problems = self.check()
        if problems:
            self.notify(problems[0], title="Not yet a legal hero", severity="error", markup=False)
            return
        self.dismiss(self.draft)

    def action_cancel(self) -> None:
        self.dismiss(None)
