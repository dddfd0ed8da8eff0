"""Shaping the offer of the waiting roll before it is kept: redraw it, put it in your own
words, give it to the hero, the opposition or the scene (R-ORA-2).

Until the first shaping, a waiting roll holds no offer: what the screen shows is drawn with
the RNG the next action gets (:meth:`solo.game.engine.Game.preview`), and the first shaping
action, being that next action, draws the very same card and stores it in the roll.
"""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.turn.commands import EditOffer, GiveOffer, RedrawOffer
from solo.game.turn.offer import OfferCard, Target
from solo.game.turn.roll import PendingRoll
from solo.game.turn.settlement import draw_card, paid_for


def shown_card(camp: Campaign, ctx: Context) -> OfferCard:
    """The waiting roll's offer as the player sees it now (drawn with ``ctx.rng`` if the
    roll holds none yet); GameError when there is nothing to shape."""
    pending = _waiting(camp)
    if pending.offer is not None:
        return pending.offer
    card = draw_card(paid_for(camp, pending), ctx, pending.question, pending.roll)
    if card is None:
        raise GameError("this answer offers nothing to shape: an impasse, or no content is loaded")
    return card


@handles(RedrawOffer)
def redraw_offer(camp: Campaign, ctx: Context, cmd: RedrawOffer) -> Step:
    complication_only = cmd.complication_only
    pending = _waiting(camp)
    old = shown_card(camp, ctx)
    if complication_only and not old.complication:
        raise GameError("this answer brings no complication to redraw")
    new = draw_card(paid_for(camp, pending), ctx, pending.question, pending.roll, old.keys)
    if new is None:
        raise GameError("this answer offers nothing to shape: an impasse, or no content is loaded")
    camp = camp.with_drawn(old.keys)  # what was shown counts as drawn (R-GM-6)
    if complication_only:
        card = old.with_complication(new)
        return _shaped(camp, pending, card, f"Complication redrawn: {card.complication}")
    card = replace(new, target=old.target, redraws=old.redraws + 1)
    return _shaped(camp, pending, card, f"Offer redrawn: {_words(card, pending)}")


@handles(EditOffer)
def edit_offer(camp: Campaign, ctx: Context, cmd: EditOffer) -> Step:
    text, complication = cmd.text, cmd.complication
    pending = _waiting(camp)
    card = shown_card(camp, ctx)
    if complication is None or text.strip():
        card = _keepable(card)
        if not text.strip():
            raise GameError('give the offer some words, e.g. edit_offer text="Winded"')
    if complication is not None:
        if not card.complication:
            raise GameError("this answer brings no complication to put in your words")
        if not complication.strip():
            raise GameError('give the complication some words, e.g. complication="The rope frays"')
    card = card.edited(text, complication)
    said = [f"Offer in your words: {card.own}"] if text.strip() else []
    said += [f"Complication in your words: {card.complication}"] if complication else []
    return _shaped(camp, pending, card, "; ".join(said))


@handles(GiveOffer)
def give_offer(camp: Campaign, ctx: Context, cmd: GiveOffer) -> Step:
    to = cmd.to
    pending = _waiting(camp)
    card = _keepable(shown_card(camp, ctx))
    if to is Target.OPPOSITION and camp.opposition is None:
        raise GameError("there is no opposition to give it to: set one first")
    if to is Target.HERO and pending.question.world and not card.condition and not card.own:
        raise GameError("a world answer offers no Condition: edit it into one first")
    card = card.given(to)
    return _shaped(camp, pending, card, f"Offer given to the {to.value}: {_words(card, pending)}")


def _waiting(camp: Campaign) -> PendingRoll:
    if camp.pending is None:
        raise GameError("there is no offer to shape: ask a question first")
    return camp.pending


def _keepable(card: OfferCard) -> OfferCard:
    if card.polarity is None:
        raise GameError("a plain Yes or No brings no Condition or Detail to shape")
    return card


def _words(card: OfferCard, pending: PendingRoll) -> str:
    return card.text_for(card.target_for(pending.question.world)) or "nothing to keep"


def _shaped(camp: Campaign, pending: PendingRoll, card: OfferCard, title: str) -> Step:
    return Step(camp.evolve(pending=pending.shaped(card)), title)
