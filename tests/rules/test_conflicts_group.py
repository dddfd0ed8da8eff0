"""Several rollers (R-CON-6) and character against character (R-CON-7)."""

from __future__ import annotations

import pytest

from solo.dice.ladder import Answer
from solo.rules.conflicts import Conflict, Opposition
from solo.rules.economy import economy
from solo.rules.economy.events import Result
from solo.rules.economy.resolve import ResolveState
from solo.rules.participants import (
    defender_answer,
    duel_dice,
    resolve_duel,
    resolve_group,
)


def test_best_result_narrates_and_each_keeps_its_own_loss_R_CON_6():
    """R-CON-6."""
    conflict = Conflict("high", Opposition.preset("lieutenant"))
    group = resolve_group(conflict, [("Ada", "no_but"), ("Bo", "yes_and"), ("Cy", "yes")])
    assert (group.narrator, group.best) == ("Bo", Answer.YES_AND)
    assert group.outcome_of("Ada").character_loss == 1
    assert group.outcome_of("Bo").character_loss == 0
    assert group.outcome_of("Ada").character_condition
    assert group.outcome_of("Bo").and_extra
    assert group.opposition is not None and group.opposition.resolve == 0  # 2 - 1 - 1


def test_the_opposition_takes_each_yes_in_turn_until_defeated_R_CON_6():
    """R-CON-6."""
    group = resolve_group(
        Conflict("high", Opposition.preset("standard")), [("Ada", "yes"), ("Bo", "yes_but")]
    )
    assert group.outcome_of("Ada").opposition_defeated
    assert group.outcome_of("Bo").opposition_loss == 0
    assert any("already defeated" in n for n in group.outcome_of("Bo").notes)


def test_a_tie_for_best_goes_to_the_first_roller_R_CON_6():
    """R-CON-6."""
    group = resolve_group(Conflict(), [("Ada", "yes"), ("Bo", "yes"), ("Cy", "no")])
    assert group.narrator == "Ada"


def test_allies_on_the_same_question_share_the_best_result_R_CON_6():
    """R-CON-6 (revised): the best result decides; each keeps its own loss."""
    conflict = Conflict("high", Opposition.preset("villain"))
    group = resolve_group(conflict, [("Ada", "no"), ("Bo", "yes_but")], same_question=True)
    assert group.narrator == "Bo"
    assert group.outcome_of("Ada").character_loss == 1
    assert group.outcome_of("Bo").character_loss == 0
    assert group.opposition is not None and group.opposition.resolve == 4  # hit once
    failed = resolve_group(conflict, [("Ada", "no"), ("Bo", "no_but")], same_question=True)
    assert [o.character_loss for _, o in failed.outcomes] == [1, 1]


def test_group_input_errors_R_CON_6():
    """R-CON-6."""
    with pytest.raises(ValueError, match="at least one roller"):
        resolve_group(Conflict(), [])
    with pytest.raises(ValueError, match="roller 'Ada' is listed twice"):
        resolve_group(Conflict(), [("Ada", "yes"), ("Ada", "no")])
    with pytest.raises(ValueError, match="no roller called 'Zed'"):
        resolve_group(Conflict(), [("Ada", "yes")]).outcome_of("Zed")


def test_defender_descriptors_and_conditions_become_dice_R_CON_7():
    """R-CON-7."""
    # roller: 2 bonus (own Descriptors), 1 penalty (own Condition);
    # defender: 2 Descriptors that help it, 1 Flaw that hinders it
    assert duel_dice(bonus=2, penalty=1, defender_helps=2, defender_hinders=1) == (3, 3)
    assert duel_dice(defender_helps=3) == (0, 3)
    with pytest.raises(ValueError, match="defender_helps must be between 0 and 30"):
        duel_dice(defender_helps=-1)


def test_the_defender_sees_the_mirror_answer_R_CON_7():
    """R-CON-7."""
    pairs = {a.key: defender_answer(a).key for a in Answer}
    assert pairs == {
        "no_and": "yes_and",
        "no": "yes",
        "no_but": "yes_but",
        "yes_but": "no_but",
        "yes": "no",
        "yes_and": "no_and",
    }


def test_duel_losses_and_the_risky_limit_for_the_defender_R_CON_7_R_CON_4():
    """R-CON-7 R-CON-4."""
    win = resolve_duel("yes", stakes="high")
    assert (win.roller_loss, win.defender_loss) == (0, 1)
    loss = resolve_duel("no", stakes="high")
    assert (loss.roller_loss, loss.defender_loss) == (1, 0)
    risky_win = resolve_duel("yes_and", stakes="high", risky=True)
    assert (risky_win.roller_loss, risky_win.defender_loss) == (0, 1)
    risky_loss = resolve_duel("no_but", stakes="high", risky=True)
    assert (risky_loss.roller_loss, risky_loss.defender_loss) == (2, 0)
    low = resolve_duel("no_and")
    assert (low.roller_loss, low.defender_loss) == (0, 0)


def test_both_sides_may_pay_to_reroll_R_CON_7():
    """R-CON-7."""
    econ = economy("resolve")
    roller, defender = ResolveState(resolve=1), ResolveState(resolve=0)
    paid = econ.reroll(roller)
    assert isinstance(paid, Result) and paid.state.resolve == 0
    assert not isinstance(econ.reroll(defender), Result)  # nothing left to pay with
    assert isinstance(econ.reroll(ResolveState(resolve=3)), Result)
