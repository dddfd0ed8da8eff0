"""How a change to the Resolve economy is said, with how much and to what (issue 12.11):
"rerolled dice … (R-RES-2): −1 Resolve, now 4" in the journal each action writes, and what
a reroll of the waiting roll would cost now. Pure: words from the economy's values."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from solo.rules.economy.events import Change, Refusal, State, Track

if TYPE_CHECKING:
    from solo.game.campaign import Campaign
    from solo.rules.economy.base import Economy

TRACK_NAMES = {
    Track.RESOLVE: "Resolve",
    Track.DOOM: "Doom",
    Track.LIFE: "Life",
    Track.FU: "FU",
    Track.CONSEQUENCES: "Consequences",
}


def _moved(change: Change, now: int) -> str:
    """ "−1 Resolve, now 4"; a gain the cap cut short: "+0 Resolve (capped at 5), now 5"."""
    sign = "+" if change.amount > 0 or change.cap is not None else "−"
    capped = f" (capped at {change.cap})" if change.cap is not None else ""
    return f"{sign}{abs(change.amount)} {TRACK_NAMES[change.track]}{capped}, now {now}"


def change_texts(economy: Economy[Any], after: State, changes: Sequence[Change]) -> tuple[str, ...]:
    """Each change as its reason, then how much it moved which track and to what
    ("rerolled dice … (R-RES-2): −1 Resolve, now 4"); ``after`` is the state they led to."""
    running = {t: economy.value(after, t) for t in economy.tracks()}
    out: list[str] = []
    for change in reversed(changes):  # the last change leaves the track where it is now
        if (change.amount == 0 and change.cap is None) or change.track not in running:
            out.append(change.reason)
            continue
        out.append(f"{change.reason}: {_moved(change, running[change.track])}")
        running[change.track] -= change.amount
    return tuple(reversed(out))


def reroll_price(campaign: Campaign) -> str:
    """What a reroll of the waiting roll would cost now, per variant, or why it cannot."""
    reply = campaign.economy.reroll(campaign.economy_state)
    if isinstance(reply, Refusal):
        return f"no reroll: {reply.reason}"
    moved = [c for c in reply.changes if c.amount]
    if not moved:
        return "a reroll is free"
    running = {t: campaign.economy.value(reply.state, t) for t in campaign.economy.tracks()}
    return "a reroll costs " + "; ".join(_moved(c, running[c.track]) for c in moved)
