"""The play screen: the hero, the journal, the waiting roll and the question bar, and every
key that plays the game.

State changes happen here, in handlers, and only through the open Game (``Game.run``
with a typed command, ``undo``, ``redo``); the game saves itself after each. Widgets get
data passed down and post messages up; a refusal (GameError) becomes an error
notification. Two parts do the screen's longer work, each given the screen: the
:class:`~solo.tui.screens.settlement.Settlement` settles and shapes a waiting roll, the
:class:`~solo.tui.screens.story.Story` opens the story's dialogs (Goals, scenes, sessions …).

The keys: asking (world/action, likelihood, note mode), undo/redo, the journal's scrolling,
the F-keys that settle a waiting roll and, with no roll waiting, the same F-keys telling
the story. Settling needs an F-key, so typing in the question bar never settles a roll.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import ClassVar

from msgspec.structs import replace
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Footer, Input, Label

from solo.dice.rolls import Faces
from solo.game.actions import Step
from solo.game.campaign import Campaign
from solo.game.choices import Choice, Likelihood
from solo.game.commands import Command
from solo.game.engine import Game, UndoResult
from solo.game.errors import GameError
from solo.game.grammar import ShellCommand, read_line
from solo.game.story.commands import Note, StartSession
from solo.game.turn.commands import Accept, Ask
from solo.printable import printable
from solo.rule_ids import shown
from solo.saves.errors import SaveError
from solo.tui.compositor import CroppedCompositor
from solo.tui.messages import PrefillQuestion, RunCommand, Settle
from solo.tui.owner import solo_app
from solo.tui.palette import (
    NeedsText,
    PaletteEntry,
    ScreenAction,
    palette_entries,
    palette_help,
)
from solo.tui.pending import PendingView, pending_view
from solo.tui.screens.dice_entry import DiceEntryScreen
from solo.tui.screens.reroll import TextPromptScreen
from solo.tui.screens.settlement import Settlement
from solo.tui.screens.story import Story
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.footer import CoalescingFooter
from solo.tui.widgets.hero import HeroPanel
from solo.tui.widgets.journal import Journal, LiveEntries
from solo.tui.widgets.question_area import QuestionArea, phrased_world
from solo.tui.widgets.question_bar import NOTE_HINT, QuestionBar, QuestionInput
from solo.tui.widgets.story_header import StoryHeader

LIKELIHOODS = tuple(Likelihood)  # very likely … very unlikely
NARROW = "-narrow"
# --- the footer by width: every key a newcomer needs (F1, ctrl+o) stays in view at 80 ---
FULL_FOOTER_WIDTH = 120
"""Below this the footer is compact and leaves out :data:`NARROW_FOOTER_HIDES`."""
PALETTE_LABEL_WIDTH = 100
"""Below this the footer has no "^p palette" label either (ctrl+p still opens it)."""
NARROW_FOOTER_HIDES = frozenset({"play.likelihood"})
"""Keys a compact footer leaves out: ctrl+l is in F1, the palette ("Next likelihood") and
the digits 1-5 in world mode."""
SIDE_TOGGLED = "-side-toggled"
SAVE_PAUSE = 2.0
"""Seconds without an action after which the campaign's state file is rewritten."""
YOUNG_OBJECTS = 20_000
"""Objects made (less those freed) between two collections of the youngest generation
once the play screen is drawn; Python's default is 700. Drawing a frame holds thousands of
short-lived strips and segments at once, so at 700 a turn stopped ~15 times to walk them:
measured over ten turns, 57-61 ms of collections at 700, 15 ms at 20,000. Garbage in
reference cycles waits a little longer to be freed (at most that many objects)."""


def steady_collector() -> None:
    """The collector as play wants it: everything alive once the screen is drawn (Textual,
    the content, the campaign) lives as long as the app, so it is put out of the
    collector's sight (a full collection looks only at what turns made since, instead of
    stopping a turn for 40-70 ms every ten seconds or so to walk every object of the
    process); and the youngest generation is collected every :data:`YOUNG_OBJECTS`."""
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])


# --- the story, one key away each (while no roll waits) ----------------------------------
STORY_KEYS: list[BindingType] = [
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
        "ctrl+f",
        "search_journal",
        "Search",
        id="story.search",
        show=False,
        tooltip="Search the journal: each hit in turn, with their count",
    ),
    Binding(
        "shift+f6",
        "new_clock",
        "New clock",
        id="story.clock",
        show=False,
        tooltip="A clock: its name, segments and what ticks it, with its forecast",
    ),
    Binding(
        "shift+f7",
        "cast",
        "Threads and NPCs",
        id="story.cast",
        show=False,
        tooltip="Threads, NPCs and foes: add, rename, close, remove",
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

# --- keys (play2): settling needs an F-key, so typing in the bar never settles a roll -----
SETTLE_KEYS: list[BindingType] = [
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
        tooltip="Pay to reroll some of your dice; the panel shows the price",
    ),
    Binding(
        "f7",
        "settle('nothing')",
        "Keep nothing",
        id="play.nothing",
        tooltip="Accept, keeping nothing from the and/but",
    ),
    Binding(
        "shift+f5",
        "toggle_more",
        "More",
        id="play.more",
        show=False,  # named in the answer panel
        tooltip="Show every draw of the answer (its reading, a complication), or only its one thing",
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


def _bindings(items: list[BindingType]) -> list[Binding]:
    """The Binding objects of a BINDINGS list (all of ours are Bindings, not tuples)."""
    return [b for b in items if isinstance(b, Binding)]


# F5-F10 settle a waiting roll; with no roll waiting the same keys tell the story (listed
# again here so both live under one key, and check_action lets the one that fits the
# moment act and show in the footer).
STORY_F_KEYS = [
    b for b in _bindings(STORY_KEYS) if b.key in {k.key for k in _bindings(SETTLE_KEYS)}
]
STORY_F_ACTIONS = {b.action for b in STORY_F_KEYS}

# --- one key per likelihood (issue 9.6), chosen so real terminals and browsers deliver them
# Terminals (xterm, VTE, tmux) and the browser's terminal send alt+2 as ``ESC 2``, which
# Textual decodes as the character macOS types for Option+2 (``™``; alt+1 … alt+5 become
# ``¡ ™ £ ¢ ∞``, the question bar's ALT_DIGITS). So alt+N is bound under both names, and
# only while the question bar is empty, so that a typed ``£`` is never lost. The plain
# digits 1-5 pick the likelihood while the bar is in world mode and still empty (a
# question's own digits come after its first word). Every key here also switches to a
# world question.
ALT_DIGIT_KEY_NAMES = (
    "inverted_exclamation_mark",
    "trade_mark_sign",
    "pound_sign",
    "cent_sign",
    "infinity",
)

LIKELIHOOD_KEYS: list[BindingType] = [
    Binding(
        f"alt+{i},{ALT_DIGIT_KEY_NAMES[i - 1]}",
        f"likelihood({i - 1})",
        f"{like.label}",
        key_display=f"alt+{i}",
        id=f"play.likely{i}",
        show=False,
        priority=True,
        tooltip=f"In an empty question bar: ask the next world question as {like.label}",
    )
    for i, like in enumerate(Likelihood, start=1)
]

WORLD_DIGIT_KEYS: list[BindingType] = [
    Binding(
        str(i),
        f"world_likelihood({i - 1})",
        f"{like.label}",
        id=f"play.world_likely{i}",
        show=False,
        priority=True,
        tooltip=f"World mode, empty question bar: {like.label}",
    )
    for i, like in enumerate(Likelihood, start=1)
]

PLAY_KEYS: list[BindingType] = [
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
        "ctrl+r",
        "toggle_rules",
        "Rules",
        id="play.rules",
        show=False,
        tooltip="Show rules: each turn's dice, odds and how they were worked out, with rule IDs",
    ),
    Binding(
        "ctrl+n",
        "toggle_note",
        "Note",
        id="play.note",
        priority=True,  # in a browser it is ctrl+k, which the question line also binds
        tooltip="Note mode: the next lines are kept as notes in the journal, not asked",
    ),
]
"""The asking keys, as the help screen lists them (the story keys are listed apart)."""


def screen_keys() -> list[BindingType]:
    """Every key of the play screen, in the order the footer shows them: the story's keys
    first (each F-key with its settling binding ahead of its story binding), then the
    asking keys that no story key shares."""
    play = _bindings(PLAY_KEYS)
    story_keys = {b.key for b in _bindings(STORY_KEYS)}
    shared = [[p for p in play if p.key == s.key] + [s] for s in _bindings(STORY_KEYS)]
    first = [b for group in shared for b in dict.fromkeys(group)]
    return [*first, *(b for b in play if b.key not in story_keys)]


class GameCommands(Provider):
    """The command palette's game entries (ctrl+p): what fits the campaign on the play
    screen the palette was opened from (:func:`solo.tui.palette.palette_entries`)."""

    def _entries(self) -> list[PaletteEntry]:
        screen = self.screen
        if not isinstance(screen, PlayScreen):
            return []  # no game on this screen: nothing to offer
        history = screen.game.history()
        return palette_entries(
            screen.game.campaign, bool(history.entries), bool(history.redoable), screen.world
        )

    def _run(self, entry: PaletteEntry) -> Callable[[], object]:
        run = entry.run
        if isinstance(run, ScreenAction):
            return partial(self.screen.run_action, run.value)
        if isinstance(run, Choice):
            return partial(self.screen.post_message, Settle(run))
        if isinstance(run, NeedsText):
            return partial(self._ask_words, run)
        return partial(self.screen.post_message, RunCommand(run))

    def _ask_words(self, need: NeedsText) -> None:
        screen = self.screen

        def done(words: str | None) -> None:
            if words is not None:
                screen.post_message(RunCommand(need.build(words)))

        self.app.push_screen(TextPromptScreen(need.prompt, allow_empty=True), done)

    async def discover(self) -> Hits:
        for entry in self._entries():
            yield DiscoveryHit(entry.title, self._run(entry), help=palette_help(entry.help))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for entry in self._entries():
            score = matcher.match(entry.title)
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(entry.title),
                    self._run(entry),
                    help=palette_help(entry.help),
                )


@contextmanager
def sizes_handed_quietly() -> Iterator[None]:
    """While it lasts, a widget handed its sizes by a layout (``Widget._size_updated``,
    private API, Textual 8.2.8) takes its virtual size as its scroll views do after a
    scroll: set, without asking for a layout and a repaint of its own. Textual's
    ``virtual_size`` reactive asks for both, so a layout that changed the size of anything
    (the journal as the lower area grew, the builder shown again at a new size, the
    answer's text) was followed by a second, which found nothing to move and repainted
    every widget that had asked (5-15 ms a step). That layout has already placed and drawn
    every widget at the sizes it handed out; what a new virtual size does change, a
    scrollbar coming or going, asks for its own layout (``show_vertical_scrollbar``), and
    nothing in Textual or solo watches ``virtual_size``."""
    handed = Widget._size_updated

    def quietly(
        widget: Widget, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        return handed(widget, size, virtual_size, container_size, layout=False)

    Widget._size_updated = quietly  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        Widget._size_updated = handed  # type: ignore[method-assign]


class PlayScreen(Screen[None]):
    """Lays out the hero panel, the journal, the answer panel and the question area; runs
    what they ask on the game and passes the campaign down again."""

    AUTO_FOCUS = "#question"  # typing goes to the question bar, a waiting roll or not
    DEFAULT_CSS = """
    PlayScreen ToastRack { dock: top; align: right top; }  /* never over the question bar */
    QuestionBar.-note > #mode { color: $text-warning; }
    """
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 (Screen declares it an instance variable)
        (0, NARROW),
        (100, "-normal"),
        (150, "-wide"),
    ]
    BINDINGS: ClassVar[list[BindingType]] = screen_keys()
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {GameCommands}

    # data passed down, never drawn here: a screen's repaint redraws every widget on it
    pending: reactive[PendingView | None] = reactive(None, repaint=False)
    campaign: reactive[Campaign | None] = reactive(None, always_update=True, repaint=False)
    world: reactive[bool] = reactive(False, repaint=False)
    note_mode: reactive[bool] = reactive(False, repaint=False)
    show_rules: reactive[bool] = reactive(False, repaint=False)
    """Rule IDs and derivations in the journal, the answer panel and refusals (R-GM-8)."""
    likelihood: reactive[Likelihood] = reactive(Likelihood.EVEN, repaint=False)

    def __init__(self, game: Game) -> None:
        super().__init__()
        self._compositor: CroppedCompositor = CroppedCompositor()  # a key draws the widgets
        # it shows in only
        self.game = game
        self.kind_pinned = False  # the player chose the kind: the phrasing no longer does
        self.show_more = False  # shift+F5: every draw of the waiting answer (R-GM-6)
        self.typed_event_die: int | None = None  # typed with the dice (ctrl+t, R-GM-3)
        self.settlement = Settlement(self)
        self.story = Story(self)
        self.set_reactive(PlayScreen.campaign, game.campaign)
        # each action is saved the moment it is played as its journal line; the state
        # file is rewritten once play pauses (and on close), not twice a turn
        game.save.state_lags = True
        self._save_timer: Timer | None = None

    _laying_out = False
    """The screen is being laid out (:meth:`_refresh_layout`)."""

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        """Textual's layout (private API, 8.2.8), handing each widget its new sizes
        quietly (see :func:`sizes_handed_quietly`); its frame draws what the widgets asked
        to repaint as they took them (:meth:`_compositor_refresh`)."""
        self._laying_out = True
        try:
            with sizes_handed_quietly():
                super()._refresh_layout(size, scroll)
        finally:
            self._laying_out = False

    def _compositor_refresh(self) -> None:
        """Textual's frame (private API, 8.2.8); a layout's frame also draws the repaints
        asked for while it handed out sizes (:meth:`CroppedCompositor.take_repaints`)."""
        if self._laying_out:
            self._compositor.take_repaints()
        super()._compositor_refresh()

    journal: Journal | None = None
    """The journal (the parts of the screen are made in :meth:`compose`, and kept: a query
    walks the DOM again on every turn, since showing or hiding a widget voids Textual's
    query cache). None until composed."""
    area: QuestionArea
    footer: CoalescingFooter

    def compose(self) -> ComposeResult:
        self.journal = Journal(id="journal")
        answer = AnswerPanel(id="answer").data_bind(
            view=PlayScreen.pending, rules=PlayScreen.show_rules
        )
        # the question area (issue 9 items 1-2): pool builder, live odds, question bar;
        # the answer panel in the builder's rows while a roll waits
        self.area = QuestionArea(answer, id="question-area").data_bind(
            PlayScreen.campaign,
            PlayScreen.world,
            PlayScreen.likelihood,
            rules=PlayScreen.show_rules,
        )
        self.footer = CoalescingFooter()
        with Horizontal(id="main"):
            yield HeroPanel(id="hero").data_bind(PlayScreen.campaign)
            with Vertical(id="play"):
                yield StoryHeader(id="story-header").data_bind(PlayScreen.campaign)
                yield self.journal
                yield self.area
        yield self.footer

    def on_mount(self) -> None:
        self.show_rules = solo_app(self.app).config.show_rules
        self.sync()
        self.call_after_refresh(steady_collector)
        if self.game.campaign.in_session:  # opened on a session with one behind it (R-GM-7)
            self.call_after_refresh(self.story.previously, asked=False)

    def watch_show_rules(self) -> None:
        if self.query(Journal):
            self.query_one(Journal).show(
                LiveEntries(self.game.history().entries), rules=self.show_rules
            )

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
        return self.journal is not None and not self.area.bar.field.value

    def sync(self) -> None:
        """Show the game as it now is: hero, journal, waiting roll, and where focus goes."""
        journal = self.journal
        if journal is None or not journal.is_attached:
            return  # the screen is going, or not composed yet: nothing to show (key-mash)
        camp = self.game.campaign
        area = self.area
        if camp.pending is not None:
            area.set_waiting(True)  # first: the campaign passed down frames no question then
        self.campaign = camp
        if camp.pending is None:
            self.show_more = False
        self.pending = (
            pending_view(camp, self._preview(), more=self.show_more) if camp.pending else None
        )
        journal.show(LiveEntries(self.game.history().entries), rules=self.show_rules)
        area.set_waiting(self.pending is not None)
        if not isinstance(self.focused, AnswerPanel) or self.pending is None:
            area.bar.focus_input()  # typing goes on; F-keys settle
        # the keys that changed are relabelled now, so they are drawn in the turn's frame:
        # the bindings signal reaches the footer only after it, a frame of their own
        if self.footer.is_attached:
            self.footer.relabel_now()
        self._save_when_paused()

    def _save_when_paused(self) -> None:
        """Rewrite the campaign's state file once no action has come for
        :data:`SAVE_PAUSE` seconds (the journal already holds every action)."""
        if self._save_timer is not None:
            self._save_timer.stop()
        self._save_timer = self.set_timer(SAVE_PAUSE, self._save_state)

    def _save_state(self) -> None:
        try:
            self.game.save.flush()
        except SaveError as exc:
            self.notify(printable(str(exc)), title="Not saved", severity="warning", markup=False)

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
        if isinstance(command, StartSession):
            self.story.previously(asked=False)  # a session starts with "Previously…"
        return True

    def refuse(self, exc: Exception) -> None:
        """A refusal as a notification, in the player's words (R-GM-8: no rule IDs unless
        "show rules" is on)."""
        text = shown(str(exc), rules=self.show_rules)
        self.notify(printable(text), title="Refused", severity="error", markup=False)

    # --- messages from the widgets and the palette ---------------------------------

    def on_question_bar_asked(self, message: QuestionBar.Asked) -> None:
        if not message.text.strip():
            return  # Enter on an empty bar: nothing to ask
        self._follow_phrasing(message.text)  # keys typed in a burst: their news may lag
        if message.note and not message.text.lstrip().startswith("/"):
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
        self._ask(request, message.dice)

    def _ask(self, request: Command | ShellCommand, dice: Faces | None) -> None:
        """Run what the typed line asks: a slash command's key, or the command itself
        (with the faces typed in, if any); the bar empties once the game takes it."""
        bar = self.query_one(QuestionBar)
        if isinstance(request, ShellCommand):
            bar.clear()
            self.call_later(
                self.run_action,
                request.name if request.name in ("undo", "redo") else f"app.{request.name}",
            )
        elif isinstance(request, Ask) and dice is not None:
            typed = replace(request, dice=dice, event_die=self.typed_event_die)
            self.typed_event_die = None
            if self.run(typed):  # dice typed in (ctrl+t), the event die with them
                bar.clear()
        elif self.run(request):
            bar.clear()
            if isinstance(request, Ask):
                self.kind_pinned = False  # the next question's phrasing decides again
            if isinstance(request, Ask) and request.question.world:
                self.world = False  # world mode is for one question; back to actions

    def on_question_area_enter_dice(self, message: QuestionArea.EnterDice) -> None:
        """ctrl+t: the faces of dice rolled on the table, then the question asked with them."""
        area = message.area

        def with_dice(faces: Faces | None) -> None:
            if faces is None:
                self.query_one(QuestionBar).focus_input()
                return
            self.typed_event_die = screen.event_die
            area.post_message(QuestionBar.Asked(area.typed, dice=faces))

        events = self.game.campaign.events
        screen = DiceEntryScreen(message.system, message.params, message.title, event_die=events)
        self.app.push_screen(screen, with_dice)

    def on_run_command(self, message: RunCommand) -> None:
        self.run(message.command)

    def on_prefill_question(self, message: PrefillQuestion) -> None:
        self.query_one(QuestionBar).prefill(message.text)

    def on_answer_panel_chosen(self, message: AnswerPanel.Chosen) -> None:
        self.settlement.settle(message.choice)

    def on_settle(self, message: Settle) -> None:
        self.settlement.settle(message.choice)

    # --- the waiting roll: F5-F10 -----------------------------------------------------

    def action_settle(self, choice: str) -> None:
        self.settlement.settle(Choice(choice))

    def action_shape(self, how: str) -> None:
        """Redraw the offer, put it in your words, or give it to the next taker."""
        self.settlement.shape(how)

    # --- the story: F5-F11 while no roll waits ------------------------------------------

    def action_goals(self) -> None:
        self.story.goals()

    def action_scene_dialog(self) -> None:
        self.story.new_scene()

    def action_new_clock(self) -> None:
        self.story.new_clock()

    def action_end_scene(self) -> None:
        self.story.end_scene()

    def action_session(self) -> None:
        self.story.session()

    def action_oracle_words(self) -> None:
        self.story.oracle_words()

    def action_dice_check(self) -> None:
        self.story.dice_check()

    def action_hero_sheet(self) -> None:
        self.story.hero_sheet()

    def action_recap(self) -> None:
        self.story.previously()

    def action_search_journal(self) -> None:
        self.story.search_journal()

    def action_cast(self) -> None:
        self.story.cast()

    # --- asking ------------------------------------------------------------------------

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
        self.kind_pinned = True
        self.likelihood = LIKELIHOODS[index]

    def action_world_likelihood(self, index: int) -> None:
        self.action_likelihood(index)

    def action_toggle_note(self) -> None:
        """Ask the question line to switch note mode, in turn with the keys typed before
        (a line typed in note mode stays a note however fast the keys come)."""
        self.query_one(QuestionInput).post_message(QuestionInput.ToggleNote())

    def on_question_input_note_toggled(self, message: QuestionInput.NoteToggled) -> None:
        self.note_mode = message.note
        bar = self.query_one(QuestionBar)
        bar.set_class(self.note_mode, "-note")
        if self.note_mode:
            bar.query_one("#mode", Label).update("Note")
            bar.query_one(QuestionInput).placeholder = NOTE_HINT
        else:
            bar.show_mode()
        self.notify("Note mode: lines are kept as notes" if self.note_mode else "Back to questions")

    def action_toggle_rules(self) -> None:
        """Show rules on or off for this session (the setting sets where it starts)."""
        self.show_rules = not self.show_rules
        self.notify("Rules shown: rule IDs and derivations" if self.show_rules else "Rules hidden")

    def action_toggle_world(self) -> None:
        self.world = not self.world
        self.kind_pinned = True

    def action_toggle_more(self) -> None:
        """Every draw of the waiting answer, or only the one thing it brings (R-GM-6)."""
        if self.pending is None:
            return
        self.show_more = not self.show_more
        self.sync()

    def on_question_area_phrased(self, message: QuestionArea.Phrased) -> None:
        """The question's kind follows its phrasing as it is typed (R-ORA-4), while the
        line still reads as it did (a line asked since has set its kind already)."""
        if message.text == self.query_one("#question", Input).value:
            self._follow_phrasing(message.text)

    def _follow_phrasing(self, text: str) -> None:
        """The kind the line's phrasing says (:func:`phrased_world`), until the player
        chooses the kind (ctrl+w, a likelihood key) for this question."""
        world = phrased_world(text)
        if world is not None and not (self.kind_pinned or self.note_mode):
            self.world = world

    def action_cycle_likelihood(self) -> None:
        self.world = True
        self.kind_pinned = True
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

    # --- the side panel and the footer by width -----------------------------------------

    def on_resize(self) -> None:
        """Narrower: a compact footer without the keys it can spare, then without the
        palette label, so F1 and the campaigns key stay in view down to 80 columns."""
        compact = self.size.width < FULL_FOOTER_WIDTH
        for footer in self.query(Footer):
            footer.show_command_palette = self.size.width >= PALETTE_LABEL_WIDTH
            if footer.compact != compact:
                footer.compact = compact
                self.refresh_bindings()  # active_bindings' answer changed

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys as the footer shows them: below :data:`FULL_FOOTER_WIDTH` a few are
        left to F1 and the palette (they still act)."""
        bindings = super().active_bindings
        if self.size.width >= FULL_FOOTER_WIDTH:
            return bindings
        return {
            key: active._replace(binding=dataclasses.replace(active.binding, show=False))
            if active.binding.id in NARROW_FOOTER_HIDES
            else active
            for key, active in bindings.items()
        }

    def action_toggle_side(self) -> None:
        self.toggle_class(SIDE_TOGGLED)
        hero = self.query_one("#hero")
        if self.has_class(NARROW) == self.has_class(SIDE_TOGGLED):
            hero.focus()  # the panel is in view now: arrows and pages scroll it
        else:
            self.sync()  # focus back where play goes on
