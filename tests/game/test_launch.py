"""Issue 24: `solo new NAME --genre G` without --character starts from the genre's own hero."""

import pytest

from solo.game.launch import character_sheet, create_game
from solo.locations import demo_file, starter_file

HEROES = {
    "noir": ("Maggie Voss", "Dorsey's plainclothes men"),
    "sci-fi": ("Captain Idris Kahale", "Combine enforcers"),
    "dark-fantasy": ("Brother Aldous Crane", "The thing under the mill"),
    "pulp": ("Dr. Nell Ambrose", "Vasko's hired muscle"),
}


@pytest.mark.parametrize("genre", sorted(HEROES))
def test_each_genre_starts_from_its_own_hero_and_opposition(genre, store, library):
    sheet, where = character_sheet(None, genre)
    game = create_game(store, "g", sheet, library, genre=genre, where=where)
    try:
        hero, foe = HEROES[genre]
        camp = game.campaign
        assert camp.character.name == hero and camp.genre == genre
        assert camp.opposition is not None and camp.opposition.name == foe
        if genre != "pulp":
            assert camp.opposition.name != "Vasko's hired muscle"
            assert "Fast hands with a bullwhip" not in [d.name for d in camp.character.descriptors]
    finally:
        game.close()


def test_a_genre_without_a_starter_and_no_genre_give_the_demo():
    assert starter_file(None) == demo_file()
    assert starter_file("pulp") == demo_file()
    assert starter_file("Noir").name == "noir.yaml"
    assert starter_file("../demo") == demo_file()  # a genre is never a path
    assert character_sheet(None)[1] == str(demo_file())


@pytest.mark.parametrize("genre", ["dark-fantasy", "noir", "sci-fi"])
def test_a_rolled_hero_draws_nothing_of_another_genre_R_GM_6(library, genre):
    """Hero parts that fit only some genres (a Mercenary Pilot) never come in another."""
    from solo.game.hero.draft import HeroDraft, roll_hero

    texts = {e.text: e.tags.genre for t in library.tables.values() for e in t.entries}
    for seed in range(40):
        draft = roll_hero(library, seed, genre)
        for name in HeroDraft.field_names():
            for part in str(getattr(draft, name)).split("; "):
                genres = texts.get(part)
                assert genres is None or genre in genres, (seed, name, part)
