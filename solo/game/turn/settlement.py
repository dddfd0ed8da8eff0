"""Settling a question: what an accepted answer does to the campaign — Resolve, the
opposition, and the content its and/but brings — as one :class:`Settlement`. (The
Consequences variant of the Resolve economy is :mod:`solo.rules.consequences`.)"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from msgspec import Struct, field
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.dice.rolls import Roll
from solo.game.actions import Context
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.errors import GameError
from solo.game.story.clocks import answer_ticked
from solo.game.story.economy_text import change_texts
from solo.game.turn.offer import OfferCard, Target, card_from, card_lines
from solo.game.turn.pool import against_campaign_opposition
from solo.game.turn.question import Question
from solo.game.turn.roll import PendingRoll
from solo.game.turn.sentence import compose
from solo.rules.conditions import Condition, Detail, Polarity, Tier
from solo.rules.conflicts import Conflict, ConflictOutcome, resolve_conflict, settle
from solo.rules.economy.events import Refusal
from solo.rules.gear.armour import Protection, SoakSource

if TYPE_CHECKING:
    from solo.tables.offer import Offer


class Guard(Struct, frozen=True):
    """How the hero meets a loss: armour soak uses, the shield's one soak, whether the
    foe's blow pierces armour (R-GEAR-3), and the Consequence's type (R-RES-9)."""

    soak: int = 0
    shield: bool = False
    piercing: bool = False
    kind: str = ""


class Settlement(Struct, frozen=True):
    """What accepting an answer did: the campaign after it, the lines the journal says
    (``details``) and the changes it lists, the answer's key and extras, and the offer its
    and/but drew (``offer``, None when shaped or none was drawn) as kept (``card``)."""

    campaign: Campaign
    answer: str
    extras: Mapping[str, object] = field(default_factory=dict)
    details: tuple[str, ...] = ()
    changes: tuple[str, ...] = ()
    offer: Offer | None = None
    card: OfferCard | None = None
    sentence: str | None = None  # the answer and its one thing (R-GM-6)

    def said(
        self, campaign: Campaign, details: tuple[str, ...] = (), changes: tuple[str, ...] = ()
    ) -> Settlement:
        """This settlement carried on to ``campaign``, with more lines and changes."""
        return replace(
            self,
            campaign=campaign,
            details=self.details + details,
            changes=self.changes + changes,
        )


class Payment(Struct, frozen=True):
    """A conflict's price paid: the campaign after it, the armour soak uses spent, the
    conflict's notes and the changes it made, and whether a yes_and still brings its "and"
    (not when the opposition paid 2 instead, R-CON-4)."""

    campaign: Campaign
    soaked: int = 0
    notes: tuple[str, ...] = ()
    changes: tuple[str, ...] = ()
    and_kept: bool = True


KINDS = ("physical", "mental", "social")


def apply_answer(
    camp: Campaign,
    ctx: Context,
    q: Question,
    roll: Roll,
    *,
    take: Take,
    guard: Guard = Guard(),
    more: bool = False,
) -> Settlement:
    """Pay the conflict the answer of ``roll`` settles, then keep what its and/but brings
    as ``take`` says; the journal says the answer and its one thing as one sentence, and
    every other draw only with ``more`` (R-GM-6)."""
    outcome = roll.outcome
    settled = Settlement(
        camp, outcome.key, outcome.extras(), (f"{outcome.label}: {outcome.reading(q.world)}",)
    )
    if outcome.answer is None:
        return replace(
            settled.said(camp, ("Impasse: neither side gets what it wants; nothing is paid.",)),
            sentence=compose(None, None, world=q.world),
        )
    if guard.piercing:
        _check_piercing(camp, outcome.answer)
        take = Take.NONE  # the blow pierces instead of bringing its "and"
    soaked = 0
    if not q.world:
        paid = _pay_conflict(camp, q, outcome.answer, guard)
        settled = settled.said(paid.campaign, paid.notes, paid.changes)
        soaked = paid.soaked
        if not paid.and_kept:
            take = Take.NONE  # the opposition paid 2 instead of the "and" (R-CON-4)
    if ctx.library is not None:
        settled = _draw_content(settled, ctx, q, roll, take, soaked, more)
    if settled.sentence is None:
        settled = replace(settled, sentence=compose(outcome.answer, None, world=q.world))
    ticked = answer_ticked(settled.campaign, outcome.key, world=q.world)  # clocks (R-GM-5)
    return settled.said(ticked.campaign, ticked.fired, ticked.changes)


def _check_piercing(camp: Campaign, answer: Answer) -> None:
    if not camp.play_options.armour_piercing:
        raise GameError("armour-piercing blows need the armour_piercing option (R-GEAR-3)")
    if answer is not Answer.NO_AND:
        raise GameError(
            "only the foe's yes_and (your no_and) may pierce armour, instead of its 'and' "
            "(R-GEAR-3)"
        )


def paid_for(camp: Campaign, pending: PendingRoll) -> Campaign:
    """``camp`` as accepting ``pending`` would leave it before the content (no soak): the
    Resolve left decides how hard the offer hits (R-ORA-3). A refusal leaves it as is."""
    answer = pending.roll.outcome.answer
    if answer is None or pending.question.world:
        return camp
    try:
        return _pay_conflict(camp, pending.question, answer, Guard()).campaign
    except GameError:
        return camp


def _pay_conflict(camp: Campaign, q: Question, answer: Answer, guard: Guard) -> Payment:
    """The conflict of ``q`` settled by ``answer``: armour soaks, Resolve paid, the
    opposition's loss."""
    opposition = camp.opposition if q.high_stakes and against_campaign_opposition(camp, q) else None
    try:
        conflict = Conflict(
            q.stakes,
            opposition,
            risky=q.risky,
            combat=q.combat,
            yes_and_costs_two=camp.play_options.yes_and_costs_two,
        )
        result = resolve_conflict(conflict, answer)
        protection, soak_notes = _soak(camp.protection, result, guard)
        soak = len(soak_notes)
        paid = settle(camp.economy, camp.economy_state, result, soaked=soak, kind=_kind(guard))
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(protection=protection)
    changes = list(soak_notes)
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
        new = new.with_opposition(result.opposition)  # the foe in the list too (R-GM-4)
        changes.append(
            f"{result.opposition.name} loses {result.opposition_loss} Resolve "
            f"(now {result.opposition.resolve})"
            + (" and is defeated (R-CON-3)" if result.opposition_defeated else "")
        )
    and_kept = answer is not Answer.YES_AND or result.and_extra
    return Payment(new, soak, tuple(result.notes), tuple(changes), and_kept)


def _soak(
    protection: Protection, result: ConflictOutcome, guard: Guard
) -> tuple[Protection, tuple[str, ...]]:
    """The armour after the soak uses ``guard`` asks for (each replaces one point of loss,
    R-GEAR-3), and a note per use; ValueError when the loss cannot be soaked."""
    sources = [SoakSource.SHIELD] if guard.shield else []
    sources += [SoakSource.ARMOUR] * guard.soak
    if sources and result.character_loss and not result.soakable:
        raise ValueError("only a Resolve loss from combat can be soaked by armour (R-GEAR-3)")
    notes = []
    for source in sources[: result.character_loss]:
        used = protection.soak(source, armour_piercing=guard.piercing)
        protection = used.protection
        notes.append(used.reason + " (R-GEAR-3)")
    return protection, tuple(notes)


def _kind(guard: Guard) -> str:
    """The Consequence's type the guard names (physical when none, R-RES-9)."""
    kind = guard.kind.strip().lower() or "physical"
    if kind not in KINDS:
        raise ValueError(f"a Consequence is physical, mental or social, not {guard.kind!r}")
    return kind


def draw_card(
    camp: Campaign, ctx: Context, q: Question, roll: Roll, never: tuple[str, ...] = ()
) -> OfferCard | None:
    """:func:`draw_offer` as a card."""
    off = draw_offer(camp, ctx, q, roll, never)
    return card_from(off) if off is not None else None


def draw_offer(
    camp: Campaign, ctx: Context, q: Question, roll: Roll, never: tuple[str, ...] = ()
) -> Offer | None:
    """Draw what the answer of ``roll`` offers, for ``camp`` as it stands after paying (its
    Resolve left decides R-ORA-3); None for an impasse or without content. It fits the open
    scene's tags, the campaign's genre and whether an opposition stands against the
    question, and skips what this session already drew and the entries in ``never`` (a
    redraw's old ones) (R-GM-6); names the hero or the scene already has are avoided
    (12.6); a world question gets a world reading, an unopposed action no conflict
    reading (12.10)."""
    from solo.game.turn.question import category_of
    from solo.tables.offer import offer

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
        tags=camp.scene.tags if camp.scene.open else None,
        used=frozenset(camp.drawn),
        never=frozenset(never),
        complication=roll.outcome.complication,
        complication_tier=_total_severity(answer) if roll.outcome.complication else None,
        world=q.world,
        opposed=_opposed(camp, q),
        avoid=avoid,
        category=None if q.world else category_of(q.text),
        question=q.text,
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
    settled: Settlement,
    ctx: Context,
    q: Question,
    roll: Roll,
    take: Take,
    soaked: int,
    more: bool = False,
) -> Settlement:
    """Draw the answer's offer (or take the one the player shaped) and keep it as ``take``
    says; "more ands" draw one more each (R-BUCK-4). The journal says the answer and its
    one thing as one sentence; the other draws only with ``more`` (R-GM-6). What was drawn
    joins the session's memory, so it does not come again this session."""
    camp = settled.campaign
    card = camp.pending.offer if camp.pending is not None else None
    if card is None:
        off = draw_offer(camp, ctx, q, roll)
        if off is None:
            return settled  # an impasse brings nothing
        settled = replace(settled, offer=off)
        card = card_from(off)
    complication = roll.outcome.complication
    if take is Take.AUTO and complication and card.complication:
        take = Take.NONE  # a Wild Die complication is the one thing (R-D6-3, R-GM-6)
    target = {
        Take.CONDITION: Target.HERO,
        Take.DETAIL: Target.SCENE,
        Take.NONE: None,
        Take.AUTO: card.target_for(q.world),
    }[take]
    opposition = camp.opposition.name if camp.opposition is not None else ""
    said = _said(card, target, complication)
    sentence = compose(
        roll.outcome.answer, said, world=q.world, complication=complication, opposition=opposition
    )
    shown = tuple(card_lines(card)) if more else _own_lines(card, complication)
    settled = replace(settled, card=card, sentence=sentence).said(
        camp.with_drawn(card.keys), (sentence, *shown)
    )
    settled = _keep(settled, card, target, soaked, q.text)
    for _ in range(roll.outcome.ands):  # "more ands": one more per extra die (R-BUCK-4)
        extra_offer = draw_offer(settled.campaign, ctx, q, roll)
        if extra_offer is not None:
            extra = card_from(extra_offer)
            lines = tuple(card_lines(extra)) if more else ()
            settled = settled.said(settled.campaign.with_drawn(extra.keys), lines)
            settled = _keep(settled, extra, target, 0, q.text)
    return settled


def _said(card: OfferCard, target: Target | None, complication: bool) -> OfferCard:
    """The card the sentence is told from: what is kept, given to its taker; a Wild Die
    complication as it came; when nothing is kept, only the rung's reading (the sentence
    never claims a Condition or a Detail the player turned down)."""
    if target is not None:
        return card.given(target)
    if complication and card.complication:
        return card
    return replace(card, polarity=None)


def _own_lines(card: OfferCard, complication: bool) -> tuple[str, ...]:
    """What the player shaped themselves shows with the sentence: a complication in their
    own words (unless the sentence already says it)."""
    if card.own_complication and card.complication and not complication:
        return (f"Complication (your words): {card.complication}",)
    return ()


def _keep(
    settled: Settlement, card: OfferCard, target: Target | None, soaked: int, asked: str
) -> Settlement:
    """Keep one card: soak lowers a negative Condition a tier (R-GEAR-3); a Detail needs an
    open scene (R-COND-2, 12.5)."""
    camp = settled.campaign
    if target is Target.HERO and soaked and card.polarity is Polarity.NEGATIVE:
        lower = {Tier.MAJOR: Tier.MODERATE, Tier.MODERATE: Tier.MINOR}.get(card.tier)
        name = card.text_for(target)
        if lower is None:
            return settled.said(camp, changes=(f"soak lowers {name} a tier: gone (R-GEAR-3)",))
        settled = settled.said(
            camp, changes=(f"soak lowers {name} a tier: now {lower.key} (R-GEAR-3)",)
        )
        card = replace(card, tier=lower)
    if target in (Target.SCENE, Target.OPPOSITION) and not camp.scene.open:
        text = card.text_for(target) if target is not None else ""
        return settled.said(
            camp,
            (f"Offered detail: {text} (no scene is open to keep it: start one with /scene TITLE)",),
        )
    return keep_card(settled, card, target, asked)


def keep_card(
    settled: Settlement, card: OfferCard, target: Target | None, asked: str = ""
) -> Settlement:
    """Give what ``card`` brings to ``target`` (None: keep nothing, list what was offered).
    A Detail written as the answer to the question that leans on it ("They have already
    seen you.", "Someone close to them is paying attention too.") is kept with the question, so the scene's list still says who "they" are."""
    text = card.text_for(target) if target is not None else ""
    if target is None or card.polarity is None or not text:
        return settled.said(settled.campaign, _offered(card))
    if target is Target.HERO:
        return _give_condition(settled, card, card.polarity, text)
    camp = settled.campaign
    if target is Target.OPPOSITION:
        who = camp.opposition.name if camp.opposition is not None else "the opposition"
        text = f"{who}: {text}"
    elif card.answers and not card.own and asked and settled.sentence and _leans(text):
        text = f"{asked.strip()} {settled.sentence}"
    detail = Detail(name=text, polarity=card.polarity, scene=camp.scene.key)
    return settled.said(
        camp.evolve(scene=camp.scene.with_detail(detail)),
        changes=(f"Scene Detail: {detail.name} ({detail.polarity.value}, R-COND-2)",),
    )


LEANING_WORDS = frozenset({"they", "them", "their", "it", "its"})
"""Words of a Detail that point back at the question's subject."""


def _leans(text: str) -> bool:
    """Whether ``text`` has a word that needs the question to be understood ("Whatever
    they do next…", "There are signs of where it went.")."""
    words = "".join(c.lower() if c.isalpha() else " " for c in text).split()
    return not LEANING_WORDS.isdisjoint(words)


def _offered(card: OfferCard) -> tuple[str, ...]:
    """What was offered and not kept, as the journal lists it."""
    lines = [
        f"Offered {what}: {drawn}"
        for what, drawn in (("condition", card.condition), ("detail", card.detail))
        if drawn
    ]
    if card.own:
        lines.append(f"Offered (your words): {card.own}")
    return tuple(lines)


def _give_condition(
    settled: Settlement, card: OfferCard, polarity: Polarity, text: str
) -> Settlement:
    """The hero gains the card's Condition (R-COND-4), unless it has one of that name."""
    camp = settled.campaign
    condition = Condition(name=text, polarity=polarity, tier=card.tier, category=card.category)
    if any(c.name == condition.name for c in camp.character.conditions):
        return settled
    return settled.said(
        camp.evolve(character=camp.character.with_condition(condition)),
        changes=(
            f"Condition gained: {condition.name} ({condition.tier.key} "
            f"{condition.category.value}, {condition.polarity.value}, R-COND-4)",
        ),
    )
