"""Several heroes against one opposition (R-CON-6), solved exactly.

Each exchange every hero still in the conflict asks its own question and rolls (with its
own rerolls); :func:`solo.rules.participants.resolve_group` reads the answers together —
the opposition takes each yes in turn, and each hero pays its own no — and each hero's
loss is paid through its own economy (:meth:`solo.lab.exchange.Rules.pay`). Before an
exchange each hero may concede by the policy and leave. The conflict is won when the
opposition falls, and lost when no hero is left in it.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.lab.conflict import MAX_EXCHANGES, SimplePlayer
from solo.lab.exchange import End, Ending, Fight, Rules
from solo.lab.length import ConflictLength
from solo.lab.setup import Policy, Setup
from solo.lab.size import check_size
from solo.rules.conflicts import ConflictOutcome, Opposition
from solo.rules.participants import resolve_group

MAX_HEROES = 3
"""Each hero multiplies the states; three against a pool of 8 take a few seconds."""
_NOBODY = Opposition(name="placeholder")
"""Heroes' own Fight values carry this; the shared opposition is kept beside them."""

Slot = Fight | End


class GroupOdds(Struct, frozen=True):
    """``win``: the opposition falls; ``lost``: every hero is out or has conceded.
    Per hero (in order): P(out) and P(conceded)."""

    win: Fraction
    lost: Fraction
    out: tuple[Fraction, ...]
    conceded: tuple[Fraction, ...]
    exchanges: Mapping[int, Fraction]

    @property
    def length(self) -> ConflictLength:
        """How long it lasts: the same distribution of exchanges, with P(over within N)."""
        return ConflictLength(self.exchanges)

    @property
    def total(self) -> Fraction:
        return self.win + self.lost

    @property
    def expected_exchanges(self) -> Fraction:
        return sum((n * p for n, p in self.exchanges.items()), Fraction(0))


Standing = tuple[tuple[Slot, ...], Opposition]
"""Every hero's slot and the shared opposition: one state of the conflict."""


def solve_group(setups: Sequence[Setup], policy: Policy | None = None) -> GroupOdds:
    """The exact odds of ``setups`` (one per hero; the opposition is the first's) all
    playing ``policy``."""
    if not 1 <= len(setups) <= MAX_HEROES:
        raise ValueError(f"heroes must be 1 to {MAX_HEROES}, got {len(setups)}")
    check_size(setups)  # refuse at once what would take hours
    return _GroupSolver(setups, SimplePlayer(policy or Policy())).solve()


class _Tally:
    """Where the probability of every ended conflict goes."""

    def __init__(self, heroes: int) -> None:
        self.win = self.lost = Fraction(0)
        self.out = [Fraction(0)] * heroes
        self.conceded = [Fraction(0)] * heroes
        self.exchanges: dict[int, Fraction] = {}

    def finish(self, slots: tuple[Slot, ...], n: int, p: Fraction, won: bool) -> None:
        """The conflict ends after ``n`` exchanges with probability ``p``."""
        if won:
            self.win += p
        else:
            self.lost += p
        self.exchanges[n] = self.exchanges.get(n, Fraction(0)) + p
        for i, slot in enumerate(slots):
            if isinstance(slot, End):
                target = self.out if slot.ending is Ending.OUT else self.conceded
                target[i] += p

    def odds(self) -> GroupOdds:
        exchanges = dict(sorted(self.exchanges.items()))
        return GroupOdds(self.win, self.lost, tuple(self.out), tuple(self.conceded), exchanges)


class _GroupSolver:
    """One group conflict, walked exchange by exchange over every state it can be in."""

    def __init__(self, setups: Sequence[Setup], player: SimplePlayer) -> None:
        self.setups = setups
        self.player = player
        self.rules = [Rules(setup) for setup in setups]
        self.names = [f"hero {i + 1}" for i in range(len(setups))]
        self.risky = player.policy.risky
        self.conflict = replace(
            self.rules[0].conflict(_NOBODY, self.risky), combat=any(s.soak > 0 for s in setups)
        )
        self.roll = cache(self._roll)
        self.together = cache(self._together)
        self.pay = cache(self._pay)
        self.tally = _Tally(len(setups))

    def solve(self) -> GroupOdds:
        start = tuple(replace(r.start(), opposition=_NOBODY) for r in self.rules)
        live: dict[Standing, Fraction] = {(start, self.setups[0].opposition()): Fraction(1)}
        n = 0
        while live:
            if n > MAX_EXCHANGES:
                raise RuntimeError("the conflict did not end; this is a bug in the lab")
            following: dict[Standing, Fraction] = {}
            for (slots, opposition), p in live.items():
                self._exchange(self._conceding(slots), opposition, p, n, following)
            live = following
            n += 1
        return self.tally.odds()

    def _roll(self, i: int, fight: Fight) -> tuple[tuple[tuple[Answer, Fight], Fraction], ...]:
        """One hero's final answer and its standing after paying for rerolls."""
        rules = self.rules[i]
        answers, impasse = rules.rungs(fight.plus, fight.minus)
        out: dict[tuple[Answer, Fight], Fraction] = {}
        for answer, p in answers:
            again = self.player.reroll(rules, fight, self.risky, answer)
            branches = self.roll(i, again) if again is not None else (((answer, fight), 1),)
            for key, q in branches:
                out[key] = out.get(key, Fraction(0)) + p * q
        scale = 1 / (1 - impasse)  # an impasse is rolled again, free
        return tuple((k, p * scale) for k, p in out.items())

    def _together(
        self, opposition: Opposition, answers: tuple[Answer, ...]
    ) -> tuple[Opposition, tuple[ConflictOutcome, ...]]:
        """The heroes' answers read together against the shared opposition (R-CON-6)."""
        conflict = replace(self.conflict, opposition=opposition)
        group = resolve_group(conflict, list(zip(self.names, answers)))
        after = group.opposition
        assert after is not None
        return after, tuple(outcome for _, outcome in group.outcomes)

    def _pay(self, i: int, fight: Fight, outcome: ConflictOutcome) -> Slot:
        """One hero pays its own outcome; out of the conflict if its economy says so."""
        rules = self.rules[i]
        paid = rules.pay(fight, outcome)
        if rules.econ.out(paid.hero):
            return End(Ending.OUT, rules.value(paid.hero))
        return replace(paid, opposition=_NOBODY)

    def _conceding(self, slots: tuple[Slot, ...]) -> tuple[Slot, ...]:
        """Before the exchange, each hero still fighting may concede by the policy."""
        return tuple(
            self.rules[i].concede(s)
            if isinstance(s, Fight) and self.player.concedes(self.rules[i], s)
            else s
            for i, s in enumerate(slots)
        )

    def _exchange(
        self,
        slots: tuple[Slot, ...],
        opposition: Opposition,
        p: Fraction,
        n: int,
        following: dict[Standing, Fraction],
    ) -> None:
        """Every hero still fighting rolls; each combination of answers is one branch."""
        rolling = [i for i, s in enumerate(slots) if isinstance(s, Fight)]
        if not rolling:
            self.tally.finish(slots, n, p, won=False)
            return
        for combo in itertools.product(*(self.roll(i, slots[i]) for i in rolling)):
            q = p
            for _, share in combo:
                q *= share
            after, outcomes = self.together(opposition, tuple(a for (a, _), _ in combo))
            new = list(slots)
            for k, i in enumerate(rolling):
                new[i] = self.pay(i, combo[k][0][1], outcomes[k])
            self._after(tuple(new), after, q, n + 1, following)

    def _after(
        self,
        slots: tuple[Slot, ...],
        opposition: Opposition,
        q: Fraction,
        n: int,
        following: dict[Standing, Fraction],
    ) -> None:
        """The conflict after an exchange: won, lost, or on to the next exchange."""
        if opposition.defeated:
            self.tally.finish(slots, n, q, won=True)
        elif not any(isinstance(s, Fight) for s in slots):
            self.tally.finish(slots, n, q, won=False)
        else:
            key = (slots, opposition)
            following[key] = following.get(key, Fraction(0)) + q
