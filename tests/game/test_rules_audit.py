"""Issue 24: the rules audit's last defects, each test named after its rule."""

from solo.rules.economy.events import Track
from tests.game.conftest import ask

RESOLVE = Track.RESOLVE

EVENS5 = [2, 4, 6, 2, 4]  # fubar net +5: yes_and
ODDS5 = [1, 3, 5, 1, 3]  # fubar net 0: no_and


def test_yes_and_costs_two_instead_of_its_and_condition_R_CON_4(make_game, library):
    """R-CON-4 option: a yes_and costs the opposition 2 *instead of* 1 plus the "and"."""
    game = make_game(library=library, options={"yes_and_costs_two": True})
    game.do("set_opposition", name="Baron Vasko", pool="villain")
    before = game.campaign.character.conditions
    step = ask(game, dice=EVENS5, stakes="high")
    assert game.campaign.opposition.resolve == 3  # 5 - 2
    assert game.campaign.character.conditions == before
    assert not any("Condition gained" in c for c in step.changes)
    assert not any("Scene Detail" in c for c in step.changes)


def test_without_the_option_a_yes_and_keeps_its_and_R_CON_4(make_game, library):
    """R-CON-2: without the option a yes_and costs 1 and brings its "and" as before."""
    game = make_game(library=library)
    game.do("set_opposition", name="Baron Vasko", pool="villain")
    step = ask(game, dice=EVENS5, stakes="high")
    assert game.campaign.opposition.resolve == 4
    assert any("Condition gained" in c or "Scene Detail" in c for c in step.changes)


def test_level_up_names_the_real_resolve_cap_R_CHAR_5(make_game):
    """R-CHAR-5 levels (+1 cap a level) on R-RES-1's resolve_cap=6: 7 at level 2, 8 at 3."""
    game = make_game(options={"resolve_cap": 6, "levels": True})
    game.do("end_session")
    step = game.do("level_up")
    assert step.details == ("Resolve cap now 7 (R-CHAR-5)",)
    assert game.campaign.resolve_cap == game.campaign.economy.track_cap(RESOLVE) == 7
    game.do("start_session")
    game.do("end_session")
    assert game.do("level_up").details == ("Resolve cap now 8 (R-CHAR-5)",)


def test_a_unique_part_of_a_name_does_for_every_action_that_names_something(make_game):
    """`act --list`: "NAME: a unique part of a name will do", for every action (12.13)."""
    game = make_game(options={"levels": True})
    game.do("add_condition", name="Cracked rib", tier="moderate")
    game.do("age_condition", name="Crack")
    assert [(c.name, c.tier.key) for c in game.campaign.character.conditions] == [
        ("Cracked rib", "minor")
    ]
    game.do(
        "invest_asset",
        name="Old Teodor",
        concept="Grizzled Boatman",
        trademarks=["Knows the tides", "Strong oarsman"],
        flaw="Drinks",
        trademark="dockside",
    )
    game.do("lose_asset", name="teodor")
    game.do("regain_asset", name="teodor")
    game.do("end_session")
    game.do("rename_descriptor", name="cool under", new_name="Ice in her veins")
    game.do("rephrase_goal", goal="sunken crown", new_text="Take the Sunken Crown from Vasko")
    game.do("goal_achieved", goal="sunken crown", remove_flaw="deep water")
    names = [d.name for d in game.campaign.character.descriptors]
    assert "Ice in her veins" in names and "Terrified of deep water" not in names
    records = [r for r in game.save.records if r.get("type") == "action"]
    assert records[-1]["args"]["remove_flaw"] == "Terrified of deep water"  # full names recorded
    assert records[-2]["args"]["goal"] == "Find the Sunken Crown before Baron Vasko does"


def test_use_power_takes_a_unique_part_of_the_power_R_SUP_1(make_game):
    from tests.game.test_campaign_rules import power_hero

    game = make_game(character=power_hero(), options={"powers": "as_descriptors,magic_points"})
    game.do("use_power", power="the dead")
    assert game.save.records[-1]["args"]["power"] == "Speaks with the dead"
    game.do("ask", question={"text": "Do they answer?", "power": "speaks"})
    assert game.campaign.pending.question.power == "Speaks with the dead"


def test_ending_a_scene_clears_its_opposition_unless_kept_R_OPP_1_R_COND_2(make_game):
    """R-OPP-1: the opposition stands against the hero in its scene; like a Detail
    (R-COND-2) it ends with the scene unless the player keeps it (decision, 24)."""
    game = make_game()
    assert game.campaign.opposition.name == "Vasko's hired muscle"
    step = game.do("end_scene")
    assert game.campaign.opposition is None
    assert "Vasko's hired muscle leaves with the scene (R-OPP-1)" in step.changes
    game.undo()
    assert game.campaign.opposition.name == "Vasko's hired muscle" and game.campaign.scene.open
    game.do("set_opposition", name="Baron Vasko", pool="villain")
    ask(game, dice=EVENS5, stakes="high")
    game.do("start_scene", title="The chase", keep_opposition=True)
    assert game.campaign.opposition.name == "Baron Vasko"
    assert game.campaign.opposition.resolve == 4  # a villain's pool spans scenes (R-CON-3)
    game.do("start_scene", title="The quay")
    assert game.campaign.opposition is None


def test_ending_a_session_ends_its_scene_R_RES_4_R_COND_5(make_game):
    """R-COND-5: minor Conditions end with the scene, and a session's end ends its scene;
    a cliffhanger leaves it open, to resolve next session (R-RES-4)."""
    game = make_game()
    game.do("add_condition", name="Winded")
    step = game.do("end_session")
    camp = game.campaign
    assert not camp.scene.open and camp.opposition is None and camp.character.conditions == ()
    assert "Scene 1 ends" in step.details
    game.undo()
    assert game.campaign.scene.open and game.campaign.opposition is not None
    game.do("end_session", cliffhanger=True)
    assert game.campaign.scene.open and game.campaign.opposition is not None
    game.do("start_session")
    game.do("end_session", keep_opposition=True)
    assert not game.campaign.scene.open and game.campaign.opposition is not None
