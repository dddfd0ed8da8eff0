"""R-D6-6: the climactic Fate Point and a Fate Point spent against the hero's code."""

import pytest

from solo.game.errors import GameError
from solo.game.hero.points import HeroPoints
from solo.game.launch import open_game
from solo.game.turn.commands import ClimacticFate
from tests.plain_actions import do


def d6_game(make_game, fate=2, name="t"):
    game = make_game(name=name, system="d6", options={"code": "4D+2", "fate_points": fate})
    do(game, "clear_opposition")
    if not game.campaign.in_session:
        do(game, "start_session")
    do(game, "start_scene", title="The bridge")
    return game


def rolled(game, text="Do I leap?", world=False, **options):
    """The roll's code (before modifiers) and whether it was Fate-doubled."""
    kind = "world" if world else "action"
    do(game, "ask", question={"text": text, "kind": kind, "options": options})
    params = game.campaign.pending.params
    do(game, "accept")
    return str(params.base), params.fate


def test_climactic_fate_doubles_every_action_roll_for_the_rest_of_the_scene_R_D6_6(make_game):
    """R-D6-6: one Fate Point doubles the hero's rolls 'that round' — the rest of the scene."""
    game = d6_game(make_game)
    assert rolled(game) == ("4D+2", False)
    step = game.run(ClimacticFate())
    assert game.campaign.points.fate == 1
    assert "R-D6-6" in " ".join(step.changes)
    assert "climactic Fate Point" in game.campaign.standing()
    assert rolled(game) == ("8D+4", True)
    assert rolled(game, "Do I hold on?") == ("8D+4", True)
    assert game.campaign.points.fate == 1  # no further Fate Point
    assert rolled(game, "Is it raining?", world=True)[1] is False  # world questions are not
    do(game, "end_scene")
    do(game, "start_scene", title="The far bank")
    assert rolled(game) == ("4D+2", False)  # the mark ended with the scene
    assert "climactic" not in game.campaign.standing()


def test_climactic_fate_is_once_per_session_R_D6_6(make_game):
    """R-D6-6: once per session; a new session allows it again."""
    game = d6_game(make_game, fate=3)
    game.run(ClimacticFate())
    with pytest.raises(GameError, match="once per session"):
        game.run(ClimacticFate())
    do(game, "end_scene")
    do(game, "start_scene", title="Later")
    with pytest.raises(GameError, match="once per session"):
        game.run(ClimacticFate())
    do(game, "end_session")  # ends its scene too (issue 24)
    do(game, "start_session")
    do(game, "start_scene", title="Next session")
    game.run(ClimacticFate())
    assert game.campaign.points.fate == 1


def test_climactic_fate_refusals_R_D6_6(make_game):
    """R-D6-6: refused with no Fate Point, outside a session or a scene, and outside d6."""
    game = d6_game(make_game, fate=0)
    with pytest.raises(GameError, match="no Fate Point"):
        game.run(ClimacticFate())
    game = d6_game(make_game, name="t2", fate=1)
    do(game, "end_session")
    with pytest.raises(GameError, match="session"):
        game.run(ClimacticFate())
    do(game, "start_session")  # the session's end ended its scene (issue 24)
    with pytest.raises(GameError, match="scene"):
        game.run(ClimacticFate())
    fubar = make_game(name="t3")
    with pytest.raises(GameError, match="d6"):
        fubar.run(ClimacticFate())


def test_climactic_fate_is_journalled_undone_and_saved_R_D6_6(make_game, store):
    """R-D6-6: undo gives the point and the session's use back; the mark is saved."""
    game = d6_game(make_game)
    do(game, "climactic_fate")
    game.undo()
    assert game.campaign.points.fate == 2
    assert rolled(game) == ("4D+2", False)
    game.run(ClimacticFate())
    game.close()
    again = open_game(store, "t", None)
    try:
        assert again.campaign.points.fate == 1
        assert rolled(again) == ("8D+4", True)
    finally:
        again.close()
    assert HeroPoints.from_dict({"fate": 1}) == HeroPoints(fate=1)  # old saves load


def test_a_fate_point_against_the_code_costs_two_and_does_not_come_back_R_D6_6(make_game):
    """R-D6-6: against the code it costs one more; only points in line with it return."""
    game = d6_game(make_game, fate=3)
    assert rolled(game, fate=True, fate_against_code=True) == ("8D+4", True)
    assert game.campaign.points.fate == 1
    with pytest.raises(GameError, match="2 Fate Points"):
        do(
            game,
            "ask",
            question={"text": "Again?", "options": {"fate": True, "fate_against_code": True}},
        )
    assert rolled(game, fate=True) == ("8D+4", True)  # in line with the code
    assert game.campaign.points.fate == 0
    with pytest.raises(GameError, match="fate=true"):
        do(game, "ask", question={"text": "Bare?", "options": {"fate_against_code": True}})
    do(game, "end_scenario")
    assert game.campaign.points.fate == 1  # only the in-line point came back
