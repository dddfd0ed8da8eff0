"""The roster matrix (issue 23, item 1): every cell is exactly its own conflict."""

from __future__ import annotations

import re
from fractions import Fraction as F

import pytest

from solo.lab import Policy, Setup, solve
from solo.lab.best import BestPlayer
from solo.lab.roster import Foe, Hero, cell_setup, roster
from tests.lab.brute import conflict, fu_rungs, fubar_rungs

HEROES = (Hero("Ash", 5), Hero("Bea", 3, 1), Hero("Cy", 2, -1))
FOES = (Foe("mook", 0), Foe("thug", 2, "challenging"), Foe("boss", 5, "weak"))


def _same(cell, odds):
    assert cell.odds.win == odds.win
    assert cell.odds.out == odds.out
    assert cell.odds.concede == odds.concede
    assert cell.odds.expected_exchanges == odds.expected_exchanges


@pytest.mark.parametrize(
    ("system", "setup", "policy"),
    [
        ("fubar", {}, Policy()),
        ("fubar", {}, Policy(reroll_below="yes_but", risky=True)),
        ("fu", {"soak": 1}, Policy(concede_at=1)),
        ("minifu", {"variant": "doom"}, Policy(reroll_below="no_but")),
        ("buckets", {"variant": "split", "fu": 1}, Policy(reroll_below="yes_but")),
        ("fudge", {"variant": "consequences"}, Policy()),
        ("d6", {"conditions": True}, Policy()),
        ("frameworks", {"yes_and_costs_two": True}, Policy(reroll_below="yes", keep=1)),
    ],
)
def test_each_cell_is_the_solve_of_its_setup_R_CON_2_R_OPP_1(system, setup, policy):
    """R-CON-2 R-OPP-1: a cell is the conflict of the hero's Resolve and dice against the
    foe's pool and strength, exactly as ``solve`` gives it, whatever the sharing."""
    base = Setup.build(system, **setup)
    matrix = roster(base, HEROES, FOES, policy)
    assert len(matrix.cells) == len(HEROES) * len(FOES)
    for i, hero in enumerate(HEROES):
        for j, foe in enumerate(FOES):
            cell = matrix.cell(i, j)
            assert (cell.hero, cell.foe) == (hero, foe)
            _same(cell, solve(cell_setup(base, hero, foe), policy))


def test_best_play_cells_are_best_play_of_each_setup():
    base = Setup.build("fubar")
    matrix = roster(base, HEROES[:2], FOES[:2], best=True)
    assert matrix.policy is None
    for cell in matrix.cells:
        _same(cell, BestPlayer(cell.setup).solve())


def test_cell_setup_takes_the_hero_and_foe_R_OPP_1():
    """R-OPP-1: the foe's strength replaces the base's; a hero's negative bonus is penalty."""
    base = Setup.build("fubar", {"bonus": 1, "opposition": "strong"}, variant="doom")
    cell = cell_setup(base, Hero("Cy", 2, -2), Foe("boss", 5, "weak"))
    assert (cell.resolve, cell.pool, cell.variant) == (2, 5, "doom")
    assert (cell.params.bonus, cell.params.penalty, cell.params.opposition) == (1, 2, "weak")
    kept = cell_setup(base, Hero("Ash", 5), Foe("mook"))
    assert kept.params.opposition == "strong"


@pytest.mark.parametrize(("resolve", "pool", "bonus"), [(0, 0, 0), (1, 2, 0), (2, 1, 1), (3, 3, 2)])
def test_fu_cells_match_a_hand_enumeration_of_the_dice_R_FU_1_R_CON_3(resolve, pool, bonus):
    """R-FU-1 R-CON-3: a fu roster's cells against a recursion over every die face."""
    matrix = roster(Setup.build("fu"), [Hero("h", resolve, bonus)], [Foe("f", pool)])
    win, out, length = conflict(fu_rungs(bonus), resolve, pool)
    odds = matrix.cells[0].odds
    assert (odds.win, odds.out, odds.concede, odds.expected_exchanges) == (win, out, 0, length)


def test_fubar_cell_matches_a_hand_enumeration_of_five_dice_R_FUBAR_2():
    """R-FUBAR-2: net 0, Resolve 2 against pool 2, every face of 5d6 counted by hand."""
    matrix = roster(Setup.build("fubar"), [Hero("h", 2)], [Foe("f", 2)])
    win, out, length = conflict(fubar_rungs(), 2, 2)
    assert (matrix.cells[0].odds.win, matrix.cells[0].odds.expected_exchanges) == (win, length)
    assert matrix.cells[0].odds.out == out
    assert win == F(1, 2)  # even odds, even sides


def test_a_roster_refuses_an_empty_side():
    with pytest.raises(ValueError, match="heroes"):
        roster(Setup.build("fubar"), [], FOES)
    with pytest.raises(ValueError, match="foes"):
        roster(Setup.build("fubar"), HEROES, [])


def test_a_roster_refuses_a_cell_too_big_to_solve():
    base = Setup.build("fubar", conditions=True, soak=9)
    with pytest.raises(ValueError, match="too big"):
        roster(base, [Hero("h", 20)], [Foe("f", 20)])


def test_heroes_and_foes_read_as_written_R_CON_3():
    """R-CON-3: a foe's pool may be a preset (lieutenant 2, villain 5, dragon 8)."""
    from solo.lab.roster import read_foe, read_hero, unique_names

    assert read_hero("Bea=3,+1") == Hero("Bea", 3, 1)
    assert read_hero(" Cy = 4 , -2 ") == Hero("Cy", 4, -2)
    assert read_foe("Drake=dragon,Strong") == Foe("Drake", 8, "strong")
    assert read_foe("Vey=lieutenant") == Foe("Vey", 2, None)
    for bad, message in (
        ("Ash", "hero: 'Ash' is not NAME=RESOLVE[,+BONUS]"),
        ("Ash=5,1,2", "is not NAME=RESOLVE"),
        ("Ash=,1", "is not NAME=RESOLVE"),
        ("Ash=21", "hero Ash: 21 is out of range (0 to 20)"),
    ):
        with pytest.raises(ValueError, match=re.escape(message)):
            read_hero(bad)
    with pytest.raises(ValueError, match="unknown strength 'mighty'"):
        read_foe("z=1,mighty")
    with pytest.raises(ValueError, match="'A' is given twice"):
        unique_names([Hero("a"), Hero("A")], "heroes")
