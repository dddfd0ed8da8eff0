"""What an audit of main found in the CLI's words (issues 12 and 13), each test named after
its item and each failing before its fix."""

from __future__ import annotations

import pytest

from solo.cli import main


@pytest.fixture
def solo(capsys, tmp_path):
    saves = tmp_path / "saves"

    def run(*argv):
        code = main([*argv, "--saves", str(saves)])
        out, err = capsys.readouterr()
        return code, out, err

    return run


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
