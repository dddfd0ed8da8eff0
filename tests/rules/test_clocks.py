"""Clocks and their exact forecast (R-GM-5), checked against brute-force enumeration of every
answer sequence on small clocks."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from solo.dice import mechanic
from solo.rules.clocks import (
    HORIZONS,
    Clock,
    TickChances,
    Trigger,
    answer_ticks,
    expected_questions,
    forecast,
    full_within,
)
from solo.rules.tension import event_chance


def even_rungs(system: str) -> dict[str, Fraction]:
    mech = mechanic(system)
    return mech.odds(mech.world_params(0)).rungs


HORIZON = 6


def brute_force(trigger: Trigger, rungs: dict[str, Fraction]) -> dict[tuple[int, int], Fraction]:
    """P(a clock with ``left`` segments to fill is full within ``h`` answers), for left 1..4
    and h 0..6: every sequence of six answers, each weighed by its exact chance, its first
    ``h`` answers ticking the clock as the trigger says (the later ones sum to certainty)."""
    denominator = math.lcm(*(p.denominator for p in rungs.values()))
    weighted = [(answer_ticks(trigger, k), int(p * denominator)) for k, p in rungs.items() if p]
    found = {(left, h): 0 for left in range(1, 5) for h in range(HORIZON + 1)}
    for answers in itertools.product(weighted, repeat=HORIZON):
        weight = math.prod(w for _, w in answers)
        ticked = itertools.accumulate((t for t, _ in answers), initial=0)
        for h, total in enumerate(ticked):
            for left in range(1, min(total, 4) + 1):
                found[left, h] += weight
    return {key: Fraction(n, denominator**HORIZON) for key, n in found.items()}


@pytest.mark.parametrize("system", ["fubar", "buckets"])
@pytest.mark.parametrize("trigger", [Trigger.NO, Trigger.YES])
def test_forecast_matches_brute_force_enumeration_R_GM_5(system, trigger):
    rungs = even_rungs(system)
    chances = TickChances.of_answers(trigger, rungs)
    for (left, horizon), p in brute_force(trigger, rungs).items():
        assert full_within(left, horizon, chances) == p, (system, trigger, left, horizon)


def test_event_clock_forecast_matches_enumeration_R_GM_5():
    p = event_chance(9)
    chances = TickChances(one=p)
    for horizon in range(7):
        # events: full within h when at least 4 of h questions bring one
        expected = sum(
            (
                Fraction(len(list(itertools.combinations(range(horizon), k))))
                * p**k
                * (1 - p) ** (horizon - k)
                for k in range(4, horizon + 1)
            ),
            Fraction(0),
        )
        assert full_within(4, horizon, chances) == expected


def test_expected_questions_is_exact_R_GM_5():
    assert expected_questions(4, TickChances(one=Fraction(1, 10))) == 40
    assert expected_questions(1, TickChances(one=Fraction(1, 4), two=Fraction(1, 4))) == 2
    # two ticks a question, always: 6 segments take exactly 3
    assert expected_questions(6, TickChances(two=Fraction(1))) == 3
    assert expected_questions(0, TickChances()) == 0


def test_expected_questions_agrees_with_the_tail_sum_R_GM_5():
    chances = TickChances.of_answers(Trigger.NO, even_rungs("fubar"))
    exact = expected_questions(4, chances)
    assert exact is not None
    # E = sum over n >= 0 of P(not yet full after n questions)
    tail = sum(1 - full_within(4, n, chances) for n in range(120))
    assert abs(float(exact) - float(tail)) < 1e-9


def test_nothing_ticks_it_so_it_never_fills_R_GM_5():
    chances = TickChances(one=event_chance(1))
    assert chances.one == 0
    seen = forecast(Clock("Storm", 6, Trigger.EVENT), chances)
    assert seen.expected is None
    assert all(p == 0 for _, p in seen.within)


def test_a_full_clock_is_certain_and_needs_no_questions_R_GM_5():
    clock = Clock("Storm", 4, Trigger.NO, filled=4)
    seen = forecast(clock, TickChances(one=Fraction(1, 2)))
    assert seen.expected == 0
    assert [h for h, _ in seen.within] == list(HORIZONS)
    assert all(p == 1 for _, p in seen.within)


def test_one_tick_per_answer_two_on_its_and_R_GM_5():
    assert [answer_ticks(Trigger.NO, k) for k in ("no_and", "no", "no_but", "yes_but")] == [
        2,
        1,
        1,
        0,
    ]
    assert [answer_ticks(Trigger.YES, k) for k in ("yes_and", "yes", "yes_but", "no_but")] == [
        2,
        1,
        1,
        0,
    ]
    assert answer_ticks(Trigger.NO, "impasse") == 0
    assert answer_ticks(Trigger.YES, "impasse") == 0
    assert answer_ticks(Trigger.HAND, "no_and") == 0
    assert answer_ticks(Trigger.EVENT, "yes_and") == 0


def test_a_clock_has_4_to_12_segments_and_never_overfills_R_GM_5():
    for segments in (4, 6, 8, 10, 12):
        assert Clock("c", segments).segments == segments
    for bad in (0, 3, 5, 13):
        with pytest.raises(ValueError, match="segments"):
            Clock("c", bad)
    with pytest.raises(ValueError, match="name"):
        Clock(" ", 4)
    clock = Clock("c", 4).ticked(3).ticked(2)
    assert clock.full and clock.filled == 4
    assert clock.ticked(-9).filled == 0


def test_a_clock_reads_back_what_it_writes_R_GM_5():
    clock = Clock("The alarm", 6, Trigger.NO, "Reinforcements pour in", 3)
    assert Clock.from_dict(clock.to_dict()) == clock
    assert Clock.from_dict({"name": "x", "segments": 4}) == Clock("x", 4)
    with pytest.raises(ValueError, match="trigger"):
        Clock.from_dict({"name": "x", "segments": 4, "trigger": "sometimes"})
