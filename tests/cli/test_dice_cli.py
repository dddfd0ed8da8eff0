"""The CLI contract of `solo odds|roll|read` (ARCHITECTURE.md)."""

import json
from fractions import Fraction

import pytest

from solo.cli import main
from solo.dice import SYSTEMS, mechanic


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_odds_json_has_all_six_rungs_summing_to_one(capsys, system):
    code, out, err = run(capsys, "odds", system, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["system"] == system
    assert list(data["odds"])[:6] == ["no_and", "no", "no_but", "yes_but", "yes", "yes_and"]
    assert sum(Fraction(v) for v in data["odds"].values()) == 1
    assert set(data["p"]) == set(data["odds"])
    assert "impasse" in data["extras"]
    assert ("impasse" in data["odds"]) == (system == "buckets")


def test_odds_json_params_echo_the_flags(capsys):
    code, out, _ = run(capsys, "odds", "fu", "--bonus", "2", "--opposition", "strong", "--json")
    data = json.loads(out)
    assert data["params"] == {"bonus": 2, "penalty": 0, "opposition": "strong", "scale": 0}
    assert data["odds"] == {
        k: str(v) if v.denominator > 1 else str(v.numerator)
        for k, v in mechanic("fu")
        .odds(mechanic("fu").params(bonus=2, opposition="strong"))
        .rungs.items()
    }


def test_roll_is_reproducible_from_seed(capsys):
    _, first, _ = run(capsys, "roll", "fu", "--bonus", "3", "--seed", "11", "--json")
    _, second, _ = run(capsys, "roll", "fu", "--bonus", "3", "--seed", "11", "--json")
    assert first == second
    data = json.loads(first)
    assert data["seed"] == 11 and len(data["dice"]) == 4
    assert data["answer"] in ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")


def test_read_reports_kept_and_discarded_dice(capsys):
    code, out, _ = run(capsys, "read", "fu", "--dice", "2,5", "--bonus", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["answer"] == "yes"
    assert [d["status"] for d in data["dice"]] == ["discarded", "kept"]


def test_roll_with_reroll_keeps_the_other_dice(capsys):
    _, out, _ = run(capsys, "roll", "fu", "--bonus", "2", "--seed", "4", "--reroll", "1", "--json")
    data = json.loads(out)
    assert [d["face"] for d in data["dice"]][1:] == [
        d["face"] for d in data["before_reroll"]["dice"]
    ][1:]


@pytest.mark.parametrize(
    "argv,needle",
    [
        (["odds", "fu", "--bonus", "lots"], "bonus must be a whole number, got 'lots'"),
        (["odds", "fu", "--bonus", "-1"], "bonus must be at least 0"),
        (["odds", "nosuch"], "nosuch"),
        (["odds", "fu", "--opposition", "huge"], "huge"),
        (["read", "fu", "--dice", "1,2", "--bonus", "2"], "rolls 3 dice, but 2"),
        (["read", "fu", "--dice", "1,x"], "'x' is not a die face"),
        (["read", "fu", "--dice", "9"], "9"),
        (["roll", "fu", "--reroll", "5", "--seed", "1"], "no die number 5"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert needle in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_human_odds_show_every_rung_with_a_percentage(capsys):
    code, out, _ = run(capsys, "odds", "fu")
    assert code == 0
    for label in ("No, and…", "No", "No, but…", "Yes, but…", "Yes", "Yes, and…"):
        assert label in out
    assert "16.7%" in out


def test_no_arguments_prints_help(capsys):
    code, out, _ = run(capsys)
    assert code == 0 and "odds" in out and "roll" in out


def test_read_takes_pool_sizes_from_the_faces_R_BUCK_5(capsys):
    """ARCHITECTURE: pool sizes come from the faces given (the R-BUCK-5 example as typed)."""
    code, out, _ = run(
        capsys, "read", "buckets", "--dice", "9,7,6,5", "--against", "9,5,2", "--json"
    )
    data = json.loads(out)
    assert code == 0 and data["answer"] == "yes"
    assert (data["params"]["player"], data["params"]["resistance"]) == (4, 3)


def test_read_refuses_faces_the_modifiers_contradict(capsys):
    code, _, err = run(capsys, "read", "minifu", "--dice", "4", "--against", "3", "--penalty", "2")
    assert code == 2 and "modifiers add 2 challenge dice" in err
    code, _, err = run(capsys, "read", "fubar", "--dice", "1,2,3,4,5", "--bonus", "1")
    assert code == 2 and "6" in err and "5" in err
