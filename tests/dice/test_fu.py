import random

import pytest

from solo.dice import mechanic
from tests.dice.brute import all_faces, enumerate_outcomes, nonzero

FU = mechanic("fu")


@pytest.mark.parametrize("bonus,penalty", [(0, 0), (1, 0), (3, 0), (0, 1), (0, 4), (2, 2)])
def test_odds_match_brute_force_R_FU_1(bonus, penalty):
    """R-FU-1."""
    params = FU.params(bonus=bonus, penalty=penalty)
    brute = enumerate_outcomes(FU, params, all_faces(range(1, 7), params.pool))
    assert nonzero(FU.odds(params).outcomes) == brute


def test_keep_highest_with_bonus_lowest_with_penalty_R_FU_1():
    """R-FU-1."""
    assert FU.read(FU.params(bonus=1), _faces(2, 5)).outcome.key == "yes"
    assert FU.read(FU.params(penalty=1), _faces(2, 5)).outcome.key == "no"
    assert FU.read(FU.params(), _faces(1)).outcome.key == "no_and"
    assert FU.read(FU.params(), _faces(6)).outcome.key == "yes_and"


def test_opposition_counts_as_net_modifier_R_OPP_1():
    """R-OPP-1."""
    assert FU.params(opposition="strong").pool == 3
    assert FU.read(FU.params(opposition="strong"), _faces(6, 6, 2)).outcome.key == "no"


def test_reroll_replaces_only_chosen_dice_R_REROLL_1():
    """R-REROLL-1."""
    roll = FU.roll(FU.params(bonus=2), random.Random(5))
    again = FU.reroll(roll, [0], random.Random(9))
    assert again.faces.dice[1:] == roll.faces.dice[1:]
    assert again.rerolls == 1
    with pytest.raises(ValueError, match="no die number 9"):
        FU.reroll(roll, [8], random.Random(1))


def test_wrong_face_count_is_a_clear_error():
    with pytest.raises(ValueError, match="rolls 3 dice, but 2"):
        FU.read(FU.params(bonus=2), _faces(1, 2))


def _faces(*dice):
    from solo.dice.rolls import Faces

    return Faces(dice=dice)
