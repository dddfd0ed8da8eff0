"""Tension (R-GM-1) and the event die (R-GM-3)."""

from fractions import Fraction

import pytest

from solo.rules.tension import event_chance, event_fires, moved


def test_r_gm_1_tension_moves_one_step_and_stays_within_1_to_9() -> None:
    assert moved(5, in_control=True) == 4
    assert moved(5, in_control=False) == 6
    assert moved(1, in_control=True) == 1
    assert moved(9, in_control=False) == 9


@pytest.mark.parametrize(
    ("tension", "chance"),
    [
        (1, 0),
        (2, 0),
        (3, Fraction(1, 20)),
        (4, Fraction(1, 20)),
        (5, Fraction(2, 20)),
        (6, Fraction(2, 20)),
        (7, Fraction(3, 20)),
        (8, Fraction(3, 20)),
        (9, Fraction(4, 20)),
    ],
)
def test_r_gm_3_event_chance_counts_the_firing_faces(tension: int, chance: Fraction) -> None:
    assert event_chance(tension) == chance
    assert Fraction(sum(event_fires(d, tension) for d in range(1, 21)), 20) == chance


def test_r_gm_3_an_event_die_off_the_d20_is_refused() -> None:
    with pytest.raises(ValueError, match="event die"):
        event_fires(21, 5)
