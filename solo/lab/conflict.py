"""An extended conflict, solved exactly (issue 11, item 1).

The semantics, also written in docs/lab.md:

* before each exchange the hero concedes when its losses left (Resolve) are at or below
  the policy's threshold (+1 by R-CON-5, conflict over);
* the hero rolls; while the answer is below the reroll rung and a reroll can be paid
  leaving at least ``keep``, it pays and rerolls the whole roll (R-REROLL-1, R-RES-2);
* the final answer settles through the rules engine (see :mod:`solo.lab.exchange`); the
  opposition below 0 is a win, the hero out of the game is out;
* a Buckets impasse settles nothing: the same exchange is rolled again, free.

The conflict always ends: every exchange either ends it or takes a point from the hero
(Resolve, Life, Doom, a Consequence), from its armour's soak, or from the opposition, and
nothing gives any back except conceding, which ends it; rerolls within an exchange are
bounded by what the hero can pay. The solver walks the exchanges forward, carrying the
exact probability of every live state, so each answer is an exact Fraction.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from functools import cache
from typing import Protocol

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.lab.exchange import End, Ending, Fight, Next, Rules
from solo.lab.length import ConflictLength
from solo.lab.setup import Policy, Setup
from solo.lab.size import check_size

FREE_REROLL_BELOW = Answer.YES_BUT
"""A free reroll (a lever) is used below the policy's reroll rung, or below this rung
when the policy never pays for one."""
MAX_EXCHANGES = 500
"""A safety net: no conflict the lab accepts lasts this long (see the module docstring)."""


class Player(Protocol):
    """The three choices a hero makes: concede, go risky, reroll this answer."""

    def concedes(self, rules: Rules, fight: Fight) -> bool: ...

    def risky(self, rules: Rules, fight: Fight) -> bool: ...

    def reroll(self, rules: Rules, fight: Fight, risky: bool, answer: Answer) -> Fight | None: ...


class SimplePlayer(Struct, frozen=True):
    """A :class:`Policy` played literally."""

    policy: Policy

    def concedes(self, rules: Rules, fight: Fight) -> bool:
        at = self.policy.concede_at
        return at is not None and rules.losses_left(fight.hero) <= at

    def risky(self, rules: Rules, fight: Fight) -> bool:
        return self.policy.risky

    def reroll(self, rules: Rules, fight: Fight, risky: bool, answer: Answer) -> Fight | None:
        below = self.policy.reroll_below
        if fight.free and answer < (below or FREE_REROLL_BELOW):
            return rules.free_reroll(fight)  # a free reroll goes first: it costs nothing
        if below is None or answer >= below:
            return None
        paid = rules.may_reroll(fight.hero, self.policy.keep)
        return None if paid is None else replace(fight, hero=paid)


class ConflictOdds(Struct, frozen=True):
    """The exact answer: how it ends, how long it lasts, where the hero's track ends."""

    win: Fraction
    out: Fraction
    concede: Fraction
    exchanges: Mapping[int, Fraction]
    end_value: Mapping[int, Fraction]
    track: str

    @property
    def expected_exchanges(self) -> Fraction:
        return sum((n * p for n, p in self.exchanges.items()), Fraction(0))

    @property
    def length(self) -> ConflictLength:
        """How long it lasts: the same distribution of exchanges, with P(over within N)."""
        return ConflictLength(self.exchanges)

    @property
    def expected_end_value(self) -> Fraction:
        return sum((v * p for v, p in self.end_value.items()), Fraction(0))

    @property
    def total(self) -> Fraction:
        return self.win + self.out + self.concede


Kernel = Callable[[Fight, bool], tuple[tuple[Next, Fraction], ...]]


def exchange_kernel(rules: Rules, player: Player) -> Kernel:
    """``kernel(fight, risky)``: the exact distribution of what one exchange leads to."""

    @cache
    def roll(fight: Fight, risky: bool) -> tuple[tuple[Next, Fraction], ...]:
        answers, impasse = rules.rungs(fight.plus, fight.minus)
        out: dict[Next, Fraction] = {}
        for answer, p in answers:
            again = player.reroll(rules, fight, risky, answer)
            if again is not None:
                for nxt, q in roll(again, risky):
                    out[nxt] = out.get(nxt, Fraction(0)) + p * q
            else:
                nxt = rules.settle(fight, answer, risky)
                out[nxt] = out.get(nxt, Fraction(0)) + p
        if impasse:  # rolled again within the same exchange: condition on no impasse
            scale = 1 / (1 - impasse)
            return tuple((n, p * scale) for n, p in out.items())
        return tuple(out.items())

    return roll


Endings = tuple[Fraction, Fraction, Fraction]
"""(P(win), P(out), P(concede))."""
_UNIT: dict[Ending, Endings] = {
    Ending.WIN: (Fraction(1), Fraction(0), Fraction(0)),
    Ending.OUT: (Fraction(0), Fraction(1), Fraction(0)),
    Ending.CONCEDE: (Fraction(0), Fraction(0), Fraction(1)),
}


def endings_from(rules: Rules, player: Player) -> Callable[[Fight], Endings]:
    """``endings(fight)``: P(win), P(out), P(concede) from any state, by backward
    recursion over the same kernel — one cache serves every start (grids)."""
    kernel = exchange_kernel(rules, player)

    @cache
    def endings(fight: Fight) -> Endings:
        if player.concedes(rules, fight):
            return _UNIT[Ending.CONCEDE]
        win = out = concede = Fraction(0)
        for nxt, q in kernel(fight, player.risky(rules, fight)):
            w, o, c = _UNIT[nxt.ending] if isinstance(nxt, End) else endings(nxt)
            win, out, concede = win + q * w, out + q * o, concede + q * c
        return win, out, concede

    return endings


def solve(setup: Setup, policy: Policy | Player | None = None) -> ConflictOdds:
    """The exact odds of ``setup`` played by ``policy`` (default: never reroll, never
    concede, never risky)."""
    if policy is None:
        policy = Policy()
    player = SimplePlayer(policy) if isinstance(policy, Policy) else policy
    return play_out(Rules(setup), player)


def play_out(rules: Rules, player: Player) -> ConflictOdds:
    check_size([rules.setup])  # refuse at once what would take hours
    kernel = exchange_kernel(rules, player)
    endings = {e: Fraction(0) for e in Ending}
    exchanges: dict[int, Fraction] = {}
    end_value: dict[int, Fraction] = {}

    def record(end: End, n: int, p: Fraction) -> None:
        endings[end.ending] += p
        exchanges[n] = exchanges.get(n, Fraction(0)) + p
        end_value[end.value] = end_value.get(end.value, Fraction(0)) + p

    live: dict[Fight, Fraction] = {rules.start(): Fraction(1)}
    n = 0
    while live:
        if n > MAX_EXCHANGES:
            raise RuntimeError("the conflict did not end; this is a bug in the lab")
        following: dict[Fight, Fraction] = {}
        for fight, p in live.items():
            if player.concedes(rules, fight):
                record(rules.concede(fight), n, p)
            else:
                _exchange(kernel(fight, player.risky(rules, fight)), p, n, record, following)
        live = following
        n += 1
    return ConflictOdds(
        win=endings[Ending.WIN],
        out=endings[Ending.OUT],
        concede=endings[Ending.CONCEDE],
        exchanges=dict(sorted(exchanges.items())),
        end_value=dict(sorted(end_value.items())),
        track=rules.track.value,
    )


def _exchange(
    branches: Sequence[tuple[Next, Fraction]],
    p: Fraction,
    n: int,
    record: Callable[[End, int, Fraction], None],
    following: dict[Fight, Fraction],
) -> None:
    """One exchange from a state reached with probability ``p``: each branch ends the
    conflict (recorded after ``n + 1`` exchanges) or carries on to the next exchange."""
    for nxt, q in branches:
        if isinstance(nxt, End):
            record(nxt, n + 1, p * q)
        else:
            following[nxt] = following.get(nxt, Fraction(0)) + p * q
