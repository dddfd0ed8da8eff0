"""Reading a mechanic file: every mistake is one ContentError naming file:line and the value."""

from __future__ import annotations

import pytest

from solo.dice.custom.spec import Keep, Modifiers, Reading
from solo.tables.errors import ContentError
from solo.tables.mechanic_file import load_mechanic, read_mechanic

GOOD = """\
version: 1
name: mine
dice:
  d6: [1, 2, 3, 4, 5, 6]
modifiers: net
pool: {die: d6, size: 5, keep: 5}
score: {count: [2, 4, 6]}
rungs: {no_and: 0, no: 1, no_but: 2, yes_but: 3, yes: 4, yes_and: 5}
"""


def test_a_good_file_reads_into_its_description():
    spec = read_mechanic(GOOD, "mine.yaml")
    assert spec.name == "mine" and spec.title == "mine"
    assert spec.modifiers is Modifiers.NET and spec.reading is Reading.TOTAL
    assert spec.acting.keep is Keep.BY_NET and spec.acting.keep_count == 5
    assert spec.score.counted == frozenset({2, 4, 6})


@pytest.mark.parametrize(
    ("old", "new", "line", "needle"),
    [
        ("version: 1", "version: 2", 1, "version must be 1, got '2'"),
        ("name: mine", "name: Mine!", 2, "name must be lowercase"),
        ("name: mine", "name: fubar", 2, "built-in system"),
        (
            "[1, 2, 3, 4, 5, 6]",
            "[1, two, 3]",
            4,
            "a face of die 'd6' must be a whole number, got 'two'",
        ),
        ("[1, 2, 3, 4, 5, 6]", "[]", 4, "needs 1 to 1000 faces"),
        (
            "modifiers: net",
            "modifiers: both",
            5,
            "modifiers must be one of net, dice, split, got 'both'",
        ),
        ("die: d6, size", "die: d8, size", 6, "rolls die 'd8', which dice does not name"),
        ("size: 5,", "size: 99,", 6, "pool size must be a whole number from 0 to 60, got '99'"),
        ("size: 5,", "size: might,", 6, "a number or an option's name, got 'might'"),
        ("keep: 5}", "keep: {highest: 5}}", 6, "with modifiers: net the pool keeps"),
        ("keep: 5}", "keep: 0}", 6, "pool keep must be a whole number from 1"),
        ("{count: [2, 4, 6]}", "sum", 7, "score is face or count"),
        ("no: 1,", "no: 1..2,", 8, "no and no_but overlap"),
        ("no: 1,", "no: 1x,", 8, "a number or a range like 2..4"),
        ("no: 1, no_but: 2,", "no: 1,", 8, "no rung holds 2"),
        ("no: 1,", "maybe: 1,", 8, "unknown key 'maybe'"),
        ("no_and: 0,", "no_and: 3..1,", 8, "runs backwards"),
        ("score:", "scores:", 7, "unknown key 'scores' in a mechanic file; did you mean 'score'?"),
        ("  d6: [1, 2, 3, 4, 5, 6]", "  d6: [1, 2, 3", 5, "YAML syntax error"),
    ],
)
def test_a_mistake_names_file_line_and_value(old, new, line, needle):
    text = GOOD.replace(old, new, 1)
    assert text != GOOD
    with pytest.raises(ContentError) as caught:
        load_mechanic(text, "mine.yaml")
    err = caught.value
    assert err.file == "mine.yaml" and err.line == line, str(err)
    assert needle in err.message, err.message
    assert "\n" not in str(err) and str(err).startswith(f"mine.yaml:{line}:")


OPPOSED = """\
version: 1
name: versus
dice:
  d6: [1, 2, 3, 4, 5, 6]
options:
  mine: {default: 2}
modifiers: split
pool: {die: d6, size: mine}
against: {die: d6, size: 2}
read: cancel
rungs:
  acting: {yes_but: 1, yes: 2..}
  against: {no_but: 1, no: 2..}
all_cancelled: impasse
"""


@pytest.mark.parametrize(
    ("old", "new", "line", "needle"),
    [
        ("read: cancel", "read: total", 9, "read: total reads the acting pool alone"),
        ("all_cancelled: impasse\n", "", 12, "needs all_cancelled"),
        ("all_cancelled: impasse", "all_cancelled: maybe", 14, "a rung or impasse, got 'maybe'"),
        ("  d6: [1, 2, 3, 4, 5, 6]", "  d6: [1, 2, 2, 4]", 4, "faces are different numbers"),
        ("size: 2}", "size: 2, keep: 1}", 9, "read: cancel uses every die"),
        (
            "mine: {default: 2}",
            "mine: {default: 99}",
            6,
            "mine default must be a whole number from 0 to 60",
        ),
        (
            "mine: {default: 2}",
            "bonus: {default: 2}",
            6,
            "must be a lowercase word and not one of bonus",
        ),
    ],
)
def test_an_opposed_file_mistake_names_file_line_and_value(old, new, line, needle):
    text = OPPOSED.replace(old, new, 1)
    assert text != OPPOSED
    with pytest.raises(ContentError) as caught:
        load_mechanic(text, "versus.yaml")
    assert caught.value.line == line and needle in caught.value.message, str(caught.value)


def test_a_count_no_rung_holds_names_the_rungs_line():
    mech = load_mechanic(OPPOSED.replace("no: 2..}", "no: 2}"), "versus.yaml")
    with pytest.raises(
        ValueError, match=r"versus\.yaml:12:\d+: no rung holds 3 for the against side"
    ):
        mech.odds(mech.params(bonus=0, penalty=3, mine=1))


def test_split_needs_an_opposing_pool():
    text = GOOD.replace("modifiers: net", "modifiers: split").replace(
        "keep: 5", "keep: {highest: 5}"
    )
    with pytest.raises(ContentError, match=r"mine\.yaml:5:\d+: modifiers: split adds penalty dice"):
        load_mechanic(text, "mine.yaml")


def test_bad_utf8_names_the_line():
    with pytest.raises(ContentError, match=r"mine\.yaml:2:\d+: not UTF-8"):
        load_mechanic(b"version: 1\nname: m\xffine\n", "mine.yaml")


def test_a_total_no_rung_holds_at_the_defaults_is_refused_when_read():
    text = GOOD.replace("no_and: 0, ", "")  # a roll with no even die has no rung
    with pytest.raises(ContentError) as caught:
        load_mechanic(text, "mine.yaml")
    assert str(caught.value).startswith("mine.yaml:8:")
    assert caught.value.message == "at its default options, no rung holds 0"
