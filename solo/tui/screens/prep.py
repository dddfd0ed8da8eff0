"""GM prep: the prep sheet (`solo prep`) in the app — genre, tier, counts, settings and
seed; re-roll one line without touching the rest; save the sheet as Markdown.

Enter in a field draws a new sheet from it; in the sheet, ``r`` re-rolls the
highlighted line, ``n`` draws a sheet with a new seed, ctrl+s saves it.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from solo.regular_files import check_replaceable
from solo.saves.atomic import atomic_write
from solo.tables.prep import LinePath, PrepSheet, Section, parse_counts, prep, reroll_line
from solo.tui.owner import solo_app

if TYPE_CHECKING:
    from solo.tables.model import Library


class PrepScreen(Screen[None]):
    DEFAULT_CSS = """
    PrepScreen #prep-form, PrepScreen #prep-form2 { height: 1; }
    PrepScreen Horizontal Label { width: auto; padding: 0 0 0 1; color: $text-muted; }
    PrepScreen #prep-genre { width: 14; }
    PrepScreen #prep-tier { width: 11; }
    PrepScreen #prep-seed { width: 10; }
    PrepScreen #prep-counts, PrepScreen #prep-settings { width: 1fr; }
    PrepScreen #prep-sheet { height: 1fr; border: none; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back", id="prep.back", tooltip="Back where you were"),
        Binding(
            "r",
            "reroll",
            "Re-roll line",
            id="prep.reroll",
            tooltip="Draw the highlighted line again, keeping the rest",
        ),
        Binding(
            "n",
            "new_sheet",
            "New sheet",
            id="prep.new",
            tooltip="Draw a whole new sheet with a new seed",
        ),
        Binding(
            "ctrl+s",
            "save",
            "Save .md",
            id="prep.save",
            tooltip="Save the sheet as a Markdown file",
        ),
        Binding(
            "f", "form", "Fields", id="prep.form", tooltip="Genre, tier, counts, settings and seed"
        ),
    ]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(10**6)
        self.sheet: PrepSheet | None = None
        self.paths: list[LinePath | None] = []
        self.rerolls = 0
        self.genre: str | None = None
        self.tier: str | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="prep-title")
        with Horizontal(id="prep-form"):
            yield Label("Genre")
            yield Input(placeholder="any", id="prep-genre")
            yield Label("Tier")
            yield Input(placeholder="any", id="prep-tier")
            yield Label("Seed")
            yield Input(str(self.seed), restrict=r"[0-9]*", id="prep-seed")
        with Horizontal(id="prep-form2", classes="prep-form"):
            yield Label("Counts")
            yield Input(
                placeholder="scenes=3,complications=6,details=3,npcs=4,words=6", id="prep-counts"
            )
            yield Label("Settings")
            yield Input(placeholder="all (city,sea …)", id="prep-settings")
        yield OptionList(id="prep-sheet")
        yield Footer()

    def on_mount(self) -> None:
        app = solo_app(self.app)
        start = app.game.campaign.genre if app.game is not None else app.config.genre
        if start:
            self.query_one("#prep-genre", Input).value = start
        self.draw_sheet()
        self.query_one("#prep-sheet", OptionList).focus()

    @property
    def library(self) -> Library:
        return solo_app(self.app).library

    @property
    def kept(self) -> tuple[Section, ...]:
        """The open game's threads and NPCs, shown first on the sheet."""
        game = solo_app(self.app).game
        if game is None:
            return ()
        camp = game.campaign
        return camp.cast.prep_sections(tuple(g.text for g in camp.character.active_goals))

    def draw_sheet(self) -> bool:
        """A new sheet from the fields; a bad field is one error line, the old sheet stays."""

        def field(name: str) -> str:
            return self.query_one(f"#prep-{name}", Input).value.strip()

        try:
            self.seed = int(field("seed") or self.seed)
            counts = parse_counts(field("counts"))
            settings = tuple(s.strip() for s in field("settings").split(",") if s.strip())
            genre, tier = field("genre") or None, field("tier") or None
            if genre and genre not in self.library.genres:
                raise ValueError(
                    f"unknown genre {genre!r}; known: {', '.join(self.library.genres)}"
                )
            sheet = prep(
                self.library,
                random.Random(self.seed),
                genre=genre,
                tier=tier,
                counts=counts,
                settings=settings,
                seed=self.seed,
                kept=self.kept,
            )
        except ValueError as exc:
            self.notify(str(exc), title="Prep", severity="error", markup=False)
            return False
        self.genre, self.tier, self.rerolls = genre, tier, 0
        self.show(sheet)
        return True

    def show(self, sheet: PrepSheet) -> None:
        self.sheet = sheet
        listing = self.query_one("#prep-sheet", OptionList)
        keep = listing.highlighted
        listing.clear_options()
        options: list[Option] = []
        self.paths = []
        for s, section in enumerate(sheet.sections):
            options.append(Option(f"[b]{section.title}[/b]", disabled=True))
            self.paths.append(None)
            if section.note:
                options.append(Option(f"  {section.note}", disabled=True))
                self.paths.append(None)
            for i, line in enumerate(section.lines):
                options.append(Option(f"  {i + 1}. {_plain(line)}"))
                self.paths.append((s, i))
            for i, row in enumerate(section.rows):
                options.append(Option("  " + " · ".join(row)))
                self.paths.append((s, i))
            for g, group in enumerate(section.groups):
                options.append(Option(f" [i]{group.title}[/i]", disabled=True))
                self.paths.append(None)
                for i, line in enumerate(group.lines):
                    options.append(Option(f"  {i + 1}. {_plain(line)}"))
                    self.paths.append((s, g, i))
        listing.add_options(options)
        if keep is not None and keep < len(options):
            listing.highlighted = keep
        self.query_one("#prep-title", Static).update(
            f"[b]{sheet.title}[/b] · seed {sheet.seed}"
            + (f" · {self.rerolls} line(s) re-rolled" if self.rerolls else "")
        )

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.draw_sheet():
            self.query_one("#prep-sheet", OptionList).focus()

    def action_reroll(self) -> None:
        listing = self.query_one("#prep-sheet", OptionList)
        index = listing.highlighted
        path = self.paths[index] if index is not None and index < len(self.paths) else None
        if self.sheet is None or path is None:
            self.notify("Highlight a line of the sheet first", severity="warning")
            return
        self.rerolls += 1
        rng = random.Random(f"{self.seed}:reroll:{self.rerolls}")
        try:
            sheet = reroll_line(
                self.library, self.sheet, path, rng, genre=self.genre, tier=self.tier
            )
        except ValueError as exc:
            self.notify(str(exc), severity="error", markup=False)
            return
        self.show(sheet)

    def action_new_sheet(self) -> None:
        self.query_one("#prep-seed", Input).value = str(random.Random(self.seed).randrange(10**6))
        self.draw_sheet()

    def action_save(self) -> None:
        from solo.tui.screens.dialogs import AskText

        if self.sheet is None:
            return
        if self.app.is_web:  # `solo serve`: the browser downloads it (no paths on the server)
            from io import StringIO

            name = f"prep-{self.seed}.md"
            self.app.deliver_text(StringIO(self.sheet.markdown()), save_filename=name)
            return
        default = str(Path.cwd() / f"prep-{self.seed}.md")
        self.app.push_screen(
            AskText("Save the prep sheet", "Markdown file:", default), self.save_to
        )

    def save_to(self, path: str | None) -> None:
        if not path or self.sheet is None:
            return
        target = Path(path).expanduser()
        try:  # whole or not at all; never into a folder, a device or a FIFO
            check_replaceable(target)
            atomic_write(target, self.sheet.markdown().encode("utf-8"))
        except OSError as exc:
            self.notify(f"{target}: cannot write: {exc.strerror}", severity="error", markup=False)
            return
        self.notify(f"Saved {target}", markup=False)

    def action_form(self) -> None:
        self.query_one("#prep-genre", Input).focus()

    def action_back(self) -> None:
        if isinstance(self.focused, Input):
            self.query_one("#prep-sheet", OptionList).focus()
        else:
            self.app.pop_screen()


def _plain(line: str) -> str:
    """A Markdown sheet line shown without its underscores, brackets escaped."""
    return line.replace(" _(", " (").replace(")_", ")").replace("[", r"\[")
