"""What every variant says about a standing, so the screens and the lab ask the economy
instead of switching on its name: the losses left, setting them, and each track's cap."""

from __future__ import annotations

import pytest

from solo.rules.economy import VARIANTS, economy
from solo.rules.economy.events import Track


@pytest.mark.parametrize("name", ["resolve", "doom", "split"])
@pytest.mark.parametrize("losses", [0, 1, 3, 5])
def test_losses_left_counts_down_and_can_be_set(name, losses):
    econ = economy(name)
    assert econ.losses_count_down
    state = econ.with_losses_left(econ.new(), losses)
    assert econ.losses_left(state) == losses


def test_consequences_count_what_is_held_and_keep_the_state():
    econ = economy("consequences")
    assert not econ.losses_count_down
    fresh = econ.new()
    assert econ.with_losses_left(fresh, 1) == fresh


def test_each_track_cap_is_the_variant_option():
    assert economy("resolve", cap=7).track_cap(Track.RESOLVE) == 7
    assert economy("doom", limit=6).track_cap(Track.DOOM) == 6
    assert economy("resolve").track_cap(Track.DOOM) is None
    assert economy("split").track_cap(Track.LIFE) is None
    assert economy("consequences").track_cap(Track.FU) is None


def test_the_registry_builds_each_variant_by_name():
    for name, cls in VARIANTS.items():
        built = economy(name)
        assert type(built) is cls and built.name == name
    with pytest.raises(ValueError, match="unknown economy 'nope'; expected one of resolve"):
        economy("nope")
    with pytest.raises(ValueError, match="unknown option 'cap' for the doom economy"):
        economy("doom", cap=3)
