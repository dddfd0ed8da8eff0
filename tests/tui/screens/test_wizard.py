"""The new-campaign wizard and the hero builder: the rules' own messages for a bad hero, a
rolled hero that a seed reproduces (every system × variant: test_wizard_pairs.py)."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from solo.game.hero.draft import HeroDraft, roll_hero
from solo.tui.screens.hero_builder import HeroBuilderScreen
from solo.tui.screens.wizard import WizardScreen
from tests.tui.screens.conftest import SIZE, app_for, paste


async def open_wizard(pilot, name: str) -> None:
    """From the demo (opened on first run) to the wizard's name step, name typed."""
    await pilot.pause()
    await pilot.press("ctrl+o")
    await pilot.pause()
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, WizardScreen)
    await paste(pilot, name)
    await pilot.press("enter")
    await pilot.pause()


async def test_the_system_step_shows_each_systems_exact_odds(saves, library):
    from solo.dice import odds
    from solo.tui.widgets.odds_bar import odds_legend

    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await open_wizard(pilot, "odds")
        await pilot.press("home", "down")  # buckets
        await pilot.pause()
        shown = str(app.screen.query_one("#wizard-fractions", Static).content)
        shown = shown.removeprefix("[dim]").removesuffix("[/dim]")
        assert shown == odds_legend(odds("buckets")).replace("\n", " · ")
        assert "Impasse" in shown


async def test_a_bad_or_taken_name_is_refused_in_place(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await open_wizard(pilot, "../escape")
        error = app.screen.query_one("#wizard-name-error")
        assert "may not contain" in str(error.content) and app.screen.step == 0
        await paste(pilot, "demo")
        await pilot.press("enter")
        await pilot.pause()
        assert "already exists" in str(error.content) and app.screen.step == 0


async def test_a_hero_short_of_a_trademark_says_what_it_still_needs_and_is_not_made(saves, library):
    """R-CHAR-2 (issue 20.6 changed what the builder shows): a blank Trademark is named in a
    player's words, "all four Trademarks (3 so far)"; ctrl+s refuses until it is filled."""
    hero = roll_hero(library, 5).with_field("trademark4", "")
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(HeroBuilderScreen(seed=5, draft=hero))
        await pilot.pause()
        builder = app.screen
        shown = str(builder.query_one("#hero-problems", Static).content)
        assert shown.startswith("Still needs: all four Trademarks (3 so far)")
        assert hero.problems()  # the rules refuse it too
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is builder
        builder.query_one("#hero-trademark4").focus()
        await paste(pilot, "Never says die")
        assert "legal new hero" in str(builder.query_one("#hero-problems", Static).content)


async def test_an_illegal_hero_shows_the_rules_message_and_is_not_made(saves, library):
    """R-CHAR-1: nothing is missing, but six abilities are too many: the builder shows
    creation_problems' own words; ctrl+s refuses."""
    from solo.game.setup import with_defaults
    from solo.rule_ids import without_rules
    from solo.rules.character.sheet import Character

    hero = roll_hero(library, 5).with_field("abilities", "Climb; Swim; Run; Hide; Lie; Fly")
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(HeroBuilderScreen(seed=5, draft=hero))
        await pilot.pause()
        builder = app.screen
        shown = str(builder.query_one("#hero-problems", Static).content)
        expected = Character.from_dict(with_defaults(hero.character())).creation_problems()
        # the rules' own words, without their IDs (R-GM-8)
        assert expected and without_rules(expected[0]) in shown and "R-CHAR" not in shown
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is builder


async def test_the_builder_checks_as_you_type(saves, library):
    """R-CHAR-1: two abilities are too few, the line under the form says so at once."""
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(HeroBuilderScreen(seed=5, draft=roll_hero(library, 5)))
        await pilot.pause()
        app.screen.query_one("#hero-abilities").focus()
        await paste(pilot, "Climb; Swim")
        shown = str(app.screen.query_one("#hero-problems", Static).content)
        assert shown.startswith("Still needs: 3-5 abilities (2 so far)")


async def test_roll_me_a_hero_is_the_same_for_the_same_seed(saves, library):
    drafts = []
    for _ in range(2):
        app = app_for(saves, library)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.push_screen(HeroBuilderScreen(seed=99))
            await pilot.pause()
            await pilot.press("f5")
            await pilot.pause()
            drafts.append(app.screen.draft)
    assert drafts[0] == drafts[1] == roll_hero(library, 99)
    assert drafts[0].problems() == ()
    assert roll_hero(library, 100) != drafts[0]


async def test_one_field_is_re_rolled_and_the_rest_kept(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(HeroBuilderScreen(seed=99, draft=roll_hero(library, 99)))
        await pilot.pause()
        before = app.screen.draft
        app.screen.query_one("#hero-goal").focus()
        await pilot.press("f6")
        await pilot.pause()
        after = app.screen.draft
        changed = [n for n in HeroDraft.field_names() if getattr(before, n) != getattr(after, n)]
        assert changed == ["goal"]
        assert app.screen.query_one("#hero-goal").value == after.goal


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8])
def test_every_rolled_hero_is_legal(library, seed):
    """R-CHAR-1..4 hold for heroes drawn from the shipped tables."""
    assert roll_hero(library, seed).problems() == ()


def test_the_saved_hero_file_is_what_solo_new_accepts(tmp_path, library, capsys):
    from solo.cli import main

    hero = tmp_path / "hero.yaml"
    hero.write_text(roll_hero(library, 12).yaml("noir"), encoding="utf-8")
    code = main(
        [
            "new",
            "from-file",
            "--character",
            str(hero),
            "--saves",
            str(tmp_path / "s"),
            "--system",
            "fudge",
        ]
    )
    assert code == 0, capsys.readouterr().err
    from solo.saves.store import SaveStore

    state = SaveStore(tmp_path / "s").peek("from-file")
    assert state["character"]["name"] == roll_hero(library, 12).name
    assert state["genre"] == "noir" and state["opposition"]["name"]


async def test_the_wizard_keeps_the_hero_beside_the_save(saves, library):
    app = app_for(saves, library, seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await open_wizard(pilot, "kept")
        for _ in range(3):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("f5", "ctrl+s")
        await pilot.pause()
        hero_file = app.game.save.folder / "hero.yaml"
    assert "character:" in hero_file.read_text(encoding="utf-8")
