"""Edits to a running campaign's hero sheet (R-CHAR-5), each a journalled, undoable step.

The Concept is edited here; renames, rephrased Goals, levels and a scenario's Relationship
are in :mod:`solo.game.advance` (between sessions, R-CHAR-5). A refusal is a
:class:`GameError` in the rules' words.
"""

from __future__ import annotations

from dataclasses import replace

from solo.game.campaign import Campaign
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.rules.plain import texts


def edit_concept(camp: Campaign, ctx: Context, name: str, abilities: tuple[str, ...] = ()) -> Step:
    concept = camp.character.concept
    try:
        kept = texts(abilities, "a Concept ability") if abilities else concept.abilities
        new = replace(concept, name=name.strip(), abilities=kept)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    if not 3 <= len(new.abilities) <= 5:
        raise GameError(f"a Concept covers 3-5 abilities, got {len(new.abilities)} (R-CHAR-1)")
    return Step(
        camp.evolve(character=replace(camp.character, concept=new)),
        f"Concept: {new.name}",
        (f"abilities: {', '.join(new.abilities)}",),
    )
