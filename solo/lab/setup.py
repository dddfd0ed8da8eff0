"""What a designer asks the lab: the hero, the opposition, and how the hero plays.

:class:`Setup` is the fixed situation (dice, economy variant, opposition, armour, the
options of R-CON-4); :class:`Policy` is a simple way of playing it (reroll below a rung,
keep some Resolve back, concede at a threshold, go risky). Both are frozen values; bad
values raise a ValueError naming them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, Unpack

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.dice import mechanic
from solo.dice.base import Mechanic, Params
from solo.dice.ladder import Answer
from solo.rules.conflicts import Opposition
from solo.rules.economy import VARIANTS, economy
from solo.rules.economy.base import Economy
from solo.rules.economy.events import State, check_count

MAX_START = 20
"""The largest starting Resolve (or Life, FU, opposition pool) the lab accepts."""


def answer_from(value: Answer | str | None, name: str) -> Answer | None:
    """A rung given by machine name (``no_but``) or None."""
    if value is None or isinstance(value, Answer):
        return value
    try:
        return Answer.from_key(str(value).replace("-", "_"))
    except ValueError:
        keys = ", ".join(a.key for a in Answer)
        raise ValueError(f"{name}: unknown rung {value!r}; expected one of {keys}") from None


def rung_name(answer: Answer) -> str:
    """A short display name: No-and, No, No-but, Yes-but, Yes, Yes-and."""
    return answer.label.rstrip("…").replace(", ", "-")


class SetupFields(TypedDict, total=False):
    """The fields of a :class:`Setup` besides its dice, as keyword options."""

    resolve: int
    pool: int
    slots: str | None
    variant: str
    fu: int
    mode: str
    soak: int
    yes_and_costs_two: bool
    conditions: bool
    free_rerolls: int


class Setup(Struct, frozen=True):
    """One hero against one opposition in a high-stakes conflict.

    ``resolve`` is how many losses the hero can take and stay in: Resolve (resolve),
    ``limit - Doom`` (doom), Life (split); the consequences variant starts with none held
    (``mode`` tracks or slots, R-RES-9) and ignores it. ``fu`` is the FU points of split and consequences. ``pool`` is the
    opposition's Resolve pool (R-CON-3), or ``slots`` its Consequence slots (R-RES-9).
    ``soak`` is armour soak left (R-GEAR-3); ``conditions`` makes each no_and a lasting
    -1D and each yes_and (that keeps its "and") a lasting +1D for the rest of the conflict.
    ``free_rerolls`` are rerolls the hero may take at no cost, once each (a lever, see
    :mod:`solo.lab.levers`).
    """

    system: str
    params: Params
    resolve: int = 5
    pool: int = 0
    slots: str | None = None
    variant: str = "resolve"
    fu: int = 2
    mode: str = "tracks"
    soak: int = 0
    yes_and_costs_two: bool = False
    conditions: bool = False
    free_rerolls: int = 0

    def __post_init__(self) -> None:
        force_setattr(self, "system", mechanic(self.system).name)
        check_count("resolve", self.resolve, 0, MAX_START)
        check_count("pool", self.pool, 0, MAX_START)
        check_count("fu", self.fu, 0, MAX_START)
        check_count("soak", self.soak, 0, 9)
        check_count("free rerolls", self.free_rerolls, 0, 9)
        key = str(self.variant).strip().lower()
        if key not in VARIANTS:
            raise ValueError(
                f"unknown variant {self.variant!r}; expected one of {', '.join(VARIANTS)}"
            )
        force_setattr(self, "variant", key)
        if self.slots is not None and key != "consequences":
            raise ValueError("opposition slots need the consequences variant (R-RES-9)")
        if self.mode not in ("tracks", "slots"):
            raise ValueError(f"unknown Consequences mode {self.mode!r}; expected tracks or slots")
        if self.mode == "slots" and key != "consequences":
            raise ValueError("the hero's Consequence slots need the consequences variant (R-RES-9)")
        self.opposition()  # validates the slot preset

    @classmethod
    def build(
        cls, system: str, options: Mapping[str, object] | None = None, **setup: Unpack[SetupFields]
    ) -> Setup:
        """``options`` are the dice options of ``solo odds`` (bonus, opposition, …)."""
        mech = mechanic(system)
        return cls(system=mech.name, params=mech.params(**dict(options or {})), **setup)

    @property
    def mechanic(self) -> Mechanic[Any]:
        return mechanic(self.system)

    def economy(self) -> Economy[Any]:
        """The variant, with room for the starting value above the usual cap."""
        if self.variant == "resolve":
            return economy("resolve", cap=max(5, self.resolve))
        if self.variant == "doom":
            return economy("doom", limit=max(5, self.resolve))
        if self.variant == "split":
            return economy("split", life=max(3, self.resolve), fu=self.fu)
        return economy("consequences", mode=self.mode, fu=self.fu)

    def hero(self, econ: Economy[Any]) -> State:
        """The hero's standing when the conflict starts."""
        fresh: State = econ.new()
        if not econ.losses_count_down:
            return fresh  # the consequences variant starts with none held
        start: State = econ.with_losses_left(fresh, self.resolve)
        return start

    def opposition(self) -> Opposition:
        strength = self.params.opposition
        if self.slots is not None:
            return Opposition.with_slots(self.slots, strength=strength)
        return Opposition(resolve=self.pool, strength=strength)

    def with_bonus(self, plus: int, minus: int) -> Params:
        """The hero's params with ``plus`` extra bonus and ``minus`` extra penalty dice."""
        if not plus and not minus:
            return self.params
        return replace(
            self.params, bonus=self.params.bonus + plus, penalty=self.params.penalty + minus
        )


class Policy(Struct, frozen=True):
    """A simple way to play: the lab's ``--reroll-below``, ``--keep``, ``--concede-at``
    and ``--risky``. ``concede_at`` None never concedes."""

    reroll_below: Answer | None = None
    keep: int = 0
    concede_at: int | None = None
    risky: bool = False
    name: str = ""  # how it is shown, not how it plays: equality leaves it out

    def __post_init__(self) -> None:
        force_setattr(self, "reroll_below", answer_from(self.reroll_below, "reroll below"))
        check_count("keep", self.keep, 0, MAX_START)
        if self.concede_at is not None:
            check_count("concede at", self.concede_at, -1, MAX_START)

    def _play(self) -> tuple[object, ...]:
        return (self.reroll_below, self.keep, self.concede_at, self.risky)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Policy):
            return NotImplemented
        return self._play() == other._play()

    def __hash__(self) -> int:
        return hash(self._play())

    def describe(self) -> str:
        if self.name:
            return self.name
        parts = []
        if self.reroll_below is not None and self.reroll_below is not Answer.NO_AND:
            keep = f", keeping {self.keep}" if self.keep else ""
            parts.append(f"reroll below {rung_name(self.reroll_below)}{keep}")
        if self.concede_at is not None:
            parts.append(f"concede at {self.concede_at}")
        if self.risky:
            parts.append("risky")
        return "; ".join(parts) or "never reroll, never concede"
