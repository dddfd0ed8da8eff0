"""P(win) across opposition strengths (issue 11, items 3 and 5): the ladder is R-OPP-1's
own table, and each cell is the lab's exact answer for that strength."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from solo.dice import SYSTEMS
from solo.dice.base import OPPOSITION
from solo.lab import Policy, Setup, solve
from solo.lab.grid import STRENGTHS, strength_grid


def test_the_strength_ladder_is_the_engines_r_opp_1():
    """R-OPP-1: weak … overwhelming, each step one die worse for the hero; the alias
    "standard" (average) is not a row of its own."""
    assert STRENGTHS == ("weak", "average", "challenging", "strong", "overwhelming")
    assert [OPPOSITION[s] for s in STRENGTHS] == [1, 0, -1, -2, -3]
    assert set(OPPOSITION) - set(STRENGTHS) == {"standard"}


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_each_strength_cell_is_the_conflict_at_that_strength_r_opp_1(system):
    setup = Setup.build(system, {"bonus": 1, "opposition": "strong"}, resolve=2, pool=1)
    policy = Policy(reroll_below="yes_but")
    cells = strength_grid(setup, policy)
    assert [c.strength for c in cells] == list(STRENGTHS)
    for cell in cells:
        at = replace(setup, params=replace(setup.params, opposition=cell.strength))
        odds = solve(at, policy)
        assert (cell.win, cell.out, cell.concede) == (odds.win, odds.out, odds.concede)
        assert cell.win + cell.out + cell.concede == 1
    wins = [c.win for c in cells]
    assert wins == sorted(wins, reverse=True)  # a stronger opposition never helps
