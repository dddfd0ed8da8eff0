"""`solo act … add_thread|close_thread|add_npc` and the lists in `solo status` (R-GM-4)."""

import json


def test_the_lists_are_made_by_act_and_shown_by_status_R_GM_4(solo):
    assert solo("new", "lists", "--seed", "3")[0] == 0
    assert solo("act", "lists", "add_thread", "text=Who hired the muscle?")[0] == 0
    assert solo("act", "lists", "add_thread", "text=The missing ledger")[0] == 0
    assert solo("act", "lists", "close_thread", "name=the missing ledger")[0] == 0
    code, out, err = solo("act", "lists", "add_npc", "name=Captain Vey", "rank=lieutenant")
    assert code == 0, err
    assert "Captain Vey (lieutenant, Resolve 2)" in out
    assert solo("act", "lists", "add_npc", "name=Old Teodor", "note=owes me his life")[0] == 0
    data = json.loads(solo("status", "lists", "--json")[1])
    assert data["threads"] == [
        {"name": "Find the Sunken Crown before Baron Vasko does", "open": True, "goal": True},
        {"name": "Who hired the muscle?", "open": True, "goal": False},
        {"name": "The missing ledger", "open": False, "goal": False},
    ]
    by_name = {n["name"]: n for n in data["npcs"]}
    assert by_name["Captain Vey"] == {
        "name": "Captain Vey",
        "note": "",
        "rank": "lieutenant",
        "strength": "average",
        "resolve": 2,
        "defeated": False,
    }
    assert by_name["Old Teodor"]["rank"] is None and by_name["Old Teodor"]["resolve"] is None
    assert by_name["Vasko's hired muscle"]["rank"] == "standard"  # the demo's opposition
    text = solo("status", "lists")[1]
    assert "Threads: Who hired the muscle?; The missing ledger (closed)" in text
    assert "Captain Vey (lieutenant, Resolve 2)" in text


def test_a_bad_rank_is_refused_in_one_line_R_GM_4(solo):
    solo("new", "lists")
    code, _, err = solo("act", "lists", "add_npc", "name=Vey", "rank=boss")
    assert code == 2 and "unknown foe rank 'boss'" in err


def test_the_prep_sheet_of_a_campaign_lists_its_threads_and_npcs_R_GM_4(solo):
    solo("new", "p", "--genre", "noir")
    solo("act", "p", "add_thread", "text=Who pays Vasko?")
    solo("act", "p", "add_thread", "text=The missing ledger")
    solo("act", "p", "close_thread", "name=The missing ledger")
    solo("act", "p", "add_npc", "name=Old Teodor", "note=fisherman")
    code, out, err = solo("prep", "--save", "p", "--seed", "3")
    assert code == 0, err
    assert "## Open threads" in out and ". Who pays Vasko?" in out
    assert "The missing ledger" not in out  # closed
    assert "## NPCs met" in out and ". Old Teodor — fisherman" in out
    assert out.index("## Open threads") < out.index("## Scene setups")
