"""The campaign's threads, NPCs and foes (R-GM-4, R-CON-3): the model, the player's actions
on the lists with their journal entries and undo, each foe's own Resolve, and an old save's
one opposition joining the list."""

from __future__ import annotations

import random

import pytest

from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.cast import Cast, Npc, Rank, Thread, foe_of, pick_one
from solo.rules.conflicts import Opposition
from tests.game.conftest import ask
from tests.plain_actions import do


def test_ranks_start_from_their_pools_R_CON_3():
    assert [r.pool for r in Rank] == [0, 2, 5]
    assert Rank.from_key(" Lieutenant ") is Rank.LIEUTENANT
    with pytest.raises(GameError, match="standard, lieutenant, villain"):
        Rank.from_key("boss")
    assert [Rank.for_pool(n) for n in (-1, 0, 1, 2, 4, 5, 8)] == [
        Rank.STANDARD,
        Rank.STANDARD,
        Rank.STANDARD,
        Rank.LIEUTENANT,
        Rank.LIEUTENANT,
        Rank.VILLAIN,
        Rank.VILLAIN,
    ]


def test_the_cast_round_trips_and_finds_names_loosely_R_GM_4():
    cast = Cast(
        threads=(Thread("The missing ledger"), Thread("Vasko's debt", open=False)),
        npcs=(Npc("Old Teodor", note="fisherman"), Npc("Captain Vey", rank=Rank.LIEUTENANT)),
    )
    assert Cast.from_dict(cast.to_dict()) == cast
    assert cast.npc("captain  VEY") is cast.npcs[1]
    assert cast.thread("the missing ledger") is cast.threads[0]
    assert cast.open_threads == (cast.threads[0],)
    assert cast.foes == (cast.npcs[1],)
    assert Cast().empty and not cast.empty
    assert cast.without_npc("old teodor").npcs == (cast.npcs[1],)
    renamed = cast.renamed_thread("Vasko's debt", Thread("Vasko's favour", open=False))
    assert [t.name for t in renamed.threads] == ["The missing ledger", "Vasko's favour"]


def test_a_foe_is_defeated_below_zero_and_says_so_R_CON_3():
    vey = Npc("Captain Vey", rank=Rank.LIEUTENANT, resolve=2)
    assert vey.label == "Captain Vey (lieutenant, Resolve 2)"
    down = Npc("Captain Vey", rank=Rank.LIEUTENANT, resolve=-1)
    assert down.defeated and down.label == "Captain Vey (lieutenant, defeated)"
    assert not Npc("Teodor", resolve=-1).defeated  # no rank: no foe
    assert Npc("Teodor").label == "Teodor"


def test_an_opposition_stands_for_a_foe_of_its_rank_R_CON_3():
    assert foe_of(Opposition.preset("villain", name="The Inquisitor")) == Npc(
        "The Inquisitor", rank=Rank.VILLAIN, resolve=5
    )
    slots = Opposition.with_slots("lieutenant", name="Sergeant")
    assert foe_of(slots).rank is Rank.LIEUTENANT


def test_pick_one_is_uniform_and_none_when_empty_R_GM_4():
    rng = random.Random(3)
    counts = {"a": 0, "b": 0, "c": 0}
    for _ in range(3000):
        picked = pick_one(("a", "b", "c"), rng)
        assert picked is not None
        counts[picked] += 1
    assert all(900 < n < 1100 for n in counts.values())
    assert pick_one((), rng) is None


def test_threads_are_added_renamed_closed_removed_and_undone_R_GM_4(make_game):
    game = make_game()
    step = do(game, "add_thread", text="  Who  hired the muscle? ")
    assert step.title == "New thread: Who hired the muscle?"
    do(game, "rename_thread", name="who hired the muscle?", new_name="Who pays Vasko?")
    do(game, "close_thread", name="Who pays Vasko?")
    assert game.campaign.cast.threads == (Thread("Who pays Vasko?", open=False),)
    with pytest.raises(GameError, match="already closed"):
        do(game, "close_thread", name="Who pays Vasko?")
    do(game, "remove_thread", name="Who pays Vasko?")
    assert game.campaign.cast.threads == ()
    assert [e.action for e in game.journal()[-4:]] == [
        "add_thread",
        "rename_thread",
        "close_thread",
        "remove_thread",
    ]
    game.undo()
    game.undo()
    assert game.campaign.cast.threads == (Thread("Who pays Vasko?"),)
    game.redo()
    assert not game.campaign.cast.threads[0].open


def test_a_goal_is_a_thread_changed_only_by_the_goal_actions_R_GM_4(make_game):
    game = make_game()
    goal = "Find the Sunken Crown before Baron Vasko does"
    with pytest.raises(GameError, match="one of the hero's Goals"):
        do(game, "add_thread", text=goal.upper())
    with pytest.raises(GameError, match="Goal actions"):
        do(game, "close_thread", name=goal)
    with pytest.raises(GameError, match="no thread 'Nothing'"):
        do(game, "remove_thread", name="Nothing")


def test_npcs_and_foes_are_added_renamed_removed_R_GM_4(make_game):
    game = make_game()
    step = do(game, "add_npc", name="Old Teodor", note="owes me his life")
    assert step.title == "New NPC: Old Teodor" and step.details == ("owes me his life",)
    step = do(game, "add_npc", name="Captain Vey", rank="lieutenant", strength="strong")
    assert step.title == "New foe: Captain Vey (lieutenant, Resolve 2)"
    vey = game.campaign.cast.npc("Captain Vey")
    assert vey == Npc("Captain Vey", rank=Rank.LIEUTENANT, strength="strong", resolve=2)
    with pytest.raises(GameError, match="already in the NPC list"):
        do(game, "add_npc", name="captain vey")
    with pytest.raises(GameError, match="unknown foe rank"):
        do(game, "add_npc", name="Someone", rank="dragonlord")
    do(game, "rename_npc", name="Old Teodor", new_name="Teodor Brann")
    assert [n.name for n in game.campaign.cast.npcs][-2:] == ["Teodor Brann", "Captain Vey"]
    do(game, "remove_npc", name="Teodor Brann")
    assert game.campaign.cast.npc("Teodor Brann") is None
    game.undo()
    assert game.campaign.cast.npc("Teodor Brann") is not None


def test_each_foe_keeps_its_own_resolve_and_defeat_R_GM_4_R_CON_3(make_game):
    """One scout falls; the Inquisition it served is a foe of its own, still standing."""
    game = make_game()
    do(game, "set_opposition", name="A scout", pool="standard")
    ask(game, dice=[6, 6, 6, 6, 6], stakes="high")  # yes_and: the scout falls
    assert game.campaign.cast.npc("A scout").defeated
    do(game, "set_opposition", name="The Grey Inquisition", pool="villain")
    assert game.campaign.cast.npc("The Grey Inquisition").resolve == 5
    ask(game, dice=[6, 6, 6, 6, 6], stakes="high")
    inquisition = game.campaign.cast.npc("The Grey Inquisition")
    assert inquisition.resolve == 4 and not inquisition.defeated
    assert game.campaign.opposition.resolve == 4
    with pytest.raises(GameError, match="A scout is already defeated"):
        do(game, "set_opposition", name="a scout")
    do(game, "clear_opposition")
    assert game.campaign.cast.npc("The Grey Inquisition").resolve == 4  # stays in the list
    do(game, "set_opposition", name="the grey inquisition", pool="standard")
    assert game.campaign.opposition.resolve == 4  # its own Resolve, not a new pool
    assert game.campaign.opposition.name == "The Grey Inquisition"


def test_an_npc_of_the_list_becomes_the_opposition_R_GM_4(make_game):
    game = make_game()
    do(game, "add_npc", name="Old Teodor")
    step = do(game, "set_opposition", name="Old Teodor", pool="lieutenant")
    assert "Old Teodor is now a foe" in step.details
    assert game.campaign.cast.npc("Old Teodor").rank is Rank.LIEUTENANT
    with pytest.raises(GameError, match="scene's opposition"):
        do(game, "remove_npc", name="Old Teodor")
    do(game, "rename_npc", name="Old Teodor", new_name="Teodor the Turncoat")
    assert game.campaign.opposition.name == "Teodor the Turncoat"


def test_an_old_save_s_one_opposition_joins_the_list_as_a_foe_R_GM_4(make_game):
    game = make_game()
    data = game.campaign.to_dict()
    data.pop("cast", None)
    data["opposition"] = {"name": "The Grey Inquisition", "strength": "strong", "resolve": -1}
    camp = Campaign.from_dict(data)
    foe = camp.cast.npc("The Grey Inquisition")
    assert foe == Npc("The Grey Inquisition", rank=Rank.STANDARD, strength="strong", resolve=-1)
    assert foe.defeated
    assert Campaign.from_dict(camp.to_dict()) == camp


def test_items_and_bonds_outlive_the_scene_until_ended_R_GM_4_R_COND_5(make_game):
    """'Pocket Money' (an item: resources) and a bond the player keeps last beyond the
    scene; any other minor Condition and Detail still end with it (R-COND-5, R-COND-2)."""
    game = make_game()
    do(game, "add_condition", name="Pocket Money", polarity="positive", category="resources")
    do(game, "add_condition", name="Winded")
    do(game, "add_condition", name="Tomas owes me his life", polarity="positive", category="social")
    do(game, "add_detail", name="The lamps gutter out")
    do(game, "add_detail", name="A rope left hanging", polarity="positive")
    step = do(game, "keep", name="tomas owes me his life")
    assert step.title == "Kept: Tomas owes me his life"
    do(game, "keep", name="A rope left hanging")
    with pytest.raises(GameError, match="already lasts"):
        do(game, "keep", name="Pocket Money")
    do(game, "end_scene")
    names = {c.name for c in game.campaign.character.conditions}
    assert {"Pocket Money", "Tomas owes me his life"} <= names and "Winded" not in names
    assert [d.name for d in game.campaign.scene.details] == ["A rope left hanging"]
    do(game, "start_scene", title="The next morning")
    assert [d.name for d in game.campaign.scene.details] == ["A rope left hanging"]
    do(game, "remove_detail", name="a rope left hanging")
    do(game, "remove_condition", name="Tomas owes me his life")
    assert game.campaign.scene.details == ()
    game.undo()
    assert game.campaign.character.condition("Tomas owes me his life").lasting


def test_a_lasting_condition_round_trips_and_old_ones_read_unchanged_R_COND_5():
    from solo.rules.conditions import Category, Condition, Polarity, Tier

    kept = Condition("Tomas owes me his life", Polarity.POSITIVE, Tier.MINOR, Category.SOCIAL)
    assert "lasting" not in kept.to_dict()
    assert Condition.from_dict(kept.made_lasting().to_dict()).lasting
    assert kept.made_lasting().recovery == "Lasts until spent, lost or ended."


def test_a_person_drawn_from_the_npc_table_joins_the_list_R_GM_4(make_game, library):
    from solo.game.story.cast import names_a_person, npc_from_text

    assert npc_from_text("Bram  Hollis, nervous, who wants revenge") == Npc(
        "Bram Hollis", note="nervous, who wants revenge"
    )
    assert names_a_person("npc") and names_a_person("npc-name-noir")
    assert not names_a_person("npc-motive")
    game = make_game(library=library)
    step = do(game, "draw_npc", rank="standard")
    drawn = game.campaign.cast.npcs[-1]
    assert drawn.rank is Rank.STANDARD and drawn.note
    assert step.title == f"New foe: {drawn.name} (standard, Resolve 0)"
    game.undo()
    assert game.campaign.cast.npc(drawn.name) is None
    game.redo()
    assert game.campaign.cast.npcs[-1] == drawn


def test_the_story_journal_tells_the_lists_changing_R_GM_4(make_game):
    from solo.game.story.journal import entries
    from solo.game.story.story_markdown import story_markdown
    from solo.game.story.telling import tell

    game = make_game()
    do(game, "add_thread", text="Who hired the muscle?")
    do(game, "add_npc", name="Captain Vey", rank="lieutenant")
    do(game, "close_thread", name="Who hired the muscle?")
    text = story_markdown(tell("t", entries(list(game.history().entries))))
    assert "**New thread: Who hired the muscle?**" in text
    assert "**New foe: Captain Vey (lieutenant, Resolve 2)**" in text
    assert "**Thread closed: Who hired the muscle?**" in text


def test_a_hand_edited_foe_beyond_99_resolve_is_refused_R_CON_3():
    with pytest.raises(GameError, match="out of range"):
        Npc.from_dict({"name": "Vey", "rank": "villain", "resolve": 1000})
