"""Settling a question: what an accepted answer does to the campaign — Resolve, the
opposition, and the content its and/but brings. (The Consequences variant of the Resolve
economy is :mod:`solo.rules.economy.consequences`.)"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from solo.dice.ladder import Answer
from solo.dice.rolls import Roll
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.context import Context
from solo.game.entry_text import change_texts
from solo.game.errors import GameError
from solo.game.offer_card import OfferCard, Target, card_from, card_lines, keep_card
from solo.game.pending import PendingRoll
from solo.game.pooling import against_campaign_opposition
from solo.game.question import Question
from solo.rules.conditions import Polarity, Tier
from solo.rules.conflicts import Conflict, resolve_conflict, settle
from solo.rules.economy.events import Refusal
from solo.rules.gear.armour import SoakSource

if TYPE_CHECKING:
    from solo.tables.offer import Offer


@dataclass(frozen=True)
class Guard:
    """How the hero meets a loss: armour soak uses, the shield's one soak, whether the
    foe's blow pierces armour (R-GEAR-3), and the Consequence's type (R-RES-9)."""

    soak: int = 0
    shield: bool = False
    piercing: bool = False
    kind: str = ""


KINDS = ("physical", "mental", "social")


def apply_answer(
    camp: Campaign, ctx: Context, q: Question, roll: Roll, *, take: Take, guard: Guard = Guard()
) -> tuple[Campaign, list[str], list[str], dict[str, Any]]:
    outcome = roll.outcome
    details: list[str] = [f"{outcome.label}: {outcome.reading(q.world)}"]
    changes: list[str] = []
    data: dict[str, Any] = {"answer": outcome.key, "extras": outcome.extras()}
    if outcome.answer is None:
        details.append("Impasse: neither side gets what it wants; nothing is paid.")
        return camp, details, changes, data
    new, soaked = camp, 0
    if guard.piercing:
        if not camp.play_options.armour_piercing:
            raise GameError("armour-piercing blows need the armour_piercing option (R-GEAR-3)")
        if outcome.answer is not Answer.NO_AND:
            raise GameError(
                "only the foe's yes_and (your no_and) may pierce armour, instead of its 'and' "
                "(R-GEAR-3)"
            )
        take = Take.NONE  # the blow pierces instead of bringing its "and"
    if not q.world:
        new, soaked = _pay_conflict(new, q, outcome.answer, guard, details, changes)
    if ctx.library is not None:
        new = _draw_content(new, ctx, q, roll, take, details, changes, data, soaked)
    return new, details, changes, data


def paid_for(camp: Campaign, pending: PendingRoll) -> Campaign:
    """``camp`` as accepting ``pending`` would leave it before the content (no soak): the
    Resolve left decides how hard the offer hits (R-ORA-3). A refusal leaves it as is."""
    answer = pending.roll.outcome.answer
    if answer is None or pending.question.world:
        return camp
    try:
        return _pay_conflict(camp, pending.question, answer, Guard(), [], [])[0]
    except GameError:
        return camp


def _pay_conflict(
    camp: Campaign,
    q: Question,
    answer: Answer,
    guard: Guard,
    details: list[str],
    changes: list[str],
) -> tuple[Campaign, int]:
    from solo.game.pooling import against_campaign_opposition

    opposition = camp.opposition if q.high_stakes and against_campaign_opposition(camp, q) else None
    protection = camp.protection
    try:
        conflict = Conflict(
            q.stakes,
            opposition,
            risky=q.risky,
            combat=q.combat,
            yes_and_costs_two=camp.play_options.yes_and_costs_two,
        )
        result = resolve_conflict(conflict, answer)
        sources = [SoakSource.SHIELD] if guard.shield else []
        sources += [SoakSource.ARMOUR] * guard.soak
        if sources and result.character_loss and not result.soakable:
            raise ValueError("only a Resolve loss from combat can be soaked by armour (R-GEAR-3)")
        sources = sources[: result.character_loss]
        soak_notes = []
        for source in sources:  # each soak use replaces one point of loss (R-GEAR-3)
            used = protection.soak(source, armour_piercing=guard.piercing)
            protection = used.protection
            soak_notes.append(used.reason + " (R-GEAR-3)")
        soak = len(sources)
        kind = guard.kind.strip().lower() or "physical"
        if kind not in KINDS:
            raise ValueError(f"a Consequence is physical, mental or social, not {guard.kind!r}")
        paid = settle(camp.economy, camp.economy_state, result, soaked=soak, kind=kind)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    details.extend(result.notes)
    changes.extend(soak_notes)
    new = camp.evolve(protection=protection)
    if paid is not None:
        if isinstance(paid, Refusal):
            raise GameError(paid.reason)
        new = new.evolve(economy_state=paid.state)
        changes.extend(change_texts(camp.economy, paid.state, paid.changes))
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
    return new, soak


def draw_card(camp: Campaign, ctx: Context, q: Question, roll: Roll) -> OfferCard | None:
    """:func:`draw_offer` as a card."""
    off = draw_offer(camp, ctx, q, roll)
    return card_from(off) if off is not None else None


def draw_offer(camp: Campaign, ctx: Context, q: Question, roll: Roll) -> Offer | None:
    """Draw what the answer of ``roll`` offers, for ``camp`` as it stands after paying (its
    Resolve left decides R-ORA-3); None for an impasse or without content. The setting of
    an open scene and the campaign's genre come first (12.20); names the hero or the scene
    already has are avoided (12.6); a world question gets a world reading, an unopposed action no conflict reading (12.10)."""
    from solo.tables import offer

    answer = roll.outcome.answer
    if answer is None or ctx.library is None:
        return None
    left = camp.economy.losses_left(camp.economy_state)
    avoid = frozenset(
        [c.name for c in camp.character.conditions] + [d.name for d in camp.scene.details]
    )
    return offer(
        ctx.library,
        answer,
        ctx.rng,
        resolve=max(left, 0),
        high_stakes=q.high_stakes,
        genre=camp.genre,
        setting=(camp.scene.setting or None) if camp.scene.open else None,
        complication=roll.outcome.complication,
        complication_tier=_total_severity(answer) if roll.outcome.complication else None,
        world=q.world,
        opposed=_opposed(camp, q),
        avoid=avoid,
    )


def _opposed(camp: Campaign, q: Question) -> bool:
    """Whether an opposition stands against ``q``: the campaign's (R-OPP-1) or one the
    question names. Conflict readings are drawn only then (12.10)."""
    return not q.world and (q.opposition is not None or against_campaign_opposition(camp, q))


def _total_severity(answer: Answer) -> Tier:
    """A d6 complication's severity follows the total: the lower, the worse (R-D6-3)."""
    if answer.is_yes:
        return Tier.MINOR
    return Tier.MODERATE if answer is Answer.NO_BUT else Tier.MAJOR


def _draw_content(
    camp: Campaign,
    ctx: Context,
    q: Question,
    roll: Roll,
    take: Take,
    details: list[str],
    changes: list[str],
    data: dict[str, Any],
    soaked: int = 0,
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
    camp = _keep(camp, card, target, details, changes, soaked)
    for _ in range(roll.outcome.ands):  # "more ands": one more per extra die (R-BUCK-4)
        more = draw_offer(camp, ctx, q, roll)
        if more is not None:
            extra = card_from(more)
            details.extend(card_lines(extra))
            camp = _keep(camp, extra, target, details, changes, 0)
    return camp


def _keep(
    camp: Campaign,
    card: OfferCard,
    target: Target | None,
    details: list[str],
    changes: list[str],
    soaked: int,
) -> Campaign:
    """Keep one card: soak lowers a negative Condition a tier (R-GEAR-3); a Detail needs an
    open scene (R-COND-2, 12.5)."""
    if target is Target.HERO and soaked and card.polarity is Polarity.NEGATIVE:
        lower = {Tier.MAJOR: Tier.MODERATE, Tier.MODERATE: Tier.MINOR}.get(card.tier)
        name = card.text_for(target)
        if lower is None:
            changes.append(f"soak lowers {name} a tier: gone (R-GEAR-3)")
            return camp
        changes.append(f"soak lowers {name} a tier: now {lower.key} (R-GEAR-3)")
        card = replace(card, tier=lower)
    if target in (Target.SCENE, Target.OPPOSITION) and not camp.scene.open:
        text = card.text_for(target) if target is not None else ""
        details.append(
            f"Offered detail: {text} (no scene is open to keep it: start one with /scene TITLE)"
        )
        return camp
    return keep_card(camp, card, target, details, changes)
