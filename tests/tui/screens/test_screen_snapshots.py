"""Snapshots of the screens around play at 80×24: picker, wizard, hero builder, tables,
prep and settings. Fixed seeds, fixed dates, fixed folders, no cursor blink.
Refresh on purpose with ``pytest tests/tui/screens --snapshot-update``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from solo.game.hero.draft import roll_hero
from solo.tui.screens.hero_builder import HeroBuilderScreen
from solo.tui.screens.prep import PrepScreen
from solo.tui.screens.settings import SettingsScreen
from solo.tui.screens.tables_browser import TablesScreen
from tests.tui.screens.conftest import PLAYED, SIZE, app_for, make_campaign, still

FIXED = Path("/tmp/solo-screen-snapshots")  # paths show on screen: keep them the same


@pytest.fixture
def fixed(monkeypatch):
    shutil.rmtree(FIXED, ignore_errors=True)
    FIXED.mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv("SOLO_CONFIG", str(FIXED / "config.toml"))
    yield str(FIXED / "saves")
    shutil.rmtree(FIXED, ignore_errors=True)


def two_campaigns(saves: str, library) -> None:
    make_campaign(saves, library, "Sunken Crown")
    make_campaign(
        saves, library, "Night Train", played=PLAYED - 86400, system="fudge", variant="split"
    )


def test_the_campaign_picker(snap_compare, fixed, library):
    two_campaigns(fixed, library)

    async def settle(pilot) -> None:
        await pilot.pause()

    assert snap_compare(app_for(fixed, library), terminal_size=SIZE, run_before=settle)


def test_the_wizard_system_step(snap_compare, fixed, library):
    two_campaigns(fixed, library)

    async def to_systems(pilot) -> None:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        pilot.app.focused.value = "New one"
        await pilot.press("enter", "down")
        await pilot.pause()

    assert snap_compare(app_for(fixed, library), terminal_size=SIZE, run_before=to_systems)


def test_the_hero_builder_with_a_rolled_hero(snap_compare, fixed, library):
    two_campaigns(fixed, library)

    async def rolled(pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(HeroBuilderScreen("pulp", seed=8))
        await pilot.pause()
        still(pilot.app)
        await pilot.press("f5")
        await pilot.pause()

    assert snap_compare(app_for(fixed, library), terminal_size=SIZE, run_before=rolled)
    assert roll_hero(library, 8, "pulp").problems() == ()


def test_the_tables_browser_after_a_draw(snap_compare, fixed, library):
    two_campaigns(fixed, library)

    async def drawn(pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(TablesScreen(seed=3))
        await pilot.pause()
        still(pilot.app)
        pilot.app.screen._select("npc-motive")
        await pilot.press("plus", "d")
        await pilot.pause()

    assert snap_compare(app_for(fixed, library), terminal_size=SIZE, run_before=drawn)


def test_the_prep_sheet(snap_compare, fixed, library):
    two_campaigns(fixed, library)

    async def sheet(pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(PrepScreen(seed=4))
        await pilot.pause()
        still(pilot.app)
        await pilot.press("down")
        await pilot.pause()

    assert snap_compare(app_for(fixed, library), terminal_size=SIZE, run_before=sheet)


def test_the_settings(snap_compare, fixed, library):
    two_campaigns(fixed, library)

    async def settings(pilot) -> None:
        await pilot.pause()
        pilot.app.push_screen(SettingsScreen())
        await pilot.pause()
        still(pilot.app)
        await pilot.pause()

    assert snap_compare(app_for(fixed, library), terminal_size=SIZE, run_before=settings)
