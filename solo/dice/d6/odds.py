"""Exact D6 System odds despite the endless Wild Die explosions (R-D6-7).

Every exploding chain (the Wild Die, each Character Point die) is ``6k + r`` with
``k`` sixes then a final face ``r`` in 1..5, and P(k, r) = (1/6)^(k+1): the number of
sixes and the final face are independent. So a side's total is

    T = F + 6K

where F (normal dice, final faces, pips) has a *finite* distribution, counted with
integer convolutions, and K (sixes over all ``j`` chains) is negative binomial:
P(K) = C(K+j-1, j-1) (5/6)^j (1/6)^K. The Wild Die's critical failure (its first
roll is a 1, R-D6-3) is a correction on top: "as if it were an ordinary chain", minus
the event "first roll 1" (weight 1/6, no six on that chain), plus the same event read
the critical way.

The margin is T_me - T_them = D + 6J with D = F_me - F_them finite and J = K_me - K_them.
J has exact closed forms: against a fixed difficulty K_them = 0 and every rung but
``yes_and`` is a finite sum; against an opponent with one Wild Die, K_them is
geometric and the tails are geometric series summed exactly. Nothing is truncated.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

from msgspec import Struct

from solo.dice.d6.side import CANCEL

RUNG_UPPER_MARGINS = (-11, -6, -1, 4, 9)
"""R-D6-4: the highest margin of no_and, no, no_but, yes_but, yes; yes_and is the rest."""


class Part(Struct, frozen=True):
    """A signed piece of a side's total: ``weight`` × (F + 6K).

    F = ``offset + i`` with count ``counts[i]`` out of ``denom``; K spreads over
    ``chains`` exploding chains. ``complication`` tags the acting side's pieces that
    carry the complication extra.
    """

    weight: Fraction
    offset: int
    counts: tuple[int, ...]
    denom: int
    chains: int
    complication: bool = False


# --- finite parts, by integer convolution ------------------------------------------------


@lru_cache(maxsize=256)
def dice_sum(n: int, top: int = 6) -> tuple[int, ...]:
    """Counts of the sum of ``n`` dice showing 1..top; index 0 is the sum ``n``."""
    counts = [1]
    for _ in range(n):
        nxt = [0] * (len(counts) + top - 1)
        window = 0
        for s in range(len(nxt)):  # sliding window over the previous counts
            if s < len(counts):
                window += counts[s]
            if s - top >= 0:
                window -= counts[s - top]
            nxt[s] = window
        counts = nxt
    return tuple(counts)


@lru_cache(maxsize=128)
def sum_without_highest(n: int) -> tuple[int, tuple[int, ...]]:
    """(offset, counts) of the sum of ``n`` d6 after removing the highest one."""
    if n == 0:
        return 0, (1,)
    out = [0] * (5 * (n - 1) + 1)  # values n-1 .. 6(n-1)
    for top in range(1, 7):
        at_most = dice_sum(n, top)
        below = dice_sum(n, top - 1) if top > 1 else ()
        for i, ways in enumerate(at_most):
            exact = ways - (below[i] if i < len(below) else 0)  # highest die == top
            if exact:
                out[(n + i - top) - (n - 1)] += exact
    return n - 1, tuple(out)


def convolve(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return tuple(out)


def side_parts(normal: int, cp: int, pips: int, option: str, tags: bool) -> list[Part]:
    """The parts of one side: ``normal`` plain dice, a Wild Die, ``cp`` Character Point dice.

    ``tags`` marks the acting side, whose complication (option complication) is tracked.
    """
    plain = dice_sum(normal)
    denom = 6**normal * 5**cp
    full = Part(
        Fraction(1), normal + cp + 1 + pips, convolve(plain, dice_sum(cp + 1, 5)), denom * 5, cp + 1
    )
    rest = dice_sum(cp, 5)
    one_offset = normal + cp + pips + 1  # the Wild Die's opening 1, read as an ordinary 1
    one = convolve(plain, rest)
    if option == CANCEL:
        crit_offset, crit = sum_without_highest(normal)
        crit_conv = convolve(crit, rest)
        low = min(one_offset, crit_offset + cp + pips)
        size = max(one_offset + len(one), crit_offset + cp + pips + len(crit_conv)) - low
        diff = [0] * size
        for i, w in enumerate(crit_conv):
            diff[crit_offset + cp + pips - low + i] += w
        for i, w in enumerate(one):
            diff[one_offset - low + i] -= w
        return [full, Part(Fraction(1, 6), low, tuple(diff), denom, cp)]
    if not tags:  # the opponent's complication is not the acting side's extra
        return [full]
    return [
        full,
        Part(Fraction(-1, 6), one_offset, one, denom, cp),
        Part(Fraction(1, 6), one_offset, one, denom, cp, complication=True),
    ]


def fixed_part(value: int) -> Part:
    """A difficulty: the same number every time."""
    return Part(Fraction(1), value, (1,), 1, 0)


# --- the explosion gap J = K_me - K_them --------------------------------------------------

_Z = Fraction(1, 36)


@lru_cache(maxsize=4096)
def _nb(j: int, k: int) -> Fraction:
    """P(K = k) for the sixes over ``j`` chains."""
    if k < 0:
        return Fraction(0)
    if j == 0:
        return Fraction(int(k == 0))
    return Fraction(comb(k + j - 1, j - 1) * 5**j, 6 ** (j + k))


@lru_cache(maxsize=4096)
def _nb_cdf(j: int, k: int) -> Fraction:
    if k < 0:
        return Fraction(0)
    return _nb_cdf(j, k - 1) + _nb(j, k) if k else _nb(j, 0)


@lru_cache(maxsize=4096)
def _tail(j: int, m: int) -> Fraction:
    """Sum over K >= m of C(K+j-1, j-1) / 36^K, exactly: (36/35)^j minus the head."""
    if m <= 0:
        return Fraction(36, 35) ** j
    return _tail(j, m - 1) - comb(m - 1 + j - 1, j - 1) * _Z ** (m - 1) if j else Fraction(0)


def gap_pmf(j_me: int, j_them: int, gap: int) -> Fraction:
    """P(K_me - K_them = gap); the opponent has no chain or one Wild Die."""
    if j_them == 0:
        return _nb(j_me, gap)
    if j_them == 1:  # K_them geometric: sum over K_me of NB(K_me) (5/6) 6^-(K_me-gap)
        return Fraction(5, 6) ** (j_me + 1) * Fraction(6) ** gap * _tail(j_me, max(gap, 0))
    raise ValueError("the opposing side rolls at most one exploding die")


def gap_cdf(j_me: int, j_them: int, gap: int) -> Fraction:
    """P(K_me - K_them <= gap)."""
    if j_them == 0:
        return _nb_cdf(j_me, gap)
    if j_them == 1:  # P(K_them >= K_me - gap) = 6^-(K_me - gap) when positive
        return _nb_cdf(j_me, gap) + (
            Fraction(5, 6) ** j_me * Fraction(6) ** gap * _tail(j_me, max(gap + 1, 0))
        )
    raise ValueError("the opposing side rolls at most one exploding die")


# --- margins -----------------------------------------------------------------------------


def pair_margin_cdfs(me: Part, them: Part, xs: tuple[int, ...]) -> list[Fraction]:
    """P(margin <= x) for each x, for one part of each side (unweighted)."""
    diff = convolve(me.counts, them.counts[::-1])
    low = me.offset - (them.offset + len(them.counts) - 1)
    high = low + len(diff) - 1
    denom = me.denom * them.denom
    cumulative, running = [], 0
    for w in diff:
        running += w
        cumulative.append(running)
    out = []
    for x in xs:
        all_below = (x - high) // 6  # for gaps up to here, every D fits under x
        last = (x - low) // 6  # beyond here, none does
        total = gap_cdf(me.chains, them.chains, all_below) * Fraction(cumulative[-1], denom)
        for gap in range(all_below + 1, last + 1):
            p = gap_pmf(me.chains, them.chains, gap)
            if p:
                total += p * Fraction(cumulative[x - 6 * gap - low], denom)
        out.append(total)
    return out


def margin_cdfs(
    me: list[Part], them: list[Part], xs: tuple[int, ...]
) -> dict[bool, list[Fraction]]:
    """P(margin <= x) for each x, split by the acting side's complication tag."""
    out = {False: [Fraction(0)] * len(xs), True: [Fraction(0)] * len(xs)}
    for a in me:
        for b in them:
            weight = a.weight * b.weight
            for i, p in enumerate(pair_margin_cdfs(a, b, xs)):
                out[a.complication][i] += weight * p
    return out


def rung_weights(me: list[Part], them: list[Part]) -> dict[tuple[int, bool], Fraction]:
    """P(rung index, complication) for every rung 0..5 (R-D6-4)."""
    mass = {False: Fraction(0), True: Fraction(0)}
    for a in me:
        mass[a.complication] += a.weight * Fraction(sum(a.counts), a.denom)
    upto = margin_cdfs(me, them, RUNG_UPPER_MARGINS)
    out: dict[tuple[int, bool], Fraction] = {}
    for tag in (False, True):
        bounds = [Fraction(0), *upto[tag], mass[tag]]
        for rung in range(len(bounds) - 1):
            out[(rung, tag)] = bounds[rung + 1] - bounds[rung]
    return out
