"""Probability is conserved and best play is never worse, for hypothesis-chosen conflicts."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.lab import Policy, Setup, solve
from solo.lab.best import BestPlayer
from solo.lab.grid import compare

FAST_SYSTEMS = ("fubar", "fu", "minifu", "buckets", "fudge", "frameworks")


@st.composite
def setups(draw):
    variant = draw(st.sampled_from(("resolve", "doom", "split", "consequences")))
    slots, mode = None, "tracks"
    if variant == "consequences":
        mode = draw(st.sampled_from(("tracks", "slots")))
        slots = draw(st.sampled_from((None, "foot_soldier", "lieutenant")))
    system = draw(st.sampled_from(FAST_SYSTEMS))
    options = {
        "bonus": draw(st.integers(0, 2)),
        "penalty": draw(st.integers(0, 2)),
        "opposition": draw(st.sampled_from(("weak", "average", "strong"))),
    }
    return Setup.build(
        system,
        options,
        resolve=draw(st.integers(0, 4)),
        pool=draw(st.integers(0, 4)),
        slots=slots,
        variant=variant,
        fu=draw(st.integers(0, 2)),
        mode=mode,
        soak=draw(st.integers(0, 2)),
        yes_and_costs_two=draw(st.booleans()),
        conditions=draw(st.booleans()),
    )


policies = st.builds(
    Policy,
    reroll_below=st.sampled_from([None, *Answer]),
    keep=st.integers(0, 2),
    concede_at=st.sampled_from([None, -1, 0, 1, 2]),
    risky=st.booleans(),
)

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(setups(), policies)
def test_probability_is_conserved_exactly(setup, policy):
    """win + out + concede, the exchanges and the end values each sum to exactly 1."""
    odds = solve(setup, policy)
    assert odds.total == 1
    assert sum(odds.exchanges.values(), Fraction(0)) == 1
    assert sum(odds.end_value.values(), Fraction(0)) == 1
    assert all(p >= 0 for p in (odds.win, odds.out, odds.concede))


@SETTINGS
@given(setups(), policies)
def test_best_play_is_never_worse_than_a_simple_policy(setup, policy):
    """Best play maximises P(win) over every policy, so also over this one; its value
    from the DP equals the forward solve of the policy it prints."""
    player = BestPlayer(setup)
    best = player.solve()
    assert best.total == 1
    assert best.win == player.value(player.rules.start())[0]
    assert best.win >= solve(setup, policy).win


@SETTINGS
@given(setups(), policies)
def test_best_survival_is_never_worse(setup, policy):
    player = BestPlayer(setup, "survive")
    assert 1 - player.solve().out >= 1 - solve(setup, policy).out


def test_more_bonus_never_lowers_p_win_in_fubar():
    wins = [solve(Setup.build("fubar", {"bonus": b}, resolve=3, pool=3)).win for b in range(4)]
    assert wins == sorted(wins) and wins[0] < wins[-1]


def test_compare_covers_all_seven_systems_and_frameworks_is_symmetric():
    rows = compare({"bonus": 1, "opposition": "strong"}, resolve=5, pool=5)
    assert [r.system for r in rows] == [
        "fubar",
        "buckets",
        "minifu",
        "fudge",
        "d6",
        "frameworks",
        "fu",
    ]
    assert all(r.odds.total == 1 for r in rows)
    frameworks = rows[5]
    assert frameworks.yes == Fraction(1, 2) and frameworks.odds.win == Fraction(1, 2)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(), policies)
def test_every_grid_cell_equals_its_own_solve(setup, policy):
    """The grid shares one recursion between cells; each cell is still exactly solve()."""
    from solo.lab.grid import win_grid

    cells = win_grid(setup, policy, resolves=(0, 2, 6), pools=(0, 3))
    for cell in cells:
        alone = solve(replace(setup, resolve=cell.resolve, pool=cell.pool), policy)
        assert (cell.win, cell.out, cell.concede) == (alone.win, alone.out, alone.concede)
