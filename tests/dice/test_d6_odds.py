"""Exact D6 System odds (R-D6-7): hand-worked cases, brute force, closed forms, properties."""

import itertools
import random
import time
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.d6.odds import margin_cdfs, side_parts
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import Faces
from tests.dice.brute import nonzero

D6 = mechanic("d6")
F = Fraction


def chains(depth):
    """Every exploding chain with fewer than ``depth`` sixes, and one stand-in chain
    (``depth`` sixes then a 1) carrying the mass of all longer ones: its total is the
    least any of them can reach."""
    for sixes in range(depth):
        for last in range(1, 6):
            yield (6,) * sixes + (last,), F(1, 6 ** (sixes + 1)), False
    yield (6,) * depth + (1,), F(1, 6**depth), True


def brute_unopposed(params, depth):
    """Enumerate every roll; a truncated chain must already reach yes_and, so the
    enumeration is exact (exploding further only raises the total)."""
    dist = {}
    normal = itertools.product(range(1, 7), repeat=params.normal_dice)
    for dice, wild, *cps in itertools.product(
        list(normal), list(chains(depth)), *[list(chains(depth))] * params.cp
    ):
        weight = F(1, 6**params.normal_dice) * wild[1]
        for cp in cps:
            weight *= cp[1]
        faces = Faces(dice=dice, wild=wild[0], cp=tuple(c[0] for c in cps))
        outcome = D6.resolve(params, faces).outcome
        if wild[2] or any(c[2] for c in cps):
            assert outcome.answer is Answer.YES_AND, "depth too small for an exact count"
        dist[outcome] = dist.get(outcome, F(0)) + weight
    return dist


# --- hand-worked -------------------------------------------------------------------------------


def test_1D_against_very_easy_by_hand_R_D6_7_R_D6_3():
    """R-D6-7 R-D6-3: 1D vs 5, cancel. Total = Wild Die. Opening 1 → 0; 2..4 → margin -3..-1 (no_but);
    5 → yes_but; 6 then E (a fresh chain): 6+1..6+3 yes_but, 6+4, 6+5, 6+6+1, 6+6+2 yes
    (margin 5..9), the rest yes_and: P = 1/6 · P(E ≥ 9) = 1/6 · (3/36 + 1/36) = 1/54."""
    odds = D6.odds(D6.params(code="1D", difficulty="very_easy"))
    assert odds.rungs == {
        "no_and": 0,
        "no": 0,
        "no_but": F(4, 6),
        "yes_but": F(1, 6) + F(3, 36),
        "yes": F(1, 6) * (F(2, 6) + F(2, 36)),
        "yes_and": F(1, 54),
    }


def test_complication_probability_is_the_opening_one_R_D6_3():
    """R-D6-3."""
    odds = D6.odds(D6.params(code="4D+1", wild_option="complication", cp=2))
    assert odds.extras()["complication"] == F(1, 6)
    assert D6.odds(D6.params(code="4D+1")).extras()["complication"] == 0
    opposed = D6.odds(D6.params(code="2D", against_code="3D", wild_option="complication"))
    assert opposed.extras()["complication"] == F(1, 6)  # only the acting side's Wild Die


def test_1D_vs_1D_with_ordinary_ones_matches_a_closed_form_R_D6_7_R_D6_4():
    """R-D6-7 R-D6-4: Both Wild Dice are 6k + r. J = k_me - k_them has P(J) = (5/7)·6^-|J| (sum of
    (25/36)·36^-k over k), so P(J ≤ L) = (6/7)·6^L for L < 0 and 1 - (1/7)·6^-L for L ≥ 0;
    r_me - r_them = d with weight (5 - |d|)/25. Margin = 6J + d."""

    def gap_cdf(level):
        return F(6, 7) * F(6) ** level if level < 0 else 1 - F(1, 7) * F(6) ** -level

    def margin_at_most(x):
        return sum(F(5 - abs(d), 25) * gap_cdf((x - d) // 6) for d in range(-4, 5))

    bounds = [F(0)] + [margin_at_most(x) for x in (-11, -6, -1, 4, 9)] + [F(1)]
    expected = {a.key: bounds[a + 1] - bounds[a] for a in Answer}
    odds = D6.odds(D6.params(code="1D", against_code="1D", wild_option="complication"))
    assert odds.rungs == expected


# --- brute force -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options,depth",
    [
        ({"code": "1D", "difficulty": 10}, 4),
        ({"code": "2D+1", "difficulty": 15}, 5),
        ({"code": "3D", "difficulty": 10}, 4),
        ({"code": "4D", "difficulty": 5}, 3),
        ({"code": "3D", "difficulty": 10, "wild_option": "complication"}, 4),
        ({"code": "2D", "difficulty": 5, "cp": 1}, 3),
        ({"code": "1D", "difficulty": 5, "cp": 2, "wild_option": "complication"}, 3),
        ({"code": "1D+1", "difficulty": 10, "fate": True}, 4),
        ({"code": "2D", "difficulty": 5, "penalty": 1, "pip_bonus": 2}, 3),
    ],
)
def test_unopposed_odds_match_brute_force_R_D6_7(options, depth):
    """R-D6-7: Every rung below yes_and is a finite sum, and the enumeration is exact."""
    params = D6.params(**options)
    assert nonzero(D6.odds(params).outcomes) == brute_unopposed(params, depth)


@pytest.mark.parametrize(
    "options",
    [
        {"code": "1D", "against_code": "1D"},
        {"code": "2D", "against_code": "1D+2"},
        {"code": "1D+3", "against_code": "2D", "wild_option": "complication"},
        {"code": "1D+2", "against_code": "1D+1", "cp": 1},
    ],
)
def test_opposed_odds_within_brute_force_bounds_R_D6_7_R_D6_4(options):
    """R-D6-7 R-D6-4: Opposed margins have infinite tails both ways. Enumerate both Wild Dice to depth 5;
    a stand-in chain fixes the rung when it already reaches yes_and (mine) or no_and
    (theirs); the mass of the rest brackets the exact odds."""
    params = D6.params(**options)
    depth = 5
    opp = params.opponent
    known, unknown = {}, F(0)
    mine = itertools.product(
        itertools.product(range(1, 7), repeat=params.normal_dice),
        chains(depth),
        *[list(chains(depth))] * params.cp,
    )
    for dice, wild, *cps in mine:
        for against, their_wild in itertools.product(
            list(itertools.product(range(1, 7), repeat=opp.dice - 1)), list(chains(depth))
        ):
            weight = F(1, 6 ** (params.normal_dice + opp.dice - 1)) * wild[1] * their_wild[1]
            for cp in cps:
                weight *= cp[1]
            faces = Faces(
                dice=dice,
                wild=wild[0],
                cp=tuple(c[0] for c in cps),
                against=against,
                against_wild=their_wild[0],
            )
            outcome = D6.resolve(params, faces).outcome
            me_cut = wild[2] or any(c[2] for c in cps)
            fixed = (
                (not me_cut and not their_wild[2])
                or (me_cut and not their_wild[2] and outcome.answer is Answer.YES_AND)
                or (their_wild[2] and not me_cut and outcome.answer is Answer.NO_AND)
            )
            if fixed:
                known[outcome] = known.get(outcome, F(0)) + weight
            else:
                unknown += weight
    assert unknown < F(1, 10_000)
    exact = D6.odds(params).outcomes
    for outcome in set(known) | set(exact):
        assert known.get(outcome, 0) <= exact.get(outcome, 0) <= known.get(outcome, 0) + unknown


def test_equal_sides_give_a_symmetric_margin_R_D6_7():
    """R-D6-7: Same code on both sides: P(margin ≤ -x-1) = 1 - P(margin ≤ x), tails included."""
    me = side_parts(2, 0, 1, "cancel", tags=False)
    them = side_parts(2, 0, 1, "cancel", tags=False)
    xs = tuple(range(-30, 31))
    cdf = margin_cdfs(me, them, xs)[False]
    at = dict(zip(xs, cdf))
    for x in range(30):
        assert at[-x - 1] == 1 - at[x]


def test_opposed_tie_counts_as_yes_but_R_D6_4():
    """R-D6-4: 1D vs 1D, ordinary ones: the tie (margin 0) is in yes_but, so yes_but > P(0 < m ≤ 4)
    by exactly P(tie) = Σ_k (25/36)·36^-k · 5/25 = 1/7."""
    me = side_parts(0, 0, 0, "complication", tags=False)
    cdf = margin_cdfs(me, me, (-1, 0, 4))[False]
    assert cdf[1] - cdf[0] == F(1, 7)
    odds = D6.odds(D6.params(code="1D", against_code="1D", wild_option="complication"))
    assert odds["yes_but"] == cdf[2] - cdf[0]


# --- properties -----------------------------------------------------------------------------------

codes = st.builds(lambda n, p: f"{n}D+{p}", st.integers(1, 8), st.integers(0, 3))
d6_options = st.fixed_dictionaries(
    {
        "code": codes,
        "difficulty": st.integers(0, 40),
        "wild_option": st.sampled_from(["cancel", "complication"]),
        "cp": st.integers(0, 3),
        "fate": st.booleans(),
        "bonus": st.integers(0, 3),
        "penalty": st.integers(0, 3),
        "pip_bonus": st.integers(-3, 3),
        "against_code": st.one_of(st.none(), codes),
        "scale": st.integers(-1, 1),
    }
)


@settings(max_examples=40, deadline=None)
@given(d6_options)
def test_odds_sum_to_exactly_one_and_are_never_negative_R_D6_7(options):
    """R-D6-7."""
    odds = D6.odds(D6.params(**options))
    assert sum(odds.rungs.values()) == 1
    assert all(p >= 0 for p in odds.outcomes.values())
    assert all(p >= 0 for p in odds.rungs.values())


@settings(max_examples=30, deadline=None)
@given(d6_options)
def test_more_bonus_never_lowers_p_yes_R_D6_1_R_D6_7(options):
    """R-D6-1 R-D6-7."""
    low = D6.odds(D6.params(**options)).at_least(Answer.YES_BUT)
    high = D6.odds(D6.params(**{**options, "bonus": options["bonus"] + 1}))
    assert high.at_least(Answer.YES_BUT) >= low


@settings(max_examples=40, deadline=None)
@given(d6_options, st.integers(0, 10**6))
def test_random_faces_read_to_an_outcome_with_positive_odds_R_D6_7(options, seed):
    """R-D6-7."""
    params = D6.params(**options)
    roll = D6.roll(params, random.Random(seed))
    assert D6.odds(params).outcomes.get(roll.outcome, 0) > 0


@settings(max_examples=20, deadline=None)
@given(d6_options, st.integers(0, 10**6))
def test_seeded_roll_is_reproducible(options, seed):
    params = D6.params(**options)
    first, second = D6.roll(params, random.Random(seed)), D6.roll(params, random.Random(seed))
    assert first == second


def test_big_pools_compute_cold_fast_R_D6_7():
    """R-D6-7: 30D with 10 Character Points, opposed by 30D+2 (the promised maximum), cold."""
    from solo.dice.d6 import odds as d6_odds

    for cached in (
        d6_odds.dice_sum,
        d6_odds.sum_without_highest,
        d6_odds._nb,
        d6_odds._nb_cdf,
        d6_odds._tail,
    ):
        cached.cache_clear()
    start = time.perf_counter()
    dist = D6.distribution(D6.params(code="30D", cp=10, against_code="30D+2"))
    assert time.perf_counter() - start < 0.5
    assert sum(dist.values()) == 1
    assert all(isinstance(o, Outcome) for o in dist)
