"""Issue 13 and issue 12: rules the campaign got wrong, each test named after its rule."""

import pytest

from solo.dice.ladder import Answer
from solo.game.errors import GameError
from solo.rules.conflicts import Conflict, Opposition
from solo.rules.participants import resolve_group
from tests.game.conftest import ask
from tests.plain_actions import do

ODDS5 = [1, 3, 5, 1, 3]  # fubar net 0: no_and
EVENS5 = [2, 4, 6, 2, 4]  # yes_and


def resolve_of(game):
    return game.campaign.economy_state.resolve


def knock_out(game):
    do(game, "set_opposition", name="Baron Vasko", pool="villain")
    for _ in range(6):
        ask(game, dice=ODDS5, stakes="high")
    assert game.campaign.economy.out(game.campaign.economy_state)


def test_only_a_trademark_can_be_traded_for_a_new_flaw_R_RES_6(make_game):
    """R-RES-6: a Flaw or a Relationship is not a Trademark; the Flaw must be new."""
    game = make_game()
    knock_out(game)
    with pytest.raises(GameError, match="Trademark"):
        do(game, "trade_trademark", trademark="Cannot leave a relic alone", flaw="Broken")
    with pytest.raises(GameError, match="Trademark"):
        do(game, "trade_trademark", trademark="Old Teodor owes me his life", flaw="Broken")
    with pytest.raises(GameError, match="already"):
        do(game, "trade_trademark", trademark="Cool under fire", flaw="Terrified of deep water")
    assert game.campaign.economy.out(game.campaign.economy_state)
    do(game, "trade_trademark", trademark="Cool under fire", flaw="Haunted by the Baron")
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
        do(game, "flaw_complication", flaw="Old Teodor owes me his life")
    assert resolve_of(game) == 4
    do(game, "flaw_complication", flaw="Cool under fire")  # a Trademark acting as a Flaw
    assert resolve_of(game) == 5


def test_downtime_once_per_session_not_between_sessions_R_RES_3(make_game):
    """R-RES-3: no downtime between sessions, then again right after the next starts."""
    game = make_game()
    do(game, "clear_opposition")
    ask(game, dice=ODDS5, stakes="high")
    do(game, "end_session")
    with pytest.raises(GameError, match="session"):
        do(game, "downtime")
    do(game, "start_session")
    do(game, "downtime")
    with pytest.raises(GameError, match="already"):
        do(game, "downtime")


def test_milestone_must_be_named_and_pays_once_R_RES_3(make_game):
    """R-RES-3: a milestone pays once; a call that names none pays nothing."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    do(game, "clear_opposition")
    for _ in range(3):
        ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="milestone"):
        do(game, "milestone", goal=goal)
    assert resolve_of(game) == 2
    do(game, "milestone", goal=goal, milestone="Reach the drowned temple")
    with pytest.raises(GameError, match="already"):
        do(game, "milestone", goal=goal, milestone="Reach the drowned temple")
    assert resolve_of(game) == 3


def test_a_goal_is_abandoned_only_between_sessions_R_RES_2(make_game):
    """R-RES-2: abandoning a Goal happens between sessions."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    with pytest.raises(GameError, match="between sessions"):
        do(game, "goal_abandoned", goal=goal)
    assert resolve_of(game) == 5
    do(game, "end_session")
    do(game, "goal_abandoned", goal=goal)
    assert resolve_of(game) == 4


def test_concede_needs_a_waiting_high_stakes_roll_issue_12_1_R_CON_5(make_game):
    """Issue 12.1 / R-CON-5: no waiting roll, nothing to concede; low stakes gains nothing."""
    game = make_game()
    ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="no roll"):
        do(game, "concede")
    assert resolve_of(game) == 4
    do(game, "ask", question={"text": "Do I slip away?"}, dice={"dice": ODDS5})
    do(game, "concede")  # low stakes: recorded, nothing gained
    assert resolve_of(game) == 4 and game.campaign.pending is None
    do(game, "ask", question={"text": "Is it dark?", "kind": "world"}, dice={"dice": ODDS5})
    with pytest.raises(GameError, match="world question"):
        do(game, "concede")
    do(game, "accept")
    do(game, "ask", question={"text": "Do I win?", "stakes": "high"}, dice={"dice": ODDS5})
    do(game, "concede")
    assert resolve_of(game) == 5 and game.campaign.pending is None


def test_no_downtime_while_an_opposition_is_engaged_issue_12_7_R_RES_3(make_game):
    """Issue 12.7: downtime is refused while an undefeated opposition is in the scene."""
    game = make_game()
    ask(game, dice=ODDS5, stakes="high")
    with pytest.raises(GameError, match="Vasko's hired muscle"):
        do(game, "downtime")
    ask(game, dice=EVENS5, stakes="high")  # the 0-pool foe falls
    do(game, "downtime")
    assert resolve_of(game) == 5


def test_campaign_options_reach_the_economy_and_the_conflicts_R_RES_1_R_CON_4(make_game):
    """Options a campaign could not reach: the Resolve cap, genre actions, yes_and costs 2."""
    game = make_game(options={"resolve_cap": 6, "genre_actions": True, "yes_and_costs_two": True})
    assert resolve_of(game) == 6
    do(game, "set_opposition", name="Baron Vasko", pool="villain")
    ask(game, dice=EVENS5, stakes="high")
    assert game.campaign.opposition.resolve == 3  # 5 - 2 for the yes_and
    ask(game, dice=ODDS5, stakes="high")
    do(game, "genre_action", text="a daring leap")
    assert resolve_of(game) == 6
    with pytest.raises(GameError, match="doom variant"):
        make_game(name="bad", options={"doom_limit": 3})
    doom = make_game(name="d", variant="doom", options={"doom_limit": 3})
    assert doom.campaign.economy.limit == 3


def test_levels_option_raises_the_resolve_cap_R_CHAR_5(make_game):
    """R-CHAR-5: each new level raises the Resolve cap by 1."""
    game = make_game(options={"levels": True})
    with pytest.raises(GameError, match="between sessions"):
        do(game, "level_up")
    do(game, "end_session")
    do(game, "level_up")
    assert game.campaign.character.level == 2
    do(game, "start_session")
    do(game, "end_scenario")
    assert resolve_of(game) == 6
    plain = make_game(name="plain")
    do(plain, "end_session")
    with pytest.raises(GameError, match="levels"):
        do(plain, "level_up")


def test_scenario_end_gives_a_new_relationship_R_CHAR_5(make_game):
    """R-CHAR-5: scenario end → a new Relationship, once per scenario ended."""
    game = make_game()
    with pytest.raises(GameError, match="scenario"):
        do(game, "new_relationship", name="Mara trusts me", whom="Mara")
    do(game, "end_scenario")
    do(game, "new_relationship", name="Mara trusts me", whom="Mara", leaning="positive")
    assert len(game.campaign.character.relationships) == 3
    with pytest.raises(GameError, match="scenario"):
        do(game, "new_relationship", name="Ilse hates me", whom="Ilse", leaning="negative")


def test_an_achieved_goal_may_remove_a_flaw_instead_R_CHAR_5(make_game):
    """R-CHAR-5: Goal achieved → a new Trademark, or remove a Flaw."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    with pytest.raises(GameError, match="Flaw"):
        do(game, "goal_achieved", goal=goal, remove_flaw="Cool under fire")
    do(game, "goal_achieved", goal=goal, remove_flaw="Terrified of deep water")
    flaws = [d.name for d in game.campaign.character.flaws]
    assert flaws == ["Cannot leave a relic alone"]
    assert len(game.campaign.character.trademarks) == 4


def test_rename_and_rephrase_between_sessions_R_CHAR_5(make_game):
    """R-CHAR-5: between sessions Descriptors are renamed and Goals rephrased at no cost."""
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    with pytest.raises(GameError, match="between sessions"):
        do(game, "rename_descriptor", name="Cool under fire", new_name="Ice in her veins")
    do(game, "end_session")
    do(game, "rename_descriptor", name="Cool under fire", new_name="Ice in her veins")
    do(game, "rephrase_goal", goal=goal, new_text="Take the Sunken Crown from Vasko")
    do(
        game,
        "rename_descriptor",
        name="Baron Vasko wants me dead",
        new_name="Vasko respects me now",
        leaning="positive",
    )
    character = game.campaign.character
    assert character.descriptor("Ice in her veins").kind.value == "trademark"
    assert character.descriptor("Vasko respects me now").polarity.value == "positive"
    assert character.active_goals[0].text == "Take the Sunken Crown from Vasko"
    assert resolve_of(game) == 5


def fight(game, dice=ODDS5):
    do(
        game,
        "ask",
        question={"text": "Do I hold the deck?", "stakes": "high", "combat": True},
        dice={"dice": dice},
    )


def test_soak_lowers_the_condition_a_tier_and_a_shield_soaks_R_GEAR_3(make_game, library):
    """R-GEAR-3: soak replaces the loss and lowers the inflicted Condition one tier; a
    worn shield soaks once, then breaks."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="light", shield=True)
    for _ in range(3):
        ask(game, dice=ODDS5, stakes="high")  # Resolve 2: a loss now is a major stake
    fight(game)
    step = do(game, "accept", shield=True)
    assert resolve_of(game) == 2
    assert game.campaign.protection.shield_broken
    assert any("lowers" in c for c in step.changes), step.changes
    fight(game)
    with pytest.raises(GameError, match="shield"):
        do(game, "accept", shield=True)
    do(game, "accept", soak=1)
    assert resolve_of(game) == 2 and game.campaign.protection.soak_left == 0


def test_armour_piercing_is_chosen_and_needs_two_soak_R_GEAR_3(make_game):
    """R-GEAR-3: with the option, the foe's yes_and may pierce armour; 2 soak or none."""
    game = make_game(options={"armour_piercing": True})
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="medium")  # soak 2
    fight(game)
    do(game, "accept", soak=1, piercing=True)
    assert resolve_of(game) == 5 and game.campaign.protection.soak_left == 0
    plain = make_game(name="plain")
    fight(plain)
    with pytest.raises(GameError, match="armour_piercing"):
        do(plain, "accept", piercing=True)


def test_a_consequence_takes_the_type_the_player_names_R_RES_9(make_game):
    """R-RES-9: mental and social tracks are reachable; slots mode can be set."""
    game = make_game(variant="consequences")
    do(game, "set_opposition", name="The Inquisitor", pool="villain")
    ask(game, dice=ODDS5, stakes="high")
    do(
        game,
        "ask",
        question={"text": "Do I keep my nerve?", "stakes": "high"},
        dice={"dice": ODDS5},
    )
    do(game, "accept", kind="mental")
    do(game, "ask", question={"text": "Do I keep face?", "stakes": "high"}, dice={"dice": ODDS5})
    with pytest.raises(GameError, match="physical, mental or social"):
        do(game, "accept", kind="spiritual")
    do(game, "accept", kind="social")
    kinds = sorted(c.kind for c in game.campaign.economy_state.consequences)
    assert kinds == ["mental", "physical", "social"]
    slots = make_game(name="s", variant="consequences", options={"mode": "slots"})
    assert slots.campaign.economy.mode == "slots"


def test_conditions_age_and_worsen_in_play_R_COND_5(make_game):
    """R-COND-5: major → moderate → minor → gone; untreated ones worsen up to major."""
    game = make_game()
    do(game, "add_condition", name="Broken Arm", tier="major")
    do(game, "age_condition", name="Broken Arm")
    assert game.campaign.character.condition("Broken Arm").tier.key == "moderate"
    do(game, "age_condition", name="Broken Arm", new_name="Sore Arm")
    assert game.campaign.character.condition("Sore Arm").tier.key == "minor"
    do(game, "age_condition", name="Sore Arm")
    assert game.campaign.character.conditions == ()
    do(game, "add_condition", name="Fever", tier="moderate")
    do(game, "age_condition", name="Fever", worsen=True)
    assert game.campaign.character.condition("Fever").tier.key == "major"
    with pytest.raises(GameError, match="already major"):
        do(game, "age_condition", name="Fever", worsen=True)
    do(game, "add_condition", name="Inspired", polarity="positive")
    with pytest.raises(GameError, match="negative"):
        do(game, "age_condition", name="Inspired", worsen=True)


def test_d6_complication_severity_follows_the_total_in_low_stakes_R_D6_3(make_game, library):
    """R-D6-3: the lower the total, the more serious the complication — in low stakes too."""
    game = make_game(
        library=library, system="d6", options={"code": "4D", "wild_option": "complication"}
    )
    do(game, "clear_opposition")
    tiers = {}
    for faces, label in (([6, 6, 6], "high"), ([1, 1, 1], "low")):
        do(game, "ask", question={"text": "Do I climb?"}, dice={"dice": faces, "wild": [1]})
        step = do(game, "accept")
        assert step.data["extras"].get("complication"), step.data
        tiers[label] = step.data["offer"]["plan"]["complication_tier"]
    assert (tiers["high"], tiers["low"]) == ("minor", "major")


def test_more_ands_draw_one_and_per_extra_die_in_a_campaign_R_BUCK_4(make_game, library):
    """R-BUCK-4: with more ands, each winning die beyond 3 adds one more "and"."""
    game = make_game(library=library, system="buckets", options={"more_ands": True})
    do(game, "clear_opposition")
    do(
        game,
        "ask",
        question={"text": "Do I win the race?", "bonus": 2},
        dice={"dice": [9, 9, 9, 9, 9], "against": [1, 1, 1]},
    )
    step = do(game, "accept")
    assert step.data["extras"]["ands"] == 2
    gained = [c for c in step.changes if c.startswith("Condition gained")]
    assert len(gained) == 3, step.changes


def mastery_hero():
    from solo.game.setup import read_character_file
    from solo.locations import demo_file

    character = read_character_file(demo_file())["character"]
    descriptors = [dict(d) for d in character["descriptors"]]
    descriptors[0]["super"] = "mastery_die"
    return {**character, "descriptors": descriptors}


def test_the_mastery_die_itself_may_be_rerolled_once_for_free_R_CHAR_2(make_game):
    """R-CHAR-2: the distinct mastery die (the last of the hero's own dice) is rerolled
    once at no cost; any other die, or a second time, is paid."""
    game = make_game(character=mastery_hero(), options={"super_descriptor": True})
    do(
        game,
        "ask",
        question={"text": "Do I find the tomb?", "helps": ["Knows every forgotten tomb"]},
        dice={"dice": [1, 3, 5, 1, 3, 5]},
    )
    roll = game.campaign.pending.roll
    last = len(roll.faces.dice) - 1
    mastery = next(i for i, d in enumerate(roll.dice) if d.source == ("dice", last)) + 1
    step = do(game, "reroll", which=[mastery])
    assert resolve_of(game) == 5
    assert any("mastery die" in c for c in step.changes), step.changes
    do(game, "reroll", which=[mastery])
    assert resolve_of(game) == 4


def test_d6_hero_pools_are_set_shown_spent_and_returned_R_D6_5_R_D6_6(make_game):
    """R-D6-5 / R-D6-6: CP and Fate Points are the hero's, not free on every roll."""
    with pytest.raises(GameError, match="character_points"):
        make_game(name="free", system="d6", options={"cp": 5})
    game = make_game(
        system="d6", options={"character_points": 3, "fate_points": 1, "cp_limit": "easy"}
    )
    do(game, "clear_opposition")
    assert "Character Points 3, Fate Points 1" in game.campaign.standing()
    do(game, "ask", question={"text": "Do I leap?", "options": {"cp": 1}})
    assert game.campaign.points.cp == 2
    step = do(game, "spend_cp", points=1)  # after seeing the roll
    assert game.campaign.points.cp == 1 and "now 1" in step.changes[0]
    with pytest.raises(GameError, match="easy limit"):
        do(game, "spend_cp", points=1)  # at most 2 per roll (easy)
    do(game, "accept")
    with pytest.raises(GameError, match="cp_with_fate"):
        do(game, "ask", question={"text": "Both?", "options": {"cp": 1, "fate": True}})
    do(game, "ask", question={"text": "Do I strike?", "options": {"fate": True}})
    do(game, "accept")
    assert game.campaign.points.fate == 0
    with pytest.raises(GameError, match="no Fate Point"):
        do(game, "ask", question={"text": "Again?", "options": {"fate": True}})
    do(game, "end_scenario")
    assert game.campaign.points.fate == 1  # back at the end of the adventure


def test_focus_is_spent_after_the_roll_for_one_point_R_FW_3(make_game):
    """R-FW-3: focus after seeing the roll, 1 focus point, +2 dice, once per roll."""
    with pytest.raises(GameError, match="focus_points"):
        make_game(name="free", system="frameworks", options={"focus": True})
    game = make_game(system="frameworks", options={"focus_points": 1, "score": 3})
    do(game, "clear_opposition")
    do(game, "ask", question={"text": "Do I spot it?"}, dice={"dice": [1, 2, 3]})
    step = do(game, "focus")
    assert len(game.campaign.pending.roll.faces.dice) == 5
    assert game.campaign.points.focus == 0 and "now 0" in step.changes[0]
    with pytest.raises(GameError, match="once per roll"):
        do(game, "focus")
    do(game, "accept")
    do(game, "ask", question={"text": "Again?"}, dice={"dice": [1, 2, 3]})
    with pytest.raises(GameError, match="no focus point"):
        do(game, "focus")


def test_momentum_is_banked_spent_and_expires_R_FW_5(make_game):
    """R-FW-5: three 6s bank one momentum; +2 dice on the next roll, else it expires."""
    game = make_game(system="frameworks", options={"score": 3})
    do(game, "clear_opposition")
    do(game, "ask", question={"text": "Do I leap?"}, dice={"dice": [6, 6, 6]})
    do(game, "accept")
    assert game.campaign.points.momentum == 1
    do(game, "ask", question={"text": "Do I land?", "options": {"momentum": 1}}, dice=None)
    assert game.campaign.points.momentum == 0
    assert game.campaign.pending.params.bonus >= 2
    do(game, "accept")
    do(game, "ask", question={"text": "Do I leap?"}, dice={"dice": [6, 6, 6]})
    do(game, "accept")
    do(game, "ask", question={"text": "Do I wait?"}, dice={"dice": [1, 2, 3]})
    step = do(game, "accept")
    assert game.campaign.points.momentum == 0
    assert any("expires" in c for c in step.changes), step.changes


def test_a_failure_can_succeed_by_accepting_a_consequence_R_FW_7(make_game):
    """R-FW-7: after a failed check the player may accept a consequence: yes_but."""
    game = make_game(system="frameworks", options={"score": 3})
    do(game, "clear_opposition")
    do(game, "ask", question={"text": "Do I hold on?"}, dice={"dice": [1, 2, 3]})
    step = do(game, "accept", consequence=True)
    assert step.data["answer"] == "yes_but"
    do(game, "ask", question={"text": "Do I climb?"}, dice={"dice": [5, 2, 3]})
    with pytest.raises(GameError, match="failed"):
        do(game, "accept", consequence=True)


def pool_names(game):
    return " | ".join(item.why + " " + item.label for item in game.campaign.pending.pool.items)


def test_weapons_armour_and_activities_reach_a_question_R_GEAR_1_R_GEAR_2_R_GEAR_4(make_game):
    """R-GEAR-1/2/4: the hero's weapon against the foe's, armour, hampered activities."""
    game = make_game()
    do(game, "wield", name="Sabre", rating=4)
    do(game, "wear_armour", kind="heavy")
    do(game, "ask", question={"text": "Do I cut through?", "foe_weapon": 2, "foe_armour": "none"})
    bonus = game.campaign.pending.params.bonus
    assert bonus >= 2, pool_names(game)  # better armed +1D, armour above their weapon +1D
    do(game, "accept")
    do(game, "ask", question={"text": "Do I swim across?", "activity": "swimming"})
    assert game.campaign.pending.params.penalty >= 2, pool_names(game)  # heavy: 2D


def test_allies_and_character_against_character_reach_a_question_R_CON_6_R_CON_7(make_game):
    """R-CON-6 allies on the same question (+1D) and R-CON-7 the other side's dice."""
    game = make_game()
    do(game, "ask", question={"text": "Do we break in?", "with_allies": True})
    assert game.campaign.pending.params.bonus == 1
    do(game, "accept")
    do(game, "ask", question={"text": "Do I outwit Vasko?", "against": ["Cunning", "Rich"]})
    assert game.campaign.pending.params.penalty == 2


def test_opposition_slots_can_be_set_R_RES_9(make_game):
    """R-RES-9: an opposition may have Consequence slots (a lieutenant falls to the third)."""
    game = make_game(variant="consequences")
    do(game, "set_opposition", name="Captain Roos", slots="lieutenant")
    for _ in range(2):
        ask(game, dice=EVENS5, stakes="high")
        assert not game.campaign.opposition.defeated
    ask(game, dice=EVENS5, stakes="high")
    assert game.campaign.opposition.defeated


def test_assets_and_aides_are_bought_used_and_lost_R_CHAR_4(make_game):
    """R-CHAR-4: a Trademark buys an aide; its Concept cancels unfamiliarity, its
    Trademarks join the pool; losing it earns 1 Resolve, for good returns the Trademark."""
    game = make_game()
    do(
        game,
        "invest_asset",
        name="Old Teodor",
        concept="Grizzled Boatman",
        trademarks=["Knows the tides", "Strong oarsman"],
        flaw="Drinks",
        trademark="Friends in the dockside bars",
        kind="supporting_character",
    )
    assert len(game.campaign.character.trademarks) == 3
    do(
        game,
        "ask",
        question={
            "text": "Do we row out?",
            "unfamiliar": True,
            "aide": "Old Teodor",
            "asset_helps": ["Old Teodor: Knows the tides"],
        },
    )
    params = game.campaign.pending.params
    assert (params.bonus, params.penalty) == (1, 0)  # unfamiliarity cancelled, +1D tides
    do(game, "accept")
    ask(game, dice=ODDS5, stakes="high")
    do(game, "lose_asset", name="Old Teodor", permanent=True)
    assert resolve_of(game) == 5 and game.campaign.character.free_trademarks == 1
    do(game, "name_trademark", name="Sea legs")
    assert len(game.campaign.character.trademarks) == 4


def power_hero():
    from solo.game.setup import read_character_file
    from solo.locations import demo_file

    character = read_character_file(demo_file())["character"]
    descriptors = [dict(d) for d in character["descriptors"]]
    descriptors[0] = {"name": "Speaks with the dead", "kind": "trademark", "power": "specific"}
    return {**character, "descriptors": descriptors}


def test_powers_are_a_campaign_option_and_an_action_R_SUP_1(make_game):
    """R-SUP-1: magic points then Resolve; a very powerful use costs 1; unreliable powers
    are suspended by a no_and."""
    game = make_game(
        character=power_hero(), options={"powers": "as_descriptors,magic_points,unreliable"}
    )
    for _ in range(3):
        do(game, "use_power", power="Speaks with the dead")
    assert resolve_of(game) == 5
    do(game, "use_power", power="Speaks with the dead", very_powerful=True)
    assert resolve_of(game) == 3  # no magic point left (1) + very powerful (1)
    do(game, "clear_opposition")
    ask(game, dice=ODDS5, power="Speaks with the dead")
    with pytest.raises(GameError, match="suspended"):
        do(game, "use_power", power="Speaks with the dead")


def test_the_readme_lists_every_campaign_option_issue_13():
    """Issue 13: the README lists every campaign option and how to set it."""
    from pathlib import Path

    from solo.game.options import CAMPAIGN_OPTIONS
    from solo.game.turn.question import LATER_FIELDS

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    for option in CAMPAIGN_OPTIONS:
        assert f"| `{option.key}` |" in readme, option.key
    for name in LATER_FIELDS:
        assert name in readme, name
