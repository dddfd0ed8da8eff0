"""A new scene (F6): a title (or a drawn scene opener) and a setting from the content;
and the session (F8): start it, end it (maybe on a cliffhanger), resolve a cliffhanger."""

from __future__ import annotations

import random
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Select

from solo.game.campaign import Campaign
from solo.game.commands import Command, EndSession, ResolveCliffhanger, StartScene, StartSession
from solo.game.story.inspiration import scene_opener, settings
from solo.tables.model import Library
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import DIALOG_CSS


class SceneScreen(DismissOnce[StartScene | None], ModalScreen[StartScene | None]):
    """Enter starts the scene; ctrl+r draws an opener into the title; Escape cancels."""

    DEFAULT_CSS = DIALOG_CSS.format(name="SceneScreen")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+r", "opener", "Draw opener", id="scene.opener", tooltip="From the scene openers"
        ),
        Binding("escape", "cancel", "Cancel", id="scene.cancel", tooltip="No new scene"),
    ]

    def __init__(
        self, library: Library | None, seed: str, setting: str = "", genre: str | None = None
    ) -> None:
        super().__init__()
        self.library, self.seed, self.setting, self.genre = library, seed, setting, genre
        self.draws = 0

    def compose(self) -> ComposeResult:
        known = settings(self.library) if self.library is not None else ()
        with Vertical() as box:
            box.border_title = "New scene"
            yield Label("Title (ctrl+r draws a scene opener):")
            yield Input(id="scene-title", placeholder="e.g. The flooded crypt")
            yield Label("Setting:")
            yield Select(
                [(s, s) for s in known],
                prompt="no setting",
                value=self.setting if self.setting in known else Select.NULL,
                id="scene-setting",
            )
            yield Label("[dim]Enter start · ctrl+r opener · Esc cancel[/dim]")

    def action_opener(self) -> None:
        if self.library is None:
            self.notify("No content loaded: no scene openers", severity="warning")
            return
        self.draws += 1
        rng = random.Random(f"{self.seed}:opener:{self.draws}")
        try:
            chosen = self.query_one("#scene-setting", Select).value
            setting = chosen if isinstance(chosen, str) else None
            text = scene_opener(self.library, rng, genre=self.genre, setting=setting)
        except ValueError as exc:
            self.notify(str(exc), severity="warning", markup=False)
            return
        field = self.query_one("#scene-title", Input)
        field.value = text
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        title = event.value.strip()
        if not title:
            self.notify("A scene needs a title (or ctrl+r for an opener)", severity="warning")
            return
        setting = self.query_one("#scene-setting", Select).value
        self.dismiss(StartScene(title, setting if isinstance(setting, str) else ""))

    def action_cancel(self) -> None:
        self.dismiss(None)


class SessionScreen(DismissOnce[Command | None], ModalScreen[Command | None]):
    """While a session runs: e ends it, c ends it on a cliffhanger; r resolves one."""

    DEFAULT_CSS = DIALOG_CSS.format(name="SessionScreen")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("e", "pick('end')", "End", id="session.end", tooltip="End the session"),
        Binding(
            "c", "pick('cliff')", "Cliffhanger", id="session.cliff", tooltip="End on a cliffhanger"
        ),
        Binding(
            "r", "pick('resolve')", "Resolve", id="session.resolve", tooltip="Resolve a cliffhanger"
        ),
        Binding("escape", "pick('')", "Cancel", id="session.cancel", tooltip="Carry on"),
    ]

    def __init__(self, campaign: Campaign) -> None:
        super().__init__()
        self.campaign = campaign

    def compose(self) -> ComposeResult:
        camp = self.campaign
        waiting = camp.state.session.cliffhanger_pending
        with Vertical() as box:
            box.border_title = f"Session {camp.session}"
            yield Label("e  end the session")
            yield Label("c  end it on a cliffhanger (next session's +2 waits for it)")
            if waiting:
                yield Label("r  the cliffhanger resolves now (+2 Resolve)")
            yield Label("[dim]Esc carry on[/dim]")

    def action_pick(self, what: str) -> None:
        commands: dict[str, Command] = {
            "end": EndSession(),
            "cliff": EndSession(cliffhanger=True),
            "resolve": ResolveCliffhanger(),
        }
        if what == "resolve" and not self.campaign.state.session.cliffhanger_pending:
            return
        self.dismiss(commands.get(what))


def session_command(campaign: Campaign) -> Command | None:
    """F8 outside a session starts one at once; inside, the session dialog decides."""
    return None if campaign.in_session else StartSession()
