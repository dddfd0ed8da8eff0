"""The app: the question's kind follows its phrasing as it is typed, ctrl+w flips it for
that question (R-ORA-4); the answer panel shows the answer's one sentence and, on
shift+F5, every draw (R-GM-6); the palette edits the scene's place and tags."""

from __future__ import annotations

from textual import events

from solo.tables.places import PlaceTag
from tests.tui.pilot_helpers import SIZE, enter_line, make_app, question_input


async def _paste(pilot, text: str) -> None:
    question_input(pilot.app).value = ""
    pilot.app.focused.post_message(events.Paste(text))
    await pilot.pause()


async def test_the_kind_follows_the_phrasing_and_ctrl_w_flips_it_R_ORA_4(game):
    """R-ORA-4: "Does the harbour master wake up?" is a world question; "Do I…" an action;
    ctrl+w overrides the phrasing for the question being typed."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await _paste(pilot, "Does the harbour master wake up?")
        assert app.screen.world
        await _paste(pilot, "Do I climb the wall?")
        assert not app.screen.world
        await pilot.press("ctrl+w")
        await _paste(pilot, "Do I climb the wall?")
        assert app.screen.world  # the player's choice holds for this question
        question_input(app).value = ""
        await enter_line(pilot, "Does the harbour master wake up?")
        await pilot.pause()
        assert game.campaign.pending.question.world


async def test_the_answer_panel_shows_one_sentence_and_more_on_request_R_GM_6(game):
    """R-GM-6: the waiting answer shows its one sentence; its other draws only on shift+F5."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(12):  # until an and/but with a reading comes up
            await enter_line(pilot, "Do I climb the wall?")
            await pilot.pause()
            view = app.screen.pending
            if view.offer is not None and view.offer.meaning and view.sentence:
                break
            await pilot.press("f7")
            await pilot.pause()
        assert view.sentence.startswith(("Yes", "No"))
        assert not view.more
        await pilot.press("shift+f5")
        await pilot.pause()
        assert app.screen.pending.more


async def test_the_palette_edits_the_scenes_place_and_tags_R_GM_6(game):
    from solo.tui.palette import NeedsText, palette_entries

    entries = {e.title: e for e in palette_entries(game.campaign, False, False, False)}
    tags, place = entries["Edit the scene's tags…"].run, entries["Edit the scene's place…"].run
    assert isinstance(tags, NeedsText) and isinstance(place, NeedsText)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.run(tags.build("city, outdoors night"))
        await pilot.pause()
        assert game.campaign.scene.tags == {PlaceTag.CITY, PlaceTag.OUTDOORS, PlaceTag.NIGHT}
        app.screen.run(place.build("flooded crypt"))
        await pilot.pause()
        assert PlaceTag.UNDERGROUND in game.campaign.scene.tags
