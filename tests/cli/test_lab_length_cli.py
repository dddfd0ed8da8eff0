"""`solo lab conflict`'s length (issue 23, items 3 and 5): P(ends after N exchanges) and
P(over within N) exact in --json, as a table in the text, plotted only on a terminal."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

from solo.cli import main
from solo.cli.lab.conflict import conflict_text
from solo.cli.lab.plots import PlotArea
from solo.lab import Policy, Setup, solve

FIGHT = ("lab", "conflict", "fubar", "--resolve", "2", "--pool", "1")
"""Resolve 2 against pool 1 at even odds: over within 2, 3, 4 exchanges 1/4, 5/8, 1."""


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_json_carries_the_length_exactly_r_con_2(capsys):
    data = json.loads(run(capsys, *FIGHT, "--json"))
    length = data["length"]
    assert length["over_within"] == {"1": "0", "2": "1/4", "3": "5/8", "4": "1"}
    assert length["exchanges"] == {"1": "0", "2": "1/4", "3": "3/8", "4": "3/8"}
    assert length["over_within_p"]["3"] == 0.625
    assert length["within"] == {"1/2": 3, "9/10": 4, "1": 4}
    assert length["expected"] == "25/8" == data["expected"]["exchanges"]
    assert data["exchanges"] == {"2": "1/4", "3": "3/8", "4": "3/8"}  # unchanged key


def test_best_play_and_groups_carry_their_length_too_r_con_6(capsys):
    best = json.loads(run(capsys, *FIGHT, "--best", "--json"))["best"]
    assert best["length"]["over_within"][str(max(map(int, best["exchanges"])))] == "1"
    group = json.loads(run(capsys, *FIGHT, "--heroes", "2", "--json"))
    assert sum(Fraction(v) for v in group["length"]["exchanges"].values()) == 1


def test_text_has_an_over_within_column_and_no_plot_when_piped(capsys):
    out = run(capsys, *FIGHT)
    assert "exchanges (expected 3.12; half are over within 3, nine in ten within 4)" in out
    assert "  exchanges  ends there  over within" in out
    assert "          3      37.50%       62.50%  ███████████████" in out
    assert "┌" not in out  # captured output is not a terminal: no plot
    assert max(len(line) for line in out.splitlines() if "exact" not in line) <= 80


def test_on_a_terminal_the_length_is_plotted_beside_its_numbers(capsys, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    out = run(capsys, *FIGHT)
    assert "line: P(over within N)" in out and "┌" in out and "100%┤" in out
    assert "          3      37.50%       62.50%" in out  # the numbers stay
    plain = run(capsys, *FIGHT, "--plain")
    assert "┌" not in plain and "62.50%  █" in plain


def test_the_plot_fits_its_area_and_is_the_same_every_time():
    setup = Setup.build("fubar", {}, resolve=5, pool=5)
    odds = solve(setup, Policy())
    area = PlotArea(width=60, height=12, color=False)
    text = conflict_text(setup, Policy(), odds, None, area)
    assert text == conflict_text(setup, Policy(), odds, None, area)
    frame = [line for line in text.splitlines() if line.lstrip().startswith(("┌", "└"))]
    assert len(frame) == 2 and all(len(line) <= 60 for line in frame)
    assert "\x1b[" not in text  # no colour asked: no escape codes


def test_plotext_is_loaded_only_to_draw_a_plot():
    """`solo --help`, `--json` and piped text never import plotext (about 30 ms)."""
    code = (
        "import sys, contextlib, io\n"
        "from solo.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['lab', 'conflict', 'fubar', '--resolve', '1', '--pool', '1', '--json'])\n"
        "    main(['lab', 'conflict', 'fubar', '--resolve', '1', '--pool', '1'])\n"
        "print('plotext' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "False"
