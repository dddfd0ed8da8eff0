"""Issue 9 items 3 and 6 on the play screen: the answer shows its offer and its cost before
the player settles; typing never settles; F-keys shape, settle and reroll (or say why not)."""

from __future__ import annotations

from textual.command import CommandInput, CommandList

from solo.game.errors import GameError
from solo.game.turn.commands import Ask
from solo.game.turn.question import Question
from solo.rule_ids import without_rules
from solo.tui.screens.dialogs import Confirm
from solo.tui.screens.help import HelpScreen
from solo.tui.screens.play import PlayScreen
from solo.tui.screens.reroll import OfferWordsScreen, RerollScreen, TextPromptScreen
from solo.tui.screens.scene import ControlScreen
from solo.tui.widgets.answer import AnswerPanel, answer_content
from tests.plain_actions import do
from tests.tui.pilot_helpers import SIZE, enter_line, make_app, question_input, resolve
from tests.waiting_roll import ask_until

HIGH = "Do I climb the wall? +cool !high"


def errors(notes):
    return [
        m.notification.message
        for m in notes
        if type(m).__name__ == "Notify" and m.notification.severity == "error"
    ]


def ask_until_offer(game):
    """Leave a roll waiting whose answer brings a Condition or Detail to keep."""
    return ask_until(game, lambda card: card.brings, stakes="high")


async def test_letters_typed_while_a_roll_waits_go_to_the_bar(game):
    """The d of "door" keeps no Detail and the c of "act" concedes nothing."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, HIGH)
        records = len(game.save.records)
        await pilot.press(*"Do I act at the door", "r", "n", "a")
        await pilot.pause()
        assert game.campaign.pending is not None
        assert len(game.save.records) == records
        assert question_input(app).value == "Do I act at the doorrna"
        assert isinstance(app.screen, PlayScreen)


async def test_the_offer_and_its_cost_show_before_settling_R_CON_1(game):
    """R-CON-1: the stakes (what a loss costs) and the offer show while the roll waits."""
    card = ask_until_offer(game)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = app.screen.query_one(AnswerPanel).view
        assert view.offer == card
        text = answer_content(view).plain
        assert "Stakes high: a loss costs 1 Resolve" in text  # the label, then the stakes
        assert card.text_for(view.target) in text
        assert "Accepting" in text and "Reroll (dice" in text


async def test_f8_redraws_f9_edits_f10_gives_and_f5_keeps_it_R_ORA_2(game):
    """R-ORA-2: the offer is redrawn, put in the player's words and given to the scene
    before F5 keeps it; each is a journalled command."""
    ask_until_offer(game)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f8")
        await pilot.pause()
        assert game.history().entries[-1]["action"] == "redraw_offer"
        assert game.campaign.pending.offer.redraws == 1
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, OfferWordsScreen)
        app.screen.query_one("#words").value = ""
        app.screen.query_one("#words").focus()
        await enter_line(pilot, "A torn map")
        assert game.campaign.pending.offer.own == "A torn map"
        while app.screen.query_one(AnswerPanel).view.target.value != "scene":
            await pilot.press("f10")
            await pilot.pause()
        assert game.history().entries[-1]["action"] == "give_offer"
        await pilot.press("f5")
        await pilot.pause()
        assert game.campaign.pending is None
        assert "A torn map" in [d.name for d in game.campaign.scene.details]


def ask_until_complication(game):
    """Leave a roll waiting whose answer brings a complication."""
    return ask_until(
        game, lambda card: card.complication, text="Do I push on", stakes="high", tries=80
    )


async def test_f9_puts_the_complication_in_your_words_and_shift_f8_redraws_it_alone(game):
    """Issue 9.3 (R-ORA-2): the complication is redrawn on its own, then replaced by the
    player's text in F9's second field; the panel and the journal show the player's words."""
    shown = ask_until_complication(game)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("shift+f8")
        await pilot.pause()
        entry = game.history().entries[-1]
        assert (entry["action"], entry["args"]["complication_only"]) == ("redraw_offer", True)
        kept = game.campaign.pending.offer
        assert (kept.condition, kept.detail, kept.redraws) == (shown.condition, shown.detail, 1)
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, OfferWordsScreen)
        field = app.screen.query_one("#complication")
        assert field.value == kept.complication
        field.value = ""
        field.focus()
        await pilot.pause()
        await enter_line(pilot, "The rope bridge starts to sway")
        card = game.campaign.pending.offer
        assert card.complication == "The rope bridge starts to sway" and card.own == ""
        panel = answer_content(app.screen.query_one(AnswerPanel).view).plain
        assert "(your words): The rope bridge starts to sway" in panel
        await pilot.press("f5")
        await pilot.pause()
        assert "The rope bridge starts to sway" in " ".join(game.history().entries[-1]["details"])


async def test_a_paid_reroll_shows_its_price_R_RES_2(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, HIGH)
        before = resolve(game)
        assert app.screen.query_one(AnswerPanel).view.reroll_price.startswith("−1 Resolve, now 4")
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, RerollScreen)
        await enter_line(pilot, "1")
        await pilot.press("n")  # confirm_reroll: "n" pays nothing (issue 10 settings)
        await pilot.pause()
        assert resolve(game) == before
        await pilot.press("f6")
        await pilot.pause()
        await enter_line(pilot, "1")
        await pilot.press("y")
        await pilot.pause()
        assert resolve(game) == before - 1


async def test_a_refused_reroll_says_why_R_REROLL_1(game):
    """R-REROLL-1: with no Resolve left to pay, F6 opens nothing and says why."""
    game.run(Ask(Question("Do I run?", stakes="high")))
    while True:
        try:
            do(game, "reroll", which=[1])
        except GameError:
            break
    notes = []
    app = make_app(game)
    async with app.run_test(size=SIZE, message_hook=notes.append) as pilot:
        records = len(game.save.records)
        reason = app.screen.query_one(AnswerPanel).view.reroll_refused
        assert reason
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        # said without its rule ID (R-GM-8, issue 20)
        assert errors(notes) == [without_rules(reason)] and len(game.save.records) == records
        assert "Reroll refused" in answer_content(app.screen.query_one(AnswerPanel).view).plain


async def test_a_bare_question_mark_is_refused_in_the_app(game):
    """Issue 12.9: ``?`` alone is not asked as ``??``."""
    notes = []
    app = make_app(game)
    async with app.run_test(size=SIZE, message_hook=notes.append) as pilot:
        await enter_line(pilot, "?")
        assert game.campaign.pending is None
        assert any("needs some words" in e for e in errors(notes))


async def test_alt_digits_pick_a_likelihood_and_world_mode_ends_after_the_question(game):
    """R-ORA-1: alt+2 asks the next world question as likely; then actions again."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("alt+2")
        assert app.screen.world
        await enter_line(pilot, "Is the gate guarded?")
        q = game.campaign.pending.question
        assert q.world and q.likelihood.value == "likely"
        assert not app.screen.world


async def test_note_mode_keeps_a_line_as_a_note(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+n")
        await pilot.pause()
        line = app.screen.query_one("#question")
        assert line.placeholder.startswith("What happens, in your words")  # not "Do I …?"
        await enter_line(pilot, "The rain has not stopped for three days")
        last = game.history().entries[-1]
        assert (last["action"], last["args"]["text"]) == (
            "note",
            "The rain has not stopped for three days",
        )
        assert game.campaign.pending is None
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert line.placeholder.startswith("Do I …?")
        await enter_line(pilot, "Do I run?")
        assert game.campaign.pending is not None


async def test_error_toasts_stay_clear_of_the_question_bar(game):
    app = make_app(game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_line(pilot, "Do I run? +zzz")
        for _ in range(3):
            await pilot.pause()
        bar = app.screen.query_one("#ask").region
        toasts = list(app.screen.query("Toast"))
        assert toasts
        assert all(not t.region.overlaps(bar) for t in toasts)


async def palette_titles(pilot, query: str) -> list[str]:
    await pilot.press("ctrl+p")
    await pilot.pause()
    palette = pilot.app.screen
    palette.query_one(CommandInput).value = query
    hits = palette.query_one(CommandList)
    for _ in range(50):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    options = [hits.get_option_at_index(i) for i in range(hits.option_count)]
    titles = [str(o.hit.text) for o in options if hasattr(o, "hit")]  # not "No matches"
    await pilot.press("escape")
    await pilot.pause()
    return titles


async def test_the_palette_leaves_out_screenshot_and_downtime_taken_R_RES_3(game):
    """R-RES-3: downtime once a session, so the palette stops offering it."""
    do(game, "clear_opposition")  # no downtime while a foe is engaged (issue 12.7)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        assert not any("Screenshot" in t for t in await palette_titles(pilot, "Screenshot"))
        assert any("Downtime" in t for t in await palette_titles(pilot, "Downtime"))
        do(game, "downtime")
        assert not any("Downtime" in t for t in await palette_titles(pilot, "Downtime"))


async def test_a_milestone_is_reached_from_the_palette_by_name(game):
    goal = game.campaign.character.active_goals[0]
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        titles = await palette_titles(pilot, "Milestone reached")
        assert any(goal.text in t or "Milestone reached" in t for t in titles)
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        palette.query_one(CommandInput).value = titles[0]
        for _ in range(50):
            await app.workers.wait_for_complete()
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert game.history().entries[-1]["action"] == "milestone"


async def test_an_out_hero_comes_back_from_the_palette_R_RES_6(game):
    """R-RES-6: an OUT hero trades a Trademark for a Flaw, named in a prompt."""
    from msgspec.structs import replace

    trademark = game.campaign.character.trademarks[0].name
    state = game.campaign.economy_state
    game._campaign = game.campaign.evolve(economy_state=replace(state, resolve=-1))
    assert game.campaign.economy.out(game.campaign.economy_state)
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        titles = await palette_titles(pilot, "Come back")
        assert f"Come back: trade {trademark} for a Flaw" in titles
        await pilot.press("ctrl+p")
        await pilot.pause()
        app.screen.query_one(CommandInput).value = f"Come back: trade {trademark} for a Flaw"
        for _ in range(50):
            await app.workers.wait_for_complete()
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TextPromptScreen)
        await enter_line(pilot, "Haunted by the depths")
        last = game.history().entries[-1]
        assert last["action"] == "trade_trademark"
        assert last["args"] == {"trademark": trademark, "flaw": "Haunted by the depths"}


async def test_escape_and_enter_in_quick_succession_never_crash_the_palette(game):
    """The first evening's ScreenStackError: Can't pop screen."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(30):
            for key in ("ctrl+p", "escape", "enter", "ctrl+p", "pageup", "enter", "escape"):
                app.post_message(__import__("textual.events", fromlist=["Key"]).Key(key, None))
            await pilot.pause()
        assert app.is_running
    assert app.return_code in (None, 0)


async def test_f1_explains_what_each_rung_brings_R_LAD_4(game):
    """R-LAD-4: the help screen lists every rung with its meaning and its offer."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = " ".join(str(s.render()) for s in app.screen.query("Static"))
        for label in ("Yes, and…", "No, but…", "Impasse"):
            assert label in text
        assert "helpful Condition or scene Detail" in text


async def test_with_confirm_reroll_off_a_reroll_is_paid_at_once_issue_10(game):
    """Settings: confirm_reroll = false skips the "Pay it?" question (R-RES-2 still charges)."""
    from msgspec.structs import replace as replaced

    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        app.set_config(replaced(app.config, confirm_reroll=False))
        await enter_line(pilot, HIGH)
        before = resolve(game)
        await pilot.press("f6")
        await pilot.pause()
        await enter_line(pilot, "1")
        assert not isinstance(app.screen, Confirm)
        assert resolve(game) == before - 1


def _keys_back_to_back(app, *keys):
    """Every key into the app's queue at once, as a fast typist or a paste of keys sends
    them: none waits for the one before to be handled."""
    from textual import events

    for key in keys:
        char = key if len(key) == 1 else ("\r" if key == "enter" else None)
        app.post_message(events.Key(key, char))


async def test_a_note_sent_and_switched_off_at_once_stays_a_note_issue_20(game):
    """Issue 20.3: ctrl+n, text, Enter, ctrl+n, F7 back to back kept the note as a question
    (and F7 then settled it): keys typed into the line never turn into game actions."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        _keys_back_to_back(app, "ctrl+n", *"Rain again", "enter", "ctrl+n", "f7")
        for _ in range(6):
            await pilot.pause()
        records = game.history().entries
        assert [r["args"] for r in records if r["action"] == "note"] == [{"text": "Rain again"}]
        assert not {"ask", "accept"} & {r["action"] for r in records}
        assert game.campaign.pending is None
        # issue 21: F7 now asks whether the hero was in control before the scene ends
        assert isinstance(app.screen, ControlScreen)
        play = app.screen_stack[-2]
        assert isinstance(play, PlayScreen) and not play.note_mode
