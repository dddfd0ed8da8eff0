"""Consequences: FU points plus lasting Consequences instead of Life (R-RES-9).

FU works as in Split (and a high-stakes concession earns 1 FU). Each high-stakes loss
gives the character a Consequence instead of costing a point. Two ways to hold them:

* **tracks** (default): each type — physical, mental, social — has its own track; each
  new Consequence of a type is a tier worse than the last (minor, moderate, major), and a
  fourth of one type is permanent: the character is out.
* **slots**: types share 2 minor, 1 moderate and 1 major slot. A Consequence takes a free
  slot of its tier or the next free higher one; with none free the character is out.

Trading a Trademark for a permanent Flaw keeps the character in and clears them all.
:class:`Slots` also serves opposition with Consequence slots (see conflicts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from msgspec import Struct
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
from solo.rules.economy.split import fu_session_floor, fu_step
from solo.vocabulary import PlainDict, Tier

KINDS: tuple[str, ...] = ("physical", "mental", "social")
MODES: tuple[str, ...] = ("tracks", "slots")


def wanted_tier(value: Tier | str) -> Tier:
    """The tier a new Consequence is asked for: minor, moderate or major, never permanent."""
    tier = Tier.from_key(value)
    if tier is Tier.PERMANENT:
        raise ValueError("a new Consequence is minor, moderate or major, not permanent")
    return tier


def check_kind(kind: str) -> str:
    key = str(kind).strip().lower()
    if key not in KINDS:
        raise ValueError(f"unknown Consequence type {kind!r}; expected one of {', '.join(KINDS)}")
    return key


class Consequence(Struct, frozen=True):
    kind: str
    severity: Tier
    label: str = ""

    def describe(self) -> str:
        name = f" '{self.label}'" if self.label else ""
        return f"{self.severity.key} {self.kind} Consequence{name}"


class Slots(Struct, frozen=True):
    """How many Consequences of each tier fit (R-RES-9 slot option)."""

    minor: int = 2
    moderate: int = 1
    major: int = 1

    def __post_init__(self) -> None:
        for tier in ("minor", "moderate", "major"):
            check_count(f"{tier} slots", getattr(self, tier), 0, 9)

    @classmethod
    def of(cls, value: Slots | Mapping[str, int] | None) -> Slots:
        if value is None:
            return cls()
        if isinstance(value, Slots):
            return value
        unknown = set(value) - {"minor", "moderate", "major"}
        if unknown:
            raise ValueError(
                f"unknown slot tier {min(unknown)!r}; expected minor, moderate or major"
            )
        return cls(**dict(value))

    def capacity(self, tier: Tier) -> int:
        return {Tier.MINOR: self.minor, Tier.MODERATE: self.moderate, Tier.MAJOR: self.major}.get(
            tier, 0
        )

    def place(self, held: Sequence[Tier], wanted: Tier) -> Tier | None:
        """The slot a new Consequence takes: its own tier if free, else the next free
        higher one; None when nothing at or above it is free (out / defeated)."""
        for tier in (Tier.MINOR, Tier.MODERATE, Tier.MAJOR):
            if tier >= wanted and list(held).count(tier) < self.capacity(tier):
                return tier
        return None

    def free(self, held: Sequence[Tier]) -> int:
        return sum(
            max(0, self.capacity(t) - list(held).count(t))
            for t in (Tier.MINOR, Tier.MODERATE, Tier.MAJOR)
        )


FOOT_SOLDIER_SLOTS = Slots(0, 0, 0)
LIEUTENANT_SLOTS = Slots(1, 0, 1)


class ConsequencesState(State, frozen=True):
    fu: int = 2
    consequences: tuple[Consequence, ...] = ()

    def held(self, kind: str | None = None) -> tuple[Consequence, ...]:
        return tuple(c for c in self.consequences if kind is None or c.kind == kind)


class ConsequencesEconomy(Economy[ConsequencesState]):
    name = "consequences"
    title = "FU and Consequences"
    variant_rule = "R-RES-9"
    session_track = Track.FU
    option_names = ("mode", "slots", "fu", "genre_actions")
    losses_count_down = False

    def __init__(
        self,
        *,
        mode: str = "tracks",
        slots: Slots | Mapping[str, int] | None = None,
        fu: int = 2,
        genre_actions: bool = False,
    ) -> None:
        super().__init__(genre_actions=genre_actions)
        self.mode = str(mode).strip().lower()
        if self.mode not in MODES:
            raise ValueError(f"unknown Consequences mode {mode!r}; expected tracks or slots")
        if slots is not None and self.mode != "slots":
            raise ValueError("slots are only used in the slots mode")
        self.slots = Slots.of(slots)
        self.fu = check_count("fu", fu, 0, 20)

    def options(self) -> PlainDict:
        options = super().options()
        if self.mode != "slots":
            del options["slots"]
        return options

    def new(self) -> ConsequencesState:
        return ConsequencesState(fu=self.fu)

    def tracks(self) -> tuple[Track, ...]:
        return (Track.CONSEQUENCES, Track.FU)

    def value(self, state: ConsequencesState, track: Track) -> int:
        if track is Track.FU:
            return state.fu
        if track is Track.CONSEQUENCES:
            return len(state.consequences)
        raise ValueError(f"the consequences economy has no {track.value} track")

    def out(self, state: ConsequencesState) -> bool:
        return any(c.severity is Tier.PERMANENT for c in state.consequences)

    def losses_left(self, state: ConsequencesState) -> int:
        if self.out(state):
            return -1
        if self.mode == "slots":
            return self.slots.free([c.severity for c in state.consequences])
        return 3 - max(len(state.held(kind)) for kind in KINDS)

    # --- events --------------------------------------------------------------------

    def _apply(
        self, state: ConsequencesState, event: Event, amount: int, particulars: Particulars
    ) -> Step[ConsequencesState]:
        if event in (Event.SCENARIO_END, Event.TRADE_TRADEMARK):
            return self._clear(state, event, particulars)
        if event is Event.DOWNTIME:
            return self._heal(state, event, particulars)
        if event is Event.GAINED and particulars.track is Track.CONSEQUENCES:
            changes: list[Change] = []
            for _ in range(amount):
                state, healed = self._heal(state, event, particulars)
                changes += healed
            return state, changes
        if event is Event.HIGH_STAKES_LOSS or (
            event is Event.LOST and particulars.track in (None, Track.CONSEQUENCES)
        ):
            return self._take(state, event, amount, particulars)
        effect = Effect.GAIN if event is Event.GOAL_ACHIEVED else event.effect
        step = fu_step(event, effect, state.fu, amount)
        if isinstance(step, Refusal):
            return step
        after, note = step
        change = self.change(Track.FU, event, after - state.fu, particulars, note)
        return replace(state, fu=after), [change]

    def _take(
        self, state: ConsequencesState, event: Event, amount: int, particulars: Particulars
    ) -> Step[ConsequencesState]:
        kind = check_kind(particulars.kind)
        wanted = wanted_tier(particulars.severity)
        changes: list[Change] = []
        for _ in range(amount):
            if self.mode == "slots":
                held = [c.severity for c in state.consequences]
                tier = self.slots.place(held, wanted) or Tier.PERMANENT
            else:
                tier = Tier(len(state.held(kind)) + 1)
            taken = Consequence(kind, tier, particulars.label)
            state = replace(state, consequences=(*state.consequences, taken))
            note = f": {taken.describe()}"
            if tier is Tier.PERMANENT:
                note += ", out of the game unless a Trademark is traded"
            changes.append(self.change(Track.CONSEQUENCES, event, 1, particulars, note))
            if tier is Tier.PERMANENT:
                break
        return state, changes

    def _heal(
        self, state: ConsequencesState, event: Event, particulars: Particulars
    ) -> tuple[ConsequencesState, list[Change]]:
        """Downtime heals one step: the lowest slot, or the top of the shortest track."""
        held = state.consequences
        if not held:
            return state, [
                self.change(Track.CONSEQUENCES, event, 0, particulars, ": no Consequence to heal")
            ]
        if self.mode == "slots":
            gone = min(range(len(held)), key=lambda i: (held[i].severity, i))
        else:
            kind = min((k for k in KINDS if state.held(k)), key=lambda k: len(state.held(k)))
            gone = max(i for i, c in enumerate(held) if c.kind == kind)
        note = f": healed the {held[gone].describe()}"
        remaining = held[:gone] + held[gone + 1 :]
        change = self.change(Track.CONSEQUENCES, event, -1, particulars, note)
        return replace(state, consequences=remaining), [change]

    def _clear(
        self, state: ConsequencesState, event: Event, particulars: Particulars
    ) -> Step[ConsequencesState]:
        count = len(state.consequences)
        change = self.change(
            Track.CONSEQUENCES, event, -count, particulars, ": every Consequence clears"
        )
        return replace(state, consequences=()), [change]

    def _session_gain(
        self, state: ConsequencesState, event: Event
    ) -> tuple[ConsequencesState, list[Change]]:
        after, note = fu_session_floor(state.fu, self.fu)
        change = self.change(Track.FU, event, after - state.fu, Particulars(), note)
        return replace(state, fu=after), [change]
