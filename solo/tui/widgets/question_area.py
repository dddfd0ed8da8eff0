"""The question area: the pool builder, the live odds and the question bar, as one request;
while a roll waits, the answer panel in the builder's rows.

The typed line and the builder's rows are two views of one
:class:`~solo.game.turn.question.Question` (:mod:`solo.game.turn.pool_builder`): typing markers
switches rows on, switching a row rewrites the markers, and the odds bar shows the exact
odds the roll would use after every change. ctrl+g shows or hides the builder, Tab moves
between the line and the builder, ctrl+t asks the screen for physical-dice entry
(:class:`QuestionArea.EnterDice`).
Nothing here changes the game: asking goes up as :class:`QuestionBar.Asked`.

The builder with its odds and the answer panel take turns in the same rows (the lower
area), as tall as the tallest of them has needed since the terminal last changed size: a
turn swaps them without changing the size of anything else on the screen, so the journal
above stays where it is and the screen is laid out once per key, not three times.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from msgspec.structs import replace
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Input

from solo.dice.base import Params
from solo.game import grammar
from solo.game.campaign import Campaign
from solo.game.choices import Likelihood
from solo.game.errors import GameError
from solo.game.turn import pool_builder
from solo.game.turn.question import Question, kind_of
from solo.rules.tension import event_chance
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.pool_builder import PoolBuilder
from solo.tui.widgets.pool_odds import PoolOdds
from solo.tui.widgets.question_bar import NameSuggester, QuestionBar

BUILDER_ROWS = 6
"""Rows of the builder the lower area makes room for (more show when half the play column
is more)."""
LOWER_ROWS = 16
"""The most rows the lower area takes, however tall the terminal (the rest is the
journal's): about what an answer with a random event needs at 120 columns; a longer
answer scrolls."""


def phrased_world(text: str) -> bool | None:
    """Whether a typed line's phrasing reads as a question about the world (True) or the
    hero's action (False): "Do I…", "Can I…" an action, any other question one about the
    world (R-ORA-4); None for a command or a single word, which say nothing yet."""
    if text.startswith("/") or len(text.split()) < 2:
        return None
    return kind_of(grammar.question_words(text)) == "world"


class QuestionArea(Vertical):
    """Builder, odds and bar (the answer panel in place of builder and odds while a roll
    waits); keeps :attr:`request` in step with both views."""

    DEFAULT_CSS = """
    QuestionArea { height: auto; }
    QuestionArea #framing { height: auto; }
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

    @dataclass
    class Phrased(Message):
        """The line typed reads as a question of the other kind (``world``: about the
        world; else about the hero's action, R-ORA-4): the screen follows it unless the
        player chose the kind."""

        world: bool
        text: str  # the line that reads so: a line asked or changed since says nothing

    campaign: reactive[Campaign | None] = reactive(None, always_update=True, repaint=False)
    world: reactive[bool] = reactive(False, repaint=False)
    likelihood: reactive[Likelihood] = reactive(Likelihood.EVEN, repaint=False)
    rules: reactive[bool] = reactive(False, repaint=False)  # "show rules": each row's rule ID

    def __init__(self, answer: AnswerPanel, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.answer = answer
        """The waiting roll's panel (bound to the screen's state by the screen)."""
        self.request: Question = pool_builder.blank()
        self._waiting = False  # a roll waits: nothing to frame
        self.builder_hidden = False  # ctrl+g
        self.suggester = NameSuggester()
        self._shown: Question | None = None  # the pool the rows and odds show (words blanked)
        self._read: tuple[bool, str] | None = None
        """What of the line the frame shown was read from: whether it is a command, and its
        markers (:func:`solo.game.turn.pool_builder.markers`)."""
        self._lower = 0
        """Rows of the lower area, fixed for the size of the play column."""
        self._sized_for = (0, 0)
        """The (width, height) of the play column the lower area was fitted to."""
        self._framing_height: int | None = None  # the builder and odds' rows (None: auto)
        # the parts, kept (a query walks the DOM again on every turn, since showing or
        # hiding a widget voids Textual's query cache)
        self.builder, self.odds = PoolBuilder(id="pool-builder"), PoolOdds(id="pool-odds")
        self.framing = Vertical(self.builder, self.odds, id="framing")
        """The builder and the odds, hidden while a roll waits."""
        self.bar = QuestionBar(id="ask")  # bound to this area's kind in compose

    def compose(self) -> ComposeResult:
        yield self.answer
        yield self.framing
        yield self.bar.data_bind(QuestionArea.world, QuestionArea.likelihood)

    def on_mount(self) -> None:
        field = self.bar.field
        field.completion, field.typed_into = self.suggester, self._line_changed
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
        self.fit_lower()

    # --- the lower area ----------------------------------------------------------------

    def fit_lower(self) -> None:
        """Give the builder (with its odds) and the answer panel the same rows, fixed for
        the size of the screen: half the play column up to :data:`LOWER_ROWS`, or what the
        builder and odds need if that is more. A turn then changes the size of nothing: the answer panel takes
        the builder's place and gives it back, and the journal above keeps its rows. (Sized
        to each answer, the area grew over the first answers until it reached half the
        column, and each growth laid out and drew the journal and the lower area again,
        10-20 ms of a turn.) An answer longer than that scrolls."""
        width, column = self.size.width, self._column_height()
        if not width:
            return  # not laid out yet: the first resize fits it
        self._sized_for = (width, column)
        rows = max(min(column // 2, LOWER_ROWS), self._framing_rows())
        if rows != self._lower:
            self._lower = rows
            self.answer.fit(rows)
            self._size_framing()

    def _column_height(self) -> int:
        """The height of the play column this area sits at the foot of."""
        parent = self.parent
        return parent.size.height if isinstance(parent, Widget) else 0

    def _framing_rows(self) -> int:
        """The builder's rows (up to :data:`BUILDER_ROWS`) and border, and the odds."""
        builder = self.builder
        rows = min(builder.option_count, BUILDER_ROWS) + builder.styles.gutter.height
        return rows + PoolOdds.ROWS

    def on_resize(self, event: Resize) -> None:
        if (event.size.width, self._column_height()) != self._sized_for:
            self.fit_lower()

    def watch_world(self) -> None:
        self.reframe()

    def watch_likelihood(self) -> None:
        self.reframe()

    def watch_rules(self) -> None:
        self.reframe()

    @property
    def typed(self) -> str:
        return self.bar.field.value

    # --- the two views ---------------------------------------------------------------

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "question":
            # stopped here: every key's Changed went on through five more message queues
            # (the containers, the screen, the app); the screen hears only a new kind
            event.stop()
            self._line_changed(event)

    def _line_changed(self, event: Input.Changed) -> None:
        """The line changed (a key typed into it is heard at once, not as a message)."""
        self.reframe(typed=True)
        self._read_kind(event.value)

    def _read_kind(self, text: str) -> None:
        """Say when the line's phrasing reads as the other kind of question."""
        world = phrased_world(text)
        if world is not None and world != self.world:
            self.post_message(self.Phrased(world, text))

    def reframe(self, *, typed: bool = False) -> None:
        """Read the typed line into the request; show its rows and odds (or why not).
        ``typed``: only the line changed since the last frame, so when it frames the same
        pool as before (a word typed, no marker), the rows and odds shown stay as they are."""
        camp = self.campaign
        if camp is None or not self.is_mounted or self.waiting:
            return  # while a roll waits the builder and odds are hidden: nothing to frame
        line = self.typed
        read = (line.startswith("/"), pool_builder.markers(line))
        if typed and read == self._read:
            return  # a word typed: the frame reads the same markers, and it stands
        self._read = read
        self.suggester.names = pool_builder.names(camp)
        odds = self.odds
        shown, self._shown = self._shown, None
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
        self.builder.show(pool_builder.choices(camp, self.request), rules=self.rules)

    def on_pool_builder_toggled(self, message: PoolBuilder.Toggled) -> None:
        message.stop()
        camp = self.campaign
        if camp is None:
            return
        self.request = pool_builder.toggle(camp, self.request, message.key)
        field = self.bar.field
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
        roll waits (the answer panel shows itself while one does). With the builder hidden
        the odds keep only their own rows."""
        self.framing.display = not self.waiting
        self.builder.display = not self.builder_hidden
        self._size_framing()

    def _size_framing(self) -> None:
        """The builder and odds take the lower area's rows (only the odds' own rows while
        the builder is hidden, or before the area is fitted)."""
        height = None if self.builder_hidden or not self._lower else self._lower
        if height != self._framing_height:  # setting it, even unchanged, lays out the screen
            self._framing_height = height
            self.framing.styles.height = height
            builder = self.builder.styles  # its own height and at most 8 rows
            builder.height, builder.max_height = (None, None) if height is None else ("1fr", "100%")

    def action_toggle_builder(self) -> None:
        self.builder_hidden = not self.builder_hidden
        self._show_parts()
        if self.builder_hidden and self.builder.has_focus:
            self.bar.focus_input()

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
