"""Settling a question: what an accepted answer does to the campaign — Resolve, the
opposition, and the content its and/but brings. (The Consequences variant of the Resolve
economy is :mod:`solo.rules.consequences`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from solo.dice.base import Roll
from solo.dice.ladder import Answer
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.context import Context
from solo.game.errors import GameError
from solo.game.offer_card import OfferCard, Target, card_from, card_lines, keep_card
from solo.game.pending import PendingRoll
from solo.game.question import Question
from solo.rules.conflicts import Conflict, resolve_conflict, settle
from solo.rules.events import Refusal

if TYPE_CHECKING:
    from solo.tables.offer import Offer


def apply_answer(
    camp: Campaign, ctx: Context, q: Question, roll: Roll, *, take: Take, soak: int
) -> tuple[Campaign, list[str], list[str], dict[str, Any]]:
    outcome = roll.outcome
    details: list[str] = [f"{outcome.label}: {outcome.meaning}"]
    changes: list[str] = []
    data: dict[str, Any] = {"answer": outcome.key, "extras": outcome.extras()}
    if outcome.answer is None:
        details.append("Impasse: neither side gets what it wants; nothing is paid.")
        return camp, details, changes, data
    new = camp
    if not q.world:
        new = _pay_conflict(new, q, outcome.answer, soak, details, changes)
    if ctx.library is not None:
        new = _draw_content(new, ctx, q, roll, take, details, changes, data)
    return new, details, changes, data


def paid_for(camp: Campaign, pending: PendingRoll) -> Campaign:
    """``camp`` as accepting ``pending`` would leave it before the content (no soak): the
    Resolve left decides how hard the offer hits (R-ORA-3). A refusal leaves it as is."""
    answer = pending.roll.outcome.answer
    if answer is None or pending.question.world:
        return camp
    try:
        return _pay_conflict(camp, pending.question, answer, 0, [], [])
    except GameError:
        return camp


def _pay_conflict(
    camp: Campaign, q: Question, answer: Answer, soak: int, details: list[str], changes: list[str]
) -> Campaign:
    opposition = camp.opposition if q.high_stakes else None
    protection = camp.protection
    try:
        conflict = Conflict(q.stakes, opposition, risky=q.risky, combat=q.combat)
        result = resolve_conflict(conflict, answer)
        soak = min(soak, result.character_loss)
        soak_notes = []
        for _ in range(soak):  # each soak use replaces one point of loss (R-GEAR-3)
            used = protection.soak()
            protection = used.protection
            soak_notes.append(used.reason + " (R-GEAR-3)")
        paid = settle(camp.economy, camp.economy_state, result, soaked=soak)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    details.extend(result.notes)
    changes.extend(soak_notes)
    new = camp.evolve(protection=protection)
    if paid is not None:
        if isinstance(paid, Refusal):
            raise GameError(paid.reason)
        new = new.evolve(economy_state=paid.state)
        changes.extend(c.reason for c in paid.changes)
    if (
        camp.opposition is not None
        and result.opposition is not None
        and result.opposition != camp.opposition
    ):
        new = new.evolve(opposition=result.opposition)
        changes.append(
            f"{result.opposition.name} loses {result.opposition_loss} Resolve "
            f"(now {result.opposition.resolve})"
            + (" and is defeated (R-CON-3)" if result.opposition_defeated else "")
        )
    return new


def draw_card(camp: Campaign, ctx: Context, q: Question, roll: Roll) -> OfferCard | None:
    """:func:`draw_offer` as a card."""
    off = draw_offer(camp, ctx, q, roll)
    return card_from(off) if off is not None else None


def draw_offer(camp: Campaign, ctx: Context, q: Question, roll: Roll) -> Offer | None:
    """Draw what the answer of ``roll`` offers, for ``camp`` as it stands after paying (its
    Resolve left decides R-ORA-3); None for an impasse or without content."""
    from solo.tables import offer

    answer = roll.outcome.answer
    if answer is None or ctx.library is None:
        return None
    left = camp.economy.losses_left(camp.economy_state)
    off = offer(
        ctx.library,
        answer,
        ctx.rng,
        resolve=max(left, 0),
        high_stakes=q.high_stakes,
        genre=camp.genre,
        setting=camp.scene.setting or None,
        complication=roll.outcome.complication,
    )
    return off


def _draw_content(
    camp: Campaign,
    ctx: Context,
    q: Question,
    roll: Roll,
    take: Take,
    details: list[str],
    changes: list[str],
    data: dict[str, Any],
) -> Campaign:
    shaped = camp.pending.offer if camp.pending is not None else None
    card = shaped
    if card is None:
        off = draw_offer(camp, ctx, q, roll)
        if off is None:
            return camp  # an impasse brings nothing
        data["offer"] = off.as_dict()
        card = card_from(off)
    data["card"] = card
    details.extend(card_lines(card))
    target = {
        Take.CONDITION: Target.HERO,
        Take.DETAIL: Target.SCENE,
        Take.NONE: None,
        Take.AUTO: card.target_for(q.world),
    }[take]
    return keep_card(camp, card, target, details, changes)
