"""The command palette runs the game's actions that fit (ctrl+p)."""

from __future__ import annotations

from textual.command import CommandInput, CommandList, CommandPalette

from tests.plain_actions import do
from tests.tui.pilot_helpers import SIZE, make_app


async def choose(pilot, query: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CommandPalette)
    palette = pilot.app.screen
    palette.query_one(CommandInput).value = query
    hits = palette.query_one(CommandList)
    for _ in range(100):  # the search runs in a worker: wait for its first hit
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if hits.option_count:
            break
    assert hits.get_option_at_index(0).hit.text == query
    if hits.highlighted is None:  # with several hits the first is already highlighted
        await pilot.press("down")
    assert hits.highlighted == 0
    await pilot.press("enter")
    await pilot.pause()


async def test_the_palette_ends_the_scene(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        assert game.campaign.scene.open
        await choose(pilot, "End the scene")
        assert not game.campaign.scene.open
        assert game.history().entries[-1]["action"] == "end_scene"


async def test_the_palette_settles_a_waiting_roll_R_CON_5(game):
    """R-CON-5: the palette's concede settles the waiting roll like the c key."""
    do(game, "ask", question={"text": "Do I run?"})
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await choose(pilot, "Concede the conflict")
        assert game.campaign.pending is None
        assert game.history().entries[-1]["action"] == "concede"
