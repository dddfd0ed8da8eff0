"""Exact extended conflicts (issue 11, item 1): hand-computed cases through the rules."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from solo.dice import mechanic
from solo.dice.ladder import Answer
from solo.lab import Policy, Setup, solve

HALF = F(1, 2)


def fubar(resolve=5, pool=0, **setup):
    options = setup.pop("options", {})
    return Setup.build("fubar", options, resolve=resolve, pool=pool, **setup)


def test_resolve_0_against_pool_0_one_roll_decides_R_CON_2_R_CON_3_R_RES_6():
    """R-CON-2 R-CON-3 R-RES-6: a 0-pool foe falls to any yes; a hero at 0 is out on any no."""
    odds = solve(fubar(resolve=0, pool=0))
    assert (odds.win, odds.out, odds.concede) == (HALF, HALF, 0)
    assert odds.exchanges == {1: 1}
    assert odds.end_value == {0: HALF, -1: HALF}


@pytest.mark.parametrize("resolve", range(5))
def test_pool_0_the_first_yes_wins_R_CON_3(resolve):
    """R-CON-3: against pool 0 the hero wins unless resolve+1 noes come first."""
    odds = solve(fubar(resolve=resolve, pool=0))
    assert odds.win == 1 - HALF ** (resolve + 1)
    assert odds.exchanges == {n: HALF**n for n in range(1, resolve + 1)} | {
        resolve + 1: HALF**resolve
    }


@pytest.mark.parametrize("pool", range(5))
def test_resolve_0_one_loss_ends_it_R_RES_6(pool):
    """R-RES-6: at Resolve 0 a single high-stakes no puts the hero out."""
    p_yes = mechanic("fubar").odds(mechanic("fubar").params(bonus=1)).at_least(Answer.YES_BUT)
    odds = solve(fubar(resolve=0, pool=pool, options={"bonus": 1}))
    assert p_yes == F(21, 32)
    assert odds.win == p_yes ** (pool + 1)
    assert odds.out == 1 - odds.win


def test_risky_doubles_both_sides_R_CON_4():
    """R-CON-4: risky, Resolve 1 vs pool 1: the first answer decides either way."""
    odds = solve(fubar(resolve=1, pool=1), Policy(risky=True))
    assert (odds.win, odds.out) == (HALF, HALF)
    assert odds.exchanges == {1: 1}
    assert odds.end_value == {1: HALF, -1: HALF}


def test_reroll_pays_resolve_and_rolls_again_R_REROLL_1_R_RES_2():
    """R-REROLL-1 R-RES-2: Resolve 1 vs pool 0, reroll any no: yes 1/2 (Resolve 1);
    no, pay 1, yes 1/4 (Resolve 0); no again, no Resolve to pay: out."""
    odds = solve(fubar(resolve=1, pool=0), Policy(reroll_below="yes_but"))
    assert odds.win == F(3, 4)
    assert odds.end_value == {-1: F(1, 4), 0: F(1, 4), 1: HALF}
    assert odds.exchanges == {1: 1}


def test_keep_stops_rerolls_that_would_spend_too_much():
    """--keep 1: Resolve 1 may not pay for a reroll (it would leave 0)."""
    kept = solve(fubar(resolve=1, pool=0), Policy(reroll_below="yes_but", keep=1))
    plain = solve(fubar(resolve=1, pool=0))
    assert kept == plain


def test_concede_before_the_exchange_gains_one_capped_R_CON_5_R_RES_1():
    """R-CON-5 R-RES-1: conceding gains 1 Resolve, never above the cap."""
    at_cap = solve(fubar(resolve=5, pool=3), Policy(concede_at=5))
    assert (at_cap.concede, at_cap.exchanges, at_cap.end_value) == (1, {0: 1}, {5: 1})
    below = solve(fubar(resolve=3, pool=3), Policy(concede_at=3))
    assert below.end_value == {4: 1}


def test_concede_at_0_after_one_loss():
    """Resolve 1 vs pool 0, concede at 0: yes wins (1/2); else a loss, then concede."""
    odds = solve(fubar(resolve=1, pool=0), Policy(concede_at=0))
    assert (odds.win, odds.concede, odds.out) == (HALF, HALF, 0)
    assert odds.exchanges == {1: 1}  # the concession comes after one exchange
    assert odds.end_value == {1: 1}


def test_armour_soak_is_spent_before_resolve_R_GEAR_3():
    """R-GEAR-3: Resolve 0 with 1 soak survives one no."""
    odds = solve(fubar(resolve=0, pool=0, soak=1))
    assert odds.win == F(3, 4)


def test_yes_and_costs_two_option_R_CON_4():
    """R-CON-4 option: vs pool 1 at Resolve 0, a yes_and (1/32) wins at once."""
    plain = solve(fubar(resolve=0, pool=1))
    option = solve(fubar(resolve=0, pool=1, yes_and_costs_two=True))
    assert plain.win == F(1, 4)
    assert option.win == F(1, 32) + F(15, 32) * HALF


def test_lasting_conditions_from_and_R_COND_1():
    """R-COND-1: a yes_and leaves +1D for the rest (fubar net +1: P(yes) 21/32)."""
    odds = solve(fubar(resolve=0, pool=1, conditions=True))
    assert odds.win == F(1, 32) * F(21, 32) + F(15, 32) * HALF


def test_buckets_impasse_is_rolled_again_R_BUCK_3():
    """R-BUCK-3: an impasse settles nothing; the lab rolls the exchange again."""
    rungs = mechanic("buckets").odds(mechanic("buckets").params()).rungs
    yes = rungs["yes_but"] + rungs["yes"] + rungs["yes_and"]
    odds = solve(Setup.build("buckets", {}, resolve=0, pool=0))
    assert rungs["impasse"] > 0
    assert odds.win == yes / (1 - rungs["impasse"]) == HALF
    assert odds.exchanges == {1: 1}


def test_doom_and_split_mirror_resolve_without_rerolls_R_RES_7_R_RES_8():
    """R-RES-7 R-RES-8: losses left play the same whatever the track is called."""
    base = solve(fubar(resolve=2, pool=3))
    for variant in ("doom", "split"):
        odds = solve(fubar(resolve=2, pool=3, variant=variant))
        assert (odds.win, odds.out, odds.exchanges) == (base.win, base.out, base.exchanges)
    assert solve(fubar(resolve=2, pool=3, variant="doom")).end_value == {
        5 - v if v >= 0 else 6: p for v, p in base.end_value.items()
    }


def test_split_rerolls_spend_fu_not_life_R_RES_8():
    """R-RES-8: Life 0, FU 2, pool 0: two paid rerolls, then a no is out."""
    odds = solve(fubar(resolve=0, pool=0, variant="split", fu=2), Policy("yes_but"))
    assert odds.win == 1 - HALF**3


def test_consequences_tracks_take_four_hits_R_RES_9():
    """R-RES-9: minor, moderate, major; the fourth of a type is out (= Resolve 3)."""
    odds = solve(fubar(pool=2, variant="consequences"))
    base = solve(fubar(resolve=3, pool=2))
    assert (odds.win, odds.out) == (base.win, base.out)
    assert odds.track == "consequences" and max(odds.end_value) == 4


def test_opposition_slots_lieutenant_takes_two_hits_R_RES_9():
    """R-RES-9: a lieutenant's 1 minor + 1 major slot, then overwhelmed: like pool 2."""
    slots = solve(fubar(variant="consequences", slots="lieutenant"))
    pool = solve(fubar(pool=2, variant="consequences"))
    assert slots.win == pool.win


def test_hero_consequence_slots_take_four_then_out_R_RES_9():
    """R-RES-9 slot option: 2 minor, 1 moderate, 1 major; a fifth hit is out."""
    slots = solve(fubar(pool=2, variant="consequences", mode="slots"))
    assert slots.win == solve(fubar(resolve=4, pool=2)).win


def test_bad_setup_values_name_themselves():
    with pytest.raises(ValueError, match="variant"):
        fubar(variant="bogus")
    with pytest.raises(ValueError, match="resolve"):
        fubar(resolve=-1)
    with pytest.raises(ValueError, match="slots"):
        fubar(slots="lieutenant")
    with pytest.raises(ValueError, match="reroll below"):
        Policy(reroll_below="maybe")
