"""Settings: what a new campaign starts with, where saves and content live, the theme,
key overrides by binding id, and whether a reroll asks before it is paid.

ctrl+s writes ``config.toml`` atomically and applies it at once; Escape leaves
without saving.
"""

from __future__ import annotations

import os
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Checkbox, Footer, Input, Label, Select, Static

from solo.config import Config, keymap_text, parse_keymap, save_config
from solo.tui.owner import solo_app


class SettingsScreen(Screen[None]):
    DEFAULT_CSS = """
    SettingsScreen #settings-form { height: 1fr; padding: 1 1 0 1; }
    SettingsScreen .settings-row { height: 1; margin-bottom: 1; }
    SettingsScreen .settings-row > Label { width: 20; color: $text-muted; }
    SettingsScreen .settings-row Select { width: 1fr; }
    SettingsScreen .settings-row Input { width: 1fr; }
    SettingsScreen #settings-help { height: auto; padding: 0 1; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+s",
            "save",
            "Save",
            id="settings.save",
            tooltip="Write config.toml and use these settings now",
        ),
        Binding("escape", "back", "Back", id="settings.back", tooltip="Leave without saving"),
    ]

    def compose(self) -> ComposeResult:
        from solo.dice import SYSTEMS
        from solo.rules.economy import VARIANTS

        app = solo_app(self.app)
        config: Config = app.config
        genres = app.library.genres
        yield Static(
            f"[b]Settings[/b] — {app.loaded_config.path}", id="settings-title", markup=True
        )
        with VerticalScroll(id="settings-form"):
            yield _row(
                "Dice system",
                Select(
                    [(s, s) for s in SYSTEMS],
                    value=config.system,
                    allow_blank=False,
                    compact=True,
                    id="set-system",
                ),
            )
            yield _row(
                "Resolve variant",
                Select(
                    [(v, v) for v in VARIANTS],
                    value=config.variant,
                    allow_blank=False,
                    compact=True,
                    id="set-variant",
                ),
            )
            genre_value = config.genre if config.genre in genres else Select.NULL
            yield _row(
                "Genre",
                Select(
                    [(g, g) for g in genres],
                    value=genre_value,
                    prompt="generic",
                    compact=True,
                    id="set-genre",
                ),
            )
            yield _row(
                "Saves folder", Input(config.saves or "", placeholder="the default", id="set-saves")
            )
            yield _row(
                "Content folders",
                Input(
                    os.pathsep.join(config.content),
                    placeholder=f"extra pack folders, separated by {os.pathsep}",
                    id="set-content",
                ),
            )
            themes = sorted(self.app.available_themes)
            yield _row(
                "Theme",
                Select(
                    [(t, t) for t in themes],
                    value=config.theme if config.theme in themes else Select.NULL,
                    compact=True,
                    id="set-theme",
                ),
            )
            yield _row(
                "Reroll",
                Checkbox(
                    "ask before a reroll is paid",
                    config.confirm_reroll,
                    compact=True,
                    id="set-confirm",
                ),
            )
            yield _row(
                "Rules",
                Checkbox(
                    "show rule IDs and derivations (ctrl+r in play)",
                    config.show_rules,
                    compact=True,
                    id="set-rules",
                ),
            )
            yield _row(
                "Keys",
                Input(
                    keymap_text(config.keymap),
                    placeholder="binding.id=keys; e.g. app.tables=f6",
                    id="set-keymap",
                ),
            )
        yield Static(
            "Keys: give a binding's id (F1 lists them) and its new keys, e.g. "
            "[b]app.tables=f6; campaigns.delete=x[/b]. NO_COLOR in the "
            "environment turns colour off.",
            id="settings-help",
        )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#set-system", Select).focus()

    def read_form(self) -> Config:
        """The settings as filled in; ValueError naming a bad field."""
        app = solo_app(self.app)

        def text(wid: str) -> str:
            return self.query_one(f"#{wid}", Input).value

        def chosen(wid: str) -> str | None:
            value = self.query_one(f"#{wid}", Select).value
            return None if value is Select.NULL else str(value)

        theme = chosen("set-theme")
        content = tuple(p.strip() for p in text("set-content").split(os.pathsep) if p.strip())
        return app.config.evolve(
            system=str(self.query_one("#set-system", Select).value),  # never blank
            variant=str(self.query_one("#set-variant", Select).value),
            genre=chosen("set-genre"),
            saves=text("set-saves").strip() or None,
            content=content,
            theme=app.config.theme if theme is None else theme,
            confirm_reroll=self.query_one("#set-confirm", Checkbox).value,
            show_rules=self.query_one("#set-rules", Checkbox).value,
            keymap=parse_keymap(text("set-keymap")),
        )

    def action_save(self) -> None:
        app = solo_app(self.app)
        try:
            config = self.read_form()
            path = save_config(config, app.loaded_config.path)
        except ValueError as exc:
            self.notify(str(exc), title="Not saved", severity="error", markup=False)
            return
        except OSError as exc:
            self.notify(
                f"{app.loaded_config.path}: cannot write: {exc.strerror}",
                title="Not saved",
                severity="error",
                markup=False,
            )
            return
        app.set_config(config)
        self.notify(f"Saved {path}", markup=False)

    def action_back(self) -> None:
        self.app.pop_screen()


def _row(label: str, widget: Widget) -> Horizontal:
    return Horizontal(Label(label), widget, classes="settings-row")
