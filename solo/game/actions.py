"""Every action besides the oracle turn: sessions, scenes, the Resolve economy's events,
Goals, the opposition, Conditions and Details. Each returns a :class:`Step` or raises
:class:`GameError` with the rules' reason; a refused action changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from solo.game.campaign import Campaign, Scene
from solo.game.choices import Strength
from solo.game.context import Context, Step
from solo.game.entry_text import change_texts
from solo.game.errors import GameError
from solo.rules.conditions import Category, Condition, Detail, Polarity, Tier
from solo.rules.conditions import end_scene as _end
from solo.rules.conflicts import Opposition
from solo.rules.descriptors import Descriptor
from solo.rules.events import Refusal, Result
from solo.rules.goals import Goal, GoalStatus

if TYPE_CHECKING:
    from solo.rules.goals import Milestone

T = TypeVar("T")


def _paid(
    camp: Campaign, reply: Result[Any] | Refusal, title: str, *details: str, **changes: Any
) -> Step:
    """Turn an economy Result/Refusal into a Step (or the refusal into a GameError)."""
    if isinstance(reply, Refusal):
        raise GameError(reply.reason)
    new = camp.evolve(economy_state=reply.state, **changes)
    return Step(new, title, details, change_texts(camp.economy, reply.state, reply.changes))


def _guard(fn: Callable[..., T], *args: Any) -> T:
    try:
        return fn(*args)
    except ValueError as exc:
        raise GameError(str(exc)) from None


# --- sessions, scenes, scenarios ------------------------------------------------------


def start_session(camp: Campaign, ctx: Context) -> Step:
    if camp.in_session:
        raise GameError(f"session {camp.session} is already under way; end it first")
    reply = camp.economy.start_session(camp.economy_state, cliffhanger=camp.cliffhanger)
    return _paid(
        camp,
        reply,
        f"Session {camp.session + 1} begins",
        session=camp.session + 1,
        in_session=True,
        cliffhanger=False,
    )


def end_session(camp: Campaign, ctx: Context, cliffhanger: bool = False) -> Step:
    if not camp.in_session:
        raise GameError("no session is under way")
    new = camp.evolve(in_session=False, cliffhanger=bool(cliffhanger))
    note = (
        ("Ends on a cliffhanger: next session's +2 waits until that scene resolves (R-RES-4)")
        if cliffhanger
        else "Session ends"
    )
    return Step(new, f"Session {camp.session} ends", (note,))


def resolve_cliffhanger(camp: Campaign, ctx: Context) -> Step:
    return _paid(
        camp, camp.economy.resolve_cliffhanger(camp.economy_state), "The cliffhanger resolves"
    )


def start_scene(camp: Campaign, ctx: Context, title: str, setting: str = "") -> Step:
    """A new scene; one still running ends first (R-COND-5, R-COND-2)."""
    if not title.strip():
        raise GameError("a scene needs a title, e.g. 'The flooded crypt'")
    if setting.strip() and ctx.library is not None:  # as `solo prep --setting` checks it
        from solo.tables.known import check_setting

        setting = _guard(check_setting, ctx.library, setting)
    ended: Step | None = None
    if camp.scene.open:
        ended = end_scene(camp, ctx)
        camp = ended.campaign
    new = camp.evolve(
        scene=Scene(
            camp.scene.number + 1, title.strip(), setting.strip().lower(), _lasting(camp), open=True
        )
    )
    details = (f"Setting: {new.scene.setting}",) if new.scene.setting else ()
    if ended is None:
        return Step(new, f"Scene {new.scene.number}: {new.scene.title}", details)
    return Step(
        new,
        f"Scene {new.scene.number}: {new.scene.title}",
        (f"{ended.title} first", *details),
        ended.changes,
    )


def end_scene(camp: Campaign, ctx: Context) -> Step:
    """Minor Conditions and the scene's Details end (R-COND-5, R-COND-2)."""
    if not camp.scene.open:
        raise GameError("no scene is open")
    ended = _end(camp.scene.key, camp.character.conditions, camp.scene.details)
    character = replace(camp.character, conditions=ended.conditions)
    new = camp.evolve(
        character=character,
        scene=replace(camp.scene, open=False, details=ended.details),
        points=camp.points.scene_ends(),  # the climactic Fate Point's doubling (R-D6-6)
    )
    changes = [
        f"Condition ends with the scene: {c.name} (R-COND-5)" for c in ended.ended_conditions
    ]
    changes += [f"Detail ends with the scene: {d.name} (R-COND-2)" for d in ended.ended_details]
    return Step(new, f"Scene {camp.scene.number} ends", (), tuple(changes))


def _lasting(camp: Campaign) -> tuple[Detail, ...]:
    return tuple(d for d in camp.scene.details if d.lasting)


def end_scenario(camp: Campaign, ctx: Context) -> Step:
    """Resolve back to the cap (R-RES-4) and a new Relationship owed (R-CHAR-5)."""
    return _paid(
        camp,
        camp.economy.end_scenario(camp.economy_state),
        f"Scenario {camp.scenario} ends",
        "Name a new Relationship: new_relationship name=… whom=… (R-CHAR-5).",
        scenario=camp.scenario + 1,
        relationships_owed=camp.relationships_owed + 1,
        points=camp.points.adventure_ends(),  # spent Fate Points come back (R-D6-6)
    )


# --- Resolve events ------------------------------------------------------------------


def concede(camp: Campaign, ctx: Context, high_stakes: bool = True) -> Step:
    """Concede the waiting roll's conflict (R-CON-5): nothing to concede without one, a
    world question is no conflict, and a low-stakes roll gains nothing. ``high_stakes``
    is kept for old journals; the waiting question's own stakes decide."""
    pending = camp.pending
    if pending is None:
        raise GameError("no roll is waiting: there is no conflict to concede (R-CON-5)")
    if pending.question.world:
        raise GameError("a world question is no conflict: there is nothing to concede (R-CON-5)")
    camp = camp.evolve(pending=None)
    return _paid(
        camp,
        camp.economy.concede(camp.economy_state, high_stakes=pending.question.high_stakes),
        "Concede the conflict",
        "You lose, on terms you negotiate (R-CON-5).",
    )


def downtime(camp: Campaign, ctx: Context, condition: str = "", remove: bool = False) -> Step:
    """A downtime scene (R-RES-3): in a session, once, with no foe still fighting."""
    if not camp.in_session:
        raise GameError(
            "downtime is a scene played in a session: start the session first (R-RES-3)"
        )
    opp = camp.opposition
    if opp is not None and not opp.defeated:
        raise GameError(
            f"{opp.name} is still engaged in the scene: no downtime until it is defeated "
            "or leaves (R-RES-3)"
        )
    reply = camp.economy.downtime(camp.economy_state)
    step = _paid(camp, reply, "Downtime")
    if condition:
        from solo.rules.conditions import relieved_by_downtime

        old = _guard(step.campaign.character.condition, condition)
        eased = relieved_by_downtime(old, remove)
        chars = step.campaign.character.without_condition(old.name)
        if eased is not None:
            chars = chars.with_condition(eased)
        what = "removed" if eased is None else f"eased to {eased.tier.key}"
        step = replace(
            step,
            campaign=step.campaign.evolve(character=chars),
            changes=(*step.changes, f"Condition {old.name} {what} (R-RES-3)"),
        )
    return step


def fact(camp: Campaign, ctx: Context, text: str) -> Step:
    return _paid(camp, camp.economy.fact(camp.economy_state), f"Fact: {text}")


def flaw_complication(camp: Campaign, ctx: Context, flaw: str, pivotal: bool = True) -> Step:
    """A Flaw, or a Trademark acting as one, causes a pivotal complication (R-RES-3)."""
    from solo.rules.descriptors import DescriptorKind

    found = _guard(camp.character.descriptor, flaw)
    if found.kind is DescriptorKind.RELATIONSHIP:
        raise GameError(
            f"{found.name!r} is a Relationship: only a Flaw (or a Trademark acting as one) "
            "earns Resolve for a complication (R-RES-3)"
        )
    return _paid(
        camp,
        camp.economy.flaw_complication(camp.economy_state, pivotal=pivotal),
        f"{flaw} complicates things",
    )


def genre_action(camp: Campaign, ctx: Context, text: str = "") -> Step:
    return _paid(
        camp,
        camp.economy.genre_action(camp.economy_state),
        f"Genre-typical action{': ' + text if text else ''}",
    )


# --- Goals ---------------------------------------------------------------------------


def _goal_step(
    camp: Campaign,
    goal: str,
    reply: Result[Any] | Refusal,
    title: str,
    updated: Goal | None,
    *details: str,
) -> Step:
    step = _paid(camp, reply, title, *details)
    if updated is not None:
        character = _guard(step.campaign.character.with_updated_goal, goal, updated)
        step = replace(step, campaign=step.campaign.evolve(character=character))
    return step


def add_goal(camp: Campaign, ctx: Context, text: str, milestones: tuple[str, ...] = ()) -> Step:
    goal = Goal(text, tuple(_guard(_milestone, m) for m in milestones))
    character = _guard(camp.character.with_goal, goal)
    return Step(camp.evolve(character=character), f"New Goal: {text}")


def milestone(camp: Campaign, ctx: Context, goal: str, milestone: str = "") -> Step:
    g = _guard(camp.character.goal, goal)
    if not milestone.strip():
        names = "; ".join(m.text for m in g.milestones) or "none listed yet: name a new one"
        raise GameError(
            f"name the milestone reached (its milestones: {names}); each pays once (R-RES-3)"
        )
    if not any(m.text.casefold() == milestone.strip().casefold() for m in g.milestones):
        g = _guard(g.with_milestone, milestone.strip())  # one the player sets now
        camp = camp.evolve(character=_guard(camp.character.with_updated_goal, g.text, g))
    updated = _guard(g.milestone_achieved, milestone)
    return _goal_step(
        camp,
        g.text,
        camp.economy.goal_milestone(camp.economy_state),
        f"Milestone reached: {milestone or g.text}",
        updated,
    )


def setback(camp: Campaign, ctx: Context, goal: str, milestone: str = "") -> Step:
    g = _guard(camp.character.goal, goal)
    updated = _guard(g.milestone_failed, milestone) if milestone else None
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
    g = _guard(camp.character.goal, goal)
    if trademark and remove_flaw:
        raise GameError("an achieved Goal gives a new Trademark or removes a Flaw, not both")
    if remove_flaw:
        from solo.rules.advancement import RemoveFlaw
        from solo.rules.advancement import goal_achieved as achieved

        character = _guard(achieved, camp.character, g.text, RemoveFlaw(remove_flaw))
        return _paid(
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
        character = _guard(step.campaign.character.with_descriptor, Descriptor.trademark(trademark))
        step = replace(
            step,
            campaign=step.campaign.evolve(character=character),
            changes=(*step.changes, f"New Trademark: {trademark} (R-CHAR-5)"),
        )
    return step


def goal_failed(camp: Campaign, ctx: Context, goal: str, flaw: str = "") -> Step:
    g = _guard(camp.character.goal, goal)
    step = _goal_step(
        camp,
        g.text,
        camp.economy.goal_failed(camp.economy_state),
        f"Goal failed: {g.text}",
        g.ended(GoalStatus.FAILED),
    )
    if flaw:
        character = _guard(step.campaign.character.with_descriptor, Descriptor.flaw(flaw))
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
    g = _guard(camp.character.goal, goal)
    return _goal_step(
        camp,
        g.text,
        camp.economy.abandon_goal(camp.economy_state),
        f"Goal abandoned: {g.text}",
        g.ended(GoalStatus.ABANDONED),
    )


def goal_replaced(camp: Campaign, ctx: Context, goal: str, new_goal: str) -> Step:
    g = _guard(camp.character.goal, goal)
    step = _goal_step(
        camp,
        g.text,
        camp.economy.goal_replaced(camp.economy_state),
        f"Goal replaced: {g.text} → {new_goal}",
        g.ended(GoalStatus.REPLACED),
    )
    character = _guard(step.campaign.character.with_goal, Goal(new_goal))
    return replace(step, campaign=step.campaign.evolve(character=character))


def _milestone(text: str) -> Milestone:
    from solo.rules.goals import Milestone

    return Milestone(text)


# --- opposition, Conditions, Details, the way back in ---------------------------------


def set_opposition(
    camp: Campaign,
    ctx: Context,
    name: str,
    strength: Strength = Strength.AVERAGE,
    pool: str = "standard",
    scale: int = 0,
    slots: str = "",
) -> Step:
    """A foe with a Resolve pool (R-CON-3), or Consequence slots (R-RES-9 ``slots``)."""
    if slots:
        opp = _guard(
            lambda: Opposition.with_slots(slots, name=name, strength=strength.value, scale=scale)
        )
        return Step(
            camp.evolve(opposition=opp),
            f"Opposition: {name}",
            (f"{strength.value}, Consequence slots: {slots}, scale {scale:+d}",),
        )
    opp = _guard(lambda: Opposition.preset(pool, name=name, strength=strength.value, scale=scale))
    return Step(
        camp.evolve(opposition=opp),
        f"Opposition: {name}",
        (f"{strength.value}, Resolve {opp.resolve}, scale {scale:+d}",),
    )


def clear_opposition(camp: Campaign, ctx: Context) -> Step:
    if camp.opposition is None:
        raise GameError("there is no opposition to clear")
    return Step(camp.evolve(opposition=None), f"{camp.opposition.name} leaves the scene")


def add_condition(
    camp: Campaign,
    ctx: Context,
    name: str,
    polarity: str = "negative",
    tier: str = "minor",
    category: str = "physical",
) -> Step:
    cond = _guard(
        lambda: Condition(name, Polarity(polarity), Tier.from_key(tier), Category(category))
    )
    character = _guard(camp.character.with_condition, cond)
    return Step(
        camp.evolve(character=character),
        f"Condition: {name}",
        (),
        (f"{tier} {category} {polarity} Condition {name} (±1D, R-COND-1)",),
    )


def remove_condition(camp: Campaign, ctx: Context, name: str) -> Step:
    cond = _guard(camp.character.condition, name)
    return Step(
        camp.evolve(character=camp.character.without_condition(cond.name)),
        f"Condition ends: {cond.name}",
    )


def add_detail(
    camp: Campaign, ctx: Context, name: str, polarity: str = "negative", lasting: bool = False
) -> Step:
    if not camp.scene.open:
        raise GameError("no scene is open: a Detail belongs to a scene; start one first")
    detail = _guard(lambda: Detail(name, Polarity(polarity), scene=camp.scene.key, lasting=lasting))
    return Step(camp.evolve(scene=camp.scene.with_detail(detail)), f"Detail: {name}")


def wear_armour(
    camp: Campaign,
    ctx: Context,
    kind: str = "light",
    partial: bool = False,
    shield: bool = False,
    name: str = "",
) -> Step:
    """Put on armour (none/light/medium/heavy, partial) and maybe a shield (R-GEAR-2)."""
    from solo.rules.armour import Armour, ArmourKind, Protection
    from solo.rules.plain import enum_from

    protection = _guard(
        lambda: Protection(
            Armour(enum_from(ArmourKind, kind, "armour kind"), partial, name), shield=shield
        )
    )
    return Step(
        camp.evolve(protection=protection),
        f"Wear {protection.armour.label}",
        (
            f"rating {protection.armour_rating}, soak {protection.soak_left}"
            + (", with a shield" if shield else ""),
        ),
    )


def wield(
    camp: Campaign,
    ctx: Context,
    name: str,
    rating: int = 4,
    delivery: str = "melee",
    automatic: bool = False,
) -> Step:
    """Take up a weapon: sidearm 2, battle arm 4, heavy arm 6 (R-GEAR-1)."""
    from solo.rules.plain import enum_from
    from solo.rules.weapons import Delivery, Weapon

    weapon = _guard(
        lambda: Weapon(name, rating, enum_from(Delivery, delivery, "delivery"), automatic)
    )
    return Step(camp.evolve(weapon=weapon), f"Wield {weapon.name}", (f"rating {weapon.rating}",))


def repair_armour(camp: Campaign, ctx: Context) -> Step:
    """An armourer restores the armour's soak in downtime (R-GEAR-3)."""
    return Step(
        camp.evolve(protection=camp.protection.repaired()),
        f"{camp.protection.armour.label} repaired",
        (f"soak {camp.protection.armour.soak} again",),
    )


def trade_trademark(camp: Campaign, ctx: Context, trademark: str, flaw: str) -> Step:
    """Only a Trademark comes back as a new permanent Flaw (R-RES-6)."""
    from solo.rules.descriptors import DescriptorKind

    old = _guard(camp.character.descriptor, trademark)
    if old.kind is not DescriptorKind.TRADEMARK:
        raise GameError(
            f"{old.name!r} is a {old.kind.label}: only a Trademark can be traded for a "
            "new Flaw (R-RES-6)"
        )
    if any(d.name.casefold() == flaw.strip().casefold() for d in camp.character.descriptors):
        raise GameError(f"{camp.character.name} already has {flaw.strip()!r}: name a new Flaw")
    step = _paid(
        camp,
        camp.economy.trade_trademark(camp.economy_state),
        f"Trade {old.name} for the Flaw {flaw}",
    )
    character = _guard(step.campaign.character.without_descriptor, old.name)
    character = _guard(character.with_descriptor, Descriptor.flaw(flaw))
    return replace(step, campaign=step.campaign.evolve(character=character))


def note(camp: Campaign, ctx: Context, text: str) -> Step:
    if not text.strip():
        raise GameError("a note needs some text")
    return Step(camp, text.strip())
