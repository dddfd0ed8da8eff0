"""FUBAR "Beat the Odds Redux": 5d6, count the evens (RULES.md §2.1, R-FUBAR-1..4).

The pool is five d6 plus one die per point of net modifier. With a net bonus the five
*best* dice are kept (an even face beats an odd one); with a net penalty the five
*worst* (an odd face is worse than an even one). The number of even faces among the
kept five is the rung: 0 ``no_and`` … 5 ``yes_and``.

Only parity matters, so the exact odds are binomial: with ``n`` dice the number of
evens ``E`` has weight ``C(n, E)`` out of ``2**n``. Keeping the best five keeps
``min(5, E)`` evens; keeping the worst five keeps ``max(0, E - (n - 5))`` evens (the odd
dice are taken first, and only once they run out do evens fill the five). So with a
bonus each rung below five is one binomial term and five takes the rest; with a penalty
the odd dice count as the evens did, and the rungs read the other way round.
"""

from __future__ import annotations

import random

from solo.dice.base import CountingMechanic, Params
from solo.dice.exact import Ways
from solo.dice.ladder import PLAIN_OUTCOMES, Answer, Outcome
from solo.dice.report import counted
from solo.dice.rolls import DISCARDED, KEPT, Die, Faces, Resolution

KEEP = 5
"""Dice kept from the pool, whatever its size (R-FUBAR-1)."""


class FubarParams(Params, frozen=True):
    @property
    def pool(self) -> int:
        """5 + |net| dice (R-FUBAR-1); opposition is part of the net (R-OPP-1)."""
        return KEEP + abs(self.net)


def is_even(face: int) -> bool:
    return face % 2 == 0


def _preference(face: int, net: int) -> tuple[int, int]:
    """Sort key: smaller sorts first and is kept first.

    Best first for a bonus (evens, then higher faces); worst first for a penalty
    (odds, then lower faces). The face order only breaks ties between dice of the
    same parity, which never changes the answer.
    """
    if net >= 0:
        return (0 if is_even(face) else 1, -face)
    return (0 if not is_even(face) else 1, face)


def _why(face: int, kept: bool, net: int) -> str:
    parity = "even" if is_even(face) else "odd"
    if net == 0:
        return f"{parity}: counts" if is_even(face) else f"{parity}: does not count"
    if net > 0:
        if kept:
            return "kept: even, a best die" if is_even(face) else "kept: odd, fills the five"
        return "dropped: five better dice kept"
    if kept:
        return "kept: odd, a worst die" if not is_even(face) else "kept: even, fills the five"
    return "dropped: five worse dice kept"


class Fubar(CountingMechanic[FubarParams]):
    name = "fubar"
    title = "FUBAR (Beat the Odds)"
    summary = (
        "5d6 plus a die per net bonus (keep five best) or penalty (keep five worst); "
        "evens among the five = rungs."
    )
    params_type = FubarParams

    def roll_faces(self, params: FubarParams, rng: random.Random) -> Faces:
        return Faces(dice=tuple(self.random_face(rng, "dice") for _ in range(params.pool)))

    def resolve(self, params: FubarParams, faces: Faces) -> Resolution:
        dice = faces.dice
        if len(dice) != params.pool:
            raise ValueError(
                f"fubar with net {params.net:+d} rolls {params.pool} dice, "
                f"but {counted(len(dice), 'face')} {'was' if len(dice) == 1 else 'were'} given"
            )
        for face in dice:
            if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
                raise ValueError(f"a d6 shows 1-6, got {face!r}")
        order = sorted(range(len(dice)), key=lambda i: (_preference(dice[i], params.net), i))
        kept = set(order[:KEEP])
        out = tuple(
            Die(
                "d6",
                face,
                KEPT if i in kept else DISCARDED,
                _why(face, i in kept, params.net),
                source=("dice", i),
            )
            for i, face in enumerate(dice)
        )
        evens = sum(1 for i in kept if is_even(dice[i]))
        return Resolution(
            out, Outcome(Answer(evens)), total=evens, notes=(f"{evens} even of the five kept",)
        )

    def ways(self, params: FubarParams) -> Ways:
        net = params.net
        # the pool (R-FUBAR-1), net read once; not abs(): in a fresh process that is
        # often the first call of its C function, whose lazy linking costs ~1 µs
        n = KEEP + (net if net >= 0 else -net)
        total = 1 << n  # 2**n rolls, each die even or odd alike
        # rolls with exactly k evens, C(n, k), k = 0..4, worked out in place: a cold call
        # costs what it first touches, and these few products touch the least
        two = n * (n - 1) // 2
        three = two * (n - 2) // 3
        four = three * (n - 3) // 4
        counts = (1, n, two, three, four, total - 1 - n - two - three - four)  # 5+ evens
        if net < 0:
            counts = counts[::-1]  # keeping the worst, the odd dice play the evens' part
        return Ways(PLAIN_OUTCOMES, counts, total)
