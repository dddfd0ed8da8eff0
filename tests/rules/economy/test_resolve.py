"""The default Resolve economy, R-RES-1..6 (RULES.md §4), worked by hand."""

from __future__ import annotations

import pytest

from solo.rules.economy import economy
from solo.rules.economy.events import Event, Refusal, Result, Track
from solo.rules.economy.resolve import ResolveState

ECON = economy("resolve")


def at(resolve: int, **flags: bool) -> ResolveState:
    from solo.rules.economy.events import SessionFlags

    return ResolveState(resolve=resolve, session=SessionFlags(**flags))


def ok(result: Result | Refusal) -> Result:
    assert isinstance(result, Result), result
    return result


COSTS = {
    "high-stakes loss": lambda e, s: e.high_stakes_loss(s),
    "reroll": lambda e, s: e.reroll(s),
    "goal setback": lambda e, s: e.goal_setback(s),
    "fact": lambda e, s: e.fact(s),
    "powerful power": lambda e, s: e.powerful_power(s),
    "abandon goal": lambda e, s: e.abandon_goal(s),
}
GAINS = {
    "milestone": lambda e, s: e.goal_milestone(s),
    "pivotal flaw": lambda e, s: e.flaw_complication(s, pivotal=True),
    "genre action": lambda e, s: e.genre_action(s),
    "downtime": lambda e, s: e.downtime(s),
    "high-stakes concession": lambda e, s: e.concede(s, high_stakes=True),
    "lost asset": lambda e, s: e.asset_lost(s),
}


def test_starts_at_cap_and_never_rises_above_it_R_RES_1():
    """R-RES-1."""
    state = ECON.new()
    assert state.resolve == 5
    result = ok(ECON.goal_milestone(state))
    assert result.state.resolve == 5
    assert result.changes[0].amount == 0
    assert result.changes[0].cap == 5
    assert economy("resolve", cap=6).new().resolve == 6


@pytest.mark.parametrize("name", COSTS)
def test_each_cost_takes_one_point_R_RES_2(name):
    """R-RES-2."""
    result = ok(COSTS[name](ECON, at(3)))
    assert result.state.resolve == 2
    [change] = result.changes
    assert (change.track, change.amount) == (Track.RESOLVE, -1)
    assert "R-RES-2" in change.reason


@pytest.mark.parametrize("name", ["reroll", "fact", "powerful power"])
def test_purchases_need_the_point_in_hand_R_RES_2_R_REROLL_1(name):
    """R-RES-2 R-REROLL-1."""
    refusal = COSTS[name](ECON, at(0))
    assert isinstance(refusal, Refusal)
    assert "not enough Resolve" in refusal.reason and "has 0, needs 1" in refusal.reason


def test_reroll_refusal_names_the_reroll_rule_R_REROLL_1():
    """R-REROLL-1."""
    refusal = ECON.reroll(at(0))
    assert isinstance(refusal, Refusal)
    assert refusal.reason == "not enough Resolve to reroll: has 0, needs 1 (R-REROLL-1)"


@pytest.mark.parametrize("name", ["high-stakes loss", "goal setback", "abandon goal"])
def test_costs_that_befall_the_character_can_take_it_below_zero_R_RES_2_R_RES_6(name):
    """R-RES-2 R-RES-6."""
    result = ok(COSTS[name](ECON, at(0)))
    assert result.state.resolve == -1
    assert ECON.out(result.state)


@pytest.mark.parametrize("name", GAINS)
def test_each_gain_gives_one_point_R_RES_3(name):
    """R-RES-3."""
    with_genre = economy("resolve", genre_actions=True)
    result = ok(GAINS[name](with_genre, at(3)))
    assert result.state.resolve == 4
    [change] = result.changes
    assert change.amount == 1 and "R-RES-3" in change.reason


def test_a_flaw_that_only_adds_a_penalty_die_is_not_pivotal_R_RES_3():
    """R-RES-3."""
    refusal = ECON.flaw_complication(at(3), pivotal=False)
    assert isinstance(refusal, Refusal) and "not pivotal" in refusal.reason


def test_genre_actions_pay_only_when_the_option_is_on_R_RES_3():
    """R-RES-3."""
    refusal = ECON.genre_action(at(3))
    assert isinstance(refusal, Refusal) and "option" in refusal.reason


def test_downtime_once_per_character_per_session_R_RES_3():
    """R-RES-3."""
    first = ok(ECON.downtime(at(2)))
    assert first.state.session.downtime_taken
    second = ECON.downtime(first.state)
    assert isinstance(second, Refusal)
    assert second.reason == "downtime already taken this session (R-RES-3)"
    next_session = ok(ECON.start_session(first.state))
    assert ok(ECON.downtime(next_session.state)).state.resolve == 5  # 3 +2 session +1
    other_character = ok(ECON.downtime(at(2)))  # each character has its own state
    assert other_character.state.resolve == 3


def test_conceding_low_stakes_gains_nothing_R_RES_3_R_CON_5():
    """R-RES-3 R-CON-5."""
    result = ok(ECON.concede(at(3), high_stakes=False))
    assert result.state == at(3)
    assert [c.amount for c in result.changes] == [0]
    assert "low-stakes" in result.changes[0].reason


def test_session_start_gives_two_up_to_the_cap_R_RES_4():
    """R-RES-4."""
    assert ok(ECON.start_session(at(1))).state.resolve == 3
    assert ok(ECON.start_session(at(4))).state.resolve == 5


def test_cliffhanger_holds_the_session_gain_until_it_resolves_R_RES_4():
    """R-RES-4."""
    started = ok(ECON.start_session(at(1), cliffhanger=True))
    assert started.state.resolve == 1
    assert started.state.session.cliffhanger_pending
    assert "cliffhanger" in started.changes[0].reason
    resolved = ok(ECON.resolve_cliffhanger(started.state))
    assert resolved.state.resolve == 3
    assert not resolved.state.session.cliffhanger_pending
    again = ECON.resolve_cliffhanger(resolved.state)
    assert isinstance(again, Refusal) and "no cliffhanger" in again.reason


def test_a_new_session_pays_a_cliffhanger_gain_still_owed_R_RES_4():
    """R-RES-4."""
    held = ok(ECON.start_session(at(0), cliffhanger=True)).state
    after = ok(ECON.start_session(held))
    assert after.state.resolve == 4  # the owed +2, then this session's +2
    assert [c.event for c in after.changes] == [Event.CLIFFHANGER_RESOLVED, Event.SESSION_START]


def test_scenario_end_resets_to_cap_R_RES_4():
    """R-RES-4."""
    assert ok(ECON.end_scenario(at(1))).state.resolve == 5


def test_goal_achieved_restores_cap_R_RES_5():
    """R-RES-5."""
    result = ok(ECON.goal_achieved(at(1)))
    assert result.state.resolve == 5 and result.changes[0].amount == 4


def test_goal_failed_at_final_conflict_costs_one_R_RES_5():
    """R-RES-5."""
    assert ok(ECON.goal_failed(at(3))).state.resolve == 2


def test_goal_made_irrelevant_is_replaced_at_no_cost_R_RES_5():
    """R-RES-5."""
    result = ok(ECON.goal_replaced(at(3)))
    assert result.state.resolve == 3 and result.changes[0].amount == 0


def test_zero_means_no_plot_immunity_and_low_resolve_escalates_R_RES_6_R_ORA_3():
    """R-RES-6 R-ORA-3."""
    assert ECON.plot_immunity(at(1)) and not ECON.plot_immunity(at(0))
    assert [ECON.escalate(at(r)) for r in range(5, -1, -1)] == [
        False,
        False,
        False,
        False,
        True,
        True,
    ]


def test_below_zero_is_out_until_a_trademark_is_traded_R_RES_6():
    """R-RES-6."""
    out = ok(ECON.high_stakes_loss(at(0))).state
    assert ECON.out(out) and not ECON.plot_immunity(out)
    for name, op in {**COSTS, **GAINS}.items():
        refusal = op(ECON, out)
        assert isinstance(refusal, Refusal) and "out of the game" in refusal.reason, name
    assert isinstance(ECON.start_session(out), Refusal)
    back = ok(ECON.trade_trademark(out))
    assert back.state.resolve == 5 and not ECON.out(back.state)
    assert back.changes[0].amount == 6 and "R-RES-6" in back.changes[0].reason


def test_trading_a_trademark_only_when_out_R_RES_6():
    """R-RES-6."""
    refusal = ECON.trade_trademark(at(0))
    assert isinstance(refusal, Refusal) and "only a character who is out" in refusal.reason


def test_risky_loss_costs_two_and_armour_may_soak_it_R_CON_4():
    """R-CON-4."""
    assert ok(ECON.high_stakes_loss(at(3), risky=True)).state.resolve == 1
    half = ok(ECON.high_stakes_loss(at(3), risky=True, soaked=1))
    assert half.state.resolve == 2
    assert [c.amount for c in half.changes] == [0, -1]
    assert "R-GEAR-3" in half.changes[0].reason
    whole = ok(ECON.high_stakes_loss(at(3), soaked=1))
    assert whole.state == at(3)
    with pytest.raises(ValueError, match="soaked must be between 0 and 1"):
        ECON.high_stakes_loss(at(3), soaked=2)


def test_by_hand_changes_carry_the_callers_reason():
    lost = ok(ECON.lose(at(3), 2, "the bridge gave way"))
    assert lost.state.resolve == 1 and lost.changes[0].reason == "the bridge gave way"
    assert ok(ECON.gain(at(3), 5, "a rousing speech")).state.resolve == 5
    assert isinstance(ECON.spend(at(1), 2, "a bold claim"), Refusal)
    with pytest.raises(ValueError, match="amount must be between 1 and 20, got 0"):
        ECON.lose(at(3), 0, "nothing")
    with pytest.raises(ValueError, match="needs a reason"):
        ECON.gain(at(3), 1, "  ")
    with pytest.raises(ValueError, match="no fu track"):
        ECON.gain(at(3), 1, "x", track=Track.FU)


def test_unknown_variant_or_option_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown economy 'luck'"):
        economy("luck")
    with pytest.raises(ValueError, match="unknown option 'limit' for the resolve economy"):
        economy("resolve", limit=3)
    with pytest.raises(ValueError, match="cap must be between 1 and 20, got 0"):
        economy("resolve", cap=0)


def test_risky_loss_reason_names_both_rules_R_RES_2_R_CON_4():
    """R-RES-2 R-CON-4."""
    [change] = ok(ECON.high_stakes_loss(at(3), risky=True)).changes
    assert change.reason == "lost a high-stakes conflict on a risky approach (R-RES-2, R-CON-4)"


@pytest.mark.parametrize(
    "name,options",
    [
        ("resolve", {"cap": 6, "genre_actions": True}),
        ("doom", {"limit": 4}),
        ("split", {"life": 4, "fu": 1}),
        ("consequences", {"mode": "slots", "slots": {"minor": 3}}),
    ],
)
def test_options_rebuild_the_same_economy_for_saves_R_RES_1(name, options):
    """R-RES-1."""
    built = economy(name, **options)
    again = economy(name, **built.options())
    assert again.options() == built.options()
    assert again.new() == built.new()


# --- every move worded and capped exactly (R-RES-1..6) -------------------------------------


def _change(amount, reason, event, cap=None):
    from solo.rules.economy.events import Change

    return (Change(Track.RESOLVE, amount, reason, event, cap),)


@pytest.mark.parametrize(
    "before,call,after,changes",
    [
        (
            0,
            lambda e, s: e.high_stakes_loss(s),
            -1,
            _change(
                -1,
                "lost a high-stakes conflict: below 0, out of the game unless a Trademark is traded (R-RES-2)",
                Event.HIGH_STAKES_LOSS,
            ),
        ),
        (
            1,
            lambda e, s: e.goal_failed(s),
            0,
            _change(-1, "failed a Goal at its final conflict (R-RES-5)", Event.GOAL_FAILED),
        ),
        (
            4,
            lambda e, s: e.goal_milestone(s),
            5,
            _change(1, "reached a Goal milestone (R-RES-3)", Event.GOAL_MILESTONE),
        ),
        (
            5,
            lambda e, s: e.asset_lost(s),
            5,
            _change(0, "lost invested gear or an aide (R-RES-3)", Event.ASSET_LOST, 5),
        ),
        (4, lambda e, s: e.gain(s, 3, "a rest"), 5, _change(1, "a rest", Event.GAINED, 5)),
        (1, lambda e, s: e.gain(s, 3, "a rest"), 4, _change(3, "a rest", Event.GAINED)),
        (
            4,
            lambda e, s: e.start_session(s),
            5,
            _change(1, "a session began: +2 (R-RES-4)", Event.SESSION_START, 5),
        ),
        (
            3,
            lambda e, s: e.start_session(s),
            5,
            _change(2, "a session began: +2 (R-RES-4)", Event.SESSION_START),
        ),
        (
            1,
            lambda e, s: e.end_scenario(s),
            5,
            _change(4, "the scenario ended (R-RES-4)", Event.SCENARIO_END),
        ),
        (
            0,
            lambda e, s: e.goal_achieved(s),
            5,
            _change(5, "achieved a Goal (R-RES-5)", Event.GOAL_ACHIEVED),
        ),
        (
            1,
            lambda e, s: e.reroll(s),
            0,
            _change(-1, "rerolled dice of the roll just made (R-RES-2)", Event.REROLL),
        ),
    ],
)
def test_each_move_is_worded_and_capped_R_RES_1_to_5(before, call, after, changes):
    """R-RES-1 (a gain stops at the cap and says so), R-RES-2..5."""
    result = ok(call(ECON, at(before)))
    assert result.state.resolve == after
    assert result.changes == changes


def test_a_purchase_needs_every_point_in_hand_R_REROLL_1():
    """R-REROLL-1: never below 0 to pay."""
    assert ECON.fact(at(0)) == Refusal(
        "not enough Resolve to narrate a fact or coincidence: has 0, needs 1 (R-RES-2)", Event.FACT
    )
    assert ECON.powerful_power(at(0)) == Refusal(
        "not enough Resolve to activate a very powerful power: has 0, needs 1 (R-RES-2)",
        Event.POWERFUL_POWER,
    )
    assert ECON.spend(at(2), 3, "a bribe") == Refusal(
        "not enough Resolve to spend: has 2, needs 3 (R-RES-2)", Event.SPENT
    )
    assert ok(ECON.spend(at(3), 3, "a bribe")).state.resolve == 0


def test_a_smaller_cap_is_where_the_pool_starts_and_stops_R_RES_1():
    """R-RES-1."""
    small = economy("resolve", cap=3)
    assert small.new().resolve == 3
    result = ok(small.start_session(at(2)))
    assert result.state.resolve == 3
    assert result.changes[0].cap == 3
    assert ok(small.trade_trademark(at(-1))).state.resolve == 3
