"""Conflicts and opposition (RULES.md §5, R-CON-1..7; scale R-LAD-3).

A conflict is one question rolled on any mechanic. :func:`resolve_conflict` reads the
answer against what was at stake and says what it costs whom:

* low stakes (the default) cost no Resolve; high stakes cost the character 1 on any
  ``no_*`` and, against an opposition, cost the opposition 1 on any ``yes_*`` (R-CON-2);
* a risky approach doubles both sides of that bet; the yes_and option makes a
  ``yes_and`` cost the opposition 2 instead of its "and" (R-CON-4);
* a character never loses more than 1 to a single attack unless it chose to be risky.

The character's loss is not paid here: :func:`settle` pays it through the campaign's
economy, after the player chose whether armour soaks it (R-GEAR-3). Several rollers
(R-CON-6) and character against character (R-CON-7) build on the same reading.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import NamedTuple, TypedDict, Unpack

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.dice.base import OPPOSITION
from solo.dice.ladder import Answer, shift
from solo.rules.economy.base import Economy
from solo.rules.economy.consequences import FOOT_SOLDIER_SLOTS, LIEUTENANT_SLOTS, Slots
from solo.rules.economy.events import Reply, S, check_count
from solo.vocabulary import Tier


class Stakes(Enum):
    LOW = "low"
    HIGH = "high"


def as_stakes(value: Stakes | str) -> Stakes:
    """``"low"``/``"high"`` (any case) as Stakes, or a ValueError naming the bad value."""
    if isinstance(value, Stakes):
        return value
    try:
        return Stakes(str(value).strip().lower())
    except ValueError:
        raise ValueError(f"unknown stakes {value!r}; expected low or high") from None


POOLS: Mapping[str, int] = {"standard": 0, "lieutenant": 2, "villain": 5, "dragon": 8}
"""Opposition Resolve pool presets (R-CON-3)."""

SLOT_PRESETS: Mapping[str, Slots] = {
    "foot_soldier": FOOT_SOLDIER_SLOTS,
    "lieutenant": LIEUTENANT_SLOTS,
    "character": Slots(),
}
"""Opposition Consequence slots for the Consequences variant (R-RES-9)."""


def as_answer(answer: Answer | str) -> Answer:
    return answer if isinstance(answer, Answer) else Answer.from_key(str(answer))


class FoeFields(TypedDict, total=False):
    """What :meth:`Opposition.preset` and :meth:`Opposition.with_slots` take besides the
    pool or the slots: the foe's name, strength and scale."""

    name: str
    strength: str
    scale: int


class Opposition(Struct, frozen=True):
    """A foe or an obstacle: strength (R-OPP-1), scale (R-LAD-3) and staying power —
    a Resolve pool (R-CON-3) or, with the Consequences variant, Consequence slots."""

    name: str = "opposition"
    strength: str = "average"
    scale: int = 0
    resolve: int = 0
    slots: Slots | None = None
    consequences: tuple[Tier, ...] = ()
    overwhelmed: bool = False  # slots: a hit found no free slot

    def __post_init__(self) -> None:
        key = str(self.strength).strip().lower()
        if key not in OPPOSITION:
            names = ", ".join(k for k in OPPOSITION if k != "standard")
            raise ValueError(
                f"unknown opposition strength {self.strength!r}; expected one of {names}"
            )
        force_setattr(self, "strength", key)
        check_count("scale", self.scale, -10, 10)
        check_count("opposition Resolve", self.resolve, -99, 99)

    @classmethod
    def preset(cls, pool: str | int, **options: Unpack[FoeFields]) -> Opposition:
        """standard 0, lieutenant 2, villain 5, dragon 8, or any whole number (R-CON-3)."""
        if isinstance(pool, str) and not pool.strip().isdigit():
            key = pool.strip().lower()
            if key not in POOLS:
                raise ValueError(
                    f"unknown opposition pool {pool!r}; expected {', '.join(POOLS)} or a number"
                )
            return cls(resolve=POOLS[key], **options)
        return cls(resolve=check_count("opposition Resolve", int(pool), 0, 99), **options)

    @classmethod
    def with_slots(
        cls, slots: str | Slots | Mapping[str, int], **options: Unpack[FoeFields]
    ) -> Opposition:
        """Opposition with Consequence slots: foot_soldier (none), lieutenant (1 minor,
        1 major), character (2/1/1), or any Slots (R-RES-9)."""
        if isinstance(slots, str):
            key = slots.strip().lower().replace(" ", "_")
            if key not in SLOT_PRESETS:
                raise ValueError(
                    f"unknown slot preset {slots!r}; expected {', '.join(SLOT_PRESETS)}"
                )
            return cls(slots=SLOT_PRESETS[key], **options)
        return cls(slots=Slots.of(slots), **options)

    @property
    def modifier(self) -> int:
        """Strength as a dice modifier: weak +1 … overwhelming -3 (R-OPP-1)."""
        return OPPOSITION[self.strength]

    @property
    def defeated(self) -> bool:
        """Below 0 Resolve (R-CON-3), or no free slot left for a hit (R-RES-9)."""
        return self.overwhelmed if self.slots is not None else self.resolve < 0

    def hit(self, amount: int) -> Opposition:
        """The opposition after losing ``amount`` Resolve (or taking that many hits)."""
        if self.slots is None:
            return replace(self, resolve=self.resolve - amount)
        held = list(self.consequences)
        for _ in range(amount):
            tier = self.slots.place(held, Tier.MINOR)
            if tier is None:
                return replace(self, consequences=tuple(held), overwhelmed=True)
            held.append(tier)
        return replace(self, consequences=tuple(held))


class Conflict(Struct, frozen=True):
    """What was agreed before the roll."""

    stakes: Stakes = Stakes.LOW
    opposition: Opposition | None = None
    risky: bool = False
    yes_and_costs_two: bool = False
    combat: bool = False  # armour can soak a combat loss (R-GEAR-3)
    character_scale: int = 0

    def __post_init__(self) -> None:
        force_setattr(self, "stakes", as_stakes(self.stakes))
        if self.risky and self.stakes is Stakes.LOW:
            raise ValueError(
                "a risky approach only matters when Resolve is at stake: "
                "make the conflict high stakes (R-CON-4)"
            )

    @property
    def high(self) -> bool:
        return self.stakes is Stakes.HIGH

    @property
    def scale(self) -> int:
        """The scale to give the mechanic: + favours the character, - the opposition."""
        theirs = self.opposition.scale if self.opposition is not None else 0
        return self.character_scale - theirs

    def scaled(self, answer: Answer | str) -> Answer:
        """An answer read without scale, moved one rung per level of difference (R-LAD-3)."""
        return shift(as_answer(answer), self.scale)


class ConflictOutcome(Struct, frozen=True):
    """What one answer costs whom. The character's loss is still to be settled."""

    answer: Answer
    stakes: Stakes
    character_loss: int
    soakable: bool
    opposition: Opposition | None
    opposition_loss: int
    character_condition: bool  # a negative Condition (or Detail) is on the cards
    and_extra: bool  # a yes_and brings its "and" Condition or Detail
    notes: tuple[str, ...]

    @property
    def opposition_defeated(self) -> bool:
        return self.opposition is not None and self.opposition.defeated

    def soaked(self, available: int) -> int:
        """Points of this loss armour takes when ``available`` soak is offered: one soak use
        per point, never more than the loss (R-GEAR-3). :func:`settle` refuses a soak
        of a loss that is not from combat."""
        return min(max(available, 0), self.character_loss)


def resolve_conflict(conflict: Conflict, answer: Answer | str) -> ConflictOutcome:
    """Read one (already scaled) answer against the conflict's stakes."""
    answer = as_answer(answer)
    loss = 0
    if answer.is_yes:
        paid = _opposition_pays(conflict, answer)
        notes = list(paid.notes)
    else:
        paid = _OppositionPaid(conflict.opposition, 0, False, ())
        loss, note = _character_pays(conflict)
        notes = [note]
    if answer is Answer.YES_BUT:
        notes.append(f"{Answer.YES_BUT.label} may still bring a Condition (R-CON-1)")
    return ConflictOutcome(
        answer=answer,
        stakes=conflict.stakes,
        character_loss=loss,
        soakable=loss > 0 and conflict.combat,
        opposition=paid.opposition,
        opposition_loss=paid.loss,
        character_condition=answer <= Answer.YES_BUT,
        and_extra=paid.and_extra,
        notes=tuple(notes),
    )


class _OppositionPaid(NamedTuple):
    opposition: Opposition | None
    loss: int
    and_extra: bool
    notes: tuple[str, ...]


def _opposition_pays(conflict: Conflict, answer: Answer) -> _OppositionPaid:
    """A yes: what it costs the opposition (R-CON-2..4), and whether yes_and keeps its "and"."""
    opposition = conflict.opposition
    and_extra = answer is Answer.YES_AND
    if not conflict.high:
        note = "low stakes: nobody's Resolve is drawn down (R-CON-1, R-CON-3)"
        return _OppositionPaid(opposition, 0, and_extra, (note,))
    if opposition is None:
        return _OppositionPaid(None, 0, and_extra, ())
    if opposition.defeated:
        note = f"{opposition.name} is already defeated (R-CON-3)"
        return _OppositionPaid(opposition, 0, and_extra, (note,))
    if conflict.risky:
        loss, note = 2, "the risky approach paid off: the target loses 2 (R-CON-4)"
    elif and_extra and conflict.yes_and_costs_two:
        loss, and_extra = 2, False
        note = f"{Answer.YES_AND.label} costs the opposition 2 instead of its 'and' (R-CON-4)"
    else:
        loss, note = 1, "a yes in high stakes costs the opposition 1 (R-CON-2)"
    hit = opposition.hit(loss)
    defeated = (f"{hit.name} is defeated (R-CON-3)",) if hit.defeated else ()
    return _OppositionPaid(hit, loss, and_extra, (note, *defeated))


def _character_pays(conflict: Conflict) -> tuple[int, str]:
    """A no: what it costs the character, and why (R-CON-1, R-CON-2, R-CON-4)."""
    if not conflict.high:
        return 0, "low stakes: the loss costs no Resolve (R-CON-1)"
    if conflict.risky:
        return 2, "the risky approach failed: the character loses 2 (R-CON-4)"
    return 1, "a no in high stakes costs the character 1 (R-CON-2)"


def settle(
    economy: Economy[S],
    state: S,
    outcome: ConflictOutcome,
    *,
    soaked: int = 0,
    kind: str = "physical",
    severity: str = "minor",
    label: str = "",
) -> Reply[S] | None:
    """Pay the character's loss through the economy; None when nothing was lost.

    ``soaked`` points are absorbed by armour instead, one soak use each (R-GEAR-3; the
    armour's own count lives in :mod:`solo.rules.gear`).
    """
    if soaked and not outcome.soakable:
        raise ValueError("only a Resolve loss from combat can be soaked by armour (R-GEAR-3)")
    if outcome.character_loss == 0:
        return None
    return economy.high_stakes_loss(
        state,
        risky=outcome.character_loss == 2,
        soaked=soaked,
        kind=kind,
        severity=severity,
        label=label,
    )


def concede(economy: Economy[S], state: S, conflict: Conflict) -> Reply[S]:
    """Lose on negotiated terms; +1 Resolve only when it was high stakes (R-CON-5)."""
    return economy.concede(state, high_stakes=conflict.high)
