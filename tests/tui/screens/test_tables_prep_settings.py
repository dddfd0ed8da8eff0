"""Tables browser, GM prep and settings: draws and odds, one-line re-rolls, the config
file round trip, and a bad config file."""

from __future__ import annotations

import random

from textual.widgets import DataTable, Input

from solo.config import Config, load_config, save_config
from solo.tables.draw import draw, probabilities
from solo.tables.prep import line_paths, prep
from solo.tui.screens.prep import PrepScreen
from solo.tui.screens.settings import SettingsScreen
from solo.tui.screens.tables_browser import TablesScreen
from tests.tui.screens.conftest import SIZE, app_for, make_campaign, paste


async def open_tables(pilot, table_id: str, seed: int = 42) -> TablesScreen:
    pilot.app.push_screen(TablesScreen(seed=seed))
    await pilot.pause()
    screen = pilot.app.screen
    screen._select(table_id)
    await pilot.pause()
    return screen


async def test_a_draw_is_seeded_and_shows_its_seed(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_tables(pilot, "npc-motive")
        await pilot.press("plus", "plus", "d")
        await pilot.pause()
        expected = draw(library, "npc-motive", random.Random(42), count=3)
        assert [r.text for r in screen.results] == [r.text for r in expected]
        shown = str(screen.query_one("#tables-results").content)
        assert "seed 42" in shown and expected[2].text in shown


async def test_each_entry_shows_its_exact_chance_under_the_filter(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_tables(pilot, "complications")
        await pilot.press("slash")
        await paste(pilot, "complications tier=major genre=noir")
        assert screen.current == "complications"
        exact = probabilities(library, "complications tier=major genre=noir")
        assert screen.chances("complications") == exact and sum(exact.values()) == 1
        rows = screen.query_one("#tables-entries", DataTable)
        assert rows.row_count == len(exact)
        first_entry, first_p = next(iter(exact.items()))
        assert rows.get_row_at(0) == [f"{float(first_p) * 100:5.1f}%", first_entry.text]


async def test_a_letter_typed_in_the_filter_never_draws(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_tables(pilot, "npc")
        await pilot.press("slash", "d", "p")
        await pilot.pause()
        assert screen.results == [] and app.config.pinned_tables == ()
        assert screen.query_one("#tables-filter", Input).value == "dp"


async def test_a_pin_is_saved_and_its_digit_jumps_to_it(saves, library, config_file):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_tables(pilot, "npc-secret")
        await pilot.press("p")
        await pilot.pause()
        assert load_config(config_file).config.pinned_tables == ("npc-secret",)
        screen._select("oracle-focus")
        await pilot.press("1")
        await pilot.pause()
        assert screen.current == "npc-secret"


async def test_a_result_goes_to_the_journal_and_to_the_scene(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.game  # the demo
        screen = await open_tables(pilot, "details")
        await pilot.press("d")
        await pilot.pause()
        text = screen.results[0].text
        await pilot.press("j")
        await pilot.pause()
        assert game.save.records[-1]["action"] == "note"
        assert game.save.records[-1]["args"] == {"text": text}
        await pilot.press("x")
        await pilot.pause()
        assert text in [d.name for d in game.campaign.scene.details]


async def test_a_drawn_npc_joins_the_campaign_s_list_R_GM_4(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.game  # the demo
        screen = await open_tables(pilot, "details")
        await pilot.press("d")
        await pilot.pause()
        assert screen.check_action("to_cast", ()) is False  # a Detail is nobody
        screen = await open_tables(pilot, "npc")
        await pilot.press("d")
        await pilot.pause()
        name = screen.results[0].text.partition(",")[0].strip()
        await pilot.press("n")
        await pilot.pause()
        assert game.save.records[-1]["action"] == "add_npc"
        assert game.campaign.cast.npc(name) is not None


async def test_without_a_game_there_is_no_journal_to_send_to(saves, library):
    make_campaign(saves, library, "a")
    make_campaign(saves, library, "b")
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_tables(pilot, "npc")
        await pilot.press("d")
        await pilot.pause()
        assert screen.check_action("to_journal", ()) is False
        assert screen.check_action("to_scene", ()) is False


def test_only_the_re_rolled_line_changes(library):
    sheet = prep(library, random.Random(5), seed=5)
    from solo.tables.prep import reroll_line

    for path in line_paths(sheet):
        after = reroll_line(library, sheet, path, random.Random(9))
        old, new = sheet.markdown().splitlines(), after.markdown().splitlines()
        changed = [i for i, (a, b) in enumerate(zip(old, new)) if a != b]
        assert len(changed) <= 1 and len(old) == len(new), path


async def test_prep_re_rolls_one_line_and_saves_markdown(saves, library, tmp_path):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(PrepScreen(seed=5))
        await pilot.pause()
        screen = app.screen
        before = screen.sheet
        # the demo's genre; its open threads and NPCs first (R-GM-4): two sections of one line
        kept = app.game.campaign.cast.prep_sections(
            tuple(g.text for g in app.game.campaign.character.active_goals)
        )
        assert [k.title for k in kept] == ["Open threads", "NPCs met"]
        assert before == prep(library, random.Random(5), genre="pulp", seed=5, kept=kept)
        await pilot.press("down", "down", "down", "down", "r")  # the second scene setup
        await pilot.pause()
        after = screen.sheet
        assert after.sections[2].lines[1] != before.sections[2].lines[1]
        assert after.sections[2].lines[0] == before.sections[2].lines[0]
        assert after.sections[3:] == before.sections[3:]
        target = tmp_path / "session.md"
        screen.save_to(str(target))
        assert target.read_text(encoding="utf-8") == after.markdown()


async def test_prep_fields_draw_a_new_sheet_and_bad_ones_say_why(saves, library):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(PrepScreen(seed=5))
        await pilot.pause()
        screen = app.screen
        await pilot.press("f")
        await paste(pilot, "noir")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.sheet == prep(
            library, random.Random(5), genre="noir", seed=5, kept=screen.kept
        )
        await pilot.press("f")
        await paste(pilot, "western")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.genre == "noir"  # the sheet stays
        assert any("unknown genre 'western'" in str(n.message) for n in app._notifications)


async def test_settings_round_trip_through_the_file(saves, library, config_file):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(SettingsScreen())
        await pilot.pause()
        screen = app.screen
        screen.query_one("#set-system").value = "fudge"
        screen.query_one("#set-variant").value = "split"
        screen.query_one("#set-genre").value = "noir"
        screen.query_one("#set-theme").value = "nord"
        screen.query_one("#set-confirm").value = False
        screen.query_one("#set-saves").value = "~/campaigns"
        screen.query_one("#set-keymap").value = "app.tables=f19; campaigns.delete=x"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.theme == "nord"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f19")  # the new key for the tables browser
        await pilot.pause()
        assert isinstance(app.screen, TablesScreen)
    loaded = load_config(config_file)
    assert loaded.problems == ()
    assert loaded.config == Config(
        system="fudge",
        variant="split",
        genre="noir",
        saves="~/campaigns",
        theme="nord",
        confirm_reroll=False,
        keymap={"app.tables": "f19", "campaigns.delete": "x"},
    )
    save_config(loaded.config, config_file)
    assert load_config(config_file).config == loaded.config


async def test_a_bad_key_override_is_refused_and_nothing_is_written(saves, library, config_file):
    app = app_for(saves, library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(SettingsScreen())
        await pilot.pause()
        app.screen.query_one("#set-keymap").value = "app.tables"
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert not config_file.exists()


async def test_a_bad_config_file_names_file_and_line_and_the_app_starts(
    saves, library, config_file
):
    config_file.parent.mkdir(parents=True)
    config_file.write_text('[defaults]\nsystem = "fubar"\n[app\ntheme = "nord"\n')
    loaded = load_config(config_file)
    assert loaded.config == Config()
    [line] = loaded.problems
    assert line.startswith(f"{config_file}:3: ")
    app = app_for(saves, library, config=loaded)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game is not None  # the demo, with default settings
        assert [str(n.message) for n in app._notifications if str(n.message) == line]


def test_a_bad_value_falls_back_to_its_default_and_keeps_the_rest(config_file):
    config_file.parent.mkdir(parents=True)
    config_file.write_text(
        '[defaults]\nsystem = "dnd"\nvariant = "doom"\n[app]\nconfirm_reroll = "yes"\n'
    )
    loaded = load_config(config_file)
    assert loaded.config == Config(variant="doom")
    systems = "fubar, buckets, minifu, fudge, d6, frameworks, fu"
    assert loaded.problems == (
        f"{config_file}:2: unknown system 'dnd'; expected one of {systems}",
        f"{config_file}:5: confirm_reroll must be true or false",
    )


def test_solo_config_names_the_file_and_info_prints_where_things_are(
    config_file, tmp_path, capsys, monkeypatch
):
    from solo.cli import main
    from solo.config import config_path

    assert config_path() == config_file
    monkeypatch.setenv("SOLO_SAVES", str(tmp_path / "saves"))
    assert main(["--info"]) == 0
    out = capsys.readouterr().out
    assert f"config:  {config_file} (not written yet" in out
    assert f"saves:   {tmp_path / 'saves'} (0 campaigns)" in out
    assert "core" in out and "content:" in out and "packs:   5 loaded" in out


def test_no_color_in_the_environment_turns_colour_off(monkeypatch, saves, library):
    from solo.tui.app import SoloApp

    monkeypatch.setenv("NO_COLOR", "1")
    assert SoloApp(library=library).no_color is True
    monkeypatch.delenv("NO_COLOR")
    assert SoloApp(library=library).no_color is False


async def test_saving_the_prep_sheet_over_a_fifo_refuses_at_once(saves, library, tmp_path):
    """Issue 24: a FIFO (or a folder) as the file is refused, never opened to hang."""
    import os

    app = app_for(saves, library)
    fifo = tmp_path / "pipe.md"
    os.mkfifo(fifo)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(PrepScreen(seed=5))
        await pilot.pause()
        screen = app.screen
        for target in (fifo, tmp_path):
            screen.save_to(str(target))
            await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert sum("cannot write" in m for m in messages) == 2, messages
        assert fifo.is_fifo() and not list(tmp_path.glob("*.tmp"))
