"""The scene test (R-GM-2): exact odds per system and Tension, the result played, the
journal and undo."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from solo.dice import SYSTEMS, mechanic
from solo.game.choices import Likelihood
from solo.game.story.scene_test import (
    QUESTION,
    Result,
    SceneTest,
    likelihood_at,
    odds_at,
    result_odds,
    result_of,
)
from tests.dice.brute import all_faces, enumerate_outcomes
from tests.plain_actions import do


def test_fubar_at_tension_5_is_a_half_five_sixteenths_three_sixteenths_R_GM_2():
    """R-GM-2: FUBAR at Tension 5: 1/2, 5/16, 3/16."""
    odds = odds_at("fubar", 5)
    assert odds == {
        Result.EXPECTED: Fraction(1, 2),
        Result.ALTERED: Fraction(5, 16),
        Result.INTERRUPTED: Fraction(3, 16),
    }


@pytest.mark.parametrize("tension", [1, 3, 5, 6, 9])
@pytest.mark.parametrize("system", ["fubar", "fu"])
def test_scene_test_odds_match_brute_force_R_GM_2(system, tension):
    """R-GM-2: every face of the world question's dice enumerated, each read as a result."""
    mech = mechanic(system)
    params = mech.world_params(likelihood_at(tension).net)
    brute = enumerate_outcomes(mech, params, all_faces(range(1, 7), params.pool))
    counted = dict.fromkeys(Result, Fraction(0))
    for outcome, p in brute.items():
        counted[result_of(outcome.key)] += p
    assert odds_at(system, tension) == counted


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("tension", [1, 5, 9])
def test_scene_test_odds_sum_to_one_and_fall_as_tension_rises_R_GM_2(system, tension):
    """R-GM-2: the three results cover every answer (a Buckets impasse is altered)."""
    odds = odds_at(system, tension)
    assert sum(odds.values()) == 1
    if tension < 9:
        assert odds_at(system, tension + 1)[Result.EXPECTED] <= odds[Result.EXPECTED]


def test_tension_sets_the_likelihood_R_GM_2():
    """R-GM-2: 1-2 very likely, 3-4 likely, 5 even, 6-7 unlikely, 8-9 very unlikely."""
    got = [likelihood_at(t) for t in range(1, 10)]
    L = Likelihood
    assert (
        got
        == [L.VERY_LIKELY] * 2
        + [L.LIKELY] * 2
        + [L.EVEN]
        + [L.UNLIKELY] * 2
        + [L.VERY_UNLIKELY] * 2
    )


def test_answers_read_as_results_R_GM_2():
    """R-GM-2: yes_* expected; no_but and an impasse altered; no and no_and interrupted."""
    assert {k: result_of(k).value for k in ("yes_and", "yes", "yes_but")} == dict.fromkeys(
        ("yes_and", "yes", "yes_but"), "expected"
    )
    assert result_of("no_but") is result_of("impasse") is Result.ALTERED
    assert result_of("no") is result_of("no_and") is Result.INTERRUPTED


def test_seeded_scene_tests_agree_with_the_shown_odds_R_GM_2():
    """R-GM-2: over many seeded rolls the results come up as often as the odds say (a
    fixed seed; a 4-sigma band around each exact chance)."""
    mech = mechanic("fubar")
    params = mech.world_params(likelihood_at(7).net)
    exact = result_odds(mech.odds(params))
    rng = random.Random(2121)
    n = 20_000
    seen = Counter(result_of(mech.roll(params, rng).outcome.key) for _ in range(n))
    for result, p in exact.items():
        sigma = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(seen[result] / n - float(p)) < 4 * sigma, result


def _start(game, **args):
    return do(game, "start_scene", **args)


def test_the_opening_scene_is_not_tested_unless_asked_R_GM_2(make_game):
    """R-GM-2: the demo's opening scene (scene 1) is planned: no test."""
    game = make_game()
    opening = game.journal()[1]
    assert opening.action == "start_scene"
    assert opening.scene_test is None


def test_a_new_scene_is_tested_with_the_odds_shown_before_the_roll_R_GM_2(make_game, library):
    """R-GM-2: the second scene is tested; its odds, result and lines are journalled. The
    first scene ends as it starts (in control: Tension 6 → 5, R-GM-1) before the test."""
    game = make_game(library=library, options={"tension": 6})
    step = _start(game, title="The docks", expect="the guards are asleep")
    assert game.campaign.tension == 5
    test = step.scene_test
    assert isinstance(test, SceneTest)
    assert test.expect == "the guards are asleep"
    assert test.odds == odds_at("fubar", 5)
    asked = next(d for d in step.details if d.startswith(QUESTION))
    assert "as expected 50.0%" in asked
    entry = game.journal()[-1]
    assert entry.scene_test == test
    assert (step.data or {})["scene_test"]["odds"] == {
        "expected": "1/2",
        "altered": "5/16",
        "interrupted": "3/16",
    }


# fubar at net 0: five dice; faces that give each rung (checked below)
YES_AND, YES_BUT, NO_BUT, NO, NO_AND = (
    [2, 2, 2, 2, 2],
    [1, 1, 2, 2, 2],
    [1, 1, 1, 2, 2],
    [1, 1, 1, 1, 2],
    [1, 1, 1, 1, 1],
)


AT_FIVE = {"tension": 6}
"""A campaign at Tension 6: its opening scene ends in control as the next starts, so the
test rolls at 5 (even: five fubar dice)."""


def _typed(game, faces):
    from solo.dice.rolls import Faces

    return _start(game, title="The docks", dice=Faces(dice=tuple(faces)))


def _check(faces, answer):
    from solo.dice.rolls import Faces

    mech = mechanic("fubar")
    return mech.read(mech.world_params(0), Faces(dice=tuple(faces))).outcome.key == answer


def test_the_faces_used_below_give_the_rungs_they_name():
    for faces, answer in (
        (YES_AND, "yes_and"),
        (YES_BUT, "yes_but"),
        (NO_BUT, "no_but"),
        (NO, "no"),
        (NO_AND, "no_and"),
    ):
        assert _check(faces, answer), (faces, answer)


def test_yes_and_adds_a_positive_detail_yes_but_a_negative_one_R_GM_2(make_game, library):
    """R-GM-2: typed dice; yes_and → a positive Detail on the new scene, yes_but a negative."""
    for faces, polarity in ((YES_AND, "positive"), (YES_BUT, "negative")):
        game = make_game(name=f"d{polarity}", library=library, options=AT_FIVE)
        step = _typed(game, faces)
        test = step.scene_test
        assert test.result is Result.EXPECTED and test.by_hand
        details = game.campaign.scene.details
        assert [d.name for d in details] == [test.detail]
        assert details[0].polarity.value == polarity


def test_no_but_alters_the_scene_from_the_alteration_table_R_GM_2(make_game, library):
    """R-GM-2: no_but → altered: one element differs, drawn from scene-alteration."""
    game = make_game(library=library, options=AT_FIVE)
    test = _typed(game, NO_BUT).scene_test
    texts = {e.text for e in library.table("scene-alteration").entries}
    assert test.result is Result.ALTERED and test.alteration in texts
    assert test.event is None


@pytest.mark.parametrize("faces, aimed", [(NO, False), (NO_AND, True)])
def test_no_interrupts_with_an_event_aimed_against_the_hero_on_no_and_R_GM_2(
    make_game, library, faces, aimed
):
    """R-GM-2: no / no_and → interrupted: a random event first (R-GM-3), against the hero
    on no_and (only the foci that hurt the hero)."""
    game = make_game(library=library, options=AT_FIVE)
    step = _typed(game, faces)
    test = step.scene_test
    assert test.result is Result.INTERRUPTED
    assert test.event is not None and test.event.against_hero is aimed
    if aimed:
        assert test.event.focus.value in ("thread-setback", "bad")
    assert step.event == test.event
    assert any(line.startswith("Event — ") for line in step.details)


def test_test_false_skips_and_test_true_tests_a_planned_scene_R_GM_2(make_game):
    """R-GM-2: the player may skip the test, or ask for one on a planned scene."""
    game = make_game()
    assert _start(game, title="Skipped", test=False).scene_test is None
    game2 = make_game(name="t2")
    do(game2, "end_session", cliffhanger=True)
    do(game2, "start_session")
    assert _start(game2, title="Resumed").scene_test is None  # a cliffhanger resumed
    assert _start(game2, title="Asked", test=True).scene_test is not None


def test_undo_takes_back_the_scene_and_its_test_R_GM_2(make_game, library):
    """R-GM-2: undoing the scene start takes back its Detail and any event's new NPC."""
    game = make_game(library=library, options=AT_FIVE)
    before = game.campaign
    _typed(game, YES_AND)
    assert game.campaign.scene.details
    game.undo()
    assert game.campaign == before


def test_seeded_tests_of_a_campaign_agree_with_the_odds_it_shows_R_GM_2(make_game):
    """R-GM-2: the campaign's own test (its system at its Tension), run with many seeds,
    gives each result as often as the odds shown before the roll (a 4-sigma band)."""
    from solo.game.story.emulator import campaign_odds, run_test

    game = make_game(system="fudge", options={"tension": 8})
    camp = game.campaign
    shown = campaign_odds(camp)
    n = 3000
    seen = Counter(
        run_test(camp, random.Random(seed), None, expect="").test.result for seed in range(n)
    )
    for result, p in shown.items():
        sigma = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(seen[result] / n - float(p)) < 4 * sigma, result
