"""Conflicts and opposition, R-CON-1..5 with scale (R-LAD-3) and soak (R-GEAR-3)."""

from __future__ import annotations

import itertools

import pytest

from solo.dice import mechanic
from solo.dice.ladder import Answer
from solo.dice.rolls import Faces
from solo.rules.conflicts import (
    Conflict,
    Opposition,
    Stakes,
    concede,
    resolve_conflict,
    settle,
)
from solo.rules.economy import economy
from solo.rules.economy.events import Refusal, Result
from solo.rules.economy.resolve import ResolveState

NOS = [a for a in Answer if not a.is_yes]
YESES = [a for a in Answer if a.is_yes]
RESOLVE = economy("resolve")


def ok(result: Result | Refusal | None) -> Result:
    assert isinstance(result, Result), result
    return result


@pytest.mark.parametrize("answer", list(Answer))
def test_low_stakes_never_cost_resolve_R_CON_1(answer):
    """R-CON-1."""
    outcome = resolve_conflict(Conflict(opposition=Opposition()), answer)
    assert outcome.character_loss == 0 and outcome.opposition_loss == 0
    assert settle(RESOLVE, RESOLVE.new(), outcome) is None


@pytest.mark.parametrize("answer", list(Answer))
def test_only_high_stakes_nos_cost_the_character_R_CON_1(answer):
    """R-CON-1."""
    outcome = resolve_conflict(Conflict(Stakes.HIGH), answer)
    assert outcome.character_loss == (0 if answer.is_yes else 1)


def test_yes_but_may_still_bring_a_condition_R_CON_1():
    """R-CON-1."""
    flags = {a: resolve_conflict(Conflict("high"), a).character_condition for a in Answer}
    assert flags == {a: a <= Answer.YES_BUT for a in Answer}
    yes_but = resolve_conflict(Conflict("high"), "yes_but")
    assert yes_but.character_loss == 0
    assert any("R-CON-1" in note for note in yes_but.notes)


@pytest.mark.parametrize("answer", list(Answer))
def test_high_stakes_combat_one_side_or_the_other_loses_R_CON_2(answer):
    """R-CON-2."""
    foe = Opposition.preset("villain")
    outcome = resolve_conflict(Conflict("high", foe), answer)
    if answer.is_yes:
        assert (outcome.opposition_loss, outcome.character_loss) == (1, 0)
        assert outcome.opposition.resolve == 4
    else:
        assert (outcome.opposition_loss, outcome.character_loss) == (0, 1)
        assert outcome.opposition == foe


def test_pool_presets_and_any_number_R_CON_3():
    """R-CON-3."""
    pools = {
        name: Opposition.preset(name).resolve
        for name in ("standard", "lieutenant", "villain", "dragon")
    }
    assert pools == {"standard": 0, "lieutenant": 2, "villain": 5, "dragon": 8}
    assert Opposition.preset(3).resolve == 3 and Opposition.preset("4").resolve == 4
    with pytest.raises(ValueError, match="unknown opposition pool 'boss'"):
        Opposition.preset("boss")


@pytest.mark.parametrize("answer", YESES)
def test_a_standard_foe_falls_to_any_yes_R_CON_3(answer):
    """R-CON-3."""
    outcome = resolve_conflict(Conflict("high", Opposition.preset("standard")), answer)
    assert outcome.opposition_defeated


def test_defeat_only_below_zero_and_only_in_high_stakes_R_CON_3():
    """R-CON-3."""
    conflict = Conflict("high", Opposition.preset("lieutenant"))
    defeated = []
    for _ in range(3):
        outcome = resolve_conflict(conflict, "yes")
        defeated.append(outcome.opposition_defeated)
        conflict = Conflict("high", outcome.opposition)
    assert defeated == [False, False, True]
    low = resolve_conflict(Conflict("low", Opposition.preset("standard")), "yes_and")
    assert not low.opposition_defeated and low.opposition.resolve == 0


@pytest.mark.parametrize("answer", list(Answer))
def test_risky_approach_doubles_both_sides_R_CON_4(answer):
    """R-CON-4."""
    outcome = resolve_conflict(Conflict("high", Opposition.preset(5), risky=True), answer)
    if answer.is_yes:
        assert (outcome.opposition_loss, outcome.character_loss) == (2, 0)
    else:
        assert (outcome.opposition_loss, outcome.character_loss) == (0, 2)


def test_temple_example_risky_yes_but_defeats_a_two_pool_R_CON_4():
    """R-CON-4: Hand-worked: pool 2, a plain yes takes it to 1, a risky yes_but to -1: defeated."""
    temple = Opposition(name="temple", resolve=2)
    first = resolve_conflict(Conflict("high", temple), "yes")
    assert first.opposition.resolve == 1 and not first.opposition_defeated
    second = resolve_conflict(Conflict("high", first.opposition, risky=True), "yes_but")
    assert second.opposition.resolve == -1 and second.opposition_defeated


def test_yes_and_option_costs_two_instead_of_the_and_R_CON_4():
    """R-CON-4."""
    foe = Opposition.preset("villain")
    plain = resolve_conflict(Conflict("high", foe), "yes_and")
    assert (plain.opposition_loss, plain.and_extra) == (1, True)
    option = resolve_conflict(Conflict("high", foe, yes_and_costs_two=True), "yes_and")
    assert (option.opposition_loss, option.and_extra) == (2, False)
    yes = resolve_conflict(Conflict("high", foe, yes_and_costs_two=True), "yes")
    assert yes.opposition_loss == 1


def test_a_single_attack_costs_at_most_one_unless_risky_R_CON_4():
    """R-CON-4."""
    for stakes, risky, option, combat, answer in itertools.product(
        Stakes, (False, True), (False, True), (False, True), Answer
    ):
        if risky and stakes is Stakes.LOW:
            continue
        conflict = Conflict(
            stakes,
            Opposition.preset("dragon"),
            risky=risky,
            yes_and_costs_two=option,
            combat=combat,
        )
        outcome = resolve_conflict(conflict, answer)
        assert outcome.character_loss <= (2 if risky else 1)


def test_risky_needs_high_stakes_R_CON_4():
    """R-CON-4."""
    with pytest.raises(ValueError, match="risky approach only matters"):
        Conflict("low", risky=True)
    with pytest.raises(ValueError, match="unknown stakes 'medium'"):
        Conflict("medium")


def test_conceding_high_stakes_gains_one_low_stakes_nothing_R_CON_5():
    """R-CON-5."""
    state = ResolveState(resolve=2)
    assert ok(concede(RESOLVE, state, Conflict("high"))).state.resolve == 3
    assert ok(concede(RESOLVE, state, Conflict("low"))).state.resolve == 2


def test_settling_a_loss_goes_through_the_economy_R_CON_2_R_RES_2():
    """R-CON-2 R-RES-2."""
    outcome = resolve_conflict(Conflict("high", Opposition()), "no_but")
    assert ok(settle(RESOLVE, ResolveState(resolve=2), outcome)).state.resolve == 1
    risky = resolve_conflict(Conflict("high", risky=True), "no_and")
    assert ok(settle(RESOLVE, ResolveState(resolve=2), risky)).state.resolve == 0
    doom = economy("doom")
    assert ok(settle(doom, doom.new(), risky)).state.doom == 2
    cons = economy("consequences")
    state = ok(settle(cons, cons.new(), outcome, kind="mental", label="Rattled")).state
    assert [(c.kind, c.label) for c in state.consequences] == [("mental", "Rattled")]


def test_armour_soak_is_offered_for_combat_losses_only_R_GEAR_3():
    """R-GEAR-3."""
    combat = resolve_conflict(Conflict("high", combat=True), "no")
    talk = resolve_conflict(Conflict("high"), "no")
    assert combat.soakable and not talk.soakable
    soaked = ok(settle(RESOLVE, ResolveState(resolve=2), combat, soaked=1))
    assert soaked.state.resolve == 2 and "soaked" in soaked.changes[0].reason
    assert ok(settle(RESOLVE, ResolveState(resolve=2), combat)).state.resolve == 1
    with pytest.raises(ValueError, match="only a Resolve loss from combat"):
        settle(RESOLVE, ResolveState(resolve=2), talk, soaked=1)
    risky = resolve_conflict(Conflict("high", combat=True, risky=True), "no")
    assert ok(settle(RESOLVE, ResolveState(resolve=2), risky, soaked=1)).state.resolve == 1


def test_scale_moves_the_answer_toward_the_greater_party_R_LAD_3():
    """R-LAD-3: The ogre example: one scale level bigger turns a yes_but into a no_but."""
    ogre = Conflict("high", Opposition(name="ogre", scale=1))
    assert ogre.scale == -1
    assert ogre.scaled("yes_but") is Answer.NO_BUT
    assert resolve_conflict(ogre, ogre.scaled("yes_but")).character_loss == 1
    assert Conflict(character_scale=2).scaled(Answer.YES) is Answer.YES_AND
    fu = mechanic("fu")  # the conflict's scale goes straight into any mechanic
    roll = fu.read(fu.params(scale=ogre.scale), Faces(dice=(4,)))
    assert roll.outcome.answer is Answer.NO_BUT


def test_strength_is_the_r_opp_1_modifier_R_OPP_1():
    """R-OPP-1."""
    mods = [
        Opposition(strength=s).modifier
        for s in ("weak", "average", "challenging", "strong", "overwhelming")
    ]
    assert mods == [1, 0, -1, -2, -3]
    with pytest.raises(ValueError, match="unknown opposition strength 'mighty'"):
        Opposition(strength="mighty")
    with pytest.raises(ValueError, match="scale must be between -10 and 10, got 11"):
        Opposition(scale=11)


def test_opposition_with_consequence_slots_R_RES_9():
    """R-RES-9."""
    soldier = Opposition.with_slots("foot_soldier")
    assert resolve_conflict(Conflict("high", soldier), "yes_but").opposition_defeated
    lieutenant = Opposition.with_slots("lieutenant")
    conflict, defeated = Conflict("high", lieutenant), []
    for _ in range(3):
        outcome = resolve_conflict(conflict, "yes")
        defeated.append(outcome.opposition_defeated)
        conflict = Conflict("high", outcome.opposition)
    assert defeated == [False, False, True]
    assert conflict.opposition is not None
    assert [t.key for t in conflict.opposition.consequences] == ["minor", "major"]
    with pytest.raises(ValueError, match="unknown slot preset 'boss'"):
        Opposition.with_slots("boss")
