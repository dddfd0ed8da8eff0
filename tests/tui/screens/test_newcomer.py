"""A newcomer finds the way (issue 20.6): from the demo to a campaign of their own by the
palette, the footer's campaigns key at 80 columns, a help screen that fits 80×24, the
hero's Resolve and Goal over the journal when the side panel is folded away."""

from __future__ import annotations

import pytest
from textual.command import CommandInput, CommandList, CommandPalette
from textual.widgets import Input, Label, Static
from textual.widgets._footer import FooterKey

from solo.game.hero.draft import roll_hero
from solo.tui.screens.campaigns import CampaignsScreen
from solo.tui.screens.help import HelpScreen
from solo.tui.screens.hero_builder import HeroBuilderScreen
from solo.tui.screens.play import PlayScreen
from solo.tui.screens.wizard import WizardScreen
from solo.tui.widgets.story_header import StoryHeader
from tests.tui.screens.conftest import app_for, paste
from tests.tui.screens.test_wizard_pairs import choose, paste_line

SMALL, LARGE = (80, 24), (160, 50)


async def palette_hits(pilot, query: str) -> list[str]:
    """The titles the palette lists for ``query``, best first (the palette stays open)."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    palette = pilot.app.screen
    assert isinstance(palette, CommandPalette)
    palette.query_one(CommandInput).value = query
    hits = palette.query_one(CommandList)
    for _ in range(100):  # the search runs in a worker
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if hits.option_count:
            break
    return [str(hits.get_option_at_index(i).hit.text) for i in range(hits.option_count)]


async def test_the_palette_finds_new_and_open_campaign_by_new_and_by_campaign(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)  # the demo, opened on first run
        assert {"New campaign…", "New scene…"} <= set(await palette_hits(pilot, "new"))
        await pilot.press("escape")
        await pilot.pause()
        assert {"New campaign…", "Open campaign…"} <= set(await palette_hits(pilot, "campaign"))


async def test_new_campaign_in_the_palette_opens_the_wizard_over_the_picker(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        hits = await palette_hits(pilot, "new campaign")
        assert hits[0] == "New campaign…"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, WizardScreen)
        assert app.game is None  # the demo is closed (and saved), its lock released
        await pilot.press("escape")  # back: the campaign picker
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen)


async def test_new_campaign_works_when_the_app_started_on_a_game(saves, library):
    """`SoloApp(game)` has no picker under the play screen: the wizard still opens over
    one, and the game is closed."""
    from solo.game.launch import open_game, store_for
    from solo.tui.app import Launch, SoloApp

    game = open_game(store_for(saves), "demo", library)
    app = SoloApp(game, launch=Launch(saves), library=library)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await palette_hits(pilot, "new campaign")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, WizardScreen) and app.game is None
        assert [type(s) for s in app.screen_stack[-2:]] == [CampaignsScreen, WizardScreen]
        assert not any(isinstance(s, PlayScreen) for s in app.screen_stack)


async def test_ctrl_o_from_a_game_the_app_was_started_on_shows_the_picker(saves, library):
    """`solo play --save NAME` starts the app on the game: ctrl+o crashed it (the play
    screen was the bottom screen, which cannot be switched away from)."""
    from solo.game.launch import open_game, store_for
    from solo.tui.app import Launch, SoloApp

    game = open_game(store_for(saves), "demo", library)
    app = SoloApp(game, launch=Launch(saves), library=library)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen) and app.game is None
        assert app.screen.rows and app.screen.rows[0].name == "demo"


async def test_open_campaign_in_the_palette_shows_the_picker(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        hits = await palette_hits(pilot, "open campaign")
        assert hits[0] == "Open campaign…"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen) and app.game is None
        # with no campaign open there is nothing to leave: only "New campaign…"
        assert "Open campaign…" not in await palette_hits(pilot, "campaign")


@pytest.mark.parametrize("size", [SMALL, (100, 34), (119, 40), (120, 40)])
async def test_the_footer_shows_the_campaigns_key_and_help_at_every_width(saves, library, size):
    """At 80 columns (and where the layout or the footer changes) no key a newcomer needs
    runs off the right edge."""
    app = app_for(saves, library)
    async with app.run_test(size=size) as pilot:
        wanted = ("ctrl+o", "f1", "ctrl+q")
        for _ in range(200):  # the footer composes a refresh after the screen, then lays out
            await pilot.pause(0.02)
            keys = {k.key: k for k in app.screen.query(FooterKey)}
            if all(k in keys and keys[k].region.width for k in wanted):
                break
        for key in wanted:
            widget = keys[key]
            assert widget.region.right <= size[0] and widget.region.width > 0, key
        palette = [k for k in keys.values() if k.has_class("-command-palette")]
        for widget in palette:  # docked right: the keys must end before it
            assert keys["ctrl+o"].region.right <= widget.region.x


async def test_help_fits_inside_80_columns_and_uses_the_room_at_160(saves, library):
    for size, most in ((SMALL, 80), (LARGE, 90)):
        app = app_for(saves, library)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            box = app.screen.query_one("VerticalScroll")
            assert box.region.x >= 0 and box.region.right <= size[0]
            assert box.region.width == most
            assert box.max_scroll_x == 0  # nothing runs off the right edge


async def test_at_80x24_the_line_over_the_journal_shows_resolve_and_the_goal(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#hero").display  # the side panel is folded away
        header = app.screen.query_one(StoryHeader)
        line = str(header.render())
        assert header.display and header.region.y == 0 and header.region.height == 1
        assert line.startswith("Resolve 5 · Goal: Find the Sunken Crown")
        assert "(0/3)" in line
        shown = line[: header.region.width - 2]  # what 80 columns show, padding aside
        assert "Resolve 5" in shown and "(0/3)" in shown


async def test_at_160x50_the_hero_panel_shows_them_and_the_line_is_hidden(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#hero").display
        assert not app.screen.query_one(StoryHeader).display


# --- the hero form: where focus is, what it still needs, the system's own trait ---------


async def builder(pilot, system: str | None = None, draft=None) -> HeroBuilderScreen:
    await pilot.pause()
    pilot.app.push_screen(HeroBuilderScreen(seed=5, draft=draft, system=system))
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HeroBuilderScreen)
    return screen


def marked_rows(screen: HeroBuilderScreen) -> list[str]:
    """The ids of the fields whose row is marked as the focused one."""
    return [row.query_one(Input).id or "" for row in screen.query(".hero-row.-current")]


async def test_the_hero_form_marks_the_focused_row_and_only_it(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        screen = await builder(pilot)
        assert marked_rows(screen) == ["hero-name"]
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "hero-abilities"
        assert marked_rows(screen) == ["hero-abilities"]
        row = screen.query(".hero-row.-current").first()
        assert row.query_one(".marker").visible  # the ▸ beside it shows
        others = [r for r in screen.query(".hero-row") if not r.has_class("-current")]
        assert not any(r.query_one(".marker").visible for r in others)


async def test_the_hero_form_says_what_it_still_needs_at_80x24(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        screen = await builder(pilot)
        line = screen.query_one("#hero-problems", Static)
        shown = str(line.render())
        assert shown.startswith("Still needs: a name · a Concept")
        assert "all four Trademarks" in shown and "a Goal" in shown
        assert line.region.bottom <= SMALL[1] - 1 and line.region.height >= 1  # above the footer
        await pilot.press("ctrl+s")  # refused, saying what is missing
        await pilot.pause()
        assert app.screen is screen


@pytest.mark.parametrize(
    "system, label", [("fudge", "Skill level"), ("d6", "Die code"), ("frameworks", "Facet score")]
)
async def test_the_hero_form_asks_for_the_systems_own_trait(saves, library, system, label):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        screen = await builder(pilot, system, roll_hero(library, 5))
        field = screen.query_one("#hero-trait", Input)
        assert str(field.parent.query_one(Label).render()) == label
        field.focus()
        await paste(pilot, "nonsense")
        shown = str(screen.query_one("#hero-problems", Static).render())
        assert shown.startswith(f"• {label}:")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen  # refused


@pytest.mark.parametrize("system", ["fubar", "fu", "buckets", "minifu"])
async def test_systems_without_a_trait_ask_for_none(saves, library, system):
    app = app_for(saves, library)
    async with app.run_test(size=SMALL) as pilot:
        screen = await builder(pilot, system)
        assert not screen.query("#hero-trait")


async def test_the_wizard_keeps_the_trait_as_the_campaigns_option(saves, library):
    """Fudge by keys: the skill level typed in the builder is the campaign's skill (every
    roll reads it) and is kept in hero.yaml for `solo new --character`."""
    import yaml

    from solo.saves.store import SaveStore

    app = app_for(saves, library, seed=5)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await palette_hits(pilot, "new campaign")
        await pilot.press("enter")
        await pilot.pause()
        await paste_line(pilot, "Mine")
        await choose(pilot, "wizard-system", "fudge")
        await choose(pilot, "wizard-variant", "resolve")
        await choose(pilot, "wizard-genre", "-")
        screen = app.screen
        assert isinstance(screen, HeroBuilderScreen) and screen.system == "fudge"
        await pilot.press("f5")  # a rolled hero; the trait is the player's to type
        await pilot.pause()
        screen.query_one("#hero-trait", Input).focus()
        await paste(pilot, "great")
        await pilot.press("f5")  # rolling again keeps it
        await pilot.pause()
        assert screen.query_one("#hero-trait", Input).value == "great"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen) and app.game is not None
        assert app.game.campaign.system_options == {"skill": "great"}
        hero = yaml.safe_load((app.game.save.folder / "hero.yaml").read_text("utf-8"))
        assert hero["options"] == {"skill": "great"}
    assert SaveStore(saves).peek("Mine")["system_options"] == {"skill": "great"}
