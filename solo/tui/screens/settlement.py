"""Settling and shaping the waiting roll, for the play screen: accept, reroll (with its
price confirmed), concede, and the and/but offer redrawn, put in the player's words or
given to the next taker.

:class:`Settlement` is a part of the play screen, not a screen: it reaches the game only
through the screen's ``run``, ``refuse`` and ``sync``, and reads the waiting roll from
its ``pending`` view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.game.choices import Choice, Take
from solo.game.errors import GameError
from solo.game.hero.commands import Concede
from solo.game.turn.commands import Accept, EditOffer, GiveOffer, RedrawOffer, Reroll
from solo.game.turn.offer import Target
from solo.tui.owner import solo_app
from solo.tui.pending import PendingView
from solo.tui.screens.dialogs import Confirm
from solo.tui.screens.reroll import OfferWords, OfferWordsScreen, RerollScreen

if TYPE_CHECKING:
    from solo.tui.screens.play import PlayScreen

TAKE = {Choice.ACCEPT: Take.AUTO, Choice.DETAIL: Take.DETAIL, Choice.NOTHING: Take.NONE}
TARGETS = (Target.HERO, Target.OPPOSITION, Target.SCENE)


def next_target(view: PendingView, opposed: bool) -> Target:
    """Who gets the offer after whoever has it now: hero → opposition (if there is one)
    → scene → hero; with no taker yet, the hero (or the scene for a world question)."""
    current = view.target or (Target.SCENE if view.world else Target.HERO)
    order = [t for t in TARGETS if t is not Target.OPPOSITION or opposed]
    return order[(order.index(current) + 1) % len(order)] if current in order else order[0]


class Settlement:
    """The waiting roll (the screen's ``pending``) settled or shaped."""

    def __init__(self, screen: PlayScreen) -> None:
        self.screen = screen

    def settle(self, choice: Choice) -> None:
        """Settle the waiting roll: accept (auto/detail/nothing), reroll or concede."""
        screen, view = self.screen, self.screen.pending
        if view is None:
            screen.refuse(GameError("there is no roll waiting: ask a question first"))
            return
        if choice is Choice.CONCEDE:
            screen.run(Concede(high_stakes=view.high_stakes))
        elif choice is Choice.REROLL:
            if view.reroll_refused:
                screen.refuse(GameError(view.reroll_refused))
                return
            screen.app.push_screen(RerollScreen(view), self._reroll)
        else:
            screen.run(Accept(TAKE[choice], more=screen.show_more))

    def _reroll(self, which: list[int] | None) -> None:
        screen = self.screen
        if not which:
            screen.sync()
            return
        view = screen.pending
        price = view.reroll_price if view is not None else ""
        if not solo_app(screen.app).config.confirm_reroll or price in ("", "free"):
            screen.run(Reroll(tuple(which)))
            return
        dice = ", ".join(map(str, which))
        question = f"Reroll dice {dice}: {price}. Pay it?"

        def paid(yes: bool | None) -> None:
            if yes:
                screen.run(Reroll(tuple(which)))
            else:
                screen.sync()

        screen.app.push_screen(Confirm("Pay for a reroll?", question), paid)

    def shape(self, how: str) -> None:
        """Redraw the offer (or only its complication), put it in your words, or give it to
        the next taker."""
        screen, view = self.screen, self.screen.pending
        if view is None:
            return
        if how in ("redraw", "complication"):
            screen.run(RedrawOffer(complication_only=how == "complication"))
        elif how == "edit":
            self._edit(view)
        elif how == "give":
            screen.run(GiveOffer(next_target(view, bool(screen.game.campaign.opposition))))

    def _edit(self, view: PendingView) -> None:
        """The offer in the player's words (F9); with nothing to put in words, the game's
        refusal says why."""
        if view.offer is None:
            return
        words = view.offer.text_for(view.target) if view.target else None
        if words is None and not view.offer.complication:
            self.screen.run(EditOffer())  # refused, with the reason
            return
        self.screen.app.push_screen(
            OfferWordsScreen(words, view.offer.complication or None), self._edited
        )

    def _edited(self, words: OfferWords | None) -> None:
        if words is not None and (words.text or words.complication):
            self.screen.run(EditOffer(words.text or "", words.complication))
