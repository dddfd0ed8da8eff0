"""Arms and armour (R-GEAR-1..4)."""

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.rules.conditions import Condition, Tier
from solo.rules.gear.armour import Activity, Armour, ArmourKind, Protection, SoakSource
from solo.rules.gear.exchange import Exchange, Side
from solo.rules.gear.weapons import CarriedWeapon, Delivery, Weapon, WeaponUse

DAGGER = Weapon.of_class("dagger", "sidearm")
SHORTSWORD = Weapon("shortsword", 3)
BROADSWORD = Weapon.of_class("broadsword", "battle arm")
BASTARD = Weapon("hand-and-a-half sword", 5)
GREATSWORD = Weapon.of_class("greatsword", "heavy arm")
SHOTGUN = Weapon("shotgun", 4, Delivery.HIGH_VELOCITY)
RIFLE = Weapon("hunting rifle", 4, Delivery.HIGH_VELOCITY)
SMG = Weapon("submachine gun", 4, Delivery.HIGH_VELOCITY, automatic=True)
BOW = Weapon("longbow", 4, Delivery.LOW_VELOCITY)


def fight(mine, theirs, cramped=False, my_armour=Protection(), their_armour=Protection()):
    return Exchange(Side(mine, my_armour), Side(theirs, their_armour), cramped=cramped)


# --- R-GEAR-1 ---------------------------------------------------------------------------


def test_weapon_classes_and_finer_ratings_R_GEAR_1():
    """R-GEAR-1."""
    assert [w.rating for w in (DAGGER, SHORTSWORD, BROADSWORD, BASTARD, GREATSWORD)] == [
        2,
        3,
        4,
        5,
        6,
    ]
    with pytest.raises(ValueError, match="unknown weapon class 'pike'"):
        Weapon.of_class("x", "pike")
    with pytest.raises(ValueError, match="0-6"):
        Weapon("cannon", 9)


def test_better_armed_side_gets_a_die_R_GEAR_1():
    """R-GEAR-1."""
    assert fight(WeaponUse(BROADSWORD), WeaponUse(DAGGER)).weapon_edge() == +1
    assert fight(WeaponUse(DAGGER), WeaponUse(GREATSWORD)).weapon_edge() == -1
    assert fight(WeaponUse(SHORTSWORD), WeaponUse(SHORTSWORD)).weapon_edge() == 0
    assert fight(WeaponUse(SHORTSWORD), WeaponUse(DAGGER)).weapon_edge() == +1  # finer 3 > 2


def test_cramped_quarters_reverse_ratings_R_GEAR_1():
    """R-GEAR-1."""
    assert fight(WeaponUse(DAGGER), WeaponUse(GREATSWORD), cramped=True).weapon_edge() == +1
    assert fight(WeaponUse(SHORTSWORD), WeaponUse(BASTARD), cramped=True).weapon_edge() == +1
    assert fight(WeaponUse(BROADSWORD), WeaponUse(BROADSWORD), cramped=True).weapon_edge() == 0


def test_range_disadvantage_costs_two_R_GEAR_1():
    """R-GEAR-1."""
    # shotgun vs rifle at long range: the shotgun is at a disadvantage (4-2 = 2 < 4)
    assert WeaponUse(SHOTGUN, range_disadvantage=True).rating() == 2
    assert fight(WeaponUse(SHOTGUN, range_disadvantage=True), WeaponUse(RIFLE)).weapon_edge() == -1
    # a melee charge against a bow, until the blow can land
    charge = WeaponUse(BROADSWORD, range_disadvantage=True)
    assert fight(charge, WeaponUse(BOW)).weapon_edge() == -1


def test_fleeing_target_is_compared_with_its_cover_rating_R_GEAR_1():
    """R-GEAR-1."""
    ex = Exchange(Side(WeaponUse(RIFLE)), evasion=5)
    assert ex.weapon_edge() == -1
    assert Exchange(Side(WeaponUse(RIFLE)), evasion=3).weapon_edge() == +1
    with pytest.raises(ValueError, match="either the other side or an evasion"):
        Exchange(Side(), Side(), evasion=2)


def test_automatic_fire_unloads_for_plus_one_then_must_reload_R_GEAR_1():
    """R-GEAR-1."""
    carried = CarriedWeapon(SMG)
    burst = carried.use(unloading=True)
    assert burst.rating() == 5
    assert fight(burst, WeaponUse(RIFLE)).weapon_edge() == +1
    emptied = carried.after(burst)
    with pytest.raises(ValueError, match="reload or switch"):
        emptied.use()
    assert emptied.reloaded().use().rating() == 4
    with pytest.raises(ValueError, match="not automatic"):
        WeaponUse(RIFLE, unloading=True)


# --- R-GEAR-2 ---------------------------------------------------------------------------


def test_armour_ratings_and_partial_R_GEAR_2():
    """R-GEAR-2."""
    assert [Armour(k).rating for k in ArmourKind] == [0, 2, 4, 6]
    assert Armour(ArmourKind.MEDIUM, partial=True).rating == 2


def test_armour_greater_than_weapon_faced_gives_a_die_R_GEAR_2():
    """R-GEAR-2."""
    mail = Protection(Armour(ArmourKind.MEDIUM))  # 4
    assert fight(WeaponUse(DAGGER), WeaponUse(DAGGER), my_armour=mail).armour_edge() == +1
    # equal is not greater
    assert fight(WeaponUse(DAGGER), WeaponUse(BROADSWORD), my_armour=mail).armour_edge() == 0
    assert fight(WeaponUse(DAGGER), WeaponUse(DAGGER), their_armour=mail).armour_edge() == -1


def test_both_sides_armour_cancels_R_GEAR_2():
    """R-GEAR-2."""
    plate = Protection(Armour(ArmourKind.HEAVY))
    ex = fight(WeaponUse(DAGGER), WeaponUse(DAGGER), my_armour=plate, their_armour=plate)
    assert ex.my_armour_tells() and ex.their_armour_tells()
    assert ex.armour_edge() == 0


# --- R-GEAR-3 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind,partial,soak",
    [
        ("light", False, 1),
        ("medium", False, 2),
        ("heavy", False, 3),
        ("medium", True, 1),
        ("heavy", True, 2),
        ("none", False, 0),
    ],
)
def test_soak_is_half_the_rating_rounded_down_R_GEAR_3(kind, partial, soak):
    """R-GEAR-3."""
    assert Armour(kind, partial).soak == soak


def test_soak_replaces_resolve_loss_and_lowers_condition_a_tier_R_GEAR_3():
    """R-GEAR-3."""
    mail = Protection(Armour(ArmourKind.MEDIUM))
    arm = Condition("Broken Arm", "negative", "moderate", "physical")
    first = mail.soak(condition=arm)
    assert first.spent == 1 and first.condition.tier is Tier.MINOR
    second = first.protection.soak(condition=Condition("Bruised", "negative", "minor", "physical"))
    assert second.condition is None
    assert second.protection.used_up and second.protection.armour_rating == 0
    with pytest.raises(ValueError, match="has 0 left"):
        second.protection.soak()
    repaired = second.protection.repaired()
    assert repaired.armour_rating == 4 and repaired.soak_left == 2


def test_armour_piercing_needs_two_soak_R_GEAR_3():
    """R-GEAR-3."""
    mail = Protection(Armour(ArmourKind.MEDIUM))
    hit = mail.soak(armour_piercing=True)
    assert hit.spent == 2 and hit.protection.used_up
    heavy = Protection(Armour(ArmourKind.HEAVY), soak_used=2)  # one left
    with pytest.raises(ValueError, match="armour-piercing blow needs 2 soak.*has 1 left"):
        heavy.soak(armour_piercing=True)


def test_shield_bonus_depends_on_armour_and_delivery_R_GEAR_3():
    """R-GEAR-3."""
    for kind, bonus in (("none", 2), ("light", 2), ("medium", 1), ("heavy", 0)):
        worn = Protection(Armour(kind), shield=True)
        assert worn.rating_against(Delivery.MELEE) == Armour(kind).rating + bonus
        assert worn.rating_against(Delivery.LOW_VELOCITY) == Armour(kind).rating + bonus
        assert worn.rating_against(Delivery.HIGH_VELOCITY) == Armour(kind).rating
    # light armour + shield = 4 > a dagger's 2 and > 3, not > a broadsword's 4
    shielded = Protection(Armour("light"), shield=True)
    assert fight(WeaponUse(DAGGER), WeaponUse(SHORTSWORD), my_armour=shielded).armour_edge() == 1
    assert fight(WeaponUse(DAGGER), WeaponUse(BROADSWORD), my_armour=shielded).armour_edge() == 0


def test_shield_soaks_once_then_breaks_R_GEAR_3():
    """R-GEAR-3."""
    worn = Protection(Armour("light"), shield=True)
    hit = worn.soak(SoakSource.SHIELD)
    assert hit.spent == 1 and hit.protection.shield_broken
    assert hit.protection.soak_left == 1  # the armour is untouched
    assert hit.protection.rating_against(Delivery.MELEE) == 2
    with pytest.raises(ValueError, match="no unbroken shield"):
        hit.protection.soak(SoakSource.SHIELD)


# --- R-GEAR-4 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind,penalties",
    [
        ("none", {}),
        ("light", {"swimming": 1}),
        ("medium", {"swimming": 1, "sneaking": 1, "chasing": 1}),
        (
            "heavy",
            {
                "swimming": 2,
                "sneaking": 1,
                "chasing": 1,
                "leaping": 1,
                "climbing": 1,
                "perceiving": 1,
            },
        ),
    ],
)
def test_activity_penalties_by_armour_R_GEAR_4(kind, penalties):
    """R-GEAR-4."""
    worn = Protection(Armour(kind))
    for activity in Activity:
        assert worn.activity_penalty(activity) == penalties.get(activity.value, 0)


def test_partial_armour_hampers_like_the_next_lighter_kind_R_GEAR_4():
    """R-GEAR-4."""
    partial_heavy = Protection(Armour("heavy", partial=True))
    assert partial_heavy.activity_penalty(Activity.SWIMMING) == 1
    assert partial_heavy.activity_penalty(Activity.CLIMBING) == 0


# --- plain data ------------------------------------------------------------------------


@settings(max_examples=40)
@given(st.sampled_from(ArmourKind), st.booleans(), st.booleans(), st.integers(0, 3), st.booleans())
def test_protection_round_trips_through_yaml(kind, partial, shield, used, broken):
    partial = partial and kind is not ArmourKind.NONE
    armour = Armour(kind, partial)
    worn = Protection(armour, shield, min(used, armour.soak), broken)
    assert Protection.from_dict(yaml.safe_load(yaml.safe_dump(worn.to_dict()))) == worn


def test_weapon_round_trips():
    carried = CarriedWeapon(SMG, emptied=True)
    assert CarriedWeapon.from_dict(yaml.safe_load(yaml.safe_dump(carried.to_dict()))) == carried
