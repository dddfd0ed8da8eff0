"""`solo play`, full-screen: the campaign picker, the play screen, and the screens around
them (tables, prep, settings, help), with a clean exit.

The app owns the open game: it opens one when the player picks a campaign, closes it
(releasing the save's lock) when the player switches, and when it unmounts, however it
ends. Given a game, it starts on the play screen (``SoloApp(game)``); given a
:class:`Launch`, it opens that campaign or shows the picker. A campaign it opens at start
is opened after the app's first frame, the opening (:mod:`solo.tui.screens.opening`),
which needs none of the game's code; the keys typed meanwhile wait for the play screen.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, ClassVar

from msgspec import Struct
from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.screen import Screen
from textual.theme import ThemeProvider

from solo.config import Config, LoadedConfig, config_path
from solo.page_title import APP_NAME, PICKER, TITLE_META, page_title
from solo.tui.hardening import SafeCommandPalette, held_page_move, system_commands
from solo.tui.screens.campaigns import CampaignsScreen
from solo.tui.screens.opening import KeysHeld, OpeningScreen
from solo.tui.web_keys import keymap_for, with_keymap

if TYPE_CHECKING:
    from textual.actions import ActionParseResult
    from textual.dom import DOMNode

    from solo.game.engine import Game
    from solo.saves.store import SaveStore
    from solo.tables.model import Library
    from solo.tui.owner import SoloHost
    from solo.tui.screens.help import KeyGroup


class Launch(Struct, frozen=True):
    """What to open: a saves folder (None: the configured or default one) and maybe a
    campaign by name (None: the picker, or the only/demo campaign)."""

    saves: str | None = None
    name: str | None = None
    seed: int | None = None
    exit_if_refused: bool = False
    """`solo play --save NAME`: a campaign that cannot be opened ends the app (exit code 2,
    :attr:`SoloApp.refusal` says why), as the CLI ends on any refusal."""


APP_KEYS: list[BindingType] = [
    Binding(
        "f1",
        "help",
        "Help",
        id="app.help",
        tooltip="Every key, the question markers and the slash commands",
    ),
    Binding(
        "ctrl+q",
        "quit",
        "Quit",
        id="app.quit",
        priority=True,
        tooltip="Quit; the campaign is already saved",
    ),
    # --- campaigns, tables, prep, settings (issue 10) ---
    Binding(
        "ctrl+o",
        "campaigns",
        "Campaigns",
        id="app.campaigns",
        tooltip="Close this campaign and pick another, or make a new one",
    ),
    Binding(
        "f2",
        "tables",
        "Tables",
        id="app.tables",
        show=False,
        tooltip="Browse every content table: odds, draws, pins",
    ),
    Binding(
        "f3",
        "prep",
        "Prep",
        id="app.prep",
        show=False,
        tooltip="GM prep sheet: scenes, complications, Details, NPCs, words",
    ),
    Binding(
        "f4",
        "settings",
        "Settings",
        id="app.settings",
        show=False,
        tooltip="Defaults, folders, theme, keys (saved in config.toml)",
    ),
    # --- the odds lab (issue 11) ---
    Binding(
        "f12",
        "lab",
        "Odds lab",
        id="app.lab",
        show=False,
        tooltip="Exact odds of a whole conflict, and best play",
    ),
]


def key_groups() -> list[KeyGroup]:
    """The keys the help screen lists, from the bindings themselves."""
    from solo.tui.screens.play import PLAY_KEYS, STORY_KEYS
    from solo.tui.screens.tables_browser import TablesScreen
    from solo.tui.widgets.answer import AnswerPanel
    from solo.tui.widgets.question_area import QuestionArea
    from solo.tui.widgets.question_bar import QuestionBar

    return [
        (
            "Anywhere",
            [
                *_bindings(APP_KEYS),
                Binding(
                    "ctrl+p",
                    "command_palette",
                    "Commands",
                    tooltip="What fits now: scenes, sessions, downtime, undo …",
                ),
            ],
        ),
        (
            "Asking",
            [
                Binding("enter", "", "Ask", tooltip="Ask the question typed below"),
                *_bindings(QuestionBar.BINDINGS),
                *_bindings(QuestionArea.BINDINGS),
                *_bindings(PLAY_KEYS),
            ],
        ),
        ("While a roll waits", _bindings(AnswerPanel.BINDINGS)),
        ("The story", _bindings(STORY_KEYS)),
        ("Campaigns", _bindings(CampaignsScreen.BINDINGS)),
        (
            "Tables",
            [
                *[
                    b
                    for b in _bindings(TablesScreen.BINDINGS)
                    if not (b.id or "").removeprefix("tables.pin").isdigit()
                ],
                Binding("1-9", "", "Pinned", tooltip="Go to the table pinned to that digit"),
            ],
        ),
    ]


def _bindings(items: Iterable[BindingType]) -> list[Binding]:
    """The Binding objects of a BINDINGS list (all of ours are Bindings, not tuples)."""
    return [b for b in items if isinstance(b, Binding)]


def play_screen(game: Game) -> Screen[None]:
    """The screen a game is played on (its module, and the game's code with it, is
    imported when the first game is played: after the app's first frame)."""
    from solo.tui.screens.play import PlayScreen

    return PlayScreen(game)


class SoloApp(App[None]):
    CSS_PATH = "solo.tcss"
    TITLE = APP_NAME
    SUB_TITLE = PICKER

    BINDINGS: ClassVar[list[BindingType]] = APP_KEYS

    def __init__(
        self,
        game: Game | None = None,
        *,
        launch: Launch | None = None,
        config: LoadedConfig | None = None,
        library: Library | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        if game is not None:
            self.sub_title = game.save.name
        self.launch = launch or Launch()
        self.loaded_config = config or LoadedConfig(Config(), config_path())
        self._library = (
            library if library is not None else (game.library if game is not None else None)
        )
        self.keys_held: KeysHeld | None = None
        """The keys typed while the campaign opens at start (None: keys go on at once)."""
        self.refusal: str | None = None
        """Why the last campaign asked for could not be opened."""

    # --- what the app knows: config, store, content --------------------------------

    @property
    def config(self) -> Config:
        return self.loaded_config.config

    def set_config(self, config: Config) -> None:
        """Use new settings at once (the settings screen has saved them)."""
        self.loaded_config = LoadedConfig(config, self.loaded_config.path)
        self._apply_config()

    @property
    def launch_seed(self) -> int | None:
        return self.launch.seed

    @property
    def store(self) -> SaveStore:
        from solo.game.launch import store_for

        return store_for(self.launch.saves or self.config.saves)

    @property
    def library(self) -> Library:
        if self._library is None:
            from solo.game.launch import load_content

            self._library, problems = load_content(tuple(self.config.content))
            for line in problems[:3]:
                self.notify(line, title="Content", severity="warning", markup=False)
        return self._library

    def get_default_screen(self) -> Screen[None]:
        """The picker is always at the bottom: ctrl+o goes back to it, even from a game the
        app was started on (a play screen at the bottom could not be switched away from:
        ctrl+o crashed `solo play --save NAME`). Under a game opened at start it waits
        unbuilt until it is shown."""
        return CampaignsScreen(shown=self.game is None and not self._opens_at_start())

    def on_mount(self) -> None:
        self._apply_config()
        for line in self.loaded_config.problems:
            self.notify(line, title="Settings", severity="warning", markup=False, timeout=10)
        if self.game is not None:
            self.push_screen(play_screen(self.game))
        elif self._opens_at_start():
            # the play screen's frame first, then the game's code and the campaign; the
            # keys typed meanwhile wait for the play screen (KeysHeld)
            self.keys_held = KeysHeld()
            self.push_screen(OpeningScreen(self.launch.name))
            self.call_after_refresh(self._first_campaign)
        else:
            self.call_later(self._first_campaign)

    def _apply_config(self) -> None:
        config = self.config
        if config.theme in self.available_themes:
            self.theme = config.theme
        self.set_keymap(keymap_for(config.keymap, web=self.is_web))

    def _first_campaign(self) -> None:
        """`solo play`: the campaign it opens at once, else the picker (shown as it is, or
        built now that opening the campaign was refused); then the keys typed meanwhile,
        once the screen they go to is drawn."""
        # What is alive once the first frame is drawn (Textual, the app, its styles) lives
        # as long as the app: out of the collector's sight, the full collections that the
        # game's imports set off skip it (measured: 25-60 ms less CPU to the play screen;
        # the play screen freezes the rest once drawn, as before)
        gc.freeze()
        name = self._campaign_at_start()
        if name is not None and not self.open_campaign(name):
            if self.launch.exit_if_refused:
                self.exit(return_code=2)
                return
            if isinstance(self.screen, OpeningScreen):
                self.pop_screen()
            screen = self.screen
            if isinstance(screen, CampaignsScreen):
                screen.refresh_list()
        self.call_after_refresh(self._release_keys)

    def _opens_at_start(self) -> bool:
        """Whether the app starts on a campaign (:meth:`_campaign_at_start`), not the picker;
        told without the game's code, which is loaded after the first frame."""
        return bool(self.launch.name) or len(self.store.names()) <= 1

    def _campaign_at_start(self) -> str | None:
        """The named campaign; else the only one (or the demo); None: the picker."""
        from solo.game.setup import DEMO_NAME

        if self.launch.name:
            return self.launch.name
        names = self.store.names()
        if len(names) <= 1:
            return names[0] if names else DEMO_NAME
        return None

    # --- the keys typed while the campaign opens ----------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """Keys (and pastes) typed while the campaign opens are held, in order, until its
        play screen is drawn: none is lost, and none reaches a screen not yet ready."""
        held = self.keys_held
        if held is not None and held.hold(event):
            return
        if isinstance(event, events.Key) and await self._typed_into_line(event):
            return
        await super().on_event(event)

    async def _typed_into_line(self, key: events.Key) -> bool:
        """A letter (any printable key) for the focused question line, handed to it here
        rather than posted to its queue, when nothing waits there before it: Textual posts
        every key on from the app to the focused widget, whose task wakes for it (and, as
        the key repaints the line, once more for an idle round); Textual's own checks
        before it are made (a priority binding of the key, the app focus, the tooltip).
        Whether it was typed. Private API (Textual 8.2: ``App.on_event``'s key path,
        ``MessagePump._dispatch_message``, ``Screen._clear_tooltip``): re-check on an
        upgrade."""
        from solo.tui.widgets.question_bar import QuestionInput

        screen = self.screen
        line = screen.focused
        if (
            key.is_forwarded
            or not isinstance(line, QuestionInput)
            or not line.takes_at_once(key)
            or screen.maximized is not None
            or self._keymap
            or self._priority_named(key.key)
        ):
            return False
        self.app_focus = True
        screen._clear_tooltip()
        key._set_forwarded()
        await line._dispatch_message(key)
        return True

    async def _check_bindings(self, key: str, priority: bool = False) -> bool:
        """Textual's, which first looks for a priority binding of every key, building the
        bindings of each widget from the focused one up to the app (copied, and filtered
        by what each widget types) to find one: here a key no priority binding names, the
        most typed (every letter), is passed by at once. Private API (Textual 8.2:
        ``App._check_bindings``, ``App._keymap``, ``DOMNode._bindings``): re-check on an
        upgrade."""
        if priority and not self._keymap and not self._priority_named(key):
            return False
        return await super()._check_bindings(key, priority)

    def _priority_named(self, key: str) -> bool:
        """Whether a priority binding of ``key`` is declared by the focused widget, a
        container of it, its screen or the app (those that Textual's binding chain reads)."""
        screen = self.screen
        focused = screen.focused
        nodes = (
            (screen, self) if focused is None or focused.loading else focused.ancestors_with_self
        )
        return any(
            binding.priority
            for node in nodes
            for binding in node._bindings.key_to_bindings.get(key, ())
        )

    def _release_keys(self) -> None:
        """Stop holding keys once the keys already queued are held too (a callback runs
        after the messages posted before it), then send them all on, in order."""
        self.call_later(self._replay_keys)

    async def _replay_keys(self) -> None:
        held, self.keys_held = self.keys_held, None
        for event in held.typed if held is not None else []:
            await super().on_event(event)

    # --- opening and closing games --------------------------------------------------

    def open_campaign(self, name: str) -> bool:
        """Open a campaign by name and play it; a refusal is a notification (and kept in
        :attr:`refusal`, for the CLI to say)."""
        from solo.game.errors import GameError
        from solo.game.launch import open_game
        from solo.saves.errors import SaveError

        try:
            game = open_game(self.store, name, self.library)
        except (SaveError, GameError, ValueError) as exc:
            self.refusal = str(exc)
            self.notify(str(exc), title="Cannot open", severity="error", markup=False)
            return False
        self.play(game)
        for warning in game.save.warnings:
            self.notify(f"{name}: {warning}", severity="warning", markup=False)
        return True

    def play(self, game: Game) -> None:
        """Play an open game (the app closes it when done), in place of the opening frame
        when that is on show."""
        self.close_game()
        self.game = game
        self.sub_title = game.save.name
        if isinstance(self.screen, OpeningScreen):
            self.switch_screen(play_screen(game))
        else:
            self.push_screen(play_screen(game))

    def game_changed(self) -> None:
        """The open game changed under the screen on top (a table's result kept as a note):
        the play screen under it shows it."""
        from solo.tui.screens.play import PlayScreen

        for screen in self.screen_stack:
            if isinstance(screen, PlayScreen) and screen.game is self.game:
                screen.sync()

    def close_game(self) -> None:
        if self.game is not None:
            self.game.close()
            self.game = None
        self.sub_title = PICKER

    # --- the title: "solo — NAME", in the app and on the browser tab ------------------

    def watch_sub_title(self) -> None:
        self._name_the_page()

    def _name_the_page(self) -> None:
        """Under `solo serve`, tell the page which campaign it plays (its tab title)."""
        write_meta = getattr(self._driver, "write_meta", None) if self.is_web else None
        if write_meta is not None:
            write_meta({"type": TITLE_META, "title": page_title(self.sub_title)})

    # --- the command palette, hardened (play2: issue 9 item 6) ------------------------

    def action_command_palette(self) -> None:
        if any(isinstance(s, CommandPalette) for s in self.screen_stack):
            return  # one palette at a time, even when another screen covers it
        if self.use_command_palette:
            # no id: a palette just dismissed may still hold one while it unmounts, and a
            # second screen of the same id crashed the app (DuplicateIds, a key-mash find)
            self.push_screen(SafeCommandPalette())

    def search_themes(self) -> None:
        """Textual's theme picker, hardened like our palette (it crashed a key-mash)."""
        self.push_screen(
            SafeCommandPalette(providers=[ThemeProvider], placeholder="Search for themes…")
        )

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's own entries (less the broken Screenshot one), then the odds lab."""
        yield from system_commands(super().get_system_commands(screen))
        yield from self._campaign_commands()
        yield SystemCommand(
            "Odds lab", "exact odds of a whole conflict, and best play (F12)", self.action_lab
        )
        yield SystemCommand(
            "Lab roster",
            "every hero against every foe, and what each lever is worth (F8 in the lab)",
            self.action_lab_roster,
        )

    def _campaign_commands(self) -> Iterable[SystemCommand]:
        """How a newcomer leaves the demo: a campaign of their own, or another one; found
        by typing "new" or "campaign" (issue 20.6)."""
        yield SystemCommand(
            "New campaign…",
            "name, dice system, Resolve variant, genre, then the hero",
            self.action_new_campaign,
        )
        if self.game is not None:
            yield SystemCommand(
                "Open campaign…", "close this one and pick another (ctrl+o)", self.action_campaigns
            )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "campaigns":
            return self.game is not None
        return True

    async def run_action(
        self,
        action: str | ActionParseResult,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """Every binding's action, as Textual runs it; a page move an OptionList cannot
        make yet is held (play2: no key sequence may crash the app; solo.tui.hardening)."""
        if held_page_move(action, default_namespace):
            return True  # the key is taken, and does nothing
        return await super().run_action(action, default_namespace, namespaces)

    def action_help(self) -> None:
        from solo.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            keymap = keymap_for(self.config.keymap, web=self.is_web)
            self.push_screen(HelpScreen(with_keymap(key_groups(), keymap)))

    def action_campaigns(self) -> None:
        """Close the game and go back to the picker (always at the bottom of the stack)."""
        self.close_game()
        while len(self.screen_stack) > 1 and not isinstance(self.screen, CampaignsScreen):
            self.pop_screen()
        screen = self.screen
        if isinstance(screen, CampaignsScreen):
            screen.refresh_list()
        self.refresh_bindings()

    def action_new_campaign(self) -> None:
        """The new-campaign wizard, over the campaign picker (where Escape leads back)."""
        from solo.tui.screens.hero_builder import HeroBuilderScreen
        from solo.tui.screens.wizard import WizardScreen

        if any(isinstance(s, (WizardScreen, HeroBuilderScreen)) for s in self.screen_stack):
            return  # one is being made already
        self.action_campaigns()
        self.push_screen(WizardScreen())

    def action_tables(self) -> None:
        from solo.tui.screens.tables_browser import TablesScreen

        if not isinstance(self.screen, TablesScreen):
            self.push_screen(TablesScreen())

    def action_prep(self) -> None:
        from solo.tui.screens.prep import PrepScreen

        if not isinstance(self.screen, PrepScreen):
            self.push_screen(PrepScreen())

    def action_settings(self) -> None:
        from solo.tui.screens.settings import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen())

    # --- the odds lab (issue 11): F12 and the command palette ---

    def action_lab(self) -> None:
        from solo.tui.screens.lab import LabScreen

        if not isinstance(self.screen, LabScreen):
            self.push_screen(LabScreen())

    def action_lab_roster(self) -> None:
        from solo.tui.screens.lab import LabScreen
        from solo.tui.screens.lab_roster import RosterScreen

        if isinstance(self.screen, RosterScreen):
            return
        if isinstance(self.screen, LabScreen):
            self.screen.action_roster()
            return
        from solo.tui.lab_form import LabForm, campaign_form

        game = self.game
        self.push_screen(RosterScreen(campaign_form(game.campaign) if game else LabForm()))

    def on_unmount(self) -> None:
        self.close_game()


if TYPE_CHECKING:  # the app offers its screens all they ask of it (owner.SoloHost)
    _OFFERS_WHAT_SCREENS_ASK: type[SoloHost] = SoloApp
