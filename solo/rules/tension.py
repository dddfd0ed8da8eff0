"""Tension, the GM emulator's dial (R-GM-1): how it moves when a scene ends, how likely a
scene goes as expected (R-GM-2) and how often a random event fires (R-GM-3)."""

from __future__ import annotations

from fractions import Fraction

LOWEST = 1
HIGHEST = 9
START = 5  # a new campaign's Tension unless its options say otherwise
EVENT_DIE = 20  # the event die is a d20 (R-GM-3)


def check_tension(value: object) -> int:
    """A Tension from a save, an option or a flag: a whole number 1..9, else ValueError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"tension must be a whole number from 1 to 9, got {value!r}")
    if not LOWEST <= value <= HIGHEST:
        raise ValueError(f"tension must be from 1 to 9, got {value}")
    return value


def moved(tension: int, *, in_control: bool) -> int:
    """Tension after a scene: one down when the hero was in control, one up when not,
    never outside 1..9 (R-GM-1)."""
    step = -1 if in_control else 1
    return min(HIGHEST, max(LOWEST, tension + step))


def event_threshold(tension: int) -> int:
    """The highest event-die face that fires an event: floor((Tension - 1) / 2) (R-GM-3)."""
    return (check_tension(tension) - 1) // 2


def event_fires(die: int, tension: int) -> bool:
    """Whether the event die ``die`` (1..20) fires an event at ``tension`` (R-GM-3)."""
    if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= EVENT_DIE:
        raise ValueError(f"the event die must be a whole number from 1 to {EVENT_DIE}, got {die!r}")
    return die <= event_threshold(tension)


def event_chance(tension: int) -> Fraction:
    """The exact chance that a question brings a random event at ``tension`` (R-GM-3)."""
    return Fraction(event_threshold(tension), EVENT_DIE)


SCENE_TEST_STEPS: dict[int, int] = {1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: -1, 7: -1, 8: -2, 9: -2}
"""The scene test's likelihood by Tension (R-GM-2), in steps from even: +2 very likely,
+1 likely, 0 even, -1 unlikely, -2 very unlikely."""
