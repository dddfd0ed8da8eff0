"""What the answer panel shows for the roll waiting in a campaign: a plain value built
from the campaign alone, so it is right after an ask, a reroll, an undo or a restart."""

from __future__ import annotations

from msgspec import Struct

from solo.dice import mechanic
from solo.dice.ladder import Answer
from solo.game.actions import Step
from solo.game.campaign import Campaign
from solo.game.story.economy_text import reroll_price
from solo.game.story.journal_text import Tone, tone_of
from solo.game.turn.offer import OfferCard, Target
from solo.game.turn.roll import odds_line
from solo.rules.conflicts import Conflict, resolve_conflict
from solo.rules.economy.events import Refusal

KEPT_PREFIXES = ("Condition gained:", "Scene Detail:")  # the offer line shows these


class DieView(Struct, frozen=True):
    """One die as shown: its number for a reroll, its face, and how it counted."""

    number: int
    face: str
    status: str  # kept | discarded | cancelled | removed
    mine: bool  # an acting-side die the player may pay to reroll (R-REROLL-1)


class PendingView(Struct, frozen=True):
    question: str
    world: bool
    high_stakes: bool
    pool: tuple[str, ...]
    odds: str
    dice: tuple[DieView, ...]
    total: int | None
    notes: tuple[str, ...]
    answer: str
    meaning: str
    tone: Tone
    rerolls: int
    price: str = ""  # what a reroll costs now, per variant (12.11)
    stakes: str = ""  # what a loss costs, before settling ("high: a loss costs 1 Resolve")
    cost: tuple[str, ...] = ()  # what accepting now does, exactly (a preview of Accept)
    offer: OfferCard | None = None  # what the and/but brings, as accepting keeps it
    target: Target | None = None  # who gets it (None: nothing to keep)
    refused: str = ""  # why accepting is refused now, if it is
    reroll_price: str = ""  # what a reroll costs ("1 Resolve, now 4 → 3")
    reroll_refused: str = ""  # why a reroll is refused now (R-REROLL-1), if it is
    sentence: str = ""  # the answer and its one thing, as accepting would journal it (R-GM-6)
    more: bool = False  # show every draw, not only the one thing (the player asked)
    event: str = ""  # the random event the question brought, as one line (R-GM-3)

    @property
    def rerollable(self) -> tuple[int, ...]:
        return tuple(d.number for d in self.dice if d.mine)


def pending_view(
    campaign: Campaign, preview: Step | str | None = None, *, more: bool = False
) -> PendingView | None:
    """The waiting roll of ``campaign``, or None when no roll waits. ``preview`` is what
    accepting it would do (``Game.preview(Accept())``), or the reason it is refused;
    ``more`` shows every draw of the answer, not only the one thing it brings (R-GM-6)."""
    pending = campaign.pending
    if pending is None:
        return None
    mech = mechanic(campaign.system)
    roll, question = pending.roll, pending.question
    outcome = roll.outcome
    answer = outcome.label
    if roll.unscaled != outcome:
        answer += f" (rolled {roll.unscaled.label}, scale {roll.params.scale:+d})"
    tone = tone_of(outcome.answer)
    reroll, accepting = reroll_terms(campaign), accepting_terms(campaign, preview)
    dice = tuple(
        DieView(i, str(d.face), d.status, d.side == "acting" and d.source[0] in mech.rerollable)
        for i, d in enumerate(roll.dice, start=1)
    )
    return PendingView(
        question=question.text,
        world=question.world,
        high_stakes=question.high_stakes,
        pool=tuple(line.strip() for line in pending.pool.lines()),
        odds=odds_line(mech.odds(roll.params), pending.event_chance),
        dice=dice,
        total=roll.total if not roll.notes else None,
        notes=tuple(roll.notes),
        answer=answer,
        meaning=outcome.reading(question.world),
        tone=tone,
        rerolls=pending.rerolls,
        price=reroll_price(campaign),
        stakes=stakes_line(campaign),
        reroll_price=reroll.price,
        reroll_refused=reroll.refused,
        cost=accepting.cost,
        offer=accepting.offer,
        target=accepting.target,
        refused=accepting.refused,
        sentence=(preview.sentence or "") if isinstance(preview, Step) else "",
        more=more,
        event="" if pending.event is None else pending.event.line(),
    )


def stakes_line(campaign: Campaign) -> str:
    """What losing the waiting action costs, read after the panel's "Stakes" label: "high ·
    risky: a loss costs 2 Resolve (now 4 → 2)"; "" for a world question."""
    pending = campaign.pending
    if pending is None or pending.question.world:
        return ""
    q = pending.question
    words = ["high" if q.high_stakes else "low"]
    words += [w for w, on in (("risky", q.risky), ("combat", q.combat)) if on]
    try:
        conflict = Conflict(
            q.stakes, campaign.opposition if q.high_stakes else None, risky=q.risky, combat=q.combat
        )
        loss = resolve_conflict(conflict, Answer.NO).character_loss
    except ValueError:
        return " · ".join(words)
    if loss == 0:
        return " · ".join(words) + ": a loss costs no Resolve"
    now = getattr(campaign.economy_state, "resolve", None)
    after = f" (now {now} → {now - loss})" if isinstance(now, int) else ""
    return " · ".join(words) + f": a loss costs {loss} Resolve{after}"


class RerollTerms(Struct, frozen=True):
    """What a reroll costs now, per variant ("1 Resolve, now 4 → 3", or "free"), or why
    it is refused (R-REROLL-1)."""

    price: str = ""
    refused: str = ""


def reroll_terms(campaign: Campaign) -> RerollTerms:
    """The reroll's price now, per variant, or why it is refused."""
    paid = campaign.economy.reroll(campaign.economy_state)
    if isinstance(paid, Refusal):
        return RerollTerms(refused=paid.reason)
    price = reroll_price(campaign)
    return RerollTerms(
        price="free" if price.endswith("free") else price.removeprefix("a reroll costs ")
    )


class AcceptingTerms(Struct, frozen=True):
    """What accepting the waiting roll does now: its exact costs, the offer it keeps and
    who gets it; or why accepting is refused. Empty without a preview."""

    cost: tuple[str, ...] = ()
    offer: OfferCard | None = None
    target: Target | None = None
    refused: str = ""


def accepting_terms(campaign: Campaign, preview: Step | str | None) -> AcceptingTerms:
    """``preview`` (``Game.preview(Accept())``, or the reason it is refused) read for the
    answer panel."""
    if preview is None:
        return AcceptingTerms()
    if isinstance(preview, str):
        return AcceptingTerms(refused=preview)
    card = (preview.data or {}).get("card")
    pending = campaign.pending
    target = None
    if isinstance(card, OfferCard) and pending is not None and card.brings:
        target = card.target_for(pending.question.world)
    before = getattr(campaign.economy_state, "resolve", None)
    after = getattr(preview.campaign.economy_state, "resolve", None)
    cost = [c for c in preview.changes if not c.startswith(KEPT_PREFIXES)]
    if isinstance(before, int) and isinstance(after, int) and before != after:
        cost.insert(0, f"Resolve {before} → {after}")
    return AcceptingTerms(
        cost=tuple(cost), offer=card if isinstance(card, OfferCard) else None, target=target
    )
