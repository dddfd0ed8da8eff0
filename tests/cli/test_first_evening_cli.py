"""Issue 12, what a first evening of play found: what the CLI says (each test named after
its item, each failed before its fix)."""

from __future__ import annotations

import json

import pytest

from solo.cli import main


def test_12_15_an_unknown_genre_gets_the_same_message_from_new_and_prep(solo):
    code_new, out, err_new = solo("new", "w", "--genre", "western")
    code_prep, _, err_prep = solo("prep", "--genre", "western", saves_flag=False)
    assert code_new == code_prep == 2 and out == ""
    assert "unknown genre 'western'" in err_new and "noir" in err_new
    assert err_new.split("solo: ", 1)[-1] == err_prep.split("solo: ", 1)[-1]
    assert not (solo.saves / "w").exists()


def test_12_15_an_unknown_setting_gets_the_same_message_from_start_scene_and_prep(solo):
    solo("new", "s")
    code_act, _, err_act = solo("act", "s", "start_scene", "title=Up", "setting=moon")
    code_prep, _, err_prep = solo("prep", "--setting", "moon", saves_flag=False)
    assert code_act == code_prep == 2
    assert "unknown setting 'moon'" in err_act and "city" in err_act
    assert err_act.split("solo: ", 1)[-1] == err_prep.split("solo: ", 1)[-1]


def test_12_15_an_unknown_campaign_gets_the_same_message_everywhere(solo):
    said = set()
    for argv in (
        ("export", "nosuch"),
        ("status", "nosuch"),
        ("act", "nosuch", "note", "text=hi"),
        ("undo", "nosuch"),
        ("ask", "Do I?", "--save", "nosuch"),
        ("prep", "--save", "nosuch"),
    ):
        code, out, err = solo(*argv)
        assert code == 2 and out == "", argv
        assert "no campaign called 'nosuch'" in err, (argv, err)
        said.add(err.split("solo: ", 1)[-1])
    assert len(said) == 1, said


def test_12_21_prep_takes_genre_and_setting_from_a_campaign(solo):
    solo("new", "p", "--genre", "noir")
    code, out, err = solo("prep", "--save", "p", "--seed", "3", "--json")
    assert code == 0, err
    sheet = json.loads(out)
    assert sheet["title"].endswith("noir")
    details = next(s for s in sheet["sections"] if s["title"] == "Details")
    assert [g["title"] for g in details["groups"]] == ["City"]  # the demo scene's setting


def test_12_21_prep_without_a_genre_draws_generic_entries_only():
    import random

    from solo.locations import shipped_content_dir
    from solo.tables.loader import load_library
    from solo.tables.prep import prep

    library = load_library(shipped_content_dir()).library
    genre_texts = {
        "".join(p for p in e.template if isinstance(p, str))
        for t in ("complications", "details", "scene-setup")
        for e in library.tables[t].entries
        if e.tags.genre is not None
    }
    for seed in range(5):
        sheet = prep(library, random.Random(seed), counts={"complications": 20, "details": 5})
        lines = [line for s in sheet.sections for line in s.lines]
        lines += [line for s in sheet.sections for g in s.groups for line in g.lines]
        assert not any(line.split(" _(")[0] in genre_texts for line in lines)


def test_12_12_rule_notes_name_answers_as_the_player_reads_them():
    from solo.dice.ladder import Answer
    from solo.rules.conflicts import Conflict, Stakes, resolve_conflict

    for answer in Answer:
        for stakes in Stakes:
            notes = " ".join(resolve_conflict(Conflict(stakes, None), answer).notes)
            assert not any(a.key in notes for a in Answer if "_" in a.key), notes


def test_12_12_act_list_is_readable_with_each_actions_arguments(solo):
    code, out, _ = solo("act", "demo", "--list", saves_flag=False)
    assert code == 0
    for leak in ("``", "None", "True", "False", "()", "='", ":class:"):
        assert leak not in out, leak
    lines = out.splitlines()
    assert any(line.split()[:3] == ["milestone", "goal=NAME", "[milestone=NAME]"] for line in lines)
    assert any("strength=" in line and "overwhelming" in line for line in lines)
    assert any(line.split()[:1] == ["start_session"] and len(line.split()) > 1 for line in lines)


def test_12_14_a_missing_argument_says_what_to_type(solo):
    solo("new", "m")
    code, out, err = solo("act", "m", "milestone")
    assert code == 2 and out == ""
    assert "positional" not in err and "()" not in err
    assert "milestone needs goal=NAME" in err and "e.g. solo act m milestone goal=" in err


@pytest.mark.parametrize("line", ['/act note text="unclosed', 'Do I run? +"cool'])
def test_12_14_an_unclosed_quote_says_what_to_type(line):
    from solo.game.choices import Likelihood
    from solo.game.errors import GameError
    from solo.game.grammar import read_line
    from solo.game.setup import read_character_file
    from solo.locations import demo_file
    from solo.rules.character.sheet import Character

    hero = Character.from_dict(read_character_file(demo_file())["character"])
    with pytest.raises(GameError) as caught:
        read_line(line, world=False, likelihood=Likelihood.EVEN, character=hero)
    message = str(caught.value)
    assert "No closing quotation" not in message
    assert "quote" in message and "close it" in message


def test_12_18_one_rung_order_everywhere_with_impossible_rungs_at_zero(make_game=None):
    from solo.dice import mechanic
    from solo.dice.report import RUNG_ORDER
    from solo.game.turn.roll import odds_line

    mech = mechanic("fubar")
    odds = mech.odds(mech.params(bonus=6))  # No-and cannot happen
    line = odds_line(odds)
    shown = [part.split()[0] for part in line.split("(", 1)[1].rstrip(")").split(" · ")]
    assert shown == ["Yes-and", "Yes", "Yes-but", "No-but", "No", "No-and"]
    assert "No-and 0%" in line
    assert RUNG_ORDER[0] == "yes_and" and RUNG_ORDER[5] == "no_and"


def test_12_18_huge_fractions_are_shortened_for_people_but_exact_in_json(capsys):
    assert main(["odds", "minifu", "--power", "30", "--challenge", "30"]) == 0
    human = capsys.readouterr().out
    assert max(len(line) for line in human.splitlines()) < 100, human
    assert "--json" in human
    assert main(["odds", "minifu", "--power", "30", "--challenge", "30", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["odds"]["yes_and"]) > 60


def test_12_18_one_face_and_one_error_are_singular():
    from solo.dice import mechanic
    from solo.dice.rolls import Faces

    with pytest.raises(ValueError) as caught:
        mechanic("fubar").resolve(mechanic("fubar").params(), Faces((3,)))
    assert "1 face was given" in str(caught.value)
    from solo.dice.report import counted

    assert counted(1, "error") == "1 error" and counted(2, "error") == "2 errors"
    assert counted(1, "die", "dice") == "1 die" and counted(0, "entry", "entries") == "0 entries"


def test_12_22_the_markdown_export_is_one_readable_log(solo):
    solo("new", "log", "--seed", "4")
    solo("ask", "Do I pick the lock?", "--save", "log")
    solo("ask", "Is the gate guarded?", "--world", "--save", "log")
    solo("act", "log", "start_scene", "title=The cellar", "setting=underground")
    solo("ask", "Do I find the ledger?", "--save", "log")
    for flags, answer, dice in (
        ((), ("Yes", "No"), "`fubar "),
        (("--rules",), ("- **Answer:",), "fubar: "),
    ):
        # the story (issue 20: one answer line, dice and odds in one line), and with
        # --rules the full log of before
        code, out, err = solo("export", "log", *flags)
        assert code == 0, err
        lines = out.splitlines()
        assert lines[0].startswith("# log")
        assert "## Session 1" in lines
        scenes = [line for line in lines if line.startswith("### Scene ")]
        assert len(scenes) == 2 and "The cellar" in scenes[1]
        for question in ("Do I pick the lock?", "Is the gate guarded?", "Do I find the ledger?"):
            assert out.count(question) == 1, question
        world = next(line for line in lines if "Is the gate guarded?" in line)
        assert "world" in world.lower()
        assert sum(line.startswith(answer) for line in lines) == 3, flags
        # the dice of each question (issue 21: and of the cellar's scene test in the story)
        assert out.count(dice) == (4 if dice == "`fubar " else 3)
        assert "Session 1 begins" not in out  # the heading says it
        assert lines.index(scenes[1]) > next(i for i, t in enumerate(lines) if "pick the lock" in t)


def test_12_17_help_and_readme_say_what_the_commands_do(capsys):
    from pathlib import Path

    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = capsys.readouterr().out
    play = next(line for line in help_text.splitlines() if line.strip().startswith("solo play "))
    assert "prompt" not in play and "full screen" in play
    readme = Path(__file__).parents[2] / "README.md"
    for line in readme.read_text(encoding="utf-8").splitlines():
        if "--option code=" in line:
            assert "--system d6" in line, line
    text = readme.read_text(encoding="utf-8")
    assert "/reroll 1,3" not in text  # the plain prompt rerolls with r 1,3
    assert "measured" in text.split("`make test`", 1)[1][:400]
