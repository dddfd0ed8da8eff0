"""Tension in play (R-GM-1): the campaign option, ending a scene moves it, the default
proposed from the scene's action answers, the journal line, saves and undo."""

from __future__ import annotations

import pytest

from solo.dice.rolls import Faces
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from tests.plain_actions import do

YES_BUT = Faces(dice=(1, 1, 2, 2, 2))
NO = Faces(dice=(1, 1, 1, 1, 2))


def _turn(game, faces, world=False):
    kind = "world" if world else "action"
    do(game, "ask", question={"text": "Is it so?", "kind": kind}, dice=faces, event_die=20)
    do(game, "accept")


def test_tension_is_a_campaign_option_R_GM_1(make_game):
    """R-GM-1: start 5; the option sets 1..9; anything else is refused by name."""
    assert make_game().campaign.tension == 5
    assert make_game(name="t6", options={"tension": 6}).campaign.tension == 6
    with pytest.raises(GameError, match="tension"):
        make_game(name="bad", options={"tension": 10})


def test_ending_a_scene_in_control_lowers_tension_and_not_raises_it_R_GM_1(make_game):
    """R-GM-1: in control → -1, not → +1; the journal says so."""
    game = make_game()
    step = do(game, "end_scene", control=False)
    assert game.campaign.tension == 6
    assert step.changes[-1] == "Tension 5 → 6: the hero was not in control (R-GM-1)"
    do(game, "start_scene", title="Next", test=False)
    do(game, "end_scene", control=True)
    assert game.campaign.tension == 5


def test_tension_stays_within_one_to_nine_R_GM_1(make_game):
    game = make_game(options={"tension": 9})
    step = do(game, "end_scene", control=False)
    assert game.campaign.tension == 9
    assert step.changes[-1] == "Tension stays 9: the hero was not in control (R-GM-1)"


def test_the_default_comes_from_the_scenes_action_answers_R_GM_1(make_game):
    """R-GM-1: in control when the actions had at least as many yes_* as no_*; world
    questions do not count."""
    game = make_game()
    _turn(game, YES_BUT)
    _turn(game, NO)
    _turn(game, NO, world=True)
    assert (game.campaign.scene.yes_answers, game.campaign.scene.no_answers) == (1, 1)
    do(game, "end_scene")
    assert game.campaign.tension == 4
    do(game, "start_scene", title="Worse", test=False)
    _turn(game, NO)
    do(game, "end_scene")
    assert game.campaign.tension == 5


def test_tension_and_the_counts_save_only_when_set_and_load_back_R_GM_1(make_game):
    """R-GM-1: an old save (no tension, no counts) loads at 5; a moved one round-trips."""
    game = make_game()
    saved = game.campaign.to_dict()
    assert "tension" not in saved and "yes_answers" not in saved["scene"]
    _turn(game, NO)
    do(game, "end_scene")
    again = Campaign.from_dict(game.campaign.to_dict())
    assert again.tension == 6 == game.campaign.tension
    assert again.scene.no_answers == 1


def test_undo_takes_back_the_tension_move_R_GM_1(make_game):
    game = make_game()
    do(game, "end_scene", control=False)
    game.undo()
    assert game.campaign.tension == 5
