"""The hero's own trait in the campaign's dice system (issue 20.6): the builder asks for
it, the dice's own checks judge it, and it becomes the campaign's system option."""

from __future__ import annotations

import pytest

from solo.game.hero.draft import HeroDraft
from solo.game.hero.trait import system_trait, trait_options, trait_problem


@pytest.mark.parametrize(
    "system, option, typed, value",
    [
        ("fudge", "skill", "good", "good"),
        ("d6", "code", "4D+1", "4D+1"),
        ("frameworks", "score", "3", 3),
    ],
)
def test_each_system_that_reads_a_trait_asks_for_its_own(system, option, typed, value):
    trait = system_trait(system)
    assert trait is not None and trait.option == option
    assert trait_options(system, typed) == {option: value}
    assert trait_options(system, "  ") == {}  # blank: the system's default


@pytest.mark.parametrize("system", ["fubar", "fu", "buckets", "minifu", None])
def test_the_other_systems_ask_for_none(system):
    assert system_trait(system) is None and trait_options(system, "anything") == {}


@pytest.mark.parametrize(
    "system, typed, said",
    [
        ("fudge", "wonderful", "Skill level: unknown skill"),
        ("d6", "lots", "Die code: bad die code"),
        ("frameworks", "9", "Facet score: score must be at most 5"),
        ("frameworks", "two", "Facet score: 'two' is not a whole number"),
    ],
)
def test_a_trait_the_dice_refuse_is_named_with_their_message(system, typed, said):
    assert (trait_problem(system, typed) or "").startswith(said)
    assert HeroDraft(trait=typed).problems(system)[-1].startswith(said)


def test_the_trait_goes_into_the_hero_file_as_its_system_option():
    draft = HeroDraft(trait="great")
    assert draft.sheet(None, "fudge")["options"] == {"skill": "great"}
    assert "options" not in draft.sheet(None, "fubar")  # no trait there
    assert "options" not in HeroDraft().sheet(None, "fudge")  # blank: the default


def test_still_needs_names_what_is_missing_in_a_players_words():
    assert HeroDraft().still_needs() == (
        "a name",
        "a Concept",
        "3-5 abilities",
        "all four Trademarks",
        "both Flaws",
        "an Ally (who, and the bond)",
        "a Rival (who, and the bond)",
        "a Goal",
    )
    some = HeroDraft(name="Ada", trademark1="Quick", trademark2="Sly", flaw1="Proud")
    assert "all four Trademarks (2 so far)" in some.still_needs()
    assert "both Flaws (1 so far)" in some.still_needs()
    assert "a name" not in some.still_needs()
