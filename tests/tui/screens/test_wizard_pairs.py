"""Every dice system with every Resolve variant, made in the wizard with the keyboard only.

The pairs come from the game's own lists (``solo.dice.SYSTEMS`` × ``solo.rules.economy.
VARIANTS``), so a system or variant added later is walked too. Each pair is a whole Pilot
session (a few seconds): one pair per system, covering every variant, runs in ``make
quick``; the rest are marked slow and run in ``make test`` and CI.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from textual import events
from textual.widgets import OptionList

from solo.dice import SYSTEMS
from solo.game.hero.draft import roll_hero
from solo.rules.economy import VARIANTS
from solo.saves.store import SaveStore
from solo.tui.screens.hero_builder import HeroBuilderScreen
from solo.tui.screens.play import PlayScreen
from solo.tui.screens.wizard import WizardScreen
from tests.tui.screens.conftest import SIZE, app_for

SEED = 3
SYSTEM_NAMES = list(SYSTEMS)
VARIANT_NAMES = list(VARIANTS)
QUICK = {(s, VARIANT_NAMES[i % len(VARIANT_NAMES)]) for i, s in enumerate(SYSTEM_NAMES)}
"""Every system once and every variant at least once: the handful `make quick` runs."""

PAIRS = [
    pytest.param(system, variant, marks=() if (system, variant) in QUICK else pytest.mark.slow)
    for system, variant in itertools.product(SYSTEM_NAMES, VARIANT_NAMES)
]


async def choose(pilot, list_id: str, wanted: str) -> None:
    """Take the option ``wanted`` of the step's list with Home, Down… and Enter."""
    options = pilot.app.screen.query_one(f"#{list_id}", OptionList)
    ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
    assert wanted in ids, f"the wizard does not offer {wanted!r} (it offers {ids})"
    await pilot.press("home", *["down"] * ids.index(wanted), "enter")
    await pilot.pause()


async def paste_line(pilot, text: str) -> None:
    """A bracketed paste into the focused field, then Enter: what a terminal sends."""
    pilot.app.focused.post_message(events.Paste(text))
    await pilot.press("enter")
    await pilot.pause()


def solo_new_accepts(hero_file: Path, system: str, variant: str, saves: Path) -> dict:
    """Run ``solo new --character hero_file`` and give back the campaign it saved."""
    from solo.cli import main

    code = main(
        ["new", "again", "--character", str(hero_file), "--saves", str(saves)]
        + ["--system", system, "--variant", variant, "--seed", "1"]
    )
    assert code == 0, f"solo new refused the wizard's hero file {hero_file}"
    return SaveStore(saves).peek("again")


@pytest.mark.parametrize("system, variant", PAIRS)
async def test_every_system_and_variant_is_made_in_the_wizard_and_plays(
    saves, library, tmp_path, capsys, system, variant
):
    """R-CHAR-1..4 (the rolled hero is legal in every system and variant): the wizard
    walked by keys makes the campaign, its hero.yaml loads in `solo new`, and the first
    play screen asks a question and accepts its answer."""
    name = f"{system} {variant}"
    app = app_for(saves, library, seed=SEED)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")  # the campaigns
        await pilot.pause()
        await pilot.press("n")  # a new one
        await pilot.pause()
        assert isinstance(app.screen, WizardScreen)
        await paste_line(pilot, name)
        await choose(pilot, "wizard-system", system)
        await choose(pilot, "wizard-variant", variant)
        await choose(pilot, "wizard-genre", "-")
        assert isinstance(app.screen, HeroBuilderScreen)
        await pilot.press("f5")  # roll me a hero (seeded)
        await pilot.pause()
        assert app.screen.draft == roll_hero(library, SEED)
        await pilot.press("ctrl+s")
        await pilot.pause()

        assert isinstance(app.screen, PlayScreen), f"no play screen: {app.screen!r}"
        game = app.game
        assert game is not None and game.save.name == name
        saved = SaveStore(Path(saves)).peek(name)
        assert (saved["system"], saved["variant"]) == (system, variant)
        assert saved["character"]["name"] == roll_hero(library, SEED).name

        await paste_line(pilot, "Do I find the way in?")
        assert app.screen is not None and isinstance(app.screen, PlayScreen)
        assert game.campaign.pending is not None, "the question did not roll"
        assert game.campaign.pending.question.text == "Do I find the way in?"
        await pilot.press("f5")  # accept it
        await pilot.pause()
        actions = [r.get("action") for r in game.save.records]
        assert actions[-2:] == ["ask", "accept"] and game.campaign.pending is None
        hero_file = game.save.folder / "hero.yaml"

    again = solo_new_accepts(hero_file, system, variant, tmp_path / "again")
    assert again["character"] == saved["character"]
    assert (again["system"], again["variant"]) == (system, variant)
    capsys.readouterr()
