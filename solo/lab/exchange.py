"""One exchange of a conflict, as the rules engine plays it.

The lab never restates a rule: what an answer costs whom comes from
:func:`solo.rules.conflicts.resolve_conflict` (R-CON-2..4), the hero's loss is paid by
:func:`solo.rules.conflicts.settle` through the campaign's own economy variant
(R-RES-2, R-RES-6..9, armour soak R-GEAR-3), a reroll is paid by ``Economy.reroll``
(R-REROLL-1: refused when it cannot be paid) and conceding by
:func:`solo.rules.conflicts.concede` (R-CON-5).
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction
from functools import cache
from typing import Any

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.lab.setup import Setup
from solo.rules.conflicts import (
    Conflict,
    ConflictOutcome,
    Opposition,
    Stakes,
    concede,
    resolve_conflict,
    settle,
)
from solo.rules.economy.base import Economy
from solo.rules.economy.events import Result, State

MAX_REROLLS = 40
"""Counting affordable rerolls stops here (no variant lets a hero afford more)."""


class Ending(Enum):
    WIN = "win"
    OUT = "out"
    CONCEDE = "concede"


class Fight(Struct, frozen=True):
    """Where a conflict stands between (or within) exchanges."""

    hero: State
    opposition: Opposition
    soak: int = 0
    plus: int = 0  # lasting +1D Conditions gained (each yes_and, option)
    minus: int = 0  # lasting -1D Conditions gained (each no_and, option)
    free: int = 0  # free rerolls left (a lever: a reroll that costs nothing)


class End(Struct, frozen=True):
    """How a conflict ended, and the hero's track (Resolve, Doom, Life, Consequences
    held) at the end."""

    ending: Ending
    value: int


Next = Fight | End


class Rules:
    """The rules engine bound to one :class:`Setup`: every method is pure and cached."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.econ: Economy[Any] = setup.economy()
        self.track = self.econ.tracks()[0]
        self._conflicts = {
            risky: Conflict(
                Stakes.HIGH,
                None,
                risky=risky,
                yes_and_costs_two=setup.yes_and_costs_two,
                combat=setup.soak > 0,
            )
            for risky in (False, True)
        }
        self.rungs = cache(self._rungs)
        self.settle = cache(self._settle)
        self.paid_reroll = cache(self._paid_reroll)
        self.rerolls_left = cache(self._rerolls_left)

    def start(self, setup: Setup | None = None) -> Fight:
        """Where the conflict starts: this setup's, or that of ``setup``, another cell
        of a grid or roster whose rules (dice and economy) are the same as this one's."""
        setup = setup or self.setup
        return Fight(setup.hero(self.econ), setup.opposition(), setup.soak, free=setup.free_rerolls)

    def value(self, hero: State) -> int:
        """The number a designer reads: Resolve, Doom, Life, or Consequences held."""
        return self.econ.value(hero, self.track)

    def losses_left(self, hero: State) -> int:
        return self.econ.losses_left(hero)

    def _rungs(self, plus: int, minus: int) -> tuple[tuple[tuple[Answer, Fraction], ...], Fraction]:
        """P of each answer with lasting Conditions applied, and P(impasse)."""
        mech = self.setup.mechanic
        odds = mech.odds(self.setup.with_bonus(plus, minus)).rungs
        answers = tuple((a, odds[a.key]) for a in Answer if odds[a.key])
        return answers, odds.get("impasse", Fraction(0))

    def concede(self, fight: Fight) -> End:
        reply = concede(self.econ, fight.hero, self._conflicts[False])
        hero = reply.state if isinstance(reply, Result) else fight.hero
        return End(Ending.CONCEDE, self.value(hero))

    def conflict(self, opposition: Opposition, risky: bool) -> Conflict:
        """What was agreed before the roll: high stakes against ``opposition``."""
        return replace(self._conflicts[risky], opposition=opposition)

    def _settle(self, fight: Fight, answer: Answer, risky: bool) -> Next:
        """Accept ``answer``: the opposition's loss, the hero's loss (armour first)."""
        outcome = resolve_conflict(self.conflict(fight.opposition, risky), answer)
        paid = self.pay(fight, outcome)
        if outcome.opposition_defeated:
            return End(Ending.WIN, self.value(paid.hero))
        if self.econ.out(paid.hero):
            return End(Ending.OUT, self.value(paid.hero))
        return paid

    def pay(self, fight: Fight, outcome: ConflictOutcome) -> Fight:
        """The hero after ``outcome``: its loss paid (armour soak first, R-GEAR-3),
        lasting Conditions noted (option), the opposition as the outcome left it."""
        soaked = outcome.soaked(fight.soak) if outcome.soakable else 0
        reply = settle(self.econ, fight.hero, outcome, soaked=soaked)
        hero = fight.hero
        if reply is not None:
            if not isinstance(reply, Result):
                raise ValueError(reply.reason)
            hero = reply.state
        plus, minus = fight.plus, fight.minus
        if self.setup.conditions:
            plus += outcome.and_extra
            minus += outcome.answer is Answer.NO_AND
        opposition = outcome.opposition if outcome.opposition is not None else fight.opposition
        return Fight(hero, opposition, fight.soak - soaked, plus, minus, fight.free)

    def _paid_reroll(self, hero: State) -> State | None:
        """The hero after paying for a reroll, or None when the economy refuses."""
        reply = self.econ.reroll(hero)
        return reply.state if isinstance(reply, Result) else None

    def _rerolls_left(self, hero: State) -> int:
        """How many rerolls in a row the hero can still pay for."""
        count, state = 0, self.paid_reroll(hero)
        while state is not None and count < MAX_REROLLS:
            count += 1
            state = self.paid_reroll(state)
        return count

    def free_reroll(self, fight: Fight) -> Fight | None:
        """The fight after using one of its free rerolls, or None when none is left."""
        return replace(fight, free=fight.free - 1) if fight.free > 0 else None

    def may_reroll(self, hero: State, keep: int) -> State | None:
        """The hero after paying for a reroll that leaves at least ``keep`` more rerolls
        affordable (in the resolve variant: at least ``keep`` Resolve), else None."""
        paid = self.paid_reroll(hero)
        if paid is None or self.rerolls_left(paid) < keep:
            return None
        return paid
