"""Split: Life and FU points instead of one Resolve pool (R-RES-8).

Life (3, capped) is the character's plot immunity: high-stakes losses take it, a
downtime scene and a high-stakes concession give it back, a scenario end fills it, and
below 0 the character is out (a Trademark may be traded, refilling Life). FU points
(2 to start, no cap) are the currency: rerolls, facts and powers spend them and must be
paid in full; Goal progress, pivotal Flaws and (optionally) genre actions earn them;
Goal setbacks take one but never below 0 (RULES.md decision). At a session start
anyone below 2 FU goes back up to 2.
"""

from __future__ import annotations

from msgspec.structs import replace

from solo.rules.economy.base import Economy
from solo.rules.economy.events import (
    Change,
    Effect,
    Event,
    Particulars,
    Refusal,
    State,
    Step,
    Track,
    cannot_pay,
    check_count,
)

LIFE_EVENTS = frozenset({Event.HIGH_STAKES_LOSS, Event.DOWNTIME, Event.CONCEDE})
"""Events that move Life; everything else moves FU."""


def fu_step(event: Event, effect: Effect, fu: int, amount: int) -> tuple[int, str] | Refusal:
    """Where FU points go for one event: (new FU, note), or a refusal to pay.

    Shared by Split and Consequences: purchases need the points in hand; costs stop at 0;
    gains have no cap.
    """
    if effect is Effect.PURCHASE:
        if fu < amount:
            return cannot_pay(event, "FU", fu, amount)
        return fu - amount, ""
    if effect is Effect.COST:
        after = max(0, fu - amount)
        return after, (": FU never goes below 0" if fu - after < amount else "")
    return fu + amount, ""


def fu_session_floor(fu: int, floor: int) -> tuple[int, str]:
    """Session start: FU below the floor (2) comes back up to it; more is kept."""
    if fu < floor:
        return floor, f": FU back up to {floor}"
    return fu, f": FU already {floor} or more"


class SplitState(State, frozen=True):
    life: int = 3
    fu: int = 2


class SplitEconomy(Economy[SplitState]):
    name = "split"
    title = "Split: Life and FU"
    variant_rule = "R-RES-8"
    session_track = Track.FU
    option_names = ("life", "fu", "genre_actions")

    def __init__(self, *, life: int = 3, fu: int = 2, genre_actions: bool = False) -> None:
        super().__init__(genre_actions=genre_actions)
        self.life = check_count("life", life, 1, 20)
        self.fu = check_count("fu", fu, 0, 20)

    def new(self) -> SplitState:
        return SplitState(life=self.life, fu=self.fu)

    def tracks(self) -> tuple[Track, ...]:
        return (Track.LIFE, Track.FU)

    def value(self, state: SplitState, track: Track) -> int:
        if track is Track.LIFE:
            return state.life
        if track is Track.FU:
            return state.fu
        raise ValueError(f"the split economy has no {track.value} track")

    def out(self, state: SplitState) -> bool:
        return state.life < 0

    def with_losses_left(self, state: SplitState, losses: int) -> SplitState:
        return replace(state, life=losses)

    def losses_left(self, state: SplitState) -> int:
        return state.life

    def _apply(
        self, state: SplitState, event: Event, amount: int, particulars: Particulars
    ) -> Step[SplitState]:
        if event is Event.SCENARIO_END or event is Event.TRADE_TRADEMARK:
            change = self.change(
                Track.LIFE, event, self.life - state.life, particulars, ": Life back to full"
            )
            return replace(state, life=self.life), [change]
        effect = Effect.GAIN if event is Event.GOAL_ACHIEVED else event.effect
        track = particulars.track or (
            Track.LIFE if event in LIFE_EVENTS or event is Event.LOST else Track.FU
        )
        if track is Track.LIFE:
            return self._life(state, event, effect, amount, particulars)
        step = fu_step(event, effect, state.fu, amount)
        if isinstance(step, Refusal):
            return step
        after, note = step
        change = self.change(Track.FU, event, after - state.fu, particulars, note)
        return replace(state, fu=after), [change]

    def _life(
        self, state: SplitState, event: Event, effect: Effect, amount: int, particulars: Particulars
    ) -> Step[SplitState]:
        before = state.life
        note, cap = "", None
        if effect is Effect.PURCHASE:
            raise ValueError("Life cannot be spent; spend FU instead (R-RES-8)")
        if effect is Effect.COST:
            after = before - amount
            if after < 0:
                note = ": below 0, out of the game unless a Trademark is traded"
        else:
            after = min(self.life, before + amount)
            if after - before < amount:
                cap = self.life  # said with the change: "+0 Life (capped at 3), now 3"
        change = self.change(Track.LIFE, event, after - before, particulars, note, cap)
        return replace(state, life=after), [change]

    def _session_gain(self, state: SplitState, event: Event) -> tuple[SplitState, list[Change]]:
        after, note = fu_session_floor(state.fu, self.fu)
        change = self.change(Track.FU, event, after - state.fu, Particulars(), note)
        return replace(state, fu=after), [change]
