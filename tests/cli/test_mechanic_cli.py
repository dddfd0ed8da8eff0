"""`--mechanic FILE`: a described mechanic in `solo odds/roll/read` and the lab, with the
same JSON as a built-in system; a bad file is one line naming file:line, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo.cli import main

MECHANICS = Path(__file__).resolve().parents[2] / "content" / "mechanics"
FUBAR = str(MECHANICS / "fubar.yaml")
MINIFU = str(MECHANICS / "minifu.yaml")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def odds_json(capsys, *argv):
    code, out, err = run(capsys, "odds", *argv, "--json")
    assert code == 0, err
    data = json.loads(out)
    data.pop("system")
    return data


@pytest.mark.parametrize(
    ("file", "system", "flags"),
    [
        (FUBAR, ["fubar"], ["--bonus", "2", "--penalty", "1", "--opposition", "strong"]),
        (MINIFU, ["minifu", "--power", "3", "--challenge", "2"], ["--bonus", "1"]),
    ],
)
def test_odds_json_of_a_file_equals_the_built_in(capsys, file, system, flags):
    options = [f"--option={a.lstrip('-')}={b}" for a, b in zip(system[1::2], system[2::2])]
    mine = odds_json(capsys, "--mechanic", file, *options, *flags)
    theirs = odds_json(capsys, *system, *flags)
    assert mine == theirs


def test_odds_names_the_described_system_and_prints_for_people(capsys):
    code, out, _ = run(capsys, "odds", "--mechanic", MINIFU, "--option", "power=2", "--json")
    assert code == 0 and json.loads(out)["system"] == "minifu-file"
    code, out, _ = run(capsys, "odds", "--mechanic", FUBAR, "--bonus", "1")
    assert code == 0 and "FUBAR, described in a file — bonus 1" in out and "Yes, and…" in out


def test_roll_and_read_with_a_file_R_FUBAR_3(capsys):
    code, out, _ = run(
        capsys, "read", "--mechanic", FUBAR, "--bonus", "1", "--dice", "1,2,3,4,4,6", "--json"
    )
    assert code == 0 and json.loads(out)["answer"] == "yes"
    code, out, _ = run(
        capsys, "roll", "--mechanic", MINIFU, "--option", "power=3", "--seed", "4", "--json"
    )
    data = json.loads(out)
    assert code == 0 and data["seed"] == 4 and len(data["dice"]) == 3


def test_read_takes_pool_sizes_from_the_faces_R_MINI_4(capsys):
    code, out, _ = run(
        capsys, "read", "--mechanic", MINIFU, "--dice", "6,5,3,1", "--against", "6,4", "--json"
    )
    assert code == 0 and json.loads(out)["answer"] == "yes_but"


def test_the_lab_takes_a_file(capsys):
    flags = ["--resolve", "3", "--pool", "2", "--json"]
    code, out, err = run(capsys, "lab", "conflict", "--mechanic", FUBAR, *flags)
    assert code == 0, err
    mine = json.loads(out)
    code, out, _ = run(capsys, "lab", "conflict", "fubar", *flags)
    theirs = json.loads(out)
    assert mine["win"] == theirs["win"] and mine["exchanges"] == theirs["exchanges"]
    for command in (
        ["grid", "--resolves", "1-2", "--pools", "0-1"],
        ["grid", "--of", "rungs"],
        ["need"],
    ):
        code, out, err = run(
            capsys, "lab", *command, "--mechanic", MINIFU, "--option", "power=2", "--json"
        )
        assert code == 0, (command, err)
        assert json.loads(out)


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        (
            "version: 1\nname: x\ndice: {d6: [1, 2]}\npool: {die: d7, size: 1}\nrungs: {yes: 1..}\n",
            "bad.yaml:4:",
        ),
        (
            "version: 1\nname: x\ndice: {d6: [1, 2]}\nmodifiers: dice\npool: {die: d6, size: 1}\n"
            "rungs: {yes: 2..}\n",
            "no rung holds 1",
        ),
    ],
)
def test_a_bad_file_is_one_line_and_exit_2(capsys, tmp_path, text, needle):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "odds", "--mechanic", str(path))
    assert code == 2 and out == ""
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_a_missing_file_or_option_is_one_line_and_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "odds", "--mechanic", str(tmp_path / "none.yaml"))
    assert code == 2 and "none.yaml" in err and err.count("\n") == 1
    code, _, err = run(capsys, "odds", "--mechanic", MINIFU, "--option", "might=2")
    assert code == 2 and "has no option 'might' (its options: power, challenge)" in err
    code, _, err = run(capsys, "odds", "--mechanic", MINIFU, "--option", "power")
    assert code == 2 and "is not NAME=VALUE" in err


def test_new_campaign_with_a_file_plays_after_the_file_is_gone(capsys, tmp_path, monkeypatch):
    import solo.dice
    from solo.game import campaign

    mine = tmp_path / "mine.yaml"
    mine.write_text(Path(MINIFU).read_text(encoding="utf-8"), encoding="utf-8")
    saves = str(tmp_path / "saves")
    code, out, err = run(
        capsys, "new", "hero", "--system", str(mine), "--saves", saves, "--seed", "2"
    )
    assert code == 0, err
    assert "minifu-file" in out
    mine.unlink()
    monkeypatch.setattr(solo.dice, "_DESCRIBED", {})  # as a new process: nothing known
    campaign._described.cache_clear()
    code, out, err = run(
        capsys, "ask", "--save", "hero", "--saves", saves, "--action", "Do I climb?", "--json"
    )
    assert code == 0, err
    assert json.loads(out)
    code, out, err = run(capsys, "ask", "--save", "hero", "--saves", saves, "--action", "Do I run?")
    assert code == 0, err
    assert "minifu-file you " in out  # the turn's dice line names the described system


def test_new_campaign_with_a_bad_file_is_one_line_and_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "version: 1\nname: fubar\ndice: {d6: [1]}\npool: {die: d6, size: 1}\nrungs: {yes: 1}\n",
        encoding="utf-8",
    )
    code, _, err = run(capsys, "new", "hero", "--system", str(bad), "--saves", str(tmp_path / "s"))
    assert code == 2 and "bad.yaml:2:" in err and "built-in system" in err and err.count("\n") == 1


def test_system_or_file_resolves_a_name_or_a_file(monkeypatch):
    """The one way roster, levers and every command turn "fubar" or "x.yaml" into a mechanic."""
    import solo.dice
    from solo.cli.errors import UsageError
    from solo.cli.mechanic_file import system_or_file
    from solo.dice import mechanic

    monkeypatch.setattr(solo.dice, "_DESCRIBED", {})
    assert system_or_file("FuBar") is mechanic("fubar")
    mine = system_or_file(MINIFU)
    assert mine.name == "minifu-file" and mechanic("minifu-file") is mine
    with pytest.raises(
        UsageError, match="unknown system 'fubr'; expected one of .* or a mechanic file"
    ):
        system_or_file("fubr")


def test_a_roster_and_its_levers_take_a_file_and_equal_the_built_in(capsys):
    """`lab roster` and `lab levers` with `--mechanic FILE`: the fubar file's cells and
    lever prices are the built-in fubar's, exactly (R-CON-2, R-FUBAR-1)."""
    sides = ["--hero", "Ash=5", "--hero", "Bea=3,+1", "--foe", "x=2", "--foe", "y=4,strong"]
    answers = {}
    for system in (["--mechanic", FUBAR], ["fubar"]):
        code, out, err = run(capsys, "lab", "roster", *system, *sides, "--json")
        assert code == 0, err
        cells = [{k: v for k, v in c.items() if k != "system"} for c in json.loads(out)["cells"]]
        code, out, err = run(
            capsys, "lab", "levers", *system, "--resolve", "4", "--pool", "3", "--json"
        )
        assert code == 0, err
        levers = json.loads(out)["levers"]
        answers[system[0]] = (cells, levers)
    assert answers["--mechanic"] == answers["fubar"]
    assert len(answers["fubar"][0]) == 4 and answers["fubar"][1]
