"""The shared cancel-and-compare reading and its exact counter (R-BUCK-2/3, R-MINI-2/3)."""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from fractions import Fraction
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice.cancel.reading import Side, check_pool_faces, count_results, read_pools, rung
from solo.dice.ladder import Answer
from solo.dice.rolls import CANCELLED, DISCARDED, KEPT, Faces


def multiset_faces(sides: int, n_dice: int, n_against: int):
    """Every (dice, against) pair up to order, weighted by how many ordered rolls it is.

    Same distribution as ``brute.all_faces`` but far fewer cases for d10 pools.
    """
    total = sides ** (n_dice + n_against)
    for dice in itertools.combinations_with_replacement(range(1, sides + 1), n_dice):
        for against in itertools.combinations_with_replacement(range(1, sides + 1), n_against):
            yield (
                Faces(dice=dice, against=against),
                Fraction(_arrangements(dice) * _arrangements(against), total),
            )


def _arrangements(faces) -> int:
    return factorial(len(faces)) // prod(factorial(k) for k in Counter(faces).values())


def literal_reading(acting, against):
    """R-BUCK-2 word for word, on lists: the reference for ``read_pools``."""
    mine, theirs = sorted(acting, reverse=True), sorted(against, reverse=True)
    while mine and theirs and mine[0] == theirs[0]:
        mine.pop(0)
        theirs.pop(0)
    if not mine and not theirs:
        return None, 0
    top_mine, top_theirs = (mine or [0])[0], (theirs or [0])[0]
    if top_mine > top_theirs:
        return Side.ACTING, sum(1 for f in mine if f > top_theirs)
    return Side.AGAINST, sum(1 for f in theirs if f > top_mine)


@functools.cache
def brute_counts(sides: int, acting: int, against: int) -> Counter:
    """Count every ordered roll through ``read_pools``."""
    out: Counter = Counter()
    for mine in itertools.product(range(1, sides + 1), repeat=acting):
        for theirs in itertools.product(range(1, sides + 1), repeat=against):
            r = read_pools(mine, theirs)
            out[(r.winner, r.count)] += 1
    return out


def capped(counts: Counter, cap: int | None) -> Counter:
    if cap is None:
        return counts
    out: Counter = Counter()
    for (side, count), ways in counts.items():
        out[(side, min(count, cap))] += ways
    return out


def dp_counts(counts) -> Counter:
    out: Counter = Counter()
    for side, row in ((Side.ACTING, counts.acting), (Side.AGAINST, counts.against)):
        for count, ways in enumerate(row):
            if ways:
                out[(side, count)] = ways
    if counts.all_cancelled:
        out[(None, 0)] = counts.all_cancelled
    return out


SMALL_POOLS = [(a, b) for a in range(8) for b in range(8) if 0 < a + b <= 7]


@pytest.mark.parametrize("sides", [1, 2, 3])
@pytest.mark.parametrize("acting,against", SMALL_POOLS)
def test_counts_equal_brute_force_up_to_seven_dice_R_BUCK_2_R_BUCK_3(sides, acting, against):
    """R-BUCK-2 R-BUCK-3."""
    for cap in (3, None):
        counts = count_results(sides, acting, against, cap)
        assert dp_counts(counts) == capped(brute_counts(sides, acting, against), cap)
        assert counts.total == sides ** (acting + against)


@pytest.mark.parametrize("sides,most", [(4, 6), (6, 5), (10, 3)])
def test_counts_equal_brute_force_on_real_dice_R_BUCK_2_R_MINI_2(sides, most):
    """R-BUCK-2 R-MINI-2."""
    for acting, against in SMALL_POOLS:
        if acting + against <= most:
            for cap in (1, 2, 3, None):
                counts = count_results(sides, acting, against, cap)
                assert dp_counts(counts) == capped(brute_counts(sides, acting, against), cap)


def test_counts_add_up_for_big_pools():
    for sides, acting, against in [(10, 30, 30), (6, 60, 1), (10, 17, 40), (6, 0, 60)]:
        for cap in (3, None):
            c = count_results(sides, acting, against, cap)
            assert sum(c.acting) + sum(c.against) + c.all_cancelled == c.total


def test_hand_counted_one_against_one_R_BUCK_3():
    """R-BUCK-3: d10 v d10: 10 of 100 rolls tie (all cancelled), 45 each side wins with one die."""
    c = count_results(10, 1, 1)
    assert (c.acting[1], c.against[1], c.all_cancelled, c.total) == (45, 45, 10, 100)


def test_empty_side_counts_as_zero_R_MINI_2():
    """R-MINI-2: Against an empty side every die of the other is above 0."""
    c = count_results(6, 4, 0, None)
    assert c.acting[4] == 6**4 and sum(c.acting) == 6**4
    assert read_pools((), (1, 1)).winner is Side.AGAINST and read_pools((), (1, 1)).count == 2


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 10), max_size=8), st.lists(st.integers(1, 10), max_size=8))
def test_reading_matches_the_rule_text_R_BUCK_2(acting, against):
    """R-BUCK-2."""
    reading = read_pools(acting, against)
    assert (reading.winner, reading.count) == literal_reading(acting, against)
    assert len(reading.acting) == len(acting) and len(reading.against) == len(against)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 6), max_size=7), st.lists(st.integers(1, 6), max_size=7))
def test_marks_explain_the_reading_R_BUCK_2(acting, against):
    """R-BUCK-2: Cancelled dice come in equal tied pairs; the winner's kept dice are the count."""
    r = read_pools(acting, against)
    cancelled_a = sorted(f for f, m in zip(acting, r.acting) if m.status == CANCELLED)
    cancelled_b = sorted(f for f, m in zip(against, r.against) if m.status == CANCELLED)
    assert cancelled_a == cancelled_b
    if r.winner is None:
        assert all(m.status == CANCELLED for m in r.acting + r.against)
        return
    win_faces, win_marks = (acting, r.acting) if r.winner is Side.ACTING else (against, r.against)
    kept = [f for f, m in zip(win_faces, win_marks) if m.status == KEPT]
    assert len(kept) == r.count and all(f > r.bar for f in kept)
    assert all(f <= r.bar for f, m in zip(win_faces, win_marks) if m.status == DISCARDED)


def test_tie_marks_name_both_faces_R_BUCK_2():
    """R-BUCK-2."""
    r = read_pools((6, 5, 3, 1), (6, 4))
    assert [m.why for m in r.acting] == ["tied 6 with 6", "beats 4", "not above 4", "not above 4"]
    assert r.against[1].why == "top die left: the bar at 4"


def test_rungs_by_count_and_side_R_BUCK_2_R_MINI_2():
    """R-BUCK-2 R-MINI-2."""
    assert [rung(Side.ACTING, n) for n in (1, 2, 3, 7)] == [
        Answer.YES_BUT,
        Answer.YES,
        Answer.YES_AND,
        Answer.YES_AND,
    ]
    assert [rung(Side.AGAINST, n) for n in (1, 2, 3, 4)] == [
        Answer.NO_BUT,
        Answer.NO,
        Answer.NO_AND,
        Answer.NO_AND,
    ]


def test_pool_faces_checked_with_clear_messages():
    with pytest.raises(ValueError, match="player pool is 4 dice .*but 3 faces"):
        check_pool_faces("player", (1, 2, 3), 4, 10, "player 3 + bonus 1")
    with pytest.raises(ValueError, match="a d6 shows 1-6, got 7"):
        check_pool_faces("power", (1, 7), 2, 6, "power 2")
