"""The Odds lab screen with a campaign's described mechanic (a mechanic file): the
system list offers it, and its answer is the lab's own for the same inputs."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from solo.dice import add_described
from solo.lab import Policy, Setup, solve
from solo.tables.mechanic_file import load_mechanic
from solo.tui.lab_form import LabForm
from tests.tui.screens.conftest import SIZE, app_for
from tests.tui.screens.test_lab_screen import open_lab, shown

MINIFU = Path(__file__).resolve().parents[3] / "content" / "mechanics" / "minifu.yaml"


async def test_the_lab_screen_offers_and_solves_a_described_mechanic(saves, library, monkeypatch):
    import solo.dice

    monkeypatch.setattr(solo.dice, "_DESCRIBED", {})
    add_described(load_mechanic(MINIFU.read_text(encoding="utf-8"), str(MINIFU)))
    form = LabForm(system="minifu-file", options="power=2 challenge=2", resolve="3", pool="2")
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_lab(pilot, form)
        assert screen.query_one("#lab-system", Select).value == "minifu-file"
        assert shown(screen, "error") == ""
        setup = Setup.build("minifu-file", {"power": 2, "challenge": 2}, resolve=3, pool=2)
        win = solve(setup, Policy()).win
        assert f"{float(win):.1%}" in shown(screen, "win")
