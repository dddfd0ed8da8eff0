"""`solo ask` reads the question's kind from its phrasing and says it before the dice
(R-ORA-4), `--world`/`--action` flip it, `--json` has a top-level kind and the answer's
sentence (R-GM-6); `solo act … start_scene place= tags=` and `edit_scene`."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize(
    ("argv", "kind"),
    [
        (["Does the harbour master wake up?"], "world"),
        (["Do I pick the lock?"], "action"),
        (["Does the harbour master wake up?", "--action"], "action"),
        (["Do I pick the lock?", "--world"], "world"),
    ],
)
def test_ask_json_has_the_kind_R_ORA_4(solo, argv, kind):
    """R-ORA-4: the phrasing decides the kind unless a flag overrides it."""
    code, out, err = solo("ask", *argv, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["kind"] == kind
    assert data["sentence"].startswith(("Yes", "No", "Impasse"))


def test_ask_says_the_kind_before_the_dice_R_ORA_4(solo):
    """R-ORA-4: the kind shows, with the odds, before the roll."""
    code, out, err = solo("ask", "Does the harbour master wake up?")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "? Does the harbour master wake up?"
    assert lines[1].startswith("  a world question, yes 50.0% · event chance 1/10 (--action")
    roll = next(i for i, line in enumerate(lines) if line.strip().startswith("fubar "))
    assert roll > 1
    code, out, err = solo("ask", "Do I wake the harbour master?")
    assert out.splitlines()[1].startswith("  your action, yes ")
    code, out, err = solo("ask", "Does the harbour master wake up?", "--action")
    assert out.splitlines()[1].startswith("  your action, yes ")


def test_world_and_action_cannot_both_be_given(solo):
    code, _, err = solo("ask", "Is it?", "--world", "--action")
    assert code == 2 and "not allowed with" in err


def test_a_scene_starts_with_a_place_and_tags_from_the_cli_R_GM_6(solo):
    assert solo("ask", "Is it late?")[0] == 0  # the demo, made on first use
    code, out, err = solo(
        "act",
        "demo",
        "start_scene",
        "title=Night shift",
        "place=harbour office",
        "tags=city,indoors,water",
    )
    assert code == 0, err
    assert "Place: harbour office (city, indoors, water)" in out
    code, out, err = solo("act", "demo", "edit_scene", "tags=city,outdoors,night")
    assert code == 0, err
    assert "city, outdoors, night" in out
    code, _, err = solo("act", "demo", "edit_scene", "tags=cty")
    assert code == 2 and "did you mean 'city'" in err
