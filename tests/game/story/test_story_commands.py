"""The hero sheet commands (R-CHAR-5), the dice check's arithmetic, oracle words."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from solo.game.errors import GameError
from solo.game.hero.commands import (
    EditConcept,
    LevelUp,
    NewRelationship,
    RenameDescriptor,
    RephraseGoal,
)
from solo.game.launch import create_game, load_content, store_for
from solo.game.setup import read_character_file
from solo.game.story.commands import EndScenario, EndSession
from solo.game.story.dice_check import check_rolls, chi_square_tail
from solo.game.story.inspiration import oracle_words
from solo.locations import demo_file
from solo.rules.character.descriptors import DescriptorKind


@pytest.fixture(scope="module")
def library():
    return load_content()[0]


@pytest.fixture
def game(tmp_path, library):
    g = create_game(
        store_for(str(tmp_path)),
        "demo",
        read_character_file(demo_file()),
        library,
        seed=7,
        where=str(demo_file()),
    )
    yield g
    g.close()


def test_rename_keeps_the_kind_and_undo_restores_it_R_CHAR_5(game):
    with pytest.raises(GameError, match="between sessions"):
        game.run(RenameDescriptor("Cool under fire", "Ice in the veins"))
    game.run(EndSession())
    game.run(RenameDescriptor("Cool under fire", "Ice in the veins"))
    renamed = game.campaign.character.descriptor("Ice in the veins")
    assert renamed.kind is DescriptorKind.TRADEMARK
    assert game.journal()[-1].action == "rename_descriptor"
    game.undo()
    assert game.campaign.character.descriptor("Cool under fire").kind is DescriptorKind.TRADEMARK


def test_a_relationship_changes_whom_R_CHAR_5(game):
    game.run(EndSession())
    game.run(RenameDescriptor("Old Teodor owes me his life", "Teodor's debt", "Teodor"))
    d = game.campaign.character.descriptor("Teodor's debt")
    assert (d.kind, d.whom) == (DescriptorKind.RELATIONSHIP, "Teodor")


def test_rephrase_goal_and_concept_R_CHAR_5(game):
    goal = game.campaign.character.active_goals[0].text
    game.run(EndSession())
    game.run(RephraseGoal(goal, "Find the Crown first"))
    assert game.campaign.character.active_goals[0].text == "Find the Crown first"
    game.run(EditConcept("Careful Archaeologist", ("Read", "Climb", "Talk")))
    assert game.campaign.character.concept.abilities == ("Read", "Climb", "Talk")
    with pytest.raises(GameError, match="3-5 abilities"):
        game.run(EditConcept("X", ("one",)))


def test_level_up_needs_the_levels_option_R_CHAR_5(game):
    game.run(EndSession())
    with pytest.raises(GameError, match="levels"):
        game.run(LevelUp())


def test_a_new_relationship_R_CHAR_5(game):
    with pytest.raises(GameError, match="end of a scenario"):
        game.run(NewRelationship("Owes Mira a favour", "Mira", "negative"))
    game.run(EndScenario())
    game.run(NewRelationship("Owes Mira a favour", "Mira", "negative"))
    d = game.campaign.character.descriptor("Owes Mira a favour")
    assert d.kind is DescriptorKind.RELATIONSHIP and d.whom == "Mira"


def test_dice_check_by_hand():
    """Two rolls: P(yes)=1/2 gave yes; P(yes)=1/4 gave no. Expected yes 3/4, no 5/4;
    chi-square (1/4)²/(3/4) + (1/4)²/(5/4) = 1/12 + 1/20 = 2/15, one degree of freedom."""
    a = {"yes": Fraction(1, 2), "no": Fraction(1, 2)}
    b = {"yes": Fraction(1, 4), "no": Fraction(3, 4)}
    check = check_rolls("fubar", [(a, "yes"), (b, "no")])
    by_key = {r.key: r for r in check.rungs}
    assert by_key["yes"].expected == Fraction(3, 4) and by_key["yes"].observed == 1
    assert by_key["no"].expected == Fraction(5, 4) and by_key["no"].observed == 1
    assert by_key["yes_and"].expected == 0 and by_key["yes_and"].observed == 0
    assert check.chi_square == pytest.approx(2 / 15)
    assert check.degrees == 1
    assert check.p_value == pytest.approx(chi_square_tail(2 / 15, 1))


def test_chi_square_tail_at_known_critical_values():
    assert chi_square_tail(3.841, 1) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_tail(11.070, 5) == pytest.approx(0.05, abs=1e-4)
    assert chi_square_tail(2.0, 2) == pytest.approx(0.36788, abs=1e-5)  # e^-1


def test_oracle_words_come_from_the_three_tables(library):
    text = oracle_words(library, random.Random(1))
    assert text.startswith("Oracle words: ") and text.count(" · ") == 2


def test_a_cliffhanger_says_what_it_is_and_the_record_keeps_it_R_GM_7(game):
    with pytest.raises(GameError, match="only a cliffhanger has a text"):
        game.run(EndSession(text="The rope snaps"))
    game.run(EndSession(cliffhanger=True, text="  The rope snaps  "))
    record = game.history().entries[-1]
    assert record["args"]["text"].strip() == "The rope snaps"
    assert "Cliffhanger: The rope snaps" in game.journal()[-1].details
    assert game.campaign.cliffhanger


def test_an_end_session_record_from_before_the_text_reads_as_no_text():
    from solo.game.command_args import command_from

    assert command_from("end_session", {"cliffhanger": True}) == EndSession(cliffhanger=True)
