"""What the player may do with the waiting roll, and what each would do: the menu the
shells show (`solo act NAME --list`, `solo status`, `solo ask --wait`), read from the
handlers themselves. An action is offered when its handler would take it now — a dry run
through :meth:`solo.game.engine.Game.preview` (the same RNG the next action gets), nothing
saved — so the menu cannot offer what the rules would refuse.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec import Struct

from solo.game.actions import Step
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.commands import Command
from solo.game.errors import GameError
from solo.game.hero.commands import Concede
from solo.game.turn.commands import (
    Accept,
    EditOffer,
    Focus,
    GiveOffer,
    RedrawOffer,
    Reroll,
    SpendCP,
)
from solo.game.turn.offer import Target

Preview = Callable[[Command], Step]
"""What running a command next would do, nothing saved (:meth:`Game.preview`)."""


class WaitingAction(Struct, frozen=True):
    """One thing to do with the waiting roll: how it is typed after ``solo act NAME``,
    what it does, and what it would change now (a cost, a gain, a Condition)."""

    action: str
    typed: str
    about: str
    changes: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, object]:
        return {
            "action": self.action,
            "typed": self.typed,
            "about": self.about,
            "changes": list(self.changes),
        }


CHOICES: tuple[tuple[Command, str, str], ...] = (
    (
        Accept(),
        "accept [take=auto|condition|detail|none] [soak=N]",
        "apply the answer; keep what its and/but brings",
    ),
    (Accept(Take.NONE), "accept take=none", "apply the answer; keep nothing of its and/but"),
    (Reroll((1,)), "reroll which=N,N", "pay to reroll dice, by their numbers (R-RES-2)"),
    (Concede(), "concede", "concede the conflict: lose on terms you negotiate (R-CON-5)"),
    (Focus(), "focus", "spend 1 focus point: two more dice (R-FW-3)"),
    (SpendCP(), "spend_cp [points=N]", "Character Points on the roll (R-D6-5)"),
    (
        RedrawOffer(),
        "redraw_offer [complication_only=true]",
        "draw the and/but offer again (R-ORA-2)",
    ),
    (EditOffer("x"), "edit_offer text=TEXT", "keep the offer in your own words (R-ORA-2)"),
    (
        GiveOffer(Target.HERO),
        "give_offer to=hero|opposition|scene",
        "give the offer to the hero, the opposition or the scene",
    ),
)
"""Each action on a waiting roll: a sample to dry-run, how it is typed, what it does."""

SHOWS_CHANGES = frozenset({"accept", "reroll", "concede", "focus", "spend_cp"})
"""Actions whose changes the menu shows (the offer's shaping would show the next draw)."""


def waiting_actions(camp: Campaign, preview: Preview) -> tuple[WaitingAction, ...]:
    """The actions the waiting roll allows now, in menu order; none without a roll."""
    if camp.pending is None:
        return ()
    offered = []
    for sample, typed, about in CHOICES:
        try:
            step = preview(sample)
        except GameError:
            continue  # the rules would refuse it now
        changes = step.changes if sample.action in SHOWS_CHANGES else ()
        offered.append(WaitingAction(sample.action, typed, about, changes))
    return tuple(offered)
