"""The app looks for a priority binding of a key without building the binding chain when
none is declared for it (issue 22: a key under 2 ms), and finds every one Textual finds."""

from __future__ import annotations

import string

from textual.screen import Screen

from solo.tui.app import SoloApp
from solo.tui.widgets.pool_builder import PoolBuilder
from tests.tui.pilot_helpers import SIZE, make_app, question_input


def textual_finds(app: SoloApp, key: str) -> bool:
    """Whether Textual's own binding chain holds a priority binding of ``key``."""
    return any(
        binding.priority
        for _, bindings in app.screen._binding_chain
        for binding in bindings.key_to_bindings.get(key, ())
    )


def every_key(app: SoloApp) -> set[str]:
    """The keys bound anywhere from the focused widget up, and every letter and digit."""
    declared = {
        key for _, bindings in app.screen._binding_chain for key in bindings.key_to_bindings
    }
    return declared | set(string.ascii_letters + string.digits) | {"enter", "escape", "f5"}


async def test_every_priority_binding_textual_finds_is_found_without_the_chain(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        app = pilot.app
        for focus in (question_input(app), app.screen.query_one(PoolBuilder), None):
            app.screen.set_focus(focus)
            await pilot.pause()
            keys = every_key(app)
            found = {key for key in keys if textual_finds(app, key)}
            assert found, "the play screen declares priority keys (ctrl+q, ctrl+w …)"
            assert found <= {key for key in keys if app._priority_named(key)}, focus
            assert not app._priority_named("a")  # a letter: no chain is built for it


async def test_a_typed_letter_builds_no_binding_chain_and_priority_keys_still_act(
    game, monkeypatch
):
    built: list[str] = []
    chain = Screen._binding_chain

    def counted(screen: Screen) -> object:
        built.append(type(screen).__name__)
        return chain.fget(screen)  # type: ignore[attr-defined]

    monkeypatch.setattr(Screen, "_binding_chain", property(counted))
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        built.clear()
        await pilot.press(*"Do I run")
        await pilot.pause()
        assert question_input(pilot.app).value == "Do I run" and built == []
        world = pilot.app.screen.query_one("QuestionArea").world
        await pilot.press("ctrl+w")  # a priority binding, over the line's own ctrl+w
        await pilot.pause()
        assert pilot.app.screen.query_one("QuestionArea").world is not world
        assert built  # found through Textual's chain
