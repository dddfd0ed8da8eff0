"""Properties every mechanic shares, checked across all seven systems at once."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import SYSTEMS, mechanic, odds
from solo.dice.ladder import RUNG_KEYS

systems = st.sampled_from(sorted(SYSTEMS))
mods = st.fixed_dictionaries(
    {
        "bonus": st.integers(0, 3),
        "penalty": st.integers(0, 3),
        "scale": st.integers(-2, 2),
        "opposition": st.sampled_from(["weak", "average", "challenging", "strong"]),
    }
)


@settings(max_examples=80, deadline=None)
@given(systems, mods)
def test_odds_are_exact_and_sum_to_one_R_LAD_1(system, options):
    """R-LAD-1: every system answers on the six rungs (plus impasse for buckets)."""
    rungs = odds(system, **options)
    assert list(rungs)[:6] == list(RUNG_KEYS)
    assert sum(rungs.values()) == 1
    assert all(p >= 0 for p in rungs.values())


@settings(max_examples=60, deadline=None)
@given(systems, mods, st.integers(0, 2**32))
def test_seeded_roll_is_reproducible_and_possible(system, options, seed):
    mech = mechanic(system)
    params = mech.params(**options)
    first = mech.roll(params, random.Random(seed))
    again = mech.roll(params, random.Random(seed))
    assert first.faces == again.faces and first.outcome == again.outcome
    assert mech.odds(params).outcomes.get(first.outcome, 0) > 0


@settings(max_examples=60, deadline=None)
@given(systems, mods, st.integers(0, 2**32))
def test_reroll_of_no_dice_changes_nothing_R_REROLL_1(system, options, seed):
    mech = mechanic(system)
    roll = mech.roll(mech.params(**options), random.Random(seed))
    same = mech.reroll(roll, [], random.Random(seed + 1))
    assert same.faces == roll.faces and same.outcome == roll.outcome
    assert same.rerolls == roll.rerolls + 1


@settings(max_examples=60, deadline=None)
@given(systems, mods)
def test_read_of_a_roll_gives_the_same_answer(system, options):
    """Typing in the faces of a roll reads it exactly as the roll did."""
    mech = mechanic(system)
    params = mech.params(**options)
    roll = mech.roll(params, random.Random(1))
    assert mech.read(params, roll.faces).outcome == roll.outcome
