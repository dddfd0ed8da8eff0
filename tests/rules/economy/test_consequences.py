"""FU and Consequences, R-RES-9: tracks and slots (and the decisions in RULES.md)."""

from __future__ import annotations

import pytest

from solo.rules.conditions import Tier
from solo.rules.economy import economy
from solo.rules.economy.consequences import Consequence, ConsequencesState, Slots
from solo.rules.economy.events import Refusal, Result, Track

TRACKS = economy("consequences")
SLOTS = economy("consequences", mode="slots")


def ok(result: Result | Refusal) -> Result:
    assert isinstance(result, Result), result
    return result


def tiers(state: ConsequencesState) -> list[tuple[str, Tier]]:
    return [(c.kind, c.severity) for c in state.consequences]


def lose(econ, state, times=1, **detail):
    for _ in range(times):
        state = ok(econ.high_stakes_loss(state, **detail)).state
    return state


def test_fu_starts_at_two_and_there_is_no_life_R_RES_9():
    """R-RES-9."""
    assert TRACKS.new() == ConsequencesState(fu=2)
    assert TRACKS.tracks() == (Track.CONSEQUENCES, Track.FU)


def test_each_track_worsens_one_tier_and_a_fourth_is_out_R_RES_9():
    """R-RES-9."""
    state = lose(TRACKS, TRACKS.new(), 3, kind="physical")
    assert tiers(state) == [
        ("physical", Tier.MINOR),
        ("physical", Tier.MODERATE),
        ("physical", Tier.MAJOR),
    ]
    assert not TRACKS.out(state) and not TRACKS.plot_immunity(state)
    other = ok(TRACKS.high_stakes_loss(state, kind="mental", label="Shaken")).state
    assert tiers(other)[-1] == ("mental", Tier.MINOR) and not TRACKS.out(other)
    result = ok(TRACKS.high_stakes_loss(other, kind="physical"))
    assert tiers(result.state)[-1] == ("physical", Tier.PERMANENT)
    assert TRACKS.out(result.state)
    assert "out of the game" in result.changes[0].reason


def test_a_loss_is_a_consequence_not_a_point_R_RES_9():
    """R-RES-9."""
    result = ok(TRACKS.high_stakes_loss(TRACKS.new(), kind="social", label="Snubbed"))
    [change] = result.changes
    assert (change.track, change.amount) == (Track.CONSEQUENCES, 1)
    assert "minor social Consequence 'Snubbed'" in change.reason and "R-RES-9" in change.reason
    assert result.state.fu == 2


def test_slots_fill_their_tier_then_escalate_then_out_R_RES_9():
    """R-RES-9."""
    state = lose(SLOTS, SLOTS.new(), 4)
    assert [t for _, t in tiers(state)] == [Tier.MINOR, Tier.MINOR, Tier.MODERATE, Tier.MAJOR]
    assert not SLOTS.out(state) and SLOTS.losses_left(state) == 0
    assert SLOTS.out(lose(SLOTS, state))


def test_slots_are_shared_by_every_type_R_RES_9():
    """R-RES-9."""
    state = lose(SLOTS, SLOTS.new(), kind="physical")
    state = lose(SLOTS, state, kind="social")
    state = lose(SLOTS, state, kind="mental")
    assert [t for _, t in tiers(state)] == [Tier.MINOR, Tier.MINOR, Tier.MODERATE]


def test_a_severe_loss_skips_to_major_and_later_ones_fill_lower_slots_R_RES_9():
    """R-RES-9."""
    state = lose(SLOTS, SLOTS.new(), severity="major")
    state = lose(SLOTS, state)
    assert [t for _, t in tiers(state)] == [Tier.MAJOR, Tier.MINOR]
    # a moderate one with moderate and major taken has nowhere to go: out
    state = lose(SLOTS, state, severity="moderate")
    assert SLOTS.out(lose(SLOTS, state, severity="moderate"))


def test_trading_a_trademark_keeps_the_character_in_and_clears_all_R_RES_9():
    """R-RES-9."""
    out = lose(TRACKS, TRACKS.new(), 4)
    assert TRACKS.out(out)
    back = ok(TRACKS.trade_trademark(out))
    assert back.state.consequences == () and not TRACKS.out(back.state)
    assert back.changes[0].amount == -4


def test_conceding_high_stakes_earns_fu_R_RES_9():
    """R-RES-9."""
    assert ok(TRACKS.concede(ConsequencesState(fu=0), high_stakes=True)).state.fu == 1
    assert ok(TRACKS.concede(ConsequencesState(fu=0), high_stakes=False)).state.fu == 0


def test_fu_works_as_in_split_R_RES_9():
    """R-RES-9."""
    assert isinstance(TRACKS.reroll(ConsequencesState(fu=0)), Refusal)
    assert ok(TRACKS.goal_milestone(ConsequencesState(fu=3))).state.fu == 4
    assert ok(TRACKS.goal_setback(ConsequencesState(fu=0))).state.fu == 0
    assert ok(TRACKS.start_session(ConsequencesState(fu=1))).state.fu == 2


def test_downtime_heals_one_step_R_RES_9():
    """R-RES-9."""
    state = lose(TRACKS, TRACKS.new(), 2, kind="physical")
    state = lose(TRACKS, state, 1, kind="mental")
    healed = ok(TRACKS.downtime(state))
    assert tiers(healed.state) == [("physical", Tier.MINOR), ("physical", Tier.MODERATE)]
    assert healed.changes[0].amount == -1
    slots = lose(SLOTS, lose(SLOTS, SLOTS.new(), severity="major"), severity="minor")
    assert [t for _, t in tiers(ok(SLOTS.downtime(slots)).state)] == [Tier.MAJOR]
    assert ok(TRACKS.downtime(TRACKS.new())).changes[0].amount == 0


def test_scenario_end_clears_consequences_R_RES_9():
    """R-RES-9."""
    assert ok(TRACKS.end_scenario(lose(TRACKS, TRACKS.new(), 3))).state.consequences == ()


def test_risky_failure_brings_two_consequences_R_RES_9_R_CON_4():
    """R-RES-9 R-CON-4."""
    state = ok(TRACKS.high_stakes_loss(TRACKS.new(), risky=True)).state
    assert tiers(state) == [("physical", Tier.MINOR), ("physical", Tier.MODERATE)]


def test_slot_placement_by_hand_R_RES_9():
    """R-RES-9."""
    slots = Slots(minor=2, moderate=1, major=1)
    assert slots.place([], Tier.MINOR) is Tier.MINOR
    assert slots.place([Tier.MINOR, Tier.MINOR], Tier.MINOR) is Tier.MODERATE
    assert slots.place([Tier.MINOR, Tier.MINOR, Tier.MODERATE], Tier.MINOR) is Tier.MAJOR
    assert slots.place([Tier.MAJOR], Tier.MODERATE) is Tier.MODERATE
    assert slots.place([Tier.MODERATE, Tier.MAJOR], Tier.MODERATE) is None
    assert Slots(0, 0, 0).place([], Tier.MINOR) is None


def test_bad_options_are_clear_errors_R_RES_9():
    """R-RES-9."""
    with pytest.raises(ValueError, match="unknown Consequences mode 'boxes'"):
        economy("consequences", mode="boxes")
    with pytest.raises(ValueError, match="only used in the slots mode"):
        economy("consequences", slots={"minor": 1})
    with pytest.raises(ValueError, match="unknown slot tier 'huge'"):
        economy("consequences", mode="slots", slots={"huge": 1})
    with pytest.raises(ValueError, match="unknown Consequence type 'spiritual'"):
        TRACKS.high_stakes_loss(TRACKS.new(), kind="spiritual")
    with pytest.raises(ValueError, match="not permanent"):
        SLOTS.high_stakes_loss(SLOTS.new(), severity="permanent")
    assert economy("consequences", mode="slots", slots={"minor": 1}).slots == Slots(1, 1, 1)
    assert Consequence("mental", Tier.MAJOR).describe() == "major mental Consequence"


def test_a_ruling_by_hand_can_heal_or_inflict_R_RES_9():
    """R-RES-9."""
    state = lose(TRACKS, TRACKS.new(), 2)
    healed = ok(TRACKS.gain(state, 1, "a healer's care", track=Track.CONSEQUENCES))
    assert tiers(healed.state) == [("physical", Tier.MINOR)]
    assert healed.changes[0].reason == "a healer's care: healed the moderate physical Consequence"
    hurt = ok(TRACKS.lose(TRACKS.new(), 1, "a curse", kind="mental"))
    assert tiers(hurt.state) == [("mental", Tier.MINOR)]
    assert ok(TRACKS.lose(ConsequencesState(fu=2), 1, "a fine", track=Track.FU)).state.fu == 1
