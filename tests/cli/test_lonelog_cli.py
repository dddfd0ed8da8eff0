"""`solo export NAME --format lonelog` and `solo import FILE --name NEW`: the round trip
through files, and bad files refused in one line naming the file and the line, exit 2,
no campaign made."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

SAMPLE = Path(__file__).parents[1] / "saves" / "lonelog_hand_written.md"


def play(solo, name="trip"):
    """A short campaign of two sessions: questions, a note, a Condition, scenes."""
    assert solo("new", name, "--seed", "3")[0] == 0
    solo("ask", "Do I slip past the guard?", "--save", name)
    solo("act", name, "note", "text=The rain hides my steps.")
    solo("act", name, "add_condition", "name=Soaked")
    solo("ask", "Is the gate open?", "--world", "--save", name)
    solo("act", name, "start_scene", "title=The courtyard")
    solo("act", name, "end_session")
    solo("act", name, "start_session")
    solo("act", name, "start_scene", "title=The tower stair")
    solo("ask", "Do I climb unseen?", "--save", name)


def test_export_import_export_gives_the_same_text(solo, tmp_path):
    play(solo)
    code, first, err = solo("export", "trip", "--format", "lonelog")
    assert code == 0, err
    assert "## Session 2" in first and "### S3 *The tower stair*" in first
    assert not re.search(r"\bR-[A-Z0-9]+-\d", first)  # R-GM-8: no rule IDs in the log
    log = tmp_path / "trip.md"
    assert solo("export", "trip", "--format", "lonelog", "--out", str(log))[0] == 0
    assert log.read_text(encoding="utf-8") == first
    code, out, err = solo("import", str(log), "--name", "trip-again")
    assert code == 0, err
    assert "2 sessions, 3 scenes" in out
    assert solo("export", "trip-again", "--format", "lonelog")[1] == first


def test_no_mechanics_leaves_out_the_dice_lines(solo):
    play(solo)
    full = solo("export", "trip", "--format", "lonelog")[1]
    bare = solo("export", "trip", "--format", "lonelog", "--no-mechanics")[1]
    assert any(line.startswith("d: ") for line in full.splitlines())
    assert bare.splitlines() == [line for line in full.splitlines() if not line.startswith("d: ")]


def test_import_json_counts_what_the_log_held(solo):
    code, out, err = solo("import", str(SAMPLE), "--name", "salt", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["campaign"] == "salt"
    assert data["imported"] == {
        "sessions": 2,
        "scenes": 3,
        "questions": 4,
        "lines": 32,
        "NPCs": 1,
        "threads": 3,
        "clocks": 4,
    }
    assert data["character"]["name"] == "Ysolde Varr"


def refused(solo, file, name="bad"):
    code, out, err = solo("import", str(file), "--name", name)
    assert code == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not (solo.saves / name).exists()  # nothing made, not even a folder
    return err.strip()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("## Session 1\n@ go\n```\n@ more\n", "line 3: a code fence opened here is never closed"),
        ("@ go\n[N:Jonah|ally\n", "line 2: the tag '[N:Jonah|ally' is not closed with ]"),
        ("## Session 2\n## Session 1\n", "line 2: session 1 comes after session 2"),
        ("[E:Alert 9/6]\n", "line 1: the clock [E:Alert 9/6] cannot be 9/6"),
        ("---\ntitle: x\n", "line 1: the front matter opened here is never closed"),
        ("\n\n", "line 1: holds no Lonelog lines"),
    ],
)
def test_a_bad_log_is_one_line_with_its_line_number(solo, tmp_path, text, words):
    file = tmp_path / "bad.md"
    file.write_text(text, encoding="utf-8")
    err = refused(solo, file)
    assert err.startswith(f"solo: error: {file}: {words}")


def test_a_log_that_is_not_utf8_names_the_line(solo, tmp_path):
    file = tmp_path / "latin1.md"
    file.write_bytes("## Session 1\n@ go\n=> caf\u00e9\n".encode("latin-1"))
    err = refused(solo, file)
    assert f"{file}: line 3: not UTF-8 text" in err


def test_a_log_too_large_is_refused(solo, tmp_path, monkeypatch):
    from solo.cli import lonelog

    monkeypatch.setattr(lonelog, "MAX_LOG_BYTES", 100)
    file = tmp_path / "big.md"
    file.write_text("## Session 1\n" + "@ go on\n" * 40, encoding="utf-8")
    err = refused(solo, file)
    assert f"{file}: cannot read:" in err and "too big" in err


def test_a_missing_file_is_refused(solo, tmp_path):
    err = refused(solo, tmp_path / "nowhere.md")
    assert "nowhere.md: cannot read:" in err


def test_a_name_in_use_is_refused_and_that_campaign_kept(solo):
    play(solo, "taken")
    before = (solo.saves / "taken" / "journal.jsonl").read_bytes()
    code, out, err = solo("import", str(SAMPLE), "--name", "taken")
    assert code == 2
    assert "a campaign called 'taken' already exists" in err and err.count("\n") == 1
    assert (solo.saves / "taken" / "journal.jsonl").read_bytes() == before


def test_the_readmes_lonelog_excerpt_is_what_the_export_writes(solo):
    """The README's excerpt, replayed: every heading, tag, question and note line is the
    export's (the d:, -> and => lines follow the dice and the content's wording)."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    excerpt = readme.split("### Lonelog logs", 1)[1].split("````\n", 2)[1]
    solo("new", "harbour", "--seed", "11")
    solo("ask", "Do I slip the ledger out of the drawer?", "--save", "harbour")
    solo("act", "harbour", "note", "text=The ink on the last page is still wet.")
    solo("ask", "Is the harbour master really asleep?", "--world", "--save", "harbour")
    log = solo("export", "harbour", "--format", "lonelog")[1]

    def shape(text):
        return [ln for ln in text.splitlines() if not ln.startswith(("d: ", "-> ", "=> "))]

    session = "## Session 1" + log.split("## Session 1", 1)[1]
    assert shape(excerpt) == shape(session)
