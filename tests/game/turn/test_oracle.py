"""The rules of §4–5 exercised through game actions (not just the rules engine)."""

import pytest

from solo.game.errors import GameError
from tests.game.conftest import ask
from tests.plain_actions import do

EVENS5 = {"dice": [2, 4, 6, 2, 4]}  # fubar net 0: yes_and
ODDS5 = {"dice": [1, 3, 5, 1, 3]}  # fubar net 0: no_and
TWO_EVENS = {"dice": [2, 4, 1, 3, 5]}  # no_but


def resolve_of(game):
    return game.campaign.economy_state.resolve


def test_new_campaign_starts_at_cap_then_session_start_cannot_exceed_it_R_RES_1(make_game):
    """R-RES-1."""
    game = make_game()
    assert resolve_of(game) == 5
    assert game.campaign.session == 1 and game.campaign.in_session


def test_high_stakes_no_costs_one_resolve_low_stakes_costs_nothing_R_CON_1_R_CON_2(make_game):
    """R-CON-1 R-CON-2."""
    game = make_game()
    do(game, "clear_opposition")
    ask(game, dice=ODDS5["dice"], stakes="low")
    assert resolve_of(game) == 5
    step = ask(game, dice=TWO_EVENS["dice"], stakes="high")
    assert resolve_of(game) == 4
    assert any("R-RES-2" in c for c in step.changes)


def test_yes_in_high_stakes_costs_the_opposition_and_defeats_a_standard_foe_R_CON_3(make_game):
    """R-CON-3."""
    game = make_game()
    assert game.campaign.opposition.resolve == 0
    step = ask(game, dice=EVENS5["dice"], stakes="high")
    assert game.campaign.opposition.defeated
    assert any("defeated" in c for c in step.changes)


def test_risky_failure_costs_two_risky_success_costs_the_target_two_R_CON_4(make_game):
    """R-CON-4."""
    game = make_game()
    do(game, "set_opposition", name="Baron Vasko", strength="average", pool="villain")
    ask(game, dice=ODDS5["dice"], stakes="high", risky=True)
    assert resolve_of(game) == 3
    ask(game, dice=EVENS5["dice"], stakes="high", risky=True)
    assert game.campaign.opposition.resolve == 3


def test_conceding_high_stakes_gains_one_R_CON_5_R_RES_3(make_game):
    """R-CON-5 R-RES-3."""
    game = make_game()
    ask(game, dice=ODDS5["dice"], stakes="high")
    assert resolve_of(game) == 4
    do(game, "ask", question={"text": "Do I hold?", "stakes": "high"}, dice=ODDS5)
    do(game, "concede", high_stakes=True)
    assert resolve_of(game) == 5


def test_reroll_costs_one_and_is_refused_without_resolve_R_RES_2_R_REROLL_1(make_game):
    """R-RES-2 R-REROLL-1."""
    game = make_game()
    do(game, "ask", question={"text": "Do I jump?"}, dice=ODDS5)
    before = game.campaign.pending.faces.dice
    do(game, "reroll", which=[1, 2])
    assert resolve_of(game) == 4
    after = game.campaign.pending.faces.dice
    assert after[2:] == before[2:]
    for _ in range(4):
        do(game, "reroll", which=[1])
    assert resolve_of(game) == 0
    with pytest.raises(GameError, match="[Rr]esolve"):
        do(game, "reroll", which=[1])
    assert resolve_of(game) == 0


def test_downtime_once_per_session_R_RES_3(make_game):
    """R-RES-3."""
    game = make_game()
    do(game, "clear_opposition")
    ask(game, dice=ODDS5["dice"], stakes="high")
    do(game, "downtime")
    assert resolve_of(game) == 5
    with pytest.raises(GameError, match="already"):
        do(game, "downtime")
    do(game, "end_session")
    do(game, "start_session")
    ask(game, dice=ODDS5["dice"], stakes="high")
    do(game, "downtime")


def test_session_start_gives_two_deferred_after_a_cliffhanger_R_RES_4(make_game):
    """R-RES-4."""
    game = make_game()
    do(game, "clear_opposition")
    for _ in range(3):
        ask(game, dice=ODDS5["dice"], stakes="high")
    assert resolve_of(game) == 2
    do(game, "end_session", cliffhanger=True)
    do(game, "start_session")
    assert resolve_of(game) == 2
    do(game, "resolve_cliffhanger")
    assert resolve_of(game) == 4


def test_goal_milestone_gains_and_achieving_restores_to_cap_R_RES_5(make_game):
    """R-RES-5."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    for _ in range(3):
        ask(game, dice=ODDS5["dice"], stakes="high")
    do(game, "milestone", goal=goal, milestone="Reach the drowned temple")
    assert resolve_of(game) == 3
    do(game, "goal_achieved", goal=goal, trademark="Sworn foe of the Baron")
    assert resolve_of(game) == 5
    names = [d.name for d in game.campaign.character.descriptors]
    assert "Sworn foe of the Baron" in names


def test_out_below_zero_until_a_trademark_is_traded_R_RES_6(make_game):
    """R-RES-6."""
    game = make_game()
    do(game, "set_opposition", name="Baron Vasko", pool="villain")
    for _ in range(6):
        ask(game, dice=ODDS5["dice"], stakes="high")
    assert game.campaign.economy.out(game.campaign.economy_state)
    assert "OUT" in game.campaign.standing()
    with pytest.raises(GameError, match="out of the game"):
        do(game, "ask", question={"text": "Do I crawl away?"})
    do(game, "trade_trademark", trademark="Cool under fire", flaw="Haunted by the Baron")
    assert resolve_of(game) == 5


def test_scale_moves_the_answer_toward_the_bigger_side_R_LAD_3(make_game):
    """R-LAD-3."""
    game = make_game()
    do(game, "set_opposition", name="The Leviathan", pool="dragon", scale=1)
    step = do(game, "ask", question={"text": "Do I hold it back?", "stakes": "high"}, dice=EVENS5)
    assert step.data["answer"] == "yes"


def test_campaign_opposition_stays_out_of_low_stakes_actions_R_OPP_1(make_game):
    """R-OPP-1 (revised): the campaign's opposition applies to questions against it."""
    game = make_game()
    do(game, "set_opposition", name="The Leviathan", strength="strong", pool="dragon", scale=1)
    step = do(game, "ask", question={"text": "Do I find my footing?"}, dice=EVENS5)
    assert step.data["answer"] == "yes_and"
    pending = game.campaign.pending
    assert pending is not None and pending.params.opposition == "average"


def test_world_questions_use_likelihood_R_ORA_1(make_game):
    """R-ORA-1."""
    game = make_game()
    step = do(
        game,
        "ask",
        question={"text": "Is it raining?", "kind": "world", "likelihood": "very_likely"},
        dice={"dice": [1, 1, 1, 1, 2, 2, 2]},
    )
    assert step.data["answer"] == "yes_but"  # 7 dice, keep the 5 best: 2,2,2 +1,1 → 3 evens
    assert game.campaign.pending.params.bonus == 2


def test_end_scene_ends_minor_conditions_and_scene_details_R_COND_5_R_COND_2(make_game):
    """R-COND-5 R-COND-2."""
    game = make_game()
    do(game, "add_condition", name="Winded", tier="minor")
    do(game, "add_condition", name="Cracked Rib", tier="moderate")
    do(game, "add_detail", name="Lanterns gutter out")
    do(game, "end_scene")
    camp = game.campaign
    assert [c.name for c in camp.character.conditions] == ["Cracked Rib"]
    assert camp.scene.details == ()


def test_answer_offers_content_and_escalates_at_low_resolve_R_ORA_2_R_ORA_3(make_game, library):
    """R-ORA-2 R-ORA-3."""
    game = make_game(library=library)
    do(game, "clear_opposition")
    for _ in range(4):
        ask(game, dice=ODDS5["dice"], stakes="high")
    assert resolve_of(game) == 1
    step = ask(game, dice=TWO_EVENS["dice"], stakes="low")
    offer = step.data["offer"]
    assert offer["plan"]["polarity"] == "positive"  # no_but salvages something
    step = ask(game, dice=ODDS5["dice"], stakes="low")
    assert step.data["offer"]["plan"]["escalated"] is True
    assert step.data["offer"]["complication"] is not None  # shown when asked for more


def test_conditions_help_or_hurt_one_die_whatever_their_tier_R_COND_1(make_game):
    """R-COND-1."""
    game = make_game()
    do(game, "add_condition", name="Shattered Knee", tier="major")
    do(
        game,
        "ask",
        question={"text": "Do I run?", "conditions": ["Shattered Knee"]},
        dice={"dice": [2, 4, 6, 2, 4, 1]},
    )
    assert game.campaign.pending.params.penalty == 1


def test_pending_roll_blocks_a_second_question(make_game):
    game = make_game()
    do(game, "ask", question={"text": "Q1"})
    with pytest.raises(GameError, match="waiting"):
        do(game, "ask", question={"text": "Q2"})


def test_armour_soaks_a_combat_loss_instead_of_resolve_R_GEAR_3(make_game):
    game = make_game()
    do(game, "set_opposition", name="Pirates", pool="lieutenant")
    do(game, "wear_armour", kind="medium")  # soak 2
    do(
        game,
        "ask",
        question={"text": "Do I hold the deck?", "stakes": "high", "combat": True},
        dice=ODDS5,
    )
    step = do(game, "accept", soak=1)
    assert resolve_of(game) == 5
    assert game.campaign.protection.soak_left == 1
    assert any("soaks the blow" in c for c in step.changes)
    do(game, "ask", question={"text": "Again?", "stakes": "high"}, dice=ODDS5)
    with pytest.raises(GameError, match="combat"):
        do(game, "accept", soak=1)  # not a combat loss: nothing to soak
    do(game, "accept")
    assert resolve_of(game) == 4
