"""The campaign picker: what `solo play` opens, and open, rename, copy, backup, trash."""

from __future__ import annotations

from textual.widgets import DataTable

from solo.saves import shelf
from solo.saves.store import SaveStore
from solo.tui.app import SoloApp
from solo.tui.screens.campaigns import CampaignsScreen, TrashScreen
from tests.tui.screens.conftest import PLAYED, SIZE, app_for, make_campaign, paste


async def test_with_no_campaign_the_app_opens_the_demo(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game is not None and app.game.save.name == "demo"


async def test_with_one_campaign_the_app_opens_it(saves, library):
    make_campaign(saves, library, "crown")
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.save.name == "crown"


async def test_with_several_the_picker_comes_first_last_played_on_top(saves, library):
    make_campaign(saves, library, "older", played=PLAYED - 3600)
    make_campaign(saves, library, "newer", system="d6", variant="doom")
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampaignsScreen) and app.game is None
        assert [r.name for r in screen.rows] == ["newer", "older"]
        newer = screen.rows[0]
        assert (newer.system, newer.variant, newer.session) == ("d6", "doom", 1)
        assert newer.standing.startswith("doom 0")
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.save.name == "newer" and app.game.save.lock.held


async def test_switching_campaigns_closes_the_open_one(saves, library):
    make_campaign(saves, library, "one")
    make_campaign(saves, library, "two", played=PLAYED - 60)
    app = app_for(saves, library, name="one")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first = app.game
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen) and app.game is None
        assert not first.save.lock.held
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.game.save.name == "two"


async def test_the_picker_under_a_game_opened_at_start_is_built_when_first_shown(saves, library):
    """Its table and footer wait for ctrl+o: nothing of a hidden screen is built before
    the game's first frame (issue 22, first paint)."""
    make_campaign(saves, library, "one")
    make_campaign(saves, library, "two", played=PLAYED - 60)
    app = app_for(saves, library, name="one")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        picker = app.screen_stack[0]
        assert isinstance(picker, CampaignsScreen) and not picker.children
        assert picker.selected is None
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.screen is picker and picker.query_one(DataTable).row_count == 2
        assert [r.name for r in picker.rows] == ["one", "two"]


async def test_a_campaign_refused_at_start_leaves_the_picker_built(saves, library):
    make_campaign(saves, library, "one")
    app = app_for(saves, library, name="missing")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen) and app.game is None
        assert [r.name for r in app.screen.rows] == ["one"]
        assert app.screen.query_one(DataTable).row_count == 1


async def test_the_title_names_the_campaign_in_play_and_tells_the_page(saves, library, monkeypatch):
    """The app's title/sub_title read "solo — NAME" while NAME is played and "solo —
    campaigns" in the picker; under the web driver each change goes to the page (issue 15)."""
    from solo.page_title import TITLE_META

    make_campaign(saves, library, "one")
    make_campaign(saves, library, "two", played=PLAYED - 60)
    app = app_for(saves, library)
    sent: list[dict] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app._driver.write_meta = sent.append  # the web driver's meta channel, recorded
        monkeypatch.setattr(SoloApp, "is_web", property(lambda self: True))
        assert (app.title, app.sub_title) == ("solo", "campaigns")
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.save.name == "one" and app.sub_title == "one"
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.sub_title == "campaigns"
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.sub_title == "two"
    titles = [m["title"] for m in sent if m["type"] == TITLE_META]
    assert titles[:3] == ["solo — one", "solo — campaigns", "solo — two"]


async def test_delete_asks_then_moves_to_the_trash_and_restore_brings_it_back(saves, library):
    make_campaign(saves, library, "keep")
    make_campaign(saves, library, "gone", played=PLAYED + 60)
    store = SaveStore(saves)
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("n")  # not on one key
        await pilot.pause()
        assert store.names() == ["gone", "keep"]
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert store.names() == ["keep"]
        [item] = shelf.trashed(store)
        assert item.name == "gone" and item.folder.parent == store.root / shelf.TRASH
        assert (item.folder / "journal.jsonl").read_text()  # nothing destroyed
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TrashScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert store.names() == ["gone", "keep"] and shelf.trashed(store) == []
        assert store.peek("gone")["name"] == "gone"  # the state came back untouched


async def test_rename_and_copy_through_the_picker(saves, library):
    make_campaign(saves, library, "alpha")
    make_campaign(saves, library, "beta", played=PLAYED - 60)
    store = SaveStore(saves)
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        await paste(pilot, "gamma")
        await pilot.press("enter")
        await pilot.pause()
        assert store.names() == ["beta", "gamma"] and store.peek("gamma")["name"] == "gamma"
        await pilot.press("c")
        await pilot.pause()
        await paste(pilot, "gamma two")
        await pilot.press("enter")
        await pilot.pause()
        assert store.names() == ["beta", "gamma", "gamma two"]
        assert len(store.open("gamma two").records) == len(store.open("gamma").records)


async def test_restore_from_backup_puts_the_previous_state_back(saves, library):
    make_campaign(saves, library, "solo1")
    make_campaign(saves, library, "solo2", played=PLAYED - 60)
    store = SaveStore(saves)
    before = store.peek("solo1")
    backup = (store.folder("solo1") / "campaign.yaml.bak").read_bytes()
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert (store.folder("solo1") / "campaign.yaml").read_bytes() == backup
    assert store.peek("solo1") != before
    assert (store.folder("solo1") / "campaign.yaml.broken").exists()


def test_an_open_campaign_cannot_be_renamed_or_trashed(saves, library, game):
    store = SaveStore(saves)
    import pytest

    from solo.saves.errors import SaveError

    with pytest.raises(SaveError):
        shelf.trash(store, "demo")
    with pytest.raises(SaveError):
        shelf.rename(store, "demo", "other")
    assert store.names() == ["demo"]


def test_restore_never_overwrites_a_campaign_of_the_same_name(saves, library):
    import pytest

    from solo.saves.errors import SaveError

    make_campaign(saves, library, "twin")
    store = SaveStore(saves)
    shelf.trash(store, "twin")
    make_campaign(saves, library, "twin")
    [item] = shelf.trashed(store)
    with pytest.raises(SaveError, match="already exists"):
        shelf.restore(store, item)
    assert shelf.restore(store, item, "twin 2") == "twin 2"
    assert store.peek("twin 2")["name"] == "twin 2"
