"""The hero sheet editor (F11) for a running campaign: the Concept and its abilities,
Descriptors (renamed, their kind kept), Relationships (whom too), Goals (reworded);
advancement (a level, a scenario's new Relationship). Every edit is a typed command run on
the open game: journalled, and undone with ctrl+z (R-CHAR-5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from msgspec import Struct
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.markup import escape
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from solo.game.campaign import Campaign
from solo.game.hero.commands import (
    EditConcept,
    LevelUp,
    NewRelationship,
    RenameDescriptor,
    RephraseGoal,
)
from solo.game.hero.draft import split
from solo.rules.character.descriptors import DescriptorKind
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import AskText
from solo.tui.screens.goal import Runner
from solo.tui.screens.pick import PickOne


class SheetLine(Struct, frozen=True):
    """One editable line: what it is (concept, descriptor, goal), its name, its text."""

    part: str
    name: str
    text: str


def sheet_lines(camp: Campaign) -> list[SheetLine]:
    ch = camp.character
    lines = [
        SheetLine("concept", ch.concept.name, f"Concept: {ch.concept.name}"),
        SheetLine("abilities", ch.concept.name, f"   abilities: {', '.join(ch.concept.abilities)}"),
    ]
    for d in ch.descriptors:
        whom = (
            f" (with {d.whom}, {d.leaning.value})" if d.kind is DescriptorKind.RELATIONSHIP else ""
        )
        lines.append(SheetLine("descriptor", d.name, f"{d.kind.label}: {d.name}{whom}"))
    for g in ch.active_goals:
        lines.append(SheetLine("goal", g.text, f"Goal: {g.text}"))
    return lines


class HeroSheetScreen(DismissOnce[None], ModalScreen[None]):
    DEFAULT_CSS = """
    HeroSheetScreen { align: center middle; }
    HeroSheetScreen > Vertical {
        width: 84; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 1; border: round $accent; background: $surface;
    }
    HeroSheetScreen OptionList { height: auto; max-height: 18; }
    HeroSheetScreen Label { width: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("l", "level_up", "Level up", id="sheet.level", tooltip="+1 Resolve cap"),
        Binding(
            "n", "new_relationship", "Relationship", id="sheet.relationship", tooltip="New one"
        ),
        Binding("ctrl+z", "undo", "Undo", id="sheet.undo", tooltip="Undo the last edit"),
        Binding("escape", "close", "Close", id="sheet.close", tooltip="Back to play"),
    ]

    def __init__(
        self, campaign: Callable[[], Campaign], run: Runner, undo: Callable[[], None]
    ) -> None:
        super().__init__()
        self.campaign, self.run, self.undo = campaign, run, undo
        self.lines: list[SheetLine] = []

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Hero sheet"
            yield Label("", id="sheet-head")
            yield OptionList(id="sheet-list")
            yield Label(
                "[dim]Enter edit · l level up · n new Relationship · ctrl+z undo · Esc back[/dim]"
            )

    def on_mount(self) -> None:
        self.refresh_list()

    def refresh_list(self) -> None:
        camp = self.campaign()
        ch = camp.character
        levels = f" · level {ch.level}" if camp.character_options.levels else ""
        self.query_one("#sheet-head", Label).update(Content(f"{ch.name}{levels}"))
        self.lines = sheet_lines(camp)
        listing = self.query_one("#sheet-list", OptionList)
        keep = listing.highlighted
        listing.set_options([Option(Content(line.text)) for line in self.lines])
        listing.highlighted = keep if keep is not None and keep < len(self.lines) else 0
        listing.focus()

    def _edit(self, title: str, prompt: str, value: str, then: Callable[[str], None]) -> None:
        def done(text: str | None) -> None:
            if text:
                then(text)
            self.refresh_list()

        self.app.push_screen(AskText(title, escape(prompt), value), done)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_index >= len(self.lines):
            return
        line = self.lines[event.option_index]
        ch = self.campaign().character
        if line.part == "descriptor" and line.name not in {d.name for d in ch.descriptors}:
            self.refresh_list()  # the sheet changed under the cursor (an undo)
            return
        if line.part in ("concept", "abilities"):
            self._edit(
                "Concept",
                "Abilities, separated by ; (3-5):",
                "; ".join(ch.concept.abilities),
                lambda abilities: self._edit(
                    "Concept",
                    "The Concept's name:",
                    ch.concept.name,
                    lambda name: self._run_edit(EditConcept(name, tuple(split(abilities)))),
                ),
            )
        elif line.part == "descriptor":
            d = ch.descriptor(line.name)
            if d.kind is DescriptorKind.RELATIONSHIP:
                self._edit(
                    "Relationship",
                    f"With whom is {line.name}?",
                    d.whom or "",
                    lambda whom: self._edit(
                        "Relationship",
                        "Its new name (it stays a Relationship):",
                        line.name,
                        lambda name: self._run_edit(RenameDescriptor(line.name, name, whom)),
                    ),
                )
            else:
                self._edit(
                    f"Rename the {d.kind.label}",
                    f"A new name; it stays a {d.kind.label}:",
                    line.name,
                    lambda name: self._run_edit(RenameDescriptor(line.name, name)),
                )
        else:
            self._edit(
                "Reword the Goal",
                "The Goal in new words:",
                line.name,
                lambda text: self._run_edit(RephraseGoal(line.name, text)),
            )

    def _run_edit(self, command: EditConcept | RenameDescriptor | RephraseGoal) -> None:
        self.run(command)
        self.refresh_list()

    def action_level_up(self) -> None:
        self.run(LevelUp())
        self.refresh_list()

    def action_new_relationship(self) -> None:
        def lean(polarity: str | None) -> None:
            if polarity is None:
                return
            self._edit(
                "New Relationship",
                "With whom?",
                "",
                lambda whom: self._edit(
                    "New Relationship",
                    f"The Relationship with {whom}:",
                    "",
                    lambda name: self._run_edit_rel(name, whom, polarity),
                ),
            )

        self.app.push_screen(
            PickOne("New Relationship", "Which way does it lean?", ["positive", "negative"]), lean
        )

    def _run_edit_rel(self, name: str, whom: str, polarity: str) -> None:
        self.run(NewRelationship(name, whom, polarity))
        self.refresh_list()

    def action_undo(self) -> None:
        self.undo()
        self.refresh_list()

    def action_close(self) -> None:
        self.dismiss(None)
