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
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache

from solo.dice.ladder import Answer
from solo.lab.conflict import MAX_EXCHANGES, SimplePlayer
from solo.lab.exchange import End, Ending, Fight, Rules
from solo.lab.setup import Policy, Setup
from solo.lab.size import check_size
from solo.rules.conflicts import ConflictOutcome, Opposition
from solo.rules.participants import resolve_group

MAX_HEROES = 3
"""Each hero multiplies the states; three against a pool of 8 take a few seconds."""
_NOBODY = Opposition(name="placeholder")
"""Heroes' own Fight values carry this; the shared opposition is kept beside them."""

Slot = Fight | End


@dataclass(frozen=True)
class GroupOdds:
    """``win``: the opposition falls; ``lost``: every hero is out or has conceded.
    Per hero (in order): P(out) and P(conceded)."""

    win: Fraction
    lost: Fraction
    out: tuple[Fraction, ...]
    conceded: tuple[Fraction, ...]
    exchanges: Mapping[int, Fraction]

    @property
    def total(self) -> Fraction:
        return self.win + self.lost

    @property
    def expected_exchanges(self) -> Fraction:
        return sum((n * p for n, p in self.exchanges.items()), Fraction(0))


def solve_group(setups: Sequence[Setup], policy: Policy | None = None) -> GroupOdds:
    """The exact odds of ``setups`` (one per hero; the opposition is the first's) all
    playing ``policy``."""
    if not 1 <= len(setups) <= MAX_HEROES:
        raise ValueError(f"heroes must be 1 to {MAX_HEROES}, got {len(setups)}")
    check_size(setups)  # refuse at once what would take hours
    player = SimplePlayer(policy or Policy())
    rules = [Rules(setup) for setup in setups]
    names = [f"hero {i + 1}" for i in range(len(setups))]
    risky = player.policy.risky
    conflict = replace(rules[0].conflict(_NOBODY, risky), combat=any(s.soak > 0 for s in setups))

    @cache
    def roll(i: int, fight: Fight) -> tuple[tuple[tuple[Answer, Fight], Fraction], ...]:
        """One hero's final answer and its standing after paying for rerolls."""
        answers, impasse = rules[i].rungs(fight.plus, fight.minus)
        out: dict[tuple[Answer, Fight], Fraction] = {}
        for answer, p in answers:
            again = player.reroll(rules[i], fight, risky, answer)
            branches = roll(i, again) if again is not None else (((answer, fight), 1),)
            for key, q in branches:
                out[key] = out.get(key, Fraction(0)) + p * q
        scale = 1 / (1 - impasse)  # an impasse is rolled again, free
        return tuple((k, p * scale) for k, p in out.items())

    @cache
    def together(
        opposition: Opposition, answers: tuple[Answer, ...]
    ) -> tuple[Opposition, tuple[ConflictOutcome, ...]]:
        group = resolve_group(replace(conflict, opposition=opposition), list(zip(names, answers)))
        after = group.opposition
        assert after is not None
        return after, tuple(outcome for _, outcome in group.outcomes)

    @cache
    def pay(i: int, fight: Fight, outcome: ConflictOutcome) -> Slot:
        paid = rules[i].pay(fight, outcome)
        if rules[i].econ.out(paid.hero):
            return End(Ending.OUT, rules[i].value(paid.hero))
        return replace(paid, opposition=_NOBODY)

    start = tuple(replace(r.start(), opposition=_NOBODY) for r in rules)
    live: dict[tuple[tuple[Slot, ...], Opposition], Fraction] = {
        (start, setups[0].opposition()): Fraction(1)
    }
    win = lost = Fraction(0)
    out = [Fraction(0)] * len(setups)
    conceded = [Fraction(0)] * len(setups)
    exchanges: dict[int, Fraction] = {}

    def finish(slots: tuple[Slot, ...], n: int, p: Fraction, won: bool) -> None:
        nonlocal win, lost
        if won:
            win += p
        else:
            lost += p
        exchanges[n] = exchanges.get(n, Fraction(0)) + p
        for i, slot in enumerate(slots):
            if isinstance(slot, End):
                target = out if slot.ending is Ending.OUT else conceded
                target[i] += p

    n = 0
    while live:
        if n > MAX_EXCHANGES:
            raise RuntimeError("the conflict did not end; this is a bug in the lab")
        following: dict[tuple[tuple[Slot, ...], Opposition], Fraction] = {}
        for (slots, opposition), p in live.items():
            slots = tuple(
                rules[i].concede(s) if isinstance(s, Fight) and player.concedes(rules[i], s) else s
                for i, s in enumerate(slots)
            )
            rolling = [i for i, s in enumerate(slots) if isinstance(s, Fight)]
            if not rolling:
                finish(slots, n, p, won=False)
                continue
            for combo in itertools.product(*(roll(i, slots[i]) for i in rolling)):
                q = p
                for _, share in combo:
                    q *= share
                after, outcomes = together(opposition, tuple(a for (a, _), _ in combo))
                new = list(slots)
                for k, i in enumerate(rolling):
                    new[i] = pay(i, combo[k][0][1], outcomes[k])
                key = (tuple(new), after)
                if after.defeated:
                    finish(key[0], n + 1, q, won=True)
                elif not any(isinstance(s, Fight) for s in new):
                    finish(key[0], n + 1, q, won=False)
                else:
                    following[key] = following.get(key, Fraction(0)) + q
        live = following
        n += 1
    return GroupOdds(win, lost, tuple(out), tuple(conceded), dict(sorted(exchanges.items())))
