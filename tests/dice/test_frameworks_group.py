"""Frameworks contests and cooperation (R-FW-3, R-FW-4, R-FW-6), and their errors."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.frameworks.result import focus_decides_first
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import DISCARDED, REMOVED, Faces

FW = mechanic("frameworks")


def read(dice, against=(), ally_faces=(), **options):
    faces = Faces(
        dice=tuple(dice), against=tuple(against), allies=tuple(tuple(a) for a in ally_faces)
    )
    return FW.read(FW.params(**options), faces)


def contest(mine, theirs, **options):
    return read(mine, theirs, score=len(mine), against_score=len(theirs), **options).outcome


# --- contests --------------------------------------------------------------------------


def test_seed_contest_higher_best_wins_R_FW_6():
    """R-FW-6: 3d 2,4,5 against 2d+1 1,6,2: best 6 beats best 5, equal set size → no_but."""
    assert contest([2, 4, 5], [1, 6, 2]) == Outcome(Answer.NO_BUT)


def test_larger_set_beats_higher_face_R_FW_6():
    """R-FW-6: Two 5s beat two 4s; three 4s beat two 5s (set larger by 1 → plain)."""
    assert contest([5, 5, 1], [4, 4, 1]).key == "yes_but"
    assert contest([4, 4, 4], [5, 5, 1]).key == "yes"
    assert contest([5, 5, 1], [4, 4, 4]).key == "no"


def test_set_gap_gives_and_plain_or_but_R_FW_6():
    """R-FW-6."""
    assert contest([5, 5, 5], [6]).key == "yes_and"  # 3 vs 1
    assert contest([5, 5], [6]).key == "yes"  # 2 vs 1
    assert contest([5, 5], [3, 2]).key == "yes_and"  # 2 vs a failure (0)
    assert contest([4], [3]).key == "yes"  # a success beats a failure by one
    assert contest([2, 1], [6, 6, 6]).key == "no_and"


def test_a_failed_rolls_best_is_its_highest_die_R_FW_6():
    """R-FW-6."""
    assert contest([3, 1], [2, 2]).key == "yes_but"
    assert contest([1, 1], [2]).key == "no_but"


def test_exact_ties_go_to_the_higher_reflex_R_FW_6():
    """R-FW-6."""
    assert contest([5, 2], [5, 1], reflex=3, against_reflex=2).key == "yes_but"
    assert contest([5, 2], [5, 1], reflex=1, against_reflex=2).key == "no_but"
    assert contest([5, 2], [5, 1]).key == "yes_but"  # equal reflex: the acting side
    note = read([5], [5], score=1, against_score=1, against_reflex=4).notes
    assert any("reflex 0 vs 4: they win" in n for n in note)


def test_seed_venture_in_a_contest_still_wins_momentum_R_FW_4_R_FW_6():
    """R-FW-4 R-FW-6: 4d 1,4,5,5 with one venture loses a 5; 1,4,5 still beats best 4 → +1 momentum."""
    roll = read([1, 4, 5, 5], [4, 2], score=4, venture=1, against_score=2)
    assert roll.outcome == Outcome(Answer.YES_BUT, momentum=1)
    assert [d.face for d in roll.dice if d.status == REMOVED] == [5]


def test_lower_reflex_commits_to_focus_first_R_FW_3():
    """R-FW-3."""
    assert focus_decides_first(reflex=1, against_reflex=3) == "acting"
    assert focus_decides_first(reflex=4, against_reflex=3) == "opponent"
    assert focus_decides_first(reflex=2, against_reflex=2) == "acting"


def test_contest_needs_the_opponents_faces():
    with pytest.raises(ValueError, match="against_score 2 means 2 opponent dice, but 1"):
        read([5], [5], score=1, against_score=2)
    with pytest.raises(ValueError, match="against_score 0 means 0 opponent dice, but 1"):
        read([5], [5], score=1)
    with pytest.raises(ValueError, match="against_reflex 2 needs a contest"):
        FW.params(against_reflex=2)


# --- cooperation -----------------------------------------------------------------------


def test_matching_dice_from_other_rolls_make_sets_R_FW_6():
    """R-FW-6."""
    assert read([5, 2], ally_faces=[[5, 1]], score=2, allies="2").outcome.key == "yes_and"


def test_the_best_result_of_the_group_counts_R_FW_6():
    """R-FW-6."""
    # acting 2, 1 alone is "no"; the ally's 6s carry it (one 6 lost to the failure)
    assert read([2, 1], ally_faces=[[6, 6]], score=2, allies="2").outcome.key == "yes"
    assert read([5, 2], ally_faces=[[6, 4]], score=2, allies="2").outcome.key == "yes"


def test_a_failed_cooperating_roll_removes_the_best_die_R_FW_6():
    """R-FW-6."""
    roll = read([5, 2], ally_faces=[[2, 1]], score=2, allies="2")
    assert roll.outcome.key == "no"  # the 5 goes, 2 is the best left
    assert [(d.face, d.status) for d in roll.dice if d.status == REMOVED] == [(5, REMOVED)]


def test_removal_takes_from_the_set_not_the_highest_face_R_FW_6():
    """R-FW-6: 5, 4, 4 with a failed ally: the result is the set of 4s, so a 4 goes → best 5."""
    assert read([5, 4, 4], ally_faces=[[3]], score=3, allies="1").outcome.key == "yes"


def test_the_acting_roll_failing_also_removes_a_die_R_FW_6():
    """R-FW-6: Acting 2, 1 fails; the ally's pair of 4s loses one → a lone 4 → yes_but."""
    assert read([2, 1], ally_faces=[[4, 4]], score=2, allies="2").outcome.key == "yes_but"


def test_primary_roller_alone_gives_the_best_R_FW_6():
    """R-FW-6: Primary mode: the ally's 6 cannot be the best; the ally's matching 4 joins."""
    plain = read([4, 2], ally_faces=[[6, 3]], score=2, allies="2")
    primary = read([4, 2], ally_faces=[[6, 3]], score=2, allies="2", primary=True)
    assert (plain.outcome.key, primary.outcome.key) == ("yes", "yes_but")
    assert [d.status for d in primary.dice][2] == DISCARDED
    joined = read([4, 2], ally_faces=[[6, 4]], score=2, allies="2", primary=True)
    assert joined.outcome.key == "yes_and"


def test_ally_faces_must_match_the_allies_option():
    with pytest.raises(ValueError, match=r"allies 2,1 means ally dice \[2, 1\], but .*\[2\]"):
        read([5, 2], ally_faces=[[5, 1]], score=2, allies="2,1")
    with pytest.raises(ValueError, match="at most 3 allies"):
        FW.params(allies="1,1,1,1")
    with pytest.raises(ValueError, match="ally dice '0' in allies '2,0' must be at least 1"):
        FW.params(allies="2,0")
    with pytest.raises(ValueError, match="primary needs allies"):
        FW.params(primary=True)


def test_ally_dice_are_not_yours_to_reroll_R_REROLL_1():
    """R-REROLL-1."""
    roll = FW.roll(FW.params(score=2, allies="2", against_score=1), random.Random(2))
    assert [d.side for d in roll.dice] == ["acting"] * 2 + ["ally"] * 2 + ["against"]
    for n in (2, 4):
        with pytest.raises(ValueError, match="not yours to reroll"):
            FW.reroll(roll, [n], random.Random(1))


def test_allies_accept_text_or_a_list():
    assert FW.params(allies=[2, 3]) == FW.params(allies=" 2, 3")
    assert FW.params(allies="2,3").ally_dice == (2, 3)


# --- an independent reading of the rules on plain lists of dice -----------------------


def naive(params, dice, against, allies):
    """R-FW-2/4/5/6 read straight from the text, die by die (no face counts)."""
    if params.no_roll:
        return Outcome(Answer.NO)
    kept = sorted(dice, reverse=True)[params.venture :]
    if not kept:
        return Outcome(Answer.NO)

    def result(ds):
        wins = [d for d in ds if d >= 4]
        if wins:
            return max((ds.count(f), f) for f in wins)
        return (0, max(ds, default=0))

    group = list(kept)
    for roll in allies:
        group += [d for d in roll if not params.primary or d in kept]
    if allies:
        for roll in [kept, *allies]:
            if max(roll) <= 3 and group:
                group.remove(result(group)[1])
    mine = result(group)
    if against:
        theirs = result(list(against))
        win = mine > theirs or (mine == theirs and params.reflex >= params.against_reflex)
        gap = abs(mine[0] - theirs[0])
        answer = Answer(3 + min(gap, 2)) if win else Answer(2 - min(gap, 2))
    else:
        size, best = mine
        answer = (
            Answer.YES_AND
            if size >= 2
            else Answer.YES
            if best >= 5
            else Answer.YES_BUT
            if best == 4
            else {3: Answer.NO_BUT, 2: Answer.NO, 1: Answer.NO_AND}.get(best, Answer.NO)
        )
    won = kept.count(6) // 3 + (params.venture if answer.is_yes else 0)
    return Outcome(answer, momentum=won)


@st.composite
def group_rolls(draw):
    opts = {
        "score": draw(st.integers(1, 5)),
        "penalty": draw(st.integers(0, 2)),
        "focus": draw(st.booleans()),
        "venture": draw(st.integers(0, 3)),
        "against_score": draw(st.sampled_from([0, 0, 1, 3, 5])),
        "reflex": draw(st.integers(0, 2)),
        "allies": ",".join(str(n) for n in draw(st.lists(st.integers(1, 4), max_size=3))),
    }
    opts["against_reflex"] = draw(st.integers(0, 2)) if opts["against_score"] else 0
    opts["primary"] = bool(opts["allies"]) and draw(st.booleans())
    params = FW.params(**opts)
    d6 = st.integers(1, 6)
    dice = draw(st.lists(d6, min_size=params.acting_dice, max_size=params.acting_dice))
    against = draw(st.lists(d6, min_size=params.against_score, max_size=params.against_score))
    allies = [draw(st.lists(d6, min_size=n, max_size=n)) for n in params.ally_dice]
    return params, dice, against, allies


@settings(max_examples=300, deadline=None)
@given(group_rolls())
def test_reading_matches_a_die_by_die_reading_R_FW_2_R_FW_4_R_FW_5_R_FW_6(case):
    """R-FW-2 R-FW-4 R-FW-5 R-FW-6."""
    params, dice, against, allies = case
    faces = Faces(dice=tuple(dice), against=tuple(against), allies=tuple(map(tuple, allies)))
    assert FW.read(params, faces).unscaled == naive(params, dice, against, allies)


def test_python_api_reads_allies_and_contests_R_FW_6():
    """R-FW-6."""
    from solo.dice import odds
    from solo.dice import read as api_read

    data = api_read("frameworks", dice=[5, 2], ally=[[5, 1]], allies="2")
    assert data["answer"] == "yes_and" and [d["side"] for d in data["dice"]][2:] == ["ally"] * 2
    assert (
        api_read("frameworks", dice=[2, 4, 5], against=[1, 6, 2], score=3, against_score=3)[
            "answer"
        ]
        == "no_but"
    )
    assert sum(odds("frameworks", score=3, allies="2", against_score=2).values()) == 1
