"""Issue 12, what a first evening of play found: the game side (each test named after its
item, each failed before its fix)."""

from __future__ import annotations

from solo.game.choices import Likelihood, Strength
from solo.game.commands import Ask, SetOpposition
from solo.game.grammar import read_line


def _line(game, text):
    return read_line(
        text, world=False, likelihood=Likelihood.EVEN, character=game.campaign.character
    )


def _fives(game):
    return {"dice": [1, 2, 3, 4, 5]}


def test_12_3_at_none_switches_the_campaign_opposition_off_for_one_question(make_game):
    """R-OPP-1: the campaign's opposition can be switched off per question."""
    game = make_game()
    game.run(SetOpposition("Ragnar", Strength.STRONG))
    cmd = _line(game, "Do I strike? !high @none")
    assert isinstance(cmd, Ask)
    step = game.run(cmd)
    assert "strong" not in " ".join(step.details).lower()
    assert any("Ragnar" in d and "not" in d for d in step.details)


def test_12_3_a_marked_low_stakes_question_is_against_the_opposition(make_game):
    """R-OPP-1: a question marked @vs is against the campaign's opposition."""
    game = make_game()
    game.run(SetOpposition("Ragnar", Strength.STRONG))
    step = game.run(_line(game, "Do I shove past him? @vs"))
    assert any("strong" in d.lower() for d in step.details)
    assert any("Against Ragnar" in d for d in step.details)


def test_12_3_the_journal_says_whether_the_opposition_applied(make_game):
    game = make_game()
    game.run(SetOpposition("Ragnar", Strength.STRONG))
    low = game.run(_line(game, "Do I catch my breath?"))
    assert any("Ragnar" in d and "low stakes" in d for d in low.details)
    game.do("accept")
    high = game.run(_line(game, "Do I strike? !high"))
    assert any("Against Ragnar" in d for d in high.details)


def test_12_3_the_cli_switches_the_opposition_off_or_marks_a_question_against_it(tmp_path, capsys):
    from solo.cli import main

    saves = ["--saves", str(tmp_path)]
    main(["new", "c", *saves])
    main(["act", "c", "set_opposition", "name=Ragnar", "strength=strong", *saves])
    capsys.readouterr()
    assert (
        main(
            ["ask", "Do I strike?", "--high-stakes", "--opposition", "none", "--save", "c", *saves]
        )
        == 0
    )
    assert "Ragnar does not oppose this: switched off" in capsys.readouterr().out
    assert main(["ask", "Do I shove him?", "--against-opposition", "--save", "c", *saves]) == 0
    assert "Against Ragnar: strong" in capsys.readouterr().out
