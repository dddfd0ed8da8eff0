"""Best play (issue 11, item 2): exact decisions a player can read."""

from __future__ import annotations

from fractions import Fraction as F

from solo.dice.ladder import Answer
from solo.lab import Policy, Setup, solve
from solo.lab.best import BestPlayer, Choice


def test_with_nothing_to_gain_best_play_concedes_at_once_R_CON_5():
    """R-CON-5: a fight that cannot be won (fudge Terrible against Superb+4) is conceded
    before the first exchange: P(win) is 0 either way, and conceding keeps the hero in."""
    setup = Setup.build("fudge", {"skill": "terrible", "difficulty": "superb+4"}, resolve=2, pool=3)
    odds = BestPlayer(setup).solve()
    assert odds.concede == 1 and odds.exchanges == {0: 1} and odds.end_value == {3: 1}


def test_playing_to_survive_is_never_out_but_still_tries_R_CON_5():
    """R-CON-5: conceding is always open, so best play for P(not out) is never out; among
    such plans it still fights while a loss cannot put the hero out."""
    setup = Setup.build("d6", {"difficulty": "heroic"}, resolve=2, pool=3)
    odds = BestPlayer(setup, "survive").solve()
    assert odds.out == 0 and 0 < odds.win < F(1, 1000)


def test_best_play_prefers_soaked_losses_to_rerolls_R_GEAR_3():
    """R-GEAR-3: while armour soaks the loss, paying Resolve to reroll is worse."""
    setup = Setup.build("fubar", {}, resolve=2, pool=2, soak=1)
    player = BestPlayer(setup)
    start = player.rules.start()
    assert Answer.NO not in player.choice(start)[0].rerolls


def test_best_play_goes_risky_against_an_odd_pool_R_CON_4():
    """R-CON-4: pool 1 falls to one risky hit; the DP finds it."""
    setup = Setup.build("fubar", {"bonus": 2, "opposition": "overwhelming"}, resolve=5, pool=1)
    player = BestPlayer(setup)
    choice = player.choice(player.rules.start())[0]
    assert choice.risky and not choice.concede
    assert player.solve().win >= solve(setup, Policy(risky=True)).win


def test_best_play_table_has_the_start_row_and_codes():
    setup = Setup.build("fubar", {}, resolve=2, pool=2)
    player = BestPlayer(setup)
    table = player.table()
    assert table[0][0] == "resolve 2"
    assert 2 in table[0][1]
    assert Choice(True, False, frozenset()).code == "C"
    assert Choice(False, True, frozenset({Answer.NO_AND, Answer.NO})).code == "!<NB"
    assert Choice(False, False, frozenset({Answer.NO})).code == "{N}"


def test_best_play_hand_case_resolve_1_pool_0():
    """Resolve 1 vs pool 0: every plan wins 3/4 (fight on, or reroll once); best too."""
    setup = Setup.build("fubar", {}, resolve=1, pool=0)
    assert BestPlayer(setup).solve().win == F(3, 4)


def test_best_play_in_words_names_where_to_do_what():
    """The advice lines cover the table: each phrase says where it applies."""
    from solo.lab.advice import advice

    setup = Setup.build("fubar", {"bonus": 1, "opposition": "strong"}, resolve=5, pool=5, soak=1)
    lines = advice(BestPlayer(setup).table())
    assert lines[0] == (
        "fight, accept any answer: resolve 5, soak 1 at any pool; resolve 0–5 at pool 4, 2, 0"
    )
    assert (
        "go risky, reroll every answer below Yes-but: resolve 5 at pool 5, 3, 1; "
        "resolve 1–4 at pool 3, 1" in lines
    )
    hopeless = Setup.build(
        "fudge", {"skill": "terrible", "difficulty": "superb+4"}, resolve=2, pool=3
    )
    assert advice(BestPlayer(hopeless).table()) == ["concede: resolve 2 at any pool"]
