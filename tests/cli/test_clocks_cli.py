"""Clocks through the CLI (R-GM-5): `solo act … add_clock / tick / remove_clock`, the ticks an
answer brings, and `solo status` (text and --json)."""

from __future__ import annotations

import json
import re
from fractions import Fraction

RULE_ID = re.compile(r"R-[A-Z]+-\d+")


def test_add_clock_tick_and_status_json_R_GM_5(solo):
    assert solo("new", "demo", "--seed", "3")[0] == 0
    code, out, err = solo(
        "act",
        "demo",
        "add_clock",
        "name=The guards raise the alarm",
        "segments=6",
        "trigger=no",
        "fires=Reinforcements pour in",
    )
    assert code == 0, err
    assert "full within 10 actions:" in out
    assert solo("act", "demo", "add_clock", "name=Ritual", "segments=8")[0] == 0
    code, out, err = solo("act", "demo", "tick", "name=guards", "by=2")
    assert code == 0, err
    assert "Clock 'The guards raise the alarm' 2/6" in out
    code, out, err = solo("ask", "Do I slip past?", "--dice", "1,1,1,1,1")  # no_and: two
    assert code == 0, err
    assert "Clock 'The guards raise the alarm' 4/6" in out
    code, out, _ = solo("status", "demo", "--json")
    clocks = json.loads(out)["clocks"]
    assert [c["name"] for c in clocks] == ["The guards raise the alarm", "Ritual"]
    alarm, ritual = clocks
    assert (alarm["segments"], alarm["filled"], alarm["trigger"]) == (6, 4, "no")
    assert set(alarm["forecast"]) == {"5", "10", "20"}
    assert all(0 < Fraction(p) < 1 for p in alarm["forecast"].values())
    assert Fraction(alarm["forecast"]["5"]) < Fraction(alarm["forecast"]["20"])
    assert Fraction(alarm["expected_questions"]) > 2
    assert ritual["forecast"] is None and ritual["expected_questions"] is None
    code, out, _ = solo("status", "demo")
    assert "Clock: The guards raise the alarm 4/6 (threat) — full within 10 actions:" in out
    assert "Clock: Ritual 0/8 (by hand) — ticked by hand" in out
    assert not RULE_ID.search(out)


def test_a_bad_clock_is_one_line_and_exit_2_R_GM_5(solo):
    assert solo("new", "demo", "--seed", "3")[0] == 0
    code, _, err = solo("act", "demo", "add_clock", "name=Storm", "segments=5")
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "segments" in err
    code, _, err = solo("act", "demo", "tick", "name=Storm")
    assert code == 2 and "no clock" in err
    assert solo("act", "demo", "add_clock", "name=Storm", "segments=4")[0] == 0
    assert solo("act", "demo", "remove_clock", "name=storm")[0] == 0
    assert json.loads(solo("status", "demo", "--json")[1])["clocks"] == []


def test_the_prep_sheet_lists_the_campaigns_clocks_R_GM_5(solo):
    assert solo("new", "demo", "--seed", "3")[0] == 0
    assert solo("act", "demo", "add_clock", "name=The storm", "segments=4", "trigger=event")[0] == 0
    code, out, err = solo("prep", "--save", "demo", "--seed", "1", "--counts", "npcs=0")
    assert code == 0, err
    assert "## Clocks\n\n1. The storm 0/4 (events) — full within 10 questions: 1.3%" in out
    assert not RULE_ID.search(out)


def test_the_plain_prompt_makes_ticks_and_shows_clocks_R_GM_5(tmp_path):
    from tests.cli.test_inputs_that_break_it import play

    code, text = play(
        tmp_path,
        '/act add_clock name="The alarm" segments=4 trigger=no "fires=They come"',
        "/act tick name=alarm by=3",
        "/status",
        "/help",
        "/quit",
    )
    assert code == 0
    assert "Clock 'The alarm' 3/4" in text
    assert "Clock: The alarm 3/4 (threat) — full within 10 actions:" in text
    assert "/act add_clock" in text
    assert not RULE_ID.search(text)
