"""D6 System: reading dice by the rules R-D6-1 … R-D6-6 (odds live in test_d6_odds.py)."""

import random

import pytest

from solo.dice import mechanic
from solo.dice.d6.code import DieCode
from solo.dice.rolls import KEPT, REMOVED, Faces

D6 = mechanic("d6")


def read(dice=(), wild=(3,), cp_dice=(), against=(), against_wild=(), **options):
    params = D6.params(**options)
    return D6.read(
        params,
        Faces(
            dice=tuple(dice),
            wild=tuple(wild),
            cp=tuple(cp_dice),
            against=tuple(against),
            against_wild=tuple(against_wild),
        ),
    )


# --- R-D6-1: die codes, normal dice, pips, whole-die modifiers ----------------------------


def test_code_rolls_one_wild_die_and_n_minus_one_normal_dice_R_D6_1():
    """R-D6-1."""
    params = D6.params(code="3D+1")
    assert params.normal_dice == 2
    faces = D6.roll_faces(params, random.Random(4))
    assert len(faces.dice) == 2 and faces.wild and faces.cp == ()
    roll = read(dice=(4, 5), wild=(3,), code="3D+1")
    assert roll.total == 4 + 5 + 3 + 1


def test_one_d_is_only_the_wild_die_R_D6_1():
    """R-D6-1."""
    assert D6.params(code="1D+2").normal_dice == 0
    assert read(dice=(), wild=(4,), code="1D+2", difficulty=5).total == 6


def test_bonus_and_penalty_add_and_remove_whole_dice_never_below_1D_R_D6_1():
    """R-D6-1."""
    assert D6.params(code="3D", bonus=2).rolled == DieCode(5, 0)
    assert D6.params(code="3D+2", penalty=1).rolled == DieCode(2, 2)
    assert D6.params(code="2D", penalty=5).rolled == DieCode(1, 0)


def test_opposition_adds_or_removes_dice_R_OPP_1():
    """R-OPP-1."""
    assert D6.params(code="3D", opposition="weak").rolled.dice == 4
    assert D6.params(code="3D", opposition="strong").rolled.dice == 1
    assert D6.params(code="4D", opposition="overwhelming", bonus=1).rolled.dice == 2


def test_numeric_bonus_adds_to_the_total_R_D6_1():
    """R-D6-1."""
    assert read(dice=(2, 2), wild=(2,), code="3D+1", pip_bonus=3).total == 2 + 2 + 2 + 1 + 3
    assert read(dice=(2, 2), wild=(2,), code="3D", pip_bonus=-2).total == 4


def test_wrong_number_of_normal_faces_names_both_counts_R_D6_1():
    """R-D6-1."""
    with pytest.raises(ValueError, match="rolls 2 normal dice and a Wild Die, but 3"):
        read(dice=(1, 2, 3), code="3D")


# --- R-D6-2: the Wild Die explodes ------------------------------------------------------------


def test_wild_die_six_adds_and_rolls_again_R_D6_2():
    """R-D6-2."""
    roll = read(dice=(1, 1), wild=(6, 6, 2), code="3D", difficulty=10)
    assert roll.total == 1 + 1 + 6 + 6 + 2
    wild = [d for d in roll.dice if d.kind == "wild"]
    assert [d.face for d in wild] == [6, 6, 2] and all(d.status == KEPT for d in wild)
    assert roll.outcome.key == "yes"  # margin 16 - 10 = 6


@pytest.mark.parametrize(
    "chain,message",
    [
        ((6,), "ends on a 6"),
        ((6, 3, 2), "every face but the last must be 6"),
        ((), "no faces"),
        ((7,), "1-6, got 7"),
    ],
)
def test_an_impossible_wild_chain_is_a_clear_error_R_D6_2(chain, message):
    """R-D6-2."""
    with pytest.raises(ValueError, match=message):
        read(dice=(1, 1), wild=chain)


def test_seeded_roll_explodes_only_on_six_R_D6_2():
    """R-D6-2."""
    rng = random.Random(11)
    for _ in range(300):
        faces = D6.roll_faces(D6.params(cp=2), rng)
        for chain in (faces.wild, *faces.cp):
            assert all(f == 6 for f in chain[:-1]) and chain[-1] != 6


# --- R-D6-3: critical failure -------------------------------------------------------------------


def test_critical_failure_cancel_removes_wild_and_highest_normal_die_R_D6_3():
    """R-D6-3."""
    roll = read(dice=(2, 5, 5), wild=(1,), code="4D+1", difficulty=5)
    assert roll.total == 2 + 5 + 1
    removed = [d for d in roll.dice if d.status == REMOVED]
    assert [(d.kind, d.face) for d in removed] == [("d6", 5), ("wild", 1)]
    assert [d.status for d in roll.dice[:3]] == [KEPT, REMOVED, KEPT]  # the first 5 only
    assert not roll.outcome.complication
    assert any("highest normal die (5) is removed" in n for n in roll.notes)


def test_critical_failure_cancel_with_1D_leaves_the_pips_R_D6_3():
    """R-D6-3."""
    assert read(dice=(), wild=(1,), code="1D+2").total == 2


def test_critical_failure_never_removes_character_point_dice_R_D6_3_R_D6_5():
    """R-D6-3 R-D6-5."""
    roll = read(dice=(), wild=(1,), cp_dice=((6, 4),), code="1D", cp=1, difficulty=5)
    assert roll.total == 10
    assert [d.status for d in roll.dice if d.kind == "cp"] == [KEPT, KEPT]
    roll = read(dice=(3,), wild=(1,), cp_dice=((5,),), code="2D", cp=1)
    assert roll.total == 5  # the 3 is the highest NORMAL die, the CP 5 stays


def test_critical_failure_complication_counts_the_one_and_flags_it_R_D6_3():
    """R-D6-3."""
    roll = read(dice=(4, 4), wild=(1,), code="3D", wild_option="complication", difficulty=10)
    assert roll.total == 9
    assert roll.outcome.complication and roll.outcome.key == "no_but"
    assert any("the lower the total, the worse" in n for n in roll.notes)


def test_a_one_after_a_six_is_an_ordinary_one_R_D6_3():
    """R-D6-3."""
    for option in ("cancel", "complication"):
        roll = read(dice=(4, 4), wild=(6, 1), code="3D", wild_option=option)
        assert roll.total == 15 and not roll.outcome.complication
        assert all(d.status == KEPT for d in roll.dice)


# --- R-D6-4: margin to rung ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "margin,key",
    [
        (15, "yes_and"),
        (10, "yes_and"),
        (9, "yes"),
        (5, "yes"),
        (4, "yes_but"),
        (0, "yes_but"),
        (-1, "no_but"),
        (-5, "no_but"),
        (-6, "no"),
        (-10, "no"),
        (-11, "no_and"),
        (-20, "no_and"),
    ],
)
def test_margin_bands_R_D6_4(margin, key):
    """R-D6-4."""
    # 1D+P with a Wild Die of 5: total = 5 + P; difficulty 20 → margin = P - 15
    pips = 15 + margin
    if pips < 0:
        roll = read(wild=(5,), code="1D", pip_bonus=pips, difficulty=20)
    else:
        roll = read(wild=(5,), code=f"1D+{pips}", difficulty=20)
    assert roll.total - 20 == margin
    assert roll.outcome.key == key


@pytest.mark.parametrize(
    "name,number",
    [
        ("very_easy", 5),
        ("very-easy", 5),
        ("easy", 10),
        ("moderate", 15),
        ("difficult", 20),
        ("very difficult", 25),
        ("heroic", 30),
        ("17", 17),
        (12, 12),
    ],
)
def test_difficulty_presets_R_D6_4(name, number):
    """R-D6-4."""
    assert D6.params(difficulty=name).difficulty == number


def test_opposed_margin_is_my_total_minus_theirs_each_with_a_wild_die_R_D6_4():
    """R-D6-4."""
    roll = read(
        dice=(3, 3), wild=(4,), against=(2,), against_wild=(6, 5), code="3D+1", against_code="2D+2"
    )
    assert roll.total == 11
    theirs = [d for d in roll.dice if d.side == "against"]
    assert [(d.kind, d.face) for d in theirs] == [("d6", 2), ("wild", 6), ("wild", 5)]
    assert roll.outcome.key == "no_but"  # 11 - (2 + 11 + 2) = -4
    assert any("margin -4" in n for n in roll.notes)


def test_opposed_tie_goes_to_the_acting_side_as_yes_but_R_D6_4():
    """R-D6-4."""
    roll = read(dice=(4,), wild=(3,), against=(5,), against_wild=(2,), code="2D", against_code="2D")
    assert roll.outcome.key == "yes_but"


def test_opponent_critical_failure_uses_the_same_option_R_D6_3_R_D6_4():
    """R-D6-3 R-D6-4."""
    cancel = read(
        dice=(2,), wild=(2,), against=(6,), against_wild=(1,), code="2D", against_code="2D"
    )
    assert cancel.outcome.key == "yes_but"  # 4 vs 0: their 1 and their 6 both count 0
    assert [d.status for d in cancel.dice if d.side == "against"] == [REMOVED, REMOVED]
    comp = read(
        dice=(2,),
        wild=(2,),
        against=(6,),
        against_wild=(1,),
        code="2D",
        against_code="2D",
        wild_option="complication",
    )
    assert comp.outcome.key == "no_but" and not comp.outcome.complication  # 4 vs 7


def test_opposing_faces_without_an_opponent_are_refused_R_D6_4():
    """R-D6-4."""
    with pytest.raises(ValueError, match="no against_code"):
        read(dice=(1, 1), against=(3,), against_wild=(2,))


# --- R-D6-5: Character Points -------------------------------------------------------------------


def test_character_point_dice_explode_and_their_one_counts_one_R_D6_5():
    """R-D6-5."""
    roll = read(dice=(2, 2), wild=(3,), cp_dice=((1,), (6, 6, 1)), code="3D", cp=2)
    assert roll.total == 2 + 2 + 3 + 1 + 13
    assert not roll.outcome.complication
    assert [d.kind for d in roll.dice].count("cp") == 4


def test_character_points_over_the_limit_are_refused_R_D6_5():
    """R-D6-5."""
    assert D6.params(cp=2, cp_limit="easy").cp == 2
    with pytest.raises(ValueError, match="cp 3 is over the easy limit of 2"):
        D6.params(cp=3, cp_limit="easy")
    with pytest.raises(ValueError, match="over the cinematic limit of 5"):
        D6.params(cp=6, cp_limit="cinematic")
    assert D6.params(cp=10).cp_limit == "unlimited"
    assert D6.params(cp=40).cp == 40  # unlimited means unlimited (R-D6-5, issue 13.9)
    with pytest.raises(ValueError, match="at most 60 dice"):
        D6.params(code="3D", cp=58)


def test_character_point_faces_must_match_cp_R_D6_5():
    """R-D6-5."""
    with pytest.raises(ValueError, match="cp 1 rolls 1 Character Point dice, but 0"):
        read(dice=(1, 1), cp=1)


def test_character_points_may_be_spent_after_the_roll_R_D6_5():
    """R-D6-5."""
    roll = D6.roll(D6.params(code="2D", cp_limit="easy", cp=1), random.Random(2))
    more = D6.spend_cp_after(roll, 1, random.Random(8))
    assert more.params.cp == 2 and more.faces.cp[0] == roll.faces.cp[0]
    assert more.total == roll.total + sum(more.faces.cp[1])
    with pytest.raises(ValueError, match="over the easy limit"):
        D6.spend_cp_after(more, 1, random.Random(8))


# --- R-D6-6: Fate Point -------------------------------------------------------------------------


def test_fate_point_doubles_4D_plus_2_to_8D_plus_4_R_D6_6():
    """R-D6-6."""
    params = D6.params(code="4D+2", fate=True)
    assert params.rolled == DieCode(8, 4)
    assert params.normal_dice == 7
    faces = D6.roll_faces(params, random.Random(1))
    assert len(faces.dice) == 7 and faces.wild
    roll = read(dice=(1,) * 7, wild=(2,), code="4D+2", fate=True)
    assert roll.total == 7 + 2 + 4


def test_fate_point_doubles_before_bonuses_and_not_gear_R_D6_6():
    """R-D6-6."""
    params = D6.params(code="3D+1", fate=True, bonus=1, penalty=3, pip_bonus=2)
    assert params.rolled == DieCode(4, 2)  # 6D+2, then -2D; pip_bonus stays 2
    assert (
        read(dice=(1, 1, 1), wild=(2,), code="3D+1", fate=True, penalty=2, pip_bonus=2).total
        == 3 + 2 + 2 + 2
    )


# --- rerolls (R-REROLL-1) -------------------------------------------------------------------


def test_reroll_a_wild_die_rerolls_its_whole_chain_R_REROLL_1():
    """R-REROLL-1."""
    roll = read(dice=(2, 3), wild=(6, 6, 4), cp_dice=((6, 2),), code="3D", cp=1)
    again = D6.reroll(roll, [3], random.Random(0))  # the second face of the wild chain
    assert again.faces.dice == (2, 3) and again.faces.cp == ((6, 2),)
    chain = again.faces.wild
    assert all(f == 6 for f in chain[:-1]) and chain[-1] != 6
    rng = random.Random(0)
    assert chain == _chain(rng)
    assert again.rerolls == 1


def test_reroll_normal_dice_individually_and_cp_chains_whole_R_REROLL_1():
    """R-REROLL-1."""
    roll = read(dice=(2, 3), wild=(4,), cp_dice=((6, 2),), code="3D", cp=1)
    again = D6.reroll(roll, [0, 3, 4], random.Random(3))
    rng = random.Random(3)
    assert again.faces.dice == (rng.randint(1, 6), 3)
    assert again.faces.wild == (4,)
    assert again.faces.cp == (_chain(rng),)  # picked twice, rerolled once


def test_opponent_dice_are_not_rerollable_R_REROLL_1():
    """R-REROLL-1."""
    roll = read(dice=(4,), wild=(3,), against=(5,), against_wild=(2,), code="2D", against_code="2D")
    with pytest.raises(ValueError, match="not yours to reroll"):
        D6.reroll(roll, [2], random.Random(1))
    with pytest.raises(ValueError, match="no die number 9"):
        D6.reroll(roll, [8], random.Random(1))


def _chain(rng):
    chain = [rng.randint(1, 6)]
    while chain[-1] == 6:
        chain.append(rng.randint(1, 6))
    return tuple(chain)
