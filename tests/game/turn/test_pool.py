"""A campaign's world questions and actions through the game's pooling (R-ORA-1, R-OPP-1)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from solo.dice import SYSTEMS, mechanic
from solo.dice.ladder import Answer
from solo.game.choices import Strength
from solo.game.turn.pool import build_params, build_pool
from solo.game.turn.question import LIKELIHOOD, Question
from tests.plain_actions import do

STEPS = ["very_unlikely", "unlikely", "even", "likely", "very_likely"]


def chances(game, question: dict) -> tuple[Fraction, Fraction]:
    """(P(yes_*), P(no_*)) of a question asked in ``game``'s campaign."""
    camp = game.campaign
    q = Question.from_dict(question)
    odds = mechanic(camp.system).odds(build_params(camp, q, build_pool(camp, q)))
    yes = odds.at_least(Answer.YES_BUT)
    return yes, sum((odds[k] for k in ("no_and", "no", "no_but")), Fraction(0))


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_campaign_world_questions_even_rising_and_never_certain_R_ORA_1(make_game, system):
    """R-ORA-1 (revised): in every system's campaign "even" is within 1/8 of a half, the
    five likelihoods rise strictly, and no likelihood has a certain answer."""
    game = make_game(system=system)
    yes = []
    for likelihood in STEPS:
        p_yes, p_no = chances(
            game, {"text": "Is it raining?", "kind": "world", "likelihood": likelihood}
        )
        assert p_yes > 0 and p_no > 0, (likelihood, p_yes)
        yes.append(p_yes)
    assert abs(yes[STEPS.index("even")] - Fraction(1, 2)) <= Fraction(1, 8), yes
    assert yes == sorted(set(yes)), yes
    assert list(LIKELIHOOD) == STEPS[::-1]


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_campaign_unmodified_action_is_not_certain_R_OPP_1(make_game, system):
    """R-OPP-1 (revised): minifu and buckets start from the modest challenge, so no
    unmodified action is a sure thing (a minifu Yes-but every time before)."""
    game = make_game(system=system)
    p_yes, p_no = chances(game, {"text": "Do I climb the wall?"})
    assert p_yes > 0 and p_no > 0, p_yes


def test_minifu_campaign_opposition_sizes_the_challenge_R_OPP_1(make_game):
    """R-OPP-1: against a strong campaign opposition a minifu action meets 4 challenge
    dice (2 + 2), and a low-stakes action meets only the modest 2."""
    game = make_game(system="minifu")
    do(game, "set_opposition", name="The Warden", strength="strong", pool="villain")
    camp = game.campaign
    for stakes, dice in (("high", 4), ("low", 2)):
        q = Question.from_dict({"text": "Do I slip past?", "stakes": stakes})
        assert build_params(camp, q, build_pool(camp, q)).challenge_pool == dice


def test_explicit_average_opposition_wins_over_the_campaigns_R_OPP_1(make_game):
    """Issue 13 item 2, R-OPP-1: ``--opposition average`` on a question is a choice, not
    "nothing given"; only a question without one takes the campaign opposition's."""
    game = make_game()
    do(game, "set_opposition", name="Baron Vasko", strength="strong", pool="villain")
    camp = game.campaign
    given = Question.from_dict({"text": "Do I win?", "stakes": "high", "opposition": "average"})
    assert build_pool(camp, given).opposition == "average"
    assert build_params(camp, given, build_pool(camp, given)).net == 0
    unset = Question.from_dict({"text": "Do I win?", "stakes": "high"})
    assert build_pool(camp, unset).opposition == "strong"


def test_old_question_with_average_still_loads():
    """A waiting question saved before the change ("average" always written) loads."""
    q = Question.from_dict({"text": "Do I win?", "opposition": "average"})
    assert q.opposition is Strength.AVERAGE
    assert Question.from_dict(q.to_dict()) == q
    assert Question.from_dict({"text": "Do I win?"}).opposition is None
