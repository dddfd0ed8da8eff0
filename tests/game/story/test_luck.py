"""A session's luck (R-GM-7): exact, checked against brute-force enumeration."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.rolls import Faces
from solo.game.story.luck import (
    RUNG_SCORES,
    Luck,
    ScoredRoll,
    luck,
    session_rolls,
    total_distribution,
)
from tests.game.conftest import ask
from tests.plain_actions import do


def brute_force(rolls: list[ScoredRoll]) -> Fraction:
    """P(S < s) + P(S = s)/2 by walking every combination of answers, one per roll."""
    s = sum(RUNG_SCORES[r.answer] for r in rolls)
    below = at = Fraction(0)
    for combo in itertools.product(*(list(r.odds.items()) for r in rolls)):
        p = Fraction(1)
        for _, q in combo:
            p *= q
        total = sum(RUNG_SCORES[key] for key, _ in combo)
        if total < s:
            below += p
        elif total == s:
            at += p
    return below + at / 2


def fubar_odds(**options: object) -> dict[str, Fraction]:
    m = mechanic("fubar")
    return m.odds(m.params(**options)).rungs


def test_one_fubar_roll_at_net_0_that_came_up_yes_and_has_luck_63_64_R_GM_7():
    assert luck([ScoredRoll(fubar_odds(), "yes_and")]) == Luck(Fraction(63, 64), 10, 1)


def test_the_scores_of_the_rungs_R_GM_7():
    assert RUNG_SCORES == {
        "no_and": 0,
        "no": 2,
        "no_but": 4,
        "impasse": 5,
        "yes_but": 6,
        "yes": 8,
        "yes_and": 10,
    }


def test_no_roll_is_the_middle_and_says_so_R_GM_7():
    assert luck([]) == Luck(Fraction(1, 2), 0, 0)
    assert luck([]).words() == "no dice were rolled"


def test_luck_in_words_R_GM_7():
    assert Luck(Fraction(63, 64), 10, 1).words() == "better than 98 in 100 sessions like it"
    assert Luck(Fraction(1, 64), 0, 1).words() == "worse than 98 in 100 sessions like it"
    assert Luck(Fraction(1, 2), 5, 1).words() == "as lucky as the middle of sessions like it"
    assert Luck(Fraction(63, 64), 10, 1).as_dict() == {
        "percentile": "63/64",
        "score": 10,
        "rolls": 1,
    }


def test_fubar_rolls_against_every_face_R_GM_7():
    """Two FUBAR rolls at net 0: every face of five dice read through the mechanic, every
    pair of answers walked; the convolution gives the same luck."""
    m = mechanic("fubar")
    params = m.params()
    counts = Counter(
        m.read(params, Faces(dice=faces)).outcome.key
        for faces in itertools.product(range(1, 7), repeat=5)
    )
    odds = {key: Fraction(n, 6**5) for key, n in counts.items()}
    assert {k: v for k, v in fubar_odds().items() if v} == odds
    for answers in (("yes_and", "no"), ("no_but", "yes_but"), ("no_and", "no_and")):
        rolls = [ScoredRoll(odds, a) for a in answers]
        assert luck(rolls).percentile == brute_force(rolls)


rung = st.sampled_from(sorted(RUNG_SCORES))


@st.composite
def scored_rolls(draw: st.DrawFn) -> ScoredRoll:
    keys = draw(st.lists(rung, min_size=1, max_size=7, unique=True))
    weights = draw(st.lists(st.integers(1, 9), min_size=len(keys), max_size=len(keys)))
    total = sum(weights)
    odds = {k: Fraction(w, total) for k, w in zip(keys, weights, strict=True)}
    return ScoredRoll(odds, draw(st.sampled_from(keys)))


@settings(max_examples=60, deadline=None)
@given(st.lists(scored_rolls(), max_size=4))
def test_luck_matches_brute_force_enumeration_R_GM_7(rolls):
    assert luck(rolls).percentile == brute_force(rolls)
    assert sum(total_distribution(rolls).values()) == 1
    assert 0 < luck(rolls).percentile < 1


@settings(max_examples=30, deadline=None)
@given(st.lists(scored_rolls(), min_size=1, max_size=3), st.data())
def test_a_better_answer_is_never_less_lucky_R_GM_7(rolls, data):
    i = data.draw(st.integers(0, len(rolls) - 1))
    better = [k for k in rolls[i].odds if RUNG_SCORES[k] > RUNG_SCORES[rolls[i].answer]]
    if not better:
        return
    moved = list(rolls)
    moved[i] = ScoredRoll(rolls[i].odds, data.draw(st.sampled_from(better)))
    assert luck(moved).percentile > luck(rolls).percentile


def test_a_roll_needs_odds_summing_to_one_and_known_answers():
    with pytest.raises(ValueError, match="sum to exactly 1"):
        ScoredRoll({"yes": Fraction(1, 2)}, "yes")
    with pytest.raises(ValueError, match="unknown answer"):
        ScoredRoll({"yes": Fraction(1)}, "maybe")


# --- read from a campaign's journal ------------------------------------------------------


def test_a_sessions_rolls_come_from_the_ask_records_pre_roll_odds_R_GM_7(make_game):
    game = make_game()
    ask(game, dice=[6, 6, 6, 6, 6])  # net 0: five dice, all sixes
    ask(game, "Is it dark?", dice=[1, 1, 1, 1, 1, 1], kind="world", likelihood="unlikely")
    records = list(game.history().entries)
    rolls = session_rolls(records, "fubar", 1)
    assert [r.answer for r in rolls] == ["yes_and", "no_and"]
    assert rolls[0].odds == fubar_odds()
    assert rolls[1].odds == fubar_odds(penalty=1)
    assert luck(rolls).percentile == brute_force(list(rolls))
    assert session_rolls(records, "fubar", 2) == ()


def test_a_reroll_changes_neither_the_odds_nor_the_score_R_GM_7(make_game):
    game = make_game()
    do(game, "ask", question={"text": "Do I climb?"}, dice={"dice": [6, 6, 6, 6, 6]})
    do(game, "reroll", which=[1, 2, 3, 4, 5])
    do(game, "accept")
    rolls = session_rolls(game.history().entries, "fubar", 1)
    assert luck(rolls) == Luck(Fraction(63, 64), 10, 1)


def test_an_undone_ask_does_not_count_R_GM_7(make_game):
    game = make_game()
    do(game, "ask", question={"text": "Do I climb?"}, dice={"dice": [6, 6, 6, 6, 6]})
    game.undo()
    assert session_rolls(game.history().entries, "fubar", 1) == ()


def test_an_ask_record_without_a_readable_waiting_roll_is_left_out():
    record = {"action": "ask", "session": 1, "answer": "yes", "patch": [{"p": ["turn"]}]}
    assert session_rolls([record], "fubar", 1) == ()
    broken = {**record, "patch": [{"p": ["pending"], "n": {"params": {"bonus": -4}}}]}
    assert session_rolls([broken], "fubar", 1) == ()


def test_an_impasse_scores_5_under_buckets_exact_odds_R_GM_7():
    m = mechanic("buckets")
    odds = m.odds(m.params()).rungs
    assert odds["impasse"] > 0
    rolls = [ScoredRoll(odds, "impasse"), ScoredRoll(odds, "yes")]
    assert luck(rolls).score == 5 + 8
    assert luck(rolls).percentile == brute_force(rolls)
