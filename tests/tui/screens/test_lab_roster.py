"""The lab's roster screen (issue 23, items 1 and 2): F8 from the Odds lab, a heat map of
P(win) equal to ``solo.lab.roster`` cell for cell, the arrow keys moving the cursor, the
cell under it explained and its levers ranked as ``solo.lab.levers`` prices them."""

from __future__ import annotations

from textual.widgets import Input, Static

from solo.game.choices import Strength
from solo.game.story.commands import SetOpposition
from solo.lab import Policy
from solo.lab.levers import price_levers
from solo.lab.roster import Foe, Hero, roster
from solo.tui.app import SoloApp
from solo.tui.lab_form import LabForm, read_form
from solo.tui.screens.lab import LabScreen
from solo.tui.screens.lab_roster import FOES, HEROES, RosterScreen, campaign_sides, read_sides
from solo.tui.widgets.roster_map import RosterMap
from tests.tui.screens.conftest import SIZE, app_for, still

FORM = LabForm(system="fubar", bonus="1", strength="strong", reroll_below="yes_but")
SMALL_HEROES = "Ash=5 Bea=3,+1"
SMALL_FOES = "mook=0 Vey=lieutenant Orla=villain,average"


async def settled(pilot) -> None:
    """Until the roster and the levers of the cell under the cursor are both answered."""
    for _ in range(20):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        screen = pilot.app.screen
        if not isinstance(screen, RosterScreen) or not (screen._busy or screen._waiting):
            return


async def open_roster(pilot, form=FORM, heroes=SMALL_HEROES, foes=SMALL_FOES) -> RosterScreen:
    await pilot.pause()
    pilot.app.push_screen(RosterScreen(form, heroes, foes))
    await settled(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, RosterScreen)
    return screen


def text_of(screen: RosterScreen, name: str) -> str:
    return str(screen.query_one(f"#roster-{name}", Static).content)


def expected(form=FORM, heroes=SMALL_HEROES, foes=SMALL_FOES, best=False):
    base, policy = read_form(form)
    sides = read_sides(heroes, foes)
    return roster(base, *sides, policy, best=best), policy


async def test_f8_in_the_lab_opens_the_roster_of_its_situation(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(LabScreen(FORM))
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.press("f8")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, RosterScreen) and screen.form == FORM
        assert screen.heroes_text.endswith(HEROES)  # after the demo campaign's hero
        assert screen.result is not None
        heroes, foes = read_sides(screen.heroes_text, screen.foes_text)
        assert len(screen.result.cells) == len(heroes) * len(foes) >= 4
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LabScreen)


async def test_every_cell_is_the_labs_exact_roster_R_CON_3_R_OPP_1(saves, library):
    """R-CON-3 R-OPP-1: the map holds exactly the core's roster for the same inputs."""
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_roster(pilot)
        matrix, _ = expected()
        assert screen.result == matrix
        assert screen.query_one(RosterMap).roster == matrix
        assert screen.result.heroes == (Hero("Ash", 5), Hero("Bea", 3, 1))
        assert screen.result.foes[2] == Foe("Orla", 5, "average")


async def test_arrows_move_the_cursor_and_explain_the_cell_and_its_levers(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_roster(pilot)
        grid = screen.query_one(RosterMap)
        assert grid.has_focus and grid.cursor == (0, 0)
        assert text_of(screen, "cell").startswith("Ash against mook")
        await pilot.press("down", "right", "right", "right")  # the last column holds
        await settled(pilot)
        assert grid.cursor == (1, 2)
        matrix, policy = expected()
        cell = matrix.cell(1, 2)
        words = text_of(screen, "cell")
        assert words.startswith("Bea against Orla") and "Resolve 3, +1D" in words
        assert f"{float(cell.odds.win):7.1%}" in words
        assert f"{float(cell.odds.expected_exchanges):7.2f}" in words
        prices = price_levers(cell.setup, policy)
        assert screen.prices == prices
        lines = text_of(screen, "levers").splitlines()
        assert [line.split("  ")[0] for line in lines[2:]] == [p.lever.name for p in prices.prices]
        await pilot.press("up", "left")
        await settled(pilot)
        assert grid.cursor == (0, 1) and text_of(screen, "cell").startswith("Ash against Vey")


async def test_typing_the_sides_solves_again_and_a_bad_one_is_one_line(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_roster(pilot)
        screen.query_one("#roster-heroes", Input).value = "Ash=5 Dee=2,-1 'Old Eve=9'"
        await settled(pilot)
        matrix, _ = expected(heroes="Ash=5 Dee=2,-1 'Old Eve=9'")
        assert screen.result == matrix and screen.error == ""
        assert screen.result.heroes[2] == Hero("Old Eve", 9)
        screen.query_one("#roster-foes", Input).value = "mook=0 Vey=x"
        await settled(pilot)
        assert screen.error == "foes Vey: 'x' is not a whole number"
        assert text_of(screen, "error") == screen.error
        assert screen.result == matrix  # the last good answer stays


async def test_best_play_in_the_lab_makes_every_cell_best_play(saves, library):
    form = LabForm(system="fu", best=True)
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_roster(pilot, form, "Ash=2", "Vey=2")
        matrix, _ = expected(form, "Ash=2", "Vey=2", best=True)
        assert screen.result == matrix and screen.result.policy is None
        assert "best play" in text_of(screen, "cell")
        assert screen.prices == price_levers(matrix.cell(0, 0).setup, best=True)


async def test_with_a_game_the_campaigns_hero_and_foes_come_first(game, library):
    game.run(SetOpposition("Vasko", Strength.STRONG, "villain"))
    heroes, foes = campaign_sides(game.campaign)
    assert heroes.startswith('"Dr. Nell Ambrose=5" ') and heroes.endswith(HEROES)
    sides = read_sides(heroes, foes)
    assert sides[0][0] == Hero("Dr. Nell Ambrose", 5)
    assert Foe("Vasko", 5, "strong") in sides[1]
    app = SoloApp(game, library=library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(RosterScreen(LabForm()))
        await settled(pilot)
        assert app.screen.result is not None
        assert app.screen.result.heroes[0].name == "Dr. Nell Ambrose"


def test_the_roster_at_80x24(snap_compare, saves, library):
    async def show(pilot) -> None:
        await open_roster(pilot, FORM, HEROES, FOES)
        still(pilot.app)
        await pilot.press("down", "right")
        await settled(pilot)

    assert snap_compare(app_for(saves, library), terminal_size=SIZE, run_before=show)


def test_the_roster_at_160x50(snap_compare, saves, library):
    async def show(pilot) -> None:
        await open_roster(pilot, FORM, HEROES, FOES)
        still(pilot.app)
        await pilot.press("down", "down", "right", "right", "right")
        await settled(pilot)

    assert snap_compare(app_for(saves, library), terminal_size=(160, 50), run_before=show)


def test_policy_default_is_never_reroll():
    assert read_form(LabForm())[1] == Policy()


async def test_the_palette_offers_the_roster(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        assert "Lab roster" in commands
        commands["Lab roster"].callback()
        await settled(pilot)
        assert isinstance(app.screen, RosterScreen) and app.screen.result is not None
