"""Settling an accepted answer (solo/game/settle.py): what it pays, what it asks the tables
for, and what it keeps (R-CON-1..4, R-OPP-1, R-ORA-3, R-GEAR-3, R-COND-2).

The offer's inputs are read off a spy on :func:`solo.tables.offer.offer`, which still draws the
real offer: the spy records what settlement asked for and what came back.
"""

from __future__ import annotations

import pytest

import solo.tables.offer
from solo.game.errors import GameError
from tests.plain_actions import do

ODDS5 = [1, 3, 5, 1, 3]  # fubar net 0: no_and
EVENS5 = [2, 4, 6, 2, 4]  # fubar net 0: yes_and
YES_BUT = [2, 4, 6, 1, 3]  # fubar net 0: yes_but


@pytest.fixture
def offers(monkeypatch):
    """Every call settlement makes to ``solo.tables.offer.offer``: (answer, keywords, offer)."""
    real = solo.tables.offer.offer
    calls = []

    def spy(library, answer, rng, **keywords):
        drawn = real(library, answer, rng, **keywords)
        calls.append((answer, keywords, drawn))
        return drawn

    monkeypatch.setattr(solo.tables.offer, "offer", spy)
    return calls


def ask(game, dice, **question):
    question.setdefault("text", "Do I hold?")
    do(game, "ask", question=question, dice={"dice": dice})


def resolve_of(game):
    return game.campaign.economy_state.resolve


def test_the_offer_is_drawn_for_the_resolve_left_after_paying_R_ORA_3_R_CON_2(
    make_game, library, offers
):
    """R-ORA-3 R-CON-2: each high-stakes no is paid first; the Resolve left (never below
    0) picks how hard the offer hits."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Vasko", pool="villain")
    for left in (4, 3, 2, 1, 0, -1):
        ask(game, ODDS5, stakes="high")
        do(game, "accept", take="none")
        assert resolve_of(game) == left
        answer, keywords, _ = offers[-1]
        assert answer.key == "no_and"
        assert keywords["resolve"] == max(left, 0)
        assert keywords["high_stakes"] is True
        assert keywords["opposed"] is True
        assert keywords["world"] is False
        assert keywords["complication"] is False
        assert keywords["complication_tier"] is None
        assert keywords["genre"] == game.campaign.genre == "pulp"


def test_a_low_stakes_offer_keeps_the_resolve_in_hand_R_CON_1_R_ORA_3(make_game, library, offers):
    """R-CON-1 R-ORA-3: a low-stakes no costs nothing, so the offer sees Resolve as it is."""
    game = make_game(library=library)
    ask(game, ODDS5)
    do(game, "accept", take="none")
    assert resolve_of(game) == 5
    assert offers[-1][1]["resolve"] == 5
    assert offers[-1][1]["high_stakes"] is False


def test_the_shown_offer_counts_the_loss_before_it_is_paid_R_ORA_3(make_game, library, offers):
    """R-ORA-3: shaping the waiting offer (here a redraw) draws it for the Resolve the
    answer will leave, though nothing is paid until it is accepted."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Vasko", pool="villain")
    for _ in range(4):
        ask(game, ODDS5, stakes="high")
        do(game, "accept", take="none")
    assert resolve_of(game) == 1
    ask(game, ODDS5, stakes="high")
    del offers[:]
    do(game, "redraw_offer")
    assert resolve_of(game) == 1
    assert [keywords["resolve"] for _, keywords, _ in offers] == [0, 0]


def test_the_shown_offer_of_a_hero_who_is_out_is_drawn_as_things_stand_R_RES_6(
    make_game, library, offers
):
    """R-RES-6: a hero put out while the roll waits cannot pay; the offer is still shown,
    for Resolve as it is (the refusal to pay comes when the answer is accepted)."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Vasko", pool="villain")
    for _ in range(5):
        ask(game, ODDS5, stakes="high")
        do(game, "accept", take="none")
    ask(game, ODDS5, stakes="high")
    do(game, "setback", goal=game.campaign.character.active_goals[0].text)  # R-RES-2
    assert resolve_of(game) == -1
    del offers[:]
    do(game, "redraw_offer")
    assert [keywords["resolve"] for _, keywords, _ in offers] == [0, 0]
    with pytest.raises(GameError, match="out of the game"):
        do(game, "accept")


def test_an_open_scene_gives_its_setting_and_what_it_already_has_is_avoided_R_ORA_2(
    make_game, library, offers
):
    """R-ORA-2, R-GM-6 (12.20, 12.6): the open scene's tags (an old setting word gives
    its tag) fit the draw; names the hero and the scene already hold are avoided."""
    game = make_game(library=library)
    do(game, "start_scene", title="The docks", setting="city")
    ask(game, YES_BUT)
    do(game, "accept", take="detail")
    assert offers[-1][1]["tags"] == {"city"}
    kept = {d.name for d in game.campaign.scene.details}
    assert kept, "the yes_but's Detail is kept in the open scene (R-COND-2)"
    ask(game, YES_BUT)
    do(game, "accept", take="condition")
    avoid = offers[-1][1]["avoid"]
    assert kept <= avoid
    assert {c.name for c in game.campaign.character.conditions} - avoid  # the new one
    ask(game, YES_BUT)
    do(game, "accept", take="none")
    held = {c.name for c in game.campaign.character.conditions}
    assert held | kept <= offers[-1][1]["avoid"]
    do(game, "end_scene")
    ask(game, YES_BUT)
    do(game, "accept", take="none")
    assert offers[-1][1]["tags"] is None


def test_a_scene_without_a_place_gives_no_tags(make_game, library, offers):
    game = make_game(library=library)
    do(game, "start_scene", title="Somewhere")
    ask(game, YES_BUT)
    do(game, "accept", take="none")
    assert offers[-1][1]["tags"] == frozenset()


@pytest.mark.parametrize(
    "question,opposed",
    [
        ({}, False),  # low stakes: the campaign's opposition does not stand against it
        ({"stakes": "high"}, True),
        ({"stakes": "high", "against_opposition": False}, False),  # @none
        ({"against_opposition": True}, True),  # @vs
        ({"opposition": "average"}, True),  # the question names its own opposition
        ({"kind": "world"}, False),
    ],
)
def test_conflict_readings_only_when_an_opposition_stands_against_it_R_OPP_1(
    make_game, library, offers, question, opposed
):
    """R-OPP-1 (12.10): the offer is opposed only when an opposition stands against the
    question: the campaign's (high stakes or @vs, not @none) or one the question names."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Vasko", pool="villain")
    ask(game, YES_BUT, **question)
    do(game, "accept", take="none")
    assert offers[-1][1]["opposed"] is opposed
    assert offers[-1][1]["world"] is (question.get("kind") == "world")


def test_without_a_campaign_opposition_only_a_named_one_opposes_R_OPP_1(make_game, library, offers):
    """R-OPP-1."""
    game = make_game(library=library)
    do(game, "clear_opposition")
    ask(game, YES_BUT, stakes="high")
    do(game, "accept", take="none")
    assert offers[-1][1]["opposed"] is False
    ask(game, YES_BUT, opposition="average")
    do(game, "accept", take="none")
    assert offers[-1][1]["opposed"] is True


def test_at_none_keeps_the_opposition_out_of_the_settlement_R_OPP_1_R_CON_1(make_game):
    """R-OPP-1 R-CON-1: switched off (@none), a high-stakes yes costs the campaign's
    opposition nothing, yet a high-stakes no still costs the hero."""
    game = make_game()
    do(game, "set_opposition", name="Vasko", pool="villain")
    ask(game, EVENS5, stakes="high", against_opposition=False)
    step = do(game, "accept")
    assert game.campaign.opposition.resolve == 5
    assert not any("Vasko" in c for c in step.changes)
    ask(game, ODDS5, stakes="high", against_opposition=False)
    do(game, "accept")
    assert resolve_of(game) == 4


def test_at_vs_on_low_stakes_draws_nothing_down_R_OPP_1_R_CON_3(make_game):
    """R-OPP-1 R-CON-3: a low-stakes question against the opposition (@vs) meets it, but
    only high stakes draw its Resolve down."""
    game = make_game()
    do(game, "set_opposition", name="Vasko", pool="villain")
    ask(game, EVENS5, against_opposition=True)
    do(game, "accept")
    assert game.campaign.opposition.resolve == 5
    ask(game, EVENS5, stakes="high")
    step = do(game, "accept")
    assert game.campaign.opposition.resolve == 4
    assert "Vasko loses 1 Resolve (now 4)" in step.changes


def test_a_defeated_opposition_is_said_to_be_R_CON_3(make_game):
    """R-CON-3: a standard foe (pool 0) falls to any high-stakes yes."""
    game = make_game()
    do(game, "set_opposition", name="Thug", pool="standard")
    ask(game, YES_BUT, stakes="high")
    step = do(game, "accept")
    assert "Thug loses 1 Resolve (now -1) and is defeated (R-CON-3)" in step.changes


def test_a_high_stakes_no_without_any_opposition_still_costs_the_hero_R_CON_1(make_game):
    """R-CON-1."""
    game = make_game()
    do(game, "clear_opposition")
    ask(game, ODDS5, stakes="high")
    step = do(game, "accept")
    assert resolve_of(game) == 4
    assert step.details[0].startswith("No, and")


def _kept_condition(game, name):
    return next((c for c in game.campaign.character.conditions if c.name == name), None)


@pytest.mark.parametrize(
    "dice,losses,tier,lowered",
    [
        ([2, 4, 1, 3, 5], 0, "minor", "minor"),  # no_but: its "but" is a good Condition
        (ODDS5, 0, "moderate", "minor"),  # no_and
        (ODDS5, 4, "major", "moderate"),  # no_and at Resolve 1: one tier worse (R-ORA-3)
    ],
)
def test_soak_lowers_the_inflicted_condition_one_tier_R_GEAR_3(
    make_game, library, offers, dice, losses, tier, lowered
):
    """R-GEAR-3: a soaked blow costs no Resolve and its negative Condition comes one tier
    lower: major to moderate, moderate to minor (a minor one would be gone); a good
    Condition is kept as it came."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Pirates", pool="villain")
    for _ in range(losses):
        ask(game, ODDS5, stakes="high")
        do(game, "accept", take="none")
    do(game, "wear_armour", kind="heavy")
    ask(game, dice, stakes="high", combat=True)
    step = do(game, "accept", soak=1, take="condition")
    assert resolve_of(game) == 5 - losses
    drawn = offers[-1][2].condition
    assert drawn.entry.tags.tier.key == tier
    kept = _kept_condition(game, drawn.text)
    assert kept is not None and kept.tier.key == lowered
    if kept.polarity.value == "positive":
        assert not any("soak lowers" in c for c in step.changes)
    else:
        assert f"soak lowers {drawn.text} a tier: now {lowered} (R-GEAR-3)" in step.changes


def test_without_soak_the_condition_keeps_its_tier_R_GEAR_3(make_game, library, offers):
    """R-GEAR-3: no soak, no lowering."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Pirates", pool="villain")
    ask(game, ODDS5, stakes="high", combat=True)
    step = do(game, "accept", take="condition")
    drawn = offers[-1][2].condition
    kept = _kept_condition(game, drawn.text)
    assert kept is not None and kept.tier is (drawn.entry.tags.tier or kept.tier)
    assert not any("soak" in c for c in step.changes)


def test_a_detail_needs_an_open_scene_R_COND_2(make_game, library, offers):
    """R-COND-2: with no scene open, an offered Detail is only said, not kept."""
    game = make_game(library=library)
    if game.campaign.scene.open:
        do(game, "end_scene")
    ask(game, YES_BUT)
    step = do(game, "accept", take="detail")
    detail = offers[-1][2].detail.text
    assert (
        f"Offered detail: {detail} (no scene is open to keep it: start one with /scene TITLE)"
        in step.details
    )
    assert detail not in {d.name for d in game.campaign.scene.details}


def test_take_none_keeps_nothing_R_ORA_2(make_game, library, offers):
    """R-ORA-2: the player may keep neither the Condition nor the Detail."""
    game = make_game(library=library)
    do(game, "start_scene", title="The docks")
    before = (game.campaign.character.conditions, game.campaign.scene.details)
    ask(game, YES_BUT)
    do(game, "accept", take="none")
    assert (game.campaign.character.conditions, game.campaign.scene.details) == before


def test_piercing_only_on_the_foes_yes_and_R_GEAR_3(make_game):
    """R-GEAR-3: with the option on, only a no_and may pierce armour."""
    game = make_game(options={"armour_piercing": True})
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="medium")
    ask(game, [1, 3, 5, 1, 2], stakes="high", combat=True)  # no
    with pytest.raises(
        GameError,
        match=r"^only the foe's yes_and \(your no_and\) may pierce armour, instead of its 'and' "
        r"\(R-GEAR-3\)$",
    ):
        do(game, "accept", soak=2, piercing=True)


def test_a_piercing_blow_takes_two_soak_for_one_point_R_GEAR_3(make_game):
    """R-GEAR-3: an armour-piercing blow needs 2 soak to replace its point of loss."""
    game = make_game(options={"armour_piercing": True})
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="medium")  # soak 2
    ask(game, ODDS5, stakes="high", combat=True)
    do(game, "accept", soak=1, piercing=True)
    assert resolve_of(game) == 5
    assert game.campaign.protection.soak_left == 0


def test_the_consequence_type_is_read_loosely_R_RES_9(make_game):
    """R-RES-9: the type is read without regard to case or spaces; none given is physical."""
    game = make_game(variant="consequences")
    do(game, "set_opposition", name="The Inquisitor", pool="villain")
    ask(game, ODDS5, stakes="high")
    do(game, "accept", kind=" Mental ")
    ask(game, ODDS5, stakes="high")
    do(game, "accept")
    kinds = [c.kind for c in game.campaign.economy_state.consequences]
    assert kinds == ["mental", "physical"]
    ask(game, ODDS5, stakes="high")
    with pytest.raises(GameError, match=r"physical, mental or social, not 'spiritual'"):
        do(game, "accept", kind="spiritual")


def test_an_impasse_pays_nothing_and_offers_nothing_R_BUCK_3(make_game, library, offers):
    """R-BUCK-3: all dice cancelled: neither side gets what it wants; nothing is paid."""
    game = make_game(library=library, system="buckets")
    do(game, "set_opposition", name="Vasko", pool="villain")
    do(
        game,
        "ask",
        question={"text": "Do I hold?", "stakes": "high"},
        dice={"dice": [5, 5, 5], "against": [5, 5, 5]},
    )
    del offers[:]
    step = do(game, "accept")
    assert "Impasse: neither side gets what it wants; nothing is paid." in step.details
    assert resolve_of(game) == 5 and game.campaign.opposition.resolve == 5
    assert offers == []


def test_a_soaked_blow_is_journalled_word_for_word_R_GEAR_3(make_game):
    """R-GEAR-3: each soak use says what took the blow; the loss it replaced is noted."""
    game = make_game()
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="light", shield=True)
    ask(game, ODDS5, stakes="high", combat=True)
    step = do(game, "accept", shield=True)
    assert step.changes == (
        "the shield takes the blow and breaks (R-GEAR-3)",
        "armour soaked 1 of the loss instead (R-GEAR-3)",
    )
    assert step.details == (
        "No, and…: You fail and things get worse: a fresh problem lands on top.",
        "a no in high stakes costs the character 1 (R-CON-2)",
    )
    assert step.data == {"answer": "no_and", "extras": {}, "sentence": "No, and."}
    ask(game, ODDS5, stakes="high", combat=True)
    step = do(game, "accept", soak=1)
    assert step.changes[0] == (
        "light armour soaks the blow (0 soak left); it is used up: rating 0 until repaired (R-GEAR-3)"
    )
    assert resolve_of(game) == 5


def test_a_world_question_pays_nothing_and_soaks_nothing_R_ORA_1_R_GEAR_3(
    make_game, library, offers
):
    """R-ORA-1 R-GEAR-3: a world question costs no one Resolve; a Condition it brings the
    hero keeps its tier (there was no blow to soak)."""
    game = make_game(library=library)
    do(game, "set_opposition", name="Vasko", pool="villain")
    ask(game, ODDS5, kind="world", stakes="high")
    step = do(game, "accept", take="condition")
    assert resolve_of(game) == 5 and game.campaign.opposition.resolve == 5
    drawn = offers[-1][2].condition
    kept = _kept_condition(game, drawn.text)
    assert kept is not None and kept.tier is drawn.entry.tags.tier
    assert not any("soak" in c for c in step.changes)


def test_piercing_needs_its_option_R_GEAR_3(make_game):
    """R-GEAR-3: armour-piercing blows are an option, off by default."""
    game = make_game()
    do(game, "set_opposition", name="Pirates", pool="villain")
    ask(game, ODDS5, stakes="high", combat=True)
    with pytest.raises(
        GameError, match=r"^armour-piercing blows need the armour_piercing option \(R-GEAR-3\)$"
    ):
        do(game, "accept", piercing=True)


@pytest.mark.parametrize(
    "code,dice,tier",
    [("6D", [6, 6, 6, 6, 6], "minor"), ("3D", [6, 6], "moderate"), ("3D", [1, 1], "major")],
)
def test_a_d6_complication_is_as_bad_as_the_total_is_low_R_D6_3(
    store, library, offers, code, dice, tier
):
    """R-D6-3: a complication on the Wild Die comes minor with a yes, moderate with a
    no_but and major below that."""
    from solo.game.launch import create_game
    from solo.game.setup import read_character_file
    from solo.locations import demo_file

    game = create_game(
        store,
        "d6",
        read_character_file(demo_file()),
        library,
        system="d6",
        seed=7,
        system_options={"wild_option": "complication", "code": code},
    )
    try:
        do(game, "ask", question={"text": "Do I hold?"}, dice={"dice": dice, "wild": [1]})
        do(game, "accept", take="none")
        keywords = offers[-1][1]
        assert keywords["complication"] is True
        assert keywords["complication_tier"].key == tier
        do(game, "ask", question={"text": "Again?"}, dice={"dice": dice, "wild": [4]})
        do(game, "accept", take="none")
        assert offers[-1][1]["complication"] is False
        assert offers[-1][1]["complication_tier"] is None
    finally:
        game.close()


def test_more_ands_bring_one_more_offer_each_to_the_same_taker_R_BUCK_4(store, library, offers):
    """R-BUCK-4: with "more ands", each winning die beyond three brings one more offer,
    kept by whoever kept the first."""
    from solo.game.launch import create_game
    from solo.game.setup import read_character_file
    from solo.locations import demo_file

    game = create_game(
        store,
        "buckets",
        read_character_file(demo_file()),
        library,
        system="buckets",
        seed=7,
        system_options={"more_ands": True, "player": 5, "resistance": 3},
    )
    try:
        do(
            game,
            "ask",
            question={"text": "Do I win?"},
            dice={"dice": [9, 9, 9, 9, 9], "against": [1, 1, 1]},
        )
        del offers[:]
        step = do(game, "accept", take="condition")
        assert len(offers) == 3
        names = {c.name for c in game.campaign.character.conditions}
        assert {off.condition.text for _, _, off in offers} <= names
        assert step.data["offer"] == offers[0][2].as_dict()
        assert step.data["card"].condition == offers[0][2].condition.text
    finally:
        game.close()


def test_a_shaped_offer_is_the_one_kept_and_nothing_is_drawn_again_R_ORA_2(
    make_game, library, offers
):
    """R-ORA-2: accepting keeps the waiting roll's shaped offer as it stands."""
    game = make_game(library=library)
    ask(game, YES_BUT)
    do(game, "edit_offer", text="Winded but standing")
    shaped = game.campaign.pending.offer
    del offers[:]
    step = do(game, "accept", take="condition")
    assert offers == []
    assert step.data["card"] == shaped
    assert "offer" not in step.data
    assert "Winded but standing" in {c.name for c in game.campaign.character.conditions}


def test_only_a_combat_loss_can_be_soaked_R_GEAR_3(make_game):
    """R-GEAR-3: soak replaces a Resolve loss from combat, nothing else."""
    game = make_game()
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="medium")
    ask(game, ODDS5, stakes="high")
    with pytest.raises(
        GameError, match=r"^only a Resolve loss from combat can be soaked by armour \(R-GEAR-3\)$"
    ):
        do(game, "accept", soak=1)


def test_what_is_not_kept_is_listed_as_offered_with_its_reading_R_ORA_2(make_game, library, offers):
    """R-ORA-2, R-GM-6: asked for more, the journal shows what the answer brought (its
    reading) and, when neither is kept, the Condition and the Detail that were offered."""
    game = make_game(library=library)
    ask(game, YES_BUT)
    step = do(game, "accept", take="none", more=True)
    drawn = offers[-1][2]
    assert drawn.meaning is not None and drawn.condition and drawn.detail
    assert f"Read it as: {drawn.meaning.text}" in step.details
    assert step.details[-2:] == (
        f"Offered condition: {drawn.condition.text}",
        f"Offered detail: {drawn.detail.text}",
    )


def test_a_kept_condition_and_a_kept_detail_are_said_R_COND_4_R_COND_2(make_game, library, offers):
    """R-COND-4 R-COND-2: the kept Condition goes to the hero, the kept Detail to the open
    scene under its own words, and the journal says which."""
    game = make_game(library=library)
    do(game, "start_scene", title="The docks")
    ask(game, YES_BUT)
    step = do(game, "accept", take="condition")
    kept = _kept_condition(game, offers[-1][2].condition.text)
    assert kept is not None
    assert (
        f"Condition gained: {kept.name} ({kept.tier.key} {kept.category.value}, "
        f"{kept.polarity.value}, R-COND-4)"
    ) in step.changes
    ask(game, YES_BUT)
    step = do(game, "accept", take="detail")
    text = offers[-1][2].detail.text
    detail = next(d for d in game.campaign.scene.details if d.name == text)
    assert detail.scene == game.campaign.scene.key
    assert f"Scene Detail: {text} ({detail.polarity.value}, R-COND-2)" in step.changes


def test_an_offer_given_to_the_opposition_is_a_detail_naming_it_R_COND_2(
    make_game, library, offers
):
    """R-COND-2: given to the opposition, the offer is a scene Detail named after it."""
    game = make_game(library=library)
    do(game, "start_scene", title="The docks")
    do(game, "set_opposition", name="Vasko", pool="villain")
    ask(game, YES_BUT)
    do(game, "give_offer", to="opposition")
    card = game.campaign.pending.offer
    step = do(game, "accept")
    text = f"Vasko: {card.condition or card.detail}"
    assert text in {d.name for d in game.campaign.scene.details}
    assert any(c.startswith(f"Scene Detail: {text} (") for c in step.changes)


def test_a_detail_given_to_an_opposition_since_cleared_names_the_opposition_R_COND_2(
    make_game, library, offers
):
    """R-COND-2: the opposition it was given to is gone by the time it is kept: the
    Detail names "the opposition"."""
    game = make_game(library=library)
    do(game, "start_scene", title="The docks")
    do(game, "set_opposition", name="Vasko", pool="villain")
    ask(game, YES_BUT)
    do(game, "give_offer", to="opposition")
    card = game.campaign.pending.offer
    do(game, "clear_opposition")
    do(game, "accept")
    text = f"the opposition: {card.condition or card.detail}"
    assert text in {d.name for d in game.campaign.scene.details}


def test_soak_on_a_minor_condition_takes_it_away_R_GEAR_3(make_game, library, monkeypatch):
    """R-GEAR-3: soak lowers the blow's negative Condition a tier; a minor one is gone."""
    from msgspec.structs import replace

    from solo.rules.conditions import Tier

    real = solo.tables.offer.offer
    names = []

    def minor(library, answer, rng, **keywords):
        drawn = real(library, answer, rng, **keywords)
        condition = drawn.condition
        names.append(condition.text)
        tags = replace(condition.entry.tags, tier=Tier.MINOR)
        entry = replace(condition.entry, tags=tags)
        return replace(drawn, condition=replace(condition, entry=entry))

    monkeypatch.setattr(solo.tables.offer, "offer", minor)
    game = make_game(library=library)
    do(game, "set_opposition", name="Pirates", pool="villain")
    do(game, "wear_armour", kind="heavy")
    ask(game, ODDS5, stakes="high", combat=True)
    before = game.campaign.character.conditions
    step = do(game, "accept", soak=1, take="condition")
    assert resolve_of(game) == 5
    assert f"soak lowers {names[-1]} a tier: gone (R-GEAR-3)" in step.changes
    assert game.campaign.character.conditions == before


def test_soak_lowers_only_the_first_of_more_ands_R_GEAR_3_R_BUCK_4(store, library, offers):
    """R-GEAR-3 R-BUCK-4: soak lowers the blow's own Condition; the further "ands" come
    at their drawn tier, and each one's reading is said."""
    from solo.game.launch import create_game
    from solo.game.setup import read_character_file
    from solo.locations import demo_file

    game = create_game(
        store,
        "buckets",
        read_character_file(demo_file()),
        library,
        system="buckets",
        seed=7,
        system_options={"more_ands": True, "player": 3, "resistance": 5},
    )
    try:
        do(game, "clear_opposition")
        do(game, "wear_armour", kind="heavy")
        do(
            game,
            "ask",
            question={"text": "Do I hold?", "stakes": "high", "combat": True},
            dice={"dice": [1, 1, 1], "against": [9, 9, 9, 9, 9]},
        )
        del offers[:]
        step = do(game, "accept", soak=1, take="condition", more=True)
        assert step.data["answer"] == "no_and"
        assert len(offers) == 3
        assert len([c for c in step.changes if c.startswith("soak lowers")]) == 1
        for _, _, off in offers:
            assert f"Read it as: {off.meaning.text}" in step.details
    finally:
        game.close()


def test_accepting_what_was_previewed_keeps_the_preview_and_draws_the_offer_once_R_ORA_3(
    make_game, library, offers
):
    """R-ORA-3: the offer an accept's preview showed is the offer accepting keeps: the
    step worked out for the preview is taken as it is (one draw, not two), and the journal
    reads exactly as an accept without a preview on the same dice."""
    from solo.game.turn.commands import Accept

    shown, plain = make_game("shown", library=library), make_game("plain", library=library)
    for game in (shown, plain):
        ask(game, YES_BUT)
    previewed = shown.preview(Accept())
    drawn = len(offers)
    assert shown.run(Accept()) is previewed
    assert len(offers) == drawn  # the preview's draw was kept, not drawn again
    plain.run(Accept())
    kept, fresh = shown.save.records[-1], plain.save.records[-1]
    for field in ("title", "details", "changes", "patch", "rng", "sentence"):
        assert kept.get(field) == fresh.get(field)


def test_a_preview_is_not_kept_once_the_campaign_has_changed(make_game, library, offers):
    """An accept after anything else ran (here a note) works its step out afresh."""
    from solo.game.turn.commands import Accept

    game = make_game(library=library)
    ask(game, YES_BUT)
    previewed = game.preview(Accept())
    do(game, "note", text="The wall is wet.")
    assert game.run(Accept()) is not previewed
