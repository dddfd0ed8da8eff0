"""Supernatural powers as a campaign setting, and their bookkeeping (R-SUP-1)."""

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.ladder import Answer
from solo.rules.character.descriptors import Concept, Descriptor, PowerScope
from solo.rules.character.options import CharacterOptions
from solo.rules.character.powers import PowerOption, PowerRules, PowerState, activate, settle
from solo.rules.pool import DescriptorUse, PoolRequest, assemble
from tests.rules.sheets import jerry, power_states

NECROMANCY = Descriptor.trademark(
    "Necromancy",
    power=PowerScope.BROAD,
    specific_powers=("Compel Spirit", "Animate Corpse", "Spirit Sight"),
)
STRENGTH = Descriptor.trademark("Super Strength", power=PowerScope.SPECIFIC)


def options(*opts):
    return CharacterOptions(powers=PowerRules.of(*opts))


def with_power(descriptor):
    return jerry().with_replaced_descriptor("Blend in", descriptor)


def test_powers_as_ordinary_descriptors_R_SUP_1():
    """R-SUP-1."""
    sheet = with_power(STRENGTH)
    assert sheet.creation_problems(options("as_descriptors")) == ()
    assert any("as_descriptors" in p for p in sheet.creation_problems())
    pool = assemble(sheet, PoolRequest(descriptors=(DescriptorUse("Super Strength"),)))
    assert pool.bonus == 1


def test_powers_inside_the_concept_R_SUP_1():
    """R-SUP-1."""
    mage = jerry(concept=Concept("Hedge Wizard", ("Lore", "Bargain", "Herbs"), powers=("Hex",)))
    assert mage.creation_problems(options("in_concept")) == ()
    assert any("in_concept" in p for p in mage.creation_problems())
    assert mage.concept.covers("hex") and "Hex" in mage.power_names


def test_broad_power_holds_three_specific_powers_at_plus_zero_R_SUP_1():
    """R-SUP-1."""
    sheet = with_power(NECROMANCY)
    assert sheet.creation_problems(options("broad_three")) == ()
    pool = assemble(
        sheet,
        PoolRequest(
            descriptors=(DescriptorUse("Necromancy", power="Animate Corpse"),), unfamiliar=True
        ),
    )
    # +0D, yet it fits the task: no unfamiliarity penalty either
    assert (pool.bonus, pool.penalty) == (0, 0)
    with pytest.raises(ValueError, match="name the one used"):
        assemble(sheet, PoolRequest(descriptors=(DescriptorUse("Necromancy"),)))
    with pytest.raises(ValueError, match="has no power 'Fireball'"):
        assemble(sheet, PoolRequest(descriptors=(DescriptorUse("Necromancy", power="Fireball"),)))
    two = Descriptor.trademark("Necromancy", power="broad", specific_powers=("A", "B"))
    assert any(
        "exactly 3 specific powers" in p
        for p in with_power(two).creation_problems(options("broad_three"))
    )


def test_broad_power_can_cost_one_from_the_resolve_cap_R_SUP_1():
    """R-SUP-1."""
    broad = Descriptor.trademark("Dark Necromantic Powers", power=PowerScope.BROAD)
    sheet = with_power(broad)
    assert sheet.resolve_cap(options("cap_cost")) == 4
    assert sheet.resolve_cap(options("as_descriptors")) == 5
    assert with_power(STRENGTH).resolve_cap(options("cap_cost", "as_descriptors")) == 5
    assert sheet.creation_problems(options("cap_cost")) == ()


def test_a_very_powerful_use_costs_one_resolve_R_SUP_1():
    """R-SUP-1."""
    state = PowerState("Summon Great Cthulhu")
    assert activate(state, PowerRules(), very_powerful=True).resolve_cost == 1
    assert activate(state, PowerRules()).resolve_cost == 0


def test_unreliable_power_is_suspended_by_no_and_R_SUP_1():
    """R-SUP-1."""
    rules = PowerRules.of("unreliable")
    used = activate(PowerState("Hex"), rules).state
    assert not settle(used, rules, Answer.NO, resolve_cap=5).state.suspended
    assert settle(used, rules, Answer.NO_AND, resolve_cap=5).state.suspended
    # without the option nothing is suspended
    assert not settle(used, PowerRules(), Answer.NO_AND, resolve_cap=5).state.suspended


def test_overused_unreliable_power_is_suspended_by_any_no_R_SUP_1():
    """R-SUP-1."""
    rules = PowerRules.of("unreliable")
    twice = activate(activate(PowerState("Hex"), rules).state, rules).state  # 2 uses this scene
    assert twice.overused(resolve_cap=5)
    assert settle(twice, rules, Answer.NO_BUT, resolve_cap=5).state.suspended
    assert not settle(twice, rules, Answer.YES_BUT, resolve_cap=5).state.suspended
    # more uses in a session than the Resolve cap, once per scene
    state = PowerState("Hex", uses_this_scene=1, uses_this_session=6)
    assert state.overused(resolve_cap=5) and not state.overused(resolve_cap=6)
    assert not state.scene_ended().overused(6) and not state.session_ended().overused(0)
    suspended = settle(twice, rules, Answer.NO, resolve_cap=5).state
    with pytest.raises(ValueError, match="suspended until restored"):
        activate(suspended, rules)
    assert not suspended.restored().suspended


def test_suspended_power_cannot_join_a_pool_R_SUP_1():
    """R-SUP-1."""
    sheet = with_power(STRENGTH)
    sheet = sheet.with_power_state(PowerState("Super Strength", suspended=True))
    with pytest.raises(ValueError, match="suspended"):
        assemble(sheet, PoolRequest(descriptors=(DescriptorUse("Super Strength"),)))


def test_magic_points_three_per_power_then_resolve_R_SUP_1():
    """R-SUP-1."""
    rules = PowerRules.of("magic_points")
    state, costs = PowerState("Hex"), []
    for _ in range(4):
        use = activate(state, rules)
        state, costs = use.state, costs + [use.resolve_cost]
    assert costs == [0, 0, 0, 1]
    assert state.magic_points == 0
    assert activate(PowerState("Hex"), rules, trivial=True).state.magic_points == 3
    assert state.recharged().magic_points == 3
    more = state.recharged().with_more_points()
    assert (more.magic_points, more.magic_max) == (5, 5)


@settings(max_examples=60)
@given(power_states, st.sampled_from(Answer), st.integers(1, 8))
def test_settle_never_unsuspends_and_yes_never_suspends_R_SUP_1(state, answer, cap):
    """R-SUP-1."""
    rules = PowerRules.of("unreliable", "magic_points")
    after = settle(state, rules, answer, cap).state
    assert after.suspended >= state.suspended
    if answer.is_yes:
        assert after == state


@settings(max_examples=40)
@given(power_states)
def test_power_state_round_trips_through_yaml(state):
    assert PowerState.from_dict(yaml.safe_load(yaml.safe_dump(state.to_dict()))) == state


def test_power_rules_round_trip_and_reject_unknown_option():
    rules = PowerRules.of(*PowerOption)
    assert PowerRules.from_dict(yaml.safe_load(yaml.safe_dump(rules.to_dict()))) == rules
    with pytest.raises(ValueError, match="unknown power option 'psionics'"):
        PowerRules.of("psionics")


def test_replacing_a_power_by_a_plain_trademark_drops_its_bookkeeping_R_SUP_1():
    """R-SUP-1."""
    sheet = with_power(STRENGTH).with_power_state(PowerState("Super Strength", magic_points=0))
    plain = sheet.with_replaced_descriptor("Super Strength", Descriptor.trademark("Strong"))
    assert plain.power_states == ()
