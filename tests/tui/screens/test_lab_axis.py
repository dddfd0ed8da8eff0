"""The Odds lab's chart against the opposition strength (issue 11, item 5) and of the
conflict's length (issue 23, item 3), and a Frameworks campaign with several allies
opening the lab (its options read back whole)."""

from __future__ import annotations

from msgspec.structs import replace
from textual.widgets import Input, Select, Static

from solo.dice.frameworks.params import parse_allies
from solo.game.launch import create_game, store_for
from solo.game.setup import read_character_file
from solo.lab import solve
from solo.lab.grid import STRENGTHS, strength_grid
from solo.locations import demo_file
from solo.tui.app import SoloApp
from solo.tui.lab_form import read_form
from solo.tui.screens.lab import LabScreen
from solo.tui.widgets.lab_chart import LabChart
from tests.tui.screens.conftest import SIZE, app_for, still
from tests.tui.screens.test_lab_screen import FORM, open_lab, settled, type_into


async def chart_by(pilot, screen: LabScreen, axis: str) -> LabChart:
    screen.query_one("#lab-axis", Select).value = axis
    await settled(pilot)
    return screen.query_one(LabChart)


async def test_the_chart_switches_to_opposition_strength_r_opp_1(saves, library):
    """R-OPP-1: with "Chart by" on strength the chart's rows are the engine's strengths,
    weak to overwhelming, each P(win) exactly ``solo.lab``'s for that strength, the
    form's strength marked; a changed input redraws it, and back to pools."""
    async with app_for(saves, library).run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot, FORM)
        chart = screen.query_one(LabChart)
        assert [label for label, _ in chart.rows][:3] == ["pool 0", "pool 1", "pool 2"]

        chart = await chart_by(pilot, screen, "strength")
        assert STRENGTHS == ("weak", "average", "challenging", "strong", "overwhelming")
        assert [label for label, _ in chart.rows] == list(STRENGTHS)
        assert chart.marked == "strong" and "strength" in chart.title
        setup, policy = read_form(screen.form)
        grid = strength_grid(setup, policy)
        assert chart.rows == tuple((cell.strength, cell.win) for cell in grid)
        for cell in grid:
            at = setup.__class__.build(
                "fubar", {"bonus": 1, "opposition": cell.strength}, resolve=3, pool=2
            )
            assert cell.win == solve(at, policy).win
        wins = [p for _, p in chart.rows]
        assert wins == sorted(wins, reverse=True) and wins[0] > wins[-1]

        before = chart.rows
        await type_into(pilot, screen, "bonus", "3")
        setup, policy = read_form(screen.form)
        assert chart.rows != before
        assert chart.rows == tuple((c.strength, c.win) for c in strength_grid(setup, policy))
        screen.query_one("#lab-strength", Select).value = "weak"
        await settled(pilot)
        assert chart.marked == "weak"

        chart = await chart_by(pilot, screen, "pool")
        assert chart.rows[0][0] == "pool 0" and chart.marked == "pool 2"
        assert "pool" in chart.title


async def test_a_frameworks_campaign_with_two_allies_opens_the_lab(saves, library):
    """Option ``allies: "2,3"`` used to read as an option called '3': the lab opens with
    no error line and the allies' dice as the campaign holds them (R-FW-6)."""
    game = create_game(
        store_for(saves),
        "allies",
        read_character_file(demo_file()),
        library,
        system="frameworks",
        seed=3,
        system_options={"allies": "2,3", "score": 3},
    )
    app = SoloApp(game, library=library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, LabScreen)
        assert screen.error == "" and screen.result is not None
        assert screen.query_one("#lab-options", Input).value == "allies=2,3 score=3"
        setup, _ = read_form(screen.form)
        assert parse_allies(setup.params.allies) == (2, 3)
        assert setup.params.score == 3
        await pilot.press("escape")
    game.close()


async def test_the_chart_shows_how_long_the_conflict_lasts_r_con_2(saves, library):
    """Issue 23, item 3: "Chart by" conflict length plots the exchanges of the form's
    conflict — exactly ``solo.lab``'s length for the same inputs — with P(ends after N)
    and P(over within N) for every N beside the plot."""
    async with app_for(saves, library).run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot, FORM)
        chart = await chart_by(pilot, screen, "length")
        setup, policy = read_form(screen.form)
        length = solve(setup, policy).length
        assert chart.length == length and chart.rows == ()
        assert "Exchanges" in chart.title and "expected" in chart.title
        numbers = str(chart.query_one("#chart-numbers", Static).content)
        for n, within in length.over_within.items():
            if n >= length.shortest:
                row = f"{n:>2} {float(length.ends_at(n)):>6.1%} {float(within):>7.1%}"
                assert row in numbers
        assert numbers.splitlines()[-1].endswith("100.0%")

        await type_into(pilot, screen, "pool", "5")  # a stronger foe: a longer fight
        longer = chart.length
        assert longer is not None and longer.expected > length.expected
        chart = await chart_by(pilot, screen, "pool")
        assert chart.length is None and chart.rows[0][0] == "pool 0"


def test_the_length_chart_at_80x24(snap_compare, saves, library):
    """The plot (textual-plotext) renders the same every run: the snapshot pins it."""

    async def lab(pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(LabScreen(replace(FORM, axis="length")))
        await pilot.pause()
        still(pilot.app)
        await settled(pilot)

    assert snap_compare(app_for(saves, library), terminal_size=SIZE, run_before=lab)
