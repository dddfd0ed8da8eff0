"""Advancement in a campaign (R-CHAR-5): a new Relationship at a scenario's end, renaming
Descriptors and rephrasing Goals between sessions, and levels when the campaign has them.
Each returns a :class:`Step` or raises :class:`GameError`; a refused action changes nothing."""

from __future__ import annotations

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.hero.commands import (
    AgeCondition,
    LevelUp,
    NewRelationship,
    RenameDescriptor,
    RephraseGoal,
    UsePower,
)
from solo.rules.character import advancement
from solo.rules.character.descriptors import Descriptor
from solo.rules.plain import enum_from
from solo.vocabulary import Polarity


def _between_sessions(camp: Campaign, what: str) -> None:
    if camp.in_session:
        raise GameError(f"{what} happens between sessions: end the session first (R-CHAR-5)")


@handles(NewRelationship)
def new_relationship(camp: Campaign, ctx: Context, cmd: NewRelationship) -> Step:
    """The Relationship a scenario's end gives (R-CHAR-5), once per scenario ended."""
    name, whom, leaning = cmd.name, cmd.whom, cmd.leaning
    if camp.relationships_owed < 1:
        raise GameError("a new Relationship comes with the end of a scenario (R-CHAR-5)")
    polarity = guard(enum_from, Polarity, leaning, "leaning")
    relationship = guard(Descriptor.relationship, name, whom, polarity)
    character = guard(advancement.scenario_ended, camp.character, relationship)
    return Step(
        camp.evolve(character=character, relationships_owed=camp.relationships_owed - 1),
        f"New Relationship: {relationship.name}",
        (f"with {relationship.whom}, {polarity.value} (R-CHAR-5)",),
    )


@handles(RenameDescriptor)
def rename_descriptor(camp: Campaign, ctx: Context, cmd: RenameDescriptor) -> Step:
    """Rename a Descriptor between sessions, keeping its kind (R-CHAR-5)."""
    name, new_name, whom, leaning = cmd.name, cmd.new_name, cmd.whom, cmd.leaning
    _between_sessions(camp, "renaming a Descriptor")
    old = guard(camp.character.descriptor, name)
    polarity = guard(enum_from, Polarity, leaning, "leaning") if leaning else None
    character = guard(
        advancement.rename_descriptor, camp.character, old.name, new_name, whom or None, polarity
    )
    return Step(camp.evolve(character=character), f"{old.name} is now {new_name}")


@handles(RephraseGoal)
def rephrase_goal(camp: Campaign, ctx: Context, cmd: RephraseGoal) -> Step:
    """Reword a Goal between sessions at no cost (R-CHAR-5)."""
    goal, new_text = cmd.goal, cmd.new_text
    _between_sessions(camp, "rephrasing a Goal")
    old = guard(camp.character.goal, goal)
    character = guard(advancement.rephrase_goal, camp.character, old.text, new_text)
    return Step(camp.evolve(character=character), f"Goal rephrased: {new_text}")


@handles(LevelUp)
def level_up(camp: Campaign, ctx: Context, cmd: LevelUp) -> Step:
    """One level more, between sessions: +1 Resolve cap (R-CHAR-5 levels option)."""
    _between_sessions(camp, "a new level")
    character = guard(advancement.level_up, camp.character, camp.character_options)
    new = camp.evolve(character=character)
    return Step(
        new,
        f"Level {character.level}",
        (f"Resolve cap now {new.resolve_cap} (R-CHAR-5)",),
    )


@handles(AgeCondition)
def age_condition(camp: Campaign, ctx: Context, cmd: AgeCondition) -> Step:
    """Time passes for one Condition (R-COND-5): it shrinks a tier (major → moderate →
    minor → gone), or, ``worsen``, an untreated negative one grows a tier up to major.
    A permanent one never moves."""
    name, worsen, new_name = cmd.name, cmd.worsen, cmd.new_name
    old = guard(camp.character.condition, name)
    if old.tier.key == "permanent":
        raise GameError(f"{old.name} is permanent: it neither heals nor worsens (R-COND-5)")
    if worsen:
        changed = guard(old.worsened, new_name or None)
        if changed.tier == old.tier:
            raise GameError(f"{old.name} is already major: it cannot worsen further (R-COND-5)")
        character = camp.character.without_condition(old.name).with_condition(changed)
        line = f"{old.name} worsens untreated: now {changed.tier.key} (R-COND-5)"
    else:
        character = guard(camp.character.with_aged_condition, old.name, new_name or None)
        aged = next((c for c in character.conditions if c not in camp.character.conditions), None)
        line = (
            f"{old.name} heals a tier: now {aged.tier.key} (R-COND-5)"
            if aged is not None
            else f"{old.name} heals and is gone (R-COND-5)"
        )
    return Step(camp.evolve(character=character), f"Time passes: {old.name}", (), (line,))


@handles(UsePower)
def use_power(camp: Campaign, ctx: Context, cmd: UsePower) -> Step:
    """Use a power before the roll (R-SUP-1): counts toward overuse, spends a magic point
    (or 1 Resolve without one) unless trivial, and 1 Resolve more when very powerful. A
    question naming ``power`` then settles it: an unreliable one may be suspended."""
    power, trivial, very_powerful = cmd.power, cmd.trivial, cmd.very_powerful
    from solo.rules.character.powers import activate
    from solo.rules.economy.events import Refusal

    state = guard(camp.character.power_state, power)
    use = guard(
        lambda: activate(
            state, camp.character_options.powers, trivial=trivial, very_powerful=very_powerful
        )
    )
    economy_state, changes = camp.economy_state, list(use.notes)
    for _ in range(use.resolve_cost):
        paid = camp.economy.powerful_power(economy_state)
        if isinstance(paid, Refusal):
            raise GameError(paid.reason)
        economy_state = paid.state
        changes += [c.reason for c in paid.changes]
    character = camp.character.with_power_state(use.state)
    return Step(
        camp.evolve(character=character, economy_state=economy_state),
        f"Use the power {use.state.power}",
        (),
        tuple(changes),
    )
