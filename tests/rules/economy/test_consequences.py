"""FU and Consequences, R-RES-9: tracks and slots (and the decisions in RULES.md)."""

from __future__ import annotations

import pytest

from solo.rules.conditions import Tier
from solo.rules.economy import economy
from solo.rules.economy.consequences import Consequence, ConsequencesState, Slots
from solo.rules.economy.events import Event, Refusal, Result, Track

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


# --- every move worded exactly; healing and placing by rule (R-RES-9) -------------------------


def held(*items):
    return ConsequencesState(
        fu=2,
        consequences=tuple(
            Consequence(kind, Tier.from_key(tier), *label) for kind, tier, *label in items
        ),
    )


def worded(result):
    return [(c.track, c.amount, c.reason) for c in ok(result).changes]


def test_downtime_heals_the_top_of_the_shortest_track_R_RES_9():
    """R-RES-9 (tracks): downtime heals one step: the worst Consequence of the type with
    the fewest held."""
    state = held(("physical", "minor"), ("physical", "moderate"), ("mental", "minor"))
    result = TRACKS.downtime(state)
    assert tiers(ok(result).state) == [("physical", Tier.MINOR), ("physical", Tier.MODERATE)]
    assert worded(result) == [
        (
            Track.CONSEQUENCES,
            -1,
            "took a downtime scene: healed the minor mental Consequence (R-RES-3, R-RES-9)",
        )
    ]
    once = ok(TRACKS.downtime(held(("social", "minor"), ("social", "moderate")))).state
    assert tiers(once) == [("social", Tier.MINOR)]


def test_downtime_heals_the_lowest_slot_first_R_RES_9():
    """R-RES-9 (slots): the lowest tier heals first, the earliest of equal ones."""
    state = held(("social", "major"), ("physical", "minor", "Cut"), ("mental", "minor"))
    result = SLOTS.downtime(state)
    assert tiers(ok(result).state) == [("social", Tier.MAJOR), ("mental", Tier.MINOR)]
    assert worded(result) == [
        (
            Track.CONSEQUENCES,
            -1,
            "took a downtime scene: healed the minor physical Consequence 'Cut' (R-RES-3, R-RES-9)",
        )
    ]


def test_downtime_with_nothing_to_heal_is_noted_R_RES_9():
    """R-RES-9."""
    assert worded(TRACKS.downtime(TRACKS.new())) == [
        (Track.CONSEQUENCES, 0, "took a downtime scene: no Consequence to heal (R-RES-3, R-RES-9)")
    ]


def test_healing_by_hand_heals_one_step_per_point_R_RES_9():
    """R-RES-9: a ruling by hand may heal several steps, one at a time."""
    state = held(("physical", "minor"), ("physical", "moderate"), ("mental", "minor"))
    result = TRACKS.gain(state, 2, "a long rest", track=Track.CONSEQUENCES)
    assert tiers(ok(result).state) == [("physical", Tier.MINOR)]
    assert [c.amount for c in ok(result).changes] == [-1, -1]
    assert ok(TRACKS.gain(state, 1, "luck")).state.fu == 3  # FU, not healing, by default


def test_a_fourth_of_a_type_is_permanent_and_ends_the_loss_R_RES_9():
    """R-RES-9: the fourth Consequence of a type is permanent: out; a risky loss stops there."""
    state = held(("physical", "minor"), ("physical", "moderate"), ("physical", "major"))
    result = TRACKS.high_stakes_loss(state, risky=True)
    assert worded(result) == [
        (
            Track.CONSEQUENCES,
            1,
            "lost a high-stakes conflict on a risky approach: permanent physical Consequence, "
            "out of the game unless a Trademark is traded (R-RES-2, R-CON-4, R-RES-9)",
        )
    ]
    assert TRACKS.out(ok(result).state)
    assert TRACKS.losses_left(ok(result).state) == -1


def test_losses_left_counts_the_fullest_track_or_the_free_slots_R_RES_9():
    """R-RES-9."""
    state = held(("physical", "minor"), ("physical", "moderate"), ("mental", "minor"))
    assert TRACKS.losses_left(state) == 1
    assert SLOTS.losses_left(state) == 1
    assert TRACKS.losses_left(TRACKS.new()) == 3
    assert SLOTS.losses_left(SLOTS.new()) == 4
    assert TRACKS.value(state, Track.CONSEQUENCES) == 3 and TRACKS.value(state, Track.FU) == 2


def test_scenario_end_and_trademark_clear_every_consequence_worded_R_RES_9():
    """R-RES-9."""
    state = held(("physical", "minor"), ("mental", "minor"))
    assert worded(TRACKS.end_scenario(state)) == [
        (
            Track.CONSEQUENCES,
            -2,
            "the scenario ended: every Consequence clears (R-RES-4, R-RES-9)",
        )
    ]
    assert ok(TRACKS.end_scenario(state)).state.consequences == ()


def test_fu_moves_are_worded_R_RES_9():
    """R-RES-9: FU as in Split; conceding high stakes and an achieved Goal earn 1."""
    assert worded(TRACKS.concede(TRACKS.new(), high_stakes=True)) == [
        (Track.FU, 1, "conceded a high-stakes conflict (R-RES-3, R-RES-9)")
    ]
    assert worded(TRACKS.goal_achieved(TRACKS.new())) == [
        (Track.FU, 1, "achieved a Goal (R-RES-5, R-RES-9)")
    ]
    assert worded(TRACKS.lose(TRACKS.new(), 1, "robbed", track=Track.FU)) == [
        (Track.FU, -1, "robbed")
    ]
    assert worded(TRACKS.start_session(ConsequencesState(fu=0))) == [
        (Track.FU, 2, "a session began: FU back up to 2 (R-RES-4, R-RES-9)")
    ]
    assert TRACKS.reroll(ConsequencesState(fu=0)) == Refusal(
        "not enough FU to reroll: has 0, needs 1 (R-REROLL-1)", Event.REROLL
    )


def test_the_mode_is_read_loosely_and_checked_R_RES_9():
    """R-RES-9."""
    assert economy("consequences", mode=" Slots ").mode == "slots"
    assert economy("consequences").mode == "tracks"
    assert economy("consequences").slots == Slots()
    with pytest.raises(
        ValueError, match=r"^unknown Consequences mode 'boxes'; expected tracks or slots$"
    ):
        economy("consequences", mode="boxes")
    with pytest.raises(ValueError, match=r"^slots are only used in the slots mode$"):
        economy("consequences", slots={"minor": 1})
    assert economy("consequences", mode="slots", slots=Slots(1, 1, 0)).slots == Slots(1, 1, 0)


def test_slot_counts_are_checked_by_tier_R_RES_9():
    """R-RES-9."""
    assert Slots.of(None) == Slots(2, 1, 1)
    assert Slots.of({"major": 3}) == Slots(2, 1, 3)
    with pytest.raises(
        ValueError, match=r"^unknown slot tier 'huge'; expected minor, moderate or major$"
    ):
        Slots.of({"huge": 1, "zzz": 2})
    with pytest.raises(ValueError, match=r"^moderate slots must be between 0 and 9, got 10$"):
        Slots(moderate=10)
    assert Slots(9, 0, 0).capacity(Tier.MINOR) == 9
    assert Slots().capacity(Tier.PERMANENT) == 0
    assert Slots().free([Tier.MINOR, Tier.MAJOR]) == 2
    assert Slots().free([Tier.MINOR, Tier.MINOR, Tier.MINOR]) == 2  # overfull counts as full


def test_a_consequence_is_minor_moderate_or_major_of_a_known_type_R_RES_9():
    """R-RES-9."""
    with pytest.raises(
        ValueError, match=r"^a new Consequence is minor, moderate or major, not permanent$"
    ):
        SLOTS.high_stakes_loss(SLOTS.new(), severity="permanent")
    with pytest.raises(
        ValueError,
        match=r"^unknown Consequence type 'spiritual'; expected one of physical, mental, social$",
    ):
        TRACKS.high_stakes_loss(TRACKS.new(), kind="spiritual")
    taken = ok(TRACKS.high_stakes_loss(TRACKS.new(), kind=" Mental ")).state.consequences
    assert [(c.kind, c.describe()) for c in taken] == [("mental", "minor mental Consequence")]


def test_slots_heal_by_tier_where_tracks_heal_the_shortest_track_R_RES_9():
    """R-RES-9: the two modes heal differently: slots free the lowest tier; tracks take
    the top off the type with the fewest held (whatever its name)."""
    state = held(("physical", "minor"), ("physical", "moderate"), ("mental", "moderate"))
    assert tiers(ok(SLOTS.downtime(state)).state) == [
        ("physical", Tier.MODERATE),
        ("mental", Tier.MODERATE),
    ]
    assert tiers(ok(TRACKS.downtime(state)).state) == [
        ("physical", Tier.MINOR),
        ("physical", Tier.MODERATE),
    ]
    state = held(("mental", "minor"), ("social", "minor"), ("mental", "moderate"))
    assert tiers(ok(TRACKS.downtime(state)).state) == [
        ("mental", Tier.MINOR),
        ("mental", Tier.MODERATE),
    ]


def test_a_ruling_by_hand_inflicts_a_physical_consequence_unless_told_R_RES_9():
    """R-RES-9."""
    taken = ok(TRACKS.lose(TRACKS.new(), 1, "a bad fall")).state.consequences
    assert [(c.kind, c.severity) for c in taken] == [("physical", Tier.MINOR)]


def test_fu_costs_stop_at_zero_and_the_session_tops_up_by_the_difference_R_RES_9():
    """R-RES-9: FU as in Split: never below 0 (and said so); a session brings it back up
    to 2, moving only what was missing."""
    assert worded(TRACKS.goal_setback(ConsequencesState(fu=0))) == [
        (Track.FU, 0, "suffered a Goal setback: FU never goes below 0 (R-RES-2, R-RES-9)")
    ]
    assert worded(TRACKS.start_session(ConsequencesState(fu=1))) == [
        (Track.FU, 1, "a session began: FU back up to 2 (R-RES-4, R-RES-9)")
    ]
    assert worded(TRACKS.start_session(ConsequencesState(fu=4))) == [
        (Track.FU, 0, "a session began: FU already 2 or more (R-RES-4, R-RES-9)")
    ]
