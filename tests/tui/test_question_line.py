"""The question line (issue 22): drawn by solo for the usual line, exactly as Textual's
``Input`` draws it, and a typed key heard by the question area at once."""

from __future__ import annotations

import asyncio
from time import monotonic

from textual import events
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input
from textual.widgets.input import Selection

from solo.rules.conflicts import Stakes
from solo.tui.widgets.question_area import QuestionArea
from solo.tui.widgets.question_bar import FRAME_GAP, QuestionBar, QuestionInput
from tests.tui.pilot_helpers import SIZE, make_app, question_input

LONG = "Do I climb the long wall of the old keep before the guards come round again? +quiet"


async def test_the_line_is_drawn_as_input_draws_it(game, monkeypatch):
    textual = Input.render_line
    fallbacks: list[int] = []

    def counted(self, y):
        fallbacks.append(y)
        return textual(self, y)

    monkeypatch.setattr(Input, "render_line", counted)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        states = []
        for focused in (True, False):
            if focused:
                field.focus()  # (which selects the line: the cursor is set after)
                await pilot.pause()
            else:
                app.screen.set_focus(None)
            for text in ("Do I climb the wall?", LONG, "Is it ü 漢字 ok"):
                for cursor in (0, 3, len(text) - 1, len(text)):
                    field.value, field.cursor_position = text, cursor
                    await pilot.pause()
                    for visible in (True, False):
                        field._cursor_visible = visible
                        states.append((text, cursor, focused, visible))
                        fallbacks.clear()
                        ours = field.render_line(0)
                        assert fallbacks == [], states[-1]  # drawn by solo, not by Input
                        assert ours == textual(field, 0), states[-1]
        field.focus()
        await pilot.pause()
        field.value, field.cursor_position = LONG, len(LONG)  # scrolled to its end
        await pilot.pause()
        assert field.scroll_offset.x > 0
        fallbacks.clear()
        ours = field.render_line(0)
        assert fallbacks == []
        assert ours == textual(field, 0)
        before = ours
        app.screen.query_one(QuestionBar).styles.text_style = "italic"  # a container's style
        assert field.render_line(0) == textual(field, 0) != before  # the line follows it


async def test_the_empty_line_is_kept_for_each_look_and_reads_as_input_draws_it(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        for focused in (True, False, True):
            if focused:
                field.focus()
            else:
                app.screen.set_focus(None)
            await pilot.pause()
            for placeholder in (field.placeholder, "Is it …?  then !likely"):
                field.placeholder = placeholder
                for visible in (True, False):
                    field._cursor_visible = visible
                    ours = field.render_line(0)
                    assert ours is field.render_line(0)  # kept
                    assert ours == Input.render_line(field, 0), (focused, placeholder, visible)
        before = field.render_line(0)
        app.screen.query_one(QuestionBar).styles.text_style = "italic"  # a container's style
        assert field.render_line(0) == Input.render_line(field, 0) != before  # drawn afresh
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        assert field.render_line(0) == Input.render_line(field, 0)


async def test_a_typed_key_is_heard_by_the_area_at_once_and_a_paste_as_a_message(game, monkeypatch):
    posted: list[str] = []
    heard = QuestionArea.on_input_changed

    def counted(self, event):
        posted.append(event.value)
        heard(self, event)

    monkeypatch.setattr(QuestionArea, "on_input_changed", counted)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        area = app.screen.query_one(QuestionArea)
        await pilot.press(*"Do I act? !high")
        await pilot.pause()
        assert posted == []  # no key's change went through the message queues
        assert area.request.stakes is Stakes.HIGH  # and framed all the same
        question_input(app).post_message(events.Paste("x"))
        await pilot.pause()
        assert posted == ["Do I act? !highx"]


async def test_a_typed_key_is_drawn_without_waking_the_screen(game, monkeypatch):
    updates: list[object] = []
    update = Screen._on_update

    async def counted(self, message):
        updates.append(message.widget)
        await update(self, message)

    monkeypatch.setattr(Screen, "_on_update", counted)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        await pilot.pause()
        updates.clear()
        await pilot.press(*"Do I act?")
        await pilot.pause()
        assert field not in updates  # the line's repaints went to the screen's timer at once
        row = field.content_region.y
        drawn = app.screen._compositor.render_strips()[row].text
        assert "Do I act?" in drawn


async def test_a_typed_letter_wakes_neither_the_lines_queue_nor_its_idle_round(game, monkeypatch):
    """The app hands a letter to the focused line at once (issue 22: a key under 2 ms):
    nothing goes through the line's own message queue, not even the idle round a repaint
    asks for, and the line reads as typed. A key that waits behind a message in the line's
    queue goes through it, in turn."""
    queued: list[str] = []
    post = Widget.post_message  # what the line's own post_message hands on to its queue

    def counted(self, message):
        if isinstance(self, QuestionInput) and not isinstance(message, events.Callback):
            queued.append(type(message).__name__)  # (Pilot's waits post callbacks)
        return post(self, message)

    monkeypatch.setattr(Widget, "post_message", counted)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        await pilot.pause()
        queued.clear()
        await pilot.press(*"Do I act")
        await pilot.pause()
        assert field.value == "Do I act" and queued == []
        letter = events.Key("x", "x")
        assert field.takes_at_once(letter)
        assert not field.takes_at_once(events.Key("backspace", None))  # the line's bindings
        field.post_message(QuestionInput.ToggleNote())  # waits in the line's queue: a
        assert not field.takes_at_once(letter)  # letter now goes through it, in turn
        await pilot.pause()
        assert field.takes_at_once(letter) and field.note


async def test_a_typed_key_draws_its_frame_at_once_at_most_at_the_frame_rate(game, monkeypatch):
    """A key typed a frame's time after the last one is drawn at once, in its own handling
    (the screen's update timer is left alone: its task woke twice a key); keys typed
    faster are left to the timer, which keeps frames to Textual's rate."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        await pilot.pause()
        timer = app.screen._update_timer
        resumed: list[float] = []
        resume = timer.resume
        monkeypatch.setattr(timer, "resume", lambda: resumed.append(1) or resume())
        for char in "Do I":
            await asyncio.sleep(FRAME_GAP * 2)
            await pilot.press(char)
        assert resumed == [] and field.value == "Do I"
        row = field.content_region.y
        assert "Do I" in app.screen._compositor.render_strips()[row].text
        field._last_frame = monotonic()  # as if a frame had just been drawn
        await pilot.press("x")
        assert resumed  # too soon after it: the timer draws it
        await pilot.pause()
        assert "Do Ix" in app.screen._compositor.render_strips()[row].text


async def test_a_line_typed_past_its_width_scrolls_and_keeps_textuals_colours(game):
    """The line skips Input's scroll to the cursor while the cursor is in view, and keeps
    its background colours while no style changes: typed past its width it still scrolls
    to the cursor, and its colours are Textual's, a container's style changed or not."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        await pilot.pause()
        width = field.scrollable_content_region.width
        await pilot.press(*("word " * (width // 5 + 4)))
        await pilot.pause()
        assert field.scroll_offset.x > 0
        assert field.scroll_offset.x <= field._cursor_offset < field.scroll_offset.x + width
        row = field.content_region.y
        assert "word word" in app.screen._compositor.render_strips()[row].text
        assert field.background_colors == Widget.background_colors.fget(field)
        app.screen.query_one(QuestionBar).styles.background = "red"
        assert field.background_colors == Widget.background_colors.fget(field)


async def test_control_characters_pasted_into_the_line_are_dropped(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        field = question_input(app)
        field.post_message(events.Paste("Do I\x7f run\x1b[2J\tfar\x9b?\u202e\nsecond line"))
        await pilot.pause()
        assert field.value == "Do I run[2J far?"
        assert field.cursor_position == len(field.value)
        field.cursor_position = 2
        field.post_message(events.Paste("\x07\x00"))  # nothing left to paste
        await pilot.pause()
        assert field.value == "Do I run[2J far?"
        field.selection = Selection(0, 4)
        field.post_message(events.Paste("Can\x08 I"))
        await pilot.pause()
        assert field.value == "Can I run[2J far?"


BURST = [
    ("a", "a"),
    ("b", "b"),
    ("c", "c"),
    ("backspace", "\x7f"),
    ("d", "d"),
    ("left", None),
    ("left", None),
    ("Q", "Q"),
    ("end", None),
    ("e", "e"),
]


async def test_editing_keys_in_a_burst_apply_in_the_order_typed(game):
    """Keys that reach the app together (a fast typist, a busy frame, tmux) edit the line
    in the order typed: a backspace or an arrow is not overtaken by the letters after it."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key, char in BURST:
            app.post_message(events.Key(key, char))
        for _ in range(4):
            await pilot.pause()
        field = question_input(app)
        assert field.value == "aQbde"
        assert field.cursor_position == len("aQbde")
