"""Cancel-and-compare: two pools, ties cancel from the top, the higher top die wins.

Shared by buckets (d10, R-BUCK-2/3) and minifu (d6, R-MINI-2/3). Two pieces live here:

* :func:`read_pools` — read one pair of rolled pools, marking every die;
* :func:`count_results` — exact integer counts of every result for given pool sizes,
  by a face-by-face dynamic programme (never by listing rolls).

The mechanic plumbing both systems share is :mod:`solo.dice.cancel.mechanic`; their one
params shape is :mod:`solo.dice.cancel.params`.

All speak of the *acting* pool (player / power dice) and the *against* pool
(resistance / challenge dice). An empty pool counts as a single 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache, lru_cache
from math import comb

from solo.dice.base import MAX_DICE, check_int
from solo.dice.ladder import Answer
from solo.dice.rolls import CANCELLED, DISCARDED, KEPT, Die


class Side(Enum):
    ACTING = "acting"
    AGAINST = "against"


# --- reading one roll ------------------------------------------------------------------


@dataclass(frozen=True)
class Mark:
    """What happened to one die: its status and a short reason."""

    status: str
    why: str


@dataclass(frozen=True)
class Reading:
    """The result of cancel-and-compare on one roll.

    ``winner`` is None when every die cancelled. ``count`` is how many of the winner's
    dice beat ``bar``, the loser's highest remaining face (0 for an empty side).
    ``acting``/``against`` hold one :class:`Mark` per die, in the order given.
    """

    winner: Side | None
    count: int
    bar: int
    acting: tuple[Mark, ...]
    against: tuple[Mark, ...]


def read_pools(acting: Sequence[int], against: Sequence[int]) -> Reading:
    """Cancel tied top dice pairwise, then count the winner's dice above the loser's top."""
    order_a = sorted(range(len(acting)), key=lambda i: -acting[i])
    order_b = sorted(range(len(against)), key=lambda i: -against[i])
    marks_a: dict[int, Mark] = {}
    marks_b: dict[int, Mark] = {}
    pairs = _cancel_ties(acting, against, order_a, order_b, marks_a, marks_b)
    left_a, left_b = order_a[pairs:], order_b[pairs:]
    if not left_a and not left_b:
        return Reading(None, 0, 0, _in_order(marks_a, acting), _in_order(marks_b, against))
    top_a = acting[left_a[0]] if left_a else 0
    top_b = against[left_b[0]] if left_b else 0
    if top_a > top_b:
        winner, bar = Side.ACTING, top_b
        count = _mark_winner(acting, left_a, marks_a, bar, bool(left_b))
        _mark_loser(left_b, marks_b, bar)
    else:
        winner, bar = Side.AGAINST, top_a
        count = _mark_winner(against, left_b, marks_b, bar, bool(left_a))
        _mark_loser(left_a, marks_a, bar)
    return Reading(winner, count, bar, _in_order(marks_a, acting), _in_order(marks_b, against))


def _cancel_ties(
    acting: Sequence[int],
    against: Sequence[int],
    order_a: list[int],
    order_b: list[int],
    marks_a: dict[int, Mark],
    marks_b: dict[int, Mark],
) -> int:
    """Cancel the top dice pairwise while they tie; how many pairs cancelled."""
    pairs = 0
    while pairs < min(len(order_a), len(order_b)):
        face_a, face_b = acting[order_a[pairs]], against[order_b[pairs]]
        if face_a != face_b:
            break
        tie = Mark(CANCELLED, f"tied {face_a} with {face_b}")
        marks_a[order_a[pairs]] = marks_b[order_b[pairs]] = tie
        pairs += 1
    return pairs


def _mark_winner(
    faces: Sequence[int], left: list[int], marks: dict[int, Mark], bar: int, other_left: bool
) -> int:
    """The winner's dice left: each above the bar counts; how many did."""
    count = 0
    for i in left:
        if faces[i] > bar:
            count += 1
            marks[i] = Mark(KEPT, f"beats {bar}" if other_left else "beats 0 (other side empty)")
        else:
            marks[i] = Mark(DISCARDED, f"not above {bar}")
    return count


def _mark_loser(left: list[int], marks: dict[int, Mark], bar: int) -> None:
    """The loser's top die left sets the bar; the rest lie under it."""
    for n, i in enumerate(left):
        marks[i] = (
            Mark(KEPT, f"top die left: the bar at {bar}")
            if n == 0
            else Mark(DISCARDED, f"under the bar at {bar}")
        )


def _in_order(marks: dict[int, Mark], faces: Sequence[int]) -> tuple[Mark, ...]:
    return tuple(marks[i] for i in range(len(faces)))


def reading_dice(
    reading: Reading,
    acting: Sequence[int],
    against: Sequence[int],
    acting_kind: str,
    against_kind: str,
) -> tuple[Die, ...]:
    """The roll's dice: the acting pool first, then the opposing pool."""
    mine = tuple(
        Die(acting_kind, f, m.status, m.why, "acting", ("dice", i))
        for i, (f, m) in enumerate(zip(acting, reading.acting))
    )
    theirs = tuple(
        Die(against_kind, f, m.status, m.why, "against", ("against", i))
        for i, (f, m) in enumerate(zip(against, reading.against))
    )
    return mine + theirs


def rung(winner: Side, count: int) -> Answer:
    """1 / 2 / 3+ winning dice → but / plain / and, yes for the acting side, no otherwise."""
    if count < 1:
        raise ValueError(f"a winner beats at least one die, got {count}")
    degree = min(count, 3)
    if winner is Side.ACTING:
        return (Answer.YES_BUT, Answer.YES, Answer.YES_AND)[degree - 1]
    return (Answer.NO_BUT, Answer.NO, Answer.NO_AND)[degree - 1]


def check_pool_faces(what: str, faces: Sequence[int], size: int, sides: int, why: str) -> None:
    """A pool read from a table must have the expected size and faces 1..sides."""
    if len(faces) != size:
        given = "1 face was" if len(faces) == 1 else f"{len(faces)} faces were"
        dice = "1 die" if size == 1 else f"{size} dice"
        raise ValueError(f"the {what} pool is {dice} ({why}), but {given} given")
    for face in faces:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= sides:
            raise ValueError(f"a d{sides} shows 1-{sides}, got {face!r} in the {what} pool")


def check_pool_sizes(acting_name: str, acting: int, against_name: str, against: int) -> None:
    """Each pool 0..MAX_DICE after modifiers, and at least one die in all."""
    check_int(f"{acting_name} pool (with modifiers)", acting, 0, MAX_DICE)
    check_int(f"{against_name} pool (with modifiers)", against, 0, MAX_DICE)
    if acting + against == 0:
        raise ValueError(
            f"nothing to roll: the {acting_name} and {against_name} pools are both empty"
        )


# --- exact counts ----------------------------------------------------------------------


@dataclass(frozen=True)
class Counts:
    """How many of the ``total`` equally likely rolls end each way.

    ``acting[c]`` / ``against[c]``: that side wins with ``c`` dice above the bar (with a
    cap, the top index stands for "cap or more"). ``all_cancelled``: every die tied.
    """

    acting: tuple[int, ...]
    against: tuple[int, ...]
    all_cancelled: int
    total: int


@lru_cache(maxsize=512)
def count_results(sides: int, acting: int, against: int, cap: int | None = 3) -> Counts:
    """Exact counts for ``acting`` v ``against`` dice with faces 1..sides.

    Faces are visited from high to low. While no side leads, the state is the number of
    dice cancelled so far, ``s`` (both pools lose the same number, so ``s`` alone fixes
    both remaining sizes), weighted by the ways the cancelled dice can show their faces.
    At face ``v`` either the same number of dice show ``v`` on both sides (they cancel;
    go on to ``v - 1``) or one side shows more and wins there; the winner's count is then
    summed in closed form over the loser's highest remaining face (see ``_win_counts``).
    Weights are integers; the caller divides by ``total`` once.
    """
    size = (cap if cap is not None else max(acting, against)) + 1
    wins = _Wins([0] * size, [0] * size)
    tied: dict[int, int] = {0: 1}
    for v in range(sides, -1, -1):
        tied = _at_face(v, tied, acting, against, wins, cap)
    return Counts(
        tuple(wins.acting), tuple(wins.against), wins.all_cancelled, sides ** (acting + against)
    )


@dataclass
class _Wins:
    """The weights found so far: each side's wins by count, and rolls where all cancel."""

    acting: list[int]
    against: list[int]
    all_cancelled: int = 0

    def ran_out(self, a: int, b: int, v: int, ways: int) -> None:
        """One side (or both) has no dice left: the other's ``a`` (or ``b``) dice all win,
        whatever faces up to ``v`` they show."""
        if a == b:
            self.all_cancelled += ways
        elif b == 0:
            self.acting[min(a, len(self.acting) - 1)] += ways * v**a
        else:
            self.against[min(b, len(self.against) - 1)] += ways * v**b


def _at_face(
    v: int, tied: dict[int, int], acting: int, against: int, wins: _Wins, cap: int | None
) -> dict[int, int]:
    """Face ``v`` for every tied state ``s``: the wins decided here go to ``wins``; the
    states still tied after ``v`` are returned."""
    following: dict[int, int] = {}
    for s, ways in tied.items():
        a, b = acting - s, against - s
        if a == 0 or b == 0:
            wins.ran_out(a, b, v, ways)
            continue
        if v == 0:
            continue  # dice left but no faces left to show: no such rolls
        _add_wins(wins.acting, ways, a, b, v, cap)
        _add_wins(wins.against, ways, b, a, v, cap)
        for i in range(min(a, b) + 1):
            following[s + i] = following.get(s + i, 0) + ways * comb(a, i) * comb(b, i)
    return following


def _add_wins(out: list[int], ways: int, a: int, b: int, v: int, cap: int | None) -> None:
    """Add to ``out[c]`` the ways the ``a`` side wins at face ``v`` with ``c`` dice."""
    for count, weight in _win_counts(a, b, v, cap).items():
        out[count] += ways * weight


@lru_cache(maxsize=4096)
def _win_counts(a: int, b: int, v: int, cap: int | None) -> dict[int, int]:
    """Ways (faces 1..v, ``a`` winner dice, ``b`` loser dice) the winner leads at ``v``.

    The winner shows more dice at ``v`` than the loser's ``j``; the loser's other
    ``n = b - j`` dice lie below ``v`` with highest face ``M`` (0 if none). The winner
    then counts its ``x`` dice above ``M`` minus the ``j`` that cancelled:
    ``count = x - j``. Ways: C(b, j) · D_n(M) · C(a, x) · M^(a-x) · E(x, j, v - M), where
    D_n(M) = M^n - (M-1)^n and E counts the ways ``x`` dice above ``M`` put more than
    ``j`` of them on ``v``. With a cap, the top count is what is left of all the wins.
    """
    w = v - 1
    last = a if cap is None else min(a, cap - 1)  # counts worked out one by one
    counts = [0] * (last + 1)
    choose_a = _choose_row(a)
    for j in range(min(b, a - 1) + 1):
        choose_b = comb(b, j)
        top = min(last, a - j)
        for bar, bar_ways in _bar_ways(b - j, w):
            on_top = _on_top(v - bar, j, top)
            powers = _powers(bar, a)
            scale = choose_b * bar_ways
            for count in range(1, top + 1):
                x = j + count
                counts[count] += scale * choose_a[x] * powers[a - x] * on_top[count]
    out = {count: ways for count, ways in enumerate(counts) if ways}
    if cap is not None and a >= cap:
        rest = _all_wins(a, b, v) - sum(out.values())
        if rest:
            out[cap] = rest
    return out


@lru_cache(maxsize=4096)
def _bar_ways(n: int, w: int) -> tuple[tuple[int, int], ...]:
    """(M, ways) for ``n`` dice on faces 1..w having highest face M; n = 0 → M = 0."""
    if n == 0:
        return ((0, 1),)
    out = []
    below = 0  # (m - 1) ** n
    for m in range(1, w + 1):
        here = m**n
        out.append((m, here - below))
        below = here
    return tuple(out)


@cache
def _choose_row(n: int) -> tuple[int, ...]:
    return tuple(comb(n, k) for k in range(n + 1))


@cache
def _powers(base: int, top: int) -> tuple[int, ...]:
    return tuple(base**k for k in range(top + 1))


@cache
def _on_top(r: int, j: int, top: int) -> tuple[int, ...]:
    """``out[c]`` for c in 1..top: ways ``j + c`` dice on ``r`` faces show the top face
    more than ``j`` times (``out[0]`` is unused). Built from the one row per dice count
    that pools of every size share, so a small pool builds only the few rows it needs."""
    out = [0] * (top + 1)
    for count in range(1, top + 1):
        out[count] = _on_top_row(r, j + count)[j]
    return tuple(out)


@cache
def _on_top_row(r: int, x: int) -> tuple[int, ...]:
    """``row[j]``: ways ``x`` dice on ``r`` faces show the top face more than ``j`` times
    (j up to ``x``)."""
    row = [0] * (x + 1)
    choose = _choose_row(x)
    below = _powers(r - 1, x)
    running = r**x
    for j in range(x + 1):
        running -= choose[j] * below[x - j]
        row[j] = running
    return tuple(row)


def _all_wins(a: int, b: int, v: int) -> int:
    """Ways the ``a`` side shows more dice than the ``b`` side at ``v`` (rest below v)."""
    w = v - 1
    ways = 0
    above = v**a  # ways the a dice put more than j on v, for j = -1, 0, 1, …
    for j in range(min(a, b) + 1):  # past j = a no way is left
        above -= comb(a, j) * w ** (a - j)
        ways += comb(b, j) * w ** (b - j) * above
    return ways
