"""`solo new|ask|act|status|saves|export|undo` end to end, through main()."""

import json

import pytest

from solo.cli import main
from tests.plain_actions import do


def test_first_ask_creates_the_demo_and_plays_a_turn(solo):
    code, out, err = solo("ask", "Is the harbour master awake?", "--world", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["campaign"] == "demo"
    assert data["answer"] in ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")
    assert (solo.saves / "demo" / "campaign.yaml").exists()


def test_new_ask_undo_export_round_trip(solo):
    assert solo("new", "Pulp Run", "--seed", "5")[0] == 0
    code, out, _ = solo(
        "ask",
        "Do I climb the wall?",
        "--save",
        "Pulp Run",
        "--helps",
        "Cool under fire",
        "--dice",
        "2,4,6,1,3,5",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["answer"] == "yes_but"
    assert "+1D  Trademark 'Cool under fire'" in " ".join(data["roll"])
    code, out, _ = solo("export", "Pulp Run", "--format", "json")
    exported = json.loads(out)
    assert exported["campaign"]["name"] == "Pulp Run"
    titles = [e["title"] for e in exported["journal"]]
    assert "Do I climb the wall?" in titles
    assert solo("undo", "Pulp Run", "--steps", "2")[0] == 0
    exported = json.loads(solo("export", "Pulp Run", "--format", "json")[1])
    assert "Do I climb the wall?" not in [e["title"] for e in exported["journal"]]
    md = solo("export", "Pulp Run")[1]
    assert md.startswith("# Pulp Run: Dr. Nell Ambrose")


def test_saves_lists_system_session_and_resolve(solo):
    solo("new", "one", "--system", "minifu")
    code, out, _ = solo("saves", "--json")
    rows = json.loads(out)
    assert rows[0]["name"] == "one" and rows[0]["system"] == "minifu"
    assert rows[0]["session"] == 1 and "resolve 5" in rows[0]["standing"]


def test_act_runs_any_action_and_refusals_exit_2(solo):
    solo("new", "g")
    code, out, _ = solo(
        "act", "g", "start_scene", "title=The crypt", "setting=underground", "keep_opposition=true"
    )
    assert code == 0 and "Scene 2: The crypt" in out
    assert solo("act", "g", "clear_opposition")[0] == 0  # no downtime mid-fight (12.7)
    assert solo("act", "g", "downtime")[0] == 0
    code, _, err = solo("act", "g", "downtime")
    assert code == 2 and "already" in err and len(err.strip().splitlines()) == 1


def test_act_takes_its_options_anywhere_among_its_words(solo, capsys):
    """`solo act demo --saves DIR note text=x`: an option between the campaign and the
    action no longer leaves the action's words "unrecognized"."""
    solo("new", "demo")
    saves = str(solo.saves)
    for argv in (
        ["act", "demo", "--saves", saves, "note", "text=between"],
        ["act", "demo", "note", "--json", "text=inside", "--saves", saves],
        ["act", "--saves", saves, "demo", "note", "text=before"],
    ):
        code = main(argv)
        _, err = capsys.readouterr()
        assert code == 0, err
    code, out, _ = solo("export", "demo", "--format", "json")
    notes = [e["args"]["text"] for e in json.loads(out)["journal"] if e.get("action") == "note"]
    assert notes == ["between", "inside", "before"]


@pytest.mark.parametrize("name", ["../escape", "a/b", ".."])
def test_path_traversal_names_are_refused(solo, name):
    code, _, err = solo("new", name)
    assert code == 2 and "save name" in err
    assert not any(solo.saves.parent.glob("escape*"))


def test_a_broken_save_is_one_line_and_never_overwritten(solo):
    solo("new", "b")
    path = solo.saves / "b" / "campaign.yaml"
    path.write_text("version: 1\ncampaign: [unclosed\n")
    code, _, err = solo("status", "b")
    assert code == 2 and "campaign.yaml:" in err and "--restore b" in err
    assert len(err.strip().splitlines()) == 1
    assert path.read_text() == "version: 1\ncampaign: [unclosed\n"
    assert solo("saves", "--restore", "b")[0] == 0
    assert solo("status", "b")[0] == 0


def test_bad_character_file_names_the_file(solo, tmp_path):
    sheet = tmp_path / "hero.yaml"
    sheet.write_text("character:\n  name: X\n  concept: {name: Y, abilities: [a]}\n")
    code, _, err = solo("new", "h", "--character", str(sheet))
    assert code == 2 and "hero.yaml" in err


def test_unknown_campaign_lists_the_saves(solo):
    solo("new", "known")
    code, _, err = solo("status", "nope")
    assert code == 2 and "known" in err


def test_ask_with_a_roll_waiting_says_how_to_finish_it(solo):
    solo("new", "w")
    assert solo("act", "w", "ask", "question={}")[0] == 2  # a question needs text
    from solo.game.launch import open_game, store_for

    game = open_game(store_for(str(solo.saves)), "w", None)
    do(game, "ask", question={"text": "Do I run?"})
    game.close()
    code, _, err = solo("ask", "Do I hide?", "--save", "w")
    assert code == 2 and "solo act w accept" in err
    assert solo("act", "w", "accept")[0] == 0
    assert solo("ask", "Do I hide?", "--save", "w")[0] == 0


def test_new_with_system_options_applies_them_to_every_roll(solo):
    assert solo("new", "d", "--system", "d6", "--option", "code=4D+1")[0] == 0
    data = json.loads(solo("ask", "Do I?", "--save", "d", "--json")[1])
    assert any("d6:" in line for line in data["roll"])
    code, _, err = solo("new", "e", "--system", "d6", "--option", "code=4X")
    assert code == 2 and "4X" in err


def test_campaign_options_and_question_fields_reach_the_cli_issue_13(solo):
    """Issue 13, options a campaign cannot reach: `solo new --option` sets the Resolve
    cap (R-RES-1) and levels (R-CHAR-5); `solo ask --set` reaches allies (R-CON-6)."""
    code, out, err = solo(
        "new", "opt", "--option", "resolve_cap=7", "--option", "levels=true", "--json"
    )
    assert code == 0, err
    assert "resolve 7" in json.loads(out)["standing"].lower()
    code, out, err = solo("ask", "Do we row?", "--save", "opt", "--set", "with_allies=true")
    assert code == 0, err and "allies" in out.lower()
    code, _, err = solo("ask", "Do we row?", "--save", "opt", "--set", "nosuch=1")
    assert code == 2 and "nosuch" in err
    code, _, err = solo("new", "bad", "--option", "doom_limit=3")
    assert code == 2 and "doom" in err


def test_status_says_the_contents_problems_each_time_and_none_once_mended(
    solo, tmp_path, monkeypatch
):
    """`solo status` reads the content library only when the content cache cannot vouch for
    the packs; a broken pack is never cached, so its problem is said on every call."""
    from tests.tables.packs import write_pack

    assert solo("ask", "Is it raining?", "--world")[0] == 0
    head = "version: 1\ntables:\n  - id: extra\n    entries: "
    pack = write_pack(tmp_path / "packs", "mine", {"a.yaml": head + "[{tier: x}]\n"})
    monkeypatch.setenv("SOLO_CONTENT", str(tmp_path / "packs"))
    for _ in range(2):
        code, out, err = solo("status")
        assert code == 0 and "Dr. Nell Ambrose" in out
        assert "solo: content warning:" in err and "a.yaml" in err
    (pack / "a.yaml").write_text(head + "[x]\n", encoding="utf-8")
    for _ in range(2):  # parsed and cached, then vouched for by the cache
        code, out, err = solo("status")
        assert code == 0 and "Dr. Nell Ambrose" in out and err == ""
