"""Place tags in the content model (R-GM-6): where/needs/genre lists, defaults, the old
``setting``, a genre pack's drops, and bad tags named by file:line with a close match."""

from __future__ import annotations

import pytest

from solo.tables.loader import load_dirs
from solo.tables.places import (
    Fit,
    PlaceTag,
    ScenePlace,
    fit,
    guess_tags,
    parse_scene_tags,
    tags_text,
)
from tests.tables.packs import load_one, where, write_pack

HEAD = "version: 1\ntables:\n"


def test_where_needs_and_genre_lists_load_R_GM_6(tmp_path):
    body = HEAD + (
        "  - id: details\n    defaults: {polarity: negative, where: [city]}\n    entries:\n"
        "      - {text: A patrol turns the corner, where: [city, town, outdoors],"
        " needs: [crowd]}\n"
        "      - {text: Gulls scream overhead, needs: water}\n"
        "      - {text: Spare Rounds, genre: [noir, pulp]}\n"
    )
    result = load_one(tmp_path, body)
    assert result.ok, [str(e) for e in result.errors]
    patrol, gulls, rounds = result.library.tables["details"].entries
    assert patrol.tags.where == {"city", "town", "outdoors"}
    assert patrol.tags.needs == {"crowd"}
    assert gulls.tags.where == {"city"} and gulls.tags.needs == {"water"}  # the default
    assert rounds.tags.genre == {"noir", "pulp"}
    assert patrol.as_dict()["where"] == ["city", "town", "outdoors"]
    assert result.library.genres == ("noir", "pulp")


@pytest.mark.parametrize(
    ("setting", "key", "tag"),
    [("city", "where", "city"), ("interior", "where", "indoors"), ("vehicle", "needs", "vehicle")],
)
def test_the_old_setting_still_loads_R_GM_6(tmp_path, setting, key, tag):
    body = HEAD + f"  - id: d\n    defaults: {{setting: {setting}}}\n    entries: [x]\n"
    result = load_one(tmp_path, body)
    assert result.ok, [str(e) for e in result.errors]
    entry = result.library.tables["d"].entries[0]
    assert getattr(entry.tags, key) == {tag}


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("      - {text: x, where: [cty]}\n", "unknown place tag 'cty'; did you mean 'city'?"),
        (
            "      - {text: x, where: [crowd]}\n",
            "'crowd' is not a site, shelter or time tag: put it under needs, not where",
        ),
        (
            "      - {text: x, needs: [city]}\n",
            "'city' is a site tag: put it under where, not needs",
        ),
        ("      - {text: x, setting: undergound}\n", "did you mean 'underground'?"),
    ],
)
def test_a_bad_tag_is_named_at_its_line_with_a_close_match_R_GM_6(tmp_path, line, message):
    result = load_one(tmp_path, HEAD + "  - id: d\n    entries:\n" + line)
    assert len(result.errors) == 1
    error = result.errors[0]
    assert error.file.endswith("t.yaml") and error.line == 5 and error.column > 20
    assert message in error.message


def test_a_genre_pack_drops_core_entries_R_GM_6(tmp_path):
    write_pack(
        tmp_path / "packs",
        "core",
        {"c.yaml": HEAD + "  - id: gear\n    entries: [Full Canteen, Winded]\n"},
    )
    write_pack(
        tmp_path / "packs",
        "noir",
        {"n.yaml": HEAD + '  - extends: gear\n    drops: ["Full Canteen"]\n'},
        genre="noir",
    )
    result = load_dirs(tmp_path / "packs")
    assert result.ok, [str(e) for e in result.errors]
    assert [e.text for e in result.library.dropped["noir"]] == ["Full Canteen"]


def test_a_drop_naming_no_entry_is_a_content_error_R_GM_6(tmp_path):
    write_pack(
        tmp_path / "packs",
        "core",
        {"c.yaml": HEAD + "  - id: gear\n    entries: [Full Canteen]\n"},
    )
    write_pack(
        tmp_path / "packs",
        "noir",
        {"n.yaml": HEAD + '  - extends: gear\n    drops: ["Full Canten"]\n'},
        genre="noir",
    )
    result = load_dirs(tmp_path / "packs")
    assert [w[:2] for w in where(result)] == [("n.yaml", 4)]
    assert "did you mean 'Full Canteen'?" in result.errors[0].message


def test_fit_follows_the_drawing_rules_R_GM_6():
    office = ScenePlace.of([PlaceTag.CITY, PlaceTag.INDOORS], opposed=False)
    city = frozenset({"city"})
    assert fit(frozenset({"city", "town", "outdoors"}), None, office) is Fit.CONTRADICTS
    assert fit(city, None, office) is Fit.MATCH
    assert fit(None, None, office) is Fit.UNTAGGED
    assert fit(frozenset({"night"}), None, office) is Fit.UNKNOWN
    assert fit(None, frozenset({"crowd"}), office) is Fit.CONTRADICTS
    # opposed/unopposed hold on every question: needing one filters but is no match, or
    # such entries would crowd out the untagged ones in half of all draws
    assert fit(None, frozenset({"unopposed"}), office) is Fit.UNTAGGED
    assert fit(None, frozenset({"unopposed", "crowd"}), office) is Fit.CONTRADICTS
    assert fit(None, frozenset({"opposed"}), office) is Fit.CONTRADICTS
    crypt = ScenePlace.of([PlaceTag.UNDERGROUND])  # underground implies indoors
    assert fit(frozenset({"outdoors"}), None, crypt) is Fit.CONTRADICTS
    assert fit(None, frozenset({"water"}), ScenePlace.of([PlaceTag.SEA])) is Fit.MATCH


def test_scene_tags_are_guessed_from_the_place_words_R_GM_6():
    assert tags_text(guess_tags("harbour office")) == "city,indoors,water"
    assert tags_text(guess_tags("The flooded crypt")) == "underground,water,dark"
    assert tags_text(guess_tags("freighter hold")) == "space,indoors,vehicle"
    assert "wilderness" in tags_text(guess_tags("jungle temple"))
    assert guess_tags("somewhere") == frozenset()


def test_scene_tags_allow_one_of_each_group_R_GM_6():
    assert parse_scene_tags("city,indoors,water") == {"city", "indoors", "water"}
    with pytest.raises(ValueError, match="one site tag at most"):
        parse_scene_tags("city,sea")
    with pytest.raises(ValueError, match="one shelter tag at most"):
        parse_scene_tags("underground outdoors")
    with pytest.raises(ValueError, match="set for each question"):
        parse_scene_tags("opposed")
    with pytest.raises(ValueError, match="did you mean 'indoors'"):
        parse_scene_tags("indors")


def test_where_and_needs_filter_a_query_and_the_old_setting_filter_still_works(tmp_path):
    import random

    from solo.tables.draw import draw

    body = HEAD + (
        "  - id: d\n    entries:\n"
        "      - {text: Crowded street, where: [city, outdoors], needs: [crowd]}\n"
        "      - {text: Empty street, where: [city, outdoors]}\n"
        "      - {text: Inside, setting: interior}\n"
    )
    lib = load_one(tmp_path, body).library
    texts = {d.text for d in draw(lib, "d where=city needs=crowd", random.Random(1), count=3)}
    assert texts == {"Crowded street"}
    assert {d.text for d in draw(lib, "d setting=interior", random.Random(1))} == {"Inside"}
    with pytest.raises(ValueError, match="did you mean 'crowd'"):
        draw(lib, "d needs=crwd", random.Random(1))


def test_place_tags_inherit_together_from_the_extended_table_R_GM_6(tmp_path):
    """An added entry that says where it happens (or what it needs, or an old setting)
    takes no place tag from the extended table's defaults."""
    write_pack(
        tmp_path / "packs",
        "core",
        {"c.yaml": HEAD + "  - id: d\n    defaults: {where: [wilderness]}\n    entries: [Fog]\n"},
    )
    write_pack(
        tmp_path / "packs",
        "noir",
        {
            "n.yaml": HEAD + "  - extends: d\n    defaults: {setting: vehicle}\n"
            "    entries: [Sedan, {text: Dock, needs: [water]}, {text: Lobby, where: [indoors]}]\n"
            "  - extends: d\n    entries: [Moor]\n"
        },
        genre="noir",
    )
    result = load_dirs(tmp_path / "packs")
    assert result.ok, [str(e) for e in result.errors]
    tags = {e.text: (e.tags.where, e.tags.needs) for e in result.library.tables["d"].entries}
    assert tags["Sedan"] == (None, {"vehicle"})
    assert tags["Dock"] == (None, {"water"})
    assert tags["Lobby"] == ({"indoors"}, {"vehicle"})  # its own where, the block's needs
    assert tags["Moor"] == ({"wilderness"}, None)


def test_avoid_lists_scene_tags_an_entry_never_fits_R_GM_6(tmp_path):
    """``avoid`` takes any scene tag (grouped or a feature): a scene with one of them
    contradicts the entry, one without says nothing (no match on its own), an unknown scene
    contradicts nothing; it inherits with where/needs and shows in the entry's tags."""
    body = HEAD + (
        "  - id: details\n    defaults: {polarity: positive}\n    entries:\n"
        "      - {text: You get a clear look, avoid: [dark]}\n"
        "      - {text: Spray on the wind, where: [outdoors], avoid: [town, night]}\n"
        "      - {text: Plain line}\n"
    )
    result = load_one(tmp_path, body)
    assert result.ok, [str(e) for e in result.errors]
    look, spray, plain = result.library.tables["details"].entries
    assert look.tags.avoid == {"dark"} and plain.tags.avoid is None
    assert spray.as_dict()["avoid"] == ["town", "night"]
    crypt = ScenePlace.of([PlaceTag.UNDERGROUND, PlaceTag.DARK])
    office = ScenePlace.of([PlaceTag.CITY, PlaceTag.INDOORS])
    dark = frozenset({"dark"})
    assert fit(None, None, crypt, dark) is Fit.CONTRADICTS
    assert fit(None, None, office, dark) is Fit.UNTAGGED
    assert fit(None, None, ScenePlace.of([]), dark) is Fit.UNTAGGED
    deck = ScenePlace.of([PlaceTag.SEA, PlaceTag.OUTDOORS, PlaceTag.DAY])
    green = ScenePlace.of([PlaceTag.TOWN, PlaceTag.OUTDOORS, PlaceTag.DAY])
    where_out, not_town = frozenset({"outdoors"}), frozenset({"town", "night"})
    assert fit(where_out, None, deck, not_town) is Fit.MATCH
    assert fit(where_out, None, green, not_town) is Fit.CONTRADICTS


def test_avoid_keeps_the_entry_out_of_an_offer_in_such_a_scene_R_GM_6(tmp_path):
    import random

    from solo.tables.offer import offer

    body = HEAD + (
        "  - id: details\n    defaults: {polarity: positive}\n    entries:\n"
        "      - {text: You get a clear look, avoid: [dark], weight: 50}\n"
        "      - {text: Plain line}\n"
    )
    library = load_one(tmp_path, body).library
    dark = frozenset({PlaceTag.UNDERGROUND, PlaceTag.DARK})
    lit = frozenset({PlaceTag.CITY, PlaceTag.INDOORS})

    def drawn(tags: frozenset[PlaceTag]) -> set[str]:
        rng = random.Random(3)
        offers = (offer(library, "yes_and", rng, world=True, tags=tags) for _ in range(30))
        return {o.detail.text for o in offers if o.detail}

    assert drawn(dark) == {"Plain line"}
    assert "You get a clear look" in drawn(lit)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("      - {text: x, avoid: [drak]}\n", "unknown place tag 'drak'; did you mean 'dark'?"),
        (
            "      - {text: x, avoid: [opposed]}\n",
            "'opposed' is the question's: write needs: [unopposed], not avoid",
        ),
    ],
)
def test_a_bad_avoid_tag_is_one_error_at_its_line_R_GM_6(tmp_path, line, message):
    result = load_one(tmp_path, HEAD + "  - id: d\n    entries:\n" + line)
    assert len(result.errors) == 1
    error = result.errors[0]
    assert error.file.endswith("t.yaml") and error.line == 5
    assert message in error.message
