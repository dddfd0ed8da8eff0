"""What every Resolve variant provides, and the plumbing the shared events run through.

:class:`EconomyBase` declares the tracks a variant keeps (``new``, ``value``, ``out``,
``losses_left``, ``_apply``, ``_session_gain``), the status every screen reads
(``plot_immunity``, ``escalate``), and turns one move of the tracks into a
:class:`Result` or a :class:`Refusal` with its reason. The events themselves and their
gates are :class:`solo.rules.economy.Economy`'s.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic

from solo.rules.events import (
    NO_PARTICULARS,
    OUT_REASON,
    Change,
    Event,
    Particulars,
    Refusal,
    Reply,
    Result,
    S,
    Step,
    Track,
    check_count,
)


class EconomyBase(ABC, Generic[S]):
    """One Resolve variant's tracks and the plumbing; :class:`Economy` adds the events."""

    name: ClassVar[str]
    title: ClassVar[str]
    variant_rule: ClassVar[str] = ""  # added to every reason, e.g. "R-RES-7"
    session_track: ClassVar[Track]  # the track the session-start gain moves
    option_names: ClassVar[tuple[str, ...]] = ("genre_actions",)

    def __init__(self, *, genre_actions: bool = False) -> None:
        if not isinstance(genre_actions, bool):
            raise ValueError(f"genre_actions must be true or false, got {genre_actions!r}")
        self.genre_actions = genre_actions

    # --- what a variant provides ----------------------------------------------------

    @abstractmethod
    def new(self) -> S:
        """A fresh character's standing."""

    @abstractmethod
    def value(self, state: S, track: Track) -> int:
        """The current value of one of this variant's tracks."""

    @abstractmethod
    def out(self, state: S) -> bool:
        """Out of the game (R-RES-6; past Doom 5; past the Consequence limit)."""

    @abstractmethod
    def losses_left(self, state: S) -> int:
        """How many more one-point high-stakes losses the character can take and stay in."""

    @abstractmethod
    def _apply(self, state: S, event: Event, amount: int, particulars: Particulars) -> Step[S]:
        """Move the tracks for one event (all gates already passed)."""

    @abstractmethod
    def _session_gain(self, state: S, event: Event) -> tuple[S, list[Change]]:
        """The session-start gain (R-RES-4), paid now."""

    def options(self) -> dict[str, Any]:
        """The options this economy was built with: ``economy(self.name, **options())``
        builds it again (for saves)."""
        out: dict[str, Any] = {}
        for name in self.option_names:
            value = getattr(self, name)
            out[name] = value if isinstance(value, (bool, int, str)) else dict(vars(value))
        return out

    def summary(self, state: S) -> str:
        return ", ".join(f"{t.value} {self.value(state, t)}" for t in self.tracks())

    def tracks(self) -> tuple[Track, ...]:
        return (self.session_track,)

    # --- status (R-RES-6, R-ORA-3) --------------------------------------------------

    def plot_immunity(self, state: S) -> bool:
        """False at Resolve 0 (or its equivalent): the next loss writes the character out."""
        return not self.out(state) and self.losses_left(state) > 0

    def escalate(self, state: S) -> bool:
        """Resolve 0 or 1 (or equivalent): drawn complications come one tier worse."""
        return self.losses_left(state) <= 1

    # --- plumbing ------------------------------------------------------------------

    def reason(self, event: Event, note: str = "", particulars: Particulars | None = None) -> str:
        """``"<what happened><note> (<rule>, <variant rule>)"``."""
        particulars = particulars or NO_PARTICULARS
        if particulars.reason:
            return f"{particulars.reason}{note}"
        rules = ", ".join(r for r in (event.rule, particulars.also_rule, self.variant_rule) if r)
        return f"{event.text}{particulars.how}{note} ({rules})"

    def change(
        self,
        track: Track,
        event: Event,
        amount: int,
        particulars: Particulars,
        note: str = "",
        cap: int | None = None,
    ) -> Change:
        return Change(track, amount, self.reason(event, note, particulars), event, cap)

    def _run(
        self, state: S, event: Event, amount: int = 1, particulars: Particulars = NO_PARTICULARS
    ) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, event)
        return self._apply_checked(state, event, amount, particulars)

    def _apply_checked(
        self, state: S, event: Event, amount: int, particulars: Particulars
    ) -> Reply[S]:
        step = self._apply(state, event, amount, particulars)
        if isinstance(step, Refusal):
            return step
        new_state, changes = step
        return Result(new_state, tuple(changes), event)

    def _by_hand(
        self,
        state: S,
        event: Event,
        amount: int,
        reason: str,
        track: Track | None,
        kind: str = "physical",
    ) -> Reply[S]:
        amount = check_count("amount", amount, 1, 20)
        if not str(reason).strip():
            raise ValueError("a by-hand change needs a reason")
        if track is not None and track not in self.tracks():
            names = ", ".join(t.value for t in self.tracks())
            raise ValueError(f"{self.name} has no {track.value} track; it has {names}")
        return self._run(
            state, event, amount, Particulars(reason=reason.strip(), track=track, kind=kind)
        )

    def _noted(self, state: S, event: Event, reason: str) -> Reply[S]:
        """A Result that moves nothing but says why (still refused when out)."""
        if self.out(state):
            return Refusal(OUT_REASON, event)
        return Result(state, (Change(self.tracks()[0], 0, reason, event),), event)

    @staticmethod
    def _soak_note(soaked: int) -> str:
        return f"armour soaked {soaked} of the loss instead (R-GEAR-3)"
