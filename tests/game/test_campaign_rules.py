"""Issue 13 and issue 12: rules the campaign got wrong, each test named after its rule."""

import pytest

from solo.dice.ladder import Answer
from solo.game.errors import GameError
from solo.rules.conflicts import Conflict, Opposition
from solo.rules.participants import resolve_group
from tests.game.conftest import ask

ODDS5 = [1, 3, 5, 1, 3]  # fubar net 0: no_and
EVENS5 = [2, 4, 6, 2, 4]  # yes_and


def resolve_of(game):
    return game.campaign.economy_state.resolve


def knock_out(game):
    game.do("set_opposition", name="Baron Vasko", pool="villain")
    for _ in range(6):
        ask(game, dice=ODDS5, stakes="high")
    assert game.campaign.economy.out(game.campaign.economy_state)


def test_only_a_trademark_can_be_traded_for_a_new_flaw_R_RES_6(make_game):
    """R-RES-6: a Flaw or a Relationship is not a Trademark; the Flaw must be new."""
    game = make_game()
    knock_out(game)
    with pytest.raises(GameError, match="Trademark"):
        game.do("trade_trademark", trademark="Cannot leave a relic alone", flaw="Broken")
    with pytest.raises(GameError, match="Trademark"):
        game.do("trade_trademark", trademark="Old Teodor owes me his life", flaw="Broken")
    with pytest.raises(GameError, match="already"):
        game.do("trade_trademark", trademark="Cool under fire", flaw="Terrified of deep water")
    assert game.campaign.economy.out(game.campaign.economy_state)
    game.do("trade_trademark", trademark="Cool under fire", flaw="Haunted by the Baron")
    assert len(game.campaign.character.trademarks) == 3
    assert len(game.campaign.character.flaws) == 3


def test_allies_on_one_question_each_keep_their_own_loss_R_CON_6():
    """R-CON-6 (revised): the best result decides, the failed ally still loses its point."""
    conflict = Conflict("high", Opposition.preset("villain"))
    group = resolve_group(conflict, [("Ada", "no"), ("Bo", "yes_but")], same_question=True)
    assert group.narrator == "Bo" and group.best is Answer.YES_BUT
    assert group.outcome_of("Ada").character_loss == 1
    assert group.outcome_of("Ada").answer is Answer.NO
    assert group.outcome_of("Bo").character_loss == 0
    assert group.opposition is not None and group.opposition.resolve == 4  # hit once
    both = resolve_group(conflict, [("Ada", "yes_and"), ("Bo", "yes")], same_question=True)
    assert both.opposition is not None and both.opposition.resolve == 4  # one outcome, one hit
    assert both.outcome_of("Ada").and_extra and not both.outcome_of("Bo").and_extra


def test_flaw_complication_needs_a_flaw_or_a_trademark_acting_as_one_R_RES_3(make_game):
    """R-RES-3: a Relationship is neither a Flaw nor a Trademark."""
    game = make_game()
    ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="Flaw"):
        game.do("flaw_complication", flaw="Old Teodor owes me his life")
    assert resolve_of(game) == 4
    game.do("flaw_complication", flaw="Cool under fire")  # a Trademark acting as a Flaw
    assert resolve_of(game) == 5


def test_downtime_once_per_session_not_between_sessions_R_RES_3(make_game):
    """R-RES-3: no downtime between sessions, then again right after the next starts."""
    game = make_game()
    game.do("clear_opposition")
    ask(game, dice=ODDS5, stakes="high")
    game.do("end_session")
    with pytest.raises(GameError, match="session"):
        game.do("downtime")
    game.do("start_session")
    game.do("downtime")
    with pytest.raises(GameError, match="already"):
        game.do("downtime")


def test_milestone_must_be_named_and_pays_once_R_RES_3(make_game):
    """R-RES-3: a milestone pays once; a call that names none pays nothing."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    game.do("clear_opposition")
    for _ in range(3):
        ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="milestone"):
        game.do("milestone", goal=goal)
    assert resolve_of(game) == 2
    game.do("milestone", goal=goal, milestone="Reach the drowned temple")
    with pytest.raises(GameError, match="already"):
        game.do("milestone", goal=goal, milestone="Reach the drowned temple")
    assert resolve_of(game) == 3


def test_a_goal_is_abandoned_only_between_sessions_R_RES_2(make_game):
    """R-RES-2: abandoning a Goal happens between sessions."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    with pytest.raises(GameError, match="between sessions"):
        game.do("goal_abandoned", goal=goal)
    assert resolve_of(game) == 5
    game.do("end_session")
    game.do("goal_abandoned", goal=goal)
    assert resolve_of(game) == 4


def test_concede_needs_a_waiting_high_stakes_roll_issue_12_1_R_CON_5(make_game):
    """Issue 12.1 / R-CON-5: no waiting roll, nothing to concede; low stakes gains nothing."""
    game = make_game()
    ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="no roll"):
        game.do("concede")
    assert resolve_of(game) == 4
    game.do("ask", question={"text": "Do I slip away?"}, dice={"dice": ODDS5})
    game.do("concede")  # low stakes: recorded, nothing gained
    assert resolve_of(game) == 4 and game.campaign.pending is None
    game.do("ask", question={"text": "Is it dark?", "kind": "world"}, dice={"dice": ODDS5})
    with pytest.raises(GameError, match="world question"):
        game.do("concede")
    game.do("accept")
    game.do("ask", question={"text": "Do I win?", "stakes": "high"}, dice={"dice": ODDS5})
    game.do("concede")
    assert resolve_of(game) == 5 and game.campaign.pending is None


def test_no_downtime_while_an_opposition_is_engaged_issue_12_7_R_RES_3(make_game):
    """Issue 12.7: downtime is refused while an undefeated opposition is in the scene."""
    game = make_game()
    ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="Vasko's hired muscle"):
        game.do("downtime")
    ask(game, dice=EVENS5, stakes="high")  # the 0-pool foe falls
    game.do("downtime")
    assert resolve_of(game) == 5
