"""A roll the player threw on a real table is journalled as entered by hand (issue 9)."""

from __future__ import annotations

from solo.dice.rolls import Faces
from solo.game.turn.commands import Ask
from solo.game.turn.oracle import BY_HAND
from solo.game.turn.question import Question


def test_an_ask_with_typed_dice_is_marked_by_hand(make_game):
    game = make_game()
    game.run(Ask(Question("Do I win?"), dice=Faces(dice=(2, 4, 6, 1, 3))))
    entry = game.journal()[-1]
    assert entry.by_hand and BY_HAND in entry.details
    assert game.campaign.pending is not None
    assert game.campaign.pending.roll.faces.dice == (2, 4, 6, 1, 3)


def test_a_rolled_ask_is_not_marked(make_game):
    game = make_game()
    game.run(Ask(Question("Do I win?")))
    entry = game.journal()[-1]
    assert not entry.by_hand and BY_HAND not in entry.details
