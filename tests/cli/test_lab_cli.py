"""`solo lab conflict|grid|need|compare` (issue 11, item 4)."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from fractions import Fraction

import pytest

from solo.cli import main
from solo.dice import SYSTEMS
from solo.lab import Setup, solve
from solo.lab.grid import STRENGTHS

DONE_WHEN = [
    "lab",
    "conflict",
    "fubar",
    "--resolve",
    "5",
    "--pool",
    "8",
    "--opposition",
    "overwhelming",
    "--bonus",
    "2",
]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_conflict_json_is_exact_and_matches_the_solver(capsys):
    code, out, err = run(capsys, *DONE_WHEN, "--json")
    assert code == 0, err
    data = json.loads(out)
    exact = solve(
        Setup.build("fubar", {"bonus": 2, "opposition": "overwhelming"}, resolve=5, pool=8)
    )
    assert Fraction(data["win"]) == exact.win and "/" in data["win"]
    assert sum(Fraction(data[k]) for k in ("win", "out", "concede")) == 1
    assert data["p"]["win"] == pytest.approx(float(exact.win))
    assert sum(Fraction(v) for v in data["exchanges"].values()) == 1
    assert sum(Fraction(v) for v in data["end_value"].values()) == 1
    assert data["track"] == "resolve" and data["params"]["bonus"] == 2


def test_conflict_best_says_how_to_play_and_is_never_worse(capsys):
    code, out, err = run(capsys, *DONE_WHEN, "--best", "--json")
    assert code == 0, err
    best = json.loads(out)["best"]
    assert best["table"] and best["table"][0]["row"] == "resolve 5"
    assert all(Fraction(best["win"]) >= Fraction(s["win"]) for s in best["simple"])
    code, text, _ = run(capsys, *DONE_WHEN, "--best")
    assert "best play" in text and "what to do" in text and "█" in text


def test_conflict_text_has_a_chart(capsys):
    code, out, _ = run(capsys, *DONE_WHEN, "--reroll-below", "yes_but", "--soak", "2")
    assert code == 0
    assert "win" in out and "exchanges (expected" in out and "█" in out
    assert "reroll below Yes-but" in out


def test_compare_shows_all_seven_systems(capsys):
    code, out, err = run(
        capsys,
        "lab",
        "compare",
        "--bonus",
        "1",
        "--opposition",
        "strong",
        "--resolve",
        "5",
        "--pool",
        "5",
    )
    assert code == 0, err
    assert all(system in out for system in SYSTEMS)
    code, out, _ = run(capsys, "lab", "compare", "--pool", "villain", "--csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["system"] for r in rows] == list(SYSTEMS)
    assert all(Fraction(r["win"]) + Fraction(r["out"]) + Fraction(r["concede"]) == 1 for r in rows)


def test_grid_is_resolve_by_pool_and_rungs_by_strength(capsys):
    code, out, err = run(capsys, "lab", "grid", "fubar", "--csv")
    assert code == 0, err
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 5 * 9
    assert {int(r["resolve"]) for r in rows} == set(range(1, 6))
    code, out, _ = run(capsys, "lab", "grid", "minifu", "--of", "rungs", "--json")
    data = json.loads(out)
    assert data["grid"] == "rungs" and len(data["rows"]) == 5 * 4
    assert all(
        sum(Fraction(r[k]) for k in ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")) == 1
        for r in data["rows"]
    )


def test_grid_by_strength_is_each_strengths_conflict_exactly(capsys):
    """R-OPP-1: `--of strength` gives P(win) of one conflict at every opposition
    strength, weakest first, each the solver's own exact answer."""
    argv = ["lab", "grid", "fubar", "--of", "strength", "--pool", "villain", "--bonus", "1"]
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["grid"] == "strength"
    assert [r["opposition"] for r in data["rows"]] == list(STRENGTHS)
    for row in data["rows"]:
        setup = Setup.build("fubar", {"opposition": row["opposition"], "bonus": 1}, pool=5)
        assert Fraction(row["win"]) == solve(setup).win
        assert Fraction(row["win"]) + Fraction(row["out"]) + Fraction(row["concede"]) == 1
    wins = [Fraction(r["win"]) for r in data["rows"]]
    assert wins == sorted(wins, reverse=True)
    code, out, _ = run(capsys, *argv, "--csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [(r["opposition"], r["win"]) for r in rows] == [
        (r["opposition"], r["win"]) for r in data["rows"]
    ]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and "by opposition strength" in out
    assert all(s in out for s in STRENGTHS)


def test_need_finds_the_smallest_bonus(capsys):
    code, out, err = run(
        capsys,
        "lab",
        "need",
        "fubar",
        "--opposition",
        "strong",
        "--pool",
        "villain",
        "--for",
        "bonus",
        "--target",
        "50%",
        "--json",
    )
    assert code == 0, err
    row = json.loads(out)["rows"][0]
    assert row["value"] == 2 and Fraction(row["win"]) >= Fraction(1, 2)
    setup = Setup.build("fubar", {"opposition": "strong", "bonus": 1}, pool=5)
    assert solve(setup).win < Fraction(1, 2)


@pytest.mark.parametrize(
    "argv, named",
    [
        (["lab", "conflict", "fubar", "--resolve", "x"], "--resolve"),
        (["lab", "conflict", "fubar", "--pool", "99"], "--pool"),
        (["lab", "conflict", "fubar", "--reroll-below", "maybe"], "--reroll-below"),
        (["lab", "conflict", "fubar", "--slots", "lieutenant"], "slots"),
        (["lab", "conflict", "fubar", "--mode", "slots"], "slots"),
        (["lab", "need", "fubar", "--target", "2"], "--target"),
        (["lab", "grid", "fubar", "--json", "--csv"], "--csv"),
        (["lab", "grid", "fubar", "--pools", "5-1"], "--pools"),
        (["lab", "conflict", "fubar", "--opposition", "godlike"], "--opposition"),
    ],
)
def test_bad_flags_are_one_line_and_exit_2(capsys, argv, named):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and named in err


def test_solo_odds_does_not_load_the_lab():
    """The lab's parsers and modules load only for `solo lab`."""
    code = (
        "import sys; from solo.cli import main; main(['odds', 'fu', '--json']); "
        "print(sorted(m for m in sys.modules if m.startswith('solo.lab')))"
    )
    out = (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        .stdout.strip()
        .splitlines()[-1]
    )
    assert out == "[]"


def test_conflict_with_several_heroes_R_CON_6(capsys):
    """R-CON-6 from the command line: --heroes 2."""
    code, out, err = run(
        capsys,
        "lab",
        "conflict",
        "fubar",
        "--heroes",
        "2",
        "--resolve",
        "0",
        "--pool",
        "0",
        "--json",
    )
    assert code == 0, err
    data = json.loads(out)
    assert (data["heroes"], data["win"], data["lost"]) == (2, "3/4", "1/4")
    assert data["out"] == ["1/2", "1/2"]
    code, _, err = run(capsys, "lab", "conflict", "fubar", "--heroes", "2", "--best")
    assert code == 2 and "--best" in err


def test_24_a_lab_problem_too_big_is_refused_at_once_naming_the_limit(capsys):
    import time

    start = time.monotonic()
    code = main(["lab", "conflict", "fubar", "--resolve", "20", "--pool", "20", "--heroes", "3"])
    err = capsys.readouterr().err
    assert time.monotonic() - start < 3
    assert code == 2 and len(err.strip().splitlines()) == 1 and "too big" in err


def test_24_a_slow_lab_command_says_it_is_still_working():
    import io
    import time

    from solo.cli.still_working import still_working

    err = io.StringIO()
    with still_working("solving", after=0.05, every=0.05, stream=err):
        time.sleep(0.3)
    lines = err.getvalue().splitlines()
    assert lines and all("solving" in line and "ctrl+c" in line for line in lines)
    quiet = io.StringIO()
    with still_working("solving", after=5, every=5, stream=quiet):
        pass
    assert quiet.getvalue() == ""
