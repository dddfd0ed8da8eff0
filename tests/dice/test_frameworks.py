"""Frameworks single checks: dice count, rungs, focus, venture, momentum (R-FW-1..5, 7)."""

import random

import pytest

from solo.dice import mechanic
from solo.dice.frameworks.mechanic import accept_consequence
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import REMOVED, Faces

FW = mechanic("frameworks")


def read(dice, **options):
    return FW.read(FW.params(**options), Faces(dice=tuple(dice)))


def key(dice, **options):
    return read(dice, **options).outcome.key


def test_dice_are_score_plus_bonus_minus_penalty_capped_at_five_R_FW_1():
    """R-FW-1."""
    assert FW.params(score=3).pool == 3
    assert FW.params(score=3, bonus=1).pool == 4
    assert FW.params(score=4, bonus=2, penalty=1).pool == 5  # cancel first: +1
    assert FW.params(score=5, bonus=3).pool == 5  # never more than five
    assert FW.params(score=4, penalty=1).pool == 3


def test_opposition_adds_or_removes_dice_R_OPP_1():
    """R-OPP-1."""
    assert FW.params(score=3, opposition="weak").pool == 4
    assert FW.params(score=3, opposition="strong").pool == 1
    assert FW.params(score=3, opposition="overwhelming").no_roll


def test_seed_example_agility_four_with_a_penalty_R_FW_1():
    """R-FW-1: Agility 4 with a -1 penalty rolls 3 dice; 1, 4, 5 succeeds (best 5 → yes)."""
    params = FW.params(score=4, penalty=1)
    assert params.pool == 3
    assert key([1, 4, 5], score=4, penalty=1) == "yes"


def test_penalty_removing_the_last_die_fails_without_a_roll_R_FW_1():
    """R-FW-1."""
    roll = read([], score=2, penalty=2)
    assert roll.outcome == Outcome(Answer.NO)
    assert roll.dice == ()
    assert any("R-FW-1" in note for note in roll.notes)
    assert FW.odds(FW.params(score=2, penalty=2)).rungs["no"] == 1


def test_focus_cannot_rescue_a_check_without_dice_R_FW_1_R_FW_3():
    """R-FW-1 R-FW-3."""
    params = FW.params(score=1, penalty=1, focus=True)
    assert params.acting_dice == 0
    assert FW.roll(params, random.Random(3)).outcome.key == "no"
    assert FW.odds(params).rungs["no"] == 1
    with pytest.raises(ValueError, match="rolls 0 dice .* but 2 faces"):
        FW.read(params, Faces(dice=(6, 6)))


@pytest.mark.parametrize(
    "dice,expected",
    [
        ([1], "no_and"),
        ([1, 1], "no_and"),
        ([2, 1], "no"),
        ([3, 1, 2], "no_but"),
        ([3, 3], "no_but"),  # 3s fail, so they make no set
        ([4], "yes_but"),
        ([4, 2, 1], "yes_but"),
        ([5, 1], "yes"),
        ([6, 4, 5], "yes"),
        ([4, 4], "yes_and"),
        ([4, 4, 6], "yes_and"),
        ([1, 5, 3, 5], "yes_and"),
    ],
)
def test_best_die_and_sets_give_the_rung_R_FW_2(dice, expected):
    """R-FW-2."""
    assert key(dice, score=len(dice)) == expected


def test_focus_adds_two_dice_after_the_roll_past_five_R_FW_3():
    """R-FW-3."""
    params = FW.params(score=5, bonus=2, focus=True)
    assert (params.pool, params.acting_dice) == (5, 7)
    roll = read([1, 2, 3, 1, 2, 5, 1], score=5, bonus=2, focus=True)
    assert [d.kind for d in roll.dice] == ["d6"] * 5 + ["focus"] * 2
    assert roll.outcome.key == "yes"  # the focus die's 5 counts


def test_focus_read_needs_the_focus_faces_too_R_FW_3():
    """R-FW-3."""
    with pytest.raises(ValueError, match=r"rolls 5 dice \(3 \+ 2 focus\), but 3 faces"):
        read([1, 2, 3], score=3, focus=True)


def test_venture_removes_the_highest_die_per_venture_R_FW_4():
    """R-FW-4."""
    roll = read([6, 2, 5, 5], score=4, venture=2)
    removed = [d.face for d in roll.dice if d.status == REMOVED]
    assert sorted(removed) == [5, 6]
    assert roll.outcome == Outcome(Answer.YES, momentum=2)  # 5, 2 left: success


def test_failed_venture_gains_no_momentum_R_FW_4():
    """R-FW-4."""
    assert read([5, 2], score=2, venture=1).outcome == Outcome(Answer.NO)


def test_ventures_removing_every_die_leave_a_plain_no_R_FW_4():
    """R-FW-4."""
    assert read([6], score=1, venture=1).outcome == Outcome(Answer.NO)
    assert read([6, 6], score=2, venture=3).outcome == Outcome(Answer.NO)
    assert FW.odds(FW.params(score=2, venture=2)).rungs["no"] == 1


def test_every_three_sixes_give_a_momentum_R_FW_5():
    """R-FW-5."""
    assert read([6, 6, 6, 1, 2], score=5).outcome == Outcome(Answer.YES_AND, momentum=1)
    assert read([6, 6, 1, 2, 3], score=5).outcome.momentum == 0
    assert read([6] * 7, score=5, focus=True).outcome.momentum == 2


def test_momentum_counts_focus_dice_and_only_dice_left_after_ventures_R_FW_5():
    """R-FW-5: Focus dice count toward sixes; dice taken by ventures do not."""
    assert read([6, 6, 1, 6, 2], score=3, focus=True).outcome.momentum == 1
    # four 6s, one ventured away: three left → 1, plus 1 for the successful venture
    assert read([6, 6, 6, 6, 2], score=5, venture=1).outcome == Outcome(Answer.YES_AND, momentum=2)
    # three 6s, one ventured away: two left → only the venture's momentum
    assert read([6, 6, 6, 2], score=4, venture=1).outcome.momentum == 1


def test_accepting_a_consequence_turns_a_failure_into_yes_but_R_FW_7():
    """R-FW-7."""
    for answer in (Answer.NO_AND, Answer.NO, Answer.NO_BUT):
        assert accept_consequence(Outcome(answer)) == Outcome(Answer.YES_BUT)
    assert accept_consequence(Outcome(Answer.NO_BUT, momentum=1)).momentum == 1
    with pytest.raises(ValueError, match="only a failed check .* got yes"):
        accept_consequence(Outcome(Answer.YES))


def test_a_failed_roll_mentions_the_consequence_option_R_FW_7():
    """R-FW-7."""
    assert any("R-FW-7" in note for note in read([2, 1], score=2).notes)
    assert not any("R-FW-7" in note for note in read([5, 1], score=2).notes)


def test_scale_moves_the_answer_but_keeps_momentum_R_LAD_3():
    """R-LAD-3."""
    roll = FW.read(FW.params(score=3, scale=-1), Faces(dice=(6, 6, 6)))
    assert roll.unscaled == Outcome(Answer.YES_AND, momentum=1)
    assert roll.outcome == Outcome(Answer.YES, momentum=1)


def test_reroll_may_replace_focus_dice_R_REROLL_1():
    """R-REROLL-1."""
    roll = FW.roll(FW.params(score=2, focus=True), random.Random(4))
    again = FW.reroll(roll, [3], random.Random(8))
    assert again.faces.dice[:3] == roll.faces.dice[:3]
    assert again.dice[3].kind == "focus" and again.rerolls == 1


@pytest.mark.parametrize(
    "options,message",
    [
        ({"score": 0}, "score must be at least 1, got 0"),
        ({"score": 6}, "score must be at most 5, got 6"),
        ({"venture": 4}, "venture must be at most 3, got 4"),
        ({"venture": "lots"}, "venture must be a whole number, got 'lots'"),
        ({"focus": "yes"}, "focus is a yes/no flag"),
    ],
)
def test_bad_options_are_clear_errors(options, message):
    with pytest.raises(ValueError, match=message):
        FW.params(**options)


def test_bad_faces_are_clear_errors():
    with pytest.raises(ValueError, match="a d6 shows 1-6, got 7"):
        read([7, 1], score=2)
    with pytest.raises(ValueError, match="no Wild Die"):
        FW.read(FW.params(), Faces(dice=(1, 2), wild=(6,)))
    with pytest.raises(ValueError, match="score 2 and net \\+1 rolls 3 dice, but 2 faces"):
        read([1, 2], bonus=1)
