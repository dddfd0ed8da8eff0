"""R-GM-8 in the app: the journal tells the story (dice and odds in one dim line, notes as
prose) and the answer panel speaks the fiction; ctrl+r ("show rules") brings back every
line, rule IDs and derivations included. Issue 20.2 and 20.3."""

from __future__ import annotations

import re
import shutil

import pytest
from rich.style import Style

from solo.game.engine import Game
from solo.game.story.journal import entries
from solo.saves.store import SaveStore
from solo.tui.screens.play import PlayScreen
from solo.tui.widgets.answer import AnswerPanel, answer_content
from solo.tui.widgets.journal import Journal, story_renderable
from tests.played_evening import NOTES
from tests.tui.pilot_helpers import SIZE, enter_line, make_app

RULE_ID = re.compile(r"R-[A-Z]+-\d")


@pytest.fixture
def evening(played_evening, tmp_path, library):
    saves, name = played_evening
    copy = tmp_path / "evening"
    shutil.copytree(saves, copy)
    game = Game(SaveStore(copy).open(name), library)
    yield game
    game.close()


def journal_text(app) -> str:
    journal = app.screen.query_one(Journal)
    return "\n".join("".join(seg.text for seg in strip) for strip in journal.lines)


async def _past_the_recap(pilot) -> None:
    """The evening has a session behind it, so "Previously…" opens first (R-GM-7): it
    shows no rule ID either (R-GM-8); Escape plays on."""
    from solo.tui.screens.recap import RecapScreen

    await pilot.pause()
    assert isinstance(pilot.app.screen, RecapScreen)
    assert not RULE_ID.search(pilot.app.export_screenshot())
    await pilot.press("escape")
    await pilot.pause()


async def test_r_gm_8_the_journal_and_the_answer_panel_show_no_rule_ids(evening):
    """R-GM-8: at default settings no rule ID in the journal or the answer panel; the
    journal folds each question's dice and odds into one line."""
    app = make_app(evening)
    async with app.run_test(size=SIZE) as pilot:
        await _past_the_recap(pilot)
        text = journal_text(app)
        assert text and not RULE_ID.search(text)
        assert "odds: yes" not in text and "even of the five kept" not in text
        assert re.search(r"fubar [\d() ]+ · yes \d", text)  # the folded line
        assert NOTES[-1] in text
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()
        panel = app.screen.query_one(AnswerPanel)
        assert panel.view is not None
        shown = answer_content(panel.view, panel.rules).plain
        assert not RULE_ID.search(shown) and not RULE_ID.search(journal_text(app))
        assert "Trademark 'Cool under fire'" not in shown  # the pool's derivation: folded
        assert not RULE_ID.search(app.export_screenshot())  # hero panel, header, footer


async def test_r_gm_8_ctrl_r_shows_the_rules_and_hides_them_again(evening):
    app = make_app(evening)
    async with app.run_test(size=SIZE) as pilot:
        await _past_the_recap(pilot)
        await enter_line(pilot, "Do I climb the wall? +cool !high")
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayScreen) and screen.show_rules
        assert RULE_ID.search(journal_text(app)) and "odds: yes" in journal_text(app)
        panel = screen.query_one(AnswerPanel)
        assert (
            panel.rules and "Trademark 'Cool under fire'" in answer_content(panel.view, True).plain
        )
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert not screen.show_rules and not RULE_ID.search(journal_text(app))


async def test_r_gm_8_the_show_rules_setting_starts_the_app_with_rules_shown(evening):
    app = make_app(evening)
    async with app.run_test(size=SIZE) as pilot:
        app.set_config(app.config.evolve(show_rules=True))
        app.push_screen(PlayScreen(evening))
        await pilot.pause()
        await pilot.press("escape")  # past "Previously…"
        await pilot.pause()
        assert app.screen.show_rules and RULE_ID.search(journal_text(app))


def test_a_note_is_prose_and_a_question_is_bold(evening):
    """Issue 20.3: the player's notes read as prose, not set in bold like the questions."""
    told = entries(evening.history().entries)
    note = next(e for e in told if e.action == "note")
    ask = next(e for e in told if e.action == "ask")
    plain = {"accent": Style(), "muted": Style(dim=True), "warning": Style(), "success": Style()}
    plain |= {"error": Style(), "plain": Style()}
    note_text = story_renderable(note, plain).renderables[0]
    ask_text = story_renderable(ask, plain).renderables[0]
    assert note_text.plain == NOTES[0] and not (
        note_text.style and Style.parse(str(note_text.style)).bold
    )
    assert ask_text.style.bold


async def test_r_gm_8_the_pool_builder_names_its_rules_only_when_asked(evening):
    """The builder's rows say what each die does; the rule behind it shows with ctrl+r."""
    from solo.tui.widgets.pool_builder import PoolBuilder

    app = make_app(evening)
    async with app.run_test(size=SIZE) as pilot:
        await _past_the_recap(pilot)
        await pilot.press(*"Do I climb the wall? +cool")
        await pilot.pause()
        builder = app.screen.query_one(PoolBuilder)

        def rows() -> str:
            return "\n".join(
                str(builder.get_option_at_index(i).prompt) for i in range(builder.option_count)
            )

        assert "Cool under fire" in rows() and not RULE_ID.search(rows())
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert RULE_ID.search(rows())
