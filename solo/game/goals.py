"""Goals in play: new ones, milestones, setbacks, and a Goal achieved, failed, abandoned or
replaced (R-RES-2, R-RES-3, R-RES-5, R-CHAR-5). Each returns a :class:`Step` or raises
:class:`GameError`; a refused action changes nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from solo.game.action_steps import guard, paid
from solo.game.campaign import Campaign
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.rules.character.descriptors import Descriptor
from solo.rules.character.goals import Goal, GoalStatus
from solo.rules.economy.events import Refusal, Result

if TYPE_CHECKING:
    from solo.rules.character.goals import Milestone

GOAL_ACTIONS = (
    "add_goal",
    "milestone",
    "setback",
    "goal_achieved",
    "goal_failed",
    "goal_abandoned",
    "goal_replaced",
)
"""The action names this module adds (see :data:`solo.game.engine.ACTIONS`)."""


def _goal_step(
    camp: Campaign,
    goal: str,
    reply: Result[Any] | Refusal,
    title: str,
    updated: Goal | None,
    *details: str,
) -> Step:
    step = paid(camp, reply, title, *details)
    if updated is not None:
        character = guard(step.campaign.character.with_updated_goal, goal, updated)
        step = replace(step, campaign=step.campaign.evolve(character=character))
    return step


def add_goal(camp: Campaign, ctx: Context, text: str, milestones: tuple[str, ...] = ()) -> Step:
    goal = Goal(text, tuple(guard(_milestone, m) for m in milestones))
    character = guard(camp.character.with_goal, goal)
    return Step(camp.evolve(character=character), f"New Goal: {text}")


def milestone(camp: Campaign, ctx: Context, goal: str, milestone: str = "") -> Step:
    g = guard(camp.character.goal, goal)
    if not milestone.strip():
        names = "; ".join(m.text for m in g.milestones) or "none listed yet: name a new one"
        raise GameError(
            f"name the milestone reached (its milestones: {names}); each pays once (R-RES-3)"
        )
    if not any(m.text.casefold() == milestone.strip().casefold() for m in g.milestones):
        g = guard(g.with_milestone, milestone.strip())  # one the player sets now
        camp = camp.evolve(character=guard(camp.character.with_updated_goal, g.text, g))
    updated = guard(g.milestone_achieved, milestone)
    return _goal_step(
        camp,
        g.text,
        camp.economy.goal_milestone(camp.economy_state),
        f"Milestone reached: {milestone or g.text}",
        updated,
    )


def setback(camp: Campaign, ctx: Context, goal: str, milestone: str = "") -> Step:
    g = guard(camp.character.goal, goal)
    updated = guard(g.milestone_failed, milestone) if milestone else None
    return _goal_step(
        camp,
        g.text,
        camp.economy.goal_setback(camp.economy_state),
        f"Goal setback: {milestone or g.text}",
        updated,
    )


def goal_achieved(
    camp: Campaign, ctx: Context, goal: str, trademark: str = "", remove_flaw: str = ""
) -> Step:
    """Restore to the cap; a new Trademark, or a Flaw removed instead (R-RES-5, R-CHAR-5)."""
    g = guard(camp.character.goal, goal)
    if trademark and remove_flaw:
        raise GameError("an achieved Goal gives a new Trademark or removes a Flaw, not both")
    if remove_flaw:
        from solo.rules.character.advancement import RemoveFlaw
        from solo.rules.character.advancement import goal_achieved as achieved

        character = guard(achieved, camp.character, g.text, RemoveFlaw(remove_flaw))
        return paid(
            camp,
            camp.economy.goal_achieved(camp.economy_state),
            f"Goal achieved: {g.text}",
            f"The Flaw {remove_flaw} is gone (R-CHAR-5); choose a new Goal (R-RES-5).",
            character=character,
        )
    step = _goal_step(
        camp,
        g.text,
        camp.economy.goal_achieved(camp.economy_state),
        f"Goal achieved: {g.text}",
        g.ended(GoalStatus.ACHIEVED),
        "Choose a new Trademark (or drop a Flaw) and a new Goal (R-RES-5).",
    )
    if trademark:
        character = guard(step.campaign.character.with_descriptor, Descriptor.trademark(trademark))
        step = replace(
            step,
            campaign=step.campaign.evolve(character=character),
            changes=(*step.changes, f"New Trademark: {trademark} (R-CHAR-5)"),
        )
    return step


def goal_failed(camp: Campaign, ctx: Context, goal: str, flaw: str = "") -> Step:
    g = guard(camp.character.goal, goal)
    step = _goal_step(
        camp,
        g.text,
        camp.economy.goal_failed(camp.economy_state),
        f"Goal failed: {g.text}",
        g.ended(GoalStatus.FAILED),
    )
    if flaw:
        character = guard(step.campaign.character.with_descriptor, Descriptor.flaw(flaw))
        step = replace(
            step,
            campaign=step.campaign.evolve(character=character),
            changes=(*step.changes, f"New Flaw: {flaw} (R-CHAR-5)"),
        )
    return step


def goal_abandoned(camp: Campaign, ctx: Context, goal: str) -> Step:
    """Abandoning a Goal costs 1 Resolve, between sessions only (R-RES-2)."""
    if camp.in_session:
        raise GameError(
            "a Goal is abandoned between sessions: end the session first (R-RES-2); a Goal "
            "events made irrelevant can be replaced at any time"
        )
    g = guard(camp.character.goal, goal)
    return _goal_step(
        camp,
        g.text,
        camp.economy.abandon_goal(camp.economy_state),
        f"Goal abandoned: {g.text}",
        g.ended(GoalStatus.ABANDONED),
    )


def goal_replaced(camp: Campaign, ctx: Context, goal: str, new_goal: str) -> Step:
    g = guard(camp.character.goal, goal)
    step = _goal_step(
        camp,
        g.text,
        camp.economy.goal_replaced(camp.economy_state),
        f"Goal replaced: {g.text} → {new_goal}",
        g.ended(GoalStatus.REPLACED),
    )
    character = guard(step.campaign.character.with_goal, Goal(new_goal))
    return replace(step, campaign=step.campaign.evolve(character=character))


def _milestone(text: str) -> Milestone:
    from solo.rules.character.goals import Milestone

    return Milestone(text)
