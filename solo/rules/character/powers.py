"""Supernatural powers (R-SUP-1): how a campaign handles them, and the bookkeeping.

A campaign picks any mix of these options. How powers are written down:

* ``as_descriptors`` — each power is an ordinary, specific Descriptor (+1D);
* ``in_concept`` — powers are listed among the Concept's abilities;
* ``broad_three`` — a broad power Trademark holds three specific powers, each at +0D.

What they cost:

* ``cap_cost`` — each broad power Trademark takes 1 from the Resolve cap;
* ``unreliable`` — a no_and suspends the power; once overused (more than one use in a
  scene, or more uses in a session than the Resolve cap) any no_* suspends it;
* ``magic_points`` — 3 points per power, 1 per non-trivial use; with none left a use
  costs 1 Resolve instead; an advancement may buy +2 points instead of a Trademark.

A very powerful use always costs 1 Resolve: R-RES-2 makes that a base rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.dice.ladder import Answer
from solo.rules.plain import enum_from, field, flag, text, whole
from solo.vocabulary import PlainDict

MAGIC_POINTS_PER_POWER = 3
MAGIC_POINTS_PER_ADVANCE = 2
SPECIFIC_POWERS_IN_BROAD = 3
VERY_POWERFUL_USE_COST = 1


class PowerOption(Enum):
    AS_DESCRIPTORS = "as_descriptors"
    IN_CONCEPT = "in_concept"
    BROAD_THREE = "broad_three"
    CAP_COST = "cap_cost"
    UNRELIABLE = "unreliable"
    MAGIC_POINTS = "magic_points"


class PowerRules(Struct, frozen=True):
    """The campaign's supernatural options (R-SUP-1). No options: no powers at all."""

    options: frozenset[PowerOption] = frozenset()

    def __post_init__(self) -> None:
        force_setattr(
            self,
            "options",
            frozenset(enum_from(PowerOption, o, "power option") for o in self.options),
        )

    @classmethod
    def of(cls, *options: PowerOption | str) -> PowerRules:
        return cls(frozenset(enum_from(PowerOption, o, "power option") for o in options))

    def allows(self, option: PowerOption) -> bool:
        return option in self.options

    @property
    def any_powers(self) -> bool:
        return bool(
            self.options
            & {PowerOption.AS_DESCRIPTORS, PowerOption.IN_CONCEPT, PowerOption.BROAD_THREE}
        )

    def to_dict(self) -> PlainDict:
        return {"options": sorted(o.value for o in self.options)}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> PowerRules:
        raw = data.get("options", [])
        if not isinstance(raw, list):
            raise ValueError(f"power options must be a list, got {raw!r}")
        return cls(frozenset(enum_from(PowerOption, o, "power option") for o in raw))


NO_POWERS = PowerRules()
"""A campaign without supernatural options (R-SUP-1)."""


class PowerState(Struct, frozen=True):
    """One power's bookkeeping: magic points, uses this scene and session, suspension."""

    power: str
    magic_points: int = MAGIC_POINTS_PER_POWER
    magic_max: int = MAGIC_POINTS_PER_POWER
    uses_this_scene: int = 0
    uses_this_session: int = 0
    suspended: bool = False

    def __post_init__(self) -> None:
        force_setattr(self, "power", text(self.power, "a power's name"))
        whole(self.magic_max, f"power {self.power!r} magic points cap", 0)
        points = whole(self.magic_points, f"power {self.power!r} magic points", 0)
        if points > self.magic_max:
            raise ValueError(
                f"power {self.power!r} has {points} magic points, above its cap {self.magic_max}"
            )
        whole(self.uses_this_scene, "uses this scene", 0)
        whole(self.uses_this_session, "uses this session", 0)

    def overused(self, resolve_cap: int) -> bool:
        """More than one use this scene, or more uses this session than the Resolve cap."""
        return self.uses_this_scene > 1 or self.uses_this_session > resolve_cap

    def scene_ended(self) -> PowerState:
        return replace(self, uses_this_scene=0)

    def session_ended(self) -> PowerState:
        return replace(self, uses_this_scene=0, uses_this_session=0)

    def recharged(self) -> PowerState:
        """Prayer, ritual, rest or a place of power refills the magic points."""
        return replace(self, magic_points=self.magic_max)

    def restored(self) -> PowerState:
        """Time or a rite brings a suspended power back."""
        return replace(self, suspended=False)

    def with_more_points(self) -> PowerState:
        """The advancement bought instead of a Trademark: +2 magic points (R-SUP-1)."""
        return replace(
            self,
            magic_max=self.magic_max + MAGIC_POINTS_PER_ADVANCE,
            magic_points=self.magic_points + MAGIC_POINTS_PER_ADVANCE,
        )

    def to_dict(self) -> PlainDict:
        return {
            "power": self.power,
            "magic_points": self.magic_points,
            "magic_max": self.magic_max,
            "uses_this_scene": self.uses_this_scene,
            "uses_this_session": self.uses_this_session,
            "suspended": self.suspended,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> PowerState:
        name = text(field(data, "power", "a power's state"), "a power's name")
        return cls(
            power=name,
            magic_points=whole(
                data.get("magic_points", MAGIC_POINTS_PER_POWER),
                f"power {name!r} magic points",
                0,
            ),
            magic_max=whole(
                data.get("magic_max", MAGIC_POINTS_PER_POWER), f"power {name!r} magic points cap", 0
            ),
            uses_this_scene=whole(data.get("uses_this_scene", 0), "uses this scene", 0),
            uses_this_session=whole(data.get("uses_this_session", 0), "uses this session", 0),
            suspended=flag(data.get("suspended", False), "a power's suspended"),
        )


class PowerUse(Struct, frozen=True):
    """What using a power did: the new state, the Resolve it costs, and why."""

    state: PowerState
    resolve_cost: int = 0
    notes: tuple[str, ...] = ()


def activate(
    state: PowerState, rules: PowerRules, *, trivial: bool = False, very_powerful: bool = False
) -> PowerUse:
    """Use a power, before the roll: counts the use and charges points or Resolve (R-SUP-1)."""
    if state.suspended:
        raise ValueError(f"power {state.power!r} is suspended until restored (R-SUP-1)")
    after = replace(
        state,
        uses_this_scene=state.uses_this_scene + 1,
        uses_this_session=state.uses_this_session + 1,
    )
    cost, notes = 0, []
    if rules.allows(PowerOption.MAGIC_POINTS) and not trivial:
        if after.magic_points > 0:
            after = replace(after, magic_points=after.magic_points - 1)
            notes.append(f"1 magic point spent, {after.magic_points} left")
        else:
            cost += 1
            notes.append("no magic points left: this use costs 1 Resolve")
    if very_powerful:
        cost += VERY_POWERFUL_USE_COST
        notes.append("a very powerful use costs 1 Resolve (R-RES-2)")
    return PowerUse(after, cost, tuple(notes))


def settle(state: PowerState, rules: PowerRules, answer: Answer, resolve_cap: int) -> PowerUse:
    """After the roll: an unreliable power may be suspended by the answer (R-SUP-1)."""
    if not rules.allows(PowerOption.UNRELIABLE) or answer.is_yes:
        return PowerUse(state)
    if answer is Answer.NO_AND:
        return PowerUse(
            replace(state, suspended=True), notes=("no_and: the power fails and is suspended",)
        )
    if state.overused(resolve_cap):
        return PowerUse(
            replace(state, suspended=True),
            notes=(f"{answer.key} after overuse: the power is suspended",),
        )
    return PowerUse(state)
