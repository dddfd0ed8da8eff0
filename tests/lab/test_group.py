"""Several heroes against one opposition (R-CON-6)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from solo.lab import Policy, Setup, solve
from solo.lab.group import solve_group


def test_each_hero_pays_its_own_no_even_when_another_wins_R_CON_6():
    """R-CON-6: two heroes at Resolve 0 vs pool 0: either yes wins (3/4), and each
    hero's own no puts it out (1/2 each), win or lose."""
    setup = Setup.build("fubar", {}, resolve=0, pool=0)
    group = solve_group([setup, setup])
    assert (group.win, group.lost) == (F(3, 4), F(1, 4))
    assert group.out == (F(1, 2), F(1, 2))
    assert group.exchanges == {1: 1}


@pytest.mark.parametrize(
    "policy", [Policy(), Policy("yes_but", keep=1, concede_at=0), Policy(risky=True)]
)
def test_one_hero_group_is_the_plain_conflict(policy):
    setup = Setup.build("fubar", {"opposition": "strong"}, resolve=2, pool=3, soak=1)
    group, single = solve_group([setup], policy), solve(setup, policy)
    assert group.win == single.win
    assert group.out == (single.out,) and group.conceded == (single.concede,)
    assert group.exchanges == single.exchanges


def test_two_heroes_conserve_probability_and_beat_one_R_CON_6():
    """R-CON-6: a second hero only adds yeses against the opposition."""
    setup = Setup.build("buckets", {}, resolve=1, pool=3)
    policy = Policy(concede_at=0)
    one, two = solve_group([setup], policy), solve_group([setup, setup], policy)
    assert two.total == 1 and sum(two.exchanges.values()) == 1
    assert two.win > one.win


def test_too_many_heroes_is_refused():
    setup = Setup.build("fubar", {})
    with pytest.raises(ValueError, match="heroes"):
        solve_group([setup] * 4)
