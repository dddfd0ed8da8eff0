"""The play screen's story keys, one key away each: Goals (F5), new scene (F6), end scene
(F7), session (F8), oracle words (F9), dice check (F10), hero sheet (F11), and the side
panel (ctrl+b: hidden/shown, at narrow sizes a tab in place of the journal).

:class:`StoryScreen` is the play screen's base; it needs the play screen's ``game``,
``run``, ``refuse``, ``sync`` and ``action_undo``.
"""

from __future__ import annotations

import random
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.screen import Screen

from solo.game.campaign import Campaign
from solo.game.commands import Command, EndScene, Note
from solo.game.engine import Game
from solo.game.errors import GameError
from solo.game.story.dice_check import campaign_check
from solo.game.story.inspiration import oracle_words

NARROW = "-narrow"
SIDE_TOGGLED = "-side-toggled"


class StoryScreen(Screen[None]):
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 (Screen declares it an instance variable)
        (0, NARROW),
        (100, "-normal"),
        (150, "-wide"),
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "f5",
            "goals",
            "Goals",
            id="story.goals",
            show=False,
            tooltip="Milestones, Goals, the OUT trade",
        ),
        Binding(
            "f6",
            "scene_dialog",
            "New scene",
            id="story.new_scene",
            show=False,
            tooltip="Title, setting, a drawn opener",
        ),
        Binding(
            "f7",
            "end_scene",
            "End scene",
            id="story.end_scene",
            show=False,
            tooltip="Minor Conditions and Details end",
        ),
        Binding(
            "f8",
            "session",
            "Session",
            id="story.session",
            show=False,
            tooltip="Start, end, cliffhanger",
        ),
        Binding(
            "f9",
            "oracle_words",
            "Words",
            id="story.words",
            show=False,
            tooltip="Draw action/subject/focus words into the journal",
        ),
        Binding(
            "f10",
            "dice_check",
            "Dice check",
            id="story.dice_check",
            show=False,
            tooltip="Are my dice rigged? Rolled vs exact expected",
        ),
        Binding(
            "f11",
            "hero_sheet",
            "Sheet",
            id="story.sheet",
            show=False,
            tooltip="Edit the hero sheet; level up",
        ),
        Binding(
            "ctrl+b",
            "toggle_side",
            "Hero panel",
            id="story.side",
            show=False,
            tooltip="Show or hide the hero panel (a tab when narrow)",
        ),
    ]

    game: Game

    def run(self, command: Command) -> bool:  # the play screen's
        raise NotImplementedError

    def refuse(self, exc: Exception) -> None:  # the play screen's
        raise NotImplementedError

    def sync(self) -> None:  # the play screen's
        raise NotImplementedError

    def action_undo(self) -> None:  # the play screen's
        raise NotImplementedError

    def _campaign(self) -> Campaign:
        return self.game.campaign

    def _no_roll_waiting(self, what: str) -> bool:
        if self.game.campaign.pending is not None:
            self.refuse(GameError(f"a roll is waiting: settle it before {what}"))
            return False
        return True

    # --- the story --------------------------------------------------------------------

    def action_goals(self) -> None:
        from solo.tui.screens.goal import GoalScreen

        self.app.push_screen(GoalScreen(self._campaign, self.run), lambda _: self.sync())

    def action_scene_dialog(self) -> None:
        from solo.tui.screens.scene import SceneScreen

        if not self._no_roll_waiting("a new scene"):
            return
        camp = self.game.campaign
        self.app.push_screen(
            SceneScreen(
                self.game.library, self.game.rng_key(), camp.scene.setting, genre=camp.genre
            ),
            self._then_run,
        )

    def action_end_scene(self) -> None:
        if self._no_roll_waiting("the scene ends"):
            self.run(EndScene())

    def action_session(self) -> None:
        from solo.tui.screens.scene import SessionScreen, session_command

        camp = self.game.campaign
        start = session_command(camp)
        if start is not None:
            self.run(start)
        else:
            self.app.push_screen(SessionScreen(camp), self._then_run)

    def _then_run(self, command: Command | None) -> None:
        if command is not None:
            self.run(command)
        else:
            self.sync()

    def action_oracle_words(self) -> None:
        if self.game.library is None:
            self.refuse(GameError("no content is loaded: no oracle words to draw"))
            return
        try:
            camp = self.game.campaign
            text = oracle_words(
                self.game.library,
                random.Random(f"words:{self.game.rng_key()}"),
                genre=camp.genre,
                setting=(camp.scene.setting or None) if camp.scene.open else None,
            )
        except ValueError as exc:
            self.refuse(exc)
            return
        self.run(Note(text))

    def action_dice_check(self) -> None:
        from solo.tui.screens.dice_check import DiceCheckScreen

        check = campaign_check(self.game.campaign.system, self.game.history().entries)
        self.app.push_screen(DiceCheckScreen(check))

    def action_hero_sheet(self) -> None:
        from solo.tui.screens.hero_sheet import HeroSheetScreen

        self.app.push_screen(
            HeroSheetScreen(self._campaign, self.run, self.action_undo), lambda _: self.sync()
        )

    # --- the side panel and the footer by width -----------------------------------------

    def on_resize(self) -> None:
        """Narrow: a compact footer without the palette label, so F1 stays in view."""
        from textual.widgets import Footer

        narrow = self.size.width < 100
        for footer in self.query(Footer):
            footer.compact = narrow
            footer.show_command_palette = not narrow

    def action_toggle_side(self) -> None:
        self.toggle_class(SIDE_TOGGLED)
        hero = self.query_one("#hero")
        if self.has_class(NARROW) == self.has_class(SIDE_TOGGLED):
            hero.focus()  # the panel is in view now: arrows and pages scroll it
        else:
            self.sync()  # focus back where play goes on
