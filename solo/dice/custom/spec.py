"""A dice-pool mechanic described by a designer: the typed description a mechanic file
reads into (:mod:`solo.tables.mechanic_file` parses the YAML; nothing here reads a file).

The description's parts, in the order a roll uses them:

* :class:`DieSpec` — a die and its faces (whole numbers, repeats allowed);
* :class:`OptionSpec` — a named whole-number option (a pool size, usually);
* :class:`PoolSpec` — which die a pool rolls, its size (a number or an option) and what
  it keeps (the highest, the lowest, or by the net modifier's sign);
* :class:`Modifiers` — how bonus, penalty and opposition change the pools;
* :class:`Score` — what a kept die adds to the total: its face, or 1 when its face is in
  a set (counting successes);
* :class:`Reading` — how the dice become a number: the acting pool's total, the margin
  of the acting total over the opposing total, or cancel-and-compare (R-BUCK-2);
* :class:`RungRange` — which numbers read as which rung.
"""

from __future__ import annotations

from enum import Enum

from msgspec import Struct

from solo.dice.ladder import Answer


class Modifiers(Enum):
    """How bonus, penalty and opposition (R-OPP-1) change the pools."""

    NET = "net"
    """Cancel first (net = bonus - penalty + opposition); |net| extra acting dice, the
    kept count stays: the best kept with a net bonus, the worst with a net penalty."""
    DICE = "dice"
    """Cancel first; the net adds acting dice, or removes them down to one."""
    SPLIT = "split"
    """No cancelling: each bonus (and weak opposition) adds an acting die, each penalty
    (and each step of tougher opposition) an opposing die."""


class Keep(Enum):
    """Which dice of a pool count."""

    ALL = "all"
    HIGHEST = "highest"
    LOWEST = "lowest"
    BY_NET = "by_net"
    """The highest with a net bonus (or none), the lowest with a net penalty."""


class Reading(Enum):
    """How the dice become a number the rungs read."""

    TOTAL = "total"
    """The acting pool's kept score."""
    MARGIN = "margin"
    """The acting pool's kept score minus the opposing pool's."""
    CANCEL = "cancel"
    """Ties cancel from the top; the winner counts its dice above the loser's best
    remaining die (an empty side counts as a single 0), as R-BUCK-2 reads it."""


class DieSpec(Struct, frozen=True):
    """A die: its name (``d6``) and its faces, each equally likely."""

    name: str
    faces: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"die {self.name!r} has no faces")


class OptionSpec(Struct, frozen=True):
    """A whole-number option the player sets (``--option power=3``)."""

    name: str
    default: int
    low: int = 0
    high: int = 60
    help: str = ""


class PoolSpec(Struct, frozen=True):
    """A pool: its die, its size before modifiers (a number, or an option's name), and
    how many dice it keeps and which (``keep_count`` None: every die)."""

    die: DieSpec
    size: int | str
    keep: Keep = Keep.ALL
    keep_count: int | None = None


class Score(Struct, frozen=True):
    """What one kept die adds to its pool's total: its face (``counted`` empty), or 1
    when its face is one of ``counted`` and 0 otherwise."""

    counted: frozenset[int] = frozenset()

    def of(self, face: int) -> int:
        if not self.counted:
            return face
        return 1 if face in self.counted else 0


class RungRange(Struct, frozen=True):
    """The numbers from ``low`` to ``high`` (None: no end that way) read as ``answer``;
    ``side`` is the winner it applies to in a cancel reading (``acting``/``against``),
    else empty."""

    answer: Answer
    low: int | None
    high: int | None
    side: str = ""

    def holds(self, value: int) -> bool:
        return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)


class AllCancelled(Struct, frozen=True):
    """A cancel reading where every die tied: a rung (``answer``; None is an impasse)
    and whether it is a botch (R-MINI-3)."""

    answer: Answer | None
    botch: bool = False


class NoRung(ValueError):
    """A total (or count) that no rung holds; ``str()`` names the file's rungs line."""

    def __init__(self, source: str, value: int, side: str = "") -> None:
        self.value, self.side = value, side
        self.plain = f"no rung holds {value}" + (f" for the {side} side" if side else "")
        super().__init__(f"{source}: {self.plain}; add it to the rungs")


class MechanicSpec(Struct, frozen=True):
    """A whole mechanic file, read and checked. ``source`` names the file and the line of
    its ``rungs`` key, for messages about a total no rung holds."""

    name: str
    title: str
    summary: str
    options: tuple[OptionSpec, ...]
    modifiers: Modifiers
    acting: PoolSpec
    against: PoolSpec | None
    score: Score
    reading: Reading
    rungs: tuple[RungRange, ...]
    all_cancelled: AllCancelled | None = None
    source: str = ""
    world: tuple[tuple[str, int], ...] = ()
    """Options of a campaign's world question at "even" (R-ORA-1), before its step."""
    action: tuple[tuple[str, int], ...] = ()
    """Options of a campaign's action before its own (R-OPP-1: the opposition's dice)."""

    def rung_of(self, value: int, side: str = "") -> Answer:
        """The rung ``value`` reads as (for ``side`` in a cancel reading)."""
        for rung in self.rungs:
            if rung.side == side and rung.holds(value):
                return rung.answer
        raise NoRung(self.source, value, side)

    def option(self, name: str) -> OptionSpec:
        for option in self.options:
            if option.name == name:
                return option
        raise ValueError(f"{self.name} has no option {name!r}")
