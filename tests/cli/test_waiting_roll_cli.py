"""Issue 24: from the shell, a roll left waiting, the actions on it, and text with commas."""

import json

import pytest


def test_act_ask_takes_a_question_as_text_R_ORA_1(solo):
    """`solo act NAME ask question="x"`, the form `act --list` shows, asks and leaves the
    roll waiting; `solo act NAME accept` settles it."""
    solo("new", "w", "--seed", "3")
    code, out, err = solo("act", "w", "ask", "question=Do I climb the wall?")
    assert code == 0, err
    assert out.startswith("Do I climb the wall?")
    code, out, _ = solo("act", "w", "accept")
    assert code == 0 and "Do I climb the wall?" in out


def test_ask_wait_leaves_the_roll_waiting_and_act_list_offers_its_actions_R_RES_2_R_CON_5(
    solo,
):
    solo("new", "w", "--seed", "3")
    solo("act", "w", "set_opposition", "name=Vasko", "pool=villain")
    code, out, err = solo("ask", "Do I climb the wall?", "--save", "w", "--high-stakes", "--wait")
    assert code == 0, err
    assert "Accepting (solo act w accept) would bring:" in out
    assert "A roll is waiting: Do I climb the wall?" in out
    for typed in ("accept [take=", "accept take=none", "reroll which=N,N", "concede"):
        assert f"  {typed}" in out
    assert "focus" not in out  # a fubar roll takes no focus (R-FW-3)
    code, out, _ = solo("act", "w", "--list")
    assert out.startswith("A roll is waiting: Do I climb the wall?")
    assert "reroll which=N,N  — pay to reroll" in out and "Actions: solo act CAMPAIGN" in out
    data = json.loads(solo("status", "w", "--json")[1])
    assert data["pending"] and data["waiting"]["question"] == "Do I climb the wall?"
    assert "concede" in [a["action"] for a in data["actions"]]
    assert solo("act", "w", "reroll", "which=1,2")[0] == 0
    code, out, _ = solo("act", "w", "concede")
    assert code == 0 and "You lose, on terms you negotiate." in out  # no rule ID (R-GM-8)
    assert "R-CON-5" not in out
    assert json.loads(solo("status", "w", "--json")[1])["waiting"] is None


def test_what_ask_wait_says_accepting_brings_is_what_accepting_brings(solo):
    solo("new", "w", "--seed", "4")
    data = json.loads(solo("ask", "Is it dark?", "--world", "--save", "w", "--wait", "--json")[1])
    accepted = json.loads(solo("act", "w", "accept", "--json")[1])
    assert data["accepting"]["changes"] == accepted["changes"]
    assert data["answer"] == accepted["data"]["answer"]


def test_focus_is_offered_only_while_the_hero_has_a_focus_point_R_FW_3(solo):
    solo("new", "f", "--system", "frameworks", "--seed", "3", "--option", "focus_points=1")
    data = json.loads(solo("ask", "Do I?", "--save", "f", "--wait", "--json")[1])
    focus = [a for a in data["actions"] if a["action"] == "focus"]
    assert focus and focus[0]["changes"] == ["−1 focus, now 0 (R-FW-3)"]
    assert solo("act", "f", "focus")[0] == 0
    actions = [a["action"] for a in json.loads(solo("act", "f", "--list", "--json")[1])["actions"]]
    assert "accept" in actions and "focus" not in actions  # once per roll, and none left


def test_a_comma_in_a_text_value_is_text(solo):
    """The demo's own first scene has a comma in its title."""
    solo("new", "c")
    title = "The councilman's office, after hours"
    code, out, err = solo("act", "c", "start_scene", f"title={title}")
    assert code == 0, err
    assert json.loads(solo("status", "c", "--json")[1])["scene"]["title"] == title
    code, _, err = solo("act", "c", "add_goal", "text=Out, alive", r"milestones=Run\, hide,Rest")
    assert code == 0, err
    goals = json.loads(solo("status", "c", "--json")[1])["character"]["goals"]
    assert goals[-1]["text"] == "Out, alive"
    assert [m["text"] for m in goals[-1]["milestones"]] == ["Run, hide", "Rest"]


@pytest.mark.parametrize(
    "genre, hero",
    [("sci-fi", "Captain Idris Kahale"), ("noir", "Maggie Voss"), ("pulp", "Dr. Nell Ambrose")],
)
def test_new_with_a_genre_starts_from_its_own_hero(solo, genre, hero):
    code, out, err = solo("new", "g", "--genre", genre, "--json")
    assert code == 0, err
    assert json.loads(out)["character"]["name"] == hero
