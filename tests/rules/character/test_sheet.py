"""Characters: Concept, Descriptors, Goals, the new-character check (R-CHAR-1..3)."""

import pytest
import yaml
from hypothesis import given, settings

from solo.rules.character.descriptors import Concept, Descriptor, DescriptorKind, SuperKind
from solo.rules.character.goals import Goal, GoalStatus, MilestoneStatus
from solo.rules.character.options import CharacterOptions
from solo.rules.character.sheet import Character
from solo.rules.conditions import Condition, Polarity
from tests.rules.sheets import characters, jerry

# --- R-CHAR-1 ---------------------------------------------------------------------------


def test_concept_lists_three_to_five_abilities_R_CHAR_1():
    """R-CHAR-1."""
    assert jerry().creation_problems() == ()
    short = jerry(concept=Concept("Cynical Copper", ("Fight", "Interrogate")))
    assert any("lists 2 abilities; a new one lists 3-5" in p for p in short.creation_problems())
    long = Concept("Cynical Copper", tuple(f"ability {i}" for i in range(6)))
    assert any("lists 6 abilities" in p for p in jerry(concept=long).creation_problems())


def test_concept_covers_its_abilities_R_CHAR_1():
    """R-CHAR-1."""
    concept = jerry().concept
    assert concept.covers("fight") and not concept.covers("Fly a plane")
    with pytest.raises(ValueError, match="ability 'fight' appears twice"):
        Concept("Brawler", ("Fight", "fight"))


# --- R-CHAR-2 ---------------------------------------------------------------------------


def test_new_character_has_4_trademarks_2_flaws_2_relationships_R_CHAR_2():
    """R-CHAR-2."""
    sheet = jerry()
    assert (len(sheet.trademarks), len(sheet.flaws), len(sheet.relationships)) == (4, 2, 2)
    fewer = sheet.without_descriptor("Blend in")
    assert "a new character has 4 trademarks, Jerry Lyttle has 3 (R-CHAR-2)" in (
        fewer.creation_problems()
    )
    with pytest.raises(ValueError, match="has 3"):
        fewer.check_new()


def test_relationships_one_positive_one_negative_naming_whom_R_CHAR_2():
    """R-CHAR-2."""
    sheet = jerry()
    both_bad = sheet.with_replaced_descriptor(
        "Freddie saved my life once",
        Descriptor.relationship("Freddie will sell me out", "Freddie Mason", "negative"),
    )
    assert any("one positive and one negative" in p for p in both_bad.creation_problems())
    with pytest.raises(
        ValueError, match='a Relationship needs a name: whom is "Ray\'s got my back" with'
    ):
        Descriptor.relationship("Ray's got my back", "", "positive")
    with pytest.raises(ValueError, match="must be positive or negative"):
        Descriptor("Annie's the one", DescriptorKind.RELATIONSHIP, whom="Annie")
    with pytest.raises(ValueError, match="only a Relationship names whom"):
        Descriptor("Born liar", DescriptorKind.TRADEMARK, whom="Annie")


def test_descriptors_lean_by_kind_R_CHAR_2():
    """R-CHAR-2."""
    sheet = jerry()
    assert sheet.descriptor("spot a liar").leaning is Polarity.POSITIVE
    assert sheet.descriptor("Gambling problem").leaning is Polarity.NEGATIVE
    assert sheet.descriptor("Knowles can't be trusted").leaning is Polarity.NEGATIVE
    assert sheet.descriptor("Freddie saved my life once").leaning is Polarity.POSITIVE
    with pytest.raises(ValueError, match="Jerry Lyttle has no Descriptor named 'Fly'"):
        sheet.descriptor("Fly")


def test_one_super_descriptor_per_character_and_only_with_the_option_R_CHAR_2():
    """R-CHAR-2."""
    sheet = jerry()
    swords = Descriptor.trademark("Finest Swordsman in the West", super_kind=SuperKind.MASTERY)
    necro = Descriptor.trademark("Dark Necromantic Powers", super_kind=SuperKind.BROAD)
    supered = sheet.with_replaced_descriptor("Blend in", swords)
    assert swords.dice == 2 and necro.dice == 1
    assert Descriptor.trademark("x", super_kind="mastery_die").dice == 1
    assert supered.creation_problems(CharacterOptions(super_descriptor=True)) == ()
    assert any("needs the super Descriptor option" in p for p in supered.creation_problems())
    with pytest.raises(ValueError, match="one super Descriptor per character"):
        supered.with_descriptor(necro)
    with pytest.raises(ValueError, match="only a Trademark can be super"):
        Descriptor("Hook for a hand", DescriptorKind.FLAW, super_kind=SuperKind.BROAD)


def test_descriptor_names_are_unique_R_CHAR_2():
    """R-CHAR-2."""
    with pytest.raises(ValueError, match="Descriptor 'blend in' appears twice"):
        jerry().with_descriptor(Descriptor.flaw("blend in"))


# --- R-CHAR-3 ---------------------------------------------------------------------------


def test_at_most_three_active_goals_R_CHAR_3():
    """R-CHAR-3."""
    sheet = jerry().with_goal(Goal("Find the Macron Device")).with_goal(Goal("Clear my name"))
    assert len(sheet.active_goals) == 3
    with pytest.raises(
        ValueError,
        match=r"Goal 'Win back Annie' would be the 4th active Goal; at most 3 \(R-CHAR-3\)",
    ):
        sheet.with_goal(Goal("Win back Annie"))
    finished = sheet.with_updated_goal(
        "Clear my name", sheet.goal("Clear my name").ended(GoalStatus.ACHIEVED)
    )
    assert len(finished.with_goal(Goal("Win back Annie")).active_goals) == 3


def test_goals_have_milestones_R_CHAR_3():
    """R-CHAR-3."""
    goal = Goal("Uncover the ring of corrupt cops").with_milestone("Find the informant")
    goal = goal.with_milestone("Get the ledger").milestone_achieved("find the informant")
    assert [m.status for m in goal.milestones] == [
        MilestoneStatus.ACHIEVED,
        MilestoneStatus.PENDING,
    ]
    with pytest.raises(ValueError, match="already achieved"):
        goal.milestone_failed("Find the informant")
    failed = goal.milestone_failed("Get the ledger")
    assert failed.milestones[1].status is MilestoneStatus.FAILED
    done = failed.ended(GoalStatus.FAILED)
    with pytest.raises(ValueError, match="no longer active"):
        done.with_milestone("Try again")


def test_a_new_character_needs_a_goal_R_CHAR_3():
    """R-CHAR-3."""
    assert "Jerry Lyttle needs a Goal (R-CHAR-3)" in jerry(goals=()).creation_problems()


# --- Conditions on the sheet (R-COND-5) -----------------------------------------------


def test_sheet_ages_conditions_one_tier_R_COND_5():
    """R-COND-5."""
    sheet = jerry().with_condition(Condition("Broken Arm", "negative", "moderate", "physical"))
    sheet = sheet.with_aged_condition("Broken Arm", "Battered Arm")
    assert sheet.condition("Battered Arm").tier.key == "minor"
    assert sheet.with_aged_condition("Battered Arm").conditions == ()


# --- plain data ---------------------------------------------------------------------------


def test_jerry_round_trips_through_yaml():
    sheet = jerry().with_goal(Goal("Clear my name").with_milestone("Find the witness"))
    data = yaml.safe_load(yaml.safe_dump(sheet.to_dict()))
    assert Character.from_dict(data) == sheet


@settings(max_examples=40, deadline=None)
@given(characters())
def test_any_character_round_trips_through_yaml(sheet):
    data = yaml.safe_load(yaml.safe_dump(sheet.to_dict()))
    assert Character.from_dict(data) == sheet


def test_from_dict_names_the_bad_value():
    data = jerry().to_dict()
    data["descriptors"][0]["kind"] = "quirk"
    with pytest.raises(ValueError, match="unknown Descriptor kind 'quirk'"):
        Character.from_dict(data)
    with pytest.raises(ValueError, match="a character is missing 'concept'"):
        Character.from_dict({"name": "x"})


def test_options_round_trip():
    options = CharacterOptions(super_descriptor=True, levels=True)
    assert CharacterOptions.from_dict(yaml.safe_load(yaml.safe_dump(options.to_dict()))) == options
