"""Mini-FU, power d6s against challenge d6s (R-MINI-1..4, R-OPP-1, R-REROLL-1)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic, odds
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import CANCELLED, KEPT, Faces
from tests.dice.brute import enumerate_outcomes, nonzero
from tests.dice.test_cancel import multiset_faces

MINIFU = mechanic("minifu")


def read(power, challenge, **options):
    options.setdefault("power", len(power))
    options.setdefault("challenge", len(challenge))
    return MINIFU.read(MINIFU.params(**options), Faces(dice=tuple(power), against=tuple(challenge)))


def test_worked_example_sixes_cancel_five_beats_four_R_MINI_4():
    """R-MINI-4."""
    roll = read((6, 5, 3, 1), (6, 4))
    assert roll.outcome == Outcome(Answer.YES_BUT)
    assert [(d.kind, d.status, d.why) for d in roll.dice[:2]] == [
        ("power", CANCELLED, "tied 6 with 6"),
        ("power", KEPT, "beats 4"),
    ]


def test_worked_example_two_dice_above_R_MINI_4():
    """R-MINI-4."""
    assert read((6, 5, 4, 1), (6, 3)).outcome == Outcome(Answer.YES)


def test_worked_example_leftover_challenge_die_against_zero_R_MINI_4():
    """R-MINI-4."""
    roll = read((4, 3, 2), (4, 3, 2, 1))
    assert roll.outcome == Outcome(Answer.NO_BUT)
    assert roll.dice[-1].why == "beats 0 (other side empty)"


def test_worked_example_botch_R_MINI_4_R_MINI_3():
    """R-MINI-4 R-MINI-3."""
    roll = read((5, 2), (5, 2))
    assert roll.outcome == Outcome(Answer.NO_AND, botch=True)
    assert all(d.status == CANCELLED for d in roll.dice)


def test_pool_starts_with_one_power_die_R_MINI_1():
    """R-MINI-1."""
    p = MINIFU.params()
    assert (p.power_pool, p.challenge_pool) == (1, 0)
    p = MINIFU.params(bonus=3, penalty=2)  # no cancelling before the roll
    assert (p.power_pool, p.challenge_pool) == (4, 2)
    assert odds("minifu") == {**{a.key: Fraction(0) for a in Answer}, "yes_but": Fraction(1)}


@pytest.mark.parametrize(
    "opposition,pools",
    [
        ("weak", (2, 0)),
        ("average", (1, 0)),
        ("challenging", (1, 1)),
        ("strong", (1, 2)),
        ("overwhelming", (1, 3)),
    ],
)
def test_opposition_adds_dice_R_OPP_1(opposition, pools):
    """R-OPP-1."""
    p = MINIFU.params(opposition=opposition)
    assert (p.power_pool, p.challenge_pool) == pools


@pytest.mark.parametrize(
    "power,challenge,answer",
    [
        ((6, 6, 6), (5,), "yes_and"),
        ((6, 6, 6, 6), (5, 1), "yes_and"),
        ((3,), (5, 4, 4), "no_and"),
        ((3,), (5, 4, 1), "no"),
        ((), (1,), "no_but"),
    ],
)
def test_counts_map_to_rungs_R_MINI_2(power, challenge, answer):
    """R-MINI-2."""
    roll = read(power, challenge)
    assert roll.outcome.key == answer and not roll.outcome.botch and roll.outcome.ands == 0


def test_hand_counted_one_against_one_R_MINI_2_R_MINI_3():
    """R-MINI-2 R-MINI-3: 1v1: 6 of 36 rolls tie (botch); 15 each side is higher."""
    result = MINIFU.odds(MINIFU.params(challenge=1))
    assert result.outcomes == {
        Outcome(Answer.NO_AND, botch=True): Fraction(1, 6),
        Outcome(Answer.YES_BUT): Fraction(5, 12),
        Outcome(Answer.NO_BUT): Fraction(5, 12),
    }
    assert result.extras() == {"impasse": 0, "botch": Fraction(1, 6)}


SMALL = [(a, b) for a in range(8) for b in range(8) if 0 < a + b <= 7]


@pytest.mark.parametrize("power,challenge", SMALL)
def test_odds_equal_brute_force_up_to_seven_dice_R_MINI_2_R_MINI_3(power, challenge):
    """R-MINI-2 R-MINI-3."""
    params = MINIFU.params(power=power, challenge=challenge)
    brute = enumerate_outcomes(MINIFU, params, multiset_faces(6, power, challenge))
    assert nonzero(MINIFU.odds(params).outcomes) == brute


def test_big_pools_are_exact_and_symmetric_R_MINI_2():
    """R-MINI-2."""
    result = odds("minifu", power=30, challenge=30)
    assert sum(result.values()) == 1
    assert result["yes_but"] == result["no_but"] and result["yes"] == result["no"]
    botch = MINIFU.odds(MINIFU.params(power=30, challenge=30)).extras()["botch"]
    assert result["no_and"] == result["yes_and"] + botch


pools = st.integers(0, 12)


@settings(max_examples=40, deadline=None)
@given(pools, pools, st.integers(0, 3), st.integers(0, 3), st.integers(-3, 3))
def test_odds_sum_to_exactly_one_R_MINI_2(power, challenge, bonus, penalty, scale):
    """R-MINI-2."""
    if power + challenge + bonus + penalty == 0:
        return
    result = odds(
        "minifu", power=power, challenge=challenge, bonus=bonus, penalty=penalty, scale=scale
    )
    assert set(result) == {a.key for a in Answer} and sum(result.values()) == 1


@settings(max_examples=40, deadline=None)
@given(pools, pools, st.integers(0, 4))
def test_more_bonus_never_lowers_yes_R_MINI_1(power, challenge, bonus):
    """R-MINI-1."""
    if power + challenge + bonus == 0:
        return
    before = MINIFU.odds(MINIFU.params(power=power, challenge=challenge, bonus=bonus))
    after = MINIFU.odds(MINIFU.params(power=power, challenge=challenge, bonus=bonus + 1))
    assert after.at_least(Answer.YES_BUT) >= before.at_least(Answer.YES_BUT)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 6), max_size=8), st.lists(st.integers(1, 6), max_size=8))
def test_any_read_is_a_possible_outcome_R_MINI_2(power, challenge):
    """R-MINI-2."""
    if not power and not challenge:
        return
    roll = read(power, challenge)
    assert MINIFU.odds(roll.params).outcomes.get(roll.outcome, 0) > 0


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 6), st.integers(0, 6))
def test_seeded_roll_is_reproducible_and_no_dice_reroll_changes_nothing_R_REROLL_1(seed, p, c):
    """R-REROLL-1."""
    if p + c == 0:
        return
    params = MINIFU.params(power=p, challenge=c)
    first = MINIFU.roll(params, random.Random(seed))
    assert first == MINIFU.roll(params, random.Random(seed))
    assert all(1 <= f <= 6 for f in first.faces.dice + first.faces.against)
    again = MINIFU.reroll(first, [], random.Random(seed + 1))
    assert (again.faces, again.dice, again.outcome) == (first.faces, first.dice, first.outcome)


def test_only_power_dice_can_be_rerolled_R_REROLL_1():
    """R-REROLL-1."""
    roll = MINIFU.roll(MINIFU.params(power=2, challenge=2), random.Random(11))
    again = MINIFU.reroll(roll, [1], random.Random(12))
    assert again.faces.dice[0] == roll.faces.dice[0] and again.faces.against == roll.faces.against
    with pytest.raises(ValueError, match=r"die 3 \(challenge .*\) is not yours to reroll"):
        MINIFU.reroll(roll, [2], random.Random(12))


@pytest.mark.parametrize(
    "options,message",
    [
        ({"power": 61}, "power must be at most 60"),
        ({"challenge": -2}, "challenge must be at least 0"),
        ({"power": 0}, "power and challenge pools are both empty"),
        ({"challenge": 58, "opposition": "overwhelming"}, "challenge pool .* at most 60, got 61"),
    ],
)
def test_bad_options_are_named(options, message):
    with pytest.raises(ValueError, match=message):
        MINIFU.params(**options)


def test_faces_must_fit_the_pools():
    with pytest.raises(ValueError, match=r"power pool is 3 dice \(power 1 \+ bonus 2\), but 1"):
        MINIFU.read(MINIFU.params(bonus=2), Faces(dice=(4,)))
    with pytest.raises(ValueError, match="a d6 shows 1-6, got 0"):
        read((0,), ())
