"""What an audit of main found in the CLI's words (issues 12 and 13), each test named after
its item and each failing before its fix."""

from __future__ import annotations

import pytest

from solo.cli import main


def test_12_12_act_list_needs_no_campaign(solo):
    code, out, err = solo("act", "--list")
    assert code == 0 and err == ""
    assert "start_scene" in out and "accept" in out


def test_12_12_act_without_a_campaign_names_only_what_is_missing(solo):
    code, out, err = solo("act")
    assert code == 2 and out == ""
    assert "name" in err and "KEY=VALUE" not in err
    assert len(err.strip().splitlines()) == 1


def test_13_new_help_names_the_campaign_options_option_takes(capsys):
    from solo.game.options import CAMPAIGN_OPTIONS

    with pytest.raises(SystemExit) as done:
        main(["new", "--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "campaign option" in text
    for option in CAMPAIGN_OPTIONS:
        assert option.key in text, option.key


def test_12_3_an_explicit_opposition_is_not_called_no_opposition(solo):
    """R-OPP-1: a low-stakes question keeps the campaign's opposition out, but a strength
    given on the question applies; the CLI and the journal say so once, consistently.
    (Derivations show with --rules since issue 20, R-GM-8.)"""
    code, out, _ = solo("ask", "Do I win the race?", "--opposition", "strong", "--rules")
    assert code == 0
    assert "Not against" not in out
    assert "Against a strong opposition" in out and "-2  opposition: strong" in out
    code, export, _ = solo("export", "demo", "--rules")
    assert code == 0 and "Not against" not in export
    assert "Against a strong opposition" in export
    code, out, _ = solo("ask", "Do I stroll home?", "--rules")
    assert "Not against Vasko's hired muscle: low stakes" in out  # no strength: still said


def test_12_11_a_capped_gain_says_how_much_and_to_what(solo):
    """R-RES-1/R-RES-3: a gain at the cap reads like every other gain: "+0 … now 5"."""
    solo("new", "demo")
    code, out, _ = solo("act", "demo", "flaw_complication", "flaw=deep", "--rules")
    assert code == 0
    assert "(R-RES-3): +0 Resolve (capped at 5), now 5" in out, out
    assert "capped at 5 (R-RES-3)" not in out


def test_12_11_a_gain_cut_short_by_the_cap_says_so_R_RES_1():
    from msgspec.structs import replace

    from solo.game.story.economy_text import change_texts
    from solo.rules.economy import economy

    econ = economy("resolve")
    paid = econ.start_session(replace(econ.new(), resolve=4))  # +2 at 4 (R-RES-4)
    (text,) = change_texts(econ, paid.state, paid.changes)
    assert text.endswith(": +1 Resolve (capped at 5), now 5"), text
    again = econ.goal_milestone(paid.state)
    (text,) = change_texts(econ, again.state, again.changes)
    assert text.endswith(": +0 Resolve (capped at 5), now 5"), text
