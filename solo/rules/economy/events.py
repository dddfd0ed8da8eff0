"""The vocabulary of the Resolve economy: events, tracks, changes, results.

Every economy operation (see :mod:`solo.rules.economy`) answers with a :class:`Result`
carrying :class:`Change` values, or with a :class:`Refusal`. Each :class:`Event` knows
the rule that defines it (R-RES-2..6) and whether it is a cost, a purchase or a gain.
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar, Generic, Self, TypeVar

from msgspec import Struct, field


class Effect(Enum):
    """How an event touches the economy before a variant picks the track."""

    COST = "cost"  # befalls the character; may take it out
    PURCHASE = "purchase"  # chosen and paid; refused when it cannot be paid (R-REROLL-1)
    GAIN = "gain"
    SPECIAL = "special"  # restores, resets, trades, or nothing at all


class Event(Enum):
    """Every event of R-RES-2..6, plus the by-hand lose/gain/spend."""

    # R-RES-2: costs one
    HIGH_STAKES_LOSS = ("high_stakes_loss", Effect.COST, "R-RES-2", "lost a high-stakes conflict")
    REROLL = ("reroll", Effect.PURCHASE, "R-RES-2", "rerolled dice of the roll just made")
    GOAL_SETBACK = ("goal_setback", Effect.COST, "R-RES-2", "suffered a Goal setback")
    FACT = ("fact", Effect.PURCHASE, "R-RES-2", "narrated a convenient fact or coincidence")
    POWERFUL_POWER = (
        "powerful_power",
        Effect.PURCHASE,
        "R-RES-2",
        "activated a very powerful power",
    )
    GOAL_ABANDONED = ("goal_abandoned", Effect.COST, "R-RES-2", "abandoned a Goal")
    # R-RES-3: gains one
    GOAL_MILESTONE = ("goal_milestone", Effect.GAIN, "R-RES-3", "reached a Goal milestone")
    FLAW_COMPLICATION = (
        "flaw_complication",
        Effect.GAIN,
        "R-RES-3",
        "a Flaw caused a pivotal complication",
    )
    GENRE_ACTION = ("genre_action", Effect.GAIN, "R-RES-3", "acted true to the genre")
    DOWNTIME = ("downtime", Effect.GAIN, "R-RES-3", "took a downtime scene")
    CONCEDE = ("concede", Effect.GAIN, "R-RES-3", "conceded a high-stakes conflict")
    ASSET_LOST = ("asset_lost", Effect.GAIN, "R-RES-3", "lost invested gear or an aide")
    # R-RES-4: sessions and scenarios
    SESSION_START = ("session_start", Effect.SPECIAL, "R-RES-4", "a session began")
    CLIFFHANGER_RESOLVED = (
        "cliffhanger_resolved",
        Effect.SPECIAL,
        "R-RES-4",
        "the cliffhanger scene resolved",
    )
    SCENARIO_END = ("scenario_end", Effect.SPECIAL, "R-RES-4", "the scenario ended")
    # R-RES-5: Goals resolved
    GOAL_ACHIEVED = ("goal_achieved", Effect.SPECIAL, "R-RES-5", "achieved a Goal")
    GOAL_FAILED = ("goal_failed", Effect.COST, "R-RES-5", "failed a Goal at its final conflict")
    GOAL_REPLACED = (
        "goal_replaced",
        Effect.SPECIAL,
        "R-RES-5",
        "replaced a Goal events made irrelevant",
    )
    # R-RES-6: the way back in
    TRADE_TRADEMARK = (
        "trade_trademark",
        Effect.SPECIAL,
        "R-RES-6",
        "traded a Trademark for a permanent Flaw",
    )
    # by hand (the reason comes from the caller)
    LOST = ("lost", Effect.COST, "", "lost")
    GAINED = ("gained", Effect.GAIN, "", "gained")
    SPENT = ("spent", Effect.PURCHASE, "", "spent")

    effect: Effect
    rule: str
    text: str

    def __new__(cls, key: str, effect: Effect, rule: str, text: str) -> Self:
        obj = object.__new__(cls)
        obj._value_ = key
        obj.effect = effect
        obj.rule = rule
        obj.text = text
        return obj


class Track(Enum):
    """What a Change moves."""

    RESOLVE = "resolve"
    DOOM = "doom"
    LIFE = "life"
    FU = "fu"
    CONSEQUENCES = "consequences"  # counts Consequences held


class Change(Struct, frozen=True):
    """One movement of one track: signed ``amount`` (0 = noted, nothing moved) and why."""

    track: Track
    amount: int
    reason: str
    event: Event
    cap: int | None = None
    """Set when a gain met the track's cap: the gain is then less than asked (maybe 0)."""


class SessionFlags(Struct, frozen=True):
    """Per-session bookkeeping every variant shares (R-RES-3 downtime, R-RES-4)."""

    downtime_taken: bool = False
    cliffhanger_pending: bool = False


class State(Struct, frozen=True):
    """Base of every variant's state."""

    session: SessionFlags = field(default_factory=SessionFlags)


S = TypeVar("S", bound=State)
S_co = TypeVar("S_co", bound=State, covariant=True)
"""A result only hands its state out, so a ``Result[ResolveState]`` is a ``Result[State]``."""


class Result(Struct, Generic[S_co], frozen=True):
    """An operation that happened: the new state and every Change it made."""

    state: S_co
    changes: tuple[Change, ...]
    event: Event
    ok: ClassVar[bool] = True


class Refusal(Struct, frozen=True):
    """An operation that did not happen, and why. The state is untouched."""

    reason: str
    event: Event
    ok: ClassVar[bool] = False


Reply = Result[S] | Refusal
Step = tuple[S, list[Change]] | Refusal


class Particulars(Struct, frozen=True):
    """The particulars of one economy event beyond its amount; each variant reads what
    it needs (by-hand reason and track, the Consequence taken, extra wording)."""

    reason: str = ""  # by-hand operations: the caller's reason
    track: Track | None = None  # by-hand operations: which track (Split, Consequences)
    kind: str = "physical"  # Consequences: the type of Consequence taken
    severity: str = "minor"  # Consequences (slots): the tier asked for
    label: str = ""  # Consequences: its name, e.g. "Bleeding"
    how: str = ""  # said after the event, e.g. " on a risky approach"
    also_rule: str = ""  # a further rule behind it, e.g. "R-CON-4"


NO_PARTICULARS = Particulars()
"""An event with nothing more to say than its amount."""


OUT_REASON = (
    "the character is out of the game; trade a Trademark for a permanent Flaw to stay in (R-RES-6)"
)

_PAY_FOR = {
    Event.REROLL: ("reroll", "R-REROLL-1"),
    Event.FACT: ("narrate a fact or coincidence", "R-RES-2"),
    Event.POWERFUL_POWER: ("activate a very powerful power", "R-RES-2"),
    Event.SPENT: ("spend", "R-RES-2"),
}


def cannot_pay(event: Event, what: str, has: int, needs: int) -> Refusal:
    """The refusal for a purchase the character cannot afford (R-REROLL-1)."""
    verb, rule = _PAY_FOR[event]
    return Refusal(f"not enough {what} to {verb}: has {has}, needs {needs} ({rule})", event)


def check_count(name: str, value: object, lo: int = 0, hi: int = 99) -> int:
    """Validate a whole-number option or amount, naming it in the error."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, got {value!r}")
    if not lo <= value <= hi:
        raise ValueError(f"{name} must be between {lo} and {hi}, got {value}")
    return value
