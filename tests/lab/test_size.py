"""The lab sizes a problem before solving it (issue 24, item 4): one far too big to
solve in a few seconds is refused at once, naming the limit; the usual ones are not."""

from __future__ import annotations

import time

import pytest

from solo.dice import SYSTEMS
from solo.lab import Policy, Setup, solve
from solo.lab.group import solve_group
from solo.lab.size import MAX_STEPS, estimated_steps


def test_three_heroes_at_twenty_against_twenty_is_refused_at_once():
    setup = Setup.build("fubar", resolve=20, pool=20)
    start = time.monotonic()
    with pytest.raises(ValueError) as exc:
        solve_group([setup] * 3)
    assert time.monotonic() - start < 1
    message = str(exc.value)
    assert "too big" in message and f"{MAX_STEPS:,}" in message and "\n" not in message


def test_one_hero_with_lasting_conditions_at_twenty_is_refused_at_once():
    setup = Setup.build("fubar", resolve=20, pool=20, soak=9, conditions=True)
    start = time.monotonic()
    with pytest.raises(ValueError, match="too big"):
        solve(setup, Policy())
    assert time.monotonic() - start < 1


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_benchmark_case_is_well_within_the_limit(system):
    setup = Setup.build(system, resolve=5, pool=8, soak=2)
    assert estimated_steps([setup]) * 10 < MAX_STEPS


def test_the_documented_group_case_is_within_the_limit():
    setup = Setup.build("fubar", resolve=5, pool=8)
    assert estimated_steps([setup] * 3) < MAX_STEPS


def test_the_estimate_grows_with_each_dimension():
    base = estimated_steps([Setup.build("fubar", resolve=5, pool=8)])
    for bigger in (
        [Setup.build("fubar", resolve=6, pool=8)],
        [Setup.build("fubar", resolve=5, pool=9)],
        [Setup.build("fubar", resolve=5, pool=8, soak=1)],
        [Setup.build("fubar", resolve=5, pool=8, conditions=True)],
        [Setup.build("fubar", resolve=5, pool=8)] * 2,
    ):
        assert estimated_steps(bigger) > base
