"""Issue 12, what a first evening of play found: the game side (each test named after its
item, each failed before its fix)."""

from __future__ import annotations

import pytest

from solo.game.choices import Likelihood, Strength
from solo.game.errors import GameError
from solo.game.grammar import read_line
from solo.game.story.commands import SetOpposition
from solo.game.turn.commands import Ask
from tests.plain_actions import do


def _line(game, text):
    return read_line(
        text, world=False, likelihood=Likelihood.EVEN, character=game.campaign.character
    )


def _fives(game):
    return {"dice": [1, 2, 3, 4, 5]}


def test_12_3_at_none_switches_the_campaign_opposition_off_for_one_question(make_game):
    """R-OPP-1: the campaign's opposition can be switched off per question."""
    game = make_game()
    game.run(SetOpposition("Ragnar", Strength.STRONG))
    cmd = _line(game, "Do I strike? !high @none")
    assert isinstance(cmd, Ask)
    step = game.run(cmd)
    assert "strong" not in " ".join(step.details).lower()
    assert any("Ragnar" in d and "not" in d.lower() for d in step.details)


def test_12_3_a_marked_low_stakes_question_is_against_the_opposition(make_game):
    """R-OPP-1: a question marked @vs is against the campaign's opposition."""
    game = make_game()
    game.run(SetOpposition("Ragnar", Strength.STRONG))
    step = game.run(_line(game, "Do I shove past him? @vs"))
    assert any("strong" in d.lower() for d in step.details)
    assert any("Against Ragnar" in d for d in step.details)


def test_12_3_the_journal_says_whether_the_opposition_applied(make_game):
    game = make_game()
    game.run(SetOpposition("Ragnar", Strength.STRONG))
    low = game.run(_line(game, "Do I catch my breath?"))
    assert any("Ragnar" in d and "low stakes" in d for d in low.details)
    do(game, "accept")
    high = game.run(_line(game, "Do I strike? !high"))
    assert any("Against Ragnar" in d for d in high.details)


def test_12_3_the_cli_switches_the_opposition_off_or_marks_a_question_against_it(tmp_path, capsys):
    from solo.cli import main

    saves = ["--saves", str(tmp_path)]
    main(["new", "c", *saves])
    main(["act", "c", "set_opposition", "name=Ragnar", "strength=strong", *saves])
    capsys.readouterr()
    assert (
        main(
            [
                "ask",
                "Do I strike?",
                "--high-stakes",
                "--opposition",
                "none",
                "--save",
                "c",
                "--rules",
                *saves,
            ]
        )
        == 0
    )
    assert "Not against Ragnar: switched off" in capsys.readouterr().out
    assert (
        main(["ask", "Do I shove him?", "--against-opposition", "--save", "c", "--rules", *saves])
        == 0
    )
    assert "Against Ragnar: strong" in capsys.readouterr().out


def test_12_4_a_new_scene_ends_the_running_one_first(make_game):
    """R-COND-5, R-COND-2: /scene without /end still ends the scene that was running."""
    game = make_game()
    do(game, "start_scene", title="The docks")
    do(game, "add_condition", name="Winded", tier="minor")
    do(game, "add_detail", name="Slick planks")
    step = game.run(_line(game, "/scene The warehouse @city"))
    camp = game.campaign
    assert all(c.name != "Winded" for c in camp.character.conditions)
    assert camp.scene.details == () and camp.scene.title == "The warehouse"
    assert any("ends" in d for d in step.details)
    assert any("Winded" in c for c in step.changes)


def test_12_5_between_scenes_an_answer_offers_a_condition_not_a_detail(make_game, library):
    game = make_game(library=library)
    do(game, "start_scene", title="The docks", setting="sea")
    do(game, "end_scene")
    for n in range(12):  # enough turns to see and/but answers
        do(game, "ask", question={"text": f"Is there a boat {n}?", "kind": "world"})
        step = do(game, "accept")
        assert game.campaign.scene.details == ()
        assert not any("Scene Detail" in c for c in step.changes)
    with pytest.raises(GameError, match="no scene"):
        do(game, "add_detail", name="Fog")


def test_12_6_draws_avoid_what_the_scene_and_the_hero_already_have(library):
    import random

    from solo.tables.offer import offer
    from solo.tables.places import Fit, PlaceTag, ScenePlace, fit

    table = library.tables["details"]
    at_city = ScenePlace.of([PlaceTag.CITY], opposed=False)
    city = [  # the entries a city scene draws first (R-GM-6: they match it)
        e
        for e in table.entries
        if e.tags.where
        and fit(e.tags.where, e.tags.needs, at_city) is Fit.MATCH
        and e.tags.polarity is not None
        and e.tags.polarity.value == "positive"
        and e.tags.genre is None
    ]
    texts = ["".join(p for p in e.template if isinstance(p, str)) for e in city]
    keep = texts[0]
    for seed in range(20):
        off = offer(
            library, "yes_and", random.Random(seed), setting="city", avoid=frozenset(texts[1:])
        )
        assert off.detail is not None and off.detail.text == keep


def _texts(library, table, **tags):
    out = {}
    for e in library.tables[table].entries:
        if all(getattr(e.tags, k) == v for k, v in tags.items()):
            out["".join(p for p in e.template if isinstance(p, str))] = e
    return out


def test_12_10_world_questions_get_world_readings_and_the_shipped_pack_gives_both(library):
    import random

    from solo.dice.ladder import Answer
    from solo.tables.offer import offer

    for answer in Answer:
        assert _texts(library, "meanings", answer=answer, kind="world"), answer
        assert _texts(library, "meanings", answer=answer, kind="action"), answer
    world = _texts(library, "meanings", kind="world")
    for seed in range(30):
        off = offer(library, "no_but", random.Random(seed), world=True)
        assert off.meaning is not None and off.meaning.text in world
        act = offer(library, "no_but", random.Random(seed))
        assert act.meaning is not None and act.meaning.text not in world


def test_12_20_offers_prefer_the_scene_setting_and_the_campaign_genre(library):
    import random

    from solo.tables.offer import offer
    from solo.tables.places import Fit, PlaceTag, ScenePlace, fit

    jungle = [
        t
        for t, e in _texts(library, "complications").items()
        if "pulp" in (e.tags.genre or ()) and "wilderness" in (e.tags.where or ())
    ]
    assert any("monkey" in t for t in jungle)  # the monkey stays out of the harbour office
    at_city = ScenePlace.of([PlaceTag.CITY], opposed=False)
    for seed in range(40):
        off = offer(library, "no_and", random.Random(seed), genre="pulp", setting="city")
        for drawn in (off.condition, off.complication, off.detail):
            genres = drawn.entry.tags.genre if drawn is not None else None
            assert drawn is not None and (genres is None or "pulp" in genres), drawn
            where, needs = drawn.entry.tags.where, drawn.entry.tags.needs
            assert fit(where, needs, at_city) is not Fit.CONTRADICTS, drawn.text
        plain = offer(library, "no_and", random.Random(seed), setting="city")
        for drawn in (plain.condition, plain.complication, plain.detail):
            assert drawn is not None and drawn.entry.tags.genre is None


@pytest.mark.parametrize(
    "variant, says",
    [
        ("resolve", "−1 Resolve, now 4"),
        ("doom", "+1 Doom, now 1"),
        ("split", "−1 FU, now 1"),
        ("consequences", "−1 FU, now 1"),
    ],
)
def test_12_11_resolve_changes_say_how_much_and_to_what(make_game, variant, says):
    """R-RES-2: a reroll's price is stated per variant, before and after paying it."""
    from solo.game.story.economy_text import reroll_price
    from solo.game.turn.commands import Reroll

    game = make_game(variant=variant)
    do(game, "ask", question={"text": "Do I jump?"}, dice={"dice": [1, 2, 3, 4, 5]})
    before = reroll_price(game.campaign)
    assert says in before, before
    step = game.run(Reroll((1,)))
    assert any(says in c for c in step.changes), step.changes
    assert any(says in c for c in game.journal()[-1].changes)


def test_12_11_a_lost_conflict_says_what_resolve_is_left(make_game):
    game = make_game()
    do(
        game,
        "ask",
        question={"text": "Do I hold the door?", "stakes": "high"},
        dice={"dice": [1, 1, 1, 2, 2]},
    )
    step = do(game, "accept")
    assert any("−1 Resolve, now 4" in c for c in step.changes), step.changes


def test_12_13_one_name_matcher_for_goals_milestones_trademarks_and_conditions(make_game):
    game = make_game()
    step = do(game, "milestone", goal="sunken", milestone="LEDGER")
    assert "Decode the map in the harbour master's ledger" in step.title
    do(game, "add_condition", name="Bruised ribs")
    do(game, "remove_condition", name="bruised")
    assert game.campaign.character.conditions == ()
    do(game, "setback", goal="crown", milestone="temple")
    do(game, "flaw_complication", flaw="deep water")


def test_12_13_the_matcher_lists_candidates_when_a_part_is_ambiguous(make_game):
    game = make_game()
    with pytest.raises(
        GameError, match="several.*Knows every forgotten tomb.*Friends in the dockside"
    ):
        do(game, "trade_trademark", trademark="s", flaw="Haunted")
    with pytest.raises(GameError, match="no Goal matches 'zeppelin'.*Sunken Crown"):
        do(game, "milestone", goal="zeppelin")


def test_12_13_question_markers_and_scene_details_use_the_same_matcher(make_game):
    game = make_game()
    do(game, "add_detail", name="Slick planks", polarity="positive")
    step = do(
        game, "ask", question={"text": "Do I slide?", "helps": ["cool"], "details": ["slick"]}
    )
    text = " ".join(step.details)
    assert "Cool under fire" in text and "Slick planks" in text
    with pytest.raises(GameError, match="several"):
        _line(game, "Do I run? +e")


@pytest.mark.parametrize("system", ["minifu", "buckets"])
def test_12_19_opposed_dice_lines_label_the_sides(make_game, system):
    game = make_game(system=system)
    step = game.run(_line(game, "Do I climb?"))
    line = next(d for d in step.details if d.startswith(f"{system}: "))
    assert line.startswith(f"{system}: you ") and " · against " in line, line
    assert "vs " not in line
