"""Inputs that broke the CLI (issue 13 items 16-19, issue 12 items 2, 8, 16, 23, 24): each
is one clean line and exit 2, or just works, and nothing is lost."""

from __future__ import annotations

import json

import pytest

from solo.cli import main
from tests.saves.test_hostile_saves import billion_laughs


@pytest.fixture
def solo(capsys, tmp_path):
    saves = tmp_path / "saves"

    def run(*argv):
        code = main([*argv, "--saves", str(saves)])
        out, err = capsys.readouterr()
        return code, out, err

    run.saves = saves
    return run


def test_13_16_ask_on_a_save_with_an_alias_bomb_is_one_line_and_exit_2(solo):
    solo("new", "b")
    path = solo.saves / "b" / "campaign.yaml"
    before = billion_laughs() + path.read_text().replace("  genre: pulp", "  genre: *l9")
    path.write_text(before)
    code, out, err = solo("ask", "Do I run?", "--save", "b")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "campaign.yaml" in err and "alias" in err
    assert path.read_text() == before


def test_13_17_ask_on_a_scene_titled_like_a_date_plays_on(solo):
    solo("new", "d")
    path = solo.saves / "d" / "campaign.yaml"
    text = path.read_text()
    title = next(row for row in text.splitlines() if row.startswith("    title: "))
    path.write_text(text.replace(title, "    title: 2024-05-01"))
    code, out, err = solo("ask", "Do I run?", "--save", "d", "--json")
    assert code == 0, err
    code, out, _ = solo("status", "d", "--json")
    assert json.loads(out)["scene"]["title"] == "2024-05-01"
