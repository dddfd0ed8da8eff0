"""The Odds lab's options field (``lab_form.system_options``) and the text the lab
writes for a campaign's options: every value a campaign can hold reads back the same."""

from __future__ import annotations

import pytest

from solo.dice.frameworks.params import parse_allies
from solo.game.setup import new_campaign, read_character_file
from solo.locations import demo_file
from solo.tui.lab_form import campaign_form, read_form, system_options


def campaign_options(system: str, options: dict[str, object]) -> dict[str, object]:
    campaign = new_campaign(
        "lab", read_character_file(demo_file()), system=system, seed=1, system_options=options
    )
    return system_options(system, campaign_form(campaign).options)


@pytest.mark.parametrize(
    ("system", "options"),
    [
        ("frameworks", {"allies": "2,3"}),
        ("frameworks", {"allies": "2,3,1", "score": 4, "primary": True}),
        ("frameworks", {"allies": "2, 3", "venture": 1}),
        ("d6", {"code": "4D+1", "difficulty": "very_difficult", "against_code": "2D+2"}),
        ("buckets", {"player": 4, "more_ands": True}),
    ],
)
def test_every_campaign_option_reads_back_in_the_lab(system, options):
    assert campaign_options(system, options) == options


def test_two_allies_read_as_one_option_r_fw_6():
    """A Frameworks campaign with two allies (R-FW-6): one ``allies`` option, both dice."""
    campaign = new_campaign(
        "lab",
        read_character_file(demo_file()),
        system="frameworks",
        seed=1,
        system_options={"allies": "2,3"},
    )
    setup, _ = read_form(campaign_form(campaign))
    assert parse_allies(setup.params.allies) == (2, 3)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("allies=2,3", {"allies": "2,3"}),
        ("allies=2, 3 score=4", {"allies": "2,3", "score": 4}),
        ("score=4,focus", {"score": 4, "focus": True}),
        ("allies=2,3,primary", {"allies": "2,3", "primary": True}),
        ("allies='2,3' focus=no", {"allies": "2,3", "focus": False}),
        ("--against-score=3, reflex=2,", {"against_score": 3, "reflex": 2}),
    ],
)
def test_typed_options_split_on_spaces_and_commas_before_names(text, expected):
    assert system_options("frameworks", text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("allies=2 3", "unknown frameworks option '3'"),
        ("allies='2,3", "a quote is not closed"),
        ("wings=2", "unknown frameworks option 'wings'"),
    ],
)
def test_a_bad_options_field_is_one_line_naming_it(text, message):
    with pytest.raises(ValueError, match=message) as info:
        system_options("frameworks", text)
    assert "\n" not in str(info.value)


def test_quoted_values_read_back_whole():
    """Text with spaces, quotes or a comma before an option's name is quoted."""
    from solo.tui.lab_form import _option_text

    known = {"code", "score"}
    for value in ("a b", "it's", "x,score=2", 'say "hi"', "back\\slash", ""):
        text = _option_text("code", value, known)
        assert system_options("d6", text) == {"code": value}, text
