""" "Previously…" (R-GM-7): at most eight lines on a session, its exact luck, no rule IDs."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from solo.game.errors import GameError
from solo.game.story.recap import MAX_LINES, recap, recap_session, sessions_played
from tests.game.conftest import ask
from tests.plain_actions import do

RULE_ID = re.compile(r"R-[A-Z]+-\d+")


def _recap(game, session):
    return recap(list(game.history().entries), game.save.state, session)


def test_a_session_recap_with_answers_goals_conditions_luck_and_cliffhanger_R_GM_7(make_game):
    game = make_game()
    ask(game, "Do I leap the gap?", dice=[6, 6, 6, 6, 6], stakes="high")  # yes_and
    ask(game, "Do I hold on?", dice=[1, 1, 1, 1, 1], stakes="high")  # no_and
    do(game, "add_condition", name="Shaken", polarity="negative", tier="major", category="mental")
    do(game, "end_session", cliffhanger=True, text="The rope snaps above the pit")
    do(game, "start_session")
    got = _recap(game, 1)
    assert got.session == 1
    assert len(got.lines) <= MAX_LINES
    assert got.lines[-1] == "Cliffhanger: The rope snaps above the pit"
    assert [line.split("?")[0] for line in got.lines[:2]] == ["Do I leap the gap", "Do I hold on"]
    assert "Shaken (major)" in next(line for line in got.lines if line.startswith("Conditions"))
    assert any(line.startswith("Goals: Find the Sunken Crown") for line in got.lines)
    # one yes_and (10) and one no_and (0) at net 0: total 10
    assert (got.luck.score, got.luck.rolls) == (10, 2)
    assert got.as_dict()["luck"]["percentile"] == str(got.luck.percentile)
    assert got.as_dict()["luck"] == {"percentile": "1/2", "score": 10, "rolls": 2}
    assert "Luck: as lucky as the middle of sessions like it (2 rolls)" in got.lines
    assert not any(RULE_ID.search(line) for line in got.lines)  # R-GM-8


def test_one_lucky_roll_reads_63_in_64_R_GM_7(make_game):
    game = make_game()
    ask(game, dice=[6, 6, 6, 6, 6])
    do(game, "end_session")
    got = _recap(game, 1)
    assert got.luck.percentile == Fraction(63, 64)
    assert "Luck: better than 98 in 100 sessions like it (1 roll)" in got.lines
    assert not any(line.startswith("Cliffhanger") for line in got.lines)


def test_never_more_than_eight_lines_the_latest_answers_kept_R_GM_7(make_game):
    game = make_game()
    goal = "Find the Sunken Crown"
    for i in range(12):
        do(game, "goal_replaced", goal=goal, new_goal=f"Climb peak {i}")
        goal = f"Climb peak {i}"
    got = _recap(game, 1)
    assert len(got.lines) == MAX_LINES
    told = [line for line in got.lines if not line.startswith(("Goals:", "Luck:"))]
    assert len(told) == MAX_LINES - 2
    assert "Climb peak 11" in told[-1] and "Climb peak 6" in told[0]
    assert not any("peak 4" in line for line in told)  # the earliest left out


def test_the_hero_as_the_session_left_them_not_as_now_R_GM_7(make_game):
    game = make_game()
    do(game, "add_condition", name="Shaken", polarity="negative", tier="major", category="mental")
    do(game, "end_session")
    do(game, "start_session")
    do(game, "remove_condition", name="Shaken")
    got = _recap(game, 1)
    assert any("Shaken" in line for line in got.lines)
    assert not game.campaign.character.conditions


def test_a_cliffhanger_without_words_still_shows_R_GM_7(make_game):
    game = make_game()
    do(game, "end_session", cliffhanger=True)
    assert _recap(game, 1).lines[-1] == "It ended on a cliffhanger."


def test_an_unknown_session_is_refused_naming_the_sessions(make_game):
    game = make_game()
    with pytest.raises(GameError, match=r"no session 4 in this journal \(sessions 1–1\)"):
        _recap(game, 4)
    with pytest.raises(GameError, match="no session 0"):
        _recap(game, 0)


def test_which_session_previously_tells(make_game):
    game = make_game()
    assert recap_session(game.campaign) is None  # session 1 under way: nothing before it
    do(game, "end_session")
    assert recap_session(game.campaign) == 1  # between sessions: the one just played
    do(game, "start_session")
    assert recap_session(game.campaign) == 1
    assert sessions_played(list(game.history().entries)) == (1, 2)


def test_every_answer_that_changed_things_shows_when_there_is_room_R_GM_7(make_game):
    game = make_game()
    for i in range(4):  # four lines of story and two after them: room for all six
        ask(game, f"Do I hold on {i}?", dice=[1, 1, 1, 1, 1], stakes="high")
    got = _recap(game, 1)
    told = [line for line in got.lines if line.startswith("Do I hold on")]
    assert [line.split("?")[0][-1] for line in told] == ["0", "1", "2", "3"]


def test_threads_opened_and_closed_and_npcs_met_R_GM_7_R_GM_4(make_game):
    game = make_game()
    do(game, "add_thread", text="Who hired the muscle?")
    do(game, "add_thread", text="The missing ledger")
    do(game, "close_thread", name="The missing ledger")
    do(game, "add_npc", name="Old Teodor")
    do(game, "add_npc", name="Captain Vey", rank="lieutenant")
    do(game, "end_session")
    got = _recap(game, 1)
    assert (
        "Threads: opened Who hired the muscle?; The missing ledger, closed The missing ledger"
        in (got.lines)
    )
    met = next(line for line in got.lines if line.startswith("Met: "))
    assert "Old Teodor" in met and "Captain Vey" in met
    assert len(got.lines) <= MAX_LINES
