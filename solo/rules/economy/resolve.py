"""Resolve, the default economy (R-RES-1..6).

One pool, cap 5, starting full. Costs take a point (and may take the character below 0,
out of the game); purchases — rerolls, facts, very powerful powers — need the point in
hand; gains stop at the cap. A session start gives 2, a scenario end or an achieved Goal
fills the pool, and a character who is out may trade a Trademark for a permanent Flaw to
come back at full Resolve.
"""

from __future__ import annotations

from msgspec.structs import replace

from solo.rules.economy.base import Economy
from solo.rules.economy.events import (
    Change,
    Effect,
    Event,
    Particulars,
    State,
    Step,
    Track,
    cannot_pay,
    check_count,
)

SESSION_GAIN = 2
"""Resolve regained at the start of each session (R-RES-4)."""


class ResolveState(State, frozen=True):
    resolve: int = 5


class ResolveEconomy(Economy[ResolveState]):
    name = "resolve"
    title = "Resolve"
    session_track = Track.RESOLVE
    option_names = ("cap", "genre_actions")

    def __init__(self, *, cap: int = 5, genre_actions: bool = False) -> None:
        super().__init__(genre_actions=genre_actions)
        self.cap = check_count("cap", cap, 1, 20)

    def new(self) -> ResolveState:
        """Start at the cap (R-RES-1)."""
        return ResolveState(resolve=self.cap)

    def value(self, state: ResolveState, track: Track) -> int:
        if track is not Track.RESOLVE:
            raise ValueError(f"the resolve economy has no {track.value} track")
        return state.resolve

    def out(self, state: ResolveState) -> bool:
        """Below 0 the character is out (R-RES-6)."""
        return state.resolve < 0

    def with_losses_left(self, state: ResolveState, losses: int) -> ResolveState:
        return replace(state, resolve=losses)

    def track_cap(self, track: Track) -> int | None:
        return self.cap if track is Track.RESOLVE else None

    def losses_left(self, state: ResolveState) -> int:
        return state.resolve

    def _apply(
        self, state: ResolveState, event: Event, amount: int, particulars: Particulars
    ) -> Step[ResolveState]:
        before = state.resolve
        note, cap = "", None
        if event.effect is Effect.PURCHASE:
            if before < amount:  # never below 0 to pay (R-REROLL-1)
                return cannot_pay(event, "Resolve", before, amount)
            after = before - amount
        elif event.effect is Effect.COST:
            after = before - amount
            if after < 0:
                note = ": below 0, out of the game unless a Trademark is traded"
        elif event.effect is Effect.GAIN:
            after = min(self.cap, before + amount)  # never above the cap (R-RES-1)
            if after - before < amount:
                cap = self.cap  # how much and to what is said with the change (R-RES-1)
        else:  # scenario end, Goal achieved, Trademark traded: back to the cap
            after = self.cap
        change = self.change(Track.RESOLVE, event, after - before, particulars, note, cap)
        return replace(state, resolve=after), [change]

    def _session_gain(self, state: ResolveState, event: Event) -> tuple[ResolveState, list[Change]]:
        after = min(self.cap, state.resolve + SESSION_GAIN)
        capped = after - state.resolve < SESSION_GAIN
        note = f": +{SESSION_GAIN}"
        cap = self.cap if capped else None
        change = self.change(Track.RESOLVE, event, after - state.resolve, Particulars(), note, cap)
        return replace(state, resolve=after), [change]
