"""Edits to a running campaign's hero sheet (R-CHAR-5), each a journalled, undoable step.

The rules engine decides: :mod:`solo.rules.advancement` renames (the kind stays),
rephrases Goals, raises the level and adds a scenario's Relationship; a refusal is a
:class:`GameError` in the rules' words.
"""

from __future__ import annotations

from dataclasses import replace

from solo.game.campaign import Campaign
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.rules import advancement
from solo.rules.descriptors import Descriptor
from solo.rules.plain import texts
from solo.vocabulary import Polarity


def rename_descriptor(
    camp: Campaign, ctx: Context, name: str, new_name: str, whom: str = ""
) -> Step:
    try:
        old = camp.character.descriptor(name)
        character = advancement.rename_descriptor(
            camp.character, old.name, new_name.strip(), whom.strip() or None
        )
    except ValueError as exc:
        raise GameError(str(exc)) from None
    return Step(
        camp.evolve(character=character),
        f"Renamed {old.kind.label}: {old.name} → {new_name.strip()}",
        (),
        (f"still a {old.kind.label}: a rename keeps the kind (R-CHAR-5)",),
    )


def rephrase_goal(camp: Campaign, ctx: Context, goal: str, text: str) -> Step:
    try:
        old = camp.character.goal(goal)
        character = advancement.rephrase_goal(camp.character, old.text, text.strip())
    except ValueError as exc:
        raise GameError(str(exc)) from None
    return Step(
        camp.evolve(character=character),
        f"Goal reworded: {old.text} → {text.strip()}",
        (),
        ("a Goal is reworded at no cost (R-CHAR-5)",),
    )


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


def level_up(camp: Campaign, ctx: Context) -> Step:
    try:
        character = advancement.level_up(camp.character, camp.character_options)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    cap = character.resolve_cap(camp.character_options)
    return Step(
        camp.evolve(character=character),
        f"{character.name} reaches level {character.level}",
        (),
        (f"Resolve cap {cap} (R-CHAR-5)",),
    )


def new_relationship(
    camp: Campaign, ctx: Context, name: str, whom: str = "", polarity: str = "positive"
) -> Step:
    try:
        lean = Polarity(polarity)
        made = Descriptor.relationship(name.strip(), whom.strip(), lean)
        character = advancement.scenario_ended(camp.character, made)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    return Step(
        camp.evolve(character=character),
        f"New Relationship: {made.name}",
        (),
        (f"{polarity} Relationship with {whom.strip() or 'someone'} (R-CHAR-5)",),
    )
