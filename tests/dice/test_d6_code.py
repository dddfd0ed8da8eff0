"""D6 System options: die codes, difficulties, clear errors, and the CLI path."""

import json
import re
from fractions import Fraction

import pytest

from solo.cli import main
from solo.dice import mechanic, odds, read
from solo.dice.d6.code import DieCode, parse_code

D6 = mechanic("d6")


@pytest.mark.parametrize(
    "text,code",
    [
        ("3D+1", DieCode(3, 1)),
        ("4D", DieCode(4, 0)),
        ("1d+2", DieCode(1, 2)),
        (" 2 D + 1 ", DieCode(2, 1)),
        ("30D", DieCode(30, 0)),
    ],
)
def test_die_codes_parse_R_D6_1(text, code):
    """R-D6-1."""
    assert parse_code(text) == code
    assert D6.params(code=text).code == str(code)


@pytest.mark.parametrize(
    "text,message",
    [
        ("3X", "bad die code '3X'"),
        ("D+1", "bad die code 'D+1'"),
        ("3D-1", "bad die code '3D-1'"),
        ("0D+2", "needs at least 1D"),
        ("31D", "over 30D"),
    ],
)
def test_bad_die_codes_are_named_R_D6_1(text, message):
    """R-D6-1."""
    with pytest.raises(ValueError, match=re.escape(message)):
        D6.params(code=text)


def test_bad_option_values_are_named():
    with pytest.raises(ValueError, match="unknown difficulty 'tricky'"):
        D6.params(difficulty="tricky")
    with pytest.raises(ValueError, match="difficulty must be 0..200, got -1"):
        D6.params(difficulty=-1)
    with pytest.raises(ValueError, match="unknown wild_option 'ignore'"):
        D6.params(wild_option="ignore")
    with pytest.raises(ValueError, match="unknown cp_limit 'heroic'"):
        D6.params(cp_limit="heroic")
    with pytest.raises(ValueError, match="bad die code '2Q' for against_code"):
        D6.params(against_code="2Q")
    with pytest.raises(ValueError, match="at most 60D"):
        D6.params(code="30D", fate=True, bonus=1)


def test_empty_against_code_means_unopposed_R_D6_4():
    """R-D6-4."""
    assert D6.params(against_code="").against_code is None
    assert D6.params(against_code=" 2d+1").against_code == "2D+1"


def test_python_api_reads_a_table_roll_R_D6_2():
    """R-D6-2."""
    data = read("d6", dice=[3, 4], wild=[6, 6, 2], code="3D+1", difficulty="moderate")
    assert data["total"] == 3 + 4 + 14 + 1 and data["answer"] == "yes"
    assert [d["kind"] for d in data["dice"]] == ["d6", "d6", "wild", "wild", "wild"]
    assert sum(odds("d6", code="4D+2", fate=True).values()) == 1


def test_cli_odds_and_read_R_D6_4(capsys):
    """R-D6-4."""
    assert (
        main(["odds", "d6", "--code", "4D+2", "--difficulty", "difficult", "--cp", "1", "--json"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["params"]["difficulty"] == 20 and data["params"]["cp"] == 1
    assert sum(Fraction(v) for v in data["odds"].values()) == 1
    assert (
        main(
            [
                "read",
                "d6",
                "--code",
                "2D",
                "--against-code",
                "2D",
                "--dice",
                "4",
                "--wild",
                "3",
                "--against",
                "5",
                "--against-wild",
                "2",
                "--json",
            ]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["answer"] == "yes_but"  # 7 vs 7


def test_cli_refuses_too_many_character_points_R_D6_5(capsys):
    """R-D6-5."""
    assert main(["odds", "d6", "--cp", "3", "--cp-limit", "easy"]) == 2
    assert "cp 3 is over the easy limit of 2" in capsys.readouterr().err


def test_python_api_reads_opposed_and_character_point_faces_R_D6_4_R_D6_5():
    """R-D6-4 R-D6-5."""
    data = read(
        "d6",
        dice=[4],
        wild=[3],
        against=[5],
        against_wild=[6, 1],
        cp_dice=[[2]],
        code="2D",
        against_code="2D",
        cp=1,
    )
    assert data["total"] == 9 and data["answer"] == "no_but"  # 9 vs 5 + 7
