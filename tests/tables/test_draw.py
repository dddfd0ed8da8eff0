"""Drawing: exact probabilities, filters, seeded draws, no repeats, references, dice."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.tables.draw import draw, probabilities
from solo.tables.errors import Location
from solo.tables.model import Entry, Library, Table
from solo.tables.refs import parse_template
from solo.tables.rolls import DiceSpec
from solo.tables.tags import Tags
from tests.tables.packs import core_library


@pytest.fixture
def lib(tmp_path):
    return core_library(tmp_path)


def by_text(odds):
    return {e.text: p for e, p in odds.items()}


def test_weights_give_exact_probabilities(lib):
    # ten Conditions, Bruised Ribs weighs 3: total weight 12
    odds = by_text(probabilities(lib, "conditions"))
    assert odds["Bruised Ribs"] == Fraction(3, 12)
    assert odds["Twisted Ankle"] == Fraction(1, 12)
    assert sum(odds.values()) == 1


def test_filters_renormalise_over_matching_entries(lib):
    odds = by_text(probabilities(lib, "conditions tier=minor polarity=negative"))
    assert odds == {
        "Twisted Ankle": Fraction(1, 5),
        "Bruised Ribs": Fraction(3, 5),
        "Rattled": Fraction(1, 5),
    }
    either = by_text(probabilities(lib, "conditions tier=major,permanent polarity=negative"))
    assert either == {"Shattered Knee": Fraction(1, 2), "Lost Eye": Fraction(1, 2)}
    assert probabilities(lib, "conditions category=resources") == {}


def test_d66_ranges_count_their_results(lib):
    # 11-26 holds 11..16 and 21..26: 12 of 36; 31-36: 6; 41-66: 18
    assert by_text(probabilities(lib, "d66-names")) == {
        "Captain {npc-surname}": Fraction(1, 3),
        "Doc": Fraction(1, 6),
        "Sister {npc-first-name}": Fraction(1, 2),
    }


def test_2d6_ranges_follow_the_bell_curve(lib):
    # ways for 2..6 = 1+2+3+4+5 = 15 of 36; 7 has 6 ways; 8..12 = 15
    assert by_text(probabilities(lib, "two-d6")) == {
        "low": Fraction(15, 36),
        "seven": Fraction(6, 36),
        "high": Fraction(15, 36),
    }


@pytest.mark.parametrize(
    "text,count,sides",
    [("d6", 1, 6), ("2d6", 2, 6), ("3d6", 3, 6), ("d100", 1, 100), ("d%", 1, 100), ("d20", 1, 20)],
)
def test_dice_counts_match_brute_force(text, count, sides):
    from itertools import product

    spec = DiceSpec.parse(text)
    brute = Counter(sum(faces) for faces in product(range(1, sides + 1), repeat=count))
    assert spec.counts == dict(brute) and spec.total == sides**count


def test_d66_and_d666_read_digits():
    assert list(DiceSpec.parse("d66").counts) == [
        10 * a + b for a in range(1, 7) for b in range(1, 7)
    ]
    assert len(DiceSpec.parse("d666").counts) == 216
    with pytest.raises(ValueError, match="bad dice '2x6'"):
        DiceSpec.parse("2x6")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 50), min_size=1, max_size=12))
def test_probability_is_weight_over_total(weights):
    entries = tuple(
        Entry(f"e{i}", "t", Location("mem", i + 1, 1), weight=w, template=(f"e{i}",))
        for i, w in enumerate(weights)
    )
    lib = Library({"t": Table("t", "T", entries, Location("mem"), "p")})
    odds = probabilities(lib, "t")
    assert [odds[e] for e in entries] == [Fraction(w, sum(weights)) for w in weights]


def test_seeded_draws_are_reproducible(lib):
    first = [d.text for d in draw(lib, "npc", random.Random(42), count=5)]
    again = [d.text for d in draw(lib, "npc", random.Random(42), count=5)]
    assert first == again
    other = [[d.text for d in draw(lib, "conditions", random.Random(s), count=4)] for s in range(6)]
    assert len({tuple(o) for o in other}) > 1


def test_no_repeats_until_the_table_runs_out(lib):
    texts = [d.text for d in draw(lib, "conditions", random.Random(3), count=10)]
    assert len(set(texts)) == 10
    twice = Counter(d.text for d in draw(lib, "conditions", random.Random(3), count=20))
    assert set(twice.values()) == {2}  # a second round starts only when the first is done


def test_references_resolve_recursively_and_do_not_repeat(lib):
    results = draw(lib, "npc", random.Random(1), count=3)
    firsts = [r.parts[0].text for r in results]
    assert sorted(firsts) == ["Ada", "Bram", "Cora"]
    for r in results:
        first, surname, motive = (p.text for p in r.parts)
        assert r.text == f"{first} {surname}, who wants {motive}"
        assert [p.table for p in r.parts] == ["npc-first-name", "npc-surname", "npc-motive"]


def test_dice_tables_draw_by_rolling_their_dice(lib):
    for seed in range(20):
        (drawn,) = draw(lib, "d66-names", random.Random(seed))
        assert drawn.roll == DiceSpec.parse("d66").roll(random.Random(seed))
        lo, hi = drawn.entry.span
        assert lo <= drawn.roll <= hi


def test_filtered_dice_draw_reports_a_result_in_the_entrys_range(tmp_path):
    lib = core_library(tmp_path)
    table = lib.tables["two-d6"]
    entries = [
        Entry(
            e.text,
            e.table,
            e.origin,
            Tags(kind="odd" if e.text == "seven" else None),
            e.weight,
            e.span,
            e.template,
        )
        for e in table.entries
    ]
    lib2 = Library(
        {"two-d6": Table("two-d6", "2d6", tuple(entries), table.origin, "p", dice=table.dice)}
    )
    for seed in range(10):
        (drawn,) = draw(lib2, "two-d6 kind=odd", random.Random(seed))
        assert (drawn.text, drawn.roll) == ("seven", 7)


def test_genre_filter_keeps_generic_entries_and_carries_into_references():
    def entry(text, table, genre=None, line=1):
        return Entry(
            text, table, Location("mem", line, 1), Tags(genre=genre), template=parse_template(text)
        )

    tables = {
        "npc": Table("npc", "NPC", (entry("{names} of {places}", "npc"),), Location("m"), "p"),
        "names": Table(
            "names",
            "Names",
            (entry("Sam", "names", "noir", 1), entry("Flash", "names", "pulp", 2)),
            Location("m"),
            "p",
        ),
        "places": Table(
            "places", "Places", (entry("Mars", "places", "sci-fi"),), Location("m"), "p"
        ),
    }
    lib = Library(tables)
    for seed in range(8):
        (drawn,) = draw(lib, "npc genre=noir", random.Random(seed))
        assert drawn.text == "Sam of Mars"  # no noir place: the reference falls back
    assert by_text(probabilities(lib, "names genre=noir")) == {"Sam": 1}
    assert set(by_text(probabilities(lib, "npc genre=noir"))) == {"{names} of {places}"}


def test_literal_braces(tmp_path):
    from solo.tables.loader import load_dirs
    from tests.tables.packs import write_pack

    write_pack(
        tmp_path / "p",
        "p",
        {"t.yaml": 'version: 1\ntables:\n  - id: a\n    entries: ["{{x}} and }}y{{"]\n'},
    )
    (drawn,) = draw(load_dirs(tmp_path / "p").library, "a", random.Random(0))
    assert drawn.text == "{x} and }y{"


@pytest.mark.parametrize(
    "query,message",
    [
        ("conditoins", "unknown table 'conditoins'; did you mean conditions"),
        ("conditions tier=huge", "bad tier 'huge'"),
        ("conditions colour=red", "unknown filter 'colour'"),
        ("conditions tier", "bad filter 'tier'"),
        ("conditions tier=minor tier=major", "filter 'tier' given twice"),
        ("conditions category=resources", "no entry of 'conditions' matches category=resources"),
        ("", "empty query"),
    ],
)
def test_bad_queries_are_clear_value_errors(lib, query, message):
    with pytest.raises(ValueError, match=message.replace("?", r"\?")):
        draw(lib, query, random.Random(0))


@pytest.mark.parametrize("count", [0, -1, 1001, 2.5, True])
def test_bad_counts(lib, count):
    with pytest.raises(ValueError, match="count must be a whole number"):
        draw(lib, "conditions", random.Random(0), count=count)


def test_drawn_as_dict_has_text_tags_roll_and_parts(lib):
    (drawn,) = draw(lib, "d66-names", random.Random(2))
    data = drawn.as_dict()
    assert data["roll"] == drawn.roll and data["text"] == drawn.text
    assert data["entry"]["range"] in ("11-26", "31-36", "41-66")
    assert data["entry"]["source"].endswith(f"npc.yaml:{drawn.entry.origin.line}:9")
    (cond,) = draw(lib, "conditions tier=major polarity=positive", random.Random(0))
    assert cond.as_dict()["entry"]["tier"] == "major"
