"""Grids, "what does it take", and all seven systems side by side (issue 11, item 3)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Unpack

from msgspec import Struct
from msgspec.structs import replace

from solo.dice import SYSTEMS, mechanic
from solo.dice.base import OPPOSITION
from solo.dice.ladder import Answer
from solo.lab.conflict import ConflictOdds, Endings, SimplePlayer, endings_from, solve
from solo.lab.exchange import Fight, Rules
from solo.lab.setup import MAX_START, Policy, Setup, SetupFields
from solo.vocabulary import plain_int


def strength_ladder() -> tuple[str, ...]:
    """R-OPP-1's strengths from the engine's own table, weakest (most help) first; an
    alias of a step already named ("standard" for average) is left out."""
    first: dict[int, str] = {}
    for name, modifier in OPPOSITION.items():
        first.setdefault(modifier, name)
    return tuple(first[m] for m in sorted(first, reverse=True))


STRENGTHS = strength_ladder()
NEED_FOR = ("bonus", "resolve", "pool")


class RungCell(Struct, frozen=True):
    """One roll's exact odds at one strength and bonus."""

    strength: str
    bonus: int
    rungs: Mapping[str, Fraction]

    @property
    def yes(self) -> Fraction:
        return sum((self.rungs[a.key] for a in Answer if a.is_yes), Fraction(0))


def rung_grid(
    system: str,
    options: Mapping[str, object] | None = None,
    strengths: Sequence[str] = STRENGTHS,
    bonuses: Sequence[int] = range(4),
) -> list[RungCell]:
    """P(each rung) for every opposition strength × bonus dice (added to the system's
    own options; for opposed pools each bonus die joins the acting side's pool)."""
    mech = mechanic(system)
    base = dict(options or {})
    cells = []
    for strength in strengths:
        for bonus in bonuses:
            params = mech.params(
                **{
                    **base,
                    "opposition": strength,
                    "bonus": plain_int(base.get("bonus", 0), "bonus") + bonus,
                }
            )
            cells.append(RungCell(params.opposition, bonus, mech.odds(params).rungs))
    return cells


class WinCell(Struct, frozen=True):
    resolve: int
    pool: int
    win: Fraction
    out: Fraction
    concede: Fraction


def win_grid(
    setup: Setup,
    policy: Policy | None = None,
    resolves: Sequence[int] = range(1, 6),
    pools: Sequence[int] = range(9),
) -> list[WinCell]:
    """P(win), P(out), P(concede) for every hero Resolve × opposition pool. Cells whose
    economy is the same (same cap) share one backward recursion, so a cell costs little
    more than the states it adds; each equals ``solve`` of that cell exactly."""
    player = SimplePlayer(policy or Policy())
    shared: dict[str, tuple[Rules, Callable[[Fight], Endings]]] = {}
    cells = []
    for r in resolves:
        for p in pools:
            cell = replace(setup, resolve=r, pool=p)
            key = repr(sorted(cell.economy().options().items()))
            if key not in shared:
                rules = Rules(cell)
                shared[key] = (rules, endings_from(rules, player))
            rules, endings = shared[key]
            cells.append(WinCell(r, p, *endings(rules.start(cell))))
    return cells


class StrengthCell(Struct, frozen=True):
    strength: str
    win: Fraction
    out: Fraction
    concede: Fraction


def strength_grid(
    setup: Setup, policy: Policy | None = None, strengths: Sequence[str] = STRENGTHS
) -> list[StrengthCell]:
    """P(win), P(out), P(concede) of the same conflict at each opposition strength
    (R-OPP-1), everything else as ``setup``; each equals ``solve`` of that setup."""
    cells = []
    for strength in strengths:
        cell = replace(setup, params=replace(setup.params, opposition=strength))
        odds = solve(cell, policy)
        cells.append(StrengthCell(cell.params.opposition, odds.win, odds.out, odds.concede))
    return cells


class Need(Struct, frozen=True):
    """The answer to "what does it take": ``value`` None when nothing up to ``limit``
    reaches ``target``; ``odds`` is the conflict at that value."""

    what: str
    target: Fraction
    value: int | None
    odds: ConflictOdds | None
    limit: int


def need(
    setup: Setup,
    target: Fraction,
    what: str = "resolve",
    policy: Policy | None = None,
    limit: int = MAX_START,
) -> Need:
    """The smallest bonus or Resolve — or the largest opposition pool — for which
    P(win) ≥ ``target``. A bonus die helps, Resolve helps, a bigger pool hurts: each is
    scanned from the easy end (pool 0 up)."""
    if what not in NEED_FOR:
        raise ValueError(f"unknown need {what!r}; expected one of {', '.join(NEED_FOR)}")
    if not 0 <= target <= 1:
        raise ValueError(f"the target P(win) must be between 0 and 1, got {target}")
    base = setup.params

    def at(n: int) -> Setup:
        if what == "bonus":
            return replace(setup, params=replace(base, bonus=base.bonus + n))
        if what == "resolve":
            return replace(setup, resolve=n)
        return replace(setup, pool=n)

    found: tuple[int, ConflictOdds] | None = None
    for n in range(limit + 1):
        odds = solve(at(n), policy)
        if what == "pool":
            if odds.win < target:
                break
            found = (n, odds)
        elif odds.win >= target:
            found = (n, odds)
            break
    if found is None:
        return Need(what, target, None, None, limit)
    return Need(what, target, found[0], found[1], limit)


class Comparison(Struct, frozen=True):
    system: str
    yes: Fraction  # one roll's P(yes_*)
    odds: ConflictOdds


def compare(
    options: Mapping[str, object] | None = None,
    *,
    policy: Policy | None = None,
    systems: Sequence[str] = tuple(SYSTEMS),
    **setup: Unpack[SetupFields],
) -> list[Comparison]:
    """The same situation (common modifiers: bonus, penalty, opposition, scale; every
    other option at its system's default) in each system."""
    out = []
    for system in systems:
        built = Setup.build(system, dict(options or {}), **setup)
        rungs = built.mechanic.odds(built.params).rungs
        yes = sum((rungs[a.key] for a in Answer if a.is_yes), Fraction(0))
        out.append(Comparison(built.system, yes, solve(built, policy)))
    return out
