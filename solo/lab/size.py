"""How big a problem is, estimated before it is solved (issue 24, item 4).

The solvers walk every state a conflict can reach, exchange by exchange, so their time
grows with the product of what each hero can still lose, the opposition's pool, armour
soak, lasting Conditions (their count grows with the exchanges) and, for a group, the
number of heroes as a power. :func:`estimated_steps` multiplies those out; it is an
estimate of the solver's work, calibrated so that :data:`MAX_STEPS` is about a minute on
a slow machine. :func:`check_size` refuses a problem above it with a ValueError naming
the limit, before any work is done: three heroes at Resolve 20 against a pool of 20
would take hours and were solved silently.
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.lab.setup import Setup

MAX_STEPS = 250_000_000
"""The largest estimate the lab solves; measured at 2 to 5 million steps a second."""
BRANCHES = 6
"""The answers one roll can give: each hero's roll multiplies the branches by this."""


def _losses(setup: Setup) -> int:
    econ = setup.economy()
    return int(econ.losses_left(setup.hero(econ)))


def _opposition_losses(setup: Setup) -> int:
    opposition = setup.opposition()
    slots = opposition.slots
    if slots is not None:
        return slots.minor + slots.moderate + slots.major + 1
    return max(opposition.resolve, 0) + 1


def estimated_steps(setups: Sequence[Setup]) -> int:
    """The solver's work for one hero per setup against the first setup's opposition:
    states (each hero's standing, times the opposition's) times the exchanges a
    conflict can last times the branches of one exchange's rolls."""
    opposition = _opposition_losses(setups[0])
    exchanges = opposition + sum(_losses(s) + s.soak + 1 for s in setups)
    steps = (opposition + 1) * exchanges
    for setup in setups:
        standing = (_losses(setup) + 2) * (setup.soak + 1) * (setup.free_rerolls + 1) * BRANCHES
        if setup.conditions:
            standing *= _conditions(exchanges, len(setups))
        steps *= standing
    return steps


def _conditions(exchanges: int, heroes: int) -> int:
    """How many (+1D, -1D) counts of lasting Conditions a hero's standing multiplies by:
    every pair up to the exchanges for one hero; in a group the heroes share the
    exchanges, and the measured cost grows about linearly with them per hero."""
    return exchanges * (exchanges + 1) // 2 if heroes == 1 else exchanges


def check_size(setups: Sequence[Setup]) -> None:
    """ValueError, before any work, when the problem is estimated too big to solve in
    about a minute; the message names the estimate and the limit."""
    steps = estimated_steps(setups)
    if steps > MAX_STEPS:
        heroes = f"{len(setups)} heroes" if len(setups) > 1 else "one hero"
        raise ValueError(
            f"this conflict is too big to solve exactly: about {steps:,} steps for {heroes} "
            f"(the lab solves at most {MAX_STEPS:,}, about a minute); lower --resolve, "
            "--pool or --soak, drop --conditions or use fewer --heroes"
        )
