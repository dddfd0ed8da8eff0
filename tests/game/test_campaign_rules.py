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
