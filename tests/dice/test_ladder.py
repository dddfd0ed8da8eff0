from hypothesis import given
from hypothesis import strategies as st

from solo.dice.ladder import IMPASSE_OUTCOME, Answer, Outcome, shift


def test_six_rungs_in_order_with_machine_and_display_names_R_LAD_1():
    """R-LAD-1."""
    assert [a.key for a in Answer] == ["no_and", "no", "no_but", "yes_but", "yes", "yes_and"]
    assert [a.label for a in Answer] == [
        "No, and…",
        "No",
        "No, but…",
        "Yes, but…",
        "Yes",
        "Yes, and…",
    ]
    assert Answer.NO_AND < Answer.NO < Answer.NO_BUT < Answer.YES_BUT < Answer.YES < Answer.YES_AND
    assert Answer.from_key("yes_but") is Answer.YES_BUT


def test_every_answer_has_its_own_meaning_R_LAD_4():
    """R-LAD-4."""
    meanings = [a.meaning for a in Answer]
    assert all(meanings) and len(set(meanings)) == 6


def test_extras_ride_on_the_outcome_and_impasse_is_not_a_rung_R_LAD_2():
    """R-LAD-2."""
    o = Outcome(Answer.YES_AND, ands=2)
    assert o.extras() == {"ands": 2}
    assert Outcome(Answer.NO_AND, botch=True).extras() == {"botch": True}
    assert IMPASSE_OUTCOME.key == "impasse" and IMPASSE_OUTCOME.answer is None


def test_scale_moves_toward_the_greater_party_and_clamps_R_LAD_3():
    """R-LAD-3."""
    assert shift(Answer.YES_BUT, -1) is Answer.NO_BUT
    assert shift(Answer.YES, 5) is Answer.YES_AND
    assert shift(Answer.NO, -4) is Answer.NO_AND
    assert IMPASSE_OUTCOME.shifted(3) is IMPASSE_OUTCOME
    assert Outcome(Answer.YES, ands=1).shifted(-1) == Outcome(Answer.YES_BUT, ands=1)


@given(st.sampled_from(list(Answer)), st.integers(-8, 8))
def test_scale_shift_is_clamped_and_monotone_R_LAD_3(answer, scale):
    """R-LAD-3."""
    moved = shift(answer, scale)
    assert moved == Answer(min(max(answer + scale, 0), 5))
