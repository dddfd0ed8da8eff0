"""Every kind of bad content file is reported as file:line:column: message, exactly.

Line and column numbers below were counted by hand from the YAML written in each test.
"""

from __future__ import annotations

import re

import pytest

from solo.tables.errors import ContentError
from solo.tables.loader import load_dirs
from tests.tables.packs import load_one, where, write_pack

HEAD = "version: 1\ntables:\n"


def one_error(tmp_path, body, name="t.yaml"):
    result = load_one(tmp_path, body, name)
    assert len(result.errors) == 1, [str(e) for e in result.errors]
    return where(result)[0]


def test_error_string_is_one_line_path_line_col_message():
    err = ContentError("packs/p/t.yaml", 3, 9, "unknown key 'txt'")
    assert str(err) == "packs/p/t.yaml:3:9: unknown key 'txt'"
    assert (err.file, err.line, err.column, err.message) == (
        "packs/p/t.yaml",
        3,
        9,
        "unknown key 'txt'",
    )


def test_yaml_syntax_error_points_at_the_problem(tmp_path):
    body = HEAD + "  - id: a\n    entries: [one, two\n"
    #                                         line 4 opens '[' at col 14; the file ends
    #                                         before ']' -> libyaml reports line 5 col 1
    name, line, col, msg = one_error(tmp_path, body)
    assert (name, line, col) == ("t.yaml", 5, 1)
    assert msg.startswith("YAML syntax error:") and "line 4, column 14" in msg


def test_tab_indentation_is_a_syntax_error_at_the_tab(tmp_path):
    body = HEAD + "  - id: a\n\tentries: [x]\n"
    assert one_error(tmp_path, body)[1:3] == (4, 1)


def test_non_utf8_byte_is_located(tmp_path):
    body = (HEAD + "  - id: a\n    entries: [caf\xe9]\n").encode("latin-1")
    # line 4: "    entries: [caf" is 17 characters, so the bad byte is column 18
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (4, 18)
    assert msg.startswith("not UTF-8: byte 0xe9")


def test_utf8_bom_is_accepted(tmp_path):
    body = ("\ufeff" + HEAD + "  - id: a\n    entries: [café]\n").encode("utf-8")
    assert load_one(tmp_path, body).ok


def test_control_character_is_located(tmp_path):
    body = HEAD + "  - id: a\n    entries: [a\x07b]\n"
    # line 4: "    entries: [a" is 15 characters, so the BEL is column 16
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (4, 16)
    assert "not allowed" in msg


def test_second_document_is_an_error(tmp_path):
    body = HEAD + "  - id: a\n    entries: [x]\n---\nversion: 1\n"
    assert one_error(tmp_path, body)[1:3] == (5, 1)


def test_unknown_entry_key_names_the_key_and_suggests(tmp_path):
    body = HEAD + "  - id: a\n    entries:\n      - {txt: Broken Arm}\n"
    # line 5 "      - {txt: ..." : '{' at col 9, the key 'txt' at col 10
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (5, 10)
    assert msg == "unknown key 'txt' in an entry; did you mean 'text'?"


def test_unknown_table_key(tmp_path):
    body = HEAD + "  - id: a\n    titel: A\n    entries: [x]\n"
    assert one_error(tmp_path, body)[1:] == (
        4,
        5,
        "unknown key 'titel' in a table; did you mean 'title'?",
    )


def test_unknown_top_level_key_lists_the_allowed_ones(tmp_path):
    body = "version: 1\nstuff: 2\ntables:\n  - id: a\n    entries: [x]\n"
    assert one_error(tmp_path, body)[1:] == (
        2,
        1,
        "unknown key 'stuff' in a table file; expected one of version, tables",
    )


def test_duplicate_key_in_one_mapping(tmp_path):
    body = HEAD + "  - id: a\n    entries:\n      - {text: x, tier: minor, tier: major}\n"
    # "      - {text: x, tier: minor, tier: major}": second 'tier' at col 32
    assert one_error(tmp_path, body)[1:] == (
        5,
        32,
        "duplicate key 'tier' in an entry (first at line 5)",
    )


def test_duplicate_table_id_in_one_file_names_both_places(tmp_path):
    body = HEAD + "  - id: a\n    entries: [x]\n  - id: a\n    entries: [y]\n"
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (5, 9)
    assert re.fullmatch(
        r"duplicate table id 'a' \(first defined at .*t\.yaml:3:9\); "
        r"use `extends: a` to add entries to it",
        msg,
    )


def test_duplicate_table_id_across_packs_skips_the_later_file(tmp_path):
    write_pack(tmp_path / "packs", "p1", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    write_pack(
        tmp_path / "packs",
        "p2",
        {"b.yaml": HEAD + "  - id: b\n    entries: [y]\n  - id: a\n    entries: [z]\n"},
    )
    result = load_dirs(tmp_path / "packs")
    ((name, line, col, msg),) = where(result)
    assert (name, line, col) == ("b.yaml", 5, 9)
    assert "p1/a.yaml:3:9" in msg
    assert list(result.library.tables) == ["a"]  # all of b.yaml is left out
    assert [e.text for e in result.library.tables["a"].entries] == ["x"]


def test_missing_reference(tmp_path):
    body = (
        HEAD + "  - id: a\n    entries:\n      - text: meet {npc-motiv}\n  - id: npc-motive\n"
        "    entries: [gold]\n"
    )
    # the entry mapping starts at line 5, column 9 (after "      - ")
    assert one_error(tmp_path, body)[1:] == (
        5,
        9,
        "reference {npc-motiv} names unknown table 'npc-motiv'; did you mean 'npc-motive'?",
    )


def test_reference_whose_filter_matches_nothing(tmp_path):
    body = HEAD + (
        '  - id: a\n    entries: ["{b tier=major}"]\n'
        "  - id: b\n    entries: [{text: x, tier: minor}]\n"
    )
    # the entry is the quoted scalar at line 4, column 15
    assert one_error(tmp_path, body)[1:] == (
        4,
        15,
        "reference {b tier=major} matches no entry of 'b'",
    )


def test_reference_cycle_is_reported_once_with_its_path(tmp_path):
    body = HEAD + (
        '  - id: a\n    entries: ["go {b}"]\n  - id: b\n    entries: ["back {a}", plain]\n'
    )
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (6, 15)
    assert msg == "reference cycle: a -> b -> a (references must end)"


def test_self_reference_through_a_filter_that_cannot_reach_itself_is_fine(tmp_path):
    body = HEAD + (
        '  - id: a\n    entries:\n      - {text: "big {a kind=small}", kind: big}\n'
        "      - {text: tiny, kind: small}\n"
    )
    assert load_one(tmp_path, body).ok


def test_bad_reference_syntax_points_into_the_text(tmp_path):
    body = HEAD + "  - id: a\n    entries:\n      - text: go to {the place\n"
    # plain scalar starts at col 15 of line 5; '{' is 6 characters in -> col 21
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (5, 21)
    assert msg.startswith("unmatched '{'")


def test_bad_filter_key_inside_a_reference(tmp_path):
    body = (
        HEAD + "  - id: a\n    entries:\n      - text: a {b colour=red}\n"
        "  - id: b\n    entries: [x]\n"
    )
    name, line, col, msg = one_error(tmp_path, body)
    assert (line, col) == (5, 17)
    assert "unknown filter 'colour'" in msg


@pytest.mark.parametrize(
    "entries,line,col,message",
    [
        # the first entry is line 6 ("      - {" puts the mapping at column 9), the roll line 4
        (
            "      - {range: 1-3, text: a}\n      - {range: 5-6, text: b}\n",
            4,
            11,
            "d6 can show 4, but no entry's range covers it",
        ),
        (
            "      - {range: 1-4, text: a}\n      - {range: 3-6, text: b}\n",
            7,
            9,
            "range 3-6 overlaps range 1-4 (line 6) at 3",
        ),
        (
            "      - {range: 1-6, text: a}\n      - {range: 7, text: b}\n",
            7,
            17,
            "range '7': d6 cannot show 7 (it shows 1 to 6)",
        ),
        ("      - {range: 6-1, text: a}\n", 6, 17, "bad range '6-1': 6 is above 1"),
        (
            "      - {range: one, text: a}\n",
            6,
            17,
            "bad range 'one': write 11-16, or one result such as 21",
        ),
        (
            "      - {text: a}\n",
            6,
            9,
            "every entry of a dice table needs a range (e.g. range: 11-16)",
        ),
        (
            "      - {range: 1-6, text: a, weight: 2}\n",
            6,
            39,
            "weight has no meaning in a dice table; widen the entry's range instead",
        ),
    ],
)
def test_dice_range_errors(tmp_path, entries, line, col, message):
    body = HEAD + "  - id: a\n    roll: d6\n    entries:\n" + entries
    assert one_error(tmp_path, body)[1:] == (line, col, message)


def test_d66_gap_lists_the_missing_results(tmp_path):
    body = HEAD + "  - id: a\n    roll: d66\n    entries:\n      - {range: 11-56, text: a}\n"
    assert one_error(tmp_path, body)[1:] == (
        4,
        11,
        "d66 can show 61, 62, 63, 64, 65, 66, but no entry's range covers them",
    )


def test_d66_range_endpoint_must_be_a_d66_result(tmp_path):
    body = HEAD + "  - id: a\n    roll: d66\n    entries:\n      - {range: 11-70, text: a}\n"
    assert one_error(tmp_path, body)[1:] == (
        6,
        17,
        "range '11-70': d66 cannot show 70 (it shows 11 to 66, digits 1-6)",
    )


def test_bad_roll_expression(tmp_path):
    body = HEAD + "  - id: a\n    roll: 2x6\n    entries: [{range: 1, text: a}]\n"
    result = load_one(tmp_path, body)
    assert (4, 11, "bad dice '2x6': write d6, d20, d100, 2d6, 3d6, d66 …") in [
        w[1:] for w in where(result)
    ]


def test_range_without_roll(tmp_path):
    body = HEAD + "  - id: a\n    entries:\n      - {text: a, range: 1-2}\n"
    assert one_error(tmp_path, body)[1:] == (5, 26, "range needs a `roll:` (dice) on the table")


@pytest.mark.parametrize(
    "weight,message",
    [
        ("0", "weight must be a positive whole number, got 0"),
        ("-2", "weight must be a positive whole number, got -2"),
        ("2.5", "weight must be a positive whole number, got '2.5'"),
        ("heavy", "weight must be a positive whole number, got 'heavy'"),
        ("yes", "weight must be a positive whole number, got 'yes'"),
        ("[1]", "weight must be a positive whole number, got a list"),
    ],
)
def test_bad_weights(tmp_path, weight, message):
    body = HEAD + f"  - id: a\n    entries:\n      - {{text: a, weight: {weight}}}\n"
    # "      - {text: a, weight: " is 26 characters: the value is at column 27
    assert one_error(tmp_path, body)[1:] == (5, 27, message)


@pytest.mark.parametrize(
    "tag,value,message",
    [
        ("tier", "huge", "bad tier 'huge'; expected one of minor, moderate, major, permanent"),
        ("polarity", "good", "bad polarity 'good'; expected one of positive, negative"),
        (
            "category",
            "magic",
            "bad category 'magic'; expected one of physical, mental, social, resources",
        ),
        (
            "answer",
            "maybe",
            "bad answer 'maybe'; expected one of no_and, no, no_but, yes_but, yes, yes_and",
        ),
        (
            "genre",
            "Dark Fantasy",
            "bad genre 'Dark Fantasy': use lowercase letters, digits and dashes",
        ),
        ("setting", "[city]", "setting must be text, got a list"),
    ],
)
def test_bad_tag_values_R_COND_1(tmp_path, tag, value, message):
    """R-COND-1: tier, category and polarity only take their closed values."""
    body = HEAD + f"  - id: a\n    entries:\n      - {{text: a, {tag}: {value}}}\n"
    col = len("      - {text: a, ") + len(tag) + 3
    assert one_error(tmp_path, body)[1:] == (5, col, message)


def test_answer_tags_written_yes_and_no_stay_words(tmp_path):
    body = (
        HEAD + "  - id: a\n    entries:\n      - {text: a, answer: yes}\n"
        "      - {text: b, answer: no}\n"
    )
    result = load_one(tmp_path, body)
    assert result.ok
    assert [e.tags.answer.key for e in result.library.tables["a"].entries] == ["yes", "no"]


def test_bad_tag_in_defaults(tmp_path):
    body = HEAD + "  - id: a\n    defaults: {tier: big}\n    entries: [x]\n"
    assert one_error(tmp_path, body)[1:3] == (4, 22)


@pytest.mark.parametrize("bad_id", ["Bad_Id", "npc motive", "-dash", "a--b"])
def test_bad_ids(tmp_path, bad_id):
    body = HEAD + f"  - id: {bad_id}\n    entries: [x]\n"
    line, col, msg = one_error(tmp_path, body)[1:]
    assert (line, col) == (3, 9)
    assert msg == (
        f"bad id {bad_id!r}: use lowercase letters, digits and single dashes (e.g. npc-motive)"
    )


def test_missing_version_and_unsupported_version(tmp_path):
    assert one_error(tmp_path, "tables:\n  - id: a\n    entries: [x]\n")[1:] == (
        1,
        1,
        "missing key 'version' (write `version: 1`)",
    )
    assert one_error(tmp_path, "version: 2\ntables:\n  - id: a\n    entries: [x]\n")[1:] == (
        1,
        10,
        "unsupported version 2; this solo reads version 1",
    )


def test_empty_file_and_wrong_shapes(tmp_path):
    assert one_error(tmp_path, "")[1:3] == (1, 1)
    assert one_error(tmp_path, "- just\n- a list\n")[1:] == (
        1,
        1,
        "a table file must be a mapping (key: value lines), got a list",
    )
    body = HEAD + "  - id: a\n    entries: nothing here\n"
    assert one_error(tmp_path, body)[1:] == (
        4,
        14,
        "entries must be a list (lines starting with '- '), got 'nothing here'",
    )
    assert one_error(tmp_path, HEAD + "  - id: a\n    entries: []\n")[1:] == (
        4,
        14,
        "entries is empty",
    )
    assert one_error(tmp_path, HEAD + '  - id: a\n    entries: [""]\n')[1:] == (
        4,
        15,
        "entry text is empty",
    )


def test_table_needs_id_or_extends_not_both(tmp_path):
    assert one_error(tmp_path, HEAD + "  - title: A\n    entries: [x]\n")[1:] == (
        3,
        5,
        "a table needs `id` (or `extends: <id>` to add to an existing one)",
    )
    both = HEAD + "  - id: a\n    extends: a\n    entries: [x]\n"
    assert one_error(tmp_path, both)[1:] == (
        4,
        14,
        "a table has either `id` (a new table) or `extends` (adding to one), not both",
    )


def test_extends_unknown_table_and_title_in_extends(tmp_path):
    body = (
        HEAD + "  - id: npc-motive\n    entries: [x]\n  - extends: npc-motives\n    entries: [y]\n"
    )
    assert one_error(tmp_path, body)[1:] == (
        5,
        14,
        "extends unknown table 'npc-motives'; did you mean 'npc-motive'?",
    )
    body = HEAD + "  - id: a\n    entries: [x]\n  - extends: a\n    title: B\n    entries: [y]\n"
    assert one_error(tmp_path, body)[1:] == (
        6,
        12,
        "'title' cannot be set by `extends`; only defaults and entries can be added",
    )


def test_extending_a_dice_table_is_refused(tmp_path):
    body = HEAD + (
        "  - id: a\n    roll: d6\n    entries: [{range: 1-6, text: x}]\n"
        "  - extends: a\n    entries: [y]\n"
    )
    assert one_error(tmp_path, body)[1:] == (
        6,
        14,
        "cannot extend 'a': it is a d6 dice table whose ranges are complete; make a "
        "new table instead",
    )


def test_canonical_tables_need_their_tags_R_COND_1_R_COND_2(tmp_path):
    """R-COND-1: every Condition has tier, category and polarity. R-COND-2: every Detail
    says whether it helps or hinders (its place tags are optional since R-GM-6: untagged
    fits anywhere)."""
    body = HEAD + (
        "  - id: conditions\n    defaults: {category: mental}\n    entries:\n"
        "      - {text: Rattled, tier: minor}\n"
        "  - id: details\n    entries:\n      - {text: Fog}\n"
    )
    assert [w[1:] for w in where(load_one(tmp_path, body))] == [
        (
            6,
            9,
            "entries of 'conditions' need 'polarity' tag (on the entry or in the table's defaults)",
        ),
        (
            9,
            9,
            "entries of 'details' need 'polarity' tag (on the entry or in the table's defaults)",
        ),
    ]


def test_merge_keys_are_refused(tmp_path):
    body = HEAD + "  - id: a\n    entries:\n      - {<<: {text: x}, tier: minor}\n"
    assert one_error(tmp_path, body)[1:] == (
        5,
        10,
        "merge keys (<<) are not supported; write the keys out",
    )


def test_every_error_in_a_file_is_listed_not_just_the_first(tmp_path):
    body = HEAD + (
        "  - id: a\n    entries:\n      - {text: a, tier: huge}\n"
        "      - {text: b, weight: 0}\n      - {txt: c}\n"
    )
    assert [w[1] for w in where(load_one(tmp_path, body))] == [5, 6, 7]


def test_bad_pack_yaml_skips_the_pack_only(tmp_path):
    write_pack(tmp_path / "packs", "good", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    write_pack(
        tmp_path / "packs",
        "bad",
        {"b.yaml": HEAD + "  - id: b\n    entries: [y]\n"},
        pack_yaml="version: 1\nid: Bad Pack\n",
    )
    result = load_dirs(tmp_path / "packs")
    assert [w[:3] for w in where(result)] == [("pack.yaml", 2, 5)]
    assert list(result.library.tables) == ["a"]


def test_duplicate_pack_id(tmp_path):
    write_pack(tmp_path / "packs", "one", {}, pack_yaml="version: 1\nid: same\n")
    write_pack(tmp_path / "packs", "two", {}, pack_yaml="version: 1\nid: same\n")
    ((name, line, col, msg),) = where(load_dirs(tmp_path / "packs"))
    assert (name, line, col) == ("pack.yaml", 2, 5)
    assert msg.startswith("duplicate pack id 'same' (first at ")
