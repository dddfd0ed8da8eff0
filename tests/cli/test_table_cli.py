"""`solo table`, `solo content check` and `solo prep` from the command line."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest

from solo.cli import main
from tests.tables.packs import write_pack

HEAD = "version: 1\ntables:\n"
PACK = {
    "t.yaml": HEAD
    + """\
  - id: t-names
    title: Test names
    entries: [Ada, Bram, Cora, Dov]
  - id: t-weighted
    entries:
      - {text: common, weight: 3}
      - {text: rare, tier: major}
  - id: t-dice
    roll: 2d6
    entries:
      - {range: 2-6, text: low}
      - {range: 7-12, text: "high {t-names}"}
  - id: t-genre
    entries:
      - {text: gumshoe, genre: t-noir}
      - {text: anyone}
"""
}


@pytest.fixture
def pack(tmp_path):
    return str(write_pack(tmp_path / "extra", "t-pack", PACK, genre="t-noir"))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_table_json_draws_are_seeded(capsys, pack):
    argv = ("table", "t-names", "--count", "3", "--seed", "5", "--json", "--content", pack)
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    data = json.loads(out)
    assert (data["query"], data["seed"], data["count"]) == ("t-names", 5, 3)
    texts = [r["text"] for r in data["results"]]
    assert len(set(texts)) == 3 and set(texts) <= {"Ada", "Bram", "Cora", "Dov"}
    assert json.loads(run(capsys, *argv)[1]) == data


def test_table_human_output_numbers_several_and_shows_dice_rolls(capsys, pack):
    code, out, _ = run(capsys, "table", "t-dice", "--count", "2", "--seed", "1", "--content", pack)
    lines = out.splitlines()
    assert code == 0 and [line[:3] for line in lines] == ["1. ", "2. "]
    for line in lines:
        roll, _, text = line[3:].partition(": ")
        assert (text == "low") == (int(roll) <= 6)
    code, out, _ = run(capsys, "table", "t-names", "--seed", "1", "--content", pack)
    assert out.strip() in {"Ada", "Bram", "Cora", "Dov"}


def test_table_filters_as_separate_words(capsys, pack):
    code, out, _ = run(
        capsys, "table", "t-genre", "genre=t-noir", "--count", "2", "--json", "--content", pack
    )
    assert sorted(r["text"] for r in json.loads(out)["results"]) == ["anyone", "gumshoe"]
    code, out, _ = run(capsys, "table", "t-weighted", "tier=major", "--json", "--content", pack)
    assert json.loads(out)["results"][0]["entry"]["tier"] == "major"


def test_table_odds_are_exact(capsys, pack):
    code, out, _ = run(capsys, "table", "t-weighted", "--odds", "--json", "--content", pack)
    odds = {o["text"]: Fraction(o["probability"]) for o in json.loads(out)["odds"]}
    assert odds == {"common": Fraction(3, 4), "rare": Fraction(1, 4)}
    code, out, _ = run(capsys, "table", "t-dice", "--odds", "--content", pack)
    # 2..6 on 2d6: 15 of 36 ways
    assert out.splitlines()[0].split()[:2] == ["5/12", "41.67%"]


def test_table_list(capsys, pack):
    code, out, _ = run(capsys, "table", "--list", "--json", "--content", pack)
    rows = {t["id"]: t for t in json.loads(out)["tables"]}
    assert rows["t-names"] == {
        "id": "t-names",
        "title": "Test names",
        "entries": 4,
        "pack": "t-pack",
        "extended_by": [],
        "roll": None,
    }
    assert rows["t-dice"]["roll"] == "2d6"
    code, out, _ = run(capsys, "table", "--list", "--content", pack)
    assert any(
        line.startswith("t-names ") and "Test names" in line and "(t-pack)" in line
        for line in out.splitlines()
    )


@pytest.mark.parametrize(
    "argv,message",
    [
        (("table",), "give a table id"),
        (("table", "t-nmaes"), "unknown table 't-nmaes'; did you mean t-names"),
        (("table", "t-names", "tier=huge"), "bad tier 'huge'"),
        (("table", "t-names", "--count", "0"), "count must be a whole number from 1 to 1000"),
        (("table", "t-names", "--count", "x"), "invalid int value: 'x'"),
        (("table", "t-weighted", "tier=minor"), "no entry of 't-weighted' matches tier=minor"),
        (("prep", "--genre", "nope"), "unknown genre 'nope'"),
        (("prep", "--tier", "huge"), "unknown tier 'huge'"),
        (("prep", "--counts", "npcs=many"), "bad count 'npcs=many'"),
        (("prep", "--counts", "villains=2"), "bad count 'villains=2'"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(capsys, pack, argv, message):
    code, out, err = run(capsys, *argv, "--content", pack)
    lines = [line for line in err.splitlines() if not line.startswith("solo: warning")]
    assert code == 2 and len(lines) == 1 and re.match(r"solo( [a-z]+)?: error: ", lines[0])
    assert message in lines[0]


def test_missing_content_folder_is_a_usage_error(capsys, tmp_path):
    code, _, err = run(capsys, "table", "npc", "--content", str(tmp_path / "nope"))
    assert code == 2 and "--content: no such folder" in err


def test_content_check_lists_each_error_and_exits_2(capsys, tmp_path):
    bad = write_pack(
        tmp_path / "bad",
        "bad",
        {
            "a.yaml": HEAD + "  - id: a\n    entries: [{text: x, tier: huge}]\n",
            "b.yaml": HEAD + "  - id: b\n    entries: [{txt: y}]\n",
            "c.yaml": HEAD + "  - id: c\n    entries: [ok]\n",
        },
    )
    code, out, err = run(capsys, "content", "check", "--only", str(bad))
    lines = out.splitlines()
    assert code == 2
    # "    entries: [{text: x, tier: " is 30 characters: the value is column 31
    assert lines[0].endswith(
        "a.yaml:4:31: bad tier 'huge'; expected one of minor, moderate, major, permanent"
    )
    assert lines[1].endswith("b.yaml:4:16: unknown key 'txt' in an entry; did you mean 'text'?")
    assert lines[2] == "1 pack, 1 table, 1 entry in 4 files; 2 errors"
    code, out, _ = run(capsys, "content", "check", "--only", str(bad), "--json")
    data = json.loads(out)
    assert (data["errors"][0]["line"], data["errors"][0]["column"]) == (4, 31)
    assert (data["packs"], data["tables"], data["entries"], data["files"]) == (1, 1, 1, 4)


def test_content_check_passes_on_the_shipped_packs(capsys):
    code, out, err = run(capsys, "content", "check")
    assert code == 0, out
    packs, tables, entries = (int(out.split()[i]) for i in (0, 2, 4))
    assert packs >= 5 and entries >= 800


def test_content_check_includes_extra_dirs(capsys, pack):
    code, out, _ = run(capsys, "content", "check", pack, "--json")
    assert code == 0 and "t-pack" in json.loads(out)["pack_ids"]


def test_prep_sheet_markdown(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(
        "solo.locations.shipped_content_dir", lambda: tmp_path / "prep"
    )  # only this pack, not the shipped ones
    pack = write_pack(
        tmp_path / "prep",
        "mini",
        {
            "t.yaml": HEAD
            + """\
  - id: scene-setup
    entries: [A storm breaks, The train is late]
  - id: complications
    entries:
      - {text: Guards arrive, tier: moderate}
      - {text: Floor gives way, tier: major}
  - id: details
    entries:
      - {text: Fog, setting: wilderness, polarity: negative}
      - {text: Torch, setting: underground, polarity: positive}
  - id: npc
    entries: [Old Tom]
  - id: oracle-action
    entries: [seek]
  - id: oracle-subject
    entries: [gold]
  - id: oracle-focus
    entries: [hidden]
"""
        },
        genre="mini-genre",
    )
    code, out, err = run(
        capsys,
        "prep",
        "--content",
        str(pack),
        "--seed",
        "3",
        "--tier",
        "major",
        "--counts",
        "scenes=1,npcs=1,words=1,details=1",
    )
    assert code == 0, err
    assert "## Scene setups\n\n1. " in out
    assert "## Complications (major)\n\n1. Floor gives way\n" in out
    assert (
        "### Wilderness\n\n1. Fog _(hinders)_" in out
        and "### Underground\n\n1. Torch _(helps)_" in out
    )
    assert "| seek | gold | hidden |" in out
    again = run(
        capsys,
        "prep",
        "--content",
        str(pack),
        "--seed",
        "3",
        "--tier",
        "major",
        "--counts",
        "scenes=1,npcs=1,words=1,details=1",
    )[1]
    assert again == out
    target = tmp_path / "sheet.md"
    code, out2, _ = run(
        capsys,
        "prep",
        "--content",
        str(pack),
        "--seed",
        "3",
        "--genre",
        "mini-genre",
        "--out",
        str(target),
        "--counts",
        "complications=0",
    )
    text = target.read_text(encoding="utf-8")
    assert code == 0 and out2 == "" and text.startswith("# Prep sheet — mini-genre")
    assert "## Complications" not in text
    code, out, _ = run(
        capsys, "prep", "--content", str(pack), "--seed", "3", "--json", "--setting", "underground"
    )
    data = json.loads(out)
    details = next(s for s in data["sections"] if s["title"] == "Details")
    assert [g["title"] for g in details["groups"]] == ["Underground"]


def test_filters_may_follow_options(capsys, pack):
    code, out, err = run(
        capsys, "table", "t-weighted", "--json", "tier=major", "--content", pack, "--seed", "2"
    )
    assert code == 0, err
    assert json.loads(out)["results"][0]["text"] == "rare"
