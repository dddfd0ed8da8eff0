"""Conditions and Details (R-COND-1..5)."""

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.ladder import Answer
from solo.rules.conditions import (
    Category,
    Condition,
    Detail,
    Polarity,
    Tier,
    end_scene,
    magnitude,
    relieved_by_downtime,
    secondary_magnitude,
)
from tests.rules.sheets import conditions, details


def cond(name="Broken Arm", polarity="negative", tier="moderate", category="physical"):
    return Condition(name, polarity, tier, category)


# --- R-COND-1 ---------------------------------------------------------------------------


@pytest.mark.parametrize("tier", list(Tier))
def test_a_condition_is_one_die_whatever_its_tier_R_COND_1(tier):
    """R-COND-1."""
    assert cond(tier=tier).dice == -1
    assert cond(polarity="positive", tier=tier).dice == +1


def test_a_condition_has_polarity_tier_and_category_R_COND_1():
    """R-COND-1."""
    c = Condition("King's Ransom", Polarity.POSITIVE, Tier.MAJOR, Category.RESOURCES)
    assert (c.polarity, c.tier, c.category) == (Polarity.POSITIVE, Tier.MAJOR, Category.RESOURCES)
    assert cond(tier="minor") != cond(tier="moderate")
    assert Tier.MINOR < Tier.MODERATE < Tier.MAJOR < Tier.PERMANENT


def test_bad_condition_values_are_named_R_COND_1():
    """R-COND-1."""
    with pytest.raises(ValueError, match="unknown tier 'huge'"):
        cond(tier="huge")
    with pytest.raises(ValueError, match="unknown category 'spiritual'"):
        cond(category="spiritual")
    with pytest.raises(ValueError, match="unknown polarity 'neutral'"):
        cond(polarity="neutral")
    with pytest.raises(ValueError, match="Condition's name"):
        cond(name="  ")


# --- R-COND-2 ---------------------------------------------------------------------------


def test_details_belong_to_their_scene_and_end_with_it_R_COND_2():
    """R-COND-2."""
    smoke = Detail("Thick smoke", Polarity.NEGATIVE, scene="warehouse")
    bridge = Detail("Bridge is down", Polarity.POSITIVE, scene="warehouse").made_lasting()
    elsewhere = Detail("Crowd gathers", Polarity.NEGATIVE, scene="market")
    done = end_scene("warehouse", details=[smoke, bridge, elsewhere])
    assert done.ended_details == (smoke,)
    assert done.details == (bridge, elsewhere)
    assert smoke.dice == -1 and bridge.dice == +1


# --- R-COND-3 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lost,left,tier",
    [
        (False, 5, Tier.MINOR),  # low stakes, or a high-stakes yes_but
        (False, 0, Tier.MINOR),
        (True, 4, Tier.MODERATE),
        (True, 2, Tier.MODERATE),  # "more than 1 left"
        (True, 1, Tier.MAJOR),  # "fewer than 2 left"
        (True, 0, Tier.MAJOR),
        (True, -1, Tier.MAJOR),
    ],
)
def test_magnitude_from_resolve_effect_R_COND_3(lost, left, tier):
    """R-COND-3."""
    assert magnitude(resolve_lost=lost, resolve_left=left) is tier


# --- R-COND-4 ---------------------------------------------------------------------------


def test_and_matches_main_stake_but_is_a_step_lower_R_COND_4():
    """R-COND-4."""
    assert secondary_magnitude(Tier.MAJOR, Answer.YES_AND) is Tier.MAJOR
    assert secondary_magnitude(Tier.MAJOR, Answer.NO_AND) is Tier.MAJOR
    assert secondary_magnitude(Tier.MAJOR, Answer.YES_BUT) is Tier.MODERATE
    assert secondary_magnitude(Tier.MODERATE, Answer.NO_BUT) is Tier.MINOR
    assert secondary_magnitude(Tier.MINOR, Answer.YES_BUT) is Tier.MINOR
    assert secondary_magnitude(Tier.MAJOR, Answer.YES) is None
    assert secondary_magnitude(Tier.MAJOR, Answer.NO) is None


@given(st.sampled_from(Tier), st.sampled_from(Answer))
def test_secondary_never_exceeds_main_and_but_never_exceeds_and_R_COND_4(main, answer):
    """R-COND-4."""
    got = secondary_magnitude(main, answer)
    if got is None:
        assert answer in (Answer.YES, Answer.NO)
        return
    assert got <= main and got is not Tier.PERMANENT
    if answer in (Answer.YES_BUT, Answer.NO_BUT):
        assert got <= secondary_magnitude(main, Answer.YES_AND)


# --- R-COND-5 ---------------------------------------------------------------------------


def test_aging_goes_one_tier_at_a_time_R_COND_5():
    """R-COND-5."""
    hero = cond("Hero of Hanging Rock", "positive", "major", "social")
    veteran = hero.aged("Decorated Veteran")
    assert (veteran.name, veteran.tier) == ("Decorated Veteran", Tier.MODERATE)
    served = veteran.aged("Served his Country")
    assert served.tier is Tier.MINOR
    assert served.aged() is None


@settings(max_examples=60)
@given(conditions)
def test_aging_never_raises_a_tier_R_COND_5(c):
    """R-COND-5."""
    aged = c.aged()
    assert aged is None or aged.tier <= c.tier
    if c.tier is not Tier.PERMANENT:
        assert aged is None or aged.tier == c.tier - 1


def test_minor_conditions_end_with_the_scene_R_COND_5():
    """R-COND-5."""
    off_balance = cond("Off Balance", tier="minor")
    arm = cond("Broken Arm", tier="moderate")
    done = end_scene("fight", conditions=[off_balance, arm])
    assert done.conditions == (arm,)
    assert done.ended_conditions == (off_balance,)


def test_buying_a_condition_makes_it_permanent_and_it_stops_aging_R_COND_5():
    """R-COND-5."""
    riches = cond("Overflowing Riches", "positive", "major", "resources").made_permanent()
    assert riches.tier is Tier.PERMANENT
    assert riches.aged() == riches
    assert not riches.ends_with_scene


def test_negative_conditions_worsen_untreated_up_to_major_R_COND_5():
    """R-COND-5."""
    arm = cond("Broken Arm", tier="moderate")
    assert arm.worsened("Infected Arm").tier is Tier.MAJOR
    assert arm.worsened().worsened().tier is Tier.MAJOR
    with pytest.raises(ValueError, match="only negative Conditions worsen"):
        cond(polarity="positive").worsened()


def test_downtime_removes_or_reduces_a_negative_condition_R_COND_5():
    """R-COND-5."""
    arm = cond("Broken Arm", tier="moderate")
    assert relieved_by_downtime(arm, remove=True) is None
    assert relieved_by_downtime(arm, remove=False).tier is Tier.MINOR
    with pytest.raises(ValueError, match="positive"):
        relieved_by_downtime(cond(polarity="positive"), remove=True)


def test_recovery_text_follows_tier_and_polarity_R_COND_5():
    """R-COND-5."""
    assert "treatment" in cond(tier="major").recovery
    assert "abused" in cond(polarity="positive", tier="moderate").recovery
    assert "scene" in cond(tier="minor").recovery


# --- plain data -----------------------------------------------------------------------


@settings(max_examples=60)
@given(conditions)
def test_condition_round_trips_through_yaml(c):
    assert Condition.from_dict(yaml.safe_load(yaml.safe_dump(c.to_dict()))) == c


@settings(max_examples=60)
@given(details)
def test_detail_round_trips_through_yaml(d):
    assert Detail.from_dict(yaml.safe_load(yaml.safe_dump(d.to_dict()))) == d


def test_from_dict_names_missing_field():
    with pytest.raises(ValueError, match="a Condition is missing 'tier'"):
        Condition.from_dict({"name": "x", "polarity": "negative", "category": "mental"})
