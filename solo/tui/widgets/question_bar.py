"""The question bar: what kind of question the next line asks, and the line itself."""

from __future__ import annotations

from asyncio import Queue
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from time import monotonic
from typing import ClassVar, Self, cast

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.color import Color
from textual.containers import Horizontal
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import Reactive, reactive
from textual.strip import Strip
from textual.suggester import Suggester
from textual.widgets import Input, Label
from textual.widgets.input import Selection

from solo.dice.rolls import Faces
from solo.game.choices import Likelihood
from solo.printable import typeable
from solo.tui.widgets.kept_lines import KEPT_LOOKS

ACTION_HINT = "Do I …?  then +helps -hinders !high @strong"
WORLD_HINT = "Is it …?  1-5 first picks very likely … very unlikely (or ctrl+l)"
NOTE_HINT = "What happens, in your words (ctrl+n: back to questions)"
WAITING_HINT = "A roll is waiting: use the keys below"


FRAME_GAP = 1 / 60
"""Seconds between two frames the question line draws itself (Textual's frame rate)."""

ALT_DIGITS = "¡™£¢∞"  # what Textual makes of alt+1 … alt+5 (the play screen's likelihood keys)


class NameSuggester(Suggester):
    """After ``+`` or ``-``, the first Descriptor, Condition or Detail name that starts with
    what is typed (spaces as ``_``, as the grammar reads them); → accepts it."""

    def __init__(self) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.names: tuple[str, ...] = ()

    async def get_suggestion(self, value: str) -> str | None:
        return suggest_name(value, self.names)

    @staticmethod
    def may_complete(value: str) -> bool:
        """Whether ``value`` ends in a part a name may complete (else no suggestion)."""
        return _completing(value) is not None


def suggest_name(value: str, names: tuple[str, ...]) -> str | None:
    """``value`` completed with the first name its last ``+part``/``-part`` starts."""
    part = _completing(value)
    if part is None:
        return None
    for name in names:
        if name.lower().startswith(part) and len(name) > len(part):
            return value + name[len(part) :].replace(" ", "_")
    return None


def _completing(value: str) -> str | None:
    """The part after the last word's ``+`` or ``-`` that a name may complete (spaces for
    ``_``, lower case), or None when the line asks for no completion."""
    if "?" not in value:
        return None
    word = value.rsplit(" ", 1)[-1]
    if len(word) < 2 or word[0] not in "+-" or word[1:].isdigit():
        return None
    return word[1:].replace("_", " ").lower()


class QuestionInput(Input):
    """The line itself. Typed first into an empty bar, alt+1 … alt+5 (and 1 … 5 in world
    mode) pick a likelihood when the screen allows it (``check_action``); else they are typed.

    Decided here, in the order keys are typed, not by the app's bindings: those see a key
    before the input has taken the keys typed just before it. Note mode lives here for the
    same reason: the screen's key asks for a :class:`ToggleNote`, which this line takes in
    turn after the keys typed before it, and each line sent says whether it was a note
    (:class:`Line`), so a note typed, sent and switched off at once stays a note.
    """

    note = False
    """The next line is a note, not a question."""

    _typing = False
    """A key is being typed: repaints are of the typed line only (:meth:`refresh`)."""

    _line_marked = False
    """The typed line is marked for repainting, for the key being typed."""

    _last_frame = 0.0
    """When the line last drew a typed key's frame itself (:meth:`_repaint_now`)."""

    _idle_asked = False
    """The key being typed asked for the line's idle round (:meth:`check_idle`)."""

    completion: NameSuggester | None = None
    """Completes names after ``+``/``-``. It is Input's suggester only while the line can
    take a completion: Input starts a worker for its suggester on every key (a task and
    three messages), and most keys type words."""

    typed_into: Callable[[Input.Changed], None] | None = None
    """Hears the change a typed key makes, at once (the question area, which frames the
    line): Input posts it as a message that would go on through two more message queues
    (this line's, the bar's) before the area heard it. Other changes (a paste, a deletion,
    the line set) are posted as usual."""

    _style_kept: tuple[tuple[int, ...], Style] | None = None
    """The line's style, and the styles' keys it was worked out from (:meth:`_line_style`)."""

    _colors_kept: tuple[tuple[int, ...], tuple[Color, Color]] | None = None
    """The line's background colors, and the styles' keys they were worked out from."""

    _empty_kept: LRUCache[Hashable, Strip] | None = None
    """The line with nothing typed, by its look (:meth:`_empty_line`; made at its first)."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)
    """The typed line's width: Input sets it on every key, and Textual's own declaration
    lays out the whole screen for it. The line is one row of a fixed-width bar, so its
    width only bounds how far the line scrolls sideways, which Input reads itself."""

    @dataclass
    class ToggleNote(Message):
        """Switch note mode, in turn with the keys typed before."""

    @dataclass
    class NoteToggled(Message):
        """Note mode is now ``note``."""

        note: bool

    @dataclass
    class Line(Message):
        """Enter: the line typed, and whether it was typed in note mode."""

        text: str
        note: bool

    def validate_value(self, value: str) -> str:
        """Before Input takes the new line (and asks its suggester): a suggester only for
        a line a name may complete; the line itself is kept as it is."""
        if self.completion is not None:
            self.suggester = self.completion if self.completion.may_complete(value) else None
        return value

    def post_message(self, message: Message) -> bool:
        heard = self.typed_into
        if (
            heard is not None
            and self._typing
            and type(message) is Input.Changed
            and self.check_message_enabled(message)  # not prevented
        ):
            heard(message)
            return True
        return super().post_message(message)

    def _on_paste(self, event: events.Paste) -> None:
        """Input's paste (the first line pasted), its control characters dropped: a DEL or
        an escape pasted is no part of a question, and would reach the journal."""
        event.stop()
        event.prevent_default()  # Input's own paste keeps them
        if event.text:  # (a paste replaces the selection, as Input's does)
            self.replace(typeable(event.text.splitlines()[0]), *self.selection)

    async def action_submit(self) -> None:
        self.post_message(self.Line(self.value, self.note))

    def on_question_input_toggle_note(self, message: ToggleNote) -> None:
        message.stop()
        self.note = not self.note
        self.post_message(self.NoteToggled(self.note))

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":  # sent here, in turn: the binding would run after the
            event.stop()  # keys behind it (a ctrl+n among them) were taken
            event.prevent_default()
            await self.action_submit()
            return
        char = event.character or ""
        if not self.value and len(char) == 1 and char in "12345" + ALT_DIGITS:
            action = "world_likelihood" if char.isdigit() else "likelihood"
            index = int(char) - 1 if char.isdigit() else ALT_DIGITS.index(char)
            if self.screen.check_action(action, (index,)):
                event.stop()
                event.prevent_default()  # not typed
                await self.app.run_action(f"{action}({index})", self.screen)
                return
        if event.is_printable:
            await self._type(event)
        elif await self._edit(event.key):
            event.stop()
            event.prevent_default()  # Input's own handler would only restart the blink
            self._restart_blink()

    async def _edit(self, key: str) -> bool:
        """Run the line's own binding of ``key`` (backspace, the arrows, home, a word
        deleted …) now, in turn with the keys typed around it; whether one ran.

        Left to Textual, a binding runs when the key has bubbled up to the app, through
        each container's message queue, while the next key of a burst (a fast typist, a
        busy frame, tmux) goes straight to the line and is typed first: ``abc``,
        backspace, ``d`` read ``abc`` once the late backspace took the ``d``. The screen's
        and the app's bindings (F-keys, ctrl+ keys) still go Textual's way. Private API
        (Textual 8.2: ``Widget._bindings``): re-check on an upgrade."""
        for binding in self._bindings.key_to_bindings.get(key, ()):
            if not binding.priority and await self.app.run_action(binding.action, self):
                return True
        return False

    async def _type(self, event: events.Key) -> None:
        """Input's own typing (it stops the key and prevents its default, so Input's handler
        does not run again), with the line's repaints kept to the line."""
        self._typing, self._line_marked, self._idle_asked = True, False, False
        try:
            await super()._on_key(event)
        finally:
            self._typing = False
        self._repaint_now()
        if self._idle_asked and self._left_for_idle():
            super().check_idle()

    def takes_at_once(self, key: events.Key) -> bool:
        """Whether the app may hand it ``key`` at once (not through its queue): a printable
        key, with no message or callback waiting before it."""
        queue = cast("Queue[object]", self._message_queue)  # (typed Never through Textual's
        # own cached_property)
        return key.is_printable and queue.empty() and not (self._next_callbacks or self._closing)

    def check_idle(self) -> None:
        """While a key is typed, the idle round it asks for (to repaint the line) is put
        off until the key is typed, and then only asked for if something is left for it:
        the repaint is handed to the screen at once (:meth:`_repaint_now`)."""
        if self._typing:
            self._idle_asked = True
            return
        super().check_idle()

    def _left_for_idle(self) -> bool:
        """Something the line's idle round does is waiting: styles, a scroll, a layout or
        a repaint to hand on, or a callback. Private API (Textual 8.2: these flags of
        ``Widget``, ``MessagePump._next_callbacks``): re-check on an upgrade."""
        return bool(
            self._refresh_styles_required
            or self._scroll_required
            or self._layout_required
            or self._repaint_required
            or self._next_callbacks
        )

    def _repaint_now(self) -> None:
        """Draw the typed line's frame now, as the screen's update timer would: else this
        line tells the screen in a message when its queue is idle, the screen's own queue
        wakes for it and for its own idle round (a task switch and two messages per key),
        and then the timer's task wakes twice (its tick, and the end of its wait for the
        next one). Frames still come at most :data:`FRAME_GAP` apart: a key typed sooner
        after the last frame is left to the timer, which waits for its tick. Anything more
        than a repaint (a layout, a scroll) is left to Textual's way.

        Private API (Textual 8.2: ``Widget._repaint_required``, ``Screen._dirty_widgets``,
        ``Screen._update_timer``, ``Screen._on_timer_update``, ``App._batch_count``):
        re-check on an upgrade."""
        screen = self.screen
        if (
            self._repaint_required
            and not (self._layout_required or self._scroll_required or self.app._batch_count)
            and self.display
            and screen.is_current
            and self in screen._compositor.visible_widgets
        ):
            self._repaint_required = False
            screen._dirty_widgets.add(self)
            now = monotonic()
            if now - self._last_frame < FRAME_GAP:
                screen._update_timer.resume()
                return
            self._last_frame = now
            screen._on_timer_update()

    def refresh(
        self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False
    ) -> Self:
        """While a key is typed, a repaint draws the typed line only, marked once: Input
        repaints the whole widget (its border rows too) for each of the three things a key
        changes; and the styles of the line's parts (cursor, placeholder) are kept, since a
        key changes none (a repaint otherwise forgets them, and the next draw reads them
        from the CSS)."""
        if not (self._typing and repaint and not (layout or recompose)):
            return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        if self._line_marked and not regions:
            return self
        self._line_marked = not regions
        kept = dict(self._rich_style_cache)
        super().refresh(*(regions or (Region(0, 0, self.content_size.width, 1),)))
        self._rich_style_cache.update(kept)
        return self

    def render_line(self, y: int) -> Strip:
        """Input's line, drawn without a Rich ``Text`` for the usual case (printable words,
        no selection, completion or highlighting): the same segments, a fifth of the work."""
        value = self.value
        if not (y or value):
            return self._empty_line()
        if y or not value.isprintable() or self._drawn_by_input():
            return super().render_line(y)
        width = self.scrollable_content_region.width + 1
        cursor = self.cursor_position
        if self.has_focus and self._cursor_visible:
            plain = Style()  # what Rich gives the unstyled parts of a line with a styled part
            shown = value + " " if cursor == len(value) else value
            parts = (
                Segment(shown[:cursor], plain),
                Segment(shown[cursor], self.get_component_rich_style("input--cursor")),
                Segment(shown[cursor + 1 :], plain),
            )
            strip = Strip([part for part in parts if part.text])
        else:
            strip = Strip([Segment(value)])
        scroll_x = self.scroll_offset.x
        strip = strip.crop(scroll_x, scroll_x + width).extend_cell_length(width)
        return strip.apply_style(self._line_style())

    def _empty_line(self) -> Strip:
        """Input's line with nothing typed (the placeholder, the cursor on its first cell),
        kept for each look it takes: it is drawn again after every answer (the line is
        emptied, focused again) and at every blink, and Input renders it through Rich each
        time (a millisecond of a turn)."""
        look = (
            self.placeholder,
            self.disabled,
            self.has_focus,
            self.has_focus and self._cursor_visible,
            self.scrollable_content_region.width,
            self._styles_key(),
            self.app.theme,
        )
        looks = self._empty_kept
        if looks is None:
            looks = self._empty_kept = LRUCache(KEPT_LOOKS)
        kept = looks.get(look)
        if kept is None:
            kept = looks[look] = super().render_line(0)
        return kept

    def _styles_key(self) -> tuple[int, ...]:
        """The keys of the line's styles and its containers' (``RenderStyles._cache_key``,
        private: re-check on an upgrade): any style of the line changes one of them."""
        return tuple(node.styles._cache_key for node in self.ancestors_with_self)

    @property
    def background_colors(self) -> tuple[Color, Color]:
        """Textual's, worked out from the line's and every container's background on every
        draw (every key): here only when one of those styles has changed since."""
        key = self._styles_key()
        if self._colors_kept is None or self._colors_kept[0] != key:
            self._colors_kept = (key, super().background_colors)
        return self._colors_kept[1]

    def _watch_selection(self, selection: Selection) -> None:
        """Input's, less its scroll to the cursor when a key typed leaves the cursor in view
        (the usual key, at the end of a line that fits: a tenth of a key's work). Private
        API (Textual 8.2: ``Input._watch_selection``, ``_cursor_offset``): re-check on an
        upgrade."""
        scroll_x, width = self.scroll_offset.x, self.scrollable_content_region.width
        if not (self._typing and scroll_x <= self._cursor_offset < scroll_x + width):
            super()._watch_selection(selection)
            return
        self.app.clear_selection()
        self.app.cursor_position = self.cursor_screen_offset

    def _line_style(self) -> Style:
        """The line's own style (its colours over its containers'): Textual works it out from
        the styles of the line and each container on every draw; here only when one of those
        styles has changed since (``RenderStyles._cache_key``, private: re-check on an
        upgrade)."""
        key = self._styles_key()
        if self._style_kept is None or self._style_kept[0] != key:
            self._style_kept = (key, self.rich_style)
        return self._style_kept[1]

    def _drawn_by_input(self) -> bool:
        """The line shows more than its words and cursor: Input draws it."""
        return bool(
            self._suggestion
            or not self.selection.is_empty
            or self.highlighter is not None
            or self.password
        )


class QuestionBar(Horizontal):
    """Shows the mode (action, or world and its likelihood) and posts :class:`Asked`."""

    DEFAULT_CSS = """
    QuestionBar { height: auto; }
    QuestionBar > Label { padding: 1 1 0 1; width: auto; color: $text-accent; }
    QuestionBar > Input { width: 1fr; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape", "clear", "Clear", id="ask.clear", show=False, tooltip="Empty the question bar"
        ),
    ]

    @dataclass
    class Asked(Message):
        """The player typed a line and pressed Enter."""

        text: str
        dice: Faces | None = None  # faces typed in from a real table (ctrl+t), or a roll
        note: bool = False  # typed in note mode: a note, never a question

    world: reactive[bool] = reactive(False, repaint=False)
    likelihood: reactive[Likelihood] = reactive(Likelihood.EVEN, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.mode = Label(id="mode")
        """What kind of question the line asks."""
        self.field = QuestionInput(placeholder=ACTION_HINT, id="question")
        """The line itself (kept: a query for it walks the DOM again on every turn, since
        showing or hiding a widget voids Textual's query cache)."""

    def compose(self) -> ComposeResult:
        yield self.mode
        yield self.field

    def on_mount(self) -> None:
        self.show_mode()

    def watch_world(self) -> None:
        self.show_mode()

    def watch_likelihood(self) -> None:
        self.show_mode()

    def watch_disabled(self, disabled: bool) -> None:
        super().watch_disabled(disabled)
        self.show_mode()

    def show_mode(self) -> None:
        if not self.is_mounted:
            return
        label = f"World · {self.likelihood.label}" if self.world else "Action"
        self.mode.update(label)
        hint = WORLD_HINT if self.world else ACTION_HINT
        self.field.placeholder = WAITING_HINT if self.disabled else hint

    def on_question_input_line(self, event: QuestionInput.Line) -> None:
        event.stop()
        self.post_message(self.Asked(event.text, note=event.note))

    def clear(self) -> None:
        self.field.clear()

    def action_clear(self) -> None:
        self.clear()

    def prefill(self, text: str) -> None:
        field = self.field
        field.value = text
        field.cursor_position = len(text)
        field.focus()

    def focus_input(self) -> None:
        self.field.focus()
