"""Doom, Resolve turned upside down (R-RES-7).

Doom counts up from 0 and never goes below it. Every event that would cost Resolve adds
Doom; every event that would give Resolve takes Doom away (RULES.md decides the mirror
covers every R-RES-2/3 event). A session start takes 2 away; a scenario end, an achieved
Goal and a traded Trademark clear it. Past the limit (5) the character is out. Purchases
— rerolls, facts, powers — are refused when they would push Doom past the limit, the
mirror of never paying below 0 (R-REROLL-1).
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
    check_count,
)

SESSION_RELIEF = 2
"""Doom removed at the start of each session (R-RES-7)."""


class DoomState(State, frozen=True):
    doom: int = 0


class DoomEconomy(Economy[DoomState]):
    name = "doom"
    title = "Doom"
    variant_rule = "R-RES-7"
    session_track = Track.DOOM
    option_names = ("limit", "genre_actions")

    def __init__(self, *, limit: int = 5, genre_actions: bool = False) -> None:
        super().__init__(genre_actions=genre_actions)
        self.limit = check_count("limit", limit, 1, 20)

    def new(self) -> DoomState:
        return DoomState(doom=0)

    def value(self, state: DoomState, track: Track) -> int:
        if track is not Track.DOOM:
            raise ValueError(f"the doom economy has no {track.value} track")
        return state.doom

    def out(self, state: DoomState) -> bool:
        """Out once Doom exceeds the limit."""
        return state.doom > self.limit

    def with_losses_left(self, state: DoomState, losses: int) -> DoomState:
        return replace(state, doom=self.limit - losses)

    def track_cap(self, track: Track) -> int | None:
        return self.limit if track is Track.DOOM else None

    def losses_left(self, state: DoomState) -> int:
        return self.limit - state.doom

    def _apply(
        self, state: DoomState, event: Event, amount: int, particulars: Particulars
    ) -> Step[DoomState]:
        before = state.doom
        note = ""
        if event.effect is Effect.PURCHASE:
            if before + amount > self.limit:
                return Refusal(
                    f"Doom {before} cannot take {amount} more without passing "
                    f"{self.limit} (R-RES-7, R-REROLL-1)",
                    event,
                )
            after = before + amount
        elif event.effect is Effect.COST:
            after = before + amount
            if after > self.limit:
                note = f": past {self.limit}, out of the game unless a Trademark is traded"
        elif event.effect is Effect.GAIN:
            after = max(0, before - amount)  # never below 0
            if before - after < amount:
                note = ": Doom is already at 0"
        else:  # scenario end, Goal achieved, Trademark traded: Doom clears
            after = 0
        change = self.change(Track.DOOM, event, after - before, particulars, note)
        return replace(state, doom=after), [change]

    def _session_gain(self, state: DoomState, event: Event) -> tuple[DoomState, list[Change]]:
        after = max(0, state.doom - SESSION_RELIEF)
        change = self.change(
            Track.DOOM, event, after - state.doom, Particulars(), f": -{SESSION_RELIEF} Doom"
        )
        return replace(state, doom=after), [change]
