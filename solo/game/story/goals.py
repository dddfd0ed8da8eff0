"""Goals in play: new ones, milestones, setbacks, and a Goal achieved, failed, abandoned or
replaced (R-RES-2, R-RES-3, R-RES-5, R-CHAR-5). Each returns a :class:`Step` or raises
:class:`GameError`; a refused action changes nothing."""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, guard, handles, paid
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.commands import (
    AddGoal,
    GoalAbandoned,
    GoalAchieved,
    GoalFailed,
    GoalReplaced,
    Milestone,
    Setback,
)
from solo.rules.character.descriptors import Descriptor
from solo.rules.character.goals import Goal, GoalStatus
from solo.rules.character.goals import Milestone as GoalMilestone
from solo.rules.economy.events import Refusal, Result, State


def _goal_step(
    camp: Campaign,
    goal: str,
    reply: Result[State] | Refusal,
    title: str,
    updated: Goal | None,
    *details: str,
) -> Step:
    step = paid(camp, reply, title, *details)
    if updated is not None:
        character = guard(step.campaign.character.with_updated_goal, goal, updated)
        step = replace(step, campaign=step.campaign.evolve(character=character))
    return step


@handles(AddGoal)
def add_goal(camp: Campaign, ctx: Context, cmd: AddGoal) -> Step:
    text, milestones = cmd.text, cmd.milestones
    goal = Goal(text, tuple(guard(_milestone, m) for m in milestones))
    character = guard(camp.character.with_goal, goal)
    return Step(camp.evolve(character=character), f"New Goal: {text}")


@handles(Milestone)
def milestone(camp: Campaign, ctx: Context, cmd: Milestone) -> Step:
    goal, milestone = cmd.goal, cmd.milestone
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


@handles(Setback)
def setback(camp: Campaign, ctx: Context, cmd: Setback) -> Step:
    goal, milestone = cmd.goal, cmd.milestone
    g = guard(camp.character.goal, goal)
    updated = guard(g.milestone_failed, milestone) if milestone else None
    return _goal_step(
        camp,
        g.text,
        camp.economy.goal_setback(camp.economy_state),
        f"Goal setback: {milestone or g.text}",
        updated,
    )


@handles(GoalAchieved)
def goal_achieved(camp: Campaign, ctx: Context, cmd: GoalAchieved) -> Step:
    """Restore to the cap; a new Trademark, or a Flaw removed instead (R-RES-5, R-CHAR-5)."""
    goal, trademark, remove_flaw = cmd.goal, cmd.trademark, cmd.remove_flaw
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


@handles(GoalFailed)
def goal_failed(camp: Campaign, ctx: Context, cmd: GoalFailed) -> Step:
    goal, flaw = cmd.goal, cmd.flaw
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


@handles(GoalAbandoned)
def goal_abandoned(camp: Campaign, ctx: Context, cmd: GoalAbandoned) -> Step:
    """Abandoning a Goal costs 1 Resolve, between sessions only (R-RES-2)."""
    goal = cmd.goal
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


@handles(GoalReplaced)
def goal_replaced(camp: Campaign, ctx: Context, cmd: GoalReplaced) -> Step:
    goal, new_goal = cmd.goal, cmd.new_goal
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


def _milestone(text: str) -> GoalMilestone:
    return GoalMilestone(text)
