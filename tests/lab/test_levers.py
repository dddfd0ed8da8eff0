"""Lever prices (issue 23, item 2): each lever is the conflict it leads to, priced exactly."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from msgspec.structs import replace

from solo.dice import SYSTEMS
from solo.lab import Policy, Setup, solve
from solo.lab.best import BestPlayer
from solo.lab.levers import Side, levers, price_levers
from tests.lab.brute import conflict, fu_rungs


def keys(setup):
    return [lever.key for lever in levers(setup)]


def test_every_system_has_the_common_levers_R_OPP_1_R_GEAR_3():
    """R-OPP-1 R-GEAR-3: a bonus die, a free reroll, Resolve, soak, a weaker foe, everywhere."""
    for system in SYSTEMS:
        found = keys(Setup.build(system, pool=3))
        for key in ("bonus_die", "free_reroll", "resolve", "soak", "foe_pool", "foe_strength"):
            assert key in found, (system, key)


def test_d6_prices_pips_character_and_fate_points_R_D6_5_R_D6_6():
    """R-D6-5 R-D6-6: d6 adds a pip, a Character Point and a Fate Point to every roll."""
    setup = Setup.build("d6", pool=2)
    assert {"pip", "character_point", "fate_point"} <= set(keys(setup))
    cp = next(lv for lv in levers(setup) if lv.key == "character_point")
    assert cp.setup.params.as_dict()["cp"] == 1
    fate = next(lv for lv in levers(setup) if lv.key == "fate_point")
    assert fate.setup.params.as_dict()["fate"] is True


def test_a_character_point_over_the_limit_is_no_lever_R_D6_5():
    """R-D6-5: never more Character Points a roll than the adventure's limit."""
    setup = Setup.build("d6", {"cp": 2, "cp_limit": "easy", "fate": True})
    assert "character_point" not in keys(setup)
    assert "fate_point" not in keys(setup)  # already spent on every roll


def test_frameworks_prices_focus_and_a_venture_fewer_R_FW_3_R_FW_4():
    """R-FW-3 R-FW-4: focus (two more dice) and one venture fewer."""
    setup = Setup.build("frameworks", {"venture": 2})
    found = {lv.key: lv for lv in levers(setup)}
    assert found["focus"].setup.params.as_dict()["focus"] is True
    assert found["venture"].setup.params.as_dict()["venture"] == 1
    assert "venture" not in keys(Setup.build("frameworks"))


def test_the_economy_variant_decides_the_track_lever_R_RES_7_R_RES_8_R_RES_9():
    """R-RES-7..9: Doom headroom, Life and FU; the consequences variant has no track."""
    assert "doom" in keys(Setup.build("fubar", variant="doom"))
    split = keys(Setup.build("fubar", variant="split"))
    assert "life" in split and "fu" in split
    cons = keys(Setup.build("fubar", variant="consequences"))
    assert "fu" in cons and not {"resolve", "doom", "life"} & set(cons)
    assert "fu" not in keys(Setup.build("fubar"))


def test_levers_appear_only_when_they_can_change_something():
    base = Setup.build("fubar", {"opposition": "weak"}, pool=0)
    found = keys(base)
    assert "foe_pool" not in found and "foe_strength" not in found
    assert "penalty_die" not in found
    assert "penalty_die" in keys(Setup.build("fubar", {"penalty": 1}))


@pytest.mark.parametrize("policy", [Policy(), Policy(reroll_below="yes", risky=True)])
def test_each_price_is_the_difference_of_two_solves(policy):
    setup = Setup.build("minifu", resolve=3, pool=2, variant="split", fu=1)
    prices = price_levers(setup, policy)
    base = solve(setup, policy)
    assert prices.odds.win == base.win
    for price in prices.prices:
        with_lever = solve(price.lever.setup, policy)
        assert price.win_delta == with_lever.win - base.win
        assert price.out_delta == with_lever.out - base.out


def test_prices_are_ranked_by_gain_in_p_win():
    prices = price_levers(Setup.build("fubar", pool=5)).prices
    gains = [p.win_delta for p in prices]
    assert gains == sorted(gains, reverse=True)
    assert prices[0].lever.key in ("bonus_die", "foe_strength")


def test_best_play_prices_compare_best_play_with_and_without():
    setup = Setup.build("fubar", resolve=2, pool=2)
    prices = price_levers(setup, best=True)
    assert prices.policy is None
    assert prices.odds.win == BestPlayer(setup).solve().win
    for price in prices.prices:
        assert price.odds.win == BestPlayer(price.lever.setup).solve().win


@pytest.mark.parametrize(("resolve", "pool", "bonus"), [(0, 0, 0), (1, 1, 0), (2, 2, 1)])
def test_levers_match_a_hand_enumeration_of_the_dice_R_FU_1_R_GEAR_3(resolve, pool, bonus):
    """R-FU-1 R-GEAR-3 R-CON-2: a bonus die, a free reroll, soak, Resolve and the foe's pool,
    each against a recursion over every die face."""
    setup = Setup.build("fu", {"bonus": bonus}, resolve=resolve, pool=pool)
    prices = {p.lever.key: p for p in price_levers(setup).prices}
    rungs = fu_rungs(bonus)
    base, _, _ = conflict(rungs, resolve, pool)
    expected = {
        "bonus_die": conflict(fu_rungs(bonus + 1), resolve, pool)[0],
        "free_reroll": conflict(rungs, resolve, pool, free=1)[0],
        "soak": conflict(rungs, resolve, pool, soak=1)[0],
        "resolve": conflict(rungs, resolve + 1, pool)[0],
    }
    if pool:
        expected["foe_pool"] = conflict(rungs, resolve, pool - 1)[0]
    for key, win in expected.items():
        assert prices[key].win_delta == win - base, key


def test_a_free_reroll_is_used_first_and_once_R_REROLL_1():
    """R-REROLL-1: fu, Resolve 1 against pool 0, rerolling every no: the free reroll goes
    first, then Resolve pays one (never below 0), then a third no puts the hero out."""
    policy = Policy(reroll_below="yes_but")
    assert solve(Setup.build("fu", resolve=1, pool=0), policy).win == F(3, 4)
    assert solve(Setup.build("fu", resolve=1, pool=0, free_rerolls=1), policy).win == F(7, 8)
    # never paying, the free reroll is still used below Yes-but, once
    odds = solve(Setup.build("fu", resolve=1, pool=1, free_rerolls=1))
    win, _, length = conflict(fu_rungs(0), 1, 1, free=1)
    assert (odds.win, odds.expected_exchanges) == (win, length)


def test_the_free_reroll_shows_in_best_plays_table():
    setup = Setup.build("fu", resolve=1, pool=1, free_rerolls=1)
    labels = [label for label, _ in BestPlayer(setup).table()]
    assert any("1 free reroll" in label for label in labels)


def test_every_lever_sits_on_its_side():
    for lever in levers(Setup.build("fubar", pool=2)):
        assert lever.side is (Side.FOE if lever.key.startswith("foe") else Side.HERO)


def test_a_setup_refuses_too_many_free_rerolls():
    with pytest.raises(ValueError, match="free rerolls"):
        replace(Setup.build("fubar"), free_rerolls=10)


@pytest.mark.parametrize(
    ("system", "variant", "policy"),
    [
        ("fubar", "resolve", Policy()),
        ("buckets", "resolve", Policy(reroll_below="yes_but")),
        ("fudge", "doom", Policy(reroll_below="yes_but")),
        ("fu", "split", Policy()),
    ],
)
def test_a_free_reroll_is_worth_one_resolve_in_plain_fights_R_CON_2(system, variant, policy):
    """R-CON-2: with plain exchanges, no Conditions, no conceding and a policy that rerolls
    every No or none, a free reroll takes one No away exactly as one more point does."""
    setup = Setup.build(system, resolve=3, pool=3, variant=variant)
    prices = {p.lever.key: p.win_delta for p in price_levers(setup, policy).prices}
    track = {"resolve": "resolve", "doom": "doom", "split": "life"}[variant]
    assert prices["free_reroll"] == prices[track]
    # a risky No costs 2: from Resolve 2 one more point buys no extra No, a free reroll does
    risky = price_levers(replace(setup, resolve=2), Policy(risky=True)).prices
    risky_prices = {p.lever.key: p.win_delta for p in risky}
    assert risky_prices["free_reroll"] > risky_prices[track]
