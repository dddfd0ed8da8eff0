"""Keys that reach the app in one burst (a fast typist, tmux, a paste without bracketed
paste) ask the question with the kind its phrasing says (R-ORA-4): the news of the
phrasing travels by message, and must not lag behind the Enter that asks."""

from __future__ import annotations

from textual import events

from tests.tui.pilot_helpers import SIZE, make_app, question_input

NAMES = {" ": "space", "?": "question_mark", "'": "apostrophe"}


def burst(app, text: str) -> None:
    """Every key of ``text`` and Enter, queued on the question line at once."""
    line = question_input(app)
    for char in text:
        line.post_message(events.Key(NAMES.get(char, char), char))
    line.post_message(events.Key("enter", "\r"))


async def test_a_world_question_typed_in_a_burst_is_asked_about_the_world_R_ORA_4(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        burst(app, "Is the crawlway hatch welded shut?")
        await pilot.pause()
        await pilot.pause()
        assert game.campaign.pending.question.world
        assert game.campaign.pending.question.text == "Is the crawlway hatch welded shut?"
        await pilot.press("f5")
        await pilot.pause()
        assert not app.screen.world  # a late word of the asked line does not stick


async def test_an_action_typed_in_a_burst_after_a_world_question_is_an_action_R_ORA_4(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        burst(app, "Is the hatch welded?")
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        burst(app, "Do I pry the hatch open?")
        await pilot.pause()
        await pilot.pause()
        assert not game.campaign.pending.question.world
