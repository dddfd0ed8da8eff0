"""Issue 12.18: every view lists the rungs in one order, Yes-and first, and shows an
impossible rung as 0% instead of leaving it out — the CLI's odds line, the F1 help, the
app's odds bar and its tooltip, the wizard's bar, and the dice check."""

from __future__ import annotations

from fractions import Fraction

from solo.dice import mechanic
from solo.dice.report import RUNG_ORDER, RUNG_SHORT
from solo.game.story.dice_check import check_rolls
from solo.game.turn.roll import odds_line
from solo.tui.screens.dice_check import DiceCheckScreen
from solo.tui.screens.help import rung_rows
from solo.tui.widgets.odds_bar import STYLES, odds_legend, odds_markup
from solo.tui.widgets.pool_odds import PoolOdds, bar_lines
from tests.tui.pilot_helpers import SIZE, enter_line, make_app, question_input

SIX = [RUNG_SHORT[k] for k in RUNG_ORDER if k != "impasse"]
LABELS = ["Yes, and…", "Yes", "Yes, but…", "No, but…", "No", "No, and…"]
ONLY_YES_BUT = {k: Fraction(1) if k == "yes_but" else Fraction(0) for k in RUNG_ORDER[:6]}


def _positions(text: str, names: list[str]) -> list[int]:
    """Where each name's "Name N%" first shows in ``text``."""
    found = []
    for name in names:
        at = [i for i in range(len(text)) if text.startswith(name + " ", i)]
        at = [i for i in at if text[i + len(name) + 1 : i + len(name) + 2].isdigit()]
        assert at, (name, text)
        found.append(at[0])
    return found


def test_12_18_the_odds_line_is_yes_and_first_with_impossible_rungs_at_zero():
    mech = mechanic("minifu")
    line = odds_line(mech.odds(mech.params()))
    shown = [part.split()[0] for part in line.split("(", 1)[1].rstrip(")").split(" · ")]
    assert shown == SIX
    assert "No-and 0%" in line and "Yes-and 0%" in line


def test_12_18_the_help_lists_the_rungs_yes_and_first():
    assert [label for label, _ in rung_rows()][:6] == LABELS


def test_12_18_the_odds_bars_and_their_legend_keep_the_order_and_the_zero_rungs():
    odds = {**ONLY_YES_BUT, "yes_but": Fraction(1, 2), "no": Fraction(1, 2)}
    legend = odds_legend(odds).splitlines()
    assert [line.split(":")[0] for line in legend] == SIX
    assert "Yes-and: 0 (0.0%)" in legend
    one_line = odds_markup(odds, 40).plain
    assert one_line.split() == ["0%0%", "50%", "0%", "50%", "0%"]
    bar, under = bar_lines(odds, 60)
    text = bar.plain + " | " + under.plain
    assert "Yes-and 0%" in under.plain and "No-and 0%" in under.plain
    assert bar.plain.index("Yes-but") < bar.plain.index("No ")
    zero = ["Yes-and", "Yes", "No-but", "No-and"]
    assert _positions(under.plain, zero) == sorted(_positions(under.plain, zero)), text


def test_12_18_the_dice_check_is_yes_and_first():
    mech = mechanic("fubar")
    check = check_rolls("fubar", [(mech.odds(mech.params()).rungs, "yes")])
    assert [r.label for r in check.rungs] == LABELS


async def test_12_18_the_apps_odds_bar_tooltip_and_dice_check_keep_the_one_order(game):
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I climb the wall?"
        await pilot.pause()
        bar = pilot.app.screen.query_one(PoolOdds)
        tooltip = str(bar.tooltip)
        assert [line.split(":")[0] for line in tooltip.splitlines()][:6] == SIX
        segments, _ = bar_lines(bar._odds, max(12, bar.size.width))
        by_style = {style: rung for rung, style in STYLES.items()}
        drawn = [by_style[str(span.style)] for span in segments.spans]
        assert drawn == [k for k in RUNG_ORDER if bar._odds.get(k)]
        assert len(drawn) == 6 and str(bar.render()).startswith(segments.plain)
        question_input(pilot.app).value = ""
        await enter_line(pilot, "Do I climb the wall? +cool")
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        await pilot.press("f10")
        await pilot.pause()
        assert isinstance(pilot.app.screen, DiceCheckScreen)
        assert [r.label for r in pilot.app.screen.check.rungs] == LABELS


def test_12_18_the_cli_help_names_the_rungs_yes_and_first(capsys):
    from solo.cli import main

    assert main([]) == 0
    assert "Yes-and, Yes, Yes-but, No-but, No, No-and" in capsys.readouterr().out
