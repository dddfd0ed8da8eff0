"""Edits to a running campaign's hero sheet by hand, each a journalled, undoable step: the
Concept (R-CHAR-1), Conditions added and removed (R-COND-1).

Renames, rephrased Goals, levels and a scenario's Relationship are in
:mod:`solo.game.hero.advancement` (between sessions, R-CHAR-5). A refusal is a
:class:`GameError` in the rules' words; a refused action changes nothing.
"""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.hero.commands import AddCondition, EditConcept, RemoveCondition
from solo.rules.conditions import Category, Condition, Polarity, Tier
from solo.rules.plain import texts


@handles(EditConcept)
def edit_concept(camp: Campaign, ctx: Context, cmd: EditConcept) -> Step:
    name, abilities = cmd.name, cmd.abilities
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


@handles(AddCondition)
def add_condition(camp: Campaign, ctx: Context, cmd: AddCondition) -> Step:
    name, polarity, tier, category = cmd.name, cmd.polarity, cmd.tier, cmd.category
    cond = guard(
        lambda: Condition(
            name, Polarity(polarity), Tier.from_key(tier), Category(category), cmd.lasting
        )
    )
    character = guard(camp.character.with_condition, cond)
    return Step(
        camp.evolve(character=character),
        f"Condition: {name}",
        (),
        (f"{tier} {category} {polarity} Condition {name} (±1D, R-COND-1)",),
    )


@handles(RemoveCondition)
def remove_condition(camp: Campaign, ctx: Context, cmd: RemoveCondition) -> Step:
    name = cmd.name
    cond = guard(camp.character.condition, name)
    return Step(
        camp.evolve(character=camp.character.without_condition(cond.name)),
        f"Condition ends: {cond.name}",
    )
