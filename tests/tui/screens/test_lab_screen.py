"""The Odds lab screen (issue 11, item 5): opened by F12 or the palette, every number equal
to ``solo.lab``'s exact answer for the same inputs, best play in words, bad input as one
line, and a snapshot at 80×24."""

from __future__ import annotations

import time

import pytest
from textual.widgets import Checkbox, Input, Select, Static

from solo.dice.ladder import Answer
from solo.dice.report import fraction_text
from solo.game.choices import Strength
from solo.game.story.commands import SetOpposition
from solo.lab import Policy, Setup, solve
from solo.lab.advice import advice
from solo.lab.best import BestPlayer
from solo.tui.app import SoloApp
from solo.tui.lab_form import LabForm
from solo.tui.screens.lab import LabScreen
from solo.tui.widgets.lab_chart import LabChart
from tests.tui.screens.conftest import SIZE, app_for, still

FORM = LabForm(
    system="fubar", bonus="1", strength="strong", resolve="3", pool="2", reroll_below="yes_but"
)


async def settled(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def open_lab(pilot, form: LabForm | None = FORM) -> LabScreen:
    await pilot.pause()
    pilot.app.push_screen(LabScreen(form))
    await settled(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, LabScreen)
    return screen


async def type_into(pilot, screen: LabScreen, field: str, text: str) -> None:
    screen.query_one(f"#lab-{field}", Input).value = text
    await settled(pilot)


def shown(screen: LabScreen, name: str) -> str:
    return str(screen.query_one(f"#lab-{name}", Static).content)


async def test_f12_opens_the_lab_from_the_campaign_picker(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        await settled(pilot)
        assert isinstance(app.screen, LabScreen)
        assert app.screen.result is not None  # the default form is answered at once
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, LabScreen)


async def test_the_palette_offers_the_lab(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Odds lab" in titles


async def test_with_a_game_the_lab_starts_from_the_campaign(game, library):
    """System, Resolve and the opposition's pool and strength come from the save."""
    game.run(SetOpposition("Vasko", Strength.STRONG, "villain"))
    app = SoloApp(game, library=library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, LabScreen) and screen.form is not None
        campaign = game.campaign
        assert screen.form.system == campaign.system
        assert screen.form.resolve == str(campaign.state.resolve)
        assert (screen.form.pool, screen.form.strength) == ("5", "strong")


async def test_changing_the_pool_changes_p_win_to_the_labs_exact_answer(saves, library):
    """R-CON-3: the bigger the opposition's pool, the longer it holds; the screen shows
    exactly what solo.lab.solve says for the same inputs, percent shown, fraction in the
    tooltip."""
    policy = Policy(reroll_below=Answer.YES_BUT)

    def exact(pool: int):
        setup = Setup.build("fubar", {"bonus": 1, "opposition": "strong"}, resolve=3, pool=pool)
        return solve(setup, policy)

    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot)
        assert screen.result is not None and screen.result.odds == exact(2)
        await type_into(pilot, screen, "pool", "6")
        odds = exact(6)
        assert screen.result.odds.win == odds.win < exact(2).win
        assert f"{float(odds.win):.1%}" in shown(screen, "win")
        assert screen.query_one("#lab-win", Static).tooltip == (
            f"P(win) = {fraction_text(odds.win)} exactly"
        )
        assert screen.result.odds.out == odds.out and screen.result.odds.concede == 0
        chart = screen.query_one(LabChart)
        assert chart.rows[6] == ("pool 6", odds.win) and chart.marked == "pool 6"


async def test_every_input_reaches_the_lab(saves, library):
    """Risky, Yes-and costs 2, soak, concede-at, keep, variant and system options all
    change the question (R-CON-4, R-CON-5, R-GEAR-3)."""
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot)
        screen.query_one("#lab-risky", Checkbox).value = True
        screen.query_one("#lab-yes_and_costs_two", Checkbox).value = True
        screen.query_one("#lab-variant", Select).value = "doom"
        await type_into(pilot, screen, "soak", "1")
        await type_into(pilot, screen, "concede_at", "0")
        await type_into(pilot, screen, "keep", "1")
        setup = Setup.build(
            "fubar",
            {"bonus": 1, "opposition": "strong"},
            resolve=3,
            pool=2,
            variant="doom",
            soak=1,
            yes_and_costs_two=True,
        )
        policy = Policy(reroll_below=Answer.YES_BUT, keep=1, concede_at=0, risky=True)
        assert screen.error == ""
        assert screen.result is not None and screen.result.odds == solve(setup, policy)


async def test_a_system_option_is_read_by_name(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot, LabForm(system="minifu", pool="1", resolve="2"))
        await type_into(pilot, screen, "options", "power=3")
        setup = Setup.build("minifu", {"power": 3}, resolve=2, pool=1)
        assert screen.result is not None and screen.result.odds == solve(setup)


async def test_best_play_shows_its_advice_and_odds(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot)
        screen.query_one("#lab-best", Checkbox).value = True
        await settled(pilot)
        setup = Setup.build("fubar", {"bonus": 1, "opposition": "strong"}, resolve=3, pool=2)
        player = BestPlayer(setup, "win")
        best = player.solve()
        assert screen.result is not None and screen.result.best is not None
        assert screen.result.best.odds == best
        assert best.win >= screen.result.odds.win
        text = shown(screen, "advice")
        for line in advice(player.table()):
            assert line in text
        assert f"{float(best.win):.1%} (best play)" in shown(screen, "win")


@pytest.mark.parametrize(
    ("field", "text", "named"),
    [("pool", "-1", "pool: -1"), ("resolve", "lots", "Resolve: 'lots'"), ("soak", "10", "soak")],
)
async def test_a_bad_input_is_one_line_and_keeps_the_last_answer(
    saves, library, field, text, named
):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot)
        before = screen.result
        await type_into(pilot, screen, field, text)
        assert named in screen.error and "\n" not in screen.error
        assert named in shown(screen, "error")
        assert screen.result is before
        await type_into(pilot, screen, field, "2")
        assert screen.error == "" and shown(screen, "error") == ""


async def test_an_unknown_system_option_names_itself(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot)
        await type_into(pilot, screen, "options", "wings=2")
        assert "wings" in screen.error


def test_the_lab_at_80x24(snap_compare, saves, library):
    async def lab(pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(LabScreen(FORM))
        await pilot.pause()
        still(pilot.app)
        await settled(pilot)

    assert snap_compare(app_for(saves, library), terminal_size=SIZE, run_before=lab)


@pytest.mark.parametrize("variant", ["resolve", "doom", "split", "consequences"])
@pytest.mark.parametrize(
    "system", ["fubar", "buckets", "minifu", "fudge", "d6", "frameworks", "fu"]
)
def test_every_campaign_prefills_a_form_the_lab_reads(system, variant):
    """The lab's start form cannot fail on a loaded campaign: every system and variant
    gives a form read_form accepts (so the screen needs no catch around it)."""
    from solo.game.setup import new_campaign, read_character_file
    from solo.locations import demo_file
    from solo.tui.lab_form import campaign_form, read_form

    campaign = new_campaign(
        "lab", read_character_file(demo_file()), system=system, variant=variant, seed=1
    )
    form = campaign_form(campaign)
    assert (form.system, form.variant) == (system, variant)
    setup, _ = read_form(form)
    assert setup.system == system


async def test_a_prefilled_value_the_lab_refuses_is_one_line(game, library, monkeypatch):
    """A campaign value the lab cannot read (here a pool out of range) opens the lab with
    the one-line message naming it, not an empty screen or a crash."""
    import solo.tui.screens.lab as lab_screen

    monkeypatch.setattr(lab_screen, "campaign_form", lambda campaign: LabForm(pool="-1"))
    app = SoloApp(game, library=library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, LabScreen)
        assert "pool: -1" in screen.error and "\n" not in screen.error
        assert "pool: -1" in shown(screen, "error")


async def test_a_bug_in_the_start_form_is_not_hidden(game, library, monkeypatch):
    """Bugs are bugs (issue 8.4): an AttributeError while prefilling the form is raised,
    not swallowed into a default form."""
    import solo.tui.screens.lab as lab_screen

    def broken(campaign):
        raise AttributeError("no such field")

    monkeypatch.setattr(lab_screen, "campaign_form", broken)
    app = SoloApp(game, library=library)
    with pytest.raises(AttributeError, match="no such field"):
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("f12")
            await settled(pilot)


async def test_a_burst_of_edits_runs_one_solve_at_a_time_and_answers_the_last(
    saves, library, monkeypatch
):
    """A solve thread cannot be stopped: edits made while one runs wait as one latest
    question, so threads never pile up (mashing the form once made quitting wait on a
    queue of best-play solves), and the answer shown is the last edit's."""
    import solo.tui.screens.lab as lab_screen

    exact_answer = lab_screen.answer
    at_once = [0]
    most = [0]

    def slow_answer(*args):  # a best-play solve at a big pool takes this long and more
        at_once[0] += 1
        most[0] = max(most[0], at_once[0])
        time.sleep(0.15)
        try:
            return exact_answer(*args)
        finally:
            at_once[0] -= 1

    monkeypatch.setattr(lab_screen, "answer", slow_answer)
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot)
        field = screen.query_one("#lab-pool", Input)
        for pool in range(1, 9):
            field.value = str(pool)
            await pilot.pause()
        for _ in range(20):  # the queued question is solved after the running one
            await settled(pilot)
            if screen.result is not None and screen.result.marked == "pool 8":
                break
        policy = Policy(reroll_below=Answer.YES_BUT)
        setup = Setup.build("fubar", {"bonus": 1, "opposition": "strong"}, resolve=3, pool=8)
        assert screen.result is not None and screen.result.odds == solve(setup, policy)
        assert most[0] == 1  # never two solves at once
