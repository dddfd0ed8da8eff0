"""The play screen's footer: it shows the keys that act now, and a turn relabels its key
widgets where they stand instead of rebuilding them (a rebuild restyled every key)."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from solo.tui.widgets.footer import CoalescingFooter, SteadyFooterKey, key_labels
from tests.tui.pilot_helpers import (
    SIZE,
    counting_draws,
    drawn_lines,
    enter_line,
    make_app,
    textuals_lines,
)


def shown(app):
    """(key, description) of every key the footer shows, the palette's last."""
    return [(k.key_display, k.description) for k in app.screen.query(FooterKey)]


async def composed(pilot):
    """The footer composes a refresh after the screen: wait for it (a few frames)."""
    for _ in range(50):
        if pilot.app.screen.query(FooterKey):
            return
        await pilot.pause(0.02)
    raise AssertionError("the footer never showed a key")


def expected(app):
    labels = [
        (label.key_display, label.description)
        for label in key_labels(app.screen, app.get_key_display)
    ]
    palette = [
        (k.key_display, k.description)
        for k in app.screen.query(FooterKey)
        if k.has_class("-command-palette")
    ]
    return labels + palette


async def test_the_footer_shows_the_settling_keys_while_a_roll_waits_and_the_story_keys_after(
    game,
):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await composed(pilot)
        before = shown(app)
        assert ("f5", "Accept") not in before and before == expected(app)
        await enter_line(pilot, "Do I climb the wall?")
        await pilot.pause()
        waiting = shown(app)
        assert ("f5", "Accept") in waiting and ("f6", "Reroll") in waiting
        assert waiting == expected(app)
        await pilot.press("f5")
        await pilot.pause()
        assert shown(app) == before == expected(app)


async def test_a_turn_relabels_the_footer_keys_instead_of_rebuilding_them(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await composed(pilot)
        footer = app.screen.query_one(CoalescingFooter)
        first = {id(k) for k in footer.query(FooterKey)}
        for _ in range(2):
            await enter_line(pilot, "Do I climb the wall?")
            await pilot.pause()
            await pilot.press("f5")
            await pilot.pause()
        kept = {id(k) for k in footer.query(FooterKey)}
        assert len(kept & first) >= len(first) - 1  # at most the odd key mounted or removed
        assert not any(k.has_class("-disabled") for k in footer.query(FooterKey))


async def test_a_tab_opened_in_the_background_draws_its_footer_once_it_has_focus(game):
    """Under `solo serve` a tab can start without focus: Textual's Footer then draws nothing
    and waited for the next key; the footer now draws as soon as the app gains focus."""
    app = make_app(game)
    app.set_reactive(type(app).app_focus, False)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(10):
            await pilot.pause(0.02)
        assert not app.screen.query(FooterKey)  # no focus yet: nothing drawn
        app.app_focus = True
        await composed(pilot)
        assert shown(app) == expected(app)


async def test_a_turn_that_changes_how_many_keys_show_draws_them_all(game):
    """At 160 columns the waiting roll's keys outnumber the story's: the turn mounts the
    extra keys (bound to the footer's compact style) and the footer shows every key; this
    crashed the app when the screen relabelled the footer from its own handler."""
    app = make_app(game)
    async with app.run_test(size=(160, 50)) as pilot:
        await composed(pilot)
        before = shown(app)
        await enter_line(pilot, "Do I rig the airlock to blow? !high")
        await pilot.pause()
        waiting = shown(app)
        assert len(waiting) != len(before) and waiting == expected(app)
        await pilot.press("f5")
        await pilot.pause()
        assert shown(app) == before == expected(app)


async def test_a_rebuild_asked_for_from_the_screen_composes_in_the_footer(game):
    """A recompose asked for while the screen's code runs (Textual's own bindings_changed
    asks for one after the refresh, on behalf of whoever is running) still binds the new
    keys to the footer: key widgets made while the screen runs would bind to the screen,
    which has no footer style, and the app would stop on a ReactiveError."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        footer = app.screen.query_one(CoalescingFooter)
        before = len(footer.query(FooterKey))
        app.screen.call_later(footer.recompose)
        await pilot.pause()
        await pilot.pause()
        assert len(footer.query(FooterKey)) == before > 0


async def test_a_label_a_key_shows_again_is_not_drawn_again(game, monkeypatch):
    """A turn relabels three keys as the roll comes and three back as it is settled: from
    the second turn on, each label is one the key has drawn before, and its lines are the
    ones Textual draws for it; a change of style (here the key disabled) draws afresh."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await composed(pilot)
        footer = app.screen.query_one(CoalescingFooter)
        assert all(isinstance(k, SteadyFooterKey) for k in footer.query(FooterKey))
        for _ in range(2):  # every label drawn once
            await enter_line(pilot, "Do I climb the wall?")
            await pilot.pause()
            await pilot.press("f5")
            await pilot.pause()
        drawn = counting_draws(monkeypatch)
        await enter_line(pilot, "Do I climb the wall?")
        await pilot.pause()
        waiting = shown(app)
        await pilot.press("f5")
        await pilot.pause()
        assert ("f5", "Accept") in waiting and shown(app) == expected(app)
        assert not [w for w in drawn if isinstance(w, FooterKey)]
        monkeypatch.undo()
        for key in footer.query(SteadyFooterKey):
            assert drawn_lines(key) == textuals_lines(key)
        key = footer.query(SteadyFooterKey).first()
        before = drawn_lines(key)
        key.set_class(True, "-disabled")
        await pilot.pause()
        assert drawn_lines(key) == textuals_lines(key) != before
