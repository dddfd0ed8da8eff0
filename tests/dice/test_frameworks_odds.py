"""Frameworks exact odds: brute force over every ordered roll, and properties."""

import itertools
import random
import time
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.exact import scale_distribution
from solo.dice.frameworks.odds import compositions
from solo.dice.frameworks.result import counts_of, drop_highest, outcome_of
from solo.dice.ladder import Answer
from solo.dice.rolls import Faces
from tests.dice.brute import enumerate_outcomes, nonzero

FW = mechanic("frameworks")


def every_roll(params):
    """Every equally likely Faces for the params: acting dice, opponent, each ally."""
    sizes = [params.acting_dice, params.against_score, *params.ally_dice]
    weight = Fraction(1, 6 ** sum(sizes))
    for flat in itertools.product(range(1, 7), repeat=sum(sizes)):
        parts, start = [], 0
        for n in sizes:
            parts.append(flat[start : start + n])
            start += n
        yield Faces(dice=parts[0], against=parts[1], allies=tuple(parts[2:])), weight


def quick_brute(params):
    """Like brute.enumerate_outcomes but reads each ordered roll with the rule functions
    directly (no Die objects), so 6^7 rolls stay affordable."""
    dist = {}
    for faces, weight in every_roll(params):
        final = drop_highest(counts_of(faces.dice), params.venture)
        outcome = outcome_of(
            final,
            tuple(counts_of(a) for a in faces.allies),
            counts_of(faces.against) if params.contest else None,
            primary=params.primary,
            venture=params.venture,
            reflex=params.reflex,
            against_reflex=params.against_reflex,
        )
        dist[outcome] = dist.get(outcome, Fraction(0)) + weight
    return scale_distribution(dist, params.scale)


SMALL = [  # at most 5 dice in all: read through mech.resolve
    *({"score": s, "venture": v} for s in range(1, 6) for v in range(4)),
    *({"score": s, "focus": True, "venture": v} for s in (1, 2, 3) for v in range(4)),
    {"score": 2, "penalty": 2},
    {"score": 1, "penalty": 1, "focus": True},
    {"score": 3, "opposition": "weak", "scale": 1},
    {"score": 4, "bonus": 3, "scale": -2},
    {"score": 2, "against_score": 2},
    {"score": 3, "against_score": 2, "venture": 1},
    {"score": 1, "against_score": 4, "reflex": 2},
    {"score": 2, "against_score": 3, "reflex": 1, "against_reflex": 2},
    {"score": 2, "allies": "1,2"},
    {"score": 1, "allies": "2,2", "primary": True},
    {"score": 2, "venture": 1, "allies": "2"},
    {"score": 2, "allies": "1,1,1"},
    {"score": 1, "allies": "1,1", "against_score": 2, "primary": True},
    {"score": 2, "allies": "1", "against_score": 2, "venture": 1},
]

LARGE = [  # 6-7 dice in all: read with the rule functions directly
    {"score": 5, "focus": True, "venture": 2},
    {"score": 4, "focus": True, "venture": 1},
    {"score": 3, "against_score": 3, "venture": 1, "reflex": 1},
    {"score": 2, "allies": "2,2", "venture": 1},
    {"score": 2, "allies": "2,2", "primary": True},
    {"score": 2, "allies": "2", "against_score": 2, "primary": True},
    {"score": 1, "allies": "2,1,1", "against_score": 1},
]


@pytest.mark.parametrize("options", SMALL, ids=str)
def test_odds_match_brute_force_R_FW_1_to_6(options):
    """Every ordered roll read by the mechanic: R-FW-1..R-FW-6 with focus, ventures,
    momentum (R-FW-5), contests and cooperation."""
    params = FW.params(**options)
    brute = enumerate_outcomes(FW, params, every_roll(params))
    assert nonzero(FW.odds(params).outcomes) == nonzero(brute)


@pytest.mark.parametrize("options", LARGE, ids=str)
def test_odds_match_brute_force_on_seven_dice_R_FW_3_R_FW_4_R_FW_6(options):
    """R-FW-3 R-FW-4 R-FW-6."""
    params = FW.params(**options)
    assert nonzero(FW.odds(params).outcomes) == nonzero(quick_brute(params))


def test_compositions_cover_every_roll_of_nine_dice():
    comps = compositions(9)
    assert len(comps) == 2002 and sum(w for _, w in comps) == 6**9


def test_seed_momentum_distribution_of_five_dice_and_focus_R_FW_5():
    """R-FW-5: P(momentum 2) with 7 dice = P(six or seven 6s) = (7*5 + 1) / 6^7."""
    odds = FW.odds(FW.params(score=5, focus=True))
    assert odds.extras()["momentum=2"] == Fraction(36, 6**7)
    assert odds.rungs["no_and"] == Fraction(1, 6**7)


def test_hand_worked_two_dice_odds_R_FW_2():
    """R-FW-2: 2d6: no_and 1/36 (1,1); no 3/36; no_but 5/36; yes_and: a pair of 4s-6s 3/36;
    yes_but: best 4 without a pair 6/36; yes the rest 18/36."""
    rungs = FW.odds(FW.params(score=2)).rungs
    assert [rungs[a.key] for a in Answer] == [Fraction(n, 36) for n in (1, 3, 5, 6, 18, 3)]


def test_cold_odds_for_five_dice_and_focus_are_fast():
    from solo.dice.base import _ODDS_CACHE
    from solo.dice.frameworks.odds import compositions as comps

    _ODDS_CACHE.clear()
    comps.cache_clear()
    start = time.perf_counter()
    FW.odds(FW.params(score=5, focus=True, venture=1))
    assert time.perf_counter() - start < 1.0  # measured ~0.03 s


# --- properties ------------------------------------------------------------------------


@st.composite
def options(draw, max_ally=3):
    opts = {
        "score": draw(st.integers(1, 5)),
        "bonus": draw(st.integers(0, 3)),
        "penalty": draw(st.integers(0, 4)),
        "opposition": draw(st.sampled_from(["weak", "average", "strong"])),
        "focus": draw(st.booleans()),
        "venture": draw(st.integers(0, 3)),
        "against_score": draw(st.sampled_from([0, 0, 2, 4])),
        "reflex": draw(st.integers(0, 2)),
        "scale": draw(st.integers(-2, 2)),
        "allies": ",".join(map(str, draw(st.lists(st.integers(1, max_ally), max_size=2)))),
    }
    opts["primary"] = bool(opts["allies"]) and draw(st.booleans())
    return opts


@settings(max_examples=60, deadline=None)
@given(options())
def test_odds_sum_to_exactly_one(opts):
    odds = FW.odds(FW.params(**opts))
    assert sum(odds.outcomes.values()) == 1
    assert sum(odds.rungs.values()) == 1


@settings(max_examples=40, deadline=None)
@given(options(max_ally=2))
def test_more_bonus_never_lowers_yes_but_or_better_R_FW_1_R_FW_4(opts):
    """R-FW-1 R-FW-4: Holds with ventures, contests and allies: an extra die only ever adds to the dice
    left after the highest are removed (see docs/rules-decisions.md).

    Restricted to scale <= 1: "no dice left" is a plain ``no`` (R-FW-1, R-FW-4), one rung
    above the ``no_and`` a single die of 1 gives, so at scale +2 the diceless ``no``
    becomes ``yes_but`` while one more die can still end at ``no_but``.
    """
    opts = {**opts, "scale": min(opts["scale"], 1)}
    before = FW.odds(FW.params(**opts)).at_least(Answer.YES_BUT)
    after = FW.odds(FW.params(**{**opts, "bonus": opts["bonus"] + 1})).at_least(Answer.YES_BUT)
    assert after >= before


@settings(max_examples=60, deadline=None)
@given(options(), st.integers(0, 10**6))
def test_any_read_has_positive_odds(opts, seed):
    params = FW.params(**opts)
    rng = random.Random(seed)
    faces = Faces(
        dice=tuple(rng.randint(1, 6) for _ in range(params.acting_dice)),
        against=tuple(rng.randint(1, 6) for _ in range(params.against_score)),
        allies=tuple(tuple(rng.randint(1, 6) for _ in range(n)) for n in params.ally_dice),
    )
    assert FW.odds(params).outcomes.get(FW.read(params, faces).outcome, 0) > 0


@settings(max_examples=30, deadline=None)
@given(options(), st.integers(0, 10**6))
def test_seeded_roll_is_reproducible(opts, seed):
    params = FW.params(**opts)
    one, two = FW.roll(params, random.Random(seed)), FW.roll(params, random.Random(seed))
    assert one == two


@settings(max_examples=30, deadline=None)
@given(options(), st.integers(0, 10**6))
def test_reroll_of_no_dice_changes_nothing_R_REROLL_1(opts, seed):
    """R-REROLL-1."""
    params = FW.params(**opts)
    roll = FW.roll(params, random.Random(seed))
    again = FW.reroll(roll, [], random.Random(seed + 1))
    assert (again.faces, again.dice, again.outcome) == (roll.faces, roll.dice, roll.outcome)
    assert again.rerolls == 1
