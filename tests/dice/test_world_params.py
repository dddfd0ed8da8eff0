"""World questions and campaign actions get no certain answers (R-ORA-1, R-OPP-1 revised)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from solo.dice import SYSTEMS, mechanic
from solo.dice.base import OPPOSITION, WORLD_STEPS
from solo.dice.exact import Odds
from solo.dice.ladder import Answer

HALF = Fraction(1, 2)


def p_yes(odds: Odds) -> Fraction:
    return odds.at_least(Answer.YES_BUT)


def p_no(odds: Odds) -> Fraction:
    return sum((odds[k] for k in ("no_and", "no", "no_but")), Fraction(0))


CAMPAIGNS = (
    [(system, {}) for system in SYSTEMS]
    + [("d6", {"code": code}) for code in ("1D", "1D+2", "2D", "4D", "5D+2", "12D")]
    + [
        ("d6", {"code": "3D", "cp": 2, "fate": True, "wild_option": "complication"}),
        ("fudge", {"skill": "superb", "difficulty": "great"}),
        ("minifu", {"power": 4, "challenge": 0}),
        ("buckets", {"player": 9, "resistance": 1, "more_ands": True}),
        ("frameworks", {"score": 5, "focus": True}),
    ]
)


@pytest.mark.parametrize(("system", "campaign"), CAMPAIGNS)
def test_world_question_even_is_near_half_R_ORA_1(system, campaign):
    """R-ORA-1: "even" is the system's pool nearest 1/2, whatever the campaign's options."""
    mech = mechanic(system)
    assert abs(p_yes(mech.odds(mech.world_params(0, **campaign))) - HALF) <= Fraction(1, 8)


@pytest.mark.parametrize(("system", "campaign"), CAMPAIGNS)
def test_world_question_rises_strictly_with_likelihood_R_ORA_1(system, campaign):
    """R-ORA-1: P(yes_*) rises strictly from very unlikely to very likely."""
    mech = mechanic(system)
    chances = [p_yes(mech.odds(mech.world_params(step, **campaign))) for step in WORLD_STEPS]
    assert chances == sorted(set(chances)), chances


@pytest.mark.parametrize(("system", "campaign"), CAMPAIGNS)
def test_no_world_question_has_a_certain_answer_R_ORA_1(system, campaign):
    """R-ORA-1: at every likelihood both a yes and a no can come up."""
    mech = mechanic(system)
    for step in WORLD_STEPS:
        odds = mech.odds(mech.world_params(step, **campaign))
        assert p_yes(odds) > 0 and p_no(odds) > 0, (step, odds.rungs)


def test_world_question_steps_are_each_systems_own_R_ORA_1():
    """R-ORA-1: the baseline and the step each system takes."""
    fubar = mechanic("fubar").world_params(-2)
    assert (fubar.bonus, fubar.penalty) == (0, 2)
    buckets = mechanic("buckets").world_params(1, player=1, resistance=8)
    assert (buckets.player_pool, buckets.resistance_pool) == (4, 3)
    minifu = mechanic("minifu").world_params(-1)
    assert (minifu.power_pool, minifu.challenge_pool) == (2, 3)
    fudge = mechanic("fudge").world_params(2, skill="good")
    assert fudge.situational and fudge.trait == 2  # Fair shifted two levels
    d6 = mechanic("d6")
    assert [d6.world_params(step, code="3D").difficulty for step in WORLD_STEPS] == [
        21,
        16,
        11,
        6,
        2,
    ]  # 11: P(yes) 0.497; 1 would be a certain yes, so 2
    frameworks = mechanic("frameworks").world_params(1)
    assert (frameworks.pool, frameworks.against_score) == (4, 4)


def test_world_step_out_of_range_is_refused_R_ORA_1():
    with pytest.raises(ValueError, match="likelihood step"):
        mechanic("fu").world_params(3)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_no_unmodified_campaign_action_is_certain_R_OPP_1(system):
    """R-OPP-1 (revised): an action with no modifiers can still go either way."""
    mech = mechanic(system)
    odds = mech.odds(mech.action_params(opposition="average"))
    assert p_yes(odds) > 0 and p_no(odds) > 0, odds.rungs


@pytest.mark.parametrize("system", ["minifu", "buckets"])
@pytest.mark.parametrize("strength", [s for s in OPPOSITION if s != "standard"])
def test_no_cancel_action_is_certain_at_any_strength_R_OPP_1(system, strength):
    """R-OPP-1 (revised): in minifu and buckets the opposition sizes the against pool, so
    weak (one die) to overwhelming still leaves both answers possible."""
    mech = mechanic(system)
    odds = mech.odds(mech.action_params(opposition=strength))
    assert p_yes(odds) > 0 and p_no(odds) > 0, odds.rungs


@pytest.mark.parametrize(
    ("system", "against"), [("minifu", "challenge_pool"), ("buckets", "resistance_pool")]
)
def test_campaign_action_starts_from_the_modest_challenge_R_OPP_1(system, against):
    """R-OPP-1 (revised): minifu 2 challenge dice, buckets 3 resistance dice at average,
    one fewer per step weaker, one more per step stronger."""
    mech = mechanic(system)
    base = 2 if system == "minifu" else 3
    for strength, mod in OPPOSITION.items():
        params = mech.action_params(opposition=strength, bonus=1)
        assert getattr(params, against) == base - mod
        assert params.opposition == "average"  # moved into the pool, not applied twice
    assert mechanic("minifu").action_params(opposition="weak").challenge_pool == 1
    assert mechanic("minifu").action_params(opposition="overwhelming").challenge_pool == 5


def test_campaign_action_keeps_a_campaigns_own_pool_R_OPP_1():
    """R-OPP-1: a campaign that sets its own challenge is the average it moves from."""
    params = mechanic("minifu").action_params(challenge=4, opposition="strong")
    assert params.challenge_pool == 6


def test_campaign_action_bad_opposition_names_it():
    with pytest.raises(ValueError, match="unknown opposition 'fierce'"):
        mechanic("buckets").action_params(opposition="fierce")


def test_rules_decisions_tables_are_the_scripts_output_R_ORA_1():
    """R-ORA-1: docs/rules-decisions.md lists the exact P(yes_*) per step per system."""
    import runpy
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    script = runpy.run_path(str(root / "docs" / "world_odds.py"))
    doc = (root / "docs" / "rules-decisions.md").read_text(encoding="utf-8")
    for name, table in (
        ("world-odds", script["world_table"]()),
        ("action-odds", script["action_table"]()),
    ):
        shown = doc.split(f"<!-- {name}:start -->\n")[1].split(f"\n<!-- {name}:end -->")[0]
        assert shown == table
