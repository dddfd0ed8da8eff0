"""The play screen: the hero, the journal, the waiting roll and the question bar.

State changes happen here, in handlers, and only through the open Game (``Game.run``
with a typed command, ``undo``, ``redo``); the game saves itself after each. Widgets get data passed down and
post messages up; a refusal (GameError) becomes an error notification.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import Provider
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Input, Label

from solo.game.campaign import Campaign
from solo.game.choices import Choice, Likelihood, Take
from solo.game.commands import (
    Accept,
    Ask,
    Command,
    Concede,
    EditOffer,
    GiveOffer,
    Note,
    RedrawOffer,
    Reroll,
)
from solo.game.context import Step
from solo.game.engine import Game
from solo.game.errors import GameError
from solo.game.grammar import ShellCommand, read_line
from solo.game.offer_card import Target
from solo.printable import printable
from solo.saves.errors import SaveError
from solo.tui.commands import GameCommands
from solo.tui.messages import PrefillQuestion, RunCommand, Settle
from solo.tui.pending import PendingView, pending_view
from solo.tui.screens.dialogs import Confirm
from solo.tui.screens.likelihood_keys import LIKELIHOOD_KEYS, WORLD_DIGIT_KEYS
from solo.tui.screens.reroll import OfferWords, OfferWordsScreen, RerollScreen
from solo.tui.screens.story_keys import StoryScreen
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.footer import CoalescingFooter
from solo.tui.widgets.hero import HeroPanel
from solo.tui.widgets.journal import Journal
from solo.tui.widgets.question_area import QuestionArea
from solo.tui.widgets.question_bar import QuestionBar
from solo.tui.widgets.story_header import StoryHeader


def _confirm_rerolls(screen: Screen[None]) -> bool:
    """The settings' ``confirm_reroll`` (on unless the player turned it off)."""
    config = getattr(screen.app, "config", None)
    return bool(getattr(config, "confirm_reroll", True))


LIKELIHOODS = tuple(Likelihood)  # very likely … very unlikely
TAKE = {Choice.ACCEPT: Take.AUTO, Choice.DETAIL: Take.DETAIL, Choice.NOTHING: Take.NONE}
TARGETS = (Target.HERO, Target.OPPOSITION, Target.SCENE)

# --- keys (play2): settling needs an F-key, so typing in the bar never settles a roll -----
SETTLE_KEYS = [
    Binding(
        "f5",
        "settle('accept')",
        "Accept",
        id="play.accept",
        tooltip="Accept the answer: pay what it costs, keep what it brings, as shown",
    ),
    Binding(
        "f6",
        "settle('reroll')",
        "Reroll",
        id="play.reroll",
        tooltip="Pay to reroll some of your dice; the panel shows the price (R-RES-2)",
    ),
    Binding(
        "f7",
        "settle('nothing')",
        "Keep nothing",
        id="play.nothing",
        tooltip="Accept, keeping nothing from the and/but",
    ),
    Binding(
        "f8",
        "shape('redraw')",
        "Redraw",
        id="play.redraw",
        show=False,  # named in the answer panel: the footer keeps room for F1 at 80 columns
        tooltip="Draw the and/but offer again",
    ),
    Binding(
        "shift+f8",
        "shape('complication')",
        "New complication",
        id="play.redraw_complication",
        show=False,
        tooltip="Draw the complication again, keeping the rest of the offer",
    ),
    Binding(
        "f9",
        "shape('edit')",
        "Edit",
        id="play.edit",
        show=False,
        tooltip="Put the offer and its complication in your own words",
    ),
    Binding(
        "f10",
        "shape('give')",
        "Give to",
        id="play.give",
        show=False,
        tooltip="Give the offer to the hero, the opposition or the scene",
    ),
]
# F5-F10 settle a waiting roll; with no roll waiting the same keys tell the story
# (StoryScreen's bindings, listed again here so both live under one key, and
# check_action lets the one that fits the moment act and show in the footer).
STORY_F_KEYS = [
    b
    for b in StoryScreen.BINDINGS
    if isinstance(b, Binding) and b.key in {k.key for k in SETTLE_KEYS}
]
STORY_F_ACTIONS = {b.action for b in STORY_F_KEYS}


class PlayScreen(StoryScreen):
    """The story keys and the side panel's layout come from StoryScreen (story_keys.py)."""

    AUTO_FOCUS = "#question"  # typing goes to the question bar, a waiting roll or not
    DEFAULT_CSS = """
    PlayScreen ToastRack { dock: top; align: right top; }  /* never over the question bar */
    QuestionBar.-note > #mode { color: $text-warning; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+w",
            "toggle_world",
            "World/action",
            id="play.world",
            priority=True,  # over the question line's own ctrl+w (and ctrl+f in a browser)
            tooltip="Switch between asking about your action and about the world",
        ),
        Binding(
            "ctrl+l",
            "cycle_likelihood",
            "Likelihood",
            id="play.likelihood",
            tooltip="World questions: very likely → … → very unlikely",
        ),
        Binding(
            "ctrl+z",
            "undo",
            "Undo",
            id="play.undo",
            tooltip="Undo the last action (the journal keeps the undo)",
        ),
        Binding(
            "ctrl+y",
            "redo",
            "Redo",
            id="play.redo",
            show=False,
            tooltip="Redo what was just undone",
        ),
        Binding(
            "pageup",
            "scroll_journal(-1)",
            "Journal up",
            id="play.journal_up",
            show=False,
            tooltip="Scroll the journal back",
        ),
        Binding(
            "pagedown",
            "scroll_journal(1)",
            "Journal down",
            id="play.journal_down",
            show=False,
            tooltip="Scroll the journal forward",
        ),
        *SETTLE_KEYS,
        *STORY_F_KEYS,  # the same F-keys when no roll waits (check_action picks)
        *LIKELIHOOD_KEYS,
        *WORLD_DIGIT_KEYS,
        Binding(
            "ctrl+n",
            "toggle_note",
            "Note",
            id="play.note",
            priority=True,  # in a browser it is ctrl+k, which the question line also binds
            tooltip="Note mode: the next lines are kept as notes in the journal, not asked",
        ),
    ]
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {GameCommands}

    campaign: reactive[Campaign | None] = reactive(None, always_update=True)
    pending: reactive[PendingView | None] = reactive(None)
    world: reactive[bool] = reactive(False)
    note_mode: reactive[bool] = reactive(False)
    likelihood: reactive[Likelihood] = reactive(Likelihood.EVEN)

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

    def on_answer_panel_chosen(self, message: AnswerPanel.Chosen) -> None:
        self.settle(message.choice)

    def on_settle(self, message: Settle) -> None:
        self.settle(message.choice)

    def on_run_command(self, message: RunCommand) -> None:
        self.run(message.command)

    def on_prefill_question(self, message: PrefillQuestion) -> None:
        self.query_one(QuestionBar).prefill(message.text)

    # --- actions ---------------------------------------------------------------------

    def settle(self, choice: Choice) -> None:
        """Settle the waiting roll: accept (auto/detail/nothing), reroll or concede."""
        view = self.pending
        if view is None:
            self.refuse(GameError("there is no roll waiting: ask a question first"))
            return
        if choice is Choice.CONCEDE:
            self.run(Concede(high_stakes=view.high_stakes))
        elif choice is Choice.REROLL:
            if view.reroll_refused:
                self.refuse(GameError(view.reroll_refused))
                return
            self.app.push_screen(RerollScreen(view), self._reroll)
        else:
            self.run(Accept(TAKE[choice]))

    def _reroll(self, which: list[int] | None) -> None:
        if not which:
            self.sync()
            return
        view = self.pending
        price = view.reroll_price if view is not None else ""
        if not _confirm_rerolls(self) or price in ("", "free"):
            self.run(Reroll(tuple(which)))
            return
        dice = ", ".join(map(str, which))
        question = f"Reroll dice {dice}: {price}. Pay it? (R-RES-2)"

        def paid(yes: bool | None) -> None:
            if yes:
                self.run(Reroll(tuple(which)))
            else:
                self.sync()

        self.app.push_screen(Confirm("Pay for a reroll?", question), paid)

    def action_undo(self) -> None:
        self._undo_or_redo(self.game.undo, "Undone")

    def action_redo(self) -> None:
        self._undo_or_redo(self.game.redo, "Redone")

    def _undo_or_redo(self, step: Callable[[], dict[str, Any]], word: str) -> None:
        try:
            target = step()
        except (GameError, SaveError) as exc:
            self.refuse(exc)
            return
        self.notify(printable(f"{word}: {target['title']}"), markup=False)
        self.sync()

    def action_settle(self, choice: str) -> None:
        self.settle(Choice(choice))

    def action_shape(self, how: str) -> None:
        """Redraw the offer, put it in your words, or give it to the next taker."""
        view = self.pending
        if view is None:
            return
        if how in ("redraw", "complication"):
            self.run(RedrawOffer(complication_only=how == "complication"))
        elif how == "edit" and view.offer is not None:
            words = view.offer.text_for(view.target) if view.target else None
            if words is None and not view.offer.complication:
                self.run(EditOffer())  # refused, with the reason
                return
            self.app.push_screen(
                OfferWordsScreen(words, view.offer.complication or None), self._edited
            )
        elif how == "give":
            current = view.target or (Target.SCENE if view.world else Target.HERO)
            order = [
                t for t in TARGETS if t is not Target.OPPOSITION or self.game.campaign.opposition
            ]
            nxt = order[(order.index(current) + 1) % len(order)] if current in order else order[0]
            self.run(GiveOffer(nxt))

    def _edited(self, words: OfferWords | None) -> None:
        if words is not None and (words.text or words.complication):
            self.run(EditOffer(words.text or "", words.complication))

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
