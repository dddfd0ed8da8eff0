"""Split: Life and FU points, R-RES-8 (and its decisions in RULES.md)."""

from __future__ import annotations

import pytest

from solo.rules.economy import economy
from solo.rules.economy.events import Event, Refusal, Result, Track
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


# --- every move worded exactly (R-RES-8) -----------------------------------------------------

PLAIN = economy("split")


@pytest.mark.parametrize(
    "before,call,after,changes",
    [
        (
            SplitState(life=0, fu=2),
            lambda e, s: e.high_stakes_loss(s),
            SplitState(life=-1, fu=2),
            [
                (
                    Track.LIFE,
                    -1,
                    "lost a high-stakes conflict: below 0, out of the game unless a Trademark is traded (R-RES-2, R-RES-8)",
                    None,
                )
            ],
        ),
        (
            SplitState(life=3, fu=2),
            lambda e, s: e.downtime(s),
            SplitState(life=3, fu=2),
            [(Track.LIFE, 0, "took a downtime scene (R-RES-3, R-RES-8)", 3)],
        ),
        (
            SplitState(life=2, fu=2),
            lambda e, s: e.downtime(s),
            SplitState(life=3, fu=2),
            [(Track.LIFE, 1, "took a downtime scene (R-RES-3, R-RES-8)", None)],
        ),
        (
            SplitState(life=1, fu=0),
            lambda e, s: e.gain(s, 5, "a rest", track=Track.LIFE),
            SplitState(life=3, fu=0),
            [(Track.LIFE, 2, "a rest", 3)],
        ),
        (
            SplitState(life=3, fu=0),
            lambda e, s: e.goal_setback(s),
            SplitState(life=3, fu=0),
            [
                (
                    Track.FU,
                    0,
                    "suffered a Goal setback: FU never goes below 0 (R-RES-2, R-RES-8)",
                    None,
                )
            ],
        ),
        (
            SplitState(life=3, fu=1),
            lambda e, s: e.lose(s, 3, "robbed", track=Track.FU),
            SplitState(life=3, fu=0),
            [(Track.FU, -1, "robbed: FU never goes below 0", None)],
        ),
        (
            SplitState(life=3, fu=3),
            lambda e, s: e.lose(s, 2, "robbed", track=Track.FU),
            SplitState(life=3, fu=1),
            [(Track.FU, -2, "robbed", None)],
        ),
        (
            SplitState(life=3, fu=9),
            lambda e, s: e.goal_milestone(s),
            SplitState(life=3, fu=10),
            [(Track.FU, 1, "reached a Goal milestone (R-RES-3, R-RES-8)", None)],
        ),
        (
            SplitState(life=3, fu=2),
            lambda e, s: e.goal_achieved(s),
            SplitState(life=3, fu=3),
            [(Track.FU, 1, "achieved a Goal (R-RES-5, R-RES-8)", None)],
        ),
        (
            SplitState(life=2, fu=2),
            lambda e, s: e.lose(s, 2, "a fall"),
            SplitState(life=0, fu=2),
            [(Track.LIFE, -2, "a fall", None)],
        ),
        (
            SplitState(life=1, fu=2),
            lambda e, s: e.end_scenario(s),
            SplitState(life=3, fu=2),
            [(Track.LIFE, 2, "the scenario ended: Life back to full (R-RES-4, R-RES-8)", None)],
        ),
        (
            SplitState(life=-1, fu=2),
            lambda e, s: e.trade_trademark(s),
            SplitState(life=3, fu=2),
            [
                (
                    Track.LIFE,
                    4,
                    "traded a Trademark for a permanent Flaw: Life back to full (R-RES-6, R-RES-8)",
                    None,
                )
            ],
        ),
        (
            SplitState(life=3, fu=0),
            lambda e, s: e.start_session(s),
            SplitState(life=3, fu=2),
            [(Track.FU, 2, "a session began: FU back up to 2 (R-RES-4, R-RES-8)", None)],
        ),
        (
            SplitState(life=3, fu=2),
            lambda e, s: e.start_session(s),
            SplitState(life=3, fu=2),
            [(Track.FU, 0, "a session began: FU already 2 or more (R-RES-4, R-RES-8)", None)],
        ),
        (
            SplitState(life=3, fu=2),
            lambda e, s: e.spend(s, 2, "a bribe"),
            SplitState(life=3, fu=0),
            [(Track.FU, -2, "a bribe", None)],
        ),
    ],
)
def test_each_move_is_worded_exactly_R_RES_8(before, call, after, changes):
    """R-RES-8: Life capped at 3 and lost on high stakes; FU uncapped, never below 0."""
    result = ok(call(PLAIN, before))
    assert (result.state.life, result.state.fu) == (after.life, after.fu)
    assert [(c.track, c.amount, c.reason, c.cap) for c in result.changes] == changes


def test_fu_purchases_need_the_points_R_RES_8():
    """R-RES-8."""
    assert PLAIN.fact(SplitState(life=3, fu=0)) == Refusal(
        "not enough FU to narrate a fact or coincidence: has 0, needs 1 (R-RES-2)", Event.FACT
    )
    assert PLAIN.spend(SplitState(life=3, fu=1), 2, "x") == Refusal(
        "not enough FU to spend: has 1, needs 2 (R-RES-2)", Event.SPENT
    )


def test_the_floor_and_life_follow_the_options_R_RES_8():
    """R-RES-8: a campaign's own Life and FU are the start, the cap and the floor."""
    econ = economy("split", life=5, fu=4)
    assert econ.new() == SplitState(life=5, fu=4)
    assert ok(econ.start_session(SplitState(life=5, fu=3))).state.fu == 4
    assert ok(econ.end_scenario(SplitState(life=0, fu=3))).state.life == 5
    assert econ.out(SplitState(life=-1, fu=3)) and not econ.out(SplitState(life=0, fu=3))
    assert econ.losses_left(SplitState(life=2, fu=0)) == 2
    assert econ.value(SplitState(life=2, fu=7), Track.FU) == 7
    assert econ.value(SplitState(life=2, fu=7), Track.LIFE) == 2
