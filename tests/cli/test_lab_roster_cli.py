"""`solo lab roster` and `solo lab levers` (issue 23, items 1 and 2)."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction

import pytest

from solo.cli import main
from solo.lab import Policy, Setup, solve
from solo.lab.levers import price_levers
from solo.lab.roster import Foe, Hero, cell_setup

ROSTER = [
    "lab",
    "roster",
    "fubar",
    "--hero",
    "Ash=5",
    "--hero",
    "Bea=3,+1",
    "--hero",
    "Cy=7,-1",
    "--foe",
    "mook=0",
    "--foe",
    "thug=2,challenging",
    "--foe",
    "Vey=lieutenant",
    "--foe",
    "Orla=villain,strong",
    "--foe",
    "Drake=dragon,overwhelming",
]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_roster_json_cells_are_each_conflict_exactly_R_CON_3_R_OPP_1(capsys):
    """R-CON-3 R-OPP-1: each cell of the JSON is ``solve`` of its hero against its foe."""
    code, out, err = run(capsys, *ROSTER, "--reroll-below", "yes_but", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert len(data["cells"]) == 15
    assert [h["name"] for h in data["heroes"]] == ["Ash", "Bea", "Cy"]
    assert data["foes"][4] == {"name": "Drake", "pool": 8, "strength": "overwhelming"}
    base = Setup.build("fubar")
    policy = Policy(reroll_below="yes_but")
    heroes = {"Ash": Hero("Ash", 5), "Bea": Hero("Bea", 3, 1), "Cy": Hero("Cy", 7, -1)}
    foes = {
        "mook": Foe("mook", 0),
        "thug": Foe("thug", 2, "challenging"),
        "Vey": Foe("Vey", 2),
        "Orla": Foe("Orla", 5, "strong"),
        "Drake": Foe("Drake", 8, "overwhelming"),
    }
    for cell in data["cells"]:
        assert set(cell) >= {"hero", "foe", "win", "out", "concede", "expected_exchanges"}
        odds = solve(cell_setup(base, heroes[cell["hero"]], foes[cell["foe"]]), policy)
        assert Fraction(cell["win"]) == odds.win
        assert Fraction(cell["out"]) == odds.out
        assert Fraction(cell["concede"]) == odds.concede
        assert Fraction(cell["expected_exchanges"]) == odds.expected_exchanges


def test_roster_text_csv_and_markdown(capsys):
    code, text, _ = run(capsys, *ROSTER)
    assert code == 0
    assert "P(win): rows heroes, columns foes" in text
    assert "Bea vs thug" in text
    assert all(len(line) <= 80 for line in text.splitlines())
    code, out, _ = run(capsys, *ROSTER, "--csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 15 and rows[0]["hero"] == "Ash" and rows[0]["foe"] == "mook"
    assert Fraction(rows[0]["win"]) + Fraction(rows[0]["out"]) == 1
    code, out, _ = run(capsys, *ROSTER, "--md")
    lines = out.splitlines()
    assert lines[2].startswith("| hero \\ foe | mook (pool 0, average)")
    assert sum(line.startswith("| Ash") or line.startswith("| Bea") for line in lines) == 2


def test_roster_best_play_and_options(capsys):
    code, out, err = run(capsys, *ROSTER[:7], "--foe", "a=1", "--best", "--json")
    assert code == 0, err
    assert json.loads(out)["policy"] == {"best": True}
    code, out, err = run(
        capsys,
        "lab",
        "roster",
        "fu",
        "--hero",
        "a=2",
        "--foe",
        "b=1",
        "--variant",
        "doom",
        "--soak",
        "1",
        "--json",
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["setup"]["variant"] == "doom" and data["setup"]["soak"] == 1
    odds = solve(Setup.build("fu", resolve=2, pool=1, variant="doom", soak=1))
    assert Fraction(data["cells"][0]["win"]) == odds.win


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--hero", "Ash"], "--hero: 'Ash' is not NAME=RESOLVE[,+BONUS]"),
        (["--hero", "Ash=x"], "--hero Ash: 'x' is not a whole number"),
        (["--hero", "Ash=5,+99"], "--hero Ash bonus: 99 is out of range"),
        (["--hero", "A=2"], "--hero: 'A' is given twice"),
        (["--foe", "z=3,mighty"], "--foe z: unknown strength 'mighty'"),
        (["--foe", "z=-1"], "--foe z: -1 is out of range"),
        (["--campaign", "nope"], "--campaign: no campaign named 'nope'"),
        (["--json", "--md"], "--json and --md: pick one"),
    ],
)
def test_roster_refuses_a_bad_flag_in_one_line(capsys, tmp_path, flags, message):
    argv = ["lab", "roster", "fubar", "--hero", "A=1", "--foe", "B=1", *flags]
    code, out, err = run(capsys, *argv, "--saves", str(tmp_path))
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_roster_needs_heroes_and_foes(capsys):
    code, _, err = run(capsys, "lab", "roster", "fubar", "--foe", "B=1")
    assert code == 2 and "no heroes" in err
    code, _, err = run(capsys, "lab", "roster", "fubar", "--hero", "A=1")
    assert code == 2 and "no foes" in err


def test_roster_takes_a_campaigns_hero_and_foes_still_standing_R_CON_3(solo):
    """R-CON-3: the campaign's foes come with the pools their ranks gave them."""
    assert solo("new", "camp", "--seed", "3")[0] == 0
    assert solo("act", "camp", "add_npc", "name=Captain Vey", "rank=lieutenant")[0] == 0
    code, out, err = solo("lab", "roster", "fubar", "--campaign", "camp", "--foe", "x=1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert len(data["heroes"]) == 1 and data["heroes"][0]["resolve"] == 5
    pools = {f["name"]: f["pool"] for f in data["foes"]}
    assert pools == {"x": 1, "Vasko's hired muscle": 0, "Captain Vey": 2}


def test_levers_json_is_ranked_and_exact_R_GEAR_3(capsys):
    """R-GEAR-3: soak is one of the levers; every price is the exact change in P(win)."""
    argv = [
        "lab",
        "levers",
        "fubar",
        "--resolve",
        "5",
        "--pool",
        "villain",
        "--opposition",
        "strong",
        "--reroll-below",
        "yes_but",
    ]
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    data = json.loads(out)
    setup = Setup.build("fubar", {"opposition": "strong"}, resolve=5, pool=5)
    expected = price_levers(setup, Policy(reroll_below="yes_but"))
    assert Fraction(data["win"]) == expected.odds.win
    assert [lv["lever"] for lv in data["levers"]] == [p.lever.key for p in expected.prices]
    for row, price in zip(data["levers"], expected.prices):
        assert Fraction(row["delta"]) == price.win_delta
        assert Fraction(row["win"]) == price.odds.win
    deltas = [Fraction(lv["delta"]) for lv in data["levers"]]
    assert deltas == sorted(deltas, reverse=True)
    assert "soak" in [lv["lever"] for lv in data["levers"]]
    code, text, _ = run(capsys, *argv)
    assert code == 0 and "P(win) as it stands" in text and "+1 soak" in text
    assert all(len(line) <= 80 for line in text.splitlines())
    code, out, _ = run(capsys, *argv, "--csv")
    assert next(csv.DictReader(io.StringIO(out)))["rank"] == "1"


def test_levers_best_play(capsys):
    code, out, err = run(
        capsys, "lab", "levers", "fu", "--resolve", "2", "--pool", "2", "--best", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    expected = price_levers(Setup.build("fu", resolve=2, pool=2), best=True)
    assert Fraction(data["win"]) == expected.odds.win and data["policy"] == {"best": True}


def test_levers_refuses_a_bad_flag_in_one_line(capsys):
    code, out, err = run(capsys, "lab", "levers", "fubar", "--resolve", "x")
    assert code == 2 and out == "" and "--resolve: 'x' is not a whole number" in err


def _readme() -> str:
    from pathlib import Path

    return (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_the_readmes_lever_table_is_what_the_command_prints(capsys):
    command = "$ solo lab levers fubar --resolve 5 --pool dragon --opposition challenging --best\n"
    readme = _readme()
    shown = readme.split(command, 1)[1].split("```", 1)[0]
    code, out, _ = run(capsys, *command[len("$ solo ") :].split())
    assert code == 0 and out == shown


def test_the_readmes_roster_is_what_the_command_prints(capsys):
    readme = _readme()
    block = readme.split("$ solo lab roster fubar", 1)[1].split("```", 1)[0]
    argv = ["lab", "roster", "fubar", *block.replace("\\\n", " ").split()]
    shown = readme.split("--reroll-below yes_but --md\n```\n\n", 1)[1].split("\n\nOne die", 1)[0]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and out.strip() == shown
