"""Doom: Resolve turned upside down, R-RES-7 (and its decisions in RULES.md)."""

from __future__ import annotations

import pytest

from solo.rules.economy import economy
from solo.rules.economy.doom import DoomState
from solo.rules.economy.events import Event, Refusal, Result, Track
from tests.rules.economy.test_resolve import COSTS, GAINS

ECON = economy("doom", genre_actions=True)
DOOM = economy("doom")


def ok(result: Result | Refusal) -> Result:
    assert isinstance(result, Result), result
    return result


def test_counts_up_from_zero_R_RES_7():
    """R-RES-7."""
    assert ECON.new().doom == 0


@pytest.mark.parametrize("name", COSTS)
def test_every_cost_adds_one_doom_R_RES_7(name):
    """R-RES-7."""
    result = ok(COSTS[name](ECON, DoomState(doom=2)))
    assert result.state.doom == 3
    [change] = result.changes
    assert (change.track, change.amount) == (Track.DOOM, 1)
    assert "R-RES-7" in change.reason


@pytest.mark.parametrize("name", GAINS)
def test_every_gain_removes_one_doom_never_below_zero_R_RES_7(name):
    """R-RES-7."""
    assert ok(GAINS[name](ECON, DoomState(doom=2))).state.doom == 1
    at_zero = ok(GAINS[name](ECON, DoomState(doom=0)))
    assert at_zero.state.doom == 0 and at_zero.changes[0].amount == 0


def test_goal_failure_adds_doom_and_replacing_a_goal_is_free_R_RES_7():
    """R-RES-7."""
    assert ok(ECON.goal_failed(DoomState(doom=2))).state.doom == 3
    assert ok(ECON.goal_replaced(DoomState(doom=2))).state.doom == 2


def test_session_start_removes_two_and_waits_for_a_cliffhanger_R_RES_7():
    """R-RES-7."""
    assert ok(ECON.start_session(DoomState(doom=3))).state.doom == 1
    assert ok(ECON.start_session(DoomState(doom=1))).state.doom == 0
    held = ok(ECON.start_session(DoomState(doom=3), cliffhanger=True)).state
    assert held.doom == 3
    assert ok(ECON.resolve_cliffhanger(held)).state.doom == 1


@pytest.mark.parametrize("op", ["end_scenario", "goal_achieved"])
def test_scenario_end_and_achieved_goal_clear_doom_R_RES_7(op):
    """R-RES-7."""
    assert ok(getattr(ECON, op)(DoomState(doom=4))).state.doom == 0


def test_out_only_past_five_and_a_trademark_clears_doom_R_RES_7():
    """R-RES-7."""
    five = ok(ECON.high_stakes_loss(DoomState(doom=4))).state
    assert five.doom == 5 and not ECON.out(five)
    assert not ECON.plot_immunity(five) and ECON.escalate(five)
    six = ok(ECON.high_stakes_loss(five)).state
    assert ECON.out(six)
    assert isinstance(ECON.downtime(six), Refusal)
    back = ok(ECON.trade_trademark(six))
    assert back.state.doom == 0 and back.changes[0].amount == -6


def test_purchases_never_push_doom_past_the_limit_R_RES_7_R_REROLL_1():
    """R-RES-7 R-REROLL-1."""
    refusal = ECON.reroll(DoomState(doom=5))
    assert isinstance(refusal, Refusal) and "cannot take 1 more" in refusal.reason
    assert ok(ECON.reroll(DoomState(doom=4))).state.doom == 5


def test_escalation_mirrors_resolve_zero_and_one_R_RES_7_R_ORA_3():
    """R-RES-7 R-ORA-3."""
    assert [ECON.escalate(DoomState(doom=d)) for d in range(6)] == [
        False,
        False,
        False,
        False,
        True,
        True,
    ]


# --- every move worded exactly (R-RES-7) -----------------------------------------------------


@pytest.mark.parametrize(
    "before,call,after,amount,reason",
    [
        (
            5,
            lambda e, s: e.high_stakes_loss(s),
            6,
            1,
            "lost a high-stakes conflict: past 5, out of the game unless a Trademark is traded (R-RES-2, R-RES-7)",
        ),
        (4, lambda e, s: e.goal_setback(s), 5, 1, "suffered a Goal setback (R-RES-2, R-RES-7)"),
        (
            0,
            lambda e, s: e.goal_milestone(s),
            0,
            0,
            "reached a Goal milestone: Doom is already at 0 (R-RES-3, R-RES-7)",
        ),
        (1, lambda e, s: e.gain(s, 2, "luck"), 0, -1, "luck: Doom is already at 0"),
        (3, lambda e, s: e.gain(s, 2, "luck"), 1, -2, "luck"),
        (1, lambda e, s: e.start_session(s), 0, -1, "a session began: -2 Doom (R-RES-4, R-RES-7)"),
        (4, lambda e, s: e.start_session(s), 2, -2, "a session began: -2 Doom (R-RES-4, R-RES-7)"),
        (5, lambda e, s: e.end_scenario(s), 0, -5, "the scenario ended (R-RES-4, R-RES-7)"),
        (
            4,
            lambda e, s: e.reroll(s),
            5,
            1,
            "rerolled dice of the roll just made (R-RES-2, R-RES-7)",
        ),
    ],
)
def test_each_move_is_worded_exactly_R_RES_7(before, call, after, amount, reason):
    """R-RES-7: costs add Doom up to and past the limit; gains take it away, never below 0."""
    result = call(DOOM, DoomState(doom=before))
    assert isinstance(result, Result), result
    assert result.state.doom == after
    assert [(c.track, c.amount, c.reason, c.cap) for c in result.changes] == [
        (Track.DOOM, amount, reason, None)
    ]


def test_a_purchase_may_reach_the_limit_but_not_pass_it_R_RES_7_R_REROLL_1():
    """R-RES-7 R-REROLL-1."""
    assert DOOM.reroll(DoomState(doom=5)) == Refusal(
        "Doom 5 cannot take 1 more without passing 5 (R-RES-7, R-REROLL-1)", Event.REROLL
    )
    assert DOOM.spend(DoomState(doom=3), 3, "a deal") == Refusal(
        "Doom 3 cannot take 3 more without passing 5 (R-RES-7, R-REROLL-1)", Event.SPENT
    )
    assert DOOM.spend(DoomState(doom=3), 2, "a deal").state.doom == 5


def test_out_exactly_past_the_limit_R_RES_7():
    """R-RES-7: at the limit still in, with no losses left; past it, out."""
    assert not DOOM.out(DoomState(doom=5)) and DOOM.losses_left(DoomState(doom=5)) == 0
    assert DOOM.out(DoomState(doom=6))
    low = economy("doom", limit=2)
    assert low.out(DoomState(doom=3)) and not low.out(DoomState(doom=2))
    assert low.losses_left(DoomState(doom=1)) == 1
