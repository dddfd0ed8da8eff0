"""A new scene (F6): a title (or a drawn scene opener), its place and its place tags, what
the player expects and whether the oracle tests it (with the exact odds of each result,
R-GM-2); the scene's end: was the hero in control (R-GM-1)? And the session (F8): start
it, end it (maybe on a cliffhanger), resolve a cliffhanger."""

from __future__ import annotations

import random
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Checkbox, Input, Label

from solo.dice.rolls import Faces
from solo.game.campaign import Campaign
from solo.game.commands import Command
from solo.game.story.commands import EndSession, ResolveCliffhanger, StartScene, StartSession
from solo.game.story.inspiration import scene_opener
from solo.tables.model import Library
from solo.tables.places import PlaceTag, guess_tags, parse_scene_tags, tags_text
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import DIALOG_CSS


class SceneScreen(DismissOnce[StartScene | None], ModalScreen[StartScene | None]):
    """Enter starts the scene; ctrl+r draws an opener into the title; Escape cancels. The
    place's words suggest its tags (shown as the tags field's hint); typed tags win."""

    DEFAULT_CSS = DIALOG_CSS.format(name="SceneScreen")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+r", "opener", "Draw opener", id="scene.opener", tooltip="From the scene openers"
        ),
        Binding("escape", "cancel", "Cancel", id="scene.cancel", tooltip="No new scene"),
    ]

    def __init__(
        self,
        library: Library | None,
        seed: str,
        tags: frozenset[PlaceTag] = frozenset(),
        genre: str | None = None,
        *,
        odds: str = "",
        test: bool = True,
    ) -> None:
        super().__init__()
        self.library, self.seed, self.tags, self.genre = library, seed, tags, genre
        self.draws = 0
        self.odds, self.test = odds, test  # the scene test's odds and default (R-GM-2)

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "New scene"
            yield Label("Title (ctrl+r draws a scene opener):")
            yield Input(id="scene-title", placeholder="e.g. The flooded crypt")
            yield Label("Place:")
            yield Input(id="scene-place", placeholder="e.g. harbour office")
            yield Label("Tags (empty: guessed from the place):")
            yield Input(id="scene-tags", placeholder=TAGS_HINT)
            yield Label("What do you expect? (the oracle says whether it begins so)")
            yield Input(id="scene-expect", placeholder="e.g. the guards are asleep")
            yield Checkbox("Test it: does it begin as expected?", self.test, id="scene-test")
            yield Input(
                id="scene-dice", placeholder="your dice for the test, e.g. 1,4,6 (empty: rolled)"
            )
            if self.odds:
                yield Label(f"[dim]{self.odds}[/dim]", id="scene-odds", markup=True)
            yield Label("[dim]Enter start · ctrl+r opener · Esc cancel[/dim]")

    def on_input_changed(self, event: Input.Changed) -> None:
        """The tags the place (or title) suggests, as the tags field's hint."""
        if event.input.id not in ("scene-place", "scene-title"):
            return
        guessed = tags_text(guess_tags(self._words("scene-place") or self._words("scene-title")))
        hint = f"guessed: {guessed.replace(',', ', ')}" if guessed else TAGS_HINT
        self.query_one("#scene-tags", Input).placeholder = hint

    def _words(self, field: str) -> str:
        return self.query_one(f"#{field}", Input).value.strip()

    def action_opener(self) -> None:
        if self.library is None:
            self.notify("No content loaded: no scene openers", severity="warning")
            return
        self.draws += 1
        rng = random.Random(f"{self.seed}:opener:{self.draws}")
        try:
            tags = parse_scene_tags(self._words("scene-tags")) or guess_tags(
                self._words("scene-place")
            )
            text = scene_opener(self.library, rng, genre=self.genre, tags=tags or self.tags)
        except ValueError as exc:
            self.notify(str(exc), severity="warning", markup=False)
            return
        field = self.query_one("#scene-title", Input)
        field.value = text
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        title = self._words("scene-title")
        if not title:
            self.notify("A scene needs a title (or ctrl+r for an opener)", severity="warning")
            return
        tags = tuple(self._words("scene-tags").replace(",", " ").split())
        test = self.query_one("#scene-test", Checkbox).value
        try:
            dice = typed_faces(self._words("scene-dice"))
        except ValueError as exc:
            self.notify(str(exc), severity="warning", markup=False)
            return
        self.dismiss(
            StartScene(
                title,
                place=self._words("scene-place"),
                tags=tags,
                expect=self._words("scene-expect"),
                test=test or dice is not None,
                dice=dice,
            )
        )

    def action_cancel(self) -> None:
        self.dismiss(None)


TAGS_HINT = "e.g. city, indoors, night, crowd"


def typed_faces(text: str) -> Faces | None:
    """The scene test's dice typed in from a real table (``1,4,6``), or None to roll; a
    word that is no face is refused by name (the game checks the count)."""
    words = text.replace(",", " ").split()
    if not words:
        return None
    bad = next((w for w in words if not w.lstrip("-").isdigit()), None)
    if bad is not None:
        raise ValueError(f"{bad!r} is not a die face: type the faces, e.g. 1,4,6")
    return Faces(dice=tuple(int(w) for w in words))


class ControlScreen(DismissOnce[bool | None], ModalScreen[bool | None]):
    """The scene ends: was the hero in control? y or n, Enter takes the answer the scene's
    questions propose (R-GM-1), Escape leaves the scene open."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ControlScreen")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "pick('yes')", "In control", id="control.yes", tooltip="Tension falls"),
        Binding("n", "pick('no')", "Not in control", id="control.no", tooltip="Tension rises"),
        Binding("enter", "pick('default')", "As proposed", id="control.default"),
        Binding("escape", "pick('')", "Cancel", id="control.cancel", tooltip="Carry on"),
    ]

    def __init__(self, proposed: bool, tension: int) -> None:
        super().__init__()
        self.proposed, self.tension = proposed, tension

    def compose(self) -> ComposeResult:
        said = "yes" if self.proposed else "no"
        with Vertical() as box:
            box.border_title = "The scene ends"
            yield Label(f"Were you in control? (the scene's answers say {said})")
            yield Label(f"y  yes: Tension {self.tension} falls by one")
            yield Label(f"n  no: Tension {self.tension} rises by one")
            yield Label(f"[dim]Enter {said} · Esc carry on[/dim]")

    def action_pick(self, what: str) -> None:
        answers = {"yes": True, "no": False, "default": self.proposed}
        self.dismiss(answers.get(what))


class SessionScreen(DismissOnce[Command | None], ModalScreen[Command | None]):
    """While a session runs: e ends it, c ends it on a cliffhanger (asking what it is, in
    the player's words: the recap shows them); r resolves one."""

    DEFAULT_CSS = DIALOG_CSS.format(name="SessionScreen") + (
        "\nSessionScreen #cliffhanger-text, SessionScreen #cliffhanger-label { display: none; }"
        "\nSessionScreen.asking #cliffhanger-text, SessionScreen.asking #cliffhanger-label"
        " { display: block; }"
    )
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
            yield Label(
                "What is the cliffhanger? (Enter ends the session on it)", id="cliffhanger-label"
            )
            yield Input(
                id="cliffhanger-text",
                placeholder="e.g. The rope snaps above the pit",
                disabled=True,  # no focus, no letters, until c asks for it
            )
            yield Label("[dim]Esc carry on[/dim]")

    @property
    def asking(self) -> bool:
        """The cliffhanger's text is being typed: the letter keys are the player's words."""
        return self.has_class("asking")

    def action_pick(self, what: str) -> None:
        if self.asking and what:
            return  # a letter typed into the cliffhanger's text
        if what == "cliff":
            self.add_class("asking")
            field = self.query_one("#cliffhanger-text", Input)
            field.disabled = False
            field.focus()
            return
        commands: dict[str, Command] = {"end": EndSession(), "resolve": ResolveCliffhanger()}
        if what == "resolve" and not self.campaign.state.session.cliffhanger_pending:
            return
        self.dismiss(commands.get(what))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(EndSession(cliffhanger=True, text=event.value.strip()))


def session_command(campaign: Campaign) -> Command | None:
    """F8 outside a session starts one at once; inside, the session dialog decides."""
    return None if campaign.in_session else StartSession()
