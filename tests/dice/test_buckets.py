"""Buckets of Dice, d10 pools (R-BUCK-1..5, R-OPP-1, R-LAD-3, R-REROLL-1)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic, odds
from solo.dice.ladder import IMPASSE_OUTCOME, Answer, Outcome
from solo.dice.rolls import CANCELLED, DISCARDED, KEPT, Faces
from tests.dice.brute import all_faces, enumerate_outcomes, nonzero
from tests.dice.test_cancel import multiset_faces

BUCKETS = mechanic("buckets")


def read(dice, against, **options):
    options.setdefault("player", len(dice))
    options.setdefault("resistance", len(against))
    return BUCKETS.read(BUCKETS.params(**options), Faces(dice=tuple(dice), against=tuple(against)))


def test_worked_example_R_BUCK_5():
    """R-BUCK-5: Harper's 4d10 (3 + one Trademark) 9,7,6,5 against 9,5,2: the 9s cancel, 7 and 6
    beat 5 → yes."""
    roll = BUCKETS.read(BUCKETS.params(bonus=1), Faces(dice=(9, 7, 6, 5), against=(9, 5, 2)))
    assert roll.outcome == Outcome(Answer.YES)
    assert [(d.kind, d.face, d.status, d.why) for d in roll.dice] == [
        ("player", 9, CANCELLED, "tied 9 with 9"),
        ("player", 7, KEPT, "beats 5"),
        ("player", 6, KEPT, "beats 5"),
        ("player", 5, DISCARDED, "not above 5"),
        ("resistance", 9, CANCELLED, "tied 9 with 9"),
        ("resistance", 5, KEPT, "top die left: the bar at 5"),
        ("resistance", 2, DISCARDED, "under the bar at 5"),
    ]
    assert [d.side for d in roll.dice] == ["acting"] * 4 + ["against"] * 3


def test_bonus_and_penalty_fill_separate_pools_R_BUCK_1():
    """R-BUCK-1."""
    p = BUCKETS.params(bonus=2, penalty=2)
    assert (p.player_pool, p.resistance_pool) == (5, 5)
    p = BUCKETS.params(player=1, resistance=0, bonus=1)
    assert (p.player_pool, p.resistance_pool) == (2, 0)


@pytest.mark.parametrize(
    "opposition,pools",
    [
        ("weak", (4, 3)),
        ("average", (3, 3)),
        ("standard", (3, 3)),
        ("challenging", (3, 4)),
        ("strong", (3, 5)),
        ("overwhelming", (3, 6)),
    ],
)
def test_opposition_adds_dice_to_one_pool_R_OPP_1_R_BUCK_1(opposition, pools):
    """R-OPP-1 R-BUCK-1."""
    p = BUCKETS.params(opposition=opposition)
    assert (p.player_pool, p.resistance_pool) == pools


@pytest.mark.parametrize(
    "dice,against,answer",
    [
        ((8, 2, 1), (7, 3, 3), "yes_but"),
        ((8, 8, 1), (7, 3, 3), "yes"),
        ((8, 8, 8), (7, 3, 3), "yes_and"),
        ((1, 1, 1), (2, 1, 1), "no_but"),
        ((4, 1, 1), (9, 6, 2), "no"),
        ((10, 4, 1), (10, 9, 6, 5), "no_and"),
        ((7, 7, 3), (7, 7), "yes_but"),  # two pairs cancel; 3 beats an empty side (0)
    ],
)
def test_higher_top_wins_by_dice_above_the_other_best_R_BUCK_2(dice, against, answer):
    """R-BUCK-2."""
    assert read(dice, against).outcome.key == answer


def test_all_tied_is_an_impasse_not_moved_by_scale_R_BUCK_3_R_LAD_3():
    """R-BUCK-3 R-LAD-3."""
    roll = read((6, 6, 2), (2, 6, 6), scale=2)
    assert roll.outcome == IMPASSE_OUTCOME and roll.outcome.key == "impasse"
    assert all(d.status == CANCELLED for d in roll.dice)
    assert odds("buckets", player=1, resistance=1)["impasse"] == Fraction(1, 10)


def test_more_ands_counts_each_die_beyond_three_R_BUCK_4():
    """R-BUCK-4."""
    assert read((9, 9, 9, 9, 9), (1, 1), more_ands=True).outcome == Outcome(Answer.YES_AND, 2)
    assert read((9, 9, 9, 9, 9), (1, 1)).outcome == Outcome(Answer.YES_AND)
    assert read((2,), (5, 5, 5, 5), more_ands=True).outcome == Outcome(Answer.NO_AND, 1)
    assert read((9, 9, 9), (1,), more_ands=True).outcome == Outcome(Answer.YES_AND)


def test_hand_counted_odds_R_BUCK_2_R_BUCK_3():
    """R-BUCK-2 R-BUCK-3: 1v1: a tie in 10 of 100; each side is higher in 45. 1v0: the lone die always wins."""
    assert odds("buckets", player=1, resistance=1) == {
        "no_and": 0,
        "no": 0,
        "no_but": Fraction(9, 20),
        "yes_but": Fraction(9, 20),
        "yes": 0,
        "yes_and": 0,
        "impasse": Fraction(1, 10),
    }
    assert odds("buckets", player=1, resistance=0)["yes_but"] == 1
    # 2v0: both dice always beat the empty side's 0 → a plain yes.
    assert odds("buckets", player=0, resistance=2)["no"] == 1


SMALL = [(a, b) for a in range(6) for b in range(6) if 0 < a + b <= 5]


@pytest.mark.parametrize("player,resistance", SMALL)
def test_odds_equal_brute_force_R_BUCK_2_R_BUCK_3_R_BUCK_4(player, resistance):
    """R-BUCK-2 R-BUCK-3 R-BUCK-4: All pools up to 5 d10 in all, either side may be empty; "more ands" can only
    change anything when a side has 4 dice or more."""
    for more_ands in (False, True) if max(player, resistance) >= 4 else (False,):
        params = BUCKETS.params(player=player, resistance=resistance, more_ands=more_ands)
        brute = enumerate_outcomes(BUCKETS, params, multiset_faces(10, player, resistance))
        assert nonzero(BUCKETS.odds(params).outcomes) == brute


@pytest.mark.parametrize("player,resistance", [(1, 2), (2, 1), (0, 3), (3, 0)])
def test_odds_equal_plain_enumeration_with_modifiers_R_BUCK_1(player, resistance):
    """R-BUCK-1."""
    params = BUCKETS.params(
        player=player - 1 if player else 0,
        bonus=1 if player else 0,
        resistance=resistance,
        scale=-1,
    )
    brute = enumerate_outcomes(BUCKETS, params, all_faces(range(1, 11), player, resistance))
    assert nonzero(BUCKETS.odds(params).outcomes) == brute


pools = st.integers(0, 12)


@settings(max_examples=40, deadline=None)
@given(pools, pools, st.integers(0, 3), st.integers(0, 3), st.booleans(), st.integers(-3, 3))
def test_odds_sum_to_exactly_one_with_impasse_R_BUCK_3(p, r, bonus, penalty, more, scale):
    """R-BUCK-3."""
    if p + r + bonus + penalty == 0:
        return
    result = odds(
        "buckets", player=p, resistance=r, bonus=bonus, penalty=penalty, more_ands=more, scale=scale
    )
    assert set(result) == {a.key for a in Answer} | {"impasse"}
    assert sum(result.values()) == 1


@settings(max_examples=40, deadline=None)
@given(pools, pools, st.integers(0, 4))
def test_more_bonus_never_lowers_yes_R_BUCK_1(p, r, bonus):
    """R-BUCK-1."""
    if p + r + bonus == 0:
        return
    before = BUCKETS.odds(BUCKETS.params(player=p, resistance=r, bonus=bonus))
    after = BUCKETS.odds(BUCKETS.params(player=p, resistance=r, bonus=bonus + 1))
    assert after.at_least(Answer.YES_BUT) >= before.at_least(Answer.YES_BUT)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(1, 10), max_size=8),
    st.lists(st.integers(1, 10), max_size=8),
    st.booleans(),
)
def test_any_read_is_a_possible_outcome_R_BUCK_2(dice, against, more):
    """R-BUCK-2."""
    if not dice and not against:
        return
    roll = read(dice, against, more_ands=more)
    assert BUCKETS.odds(roll.params).outcomes.get(roll.outcome, 0) > 0


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 6), st.integers(0, 6))
def test_seeded_roll_is_reproducible_and_no_dice_reroll_changes_nothing_R_REROLL_1(seed, p, r):
    """R-REROLL-1."""
    if p + r == 0:
        return
    params = BUCKETS.params(player=p, resistance=r)
    first = BUCKETS.roll(params, random.Random(seed))
    assert first == BUCKETS.roll(params, random.Random(seed))
    assert (len(first.faces.dice), len(first.faces.against)) == (p, r)
    again = BUCKETS.reroll(first, [], random.Random(seed + 1))
    assert (again.faces, again.dice, again.outcome) == (first.faces, first.dice, first.outcome)


def test_reroll_replaces_only_the_players_chosen_dice_R_REROLL_1():
    """R-REROLL-1."""
    roll = BUCKETS.roll(BUCKETS.params(player=4), random.Random(3))
    again = BUCKETS.reroll(roll, [0, 2], random.Random(4))
    assert again.faces.dice[1] == roll.faces.dice[1] and again.faces.dice[3] == roll.faces.dice[3]
    assert again.faces.against == roll.faces.against and again.rerolls == 1
    with pytest.raises(ValueError, match="not yours to reroll"):
        BUCKETS.reroll(roll, [4], random.Random(4))  # die 5 is the first resistance die


@pytest.mark.parametrize(
    "options,message",
    [
        ({"player": 61}, "player must be at most 60"),
        ({"resistance": -1}, "resistance must be at least 0"),
        ({"player": 0, "resistance": 0}, "both empty"),
        ({"player": 60, "bonus": 1}, "player pool .* at most 60"),
        ({"more_ands": "maybe"}, "more_ands must be true or false"),
        ({"player": "lots"}, "player must be a whole number"),
    ],
)
def test_bad_options_are_named(options, message):
    with pytest.raises(ValueError, match=message):
        BUCKETS.params(**options)


def test_faces_must_fit_the_pools():
    with pytest.raises(
        ValueError,
        match=r"resistance pool is 4 dice \(resistance 3 \+ penalty 0 "
        r"\+ challenging opposition 1\), but 3 faces",
    ):
        BUCKETS.read(
            BUCKETS.params(opposition="challenging"), Faces(dice=(1, 2, 3), against=(1, 2, 3))
        )
    with pytest.raises(ValueError, match="a d10 shows 1-10, got 11"):
        read((11,), (1,))
    with pytest.raises(ValueError, match="reads only the two pools"):
        BUCKETS.read(BUCKETS.params(), Faces(dice=(1, 2, 3), against=(1, 2, 3), wild=(6,)))
