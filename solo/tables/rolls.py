"""Dice expressions for dice tables: ``d6``, ``d20``, ``d100``, ``2d6``, ``3d6``, ``d66`` …

A :class:`DiceSpec` knows every result it can show and, exactly, in how many of its
equally likely ways each result comes up, so a range's probability is a plain count.
"""

from __future__ import annotations

import random
import re
from functools import cached_property

from msgspec import Struct

_SUM = re.compile(r"(\d*)d(\d+)")
_DIGITS = re.compile(r"d(6{2,3})")
MAX_DICE = 6
MAX_SIDES = 1000


class DiceSpec(Struct, frozen=True, dict=True):  # dict: for the cached counts
    """``count`` dice of ``sides`` faces, summed — or read as digits (``d66``, ``d666``)."""

    text: str
    count: int
    sides: int
    digits: bool = False

    @classmethod
    def parse(cls, text: str) -> DiceSpec:
        """Parse a dice expression; ValueError names the bad one."""
        spec = str(text).strip().lower().replace("d%", "d100")
        if m := _DIGITS.fullmatch(spec):
            return cls(spec, len(m.group(1)), 6, digits=True)
        m = _SUM.fullmatch(spec)
        if not m:
            raise ValueError(f"bad dice {text!r}: write d6, d20, d100, 2d6, 3d6, d66 …")
        count = int(m.group(1) or 1)
        sides = int(m.group(2))
        if not 1 <= count <= MAX_DICE or not 2 <= sides <= MAX_SIDES:
            raise ValueError(f"bad dice {text!r}: 1 to {MAX_DICE} dice of 2 to {MAX_SIDES} sides")
        return cls(spec, count, sides)

    @cached_property
    def counts(self) -> dict[int, int]:
        """Result -> number of the ``sides ** count`` equally likely throws showing it."""
        ways = {0: 1}
        for _ in range(self.count):
            nxt: dict[int, int] = {}
            for total, n in ways.items():
                for face in range(1, self.sides + 1):
                    key = total * 10 + face if self.digits else total + face
                    nxt[key] = nxt.get(key, 0) + n
            ways = nxt
        return dict(sorted(ways.items()))

    @property
    def total(self) -> int:
        return int(self.sides**self.count)

    @property
    def lowest(self) -> int:
        return next(iter(self.counts))

    @property
    def highest(self) -> int:
        return next(reversed(self.counts))

    def results(self, lo: int, hi: int) -> list[int]:
        """Every possible result from ``lo`` to ``hi`` inclusive (d66: 11-16 is six)."""
        return [r for r in self.counts if lo <= r <= hi]

    def roll(self, rng: random.Random) -> int:
        out = 0
        for _ in range(self.count):
            face = rng.randint(1, self.sides)
            out = out * 10 + face if self.digits else out + face
        return out

    def __str__(self) -> str:
        return self.text
