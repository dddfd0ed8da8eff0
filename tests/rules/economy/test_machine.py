"""Random sequences of economy operations, one state machine per variant.

Checked after every step, against predicates written here independently of the code:
Resolve and Life never above their caps (R-RES-1, R-RES-8); Doom and FU never below 0
(R-RES-7, R-RES-8, R-RES-9); out exactly when Resolve/Life is below 0, Doom is past 5 or
a Consequence is permanent (R-RES-6, R-RES-7, R-RES-9); an operation is refused exactly
when the rules say so, and a refused one changes nothing; the signed amounts of all
Changes, added to the starting values, give every track's current value.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from solo.rules.conditions import Tier
from solo.rules.economy import economy
from solo.rules.economy.base import Economy
from solo.rules.economy.consequences import KINDS
from solo.rules.economy.events import Refusal, Result

MACHINE_SETTINGS = settings(max_examples=50, stateful_step_count=30, deadline=None)

# (name, call, kind, amount a purchase needs)
OPS: list[tuple[str, Any, str, int]] = [
    ("loss", lambda e, s, d: e.high_stakes_loss(s, **d), "cost", 0),
    ("risky loss", lambda e, s, d: e.high_stakes_loss(s, risky=True, **d), "cost", 0),
    ("soaked loss", lambda e, s, d: e.high_stakes_loss(s, risky=True, soaked=1, **d), "cost", 0),
    ("reroll", lambda e, s, d: e.reroll(s), "purchase", 1),
    ("fact", lambda e, s, d: e.fact(s), "purchase", 1),
    ("power", lambda e, s, d: e.powerful_power(s), "purchase", 1),
    ("spend 2", lambda e, s, d: e.spend(s, 2, "a big claim"), "purchase", 2),
    ("setback", lambda e, s, d: e.goal_setback(s), "plain", 0),
    ("abandon", lambda e, s, d: e.abandon_goal(s), "plain", 0),
    ("goal failed", lambda e, s, d: e.goal_failed(s), "plain", 0),
    ("lose by hand", lambda e, s, d: e.lose(s, 1, "a ruling", kind=d["kind"]), "plain", 0),
    ("milestone", lambda e, s, d: e.goal_milestone(s), "plain", 0),
    ("pivotal flaw", lambda e, s, d: e.flaw_complication(s, pivotal=True), "plain", 0),
    ("mere penalty flaw", lambda e, s, d: e.flaw_complication(s, pivotal=False), "never", 0),
    ("genre", lambda e, s, d: e.genre_action(s), "genre", 0),
    ("downtime", lambda e, s, d: e.downtime(s), "downtime", 0),
    ("concede high", lambda e, s, d: e.concede(s, high_stakes=True), "plain", 0),
    ("concede low", lambda e, s, d: e.concede(s, high_stakes=False), "plain", 0),
    ("asset lost", lambda e, s, d: e.asset_lost(s), "plain", 0),
    ("gain by hand", lambda e, s, d: e.gain(s, 2, "a gift"), "plain", 0),
    ("session", lambda e, s, d: e.start_session(s), "plain", 0),
    ("cliffhanger session", lambda e, s, d: e.start_session(s, cliffhanger=True), "plain", 0),
    ("cliffhanger resolved", lambda e, s, d: e.resolve_cliffhanger(s), "cliffhanger", 0),
    ("scenario end", lambda e, s, d: e.end_scenario(s), "plain", 0),
    ("goal achieved", lambda e, s, d: e.goal_achieved(s), "plain", 0),
    ("goal replaced", lambda e, s, d: e.goal_replaced(s), "plain", 0),
    ("trade", lambda e, s, d: e.trade_trademark(s), "trade", 0),
]
OP = {op[0]: op for op in OPS}


class EconomyMachine(RuleBasedStateMachine):
    econ: Economy[Any]

    def __init__(self) -> None:
        super().__init__()
        self.state = self.econ.new()
        self.start = {t: self.econ.value(self.state, t) for t in self.econ.tracks()}
        self.totals = Counter({t: 0 for t in self.econ.tracks()})

    # independent predicates, per variant
    def is_out(self, state: Any) -> bool:
        raise NotImplementedError

    def affordable(self, state: Any, amount: int) -> bool:
        raise NotImplementedError

    def check_bounds(self, state: Any) -> None:
        raise NotImplementedError

    def should_refuse(self, kind: str, amount: int, state: Any) -> bool:
        out = self.is_out(state)
        if kind == "trade":
            return not out
        if out or kind == "never":
            return True
        return {
            "genre": not self.econ.genre_actions,
            "downtime": state.session.downtime_taken,
            "purchase": not self.affordable(state, amount),
            "cliffhanger": not state.session.cliffhanger_pending,
        }.get(kind, False)

    @initialize(losses=st.integers(0, 6), kind=st.sampled_from(KINDS))
    def worn_down(self, losses: int, kind: str) -> None:
        """Start anywhere from fresh to out, through the API, so low values get tested."""
        for _ in range(losses):
            self.do(OP["lose by hand"], kind, "minor")

    @rule(
        op=st.sampled_from(OPS),
        kind=st.sampled_from(KINDS),
        severity=st.sampled_from(["minor", "moderate", "major"]),
    )
    def act(self, op: tuple[str, Any, str, int], kind: str, severity: str) -> None:
        self.do(op, kind, severity)

    @precondition(lambda self: self.is_out(self.state))
    @rule()
    def trade_back_in(self) -> None:
        """Out: often trade at once, so runs spend their steps in play."""
        self.do(OP["trade"], "physical", "minor")

    def do(self, op: tuple[str, Any, str, int], kind: str, severity: str) -> None:
        name, call, op_kind, amount = op
        before = self.state
        result = call(self.econ, before, {"kind": kind, "severity": severity})
        refuse = self.should_refuse(op_kind, amount, before)
        if isinstance(result, Refusal):
            assert refuse, f"{name} refused: {result.reason}"
            assert result.reason and not hasattr(result, "state")
            assert call(self.econ, before, {"kind": kind, "severity": severity}) == result
            assert self.state is before
            return
        assert isinstance(result, Result) and not refuse, f"{name} should be refused"
        for change in result.changes:
            assert change.reason, name
            self.totals[change.track] += change.amount
        self.state = result.state
        if name.endswith("session"):
            assert not self.state.session.downtime_taken
        if name == "downtime":
            assert self.state.session.downtime_taken

    @invariant()
    def changes_add_up(self) -> None:
        for track in self.econ.tracks():
            assert self.start[track] + self.totals[track] == self.econ.value(self.state, track)

    @invariant()
    def out_exactly_when_the_rules_say(self) -> None:
        assert self.econ.out(self.state) == self.is_out(self.state)
        if self.econ.plot_immunity(self.state):
            assert not self.is_out(self.state)

    @invariant()
    def within_bounds(self) -> None:
        self.check_bounds(self.state)


class ResolveMachine(EconomyMachine):
    econ = economy("resolve")

    def is_out(self, state: Any) -> bool:
        return state.resolve < 0

    def affordable(self, state: Any, amount: int) -> bool:
        return state.resolve >= amount

    def check_bounds(self, state: Any) -> None:
        assert state.resolve <= self.econ.cap


class SmallResolveMachine(ResolveMachine):
    econ = economy("resolve", cap=3, genre_actions=True)


class DoomMachine(EconomyMachine):
    econ = economy("doom", genre_actions=True)

    def is_out(self, state: Any) -> bool:
        return state.doom > 5

    def affordable(self, state: Any, amount: int) -> bool:
        return state.doom + amount <= 5

    def check_bounds(self, state: Any) -> None:
        assert state.doom >= 0


class SplitMachine(EconomyMachine):
    econ = economy("split")

    def is_out(self, state: Any) -> bool:
        return state.life < 0

    def affordable(self, state: Any, amount: int) -> bool:
        return state.fu >= amount

    def check_bounds(self, state: Any) -> None:
        assert state.life <= 3 and state.fu >= 0


class TracksMachine(EconomyMachine):
    econ = economy("consequences", genre_actions=True)

    def is_out(self, state: Any) -> bool:
        return any(c.severity is Tier.PERMANENT for c in state.consequences)

    def affordable(self, state: Any, amount: int) -> bool:
        return state.fu >= amount

    def check_bounds(self, state: Any) -> None:
        assert state.fu >= 0
        for kind in KINDS:  # each type's track runs minor, moderate, major, permanent
            held = [int(c.severity) for c in state.consequences if c.kind == kind]
            assert held == list(range(1, len(held) + 1)) and len(held) <= 4


class SlotsMachine(TracksMachine):
    econ = economy("consequences", mode="slots")

    def check_bounds(self, state: Any) -> None:
        assert state.fu >= 0
        count = Counter(c.severity for c in state.consequences)
        assert count[Tier.MINOR] <= 2 and count[Tier.MODERATE] <= 1
        assert count[Tier.MAJOR] <= 1 and count[Tier.PERMANENT] <= 1


def _case(machine: type[EconomyMachine]) -> Any:
    case = machine.TestCase
    case.settings = MACHINE_SETTINGS
    return case


TestResolveMachine_R_RES_1_to_6 = _case(ResolveMachine)
TestSmallCapResolveMachine_R_RES_1_to_6 = _case(SmallResolveMachine)
TestDoomMachine_R_RES_7 = _case(DoomMachine)
TestSplitMachine_R_RES_8 = _case(SplitMachine)
TestConsequenceTracksMachine_R_RES_9 = _case(TracksMachine)
TestConsequenceSlotsMachine_R_RES_9 = _case(SlotsMachine)
