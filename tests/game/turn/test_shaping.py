"""Shaping the waiting answer's offer (R-ORA-2): what is shown is what is kept; redraw,
own words and the taker are journalled commands that undo and replay."""

from __future__ import annotations

import pytest

from solo.game.errors import GameError
from solo.game.launch import create_game, load_content, store_for
from solo.game.setup import read_character_file
from solo.game.turn.commands import Accept, EditOffer, GiveOffer, RedrawOffer
from solo.game.turn.offer import Target
from solo.locations import demo_file
from tests.plain_actions import do
from tests.waiting_roll import ask_until


@pytest.fixture(scope="module")
def library():
    return load_content()[0]


@pytest.fixture
def game(tmp_path, library):
    g = create_game(
        store_for(str(tmp_path / "s")), "demo", read_character_file(demo_file()), library, seed=7
    )
    yield g
    g.close()


def ask_until_offer(game):
    """Ask until the answer brings a Condition or Detail to keep (an and/but)."""
    return ask_until(game, lambda card: card.brings)


def test_the_preview_is_what_accept_keeps_R_ORA_2(game):
    card = ask_until_offer(game)
    preview = game.preview(Accept())
    step = game.run(Accept())
    assert step.changes == preview.changes and step.details == preview.details
    assert any(card.condition in c for c in step.changes)


def test_the_first_shaping_keeps_the_offer_that_was_shown_R_ORA_2(game):
    shown = ask_until_offer(game)
    game.run(EditOffer("Soaked to the bone"))
    kept = game.campaign.pending.offer
    assert (kept.condition, kept.detail, kept.complication) == (
        shown.condition,
        shown.detail,
        shown.complication,
    )
    game.run(Accept())
    names = [c.name for c in game.campaign.character.conditions]
    assert "Soaked to the bone" in names and shown.condition not in names


def test_redraw_draws_again_and_undo_brings_the_old_offer_back_R_ORA_2(game):
    shown = ask_until_offer(game)
    game.run(RedrawOffer())
    redrawn = game.campaign.pending.offer
    assert redrawn.redraws == 1
    assert (redrawn.condition, redrawn.detail) != (shown.condition, shown.detail)
    game.undo()
    assert game.campaign.pending.offer is None


def test_give_to_the_scene_or_opposition_makes_a_detail_R_COND_2(game):
    shown = ask_until_offer(game)
    game.run(GiveOffer(Target.SCENE))
    game.run(Accept())
    assert shown.detail in [d.name for d in game.campaign.scene.details]
    assert shown.condition not in [c.name for c in game.campaign.character.conditions]


def test_giving_to_an_absent_opposition_is_refused(game):
    do(game, "clear_opposition")
    ask_until_offer(game)
    with pytest.raises(GameError, match="no opposition"):
        game.run(GiveOffer(Target.OPPOSITION))


def test_giving_to_the_opposition_names_it_in_a_scene_detail(game):
    do(game, "set_opposition", name="Vasko")
    shown = ask_until_offer(game)
    game.run(GiveOffer(Target.OPPOSITION))
    game.run(Accept())
    assert f"Vasko: {shown.condition}" in [d.name for d in game.campaign.scene.details]


def test_a_shaped_journal_replays_to_the_same_state(game, tmp_path, library):
    ask_until_offer(game)
    game.run(RedrawOffer())
    game.run(EditOffer("Mud in the boots"))
    game.run(GiveOffer(Target.SCENE))
    game.run(Accept())
    again = create_game(
        store_for(str(tmp_path / "r")), "demo", read_character_file(demo_file()), library, seed=7
    )
    for record in game.save.records[len(again.save.records) :]:
        do(again, record["action"], **record["args"])
    assert again.save.state == game.save.state
    again.close()


def test_a_bare_question_mark_is_refused(game):
    """Issue 12.9: a bare ``?`` is no question (the app asked it as ``??``)."""
    from solo.game.choices import Likelihood
    from solo.game.grammar import read_line

    for world, line in ((False, "?"), (True, "? likely"), (False, " ? !high")):
        with pytest.raises(GameError, match="needs some words"):
            read_line(
                line, world=world, likelihood=Likelihood.EVEN, character=game.campaign.character
            )


def ask_until_complication(game):
    """Ask until the answer brings a complication (and keeps it waiting)."""
    return ask_until(
        game, lambda card: card.complication, text="Do I push on", stakes="high", tries=80
    )


def test_the_complication_can_be_put_in_the_players_words_R_ORA_2(game):
    """Issue 9.3: the complication is edited on its own; the Condition/Detail stays."""
    shown = ask_until_complication(game)
    game.run(EditOffer(complication="The lantern gutters out"))
    kept = game.campaign.pending.offer
    assert kept.complication == "The lantern gutters out" and kept.own_complication
    assert (kept.condition, kept.detail, kept.own) == (shown.condition, shown.detail, "")
    step = game.run(Accept())
    assert "Complication (your words): The lantern gutters out" in " ".join(step.details)
    # an and/but with no complication: nothing to put in words
    ask_until(game, lambda card: not card.complication, text="Do I wait")
    with pytest.raises(GameError, match="no complication"):
        game.run(EditOffer(complication="Anything"))


def test_the_complication_is_redrawn_on_its_own_and_both_words_edit_at_once(game):
    """Issue 9.3: a new complication, the rest of the offer unchanged; one edit sets both."""
    shown = ask_until_complication(game)
    for _ in range(5):
        game.run(RedrawOffer(complication_only=True))
        if game.campaign.pending.offer.complication != shown.complication:
            break
    kept = game.campaign.pending.offer
    assert kept.complication != shown.complication and kept.redraws >= 1
    assert (kept.condition, kept.detail, kept.meaning) == (
        shown.condition,
        shown.detail,
        shown.meaning,
    )
    if kept.brings:
        game.run(EditOffer("Bruised ribs", complication="The guard wakes"))
        both = game.campaign.pending.offer
        assert (both.own, both.complication) == ("Bruised ribs", "The guard wakes")


def test_an_old_edit_offer_record_without_a_complication_replays(game, tmp_path, library):
    """Journals from before 9.3 hold ``edit_offer`` with ``text`` only."""
    ask_until_offer(game)
    do(game, "edit_offer", text="Mud in the boots")
    game.run(EditOffer(complication="x") if game.campaign.pending.offer.complication else Accept())
    again = create_game(
        store_for(str(tmp_path / "r")), "demo", read_character_file(demo_file()), library, seed=7
    )
    for record in game.save.records[len(again.save.records) :]:
        args = record["args"]
        if record["action"] == "edit_offer" and args.get("complication") is None:
            args = {"text": args["text"]}  # as an old journal wrote it
        do(again, record["action"], **args)
    assert again.save.state == game.save.state
    again.close()
