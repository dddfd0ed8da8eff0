"""What the command palette offers: only the actions that fit the campaign as it stands."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Offer:
    """One palette entry: a screen action (``screen``) or an engine action (``game``)."""

    title: str
    help: str
    screen: str = ""  # a screen action string, e.g. "undo" or "settle('accept')"
    game: str = ""  # an engine action name for Game.do
    args: dict[str, Any] = field(default_factory=dict)


def offers(campaign: Any, can_undo: bool, can_redo: bool, world: bool) -> list[Offer]:
    """The entries for ``campaign``; a waiting roll narrows them to settling it."""
    out: list[Offer] = []
    if campaign.pending is not None:
        asked_world = campaign.pending.question.world
        out += [
            Offer("Accept the answer", "apply its costs and what the and/but brings",
                  screen="settle('accept')"),
            Offer("Reroll dice…", "pay to reroll some of your dice (R-RES-2)",
                  screen="settle('reroll')"),
        ]
        if not asked_world:
            out.append(Offer("Accept, keeping a Detail", "a scene Detail instead of a Condition",
                             screen="settle('detail')"))
        out.append(Offer("Accept, keeping nothing", "nothing from the and/but",
                         screen="settle('nothing')"))
        if not asked_world:
            out.append(Offer("Concede the conflict",
                             "lose on terms you negotiate, +1 Resolve (R-CON-5)",
                             screen="settle('concede')"))
    else:
        kind = "action" if world else "world"
        out.append(Offer(f"Ask {kind} questions", "ctrl+w switches action/world",
                         screen="toggle_world"))
        if world:
            out.append(Offer("Next likelihood", "ctrl+l cycles very likely … very unlikely",
                             screen="cycle_likelihood"))
        out.append(Offer("New scene…", "type its title (and @setting) in the question bar",
                         screen="new_scene"))
        if campaign.scene.open:
            out.append(Offer("End the scene", "minor Conditions and its Details end",
                             game="end_scene"))
        if campaign.in_session:
            out.append(Offer("End the session", f"session {campaign.session} ends",
                             game="end_session"))
        else:
            out.append(Offer("Start a session", "+2 Resolve at the start of a session (R-RES-4)",
                             game="start_session"))
        out += [
            Offer("Downtime", "a downtime scene: +1 Resolve, once a session (R-RES-3)", game="downtime"),
            Offer("Concede the conflict", "lose on terms you negotiate, +1 Resolve (R-CON-5)",
                  game="concede"),
        ]
        if campaign.opposition is not None:
            out.append(Offer("Clear the opposition", f"{campaign.opposition.name} leaves",
                             game="clear_opposition"))
    if can_undo:
        out.append(Offer("Undo", "undo the last action (ctrl+z)", screen="undo"))
    if can_redo:
        out.append(Offer("Redo", "redo what was undone (ctrl+y)", screen="redo"))
    out.append(Offer("Keys and markers", "the help screen (F1)", screen="app.help"))
    return out
