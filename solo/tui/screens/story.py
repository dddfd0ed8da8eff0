"""The story told from the play screen while no roll waits, one key away each: Goals (F5),
a new scene (F6), the scene's end (F7), the session (F8), oracle words (F9), the dice
check (F10) and the hero sheet (F11); and, roll waiting or not, "Previously…" (at a
session's start, and from the palette), the journal's search (ctrl+f) and the threads,
NPCs and foes (shift+F7).

:class:`Story` is a part of the play screen, not a screen: it opens the story's dialogs
and runs what they return through the screen's ``run``, ``refuse`` and ``sync``.

Each dialog's module is imported when it is first opened, not with the play screen: the
play screen's first frame needs none of them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from solo.game.campaign import Campaign
from solo.game.commands import Command
from solo.game.errors import GameError
from solo.game.story.commands import EndScene, Note, StartScene
from solo.game.story.dice_check import campaign_check
from solo.game.story.emulator import campaign_odds
from solo.game.story.inspiration import oracle_words
from solo.game.story.recap import recap, recap_session, sessions_played
from solo.game.story.scene_test import odds_text
from solo.printable import printable
from solo.rules.tension import moved
from solo.tui.widgets.journal import Journal

if TYPE_CHECKING:
    from solo.tui.screens.play import PlayScreen


class Story:
    """The story's dialogs and one-key changes, run on the play screen's game."""

    def __init__(self, screen: PlayScreen) -> None:
        self.screen = screen

    def _campaign(self) -> Campaign:
        return self.screen.game.campaign

    def _no_roll_waiting(self, what: str) -> bool:
        if self.screen.game.campaign.pending is not None:
            self.screen.refuse(GameError(f"a roll is waiting: settle it before {what}"))
            return False
        return True

    def _then_run(self, command: Command | None) -> None:
        if command is not None:
            self.screen.run(command)
        else:
            self.screen.sync()

    def _then_sync(self, _: None) -> None:
        self.screen.sync()

    def goals(self) -> None:
        from solo.tui.screens.goal import GoalScreen

        screen = self.screen
        screen.app.push_screen(GoalScreen(self._campaign, screen.run), self._then_sync)

    def new_scene(self) -> None:
        """The open scene's end first (was the hero in control?), then the new scene's form
        with its test's odds at the Tension that end leaves (R-GM-1, R-GM-2)."""
        from solo.tui.screens.scene import ControlScreen

        if not self._no_roll_waiting("a new scene"):
            return
        camp = self._campaign()
        if not camp.scene.open:
            self._scene_form(None)
            return

        def answered(control: bool | None) -> None:
            if control is None:
                self.screen.sync()
            else:
                self._scene_form(control)

        self.screen.app.push_screen(ControlScreen(camp.scene.in_control, camp.tension), answered)

    def _scene_form(self, control: bool | None) -> None:
        """The new scene's form; ``control`` is how the open scene ends (None: none is)."""
        from solo.tui.screens.scene import SceneScreen

        game = self.screen.game
        camp = game.campaign
        tension = camp.tension if control is None else moved(camp.tension, in_control=control)
        odds = odds_text(campaign_odds(camp.evolve(tension=tension)))
        first = camp.scene.number == 0 or camp.state.session.cliffhanger_pending

        def started(command: StartScene | None) -> None:
            if command is None:
                self.screen.sync()
            elif control is None or self.screen.run(EndScene(control=control)):
                if self.screen.run(command):
                    self._tested()

        self.screen.app.push_screen(
            SceneScreen(
                game.library,
                game.rng_key(),
                camp.scene.tags,
                genre=camp.genre,
                odds=f"Odds at Tension {tension}: {odds}",
                test=not first,
            ),
            started,
        )

    def new_clock(self) -> None:
        """The new clock's form (shift+F6), roll waiting or not."""
        from solo.tui.screens.clock import ClockScreen

        self.screen.app.push_screen(ClockScreen(self._campaign()), self._then_run)

    def _tested(self) -> None:
        """The scene test's result where the player looks: how it begins and what it
        brought (the journal has it too, R-GM-2)."""
        test = self.screen.game.journal()[-1].scene_test
        if test is not None:
            self.screen.notify(
                printable("\n".join(test.lines()[1:])), title="Scene test", markup=False
            )

    def end_scene(self) -> None:
        """Was the hero in control? The scene's answers propose it (R-GM-1)."""
        from solo.tui.screens.scene import ControlScreen

        if not self._no_roll_waiting("the scene ends"):
            return
        camp = self._campaign()
        if not camp.scene.open:
            self.screen.run(EndScene())  # refused with the rules' reason
            return

        def answered(control: bool | None) -> None:
            if control is None:
                self.screen.sync()
            else:
                self.screen.run(EndScene(control=control))

        self.screen.app.push_screen(ControlScreen(camp.scene.in_control, camp.tension), answered)

    def session(self) -> None:
        from solo.tui.screens.scene import SessionScreen, session_command

        camp = self.screen.game.campaign
        start = session_command(camp)
        if start is not None:
            self.screen.run(start)
        else:
            self.screen.app.push_screen(SessionScreen(camp), self._then_run)

    def oracle_words(self) -> None:
        game = self.screen.game
        if game.library is None:
            self.screen.refuse(GameError("no content is loaded: no oracle words to draw"))
            return
        try:
            camp = game.campaign
            text = oracle_words(
                game.library,
                random.Random(f"words:{game.rng_key()}"),
                genre=camp.genre,
                tags=camp.scene.tags if camp.scene.open else None,
            )
        except ValueError as exc:
            self.screen.refuse(exc)
            return
        self.screen.run(Note(text))

    def dice_check(self) -> None:
        from solo.tui.screens.dice_check import DiceCheckScreen

        game = self.screen.game
        check = campaign_check(game.campaign.system, game.history().entries)
        self.screen.app.push_screen(DiceCheckScreen(check))

    def cast(self) -> None:
        """The threads, NPCs and foes (shift+F7, R-GM-4)."""
        from solo.tui.screens.cast import CastScreen

        screen = self.screen
        screen.app.push_screen(CastScreen(self._campaign, screen.run), self._then_sync)

    def hero_sheet(self) -> None:
        from solo.tui.screens.hero_sheet import HeroSheetScreen

        screen = self.screen
        screen.app.push_screen(
            HeroSheetScreen(self._campaign, screen.run, screen.action_undo), self._then_sync
        )

    def previously(self, *, asked: bool = True) -> None:
        """ "Previously…" on the session before this one (R-GM-7); when not ``asked`` (a
        session starting, a campaign opening) only if that session has a journal."""
        from solo.tui.screens.recap import RecapScreen

        game = self.screen.game
        records = list(game.history().entries)
        session = recap_session(game.campaign)
        if session is None or session not in sessions_played(records):
            if asked:
                self.screen.notify("No earlier session to recap yet")
            return
        told = recap(records, game.save.state, session)
        self.screen.app.push_screen(RecapScreen(told), self._then_sync)

    def search_journal(self) -> None:
        """Every entry into the journal, then the search box over it."""
        from solo.tui.screens.journal_search import JournalSearchScreen

        journal = self.screen.query_one(Journal)
        journal.show(self.screen.game.journal(), everything=True)
        self.screen.app.push_screen(JournalSearchScreen(journal), self._then_sync)
