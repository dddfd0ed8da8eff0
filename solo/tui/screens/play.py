"""The play screen: the hero, the journal, the waiting roll and the question bar.

State changes happen here, in handlers, and only through the open Game (``Game.run``
with a typed command, ``undo``, ``redo``); the game saves itself after each. Widgets get data passed down and
post messages up; a refusal (GameError) becomes an error notification.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.command import Provider
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.widgets import Input, Label

from solo.game.actions import Step
from solo.game.campaign import Campaign
from solo.game.choices import Likelihood
from solo.game.commands import Accept, Ask, Command, Note
from solo.game.engine import Game, UndoResult
from solo.game.errors import GameError
from solo.game.grammar import ShellCommand, read_line
from solo.printable import printable
from solo.saves.errors import SaveError
from solo.tui.commands import GameCommands
from solo.tui.messages import PrefillQuestion, RunCommand
from solo.tui.pending import PendingView, pending_view
from solo.tui.screens.play_keys import PLAY_KEYS, STORY_F_ACTIONS
from solo.tui.screens.settling import SettlingScreen
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.footer import CoalescingFooter
from solo.tui.widgets.hero import HeroPanel
from solo.tui.widgets.journal import Journal
from solo.tui.widgets.question_area import QuestionArea
from solo.tui.widgets.question_bar import QuestionBar
from solo.tui.widgets.story_header import StoryHeader

LIKELIHOODS = tuple(Likelihood)  # very likely … very unlikely


class PlayScreen(SettlingScreen):
    """The story keys and the side panel's layout come from StoryScreen (story_keys.py),
    settling a waiting roll from SettlingScreen (settling.py), the keys from play_keys.py."""

    AUTO_FOCUS = "#question"  # typing goes to the question bar, a waiting roll or not
    DEFAULT_CSS = """
    PlayScreen ToastRack { dock: top; align: right top; }  /* never over the question bar */
    QuestionBar.-note > #mode { color: $text-warning; }
    """
    BINDINGS: ClassVar[list[BindingType]] = PLAY_KEYS
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {GameCommands}

    # data passed down, never drawn here: a screen's repaint redraws every widget on it
    campaign: reactive[Campaign | None] = reactive(None, always_update=True, repaint=False)
    world: reactive[bool] = reactive(False, repaint=False)
    note_mode: reactive[bool] = reactive(False, repaint=False)
    likelihood: reactive[Likelihood] = reactive(Likelihood.EVEN, repaint=False)

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.set_reactive(PlayScreen.campaign, game.campaign)

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            yield HeroPanel(id="hero").data_bind(PlayScreen.campaign)
            with Vertical(id="play"):
                yield StoryHeader(id="story-header").data_bind(PlayScreen.campaign)
                yield Journal(id="journal")
                yield AnswerPanel(id="answer").data_bind(view=PlayScreen.pending)
                # the question area (issue 9 items 1-2): pool builder, live odds, question bar
                yield QuestionArea(id="question-area").data_bind(
                    PlayScreen.campaign, PlayScreen.world, PlayScreen.likelihood
                )
        yield CoalescingFooter()

    def on_mount(self) -> None:
        self.sync()

    def watch_pending(self, old: PendingView | None, new: PendingView | None) -> None:
        if (old is None) != (new is None):
            self.refresh_bindings()  # check_action's answer changed

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """While a roll waits the settling keys show; otherwise the question keys do."""
        if action in ("settle", "shape"):
            return self.pending is not None
        if action in STORY_F_ACTIONS:  # F5-F10 tell the story only while no roll waits
            return self.pending is None
        if action in ("likelihood", "world_likelihood"):  # typed text is never eaten
            return self._likelihood_key_applies(world_only=action == "world_likelihood")
        return not (action in ("toggle_world", "cycle_likelihood") and self.pending is not None)

    def _likelihood_key_applies(self, world_only: bool) -> bool:
        """alt+N and (in world mode) N pick a likelihood only in an empty question bar."""
        if self.pending is not None or self.note_mode or (world_only and not self.world):
            return False
        bars = self.query(QuestionBar)
        return bool(bars) and not bars.first().query_one(Input).value

    def sync(self) -> None:
        """Show the game as it now is: hero, journal, waiting roll, and where focus goes."""
        if not self.query(Journal):
            return  # the screen is going, or not composed yet: nothing to show (key-mash)
        camp = self.game.campaign
        self.campaign = camp
        self.pending = pending_view(camp, self._preview()) if camp.pending else None
        self.query_one(Journal).show(self.game.journal())
        self.query_one(QuestionArea).set_waiting(self.pending is not None)
        if not isinstance(self.focused, AnswerPanel) or self.pending is None:
            self.query_one(QuestionBar).focus_input()  # typing goes on; F-keys settle

    def _preview(self) -> Step | str:
        """What accepting the waiting roll would do now, or why it is refused."""
        try:
            return self.game.preview(Accept())
        except GameError as exc:
            return str(exc)

    def run(self, command: Command) -> bool:
        """``Game.run(command)``; a refusal is an error notification, nothing else."""
        try:
            self.game.run(command)
        except (GameError, SaveError) as exc:
            self.refuse(exc)
            return False
        self.sync()
        return True

    def refuse(self, exc: Exception) -> None:
        self.notify(printable(str(exc)), title="Refused", severity="error", markup=False)

    # --- messages from the widgets and the palette ---------------------------------

    def on_question_bar_asked(self, message: QuestionBar.Asked) -> None:
        if not message.text.strip():
            return  # Enter on an empty bar: nothing to ask
        if self.note_mode and not message.text.lstrip().startswith("/"):
            if self.run(Note(message.text.strip())):
                self.query_one(QuestionBar).clear()
            return
        try:
            request = read_line(
                message.text,
                world=self.world,
                likelihood=self.likelihood,
                character=self.game.campaign.character,
                details=tuple(d.name for d in self.game.campaign.scene.details),
            )
        except GameError as exc:
            self.refuse(exc)
            return
        bar = self.query_one(QuestionBar)
        if isinstance(request, ShellCommand):
            bar.clear()
            self.call_later(
                self.run_action,
                request.name if request.name in ("undo", "redo") else f"app.{request.name}",
            )
        elif isinstance(request, Ask) and message.dice is not None:
            if self.run(replace(request, dice=message.dice)):  # dice typed in (ctrl+t)
                bar.clear()
        elif self.run(request):
            bar.clear()
            if isinstance(request, Ask) and request.question.world:
                self.world = False  # world mode is for one question; back to actions

    def on_run_command(self, message: RunCommand) -> None:
        self.run(message.command)

    def on_prefill_question(self, message: PrefillQuestion) -> None:
        self.query_one(QuestionBar).prefill(message.text)

    # --- actions ---------------------------------------------------------------------

    def action_undo(self) -> None:
        self._undo_or_redo(self.game.undo, "Undone")

    def action_redo(self) -> None:
        self._undo_or_redo(self.game.redo, "Redone")

    def _undo_or_redo(self, step: Callable[[], UndoResult], word: str) -> None:
        try:
            target = step()
        except (GameError, SaveError) as exc:
            self.refuse(exc)
            return
        self.notify(printable(f"{word}: {target.title}"), markup=False)
        self.sync()

    def action_likelihood(self, index: int) -> None:
        self.world = True
        self.likelihood = LIKELIHOODS[index]

    def action_world_likelihood(self, index: int) -> None:
        self.action_likelihood(index)

    def action_toggle_note(self) -> None:
        self.note_mode = not self.note_mode
        bar = self.query_one(QuestionBar)
        bar.set_class(self.note_mode, "-note")
        if self.note_mode:
            bar.query_one("#mode", Label).update("Note")
        else:
            self.query_one(QuestionBar)._show_mode()
        self.notify("Note mode: lines are kept as notes" if self.note_mode else "Back to questions")

    def action_toggle_world(self) -> None:
        self.world = not self.world

    def action_cycle_likelihood(self) -> None:
        self.world = True
        i = LIKELIHOODS.index(self.likelihood)
        self.likelihood = LIKELIHOODS[(i + 1) % len(LIKELIHOODS)]

    def action_new_scene(self) -> None:
        if self.pending is not None:
            self.refuse(GameError("a roll is waiting: settle it before a new scene"))
            return
        self.post_message(PrefillQuestion("/scene "))

    def action_scroll_journal(self, direction: int) -> None:
        journal = self.query_one(Journal)
        if direction < 0:
            journal.scroll_page_up()
        else:
            journal.scroll_page_down()
