"""A roll left waiting, as the shell prints it: the roll and the actions it allows now
(:func:`solo.game.turn.waiting.waiting_actions`), each as typed after ``solo act NAME``
with what it would change. `solo act NAME --list`, `solo status` and `solo ask --wait`
print it.

solo.game is imported inside the functions so `solo odds` stays fast.
"""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from solo.game.engine import Game

NOTHING_WAITING: dict[str, object] = {"waiting": None, "actions": []}
"""The data of a campaign with no roll waiting (`solo status --json`)."""


def waiting_data(game: Game) -> dict[str, object]:
    """The waiting roll (None without one) and the actions it allows now, as data."""
    pending = game.campaign.pending
    if pending is None:
        return dict(NOTHING_WAITING)
    from solo.game.turn.waiting import waiting_actions  # the actions: only with a roll

    return {
        "waiting": {"question": pending.question.text, "answer": pending.roll.outcome.key},
        "actions": [a.as_dict() for a in waiting_actions(game.campaign, game.preview)],
    }


def waiting_text(game: Game, name: str) -> str:
    """The waiting roll and what may be done with it now, each as typed after
    ``solo act NAME``, with what it would change; "" without a roll."""
    pending = game.campaign.pending
    if pending is None:
        return ""
    from solo.game.turn.waiting import waiting_actions  # the actions: only with a roll

    lines = [
        f"A roll is waiting: {pending.question.text}  ({pending.roll.outcome.label})",
        f"Actions on it now (solo act {shlex.quote(name)} ACTION …):",
    ]
    for a in waiting_actions(game.campaign, game.preview):
        lines.append(f"  {a.typed}  — {a.about}")
        lines += [f"      * {c}" for c in a.changes]
    return "\n".join(lines)
