"""`solo recap` and `solo journal` end to end, through main() (R-GM-7, R-GM-8)."""

from __future__ import annotations

import json
import re

import pytest

RULE_ID = re.compile(r"R-[A-Z]+-\d+")


@pytest.fixture
def played(solo):
    """The demo with a first session: one yes_and at net 0, a cliffhanger, a second session."""
    assert solo("new", "demo", "--seed", "3")[0] == 0
    code, _, err = solo("ask", "Do I leap the gap?", "--dice", "6,6,6,6,6")
    assert code == 0, err
    code, _, err = solo("ask", "Is the bridge rotten?", "--world", "--dice", "1,2,3,4,5")
    assert code == 0, err
    code, _, err = solo(
        "act", "demo", "end_session", "cliffhanger=true", "text=The rope snaps above the pit"
    )
    assert code == 0, err
    assert solo("act", "demo", "start_session")[0] == 0
    return solo


def test_recap_prints_previously_with_the_cliffhanger_and_luck_R_GM_7(played):
    code, out, err = played("recap", "demo")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Previously… (session 1)"
    assert 2 <= len(lines) <= 9  # the heading, then at most eight lines
    assert lines[-1] == "Cliffhanger: The rope snaps above the pit"
    assert any(line.startswith("Luck: better than") for line in lines)
    assert not RULE_ID.search(out)  # R-GM-8


def test_recap_json_has_the_exact_luck_R_GM_7(played):
    code, out, _ = played("recap", "demo", "--session", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"session", "lines", "luck"}
    assert data["session"] == 1 and len(data["lines"]) <= 8
    assert data["luck"]["score"] == 10 + 4 and data["luck"]["rolls"] == 2
    assert re.fullmatch(r"\d+/\d+", data["luck"]["percentile"])


def test_one_yes_and_at_net_0_is_63_64_in_the_json_R_GM_7(solo):
    assert solo("new", "demo", "--seed", "3")[0] == 0
    solo("act", "demo", "clear_opposition")
    assert solo("ask", "Do I leap?", "--dice", "6,6,6,6,6")[0] == 0
    code, out, err = solo("recap", "demo", "--session", "1", "--json")
    assert code == 0, err
    assert json.loads(out)["luck"] == {"percentile": "63/64", "score": 10, "rolls": 1}


@pytest.mark.parametrize("n", ["0", "5", "-1"])
def test_recap_of_a_bad_session_is_one_line_and_exit_2(played, n):
    code, out, err = played("recap", "demo", "--session", n)
    assert code == 2 and not out
    assert err.count("\n") == 1 and f"no session {n}" in err


def test_recap_in_the_first_session_tells_it_so_far_R_GM_7(solo):
    """With no session before this one, `solo recap` tells the session under way so far
    (a new user's first evening), exit 0."""
    assert solo("new", "demo", "--seed", "3")[0] == 0
    assert solo("ask", "Do I leap the gap?", "--save", "demo")[0] == 0
    code, out, err = solo("recap", "demo")
    assert code == 0, err
    assert out.startswith("So far… (session 1)")
    assert "Do I leap the gap?" in out


def test_journal_prints_every_session_without_rule_ids_R_GM_8(played):
    code, out, err = played("journal", "demo")
    assert code == 0, err
    assert "Session 1" in out and "Session 2" in out
    assert "? Do I leap the gap?" in out
    assert not RULE_ID.search(out)


def test_journal_grep_any_case_and_session(played):
    code, out, _ = played("journal", "demo", "--grep", "ROPE SNAPS")
    assert code == 0
    assert "Cliffhanger: The rope snaps above the pit" in out
    assert "Do I leap" not in out
    code, out, _ = played("journal", "demo", "--session", "2", "--json")
    data = json.loads(out)
    assert [m["kind"] for m in data["moments"]] == ["start_session"]  # it only began
    assert data["moments"][0]["lines"][0] == "Session 2 begins"
    assert data["rules"] and not RULE_ID.search(" ".join(data["moments"][0]["lines"]))
    code, out, _ = played("journal", "demo", "--session", "1", "--json")
    data = json.loads(out)
    kinds = [m["kind"] for m in data["moments"]]
    assert kinds == ["set_opposition", "turn", "turn", "end_session"]
    assert {m["session"] for m in data["moments"]} == {1}
    assert data["moments"][1]["lines"][0] == "? Do I leap the gap?"
    code, out, _ = played("journal", "demo", "--grep", "no such words")
    assert code == 0 and out.strip() == "nothing in the journal holds 'no such words'"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--grep", ""), "give some words to search the journal for"),
        (("--grep", "   "), "give some words to search the journal for"),
        (("--session", "9"), "no session 9 in this journal (sessions 1–2)"),
    ],
)
def test_journal_bad_input_is_one_line_and_exit_2(played, argv, message):
    code, out, err = played("journal", "demo", *argv)
    assert code == 2 and not out
    assert err.strip() == f"solo: error: {message}"


def test_an_unknown_campaign_is_one_line_and_exit_2(solo):
    for command in ("recap", "journal"):
        code, out, err = solo(command, "nobody")
        assert code == 2 and not out and err.count("\n") == 1
