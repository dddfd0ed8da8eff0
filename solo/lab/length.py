"""How long a conflict lasts (issue 23, item 3): the exact distribution of the number of
exchanges until it ends, and P(over within N) — the chance it has ended after at most N
exchanges — for every N up to the longest it can run.

A concession counts the exchanges played before it (a hero who concedes at once ends the
conflict after 0 exchanges); a Buckets impasse is rolled again within its exchange and
is not counted (docs/lab.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from msgspec import Struct


class ConflictLength(Struct, frozen=True):
    """``exchanges[n]``: the exact chance the conflict ends after exactly ``n`` exchanges
    (the values sum to 1)."""

    exchanges: Mapping[int, Fraction]

    @property
    def expected(self) -> Fraction:
        return sum((n * p for n, p in self.exchanges.items()), Fraction(0))

    @property
    def shortest(self) -> int:
        """The fewest exchanges it can last (every N below it: over within N is 0)."""
        return min((n for n, p in self.exchanges.items() if p), default=0)

    @property
    def longest(self) -> int:
        return max(self.exchanges, default=0)

    def ends_at(self, n: int) -> Fraction:
        """P(the conflict ends after exactly ``n`` exchanges)."""
        return self.exchanges.get(n, Fraction(0))

    @property
    def over_within(self) -> dict[int, Fraction]:
        """P(over within N) for every N from 1 (0 when it can end before any exchange)
        to :attr:`longest`, where it reaches exactly 1; rising, never falling."""
        start = 0 if self.ends_at(0) else 1
        out: dict[int, Fraction] = {}
        total = Fraction(0)
        for n in range(start, self.longest + 1):
            total += self.ends_at(n)
            out[n] = total
        return out

    def within(self, p: Fraction) -> int:
        """The fewest exchanges N with P(over within N) ≥ ``p`` (0 < p ≤ 1): "half the
        fights are over within 3 exchanges"."""
        if not 0 < p <= 1:
            raise ValueError(f"a chance between 0 (excluded) and 1, not {p}")
        return next(n for n, q in self.over_within.items() if q >= p)
