"""Inputs that broke the CLI (issue 13 items 16-19, issue 12 items 2, 8, 16, 23, 24): each
is one clean line and exit 2, or just works, and nothing is lost."""

from __future__ import annotations

import json

import pytest

from solo.cli import main
from tests.saves.test_hostile_saves import billion_laughs


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


EVIL = "\x1b]0;pwned\x07\x1b[2J\rX\x9b31m\u202e"
"""An OSC window title, clear-screen, carriage return, 8-bit CSI and a bidi override."""


def assert_no_controls(*texts):
    for text in texts:
        assert not any(c in text for c in "\x1b\x07\r\x9b\u202e"), repr(text)


def test_13_19_a_question_with_escape_sequences_is_printed_escaped(solo):
    code, out, err = solo("ask", f"Do I run?{EVIL}")
    assert code == 0, err
    assert_no_controls(out, err)
    assert "\\x1b]0;pwned\\x07" in out


def test_13_19_names_from_a_shared_save_are_printed_escaped(solo):
    solo("new", "s")
    path = solo.saves / "s" / "campaign.yaml"
    text = path.read_text()
    path.write_text(text.replace("name: Dr. Nell Ambrose", "name: " + json.dumps(f"Nell{EVIL}")))
    for argv in (
        ("status", "s"),
        ("saves",),
        ("export", "s"),
        ("act", "s", "note", f"text=a{EVIL}"),
    ):
        code, out, err = solo(*argv)
        assert code == 0, (argv, err)
        assert_no_controls(out, err)
        assert "Nell\\x1b" in out or argv[0] == "act"


def test_13_19_refusals_naming_a_bad_value_are_printed_escaped(solo):
    code, out, err = solo("act", "demo", f"no_such{EVIL}")
    assert code == 2
    assert_no_controls(out, err)


def test_13_19_content_text_is_printed_escaped(capsys, tmp_path):
    from tests.tables.packs import write_pack

    write_pack(
        tmp_path / "packs",
        "evil",
        {
            "t.yaml": (
                "version: 1\ntables:\n  - id: weather\n    entries: ["
                + json.dumps(f"Rain{EVIL}")
                + "]\n"
            )
        },
    )
    for argv in (("table", "weather"), ("table", "weather", "--odds"), ("table", "--list")):
        code = main([*argv, "--content", str(tmp_path / "packs")])
        out, err = capsys.readouterr()
        assert code == 0, err
        assert_no_controls(out, err)
        assert argv[-1] == "--list" or "Rain\\x1b" in out


def play(tmp_path, *lines):
    """`solo play --plain` on the demo, fed ``lines``; everything it wrote, and its exit code."""
    import argparse

    from solo.cli.play import run_play

    script = iter(lines)
    out: list[str] = []

    def read(prompt):
        out.append(prompt)
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    args = argparse.Namespace(save="demo", saves=str(tmp_path), seed=None, plain=True)
    code = run_play(args, read=read, write=out.append)
    return code, "\n".join(out)


def test_13_19_the_plain_prompt_prints_questions_escaped(tmp_path):
    code, text = play(tmp_path, f"Do I run{EVIL}?", "", "/status", "/quit")
    assert code == 0
    assert_no_controls(text)
    assert "Do I run\\x1b]0;pwned" in text


@pytest.mark.parametrize("command", ["undo", "redo"])
def test_12_2_undo_or_redo_more_steps_than_the_history_changes_nothing(solo, command):
    solo("new", "u")
    solo("act", "u", "note", "text=one")
    if command == "redo":
        solo("undo", "u", "--steps", "1")
    folder = solo.saves / "u"
    before = [(folder / f).read_bytes() for f in ("campaign.yaml", "journal.jsonl")]
    code, out, err = solo(command, "u", "--steps", "99")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert ("only 4 actions to undo" if command == "undo" else "only 1 action to redo") in err
    assert [(folder / f).read_bytes() for f in ("campaign.yaml", "journal.jsonl")] == before


def test_12_2_undo_steps_must_be_at_least_one(solo):
    solo("new", "u")
    code, _, err = solo("undo", "u", "--steps", "0")
    assert code == 2 and "--steps" in err


@pytest.mark.parametrize(
    "argv",
    [
        ("ask", ""),
        ("ask", "   "),
        ("ask", "Do I?", "--helps", "no such thing"),
        ("ask", "Do I?", "--risky"),
        ("ask", "Do I?", "--bonus", "99"),
    ],
)
def test_12_8_a_refused_first_ask_creates_no_demo_campaign(solo, argv):
    code, out, err = solo(*argv)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert not (solo.saves / "demo").exists()
    code, out, _ = solo("saves", "--json")
    assert json.loads(out) == []


def test_12_8_a_refused_ask_on_an_existing_demo_keeps_it(solo):
    assert solo("ask", "Is it raining?", "--world")[0] == 0
    assert solo("ask", "Do I?", "--helps", "no such thing")[0] == 2
    assert (solo.saves / "demo" / "campaign.yaml").exists()


@pytest.mark.parametrize(
    "argv",
    [
        ("ask", "Do I win?", "--opposition", "Strong"),
        ("ask", "Is it raining?", "--world", "--likelihood", "Very-Likely"),
        ("ask", "Is it raining?", "--world", "--likelihood", "VERY_UNLIKELY"),
        ("ask", "Do I win?", "--take", "None"),
    ],
)
def test_12_16_keywords_on_the_command_line_ignore_case(solo, argv):
    code, _, err = solo(*argv)
    assert code == 0, err


def test_12_16_dice_command_keywords_ignore_case(capsys):
    assert main(["odds", "fubar", "--opposition", "OverWhelming"]) == 0
    assert main(["odds", "d6", "--code", "3D", "--wild-option", "Complication"]) == 0
    assert "error" not in capsys.readouterr().err


@pytest.mark.parametrize(
    "name, folder",
    [
        ("Café Noir", "Café Noir"),
        ("Zoe\u0308", "Zo\u00eb"),  # decomposed input is stored composed (NFC)
        ("Ærø-1", "Ærø-1"),
        ("東京の夜", "東京の夜"),
    ],
)
def test_12_16_save_names_may_use_unicode_letters(solo, name, folder):
    code, _, err = solo("new", name)
    assert code == 0, err
    assert (solo.saves / folder / "campaign.yaml").exists()
    code, out, _ = solo("status", folder, "--json")
    assert code == 0 and json.loads(out)["campaign"] == folder


@pytest.mark.parametrize(
    "name", ["a/b", "..", "a\\b", "x\x1by", "a\u00a0b", "\u202eevil", ".hidden", "dot."]
)
def test_12_16_unicode_names_still_refuse_separators_traversal_and_controls(solo, name):
    code, _, err = solo("new", name)
    assert code == 2 and "save name" in err
    assert not solo.saves.exists() or list(solo.saves.iterdir()) == []


def test_12_23_reading_commands_work_while_the_app_has_the_campaign_open(solo):
    from solo.saves.store import SaveStore

    solo("new", "open")
    solo("act", "open", "note", "text=before")
    held = SaveStore(solo.saves).open("open")  # as the app does: it holds the lock
    try:
        code, out, err = solo("status", "open", "--json")
        assert code == 0, err
        assert json.loads(out)["campaign"] == "open"
        assert solo("export", "open")[0] == 0
        assert solo("saves")[0] == 0
        code, _, err = solo("act", "open", "note", "text=write")  # writers still wait
        assert code == 2 and "open in another solo process" in err
    finally:
        held.close()


def test_12_23_a_read_only_open_changes_no_file(tmp_path):
    from solo.saves.store import SaveStore

    store = SaveStore(tmp_path)
    save = store.create("r", {"count": 0})
    save.commit({"n": 1, "patch": [{"p": ["count"], "o": 0, "n": 1}]}, {"count": 1})
    save.close()
    folder = tmp_path / "r"
    # the app was just appending: a record beyond the state, and half a line
    with open(folder / "journal.jsonl", "a") as fh:
        fh.write('{"n": 2, "patch": [{"p": ["count"], "o": 1, "n": 2}]}\n{"n": 3, "pat')
    files = {p.name: p.read_bytes() for p in folder.iterdir()}
    seen = store.read("r")
    assert seen.state == {"count": 2} and len(seen.records) == 2 and not seen.lock.held
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == files


def test_12_23_export_while_the_app_is_mid_append(solo):
    solo("new", "e")
    with open(solo.saves / "e" / "journal.jsonl", "a") as fh:
        fh.write('{"n": 99, "type": "act')  # a line the app has not finished writing
    code, out, err = solo("export", "e", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["campaign"]["name"] == "e"


@pytest.mark.parametrize("word", ["/quit", "/q", "/exit", "/QUIT"])
def test_12_24_quit_at_the_plain_prompt_while_a_roll_waits(tmp_path, word):
    from solo.game.launch import open_game, store_for

    code, text = play(tmp_path, "Do I run?", word, "never read")
    assert code == 0
    assert text.count("> ") == 2  # the question, then the roll's prompt: nothing after
    assert "stays waiting" in text
    game = open_game(store_for(str(tmp_path)), "demo", None)
    try:
        assert game.campaign.pending is not None  # the roll is kept for next time
    finally:
        game.close()
    code, text = play(tmp_path, word, "never read")  # a roll waiting at start: quit too
    assert code == 0 and "A roll is waiting" in text and text.count("> ") == 1


@pytest.mark.parametrize(
    "old, new, field",
    [
        ("  session: 1", "  session: two", "session"),
        ("  turn: 0", "  turn: [1]", "turn"),
        ("    number: 1", "    number: first", "scene.number"),
    ],
)
def test_13_17_a_value_of_the_wrong_type_names_the_file_and_field(solo, old, new, field):
    solo("new", "t")
    path = solo.saves / "t" / "campaign.yaml"
    text = path.read_text()
    assert old + "\n" in text
    path.write_text(text.replace(old + "\n", new + "\n", 1))
    code, out, err = solo("status", "t")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "campaign.yaml" in err and f"{field}:" in err and "whole number" in err


def test_an_abbreviated_option_is_refused_not_read_as_a_longer_one(solo, tmp_path, monkeypatch):
    """An option cut short is refused: argparse would read `--sav` as `--saves` (another saves
    folder, where a new demo campaign was made and shown) or `--js` as `--json`."""
    solo("new", "wreck")
    monkeypatch.chdir(tmp_path)
    for words, short in ((["--sav", "wreck"], "--sav"), (["wreck", "--js"], "--js")):
        code, out, err = solo("status", *words, saves_flag=False)
        assert code == 2 and out == ""
        assert f"unrecognized arguments: {short}" in err
    assert not (tmp_path / "wreck").exists()
    code, out, _ = solo("status", "wreck")
    assert code == 0 and out.startswith("wreck")


def test_status_undo_and_export_take_save_as_ask_and_play_do(solo):
    """`--save NAME` names the campaign for status, undo, redo, export, journal and recap as
    it does for ask and play; naming it twice (a word and --save) is one clear error."""
    solo("new", "wreck")
    code, out, _ = solo("ask", "Is the hatch sealed?", "--world", "--save", "wreck")
    assert code == 0
    code, out, _ = solo("status", "--save", "wreck")
    assert code == 0 and out.startswith("wreck")
    code, out, _ = solo("export", "--save", "wreck")
    assert code == 0 and "Is the hatch sealed?" in out
    code, out, _ = solo("undo", "--save", "wreck", "--json")
    assert code == 0 and "Is the hatch sealed?" in out
    code, out, _ = solo("redo", "--save", "wreck")
    assert code == 0
    code, out, _ = solo("journal", "--save", "wreck")
    assert code == 0 and "Is the hatch sealed?" in out
    code, out, _ = solo("recap", "--save", "wreck", "--json")
    assert code == 0 and '"session"' in out
    code, out, err = solo("status", "wreck", "--save", "wreck")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "not allowed with" in err
    code, out, err = solo("export")
    assert code == 2 and "--save" in err
