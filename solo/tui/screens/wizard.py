"""The new-campaign wizard: name, dice system, Resolve variant, genre, then the hero.

Enter goes on, Escape goes back a step. Each system shows a line about how it rolls
and the exact odds of an unmodified roll; each variant says what it changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import ContentSwitcher, Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from solo.saves.atomic import atomic_write
from solo.tui.owner import solo_app
from solo.tui.widgets.odds_bar import OddsBar, odds_legend

if TYPE_CHECKING:
    from solo.game.hero.draft import HeroDraft

SYSTEMS: dict[str, str] = {
    "fubar": "Five d6; count the evens. Bonus dice: keep the best five.",
    "buckets": "Your d10s against theirs; ties cancel, the top die wins.",
    "minifu": "Power d6s against challenge d6s; a total tie is a botch.",
    "fudge": "4dF added to a trait on the ladder, against a difficulty.",
    "d6": "A die code like 3D+1 with an exploding Wild Die.",
    "frameworks": "1-5 d6 from a score: 4+ succeeds, matching sets do better.",
    "fu": "One d6, one more per net modifier; keep the best or worst.",
}

VARIANTS: dict[str, str] = {
    "resolve": "One Resolve pool (cap 5): losses take it, rerolls spend it.",
    "doom": "Doom counts up from 0 instead; past 5 the hero is out.",
    "split": "Life (3) guards the hero; FU points pay for rerolls, facts.",
    "consequences": "FU points to spend; big losses leave Consequences.",
}

STEPS = ("name", "system", "variant", "genre")


class WizardScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape",
            "back",
            "Back",
            id="wizard.back",
            tooltip="The step before (or leave the wizard)",
        ),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.step = 0
        self.choice: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        yield Static("", id="wizard-title")
        with ContentSwitcher(initial="name", id="wizard-steps"):
            with Vertical(id="name"):
                yield Label("What is this campaign called? (letters, digits, spaces, . _ -)")
                yield Input(placeholder="e.g. Sunken Crown", id="wizard-name")
                yield Label("", id="wizard-name-error", classes="error")
            with Vertical(id="system"):
                yield OptionList(
                    *[Option(f"{name:<11}{line}", id=name) for name, line in SYSTEMS.items()],
                    id="wizard-system",
                )
                yield Label("Exact odds of a plain roll (no bonus, average opposition):")
                yield OddsBar(id="wizard-odds")
                yield Static("", id="wizard-fractions")
            with Vertical(id="variant"):
                yield OptionList(
                    *[Option(f"{name:<13}{line}", id=name) for name, line in VARIANTS.items()],
                    id="wizard-variant",
                )
            with Vertical(id="genre"):
                yield OptionList(id="wizard-genre")
        yield Footer()

    def on_mount(self) -> None:
        config = solo_app(self.app).config
        genres = solo_app(self.app).library.genres
        genre_list = self.query_one("#wizard-genre", OptionList)
        genre_list.add_options(
            [Option("generic (no genre pack)", id="-"), *[Option(g, id=g) for g in genres]]
        )
        for list_id, wanted in (
            ("system", config.system),
            ("variant", config.variant),
            ("genre", config.genre or "-"),
        ):
            options = self.query_one(f"#wizard-{list_id}", OptionList)
            ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
            options.highlighted = ids.index(wanted) if wanted in ids else 0
        self.show_step()

    def show_step(self) -> None:
        name = STEPS[self.step]
        self.query_one(ContentSwitcher).current = name
        done = " · ".join(self.choice.get(s, "") for s in STEPS[: self.step])
        titles = {
            "name": "Name",
            "system": "Dice system",
            "variant": "Resolve variant",
            "genre": "Genre pack",
        }
        self.query_one("#wizard-title", Static).update(
            f"[b]New campaign[/b] — step {self.step + 1} of 5: {titles[name]}"
            + (f"   [dim]{done}[/dim]" if done else "")
        )
        if name == "name":
            self.query_one("#wizard-name", Input).focus()
        else:
            self.query_one(f"#wizard-{name}", OptionList).focus()
            if name == "system":
                self._show_odds()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        from solo.saves.errors import SaveError
        from solo.saves.names import check_name

        error = self.query_one("#wizard-name-error", Label)
        try:
            name = check_name(event.value)
            if solo_app(self.app).store.exists(name):
                raise SaveError(f"a campaign called {name!r} already exists")
        except SaveError as exc:
            error.update(str(exc))
            return
        error.update("")
        self.choice["name"] = name
        self.step = 1
        self.show_step()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "wizard-system":
            self._show_odds()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.choice[STEPS[self.step]] = event.option.id or ""
        if self.step < len(STEPS) - 1:
            self.step += 1
            self.show_step()
        else:
            self._build_hero()

    def _show_odds(self) -> None:
        from solo.dice import odds

        options = self.query_one("#wizard-system", OptionList)
        if options.highlighted is None:
            return
        system = options.get_option_at_index(options.highlighted).id or "fubar"
        rungs = odds(system)
        self.query_one(OddsBar).show(rungs)
        legend = odds_legend(rungs).replace("\n", " · ")
        self.query_one("#wizard-fractions", Static).update(f"[dim]{legend}[/dim]")

    def _build_hero(self) -> None:
        from solo.tui.screens.hero_builder import HeroBuilderScreen

        genre = self.choice.get("genre")
        self.app.push_screen(
            HeroBuilderScreen(
                None if genre == "-" else genre,
                seed=solo_app(self.app).launch_seed,
                system=self.choice["system"],
            ),
            self._create,
        )

    def _create(self, draft: HeroDraft | None) -> None:
        """Make the campaign from the hero, keep the hero as hero.yaml, and play it."""
        if draft is None:
            return
        from solo.game.errors import GameError
        from solo.game.launch import create_game
        from solo.saves.errors import SaveError

        app = solo_app(self.app)
        genre = None if self.choice.get("genre") == "-" else self.choice.get("genre")
        name = self.choice["name"]
        try:
            game = create_game(
                app.store,
                name,
                draft.sheet(genre, self.choice["system"]),
                app.library,
                system=self.choice["system"],
                variant=self.choice["variant"],
                seed=app.launch_seed,
                genre=genre,
                where="the hero builder",
            )
        except (GameError, SaveError, ValueError) as exc:
            self.notify(str(exc), title="Refused", severity="error", markup=False)
            return
        hero_file = game.save.folder / "hero.yaml"
        try:  # a copy of the hero for `solo new --character`: the campaign is saved already
            atomic_write(hero_file, draft.yaml(genre, self.choice["system"]).encode("utf-8"))
            kept = f"hero kept in {hero_file} (solo new --character accepts it)"
        except OSError as exc:
            kept = f"the hero's copy was not written ({exc.strerror or exc}); the campaign is"
            kept += " saved"
        self.app.pop_screen()  # the wizard
        app.play(game)
        self.app.notify(f"{name}: {kept}", markup=False)

    def action_back(self) -> None:
        if self.step == 0:
            self.app.pop_screen()
        else:
            self.step -= 1
            self.show_step()
