"""Advancement (R-CHAR-5): how a character's sheet changes as its story moves on.

* A Goal achieved gives a new Trademark — or removes a Flaw, or adds three Concept
  abilities, or (magic points option) +2 magic points for a power, or makes a positive
  Condition permanent as the new Trademark (R-COND-5).
* A Goal failed gives a new Flaw — or removes a Trademark, or makes a negative
  Condition permanent as the new Flaw.
* The end of a scenario gives a new Relationship, positive or negative.
* Between sessions Descriptors may be renamed (their kind stays) and Goals rephrased,
  at no cost.
* Levels option: each new level raises the Resolve cap by 1 and gives a step of scale
  against lesser foes (see :meth:`Character.resolve_cap` and the pool's ``foe_level``).

Resolve changes that go with these (R-RES-5) belong to the economy, not here.
"""

from __future__ import annotations

from msgspec import Struct
from msgspec.structs import replace

from solo.rules.character.descriptors import Descriptor, DescriptorKind
from solo.rules.character.goals import Goal, GoalStatus
from solo.rules.character.options import CORE_OPTIONS, CharacterOptions
from solo.rules.character.powers import PowerOption
from solo.rules.character.sheet import Character
from solo.rules.plain import texts
from solo.vocabulary import Polarity

NEW_CONCEPT_ABILITIES = 3


# --- the choices --------------------------------------------------------------------


class NewTrademark(Struct, frozen=True):
    descriptor: Descriptor


class RemoveFlaw(Struct, frozen=True):
    name: str


class ConceptAbilities(Struct, frozen=True):
    """Three new abilities (powers count, with ``in_concept``); the Concept may be renamed."""

    abilities: tuple[str, ...] = ()
    powers: tuple[str, ...] = ()
    new_name: str | None = None


class MoreMagicPoints(Struct, frozen=True):
    power: str


class NewFlaw(Struct, frozen=True):
    name: str


class RemoveTrademark(Struct, frozen=True):
    name: str


class BuyCondition(Struct, frozen=True):
    """Make a Condition permanent: a positive one becomes a Trademark, a negative one a Flaw."""

    name: str


AchievedReward = NewTrademark | RemoveFlaw | ConceptAbilities | MoreMagicPoints | BuyCondition
FailedPenalty = NewFlaw | RemoveTrademark | BuyCondition


# --- Goals resolved ------------------------------------------------------------------


def goal_achieved(
    character: Character,
    goal_text: str,
    reward: AchievedReward,
    options: CharacterOptions = CORE_OPTIONS,
    new_goal: Goal | None = None,
) -> Character:
    """The Goal is achieved; the player picks the reward (R-CHAR-5)."""
    after = _end_goal(character, goal_text, GoalStatus.ACHIEVED)
    if isinstance(reward, NewTrademark):
        if reward.descriptor.kind is not DescriptorKind.TRADEMARK:
            raise ValueError(f"an achieved Goal gives a Trademark, not {reward.descriptor.label}")
        after = after.with_descriptor(reward.descriptor)
    elif isinstance(reward, RemoveFlaw):
        after = _remove(after, reward.name, DescriptorKind.FLAW)
    elif isinstance(reward, ConceptAbilities):
        after = _grow_concept(after, reward, options)
    elif isinstance(reward, MoreMagicPoints):
        if not options.powers.allows(PowerOption.MAGIC_POINTS):
            raise ValueError("magic points need the magic_points option (R-SUP-1)")
        after = after.with_power_state(after.power_state(reward.power).with_more_points())
    else:
        after = buy_condition(after, reward.name, Polarity.POSITIVE)
    return after.with_goal(new_goal) if new_goal is not None else after


def goal_failed(
    character: Character,
    goal_text: str,
    penalty: FailedPenalty,
    new_goal: Goal | None = None,
) -> Character:
    """The Goal failed at its final conflict; the player picks the mark it leaves (R-CHAR-5)."""
    after = _end_goal(character, goal_text, GoalStatus.FAILED)
    if isinstance(penalty, NewFlaw):
        after = after.with_descriptor(Descriptor.flaw(penalty.name))
    elif isinstance(penalty, RemoveTrademark):
        after = _remove(after, penalty.name, DescriptorKind.TRADEMARK)
    else:
        after = buy_condition(after, penalty.name, Polarity.NEGATIVE)
    return after.with_goal(new_goal) if new_goal is not None else after


def goal_abandoned(character: Character, goal_text: str) -> Character:
    """Dropped between sessions (the economy charges 1 Resolve, R-RES-2)."""
    return _end_goal(character, goal_text, GoalStatus.ABANDONED)


def goal_replaced(character: Character, goal_text: str, new_goal: Goal) -> Character:
    """Made irrelevant by events: swapped for a new Goal at no cost (R-RES-5)."""
    return _end_goal(character, goal_text, GoalStatus.REPLACED).with_goal(new_goal)


def scenario_ended(character: Character, relationship: Descriptor) -> Character:
    """A new Relationship at the end of a scenario, leaning whichever way (R-CHAR-5)."""
    if relationship.kind is not DescriptorKind.RELATIONSHIP:
        raise ValueError(f"the end of a scenario gives a Relationship, not {relationship.label}")
    return character.with_descriptor(relationship)


# --- between sessions ------------------------------------------------------------------


def rename_descriptor(
    character: Character,
    name: str,
    new_name: str,
    whom: str | None = None,
    polarity: Polarity | None = None,
) -> Character:
    """Rename a Descriptor between sessions; a Trademark stays a Trademark, and so on.

    A Relationship may also change whom it is with and which way it leans (R-CHAR-5).
    """
    old = character.descriptor(name)
    return character.with_replaced_descriptor(old.name, old.renamed(new_name, whom, polarity))


def rephrase_goal(character: Character, goal_text: str, new_text: str) -> Character:
    """Reword a Goal between sessions at no cost (R-CHAR-5)."""
    return character.with_updated_goal(goal_text, character.goal(goal_text).rephrased(new_text))


def level_up(character: Character, options: CharacterOptions) -> Character:
    """One level more: +1 Resolve cap and a scale step against lesser foes (R-CHAR-5)."""
    if not options.levels:
        raise ValueError("levels are a campaign option that is off (R-CHAR-5)")
    return replace(character, level=character.level + 1)


# --- making a Condition permanent (R-COND-5) ------------------------------------------


def buy_condition(character: Character, name: str, polarity: Polarity) -> Character:
    """Buy a Condition as a Descriptor: it becomes permanent and stops aging."""
    condition = character.condition(name)
    if condition.polarity is not polarity:
        want = "Trademark" if polarity is Polarity.POSITIVE else "Flaw"
        raise ValueError(
            f"Condition {condition.name!r} is {condition.polarity.value}: it cannot become a {want}"
        )
    descriptor = (
        Descriptor.trademark(condition.name)
        if polarity is Polarity.POSITIVE
        else Descriptor.flaw(condition.name)
    )
    return character.without_condition(condition.name).with_descriptor(descriptor)


# --- helpers ----------------------------------------------------------------------------


def _end_goal(character: Character, goal_text: str, status: GoalStatus) -> Character:
    goal = character.goal(goal_text)
    return character.with_updated_goal(goal.text, goal.ended(status))


def _remove(character: Character, name: str, kind: DescriptorKind) -> Character:
    found = character.descriptor(name)
    if found.kind is not kind:
        raise ValueError(f"{found.label} is not a {kind.label}")
    return character.without_descriptor(found.name)


def _grow_concept(
    character: Character, reward: ConceptAbilities, options: CharacterOptions
) -> Character:
    abilities = texts(reward.abilities, "a new Concept ability")
    powers = texts(reward.powers, "a new Concept power")
    if len(abilities) + len(powers) != NEW_CONCEPT_ABILITIES:
        raise ValueError(
            f"a Trademark's worth of Concept is {NEW_CONCEPT_ABILITIES} new abilities, "
            f"got {len(abilities) + len(powers)} (R-CHAR-5)"
        )
    if powers and not options.powers.allows(PowerOption.IN_CONCEPT):
        raise ValueError("powers inside the Concept need the in_concept option (R-SUP-1)")
    concept = character.concept
    grown = replace(
        concept,
        name=reward.new_name or concept.name,
        abilities=concept.abilities + abilities,
        powers=concept.powers + powers,
    )
    return replace(character, concept=grown)
