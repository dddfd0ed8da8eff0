"""What every mechanic shares: params, options, and the Mechanic base (the dice and rolls
are in :mod:`solo.dice.rolls`, the exact odds in :mod:`solo.dice.exact`).

A mechanic implements four small pieces —

* ``roll_faces(params, rng)``: throw the dice, returning raw :class:`Faces`;
* ``resolve(params, faces)``: read raw faces into dice and an *unscaled* outcome;
* ``distribution(params)``: the exact unscaled outcome distribution — or, for a
  :class:`CountingMechanic` (equally likely rolls), ``ways(params)``: integer counts;
* (optionally) ``random_face`` / ``reroll_faces`` for dice that are not plain dN.

— and :class:`Mechanic` turns them into ``roll``, ``read``, ``reroll`` and ``odds``,
applying scale (R-LAD-3) in one place so every mechanic gets it the same way.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from fractions import Fraction
from typing import Any, ClassVar, Generic, TypeVar

from solo.dice.exact import Odds, Ways, scale_distribution
from solo.dice.ladder import Outcome
from solo.dice.rolls import Faces, Resolution, Roll
from solo.vocabulary import Plain, PlainDict

OPPOSITION: Mapping[str, int] = {
    "weak": 1,
    "average": 0,
    "standard": 0,
    "challenging": -1,
    "strong": -2,
    "overwhelming": -3,
}
"""Opposition strength as a modifier, R-OPP-1 (positive helps the acting side)."""

WORLD_STEPS: tuple[int, ...] = (-2, -1, 0, 1, 2)
"""A world question's likelihood as a step, very unlikely … very likely (R-ORA-1)."""

MAX_DICE = 60
"""Upper bound on any one pool; odds are promised up to 30 a side, this leaves room."""


def check_int(name: str, value: object, lo: int | None = None, hi: int | None = None) -> int:
    """Validate an integer option, raising a ValueError that names it."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = int(str(value).strip())
        except ValueError:
            raise ValueError(f"{name} must be a whole number, got {value!r}") from None
    if lo is not None and value < lo:
        raise ValueError(f"{name} must be at least {lo}, got {value}")
    if hi is not None and value > hi:
        raise ValueError(f"{name} must be at most {hi}, got {value}")
    number: int = value
    return number


@dataclass(frozen=True)
class Params:
    """Common modifiers. Mechanics subclass this with their own options.

    Subclasses validate in ``__post_init__`` (call ``super().__post_init__()``) and may
    normalise values with ``object.__setattr__``.
    """

    bonus: int = 0
    penalty: int = 0
    opposition: str = "average"
    scale: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "bonus", check_int("bonus", self.bonus, 0, MAX_DICE))
        object.__setattr__(self, "penalty", check_int("penalty", self.penalty, 0, MAX_DICE))
        object.__setattr__(self, "scale", check_int("scale", self.scale, -10, 10))
        opp = str(self.opposition).strip().lower()
        if opp not in OPPOSITION:
            names = ", ".join(k for k in OPPOSITION if k != "standard")
            raise ValueError(f"unknown opposition {self.opposition!r}; expected one of {names}")
        object.__setattr__(self, "opposition", opp)

    @property
    def opposition_mod(self) -> int:
        """+1 weak … -3 overwhelming (R-OPP-1)."""
        return OPPOSITION[self.opposition]

    @property
    def net(self) -> int:
        """bonus - penalty + opposition: the net modifier for mechanics that cancel first."""
        return self.bonus - self.penalty + OPPOSITION[self.opposition]

    def as_dict(self) -> PlainDict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class Option:
    """A system option, declared once; the CLI builds its flags from these.

    ``name`` is snake_case (Python API); the CLI flag is ``--name-with-dashes``.
    ``kind`` is ``"int"``, ``"flag"``, ``"choice"`` or ``"text"``.
    """

    name: str
    kind: str
    default: Plain  # int, bool, text or None, as the flag reads it
    help: str
    choices: tuple[str, ...] = ()
    metavar: str | None = None

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")


# --- the mechanic base -----------------------------------------------------------------

_ODDS_CACHE: dict[tuple[Mechanic[Any], Params], Odds] = {}
"""Odds by the mechanic itself (a built-in is one object a run; a described one equals
another only with the same description) and its params."""

P = TypeVar("P", bound=Params)
"""A mechanic's own params type."""


class Mechanic(ABC, Generic[P]):
    """Base for all mechanics, generic over their params type ``P``. Subclasses set the
    class attributes and four methods."""

    name: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    params_type: type[P]  # a class attribute in every subclass (ClassVar cannot be generic)
    options: ClassVar[tuple[Option, ...]] = ()
    extra_names: ClassVar[tuple[str, ...]] = ()
    has_impasse: ClassVar[bool] = False
    sides: ClassVar[int] = 6
    rerollable: ClassVar[frozenset[str]] = frozenset({"dice"})

    # -- to implement --
    @abstractmethod
    def roll_faces(self, params: P, rng: random.Random) -> Faces: ...

    @abstractmethod
    def resolve(self, params: P, faces: Faces) -> Resolution:
        """Read faces into dice and the unscaled outcome; raise ValueError on bad faces."""

    @abstractmethod
    def distribution(self, params: P) -> dict[Outcome, Fraction]:
        """Exact unscaled outcome distribution, summing to exactly 1."""

    def random_face(self, rng: random.Random, group: str) -> int:
        return rng.randint(1, self.sides)

    def reroll_faces(self, roll: Roll, which: Iterable[int], rng: random.Random) -> Faces:
        """Replace the chosen acting-side dice (indices into ``roll.dice``)."""
        groups: dict[str, list[Any]] = {}  # each group its own Faces field type
        for i in sorted(set(which)):
            if not 0 <= i < len(roll.dice):
                raise ValueError(f"no die number {i + 1}; this roll has {len(roll.dice)} dice")
            die = roll.dice[i]
            group, index = die.source
            if die.side != "acting" or group not in self.rerollable:
                raise ValueError(
                    f"die {i + 1} ({die.kind} {die.face}) is not yours to reroll (R-REROLL-1)"
                )
            faces = groups.setdefault(group, list(getattr(roll.faces, group)))
            faces[index] = self.random_face(rng, group)
        return replace(roll.faces, **{g: tuple(v) for g, v in groups.items()})

    def fit_to_faces(self, options: dict[str, object], faces: Faces) -> dict[str, object]:
        """Options for reading ``faces``: options left as None take their defaults, or —
        for systems whose pool sizes are options — the sizes the faces show."""
        return {k: v for k, v in options.items() if v is not None}

    # -- campaign hooks: override where the system's own rule differs --
    def world_params(self, step: int, **campaign_options: object) -> P:
        """Params for a world question (R-ORA-1): the system's even baseline, moved by
        ``step`` (-2 very unlikely … +2 very likely). Here, for systems where no modifier
        is already even (fubar, fu): the net ±1 per step; campaign options are ignored."""
        return self.params(**step_modifiers(step))

    def action_params(self, **options: object) -> P:
        """Params for a character's action in a campaign (R-OPP-1). Here: as given."""
        return self.params(**options)

    # -- provided --
    def params(self, **options: object) -> P:
        known = {f.name for f in fields(self.params_type)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise ValueError(f"{self.name} has no option {unknown[0]!r}")
        # Options arrive as typed words or YAML values ("3", 3, "good"): each params class
        # checks and normalises every field in __post_init__, so any value may be passed.
        fields_as_given: dict[str, Any] = options
        return self.params_type(**fields_as_given)

    def read(self, params: P, faces: Faces) -> Roll:
        res = self.resolve(params, faces)
        return Roll(
            system=self.name,
            params=params,
            faces=faces,
            dice=res.dice,
            outcome=res.outcome.shifted(params.scale),
            unscaled=res.outcome,
            total=res.total,
            notes=res.notes,
        )

    def roll(self, params: P, rng: random.Random) -> Roll:
        return self.read(params, self.roll_faces(params, rng))

    def reroll(self, roll: Roll, which: Iterable[int], rng: random.Random) -> Roll:
        new = self.read(roll.params, self.reroll_faces(roll, which, rng))
        return replace(new, rerolls=roll.rerolls + 1)

    def odds(self, params: P) -> Odds:
        key = (self, params)
        cached = _ODDS_CACHE.get(key)
        if cached is None:
            cached = _ODDS_CACHE[key] = self.exact_odds(params)
        return cached

    def exact_odds(self, params: P) -> Odds:
        """The exact odds after scale, worked out afresh (:meth:`odds` keeps them)."""
        dist = scale_distribution(self.distribution(params), params.scale)
        return Odds(dist, has_impasse=self.has_impasse, extra_names=self.extra_names)


class CountingMechanic(Mechanic[P]):
    """A mechanic whose rolls are equally likely and counted in whole numbers: it
    implements ``ways`` instead of ``distribution``, and its odds divide once."""

    @abstractmethod
    def ways(self, params: P) -> Ways:
        """How many of the equally likely rolls end in each unscaled outcome."""

    def distribution(self, params: P) -> dict[Outcome, Fraction]:
        return self.ways(params).fractions()

    def exact_odds(self, params: P) -> Odds:
        ways = self.ways(params)
        if params.scale:
            ways = ways.shifted(params.scale)
        return Odds(ways, self.has_impasse, self.extra_names)


def step_modifiers(step: int) -> dict[str, int]:
    """A likelihood step as circumstance dice: ``bonus`` when likely, ``penalty`` when not."""
    if isinstance(step, bool) or step not in WORLD_STEPS:
        raise ValueError(f"a likelihood step is -2 … +2, got {step!r}")
    return {"bonus": max(step, 0), "penalty": max(-step, 0)}
