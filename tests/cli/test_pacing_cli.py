"""The CLI contract for Tension, scene tests and random events (R-GM-1, R-GM-2, R-GM-3):
`solo new --option tension=N|events=false`, `act start_scene … expect= test= dice=`,
`act end_scene control=`, `ask --event-die N` and their `--json`, `solo status`."""

from __future__ import annotations

import json
import re

from solo.rule_ids import RULE_ID


def _json(out: str) -> dict:
    return json.loads(out)


def test_new_takes_tension_and_events_and_status_shows_them_R_GM_1(solo):
    """R-GM-1, R-GM-3: the campaign options; `solo status` (text and --json)."""
    assert solo("new", "hot", "--option", "tension=7", "--option", "events=false")[0] == 0
    code, out, _ = solo("status", "hot", "--json")
    data = _json(out)
    assert (data["tension"], data["events"]) == (7, False)
    _, text, _ = solo("status", "hot")
    assert "Tension 7 (random events off)" in text
    solo("new", "calm")
    _, text, _ = solo("status", "calm")
    assert "Tension 5 (a random event with 1 in 10 questions)" in text


def test_new_refuses_a_tension_off_the_dial(solo):
    code, _, err = solo("new", "bad", "--option", "tension=12")
    assert code == 2 and "tension" in err and "Traceback" not in err


def test_end_scene_moves_tension_with_control_R_GM_1(solo):
    solo("new", "t")
    code, out, _ = solo("act", "t", "end_scene", "control=false", "--json")
    assert code == 0 and _json(out)["tension"] == 6
    _, text, _ = solo("act", "t", "start_scene", "title=Next", "test=false")
    _, text, _ = solo("act", "t", "end_scene")
    assert "Tension 6 → 5: the hero was in control" in text
    assert not RULE_ID.search(text)


def test_start_scene_json_holds_the_scene_test_R_GM_2(solo):
    """R-GM-2: `"scene_test": {"result", "odds": {...}, …}`; null when skipped; typed dice."""
    solo("new", "s", "--option", "tension=6")
    code, out, _ = solo(
        "act", "s", "start_scene", "title=The docks", "expect=quiet", "dice=1,1,1,1,2", "--json"
    )
    test = _json(out)["scene_test"]
    assert code == 0
    assert test["result"] == "interrupted" and test["answer"] == "no"
    assert test["odds"] == {"expected": "1/2", "altered": "5/16", "interrupted": "3/16"}
    assert test["expect"] == "quiet" and test["by_hand"] is True
    assert test["event"]["focus"]
    _, out, _ = solo("act", "s", "start_scene", "title=Planned", "test=false", "--json")
    assert _json(out)["scene_test"] is None


def test_start_scene_text_shows_the_odds_and_the_result_R_GM_2(solo):
    solo("new", "s2", "--option", "tension=6")
    _, text, _ = solo("act", "s2", "start_scene", "title=Docks", "dice=1,1,1,2,2")
    assert "Does it begin as expected?" in text
    assert "as expected 50.0% · altered 31.2% · interrupted 18.8%" in text
    assert "The scene begins altered." in text and "What differs: " in text
    assert not RULE_ID.search(text)


def test_ask_json_holds_the_event_chance_and_the_event_R_GM_3(solo):
    """R-GM-3: `"event_chance": "p/q"`, `"event": null | {...}`, `--event-die N`."""
    solo("new", "e")
    code, out, _ = solo("ask", "Is it raining?", "--save", "e", "--event-die", "1", "--json")
    data = _json(out)
    assert code == 0 and data["event_chance"] == "1/10" and data["event_die"] == 1
    event = data["event"]
    assert set(event) >= {"focus", "text", "thread", "npc", "words"}
    assert len(event["words"]) == 2
    _, out, _ = solo("ask", "Is it cold?", "--save", "e", "--event-die", "3", "--json")
    assert _json(out)["event"] is None


def test_ask_text_shows_the_event_chance_with_the_odds_and_the_event_R_GM_3(solo):
    solo("new", "e2")
    _, text, _ = solo("ask", "Is it raining?", "--save", "e2", "--event-die", "2")
    assert re.search(r"a world question, yes [\d.]+% · event chance 1/10", text)
    assert "Event — " in text
    assert not RULE_ID.search(text)


def test_events_off_show_no_chance_and_null_R_GM_3(solo):
    solo("new", "off", "--option", "events=false")
    _, out, _ = solo("ask", "Is it raining?", "--save", "off", "--json")
    data = _json(out)
    assert data["event_chance"] is None and data["event"] is None


def test_a_bad_event_die_is_refused_by_name(solo):
    solo("new", "b")
    code, _, err = solo("ask", "Is it?", "--save", "b", "--event-die", "0")
    assert code == 2 and "event die" in err


def test_the_plain_prompt_tests_a_scene_ends_it_and_shows_tension_R_GM_1_R_GM_2(tmp_path):
    """--plain: `/scene … = expected` tests the scene and shows its odds; `/end -` moves
    Tension up; `/status` shows it; no rule IDs."""
    from tests.cli.test_play import play

    text = play(
        tmp_path,
        "/scene The docks @city = the guards are asleep",
        "/end -",
        "/scene Planned @city !planned",
        "/status",
        "/quit",
    )
    assert "Does it begin as expected? (the guards are asleep) — odds: as expected" in text
    assert "Tension 4 → 5: the hero was not in control" in text
    assert "Tension 5 (a random event with 1 in 10 questions)" in text
    assert text.count("Does it begin as expected?") == 1
    assert not RULE_ID.search(text)


def test_the_line_grammar_reads_expect_planned_and_control_R_GM_1_R_GM_2():
    from solo.game.errors import GameError
    from solo.game.grammar import end_line, scene_line
    from solo.game.story.commands import EndScene, StartScene

    assert scene_line("The crypt @underground = shut !planned") == StartScene(
        "The crypt", "underground", expect="shut", test=False
    )
    assert scene_line("Docks") == StartScene("Docks")
    assert end_line("") == EndScene()
    assert end_line(" + ") == EndScene(control=True)
    assert end_line("not in control") == EndScene(control=False)
    import pytest

    with pytest.raises(GameError, match="/end takes"):
        end_line("maybe")


def test_the_readmes_gm_emulator_excerpt_is_what_the_cli_prints(capsys, tmp_path):
    """The README's GM emulator excerpt, replayed: each command prints its lines (the
    standing line left out of the excerpt)."""
    import shlex
    from pathlib import Path

    from solo.cli import main

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## GM emulator", 1)[1].split("\n## ", 1)[0]
    block = section.split("```\n", 1)[1].split("```", 1)[0]
    saves = ["--saves", str(tmp_path / "saves")]
    assert main(["new", "eve", "--seed", "21", *saves]) == 0
    capsys.readouterr()
    runs: list[tuple[list[str], list[str]]] = []
    for line in block.splitlines():
        if line.startswith("$ solo "):
            runs.append((shlex.split(line[len("$ solo ") :]), []))
        else:
            runs[-1][1].append(line)
    assert len(runs) == 3
    for argv, shown in runs:
        assert main([*argv, *saves]) == 0, argv
        out = capsys.readouterr().out.splitlines()
        assert [ln for ln in out if not ln.startswith("  [")] == shown, argv
