"""What the command palette offers: only the entries that fit the campaign as it stands."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from solo.game.campaign import Campaign
from solo.game.choices import Choice
from solo.game.commands import (
    ClearOpposition,
    Command,
    Downtime,
    EndScene,
    EndSession,
    StartSession,
)


class ScreenAction(Enum):
    """A palette entry that runs a key's action on the screen (the value is its name)."""

    TOGGLE_WORLD = "toggle_world"
    CYCLE_LIKELIHOOD = "cycle_likelihood"
    NEW_SCENE = "new_scene"
    UNDO = "undo"
    REDO = "redo"
    HELP = "app.help"


@dataclass(frozen=True)
class PaletteEntry:
    """One palette entry: a game command, a way to settle the waiting roll, or a screen
    action."""

    title: str
    help: str
    run: Command | Choice | ScreenAction


def palette_entries(
    campaign: Campaign, can_undo: bool, can_redo: bool, world: bool
) -> list[PaletteEntry]:
    """The entries for ``campaign``; a waiting roll narrows them to settling it."""
    out: list[PaletteEntry] = []
    if campaign.pending is not None:
        asked_world = campaign.pending.question.world
        out += [
            PaletteEntry(
                "Accept the answer", "apply its costs and what the and/but brings", Choice.ACCEPT
            ),
            PaletteEntry(
                "Reroll dice…", "pay to reroll some of your dice (R-RES-2)", Choice.REROLL
            ),
        ]
        if not asked_world:
            out.append(
                PaletteEntry(
                    "Accept, keeping a Detail",
                    "a scene Detail instead of a Condition",
                    Choice.DETAIL,
                )
            )
        out.append(
            PaletteEntry("Accept, keeping nothing", "nothing from the and/but", Choice.NOTHING)
        )
        if not asked_world:
            out.append(
                PaletteEntry(
                    "Concede the conflict",
                    "lose on terms you negotiate, +1 Resolve (R-CON-5)",
                    Choice.CONCEDE,
                )
            )
    else:
        kind = "action" if world else "world"
        out.append(
            PaletteEntry(
                f"Ask {kind} questions", "ctrl+w switches action/world", ScreenAction.TOGGLE_WORLD
            )
        )
        if world:
            out.append(
                PaletteEntry(
                    "Next likelihood",
                    "ctrl+l cycles very likely … very unlikely",
                    ScreenAction.CYCLE_LIKELIHOOD,
                )
            )
        out.append(
            PaletteEntry(
                "New scene…",
                "type its title (and @setting) in the question bar",
                ScreenAction.NEW_SCENE,
            )
        )
        if campaign.scene.open:
            out.append(
                PaletteEntry("End the scene", "minor Conditions and its Details end", EndScene())
            )
        if campaign.in_session:
            out.append(
                PaletteEntry("End the session", f"session {campaign.session} ends", EndSession())
            )
        else:
            out.append(
                PaletteEntry(
                    "Start a session",
                    "+2 Resolve at the start of a session (R-RES-4)",
                    StartSession(),
                )
            )
        out += [
            PaletteEntry(
                "Downtime", "a downtime scene: +1 Resolve, once a session (R-RES-3)", Downtime()
            ),
        ]  # no concede without a waiting roll: nothing to concede (R-CON-5, issue 12.1)
        if campaign.opposition is not None:
            out.append(
                PaletteEntry(
                    "Clear the opposition", f"{campaign.opposition.name} leaves", ClearOpposition()
                )
            )
    if can_undo:
        out.append(PaletteEntry("Undo", "undo the last action (ctrl+z)", ScreenAction.UNDO))
    if can_redo:
        out.append(PaletteEntry("Redo", "redo what was undone (ctrl+y)", ScreenAction.REDO))
    out.append(PaletteEntry("Keys and markers", "the help screen (F1)", ScreenAction.HELP))
    return out
