"""What the answer panel shows for the roll waiting in a campaign: a plain value built
from the campaign alone, so it is right after an ask, a reroll, an undo or a restart."""

from __future__ import annotations

from dataclasses import dataclass

from solo.dice import mechanic
from solo.game.campaign import Campaign
from solo.game.entry_text import Tone, reroll_price, tone_of
from solo.game.turn import odds_line


@dataclass(frozen=True)
class DieView:
    """One die as shown: its number for a reroll, its face, and how it counted."""

    number: int
    face: str
    status: str  # kept | discarded | cancelled | removed
    mine: bool  # an acting-side die the player may pay to reroll (R-REROLL-1)


@dataclass(frozen=True)
class PendingView:
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

    @property
    def rerollable(self) -> tuple[int, ...]:
        return tuple(d.number for d in self.dice if d.mine)


def pending_view(campaign: Campaign) -> PendingView | None:
    """The waiting roll of ``campaign``, or None when no roll waits."""
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
    dice = tuple(
        DieView(i, str(d.face), d.status, d.side == "acting" and d.source[0] in mech.rerollable)
        for i, d in enumerate(roll.dice, start=1)
    )
    return PendingView(
        question=question.text,
        world=question.world,
        high_stakes=question.high_stakes,
        pool=tuple(line.strip() for line in pending.pool.lines()),
        odds=odds_line(mech.odds(roll.params)),
        dice=dice,
        total=roll.total if not roll.notes else None,
        notes=tuple(roll.notes),
        answer=answer,
        meaning=outcome.meaning,
        tone=tone,
        rerolls=pending.rerolls,
        price=reroll_price(campaign),
    )
