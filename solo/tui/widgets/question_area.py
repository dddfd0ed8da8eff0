"""The question area: the pool builder, the live odds and the question bar, as one request.

The typed line and the builder's rows are two views of one
:class:`~solo.game.turn.question.Question` (:mod:`solo.game.turn.pool_builder`): typing markers
switches rows on, switching a row rewrites the markers, and the odds bar shows the exact
odds the roll would use after every change. ctrl+g shows or hides the builder, Tab moves
between the line and the builder, ctrl+t asks the screen for physical-dice entry
(:class:`QuestionArea.EnterDice`).
Nothing here changes the game: asking goes up as :class:`QuestionBar.Asked`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Input

from solo.dice.base import Params
from solo.game import grammar
from solo.game.campaign import Campaign
from solo.game.choices import Likelihood
from solo.game.errors import GameError
from solo.game.turn import pool_builder
from solo.game.turn.question import Question
from solo.rules.tension import event_chance
from solo.tui.widgets.pool_builder import PoolBuilder
from solo.tui.widgets.pool_odds import PoolOdds
from solo.tui.widgets.question_bar import NameSuggester, QuestionBar, QuestionInput


class QuestionArea(Vertical):
    """Builder, odds and bar; keeps :attr:`request` in step with both views."""

    DEFAULT_CSS = """
    QuestionArea { height: auto; }
    """
    # Builder and odds are shown and hidden by their own `display` (see _show_parts), not
    # by a class on the area: a class change restyles the whole area every turn.

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+g",
            "toggle_builder",
            "Pool",
            id="ask.builder",
            tooltip="Show or hide what applies to the question (the pool builder)",
        ),
        Binding(
            "ctrl+t",
            "enter_dice",
            "My dice",
            id="ask.dice",
            priority=True,  # in a browser it is ctrl+e, which the question line also binds
            tooltip="Ask with dice you rolled yourself: type their faces",
        ),
    ]

    @dataclass
    class EnterDice(Message):
        """ctrl+t: the player rolled real dice for the question framed in ``area``; the
        screen asks for their faces, then asks the question with them (or, on Escape,
        gives the question bar its focus back)."""

        area: QuestionArea
        system: str
        params: Params
        title: str

        @property
        def control(self) -> QuestionArea:
            return self.area

    campaign: reactive[Campaign | None] = reactive(None, always_update=True, repaint=False)
    world: reactive[bool] = reactive(False, repaint=False)
    likelihood: reactive[Likelihood] = reactive(Likelihood.EVEN, repaint=False)
    rules: reactive[bool] = reactive(False, repaint=False)  # "show rules": each row's rule ID

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.request: Question = pool_builder.blank()
        self._waiting = False  # a roll waits: nothing to frame
        self.builder_hidden = False  # ctrl+g
        self.suggester = NameSuggester()
        self._shown: Question | None = None  # the pool the rows and odds show (words blanked)

    def compose(self) -> ComposeResult:
        yield PoolBuilder(id="pool-builder")
        yield PoolOdds(id="pool-odds")
        yield QuestionBar(id="ask").data_bind(QuestionArea.world, QuestionArea.likelihood)

    def on_mount(self) -> None:
        self.query_one("#question", QuestionInput).completion = self.suggester
        self.reframe()

    def watch_campaign(self) -> None:
        self.reframe()

    @property
    def waiting(self) -> bool:
        """A roll waits: builder and odds are hidden, there is nothing to frame."""
        return self._waiting

    def set_waiting(self, waiting: bool) -> None:
        if waiting != self.waiting:
            self._waiting = waiting
            self._show_parts()
            self.refresh_bindings()
            self.reframe()  # a roll settled: frame the next question afresh

    def watch_world(self) -> None:
        self.reframe()

    def watch_likelihood(self) -> None:
        self.reframe()

    def watch_rules(self) -> None:
        self.reframe()

    @property
    def typed(self) -> str:
        return self.query_one("#question", Input).value

    # --- the two views ---------------------------------------------------------------

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "question":
            self.reframe(typed=True)

    def reframe(self, *, typed: bool = False) -> None:
        """Read the typed line into the request; show its rows and odds (or why not).
        ``typed``: only the line changed since the last frame, so when it frames the same
        pool as before (a word typed, no marker), the rows and odds shown stay as they are."""
        camp = self.campaign
        if camp is None or not self.is_mounted or self.waiting:
            return  # while a roll waits the builder and odds are hidden: nothing to frame
        self.suggester.names = pool_builder.names(camp)
        odds = self.query_one(PoolOdds)
        line, shown, self._shown = self.typed, self._shown, None
        if line.startswith("/"):
            odds.show_error("a command: Enter runs it")
            return
        try:
            self.request = pool_builder.framed(
                camp, line, world=self.world, likelihood=self.likelihood
            )
            pool = replace(self.request, text="?")  # the pool and its odds never read the words
            if typed and pool == shown:
                self._shown = pool
                return
            rungs = pool_builder.odds(camp, self.request).rungs
        except GameError as exc:
            odds.show_error(str(exc))
        else:
            odds.show(rungs, event_chance(camp.tension) if camp.events else None)
            self._shown = pool
        self.query_one(PoolBuilder).show(pool_builder.choices(camp, self.request), rules=self.rules)

    def on_pool_builder_toggled(self, message: PoolBuilder.Toggled) -> None:
        message.stop()
        camp = self.campaign
        if camp is None:
            return
        self.request = pool_builder.toggle(camp, self.request, message.key)
        field = self.query_one("#question", Input)
        words = grammar.question_words(field.value)
        with field.prevent(Input.Changed):
            field.value = grammar.line(words, self.request)
            field.cursor_position = len(words)
        self.reframe()

    # --- keys ------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """While a roll waits, the framing keys step out of the footer."""
        return not (action in ("toggle_builder", "enter_dice") and self.waiting)

    def _show_parts(self) -> None:
        """The builder shows unless a roll waits or the player hid it; the odds unless a
        roll waits."""
        self.query_one(PoolBuilder).display = not (self.waiting or self.builder_hidden)
        self.query_one(PoolOdds).display = not self.waiting

    def action_toggle_builder(self) -> None:
        self.builder_hidden = not self.builder_hidden
        self._show_parts()
        builder = self.query_one(PoolBuilder)
        if self.builder_hidden and builder.has_focus:
            self.query_one(QuestionBar).focus_input()

    def action_enter_dice(self) -> None:
        camp = self.campaign
        if camp is None or self.waiting:
            return
        if not grammar.question_words(self.typed) or self.typed.startswith("/"):
            self.notify("Type the question first, then ctrl+t for your own dice", markup=False)
            return
        try:
            params = pool_builder.params(camp, self.request)
        except GameError as exc:
            self.notify(str(exc), title="Can't frame it", severity="error", markup=False)
            return
        words = grammar.question_words(self.typed)
        self.post_message(self.EnterDice(self, camp.system, params, words))
