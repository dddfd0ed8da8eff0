"""FUBAR, Beat the Odds Redux (RULES.md §2.1, R-FUBAR-1..4, R-OPP-1)."""

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.exact import scale_distribution
from solo.dice.ladder import Answer
from solo.dice.rolls import Faces
from tests.dice.brute import all_faces, enumerate_outcomes, nonzero

FUBAR = mechanic("fubar")


def _params(net, **more):
    return FUBAR.params(bonus=max(net, 0), penalty=max(-net, 0), **more)


def _read(net, *faces, **more):
    return FUBAR.read(_params(net, **more), Faces(dice=faces))


def _multiset_brute(params):
    """Every d6 multiset of the pool, weighted by its number of orderings: exact and
    much faster than all 6**n ordered throws (the answer does not depend on order)."""
    n = params.pool
    dist = {}
    for dice in itertools.combinations_with_replacement(range(1, 7), n):
        ways = math.factorial(n)
        for count in Counter(dice).values():
            ways //= math.factorial(count)
        outcome = FUBAR.resolve(params, Faces(dice=dice)).outcome
        dist[outcome] = dist.get(outcome, Fraction(0)) + Fraction(ways, 6**n)
    return scale_distribution(dist, params.scale)


@pytest.mark.parametrize("net", [-2, -1, 0, 1, 2])
def test_odds_match_brute_force_R_FUBAR_1_R_FUBAR_2(net):
    """R-FUBAR-1 R-FUBAR-2."""
    params = _params(net)
    assert nonzero(FUBAR.odds(params).outcomes) == _multiset_brute(params)


@pytest.mark.parametrize("net", [-1, 0])
def test_odds_match_ordered_brute_force_R_FUBAR_1(net):
    """R-FUBAR-1."""
    params = _params(net)
    brute = enumerate_outcomes(FUBAR, params, all_faces(range(1, 7), params.pool))
    assert nonzero(FUBAR.odds(params).outcomes) == brute


def test_odds_with_scale_match_brute_force_R_LAD_3():
    """R-LAD-3."""
    params = _params(1, scale=-2)
    assert nonzero(FUBAR.odds(params).outcomes) == _multiset_brute(params)


def test_worked_example_R_FUBAR_3():
    """R-FUBAR-3: 6 dice 1,2,3,4,4,6 with net +1: keep 2,4,4,6 and one odd die, 4 evens -> yes."""
    roll = _read(1, 1, 2, 3, 4, 4, 6)
    kept = [d.face for d in roll.dice if d.status == "kept"]
    assert sorted(f for f in kept if f % 2 == 0) == [2, 4, 4, 6]
    assert len(kept) == 5 and sum(f % 2 for f in kept) == 1
    assert roll.outcome.key == "yes"
    assert roll.total == 4


@pytest.mark.parametrize(
    "net,expected",
    [
        (0, Fraction(1, 2)),
        (1, Fraction(21, 32)),
        (2, Fraction(99, 128)),
        (3, Fraction(219, 256)),
        (-1, Fraction(11, 32)),
        (-2, Fraction(29, 128)),
        (-3, Fraction(37, 256)),
    ],
)
def test_yes_but_or_better_exact_R_FUBAR_4(net, expected):
    """R-FUBAR-4."""
    assert FUBAR.odds(_params(net)).at_least(Answer.YES_BUT) == expected


def test_pool_is_five_plus_net_R_FUBAR_1():
    """R-FUBAR-1."""
    assert [_params(n).pool for n in (-3, -1, 0, 2, 25)] == [8, 6, 5, 7, 30]
    assert FUBAR.params(bonus=3, penalty=1).pool == 7  # cancelled first


def test_bonus_keeps_five_best_evens_first_R_FUBAR_1():
    """R-FUBAR-1."""
    roll = _read(2, 1, 3, 5, 2, 4, 6, 6)
    assert [d.status for d in roll.dice] == [
        "discarded",
        "discarded",
        "kept",
        "kept",
        "kept",
        "kept",
        "kept",
    ]
    assert roll.outcome.key == "yes"
    assert all(d.why for d in roll.dice)


def test_penalty_keeps_five_worst_odds_first_R_FUBAR_1():
    """R-FUBAR-1."""
    roll = _read(-1, 2, 4, 6, 1, 3, 5)
    kept = sorted(d.face for d in roll.dice if d.status == "kept")
    assert kept == [1, 2, 3, 4, 5]
    assert roll.outcome.key == "no_but"
    # seven evens and no odds left to keep: the five kept are all even
    assert _read(-2, 2, 2, 4, 4, 6, 6, 6).outcome.key == "yes_and"


@pytest.mark.parametrize("evens", range(6))
def test_evens_among_five_pick_the_rung_R_FUBAR_2(evens):
    """R-FUBAR-2."""
    faces = [2] * evens + [5] * (5 - evens)
    assert _read(0, *faces).outcome.answer == Answer(evens)


def test_opposition_is_part_of_the_net_R_OPP_1():
    """R-OPP-1."""
    strong = FUBAR.params(opposition="strong")
    assert strong.pool == 7
    assert FUBAR.odds(strong).rungs == FUBAR.odds(_params(-2)).rungs
    weak = FUBAR.params(opposition="weak", penalty=1)
    assert weak.pool == 5
    assert FUBAR.odds(weak).at_least(Answer.YES_BUT) == Fraction(1, 2)


def test_wrong_face_count_names_both_counts():
    with pytest.raises(ValueError, match="net \\+1 rolls 6 dice, but 5 faces"):
        _read(1, 1, 2, 3, 4, 5)


@pytest.mark.parametrize("bad", [0, 7, -2])
def test_face_outside_a_d6_is_named(bad):
    with pytest.raises(ValueError, match=f"got {bad}"):
        _read(0, 1, 2, 3, 4, bad)


def test_reroll_replaces_chosen_dice_and_rekeeps_R_REROLL_1():
    """R-REROLL-1."""
    roll = FUBAR.roll(_params(2), random.Random(3))
    again = FUBAR.reroll(roll, [0, 6], random.Random(8))
    assert again.faces.dice[1:6] == roll.faces.dice[1:6]
    assert again.rerolls == 1
    assert sum(d.status == "kept" for d in again.dice) == 5
    expected = min(5, sum(f % 2 == 0 for f in again.faces.dice))
    assert again.outcome.answer == Answer(expected)


def test_odds_for_every_net_up_to_25_each_way_R_FUBAR_1():
    """R-FUBAR-1."""
    for net in range(-25, 26):
        odds = FUBAR.odds(_params(net))
        assert sum(odds.rungs.values()) == 1
    # 30 dice keeping the best five: no_and needs all 30 dice odd
    assert FUBAR.odds(_params(25))["no_and"] == Fraction(1, 2**30)


nets = st.integers(-25, 25)


@settings(max_examples=60, deadline=None)
@given(nets, st.integers(-3, 3))
def test_odds_sum_to_one(net, scale):
    assert sum(FUBAR.odds(_params(net, scale=scale)).rungs.values()) == 1


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 25), st.integers(0, 25))
def test_more_bonus_never_lowers_yes_R_FUBAR_1(bonus, penalty):
    """R-FUBAR-1."""
    lower = FUBAR.odds(FUBAR.params(bonus=bonus, penalty=penalty)).at_least(Answer.YES_BUT)
    higher = FUBAR.odds(FUBAR.params(bonus=bonus + 1, penalty=penalty)).at_least(Answer.YES_BUT)
    assert higher >= lower


@settings(max_examples=80, deadline=None)
@given(
    st.integers(-6, 6).flatmap(
        lambda net: st.tuples(
            st.just(net), st.lists(st.integers(1, 6), min_size=5 + abs(net), max_size=5 + abs(net))
        )
    )
)
def test_read_of_valid_faces_gives_a_possible_rung(case):
    net, faces = case
    params = _params(net)
    roll = FUBAR.read(params, Faces(dice=tuple(faces)))
    assert FUBAR.odds(params)[roll.outcome.key] > 0
    assert sum(d.status == "kept" for d in roll.dice) == 5


# --- every die says why it counted (R-FUBAR-1, R-FUBAR-2): pinned word for word -------------


def _dice(roll):
    return [(d.kind, d.face, d.status, d.why, d.side, d.source) for d in roll.dice]


def test_net_zero_marks_each_die_by_parity_R_FUBAR_2():
    """R-FUBAR-2: with no net modifier all five dice are kept; evens count, odds do not."""
    roll = _read(0, 2, 3, 6, 1, 4)
    assert _dice(roll) == [
        ("d6", 2, "kept", "even: counts", "acting", ("dice", 0)),
        ("d6", 3, "kept", "odd: does not count", "acting", ("dice", 1)),
        ("d6", 6, "kept", "even: counts", "acting", ("dice", 2)),
        ("d6", 1, "kept", "odd: does not count", "acting", ("dice", 3)),
        ("d6", 4, "kept", "even: counts", "acting", ("dice", 4)),
    ]
    assert roll.outcome.answer is Answer.YES_BUT
    assert roll.total == 3
    assert roll.notes == ("3 even of the five kept",)


def test_bonus_keeps_evens_then_the_highest_odds_R_FUBAR_1():
    """R-FUBAR-1: net +2 over seven dice: both evens, then the three highest odds; the
    lowest odd dice go (face order breaks ties between dice of one parity)."""
    roll = _read(2, 1, 3, 2, 5, 6, 1, 5)
    assert _dice(roll) == [
        ("d6", 1, "discarded", "dropped: five better dice kept", "acting", ("dice", 0)),
        ("d6", 3, "kept", "kept: odd, fills the five", "acting", ("dice", 1)),
        ("d6", 2, "kept", "kept: even, a best die", "acting", ("dice", 2)),
        ("d6", 5, "kept", "kept: odd, fills the five", "acting", ("dice", 3)),
        ("d6", 6, "kept", "kept: even, a best die", "acting", ("dice", 4)),
        ("d6", 1, "discarded", "dropped: five better dice kept", "acting", ("dice", 5)),
        ("d6", 5, "kept", "kept: odd, fills the five", "acting", ("dice", 6)),
    ]
    assert roll.outcome.answer is Answer.NO_BUT
    assert roll.total == 2
    assert roll.notes == ("2 even of the five kept",)


def test_bonus_drops_the_lowest_evens_when_evens_overflow_R_FUBAR_1():
    """R-FUBAR-1: six evens for five places: the lowest even goes, the later of equal ones."""
    roll = _read(1, 2, 4, 6, 2, 4, 6)
    assert [d.status for d in roll.dice] == [
        "kept",
        "kept",
        "kept",
        "discarded",
        "kept",
        "kept",
    ]
    assert roll.outcome.answer is Answer.YES_AND
    assert roll.total == 5
    assert [d.why for d in roll.dice][2:4] == [
        "kept: even, a best die",
        "dropped: five better dice kept",
    ]


def test_penalty_keeps_odds_then_the_lowest_evens_R_FUBAR_1():
    """R-FUBAR-1: net -2 over seven dice: both odds, then the three lowest evens."""
    roll = _read(-2, 6, 2, 5, 4, 1, 6, 2)
    assert _dice(roll) == [
        ("d6", 6, "discarded", "dropped: five worse dice kept", "acting", ("dice", 0)),
        ("d6", 2, "kept", "kept: even, fills the five", "acting", ("dice", 1)),
        ("d6", 5, "kept", "kept: odd, a worst die", "acting", ("dice", 2)),
        ("d6", 4, "kept", "kept: even, fills the five", "acting", ("dice", 3)),
        ("d6", 1, "kept", "kept: odd, a worst die", "acting", ("dice", 4)),
        ("d6", 6, "discarded", "dropped: five worse dice kept", "acting", ("dice", 5)),
        ("d6", 2, "kept", "kept: even, fills the five", "acting", ("dice", 6)),
    ]
    assert roll.outcome.answer is Answer.YES_BUT
    assert roll.total == 3


def test_penalty_drops_the_highest_odds_when_odds_overflow_R_FUBAR_1():
    """R-FUBAR-1: six odds for five places: the highest odd goes, the later of equal ones."""
    roll = _read(-1, 5, 1, 3, 5, 3, 1)
    assert [d.status for d in roll.dice] == [
        "kept",
        "kept",
        "kept",
        "discarded",
        "kept",
        "kept",
    ]
    assert roll.outcome.answer is Answer.NO_AND
    assert roll.total == 0


def test_a_penalty_of_one_leaves_one_even_out_R_FUBAR_1():
    """R-FUBAR-1: net -1 over six dice with exactly one even: the even goes, no_and."""
    roll = _read(-1, 1, 3, 5, 1, 3, 2)
    assert roll.dice[5].status == "discarded"
    assert roll.outcome.answer is Answer.NO_AND


@pytest.mark.parametrize(
    "net,expected",
    [
        # C(n, E) / 2**n summed per rung, worked by hand (R-FUBAR-1, R-FUBAR-2)
        (0, [1, 5, 10, 10, 5, 1]),  # out of 32
        (1, [1, 6, 15, 20, 15, 7]),  # out of 64: 6 evens or 5 both read yes_and
        (-1, [7, 15, 20, 15, 6, 1]),  # out of 64: 0 or 1 even both read no_and
    ],
)
def test_rung_weights_worked_by_hand_R_FUBAR_1_R_FUBAR_2(net, expected):
    """R-FUBAR-1 R-FUBAR-2."""
    total = sum(expected)
    odds = FUBAR.odds(_params(net))
    assert [odds[a.key] for a in Answer] == [Fraction(w, total) for w in expected]


def test_two_penalty_dice_fold_two_evens_into_no_and_R_FUBAR_1():
    """R-FUBAR-1: 7 dice keeping the worst five: up to 2 evens can hide behind the odds."""
    odds = FUBAR.odds(_params(-2))
    assert odds["no_and"] == Fraction(1 + 7 + 21, 128)
    assert odds["yes_and"] == Fraction(1, 128)


def test_roll_throws_the_whole_pool_R_FUBAR_1():
    """R-FUBAR-1: a roll throws 5 + |net| d6 and reads them as a table read would."""
    for net in (-3, 0, 2):
        params = _params(net)
        roll = FUBAR.roll(params, random.Random(11))
        assert len(roll.faces.dice) == params.pool
        assert all(1 <= f <= 6 for f in roll.faces.dice)
        assert roll.dice == FUBAR.read(params, roll.faces).dice


def test_wrong_face_count_says_was_for_one_face():
    with pytest.raises(
        ValueError, match=r"^fubar with net \+0 rolls 5 dice, but 1 face was given$"
    ):
        _read(0, 3)
    with pytest.raises(
        ValueError, match=r"^fubar with net -1 rolls 6 dice, but 2 faces were given$"
    ):
        _read(-1, 3, 4)


@pytest.mark.parametrize("bad", [True, 2.0, "3", 0, 7])
def test_a_face_must_be_a_whole_number_from_1_to_6(bad):
    with pytest.raises(ValueError, match=r"^a d6 shows 1-6, got "):
        _read(0, 1, 2, 3, 4, bad)


@pytest.mark.parametrize("edge", [1, 6])
def test_faces_1_and_6_are_d6_faces(edge):
    assert _read(0, edge, edge, edge, edge, edge).total == (5 if edge == 6 else 0)
