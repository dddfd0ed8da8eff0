"""Cancel-and-compare: two pools, ties cancel from the top, the higher top die wins.

Shared by buckets (d10, R-BUCK-2/3) and minifu (d6, R-MINI-2/3). Two pieces live here:

* :func:`read_pools` — read one pair of rolled pools, marking every die;
* :func:`count_results` — exact integer counts of every result for given pool sizes,
  split at the loser's highest die left (never by listing rolls).

The mechanic plumbing both systems share is :mod:`solo.dice.cancel.mechanic`; their one
params shape is :mod:`solo.dice.cancel.params`.

All speak of the *acting* pool (player / power dice) and the *against* pool
(resistance / challenge dice). An empty pool counts as a single 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import lru_cache

from msgspec import Struct

from solo.dice.base import MAX_DICE, check_int
from solo.dice.ladder import Answer
from solo.dice.rolls import CANCELLED, DISCARDED, KEPT, Die


class Side(Enum):
    ACTING = "acting"
    AGAINST = "against"


# --- reading one roll ------------------------------------------------------------------


class Mark(Struct, frozen=True):
    """What happened to one die: its status and a short reason."""

    status: str
    why: str


class Reading(Struct, frozen=True):
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


class Counts(Struct, frozen=True):
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

    Every roll a side wins reads the same way: the top ``s`` dice of each side cancelled
    in pairs, the loser's highest die left — the *bar* — shows ``m`` (0 when the loser has
    no die left), and the winner has ``c`` dice above ``m``. So split each pool at the bar:

    * the loser's other ``n = loser - s`` dice lie at or below ``m``, the highest exactly
      on ``m``: ``m**n - (m - 1)**n`` ways (one way, ``m = 0``, when ``n`` is 0);
    * the winner's dice not above the bar lie on 1..m: ``m**(winner - s - c)`` ways;
    * above the bar, on the ``sides - m`` faces left, the loser's ``s`` dice must cancel
      exactly against the winner's top ``s``, leaving ``c``: a count that depends on
      neither pool's size (:func:`_outlast`, one small table shared by both sides).

    Summed over ``s``, ``m`` and ``c`` with the binomials that pick which dice lie above
    the bar (:func:`_wins`); with a cap, the counts from ``cap`` up are added together. All
    cancelled is the outlast count of both whole pools with nothing left. A walk over the
    faces with a few small tables and integer weights, never a list of rolls; the caller
    divides by ``total`` once.
    """
    most, pairs = max(acting, against), min(acting, against)
    choose = _pascal(most)
    # c = 0 (no winner die left above the bar) is read only for an all-cancelled roll
    outlast = [
        _outlast(c, min(pairs, most - c), sides, choose) if c or acting == against else []
        for c in range(most + 1)
    ]
    size = (cap if cap is not None else most) + 1
    return Counts(
        _wins(sides, acting, against, size, choose, outlast),
        _wins(sides, against, acting, size, choose, outlast),
        outlast[0][pairs][sides] if acting == against else 0,
        sides ** (acting + against),
    )


Table = list[list[int]]
"""``table[s][r]``: a count for ``s`` dice on ``r`` faces (one table per ``c``)."""


def _pascal(most: int) -> Table:
    """The binomials ``C(n, k)`` for n up to ``most``, row by row."""
    rows = [[1]]
    for n in range(1, most + 1):
        above = rows[-1]
        rows.append([1, *(above[k] + above[k + 1] for k in range(n - 1)), 1])
    return rows


def _outlast(c: int, depth: int, sides: int, choose: Table) -> Table:
    """``table[s][r]`` for s up to ``depth``: ways ``s + c`` winner dice and ``s`` loser
    dice on ``r`` faces show the loser's dice cancelling exactly against the winner's top
    ``s``, so ``c`` winner dice are left.

    With no loser dice the winner's ``c`` dice may show anything (``r**c``). Otherwise
    look at the top face: both sides show the same ``k < s`` dice on it (they cancel, and
    the rest do the same below it), or the loser shows all ``s`` there and the winner at
    least as many (its others anywhere below).
    """
    table = [[r**c for r in range(sides + 1)]]
    for s in range(1, depth + 1):
        n = s + c
        row_n, row_s = choose[n], choose[s]
        line = [0]  # no faces left, dice left: no way
        for r in range(1, sides + 1):
            below = r - 1
            ways = line[below]  # nothing on the top face
            for k in range(1, s):
                ways += row_n[k] * row_s[k] * table[s - k][below]
            line.append(ways + _top_face_at_least(n, s, r, row_n))
        table.append(line)
    return table


def _top_face_at_least(n: int, least: int, r: int, choose_n: list[int]) -> int:
    """Ways ``n`` dice on ``r`` faces show the top face at least ``least`` times."""
    below = r - 1
    ways = 0
    if least <= n - least:  # fewer terms in the ways left out
        for k in range(least):
            ways += choose_n[k] * below ** (n - k)
        every: int = r**n
        return every - ways
    for k in range(least, n + 1):
        ways += choose_n[k] * below ** (n - k)
    return ways


def _wins(
    sides: int, winner: int, loser: int, size: int, choose: Table, outlast: list[Table]
) -> tuple[int, ...]:
    """``out[c]``: rolls the ``winner`` side wins with ``c`` dice above the bar (the last
    index: that many or more), summed over the cancelled pairs ``s`` and the bar ``m``."""
    out = [0] * size
    last = size - 1
    row_w, row_l = choose[winner], choose[loser]
    for s in range(min(loser, winner - 1) + 1):
        n = loser - s
        for m in range(1, sides) if n else range(1):  # the bar; 0 when no loser die is left
            at_bar = row_l[s] * (m**n - (m - 1) ** n if n else 1)
            above = sides - m
            for c in range(1, winner - s + 1):
                ways = row_w[s + c] * m ** (winner - s - c) * outlast[c][s][above]
                # the cap's bucket takes every count from it up; not min(), whose
                # argument parsing costs more than the rest of this line
                out[c if c < last else last] += at_bar * ways
    return tuple(out)
