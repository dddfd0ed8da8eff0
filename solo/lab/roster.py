"""A roster: every hero against every foe, each cell an exact conflict (issue 23, item 1).

A :class:`Hero` is a name, a Resolve (the losses it can take, as ``Setup.resolve``) and
extra bonus dice (negative: penalty dice); a :class:`Foe` is a name, a Resolve pool
(R-CON-3) and an opposition strength (R-OPP-1). Every cell is the base :class:`Setup`
with the hero's Resolve and dice and the foe's pool and strength, played by the same
policy: its P(win), P(out), P(concede) and expected exchanges are exactly those of
:func:`solo.lab.solve` of that setup (a test checks every cell).

Cells whose rules are the same — the same dice (hero's bonus, foe's strength) and the
same economy — share one backward recursion over the exchanges, so a roster costs little
more than the distinct states its cells reach.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache
from typing import TypeVar

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.base import OPPOSITION
from solo.lab.best import BestPlayer
from solo.lab.conflict import Player, SimplePlayer, exchange_kernel
from solo.lab.exchange import End, Ending, Fight, Rules
from solo.lab.setup import MAX_START, Policy, Setup
from solo.lab.size import check_size
from solo.rules.conflicts import POOLS
from solo.rules.economy.events import check_count

MAX_SIDE = 12
"""The most heroes, and the most foes, one roster holds."""
MAX_BONUS = 10
"""The most extra bonus (or penalty) dice a hero of a roster takes."""
HERO_SHAPE = "NAME=RESOLVE[,+BONUS]"
FOE_SHAPE = "NAME=POOL[,STRENGTH]"


class Hero(Struct, frozen=True):
    """One hero build: ``bonus`` extra dice on every roll (negative: penalty dice)."""

    name: str
    resolve: int = 5
    bonus: int = 0


class Foe(Struct, frozen=True):
    """One foe: its Resolve ``pool`` (R-CON-3) and ``strength`` (R-OPP-1); None takes
    the base setup's strength."""

    name: str
    pool: int = 0
    strength: str | None = None


class CellOdds(Struct, frozen=True):
    """One cell's exact answer."""

    win: Fraction
    out: Fraction
    concede: Fraction
    expected_exchanges: Fraction


class Cell(Struct, frozen=True):
    hero: Hero
    foe: Foe
    setup: Setup
    odds: CellOdds


class Roster(Struct, frozen=True):
    """Every hero against every foe: ``cells`` row by row (heroes), foe by foe."""

    base: Setup
    policy: Policy | None  # None: best play
    heroes: tuple[Hero, ...]
    foes: tuple[Foe, ...]
    cells: tuple[Cell, ...]

    def cell(self, hero: int, foe: int) -> Cell:
        return self.cells[hero * len(self.foes) + foe]


# --- heroes and foes as written: Ash=5, Bea=3,+1, Vey=lieutenant, Drake=8,strong ----------


Side = TypeVar("Side", Hero, Foe)


def read_hero(text: str, what: str = "hero") -> Hero:
    """``Ash=5``, ``Bea=3,+1``, ``Cy=4,-1``: a name, its Resolve and extra dice; a
    ValueError naming ``what`` and the value otherwise."""
    name, parts = _named(text, what, HERO_SHAPE)
    resolve = _whole(parts[0], f"{what} {name}", 0, MAX_START)
    bonus = _whole(parts[1], f"{what} {name} bonus", -MAX_BONUS, MAX_BONUS) if parts[1:] else 0
    return Hero(name, resolve, bonus)


def read_foe(text: str, what: str = "foe") -> Foe:
    """``Vey=2``, ``Vey=lieutenant``, ``Drake=dragon,strong``: a name, its pool (a number
    or a preset of R-CON-3) and its strength (R-OPP-1)."""
    name, parts = _named(text, what, FOE_SHAPE)
    preset = parts[0].lower()
    pool = POOLS[preset] if preset in POOLS else _whole(parts[0], f"{what} {name}", 0, MAX_START)
    strength = parts[1].lower() if parts[1:] else None
    if strength is not None and strength not in OPPOSITION:
        known = ", ".join(OPPOSITION)
        raise ValueError(f"{what} {name}: unknown strength {parts[1]!r} (known: {known})")
    return Foe(name, pool, strength)


def unique_names(items: Sequence[Side], what: str) -> list[Side]:
    """``items`` unless two share a name (case ignored): a ValueError naming it."""
    seen: set[str] = set()
    for item in items:
        key = item.name.casefold()
        if key in seen:
            raise ValueError(f"{what}: {item.name!r} is given twice")
        seen.add(key)
    return list(items)


def _named(text: str, what: str, shape: str) -> tuple[str, list[str]]:
    name, eq, rest = str(text).partition("=")
    name, parts = name.strip(), [part.strip() for part in rest.split(",")]
    if not eq or not name or not all(parts) or len(parts) > 2:
        raise ValueError(f"{what}: {text!r} is not {shape}")
    return name, parts


def _whole(text: str, what: str, lo: int, hi: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{what}: {text!r} is not a whole number") from None
    if not lo <= value <= hi:
        raise ValueError(f"{what}: {value} is out of range ({lo} to {hi})")
    return value


def cell_setup(base: Setup, hero: Hero, foe: Foe) -> Setup:
    """``base`` with the hero's Resolve and dice and the foe's pool and strength."""
    params = base.params
    plus, minus = max(hero.bonus, 0), max(-hero.bonus, 0)
    params = replace(
        params,
        bonus=params.bonus + plus,
        penalty=params.penalty + minus,
        opposition=foe.strength or params.opposition,
    )
    return replace(base, params=params, resolve=hero.resolve, pool=foe.pool)


Solver = Callable[[Fight], CellOdds]
Sums = tuple[Fraction, Fraction, Fraction, Fraction]
"""(P(win), P(out), P(concede), expected exchanges) while the recursion runs."""
_ZERO, _ONE = Fraction(0), Fraction(1)
_ENDED: dict[Ending, Sums] = {
    Ending.WIN: (_ONE, _ZERO, _ZERO, _ZERO),
    Ending.OUT: (_ZERO, _ONE, _ZERO, _ZERO),
    Ending.CONCEDE: (_ZERO, _ZERO, _ONE, _ZERO),
}


def cell_odds_from(rules: Rules, player: Player) -> Solver:
    """``odds(fight)``: P(win), P(out), P(concede) and the expected exchanges still to
    come from any state, by backward recursion over one exchange's kernel; one cache
    serves every start the rules share."""
    kernel = exchange_kernel(rules, player)

    @cache
    def sums(fight: Fight) -> Sums:
        if player.concedes(rules, fight):
            return _ENDED[Ending.CONCEDE]
        win = out = concede = length = _ZERO
        for nxt, q in kernel(fight, player.risky(rules, fight)):
            w, o, c, n = _ENDED[nxt.ending] if isinstance(nxt, End) else sums(nxt)
            win += q * w
            out += q * o
            concede += q * c
            length += q * (1 + n)
        return win, out, concede, length

    def odds(fight: Fight) -> CellOdds:
        return CellOdds(*sums(fight))

    return odds


def roster(
    base: Setup,
    heroes: Sequence[Hero],
    foes: Sequence[Foe],
    policy: Policy | None = None,
    *,
    best: bool = False,
) -> Roster:
    """Every hero of ``heroes`` against every foe of ``foes`` in the situation of
    ``base``, played by ``policy`` (default: never reroll, never concede) or, with
    ``best``, by best play (maximising P(win)) in each cell."""
    check_count("heroes", len(heroes), 1, MAX_SIDE)
    check_count("foes", len(foes), 1, MAX_SIDE)
    setups = [[cell_setup(base, h, f) for f in foes] for h in heroes]
    check_size([max((s for row in setups for s in row), key=_size_key)])
    policy = policy or Policy()
    solver = _best_cell if best else _SharedSolver(SimplePlayer(policy)).cell
    cells = tuple(
        Cell(h, f, s, solver(s)) for h, row in zip(heroes, setups) for f, s in zip(foes, row)
    )
    return Roster(base, None if best else policy, tuple(heroes), tuple(foes), cells)


def _size_key(setup: Setup) -> tuple[int, int]:
    return setup.resolve, setup.pool


class _SharedSolver:
    """One backward recursion per distinct rules (dice and economy), shared by cells."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.shared: dict[tuple[object, ...], tuple[Rules, Solver]] = {}

    def cell(self, setup: Setup) -> CellOdds:
        econ = sorted(setup.economy().options().items())
        key = (setup.params, repr(econ))
        if key not in self.shared:
            rules = Rules(setup)
            self.shared[key] = (rules, cell_odds_from(rules, self.player))
        rules, odds = self.shared[key]
        return odds(rules.start(setup))


def _best_cell(setup: Setup) -> CellOdds:
    solved = BestPlayer(setup, "win").solve()
    return CellOdds(solved.win, solved.out, solved.concede, solved.expected_exchanges)
