"""Split: Life and FU points, R-RES-8 (and its decisions in RULES.md)."""

from __future__ import annotations

import pytest

from solo.rules.economy import economy
from solo.rules.economy.events import Refusal, Result, Track
from solo.rules.economy.split import SplitState

ECON = economy("split", genre_actions=True)


def ok(result: Result | Refusal) -> Result:
    assert isinstance(result, Result), result
    return result


def test_starts_with_three_life_and_two_fu_R_RES_8():
    """R-RES-8."""
    assert ECON.new() == SplitState(life=3, fu=2)


def test_high_stakes_losses_take_life_only_R_RES_8():
    """R-RES-8."""
    result = ok(ECON.high_stakes_loss(SplitState(life=3, fu=2)))
    assert result.state == SplitState(life=2, fu=2)
    assert result.changes[0].track is Track.LIFE


@pytest.mark.parametrize(
    "op", [lambda e, s: e.downtime(s), lambda e, s: e.concede(s, high_stakes=True)]
)
def test_downtime_and_conceding_give_life_up_to_three_R_RES_8(op):
    """R-RES-8."""
    after = ok(op(ECON, SplitState(life=1, fu=0))).state
    assert (after.life, after.fu) == (2, 0)
    assert ok(op(ECON, SplitState(life=3, fu=0))).state.life == 3


@pytest.mark.parametrize("op", ["reroll", "fact", "powerful_power"])
def test_rerolls_facts_and_powers_spend_fu_and_need_it_R_RES_8(op):
    """R-RES-8."""
    result = ok(getattr(ECON, op)(SplitState(life=1, fu=1)))
    assert result.state == SplitState(life=1, fu=0)
    refusal = getattr(ECON, op)(result.state)
    assert isinstance(refusal, Refusal) and "not enough FU" in refusal.reason


@pytest.mark.parametrize(
    "op",
    [
        lambda e, s: e.goal_milestone(s),
        lambda e, s: e.goal_achieved(s),
        lambda e, s: e.flaw_complication(s, pivotal=True),
        lambda e, s: e.genre_action(s),
        lambda e, s: e.asset_lost(s),
    ],
)
def test_goal_progress_flaws_and_genre_earn_fu_without_cap_R_RES_8(op):
    """R-RES-8."""
    assert ok(op(ECON, SplitState(life=2, fu=7))).state == SplitState(life=2, fu=8)


@pytest.mark.parametrize("op", ["goal_setback", "goal_failed", "abandon_goal"])
def test_goal_setbacks_cost_fu_never_below_zero_R_RES_8(op):
    """R-RES-8."""
    assert ok(getattr(ECON, op)(SplitState(life=2, fu=1))).state == SplitState(life=2, fu=0)
    at_zero = ok(getattr(ECON, op)(SplitState(life=2, fu=0)))
    assert at_zero.state == SplitState(life=2, fu=0)
    assert "never goes below 0" in at_zero.changes[0].reason


def test_session_start_tops_fu_up_to_two_and_keeps_more_R_RES_8():
    """R-RES-8."""
    assert ok(ECON.start_session(SplitState(life=1, fu=0))).state == SplitState(life=1, fu=2)
    assert ok(ECON.start_session(SplitState(life=1, fu=5))).state == SplitState(life=1, fu=5)


def test_scenario_end_fills_life_R_RES_8():
    """R-RES-8."""
    assert ok(ECON.end_scenario(SplitState(life=0, fu=4))).state == SplitState(life=3, fu=4)


def test_below_zero_life_is_out_and_a_trademark_refills_life_R_RES_8():
    """R-RES-8."""
    out = ok(ECON.high_stakes_loss(SplitState(life=0, fu=3))).state
    assert ECON.out(out) and isinstance(ECON.reroll(out), Refusal)
    assert ok(ECON.trade_trademark(out)).state == SplitState(life=3, fu=3)


def test_plot_immunity_follows_life_R_RES_8_R_RES_6():
    """R-RES-8 R-RES-6."""
    assert not ECON.plot_immunity(SplitState(life=0, fu=9))
    assert ECON.escalate(SplitState(life=1, fu=9)) and not ECON.escalate(SplitState(life=2))


def test_by_hand_tracks_R_RES_8():
    """R-RES-8."""
    assert ok(ECON.lose(SplitState(), 1, "fell")).state == SplitState(life=2, fu=2)
    assert ok(ECON.lose(SplitState(), 3, "fined", track=Track.FU)).state.fu == 0
    assert ok(ECON.gain(SplitState(), 1, "luck")).state.fu == 3
    assert ok(ECON.gain(SplitState(life=1), 1, "rest", track=Track.LIFE)).state.life == 2
