"""How long a conflict lasts (issue 23, item 3): the lab's exact distribution of exchanges
and P(over within N) against brute force — every roll of the dice and every sequence of
answers enumerated one by one, the conflict's rules written out by hand."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction as F
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings

from solo.dice import read
from solo.lab import Policy, Setup, solve
from solo.lab.group import solve_group
from solo.lab.length import ConflictLength
from tests.lab.test_properties import policies, setups

YES = ("yes_but", "yes", "yes_and")


def one_roll() -> dict[str, F]:
    """Fubar's answer at net +0, counted over all 6^5 rolls of its five dice."""
    counts = Counter(read("fubar", dice=list(f))["answer"] for f in product(range(1, 7), repeat=5))
    return {answer: F(n, 6**5) for answer, n in counts.items()}


def brute_lengths(resolve: int, pool: int, risky: bool, concede_at: int | None) -> dict[int, F]:
    """Every sequence of answers walked to its end, one path at a time (no merging of
    states): a yes costs the opposition 1, a no the hero 1, 2 each when risky (R-CON-2,
    R-CON-4); below 0 the opposition falls (R-CON-3) or the hero is out (R-RES-6); the
    hero concedes before an exchange at or below ``concede_at`` (R-CON-5)."""
    roll = one_roll()
    hit = 2 if risky else 1
    lengths: Counter[int] = Counter()

    def walk(resolve: int, pool: int, played: int, p: F) -> None:
        if concede_at is not None and resolve <= concede_at:
            lengths[played] += p
            return
        for answer, q in roll.items():
            r, o = (resolve, pool - hit) if answer in YES else (resolve - hit, pool)
            if r < 0 or o < 0:
                lengths[played + 1] += p * q
            else:
                walk(r, o, played + 1, p * q)

    walk(resolve, pool, 0, F(1))
    return dict(sorted(lengths.items()))


@pytest.mark.parametrize(
    ("resolve", "pool", "risky", "concede_at"),
    [(1, 1, False, None), (2, 1, False, None), (2, 2, True, None), (2, 1, False, 1)],
)
def test_length_equals_brute_force_r_con_2_r_con_4_r_con_5(resolve, pool, risky, concede_at):
    setup = Setup.build("fubar", {}, resolve=resolve, pool=pool)
    odds = solve(setup, Policy(risky=risky, concede_at=concede_at))
    brute = brute_lengths(resolve, pool, risky, concede_at)
    assert dict(odds.length.exchanges) == brute
    running = F(0)
    for n in range(odds.length.longest + 1):
        running += brute.get(n, F(0))
        if n in odds.length.over_within:
            assert odds.length.over_within[n] == running
    assert running == 1 and list(odds.length.over_within.values())[-1] == 1


def test_over_within_n_hand_computed_r_con_3():
    """R-CON-3 R-RES-6: Resolve 2 against pool 1 at even odds. The fight needs 2 yeses
    or 3 noes: never in 1 exchange; in 2 on two yeses (1/4); in 3 on NYY, YNY or NNN
    (3/8, so 5/8 within 3); every other fight ends in the 4th."""
    odds = solve(Setup.build("fubar", {}, resolve=2, pool=1))
    length = odds.length
    assert length.over_within == {1: 0, 2: F(1, 4), 3: F(5, 8), 4: 1}
    assert length.expected == odds.expected_exchanges == F(25, 8)
    assert (length.within(F(1, 2)), length.within(F(9, 10)), length.within(F(1))) == (3, 4, 4)


def test_a_concession_before_any_exchange_is_over_within_0_r_con_5():
    length = solve(Setup.build("fubar", {}, resolve=3, pool=3), Policy(concede_at=3)).length
    assert length.over_within == {0: 1} and length.within(F(1, 2)) == 0


def test_within_refuses_a_chance_out_of_range():
    with pytest.raises(ValueError, match="between 0"):
        ConflictLength({1: F(1)}).within(F(0))


def test_a_group_has_the_same_length_view():
    """R-CON-6: two heroes alike; their conflict's length is read the same way."""
    setup = Setup.build("fubar", {}, resolve=1, pool=1)
    group = solve_group([setup, setup])
    assert group.length.exchanges == group.exchanges
    assert group.length.expected == group.expected_exchanges
    assert list(group.length.over_within.values())[-1] == 1


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(), policies)
def test_over_within_rises_to_exactly_1_for_any_conflict(setup, policy):
    """For hypothesis-chosen conflicts: P(over within N) never falls, each step is
    P(ends after exactly N), it reaches exactly 1 at the longest, and ``within`` finds
    the first N that reaches a chance."""
    length = solve(setup, policy).length
    over = length.over_within
    steps = list(over.items())
    assert steps[-1] == (length.longest, 1)
    previous = F(0)
    for n, p in steps:
        assert p - previous == length.ends_at(n) >= 0
        previous = p
    assert length.within(F(1)) == length.longest
    half = length.within(F(1, 2))
    assert over[half] >= F(1, 2) and all(p < F(1, 2) for n, p in steps if n < half)
