"""Settling and shaping a waiting roll: accept, reroll (with its price confirmed), concede,
and the and/but offer redrawn, put in the player's words or given to the next taker.

:class:`SettlingScreen` sits between :class:`StoryScreen` and the play screen; like the
story keys it reaches the game only through the play screen's ``run``, ``refuse`` and
``sync``.
"""

from __future__ import annotations

from textual.reactive import reactive
from textual.screen import Screen

from solo.game.choices import Choice, Take
from solo.game.commands import Accept, Concede, EditOffer, GiveOffer, RedrawOffer, Reroll
from solo.game.errors import GameError
from solo.game.turn.offer import Target
from solo.tui.messages import Settle
from solo.tui.pending import PendingView
from solo.tui.screens.dialogs import Confirm
from solo.tui.screens.reroll import OfferWords, OfferWordsScreen, RerollScreen
from solo.tui.screens.story_keys import StoryScreen
from solo.tui.widgets.answer import AnswerPanel

TAKE = {Choice.ACCEPT: Take.AUTO, Choice.DETAIL: Take.DETAIL, Choice.NOTHING: Take.NONE}
TARGETS = (Target.HERO, Target.OPPOSITION, Target.SCENE)


def _confirm_rerolls(screen: Screen[None]) -> bool:
    """The settings' ``confirm_reroll`` (on unless the player turned it off)."""
    config = getattr(screen.app, "config", None)
    return bool(getattr(config, "confirm_reroll", True))


class SettlingScreen(StoryScreen):
    """The waiting roll (``pending``) and the handlers that settle or shape it."""

    pending: reactive[PendingView | None] = reactive(None, repaint=False)

    def on_answer_panel_chosen(self, message: AnswerPanel.Chosen) -> None:
        self.settle(message.choice)

    def on_settle(self, message: Settle) -> None:
        self.settle(message.choice)

    def settle(self, choice: Choice) -> None:
        """Settle the waiting roll: accept (auto/detail/nothing), reroll or concede."""
        view = self.pending
        if view is None:
            self.refuse(GameError("there is no roll waiting: ask a question first"))
            return
        if choice is Choice.CONCEDE:
            self.run(Concede(high_stakes=view.high_stakes))
        elif choice is Choice.REROLL:
            if view.reroll_refused:
                self.refuse(GameError(view.reroll_refused))
                return
            self.app.push_screen(RerollScreen(view), self._reroll)
        else:
            self.run(Accept(TAKE[choice]))

    def _reroll(self, which: list[int] | None) -> None:
        if not which:
            self.sync()
            return
        view = self.pending
        price = view.reroll_price if view is not None else ""
        if not _confirm_rerolls(self) or price in ("", "free"):
            self.run(Reroll(tuple(which)))
            return
        dice = ", ".join(map(str, which))
        question = f"Reroll dice {dice}: {price}. Pay it? (R-RES-2)"

        def paid(yes: bool | None) -> None:
            if yes:
                self.run(Reroll(tuple(which)))
            else:
                self.sync()

        self.app.push_screen(Confirm("Pay for a reroll?", question), paid)

    def action_settle(self, choice: str) -> None:
        self.settle(Choice(choice))

    def action_shape(self, how: str) -> None:
        """Redraw the offer, put it in your words, or give it to the next taker."""
        view = self.pending
        if view is None:
            return
        if how in ("redraw", "complication"):
            self.run(RedrawOffer(complication_only=how == "complication"))
        elif how == "edit" and view.offer is not None:
            words = view.offer.text_for(view.target) if view.target else None
            if words is None and not view.offer.complication:
                self.run(EditOffer())  # refused, with the reason
                return
            self.app.push_screen(
                OfferWordsScreen(words, view.offer.complication or None), self._edited
            )
        elif how == "give":
            current = view.target or (Target.SCENE if view.world else Target.HERO)
            order = [
                t for t in TARGETS if t is not Target.OPPOSITION or self.game.campaign.opposition
            ]
            nxt = order[(order.index(current) + 1) % len(order)] if current in order else order[0]
            self.run(GiveOffer(nxt))

    def _edited(self, words: OfferWords | None) -> None:
        if words is not None and (words.text or words.complication):
            self.run(EditOffer(words.text or "", words.complication))
