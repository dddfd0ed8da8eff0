"""Advancement (R-CHAR-5)."""

import pytest

from solo.rules.character.advancement import (
    BuyCondition,
    ConceptAbilities,
    MoreMagicPoints,
    NewFlaw,
    NewTrademark,
    RemoveFlaw,
    RemoveTrademark,
    goal_abandoned,
    goal_achieved,
    goal_failed,
    goal_replaced,
    level_up,
    rename_descriptor,
    rephrase_goal,
    scenario_ended,
)
from solo.rules.character.descriptors import Descriptor, DescriptorKind, PowerScope
from solo.rules.character.goals import Goal, GoalStatus
from solo.rules.character.options import CharacterOptions
from solo.rules.character.powers import PowerRules, PowerState
from solo.rules.conditions import Condition, Polarity, Tier
from solo.rules.pool import PoolRequest, assemble
from tests.rules.sheets import jerry

GOAL = "Uncover the ring of corrupt cops"


def test_goal_achieved_gives_a_new_trademark_R_CHAR_5():
    """R-CHAR-5."""
    after = goal_achieved(jerry(), GOAL, NewTrademark(Descriptor.trademark("Knows every snitch")))
    assert len(after.trademarks) == 5
    assert after.goals[0].status is GoalStatus.ACHIEVED and after.active_goals == ()
    with pytest.raises(ValueError, match="gives a Trademark"):
        goal_achieved(jerry(), GOAL, NewTrademark(Descriptor.flaw("Bitter")))


def test_goal_achieved_may_remove_a_flaw_instead_R_CHAR_5():
    """R-CHAR-5."""
    after = goal_achieved(jerry(), GOAL, RemoveFlaw("Gambling problem"))
    assert [d.name for d in after.flaws] == ["Suspicious of everyone"]
    with pytest.raises(ValueError, match="is not a Flaw"):
        goal_achieved(jerry(), GOAL, RemoveFlaw("Blend in"))


def test_goal_achieved_may_add_three_concept_abilities_R_CHAR_5():
    """R-CHAR-5."""
    reward = ConceptAbilities(
        ("Run informants", "Read ledgers", "Work a wire"), new_name="Veteran Detective"
    )
    after = goal_achieved(jerry(), GOAL, reward)
    assert after.concept.name == "Veteran Detective"
    assert len(after.concept.abilities) == 7 and after.concept.covers("work a wire")
    with pytest.raises(ValueError, match="3 new abilities, got 2"):
        goal_achieved(jerry(), GOAL, ConceptAbilities(("A", "B")))


def test_goal_achieved_may_buy_two_magic_points_R_SUP_1_R_CHAR_5():
    """R-SUP-1 R-CHAR-5."""
    sheet = jerry().with_replaced_descriptor(
        "Blend in", Descriptor.trademark("Hex", power=PowerScope.SPECIFIC)
    )
    opts = CharacterOptions(powers=PowerRules.of("as_descriptors", "magic_points"))
    after = goal_achieved(sheet, GOAL, MoreMagicPoints("Hex"), opts)
    assert after.power_state("Hex").magic_max == 5
    with pytest.raises(ValueError, match="magic_points option"):
        goal_achieved(sheet, GOAL, MoreMagicPoints("Hex"))


def test_goal_failed_gives_a_new_flaw_or_removes_a_trademark_R_CHAR_5():
    """R-CHAR-5."""
    flawed = goal_failed(
        jerry(), GOAL, NewFlaw("Haunted by the ring"), new_goal=Goal("Get out alive")
    )
    assert len(flawed.flaws) == 3 and flawed.goals[0].status is GoalStatus.FAILED
    assert [g.text for g in flawed.active_goals] == ["Get out alive"]
    lessened = goal_failed(jerry(), GOAL, RemoveTrademark("Blend in"))
    assert len(lessened.trademarks) == 3


def test_scenario_end_gives_a_new_relationship_either_way_R_CHAR_5():
    """R-CHAR-5."""
    for leaning in Polarity:
        rel = Descriptor.relationship("Inspector Hale", "Hale", leaning)
        after = scenario_ended(jerry(), rel)
        assert after.descriptor("Inspector Hale").leaning is leaning
    with pytest.raises(ValueError, match="gives a Relationship"):
        scenario_ended(jerry(), Descriptor.trademark("Lucky"))


def test_renaming_between_sessions_keeps_the_kind_R_CHAR_5():
    """R-CHAR-5."""
    after = rename_descriptor(jerry(), "Blend in", "Face in the crowd")
    assert after.descriptor("Face in the crowd").kind is DescriptorKind.TRADEMARK
    assert len(after.trademarks) == 4
    rel = rename_descriptor(
        after, "Knowles can't be trusted", "Knowles came through", polarity=Polarity.POSITIVE
    )
    assert rel.descriptor("Knowles came through").leaning is Polarity.POSITIVE
    with pytest.raises(ValueError, match="only a Relationship changes whom"):
        rename_descriptor(jerry(), "Blend in", "x", whom="Annie")


def test_renaming_a_power_keeps_its_bookkeeping_R_CHAR_5():
    """R-CHAR-5."""
    sheet = jerry().with_replaced_descriptor(
        "Blend in", Descriptor.trademark("Hex", power="specific")
    )
    sheet = sheet.with_power_state(PowerState("Hex", magic_points=1))
    after = rename_descriptor(sheet, "Hex", "Evil Eye")
    assert after.power_state("Evil Eye").magic_points == 1


def test_goals_rephrased_abandoned_or_replaced_R_CHAR_5():
    """R-CHAR-5."""
    after = rephrase_goal(jerry(), GOAL, "Bring down the ring of bent coppers")
    assert after.active_goals[0].text == "Bring down the ring of bent coppers"
    assert goal_abandoned(jerry(), GOAL).goals[0].status is GoalStatus.ABANDONED
    swapped = goal_replaced(jerry(), GOAL, Goal("Find Annie"))
    assert [g.status for g in swapped.goals] == [GoalStatus.REPLACED, GoalStatus.ACTIVE]


def test_levels_raise_the_cap_and_give_scale_against_lesser_foes_R_CHAR_5():
    """R-CHAR-5."""
    opts = CharacterOptions(levels=True)
    hero = level_up(level_up(jerry(), opts), opts)
    assert hero.level == 3 and hero.resolve_cap(opts) == 7
    assert jerry().resolve_cap(opts) == 5
    assert assemble(hero, PoolRequest(foe_level=1)).scale == 2
    assert assemble(hero, PoolRequest(foe_level=3)).scale == 0
    assert assemble(hero, PoolRequest(foe_level=5)).scale == 0  # only against lesser foes
    with pytest.raises(ValueError, match="levels are a campaign option"):
        level_up(jerry(), CharacterOptions())
    assert any("needs the levels option" in p for p in hero.creation_problems())


def test_buying_a_condition_as_a_descriptor_makes_it_permanent_R_COND_5_R_CHAR_5():
    """R-COND-5 R-CHAR-5."""
    riches = Condition("A King's Ransom", "positive", Tier.MAJOR, "resources")
    sheet = jerry().with_condition(riches)
    after = goal_achieved(sheet, GOAL, BuyCondition("A King's Ransom"))
    assert after.conditions == ()
    assert after.descriptor("A King's Ransom").kind is DescriptorKind.TRADEMARK
    limp = jerry().with_condition(Condition("Shattered knee", "negative", "major", "physical"))
    failed = goal_failed(limp, GOAL, BuyCondition("Shattered knee"))
    assert failed.descriptor("Shattered knee").kind is DescriptorKind.FLAW
    with pytest.raises(ValueError, match="is positive: it cannot become a Flaw"):
        goal_failed(sheet, GOAL, BuyCondition("A King's Ransom"))
