"""The Resolve economy every variant shares: the tracks a variant keeps, the events that
move them and the gates on those events (RULES.md §4).

A variant (:mod:`.resolve`, :mod:`.doom`, :mod:`.split`, :mod:`.consequences`) only says
*which track moves and how far* (``new``, ``value``, ``out``, ``losses_left``, ``_apply``,
``_session_gain``); :class:`Economy` says *when*: the gates every variant shares (out of the
game, downtime once per session, the genre option, pivotal Flaws, the cliffhanger), the status
every screen reads (``plot_immunity``, ``escalate``, ``losses_left``), and the plumbing that
turns one move of the tracks into a :class:`Result` or a :class:`Refusal` with its reason.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar, Generic

from msgspec.structs import asdict, replace

from solo.rules.economy.events import (
    NO_PARTICULARS,
    OUT_REASON,
    Change,
    Event,
    Particulars,
    Refusal,
    Reply,
    Result,
    S,
    SessionFlags,
    Step,
    Track,
    check_count,
)
from solo.vocabulary import PlainDict


class Economy(ABC, Generic[S]):
    """One Resolve variant. Subclasses say which track moves; this class says when."""

    name: ClassVar[str]
    title: ClassVar[str]
    variant_rule: ClassVar[str] = ""  # added to every reason, e.g. "R-RES-7"
    session_track: ClassVar[Track]  # the track the session-start gain moves
    option_names: ClassVar[tuple[str, ...]] = ("genre_actions",)
    losses_count_down: ClassVar[bool] = True
    """Whether ``losses_left`` is one number that counts down to out (Resolve, the limit less
    Doom, Life): then a standing is summed up, and set up, by that number alone. False where
    the standing is the Consequences held (R-RES-9)."""

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

    def options(self) -> PlainDict:
        """The options this economy was built with: ``economy(self.name, **options())``
        builds it again (for saves)."""
        out: PlainDict = {}
        for name in self.option_names:
            value = getattr(self, name)
            out[name] = value if isinstance(value, (bool, int, str)) else asdict(value)
        return out

    def with_losses_left(self, state: S, losses: int) -> S:
        """``state`` moved so that ``losses_left`` is ``losses``, where losses count down
        (see :attr:`losses_count_down`); otherwise ``state`` as it is."""
        return state

    def track_cap(self, track: Track) -> int | None:
        """The most ``track`` can hold, where the variant keeps a most (None otherwise)."""
        return None

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

    # --- R-RES-2: what costs -------------------------------------------------------

    def high_stakes_loss(
        self,
        state: S,
        *,
        risky: bool = False,
        soaked: int = 0,
        kind: str = "physical",
        severity: str = "minor",
        label: str = "",
    ) -> Reply[S]:
        """Lose a high-stakes conflict: 1, or 2 on a risky approach (R-CON-4).

        ``soaked`` points are absorbed by armour instead (R-GEAR-3) and noted, not lost.
        """
        amount = 2 if risky else 1
        soaked = check_count("soaked", soaked, 0, amount)
        particulars = Particulars(
            kind=kind,
            severity=severity,
            label=label,
            how=" on a risky approach" if risky else "",
            also_rule="R-CON-4" if risky else "",
        )
        if soaked == amount:
            return self._noted(state, Event.HIGH_STAKES_LOSS, self._soak_note(soaked))
        result = self._run(state, Event.HIGH_STAKES_LOSS, amount - soaked, particulars)
        if soaked and isinstance(result, Result):
            note = Change(self.tracks()[0], 0, self._soak_note(soaked), Event.HIGH_STAKES_LOSS)
            return replace(result, changes=(note, *result.changes))
        return result

    def reroll(self, state: S) -> Reply[S]:
        return self._run(state, Event.REROLL)

    def goal_setback(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_SETBACK)

    def fact(self, state: S) -> Reply[S]:
        return self._run(state, Event.FACT)

    def powerful_power(self, state: S) -> Reply[S]:
        return self._run(state, Event.POWERFUL_POWER)

    def abandon_goal(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_ABANDONED)

    # --- R-RES-3: what pays --------------------------------------------------------

    def goal_milestone(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_MILESTONE)

    def flaw_complication(self, state: S, *, pivotal: bool) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, Event.FLAW_COMPLICATION)
        if not pivotal:
            return Refusal(
                "a Flaw that only adds a penalty die is not pivotal: nothing gained (R-RES-3)",
                Event.FLAW_COMPLICATION,
            )
        return self._run(state, Event.FLAW_COMPLICATION)

    def genre_action(self, state: S) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, Event.GENRE_ACTION)
        if not self.genre_actions:
            return Refusal(
                "genre-typical actions earn nothing unless the campaign turns that option "
                "on (R-RES-3)",
                Event.GENRE_ACTION,
            )
        return self._run(state, Event.GENRE_ACTION)

    def downtime(self, state: S) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, Event.DOWNTIME)
        if state.session.downtime_taken:
            return Refusal("downtime already taken this session (R-RES-3)", Event.DOWNTIME)
        result = self._run(state, Event.DOWNTIME)
        if isinstance(result, Result):
            flags = replace(result.state.session, downtime_taken=True)
            return replace(result, state=replace(result.state, session=flags))
        return result

    def concede(self, state: S, *, high_stakes: bool) -> Reply[S]:
        """Concede (R-CON-5). Low stakes may be conceded too, but nothing is gained."""
        if not high_stakes:
            return self._noted(
                state,
                Event.CONCEDE,
                "conceded a low-stakes conflict: nothing was at stake, nothing is gained (R-RES-3)",
            )
        return self._run(state, Event.CONCEDE)

    def asset_lost(self, state: S) -> Reply[S]:
        return self._run(state, Event.ASSET_LOST)

    # --- R-RES-4: sessions and scenarios -------------------------------------------

    def start_session(self, state: S, *, cliffhanger: bool = False) -> Reply[S]:
        """+2 (or the variant's equivalent), held back while a cliffhanger is pending."""
        if self.out(state):
            return Refusal(OUT_REASON, Event.SESSION_START)
        changes: list[Change] = []
        if state.session.cliffhanger_pending:  # the old cliffhanger resolved off-screen
            state, owed = self._session_gain(state, Event.CLIFFHANGER_RESOLVED)
            changes += owed
        if cliffhanger:
            changes.append(
                Change(
                    self.session_track,
                    0,
                    "the session-start gain waits until the cliffhanger scene resolves (R-RES-4)",
                    Event.SESSION_START,
                )
            )
        else:
            state, gain = self._session_gain(state, Event.SESSION_START)
            changes += gain
        state = replace(state, session=SessionFlags(cliffhanger_pending=cliffhanger))
        return Result(state, tuple(changes), Event.SESSION_START)

    def resolve_cliffhanger(self, state: S) -> Reply[S]:
        event = Event.CLIFFHANGER_RESOLVED
        if self.out(state):
            return Refusal(OUT_REASON, event)
        if not state.session.cliffhanger_pending:
            return Refusal("no cliffhanger is waiting to resolve (R-RES-4)", event)
        state, changes = self._session_gain(state, event)
        flags = replace(state.session, cliffhanger_pending=False)
        return Result(replace(state, session=flags), tuple(changes), event)

    def end_scenario(self, state: S) -> Reply[S]:
        return self._run(state, Event.SCENARIO_END)

    # --- R-RES-5: Goals resolved ---------------------------------------------------

    def goal_achieved(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_ACHIEVED)

    def goal_failed(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_FAILED)

    def goal_replaced(self, state: S) -> Reply[S]:
        """A Goal events made irrelevant is replaced at no cost."""
        return self._noted(
            state, Event.GOAL_REPLACED, self.reason(Event.GOAL_REPLACED, ": no cost")
        )

    # --- R-RES-6: out, and the way back --------------------------------------------

    def trade_trademark(self, state: S) -> Reply[S]:
        if not self.out(state):
            return Refusal(
                "only a character who is out may trade a Trademark for a permanent Flaw (R-RES-6)",
                Event.TRADE_TRADEMARK,
            )
        return self._apply_checked(state, Event.TRADE_TRADEMARK, 1, Particulars())

    # --- by hand: a ruling the table makes ------------------------------------------

    def lose(
        self,
        state: S,
        amount: int,
        reason: str,
        *,
        track: Track | None = None,
        kind: str = "physical",
    ) -> Reply[S]:
        return self._by_hand(state, Event.LOST, amount, reason, track, kind)

    def gain(self, state: S, amount: int, reason: str, *, track: Track | None = None) -> Reply[S]:
        return self._by_hand(state, Event.GAINED, amount, reason, track)

    def spend(self, state: S, amount: int, reason: str) -> Reply[S]:
        return self._by_hand(state, Event.SPENT, amount, reason, None)
