"""Settling a question: what an accepted answer does to the campaign — Resolve, the
opposition, and the content its and/but brings. (The Consequences variant of the Resolve
economy is :mod:`solo.rules.consequences`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solo.dice.base import Roll
from solo.dice.ladder import Answer
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.context import Context
from solo.game.entry_text import change_texts
from solo.game.errors import GameError
from solo.game.question import Question
from solo.rules.armour import SoakSource
from solo.rules.conditions import Category, Condition, Detail, Polarity, Tier
from solo.rules.conflicts import Conflict, resolve_conflict, settle
from solo.rules.events import Refusal


@dataclass(frozen=True)
class Guard:
    """How the hero meets a loss: armour soak uses, the shield's one soak, whether the
    foe's blow pierces armour (R-GEAR-3), and the Consequence's type (R-RES-9)."""

    soak: int = 0
    shield: bool = False
    piercing: bool = False
    kind: str = ""


KINDS = ("physical", "mental", "social")


def apply_answer(
    camp: Campaign, ctx: Context, q: Question, roll: Roll, *, take: Take, guard: Guard = Guard()
) -> tuple[Campaign, list[str], list[str], dict[str, Any]]:
    outcome = roll.outcome
    details: list[str] = [f"{outcome.label}: {outcome.meaning}"]
    changes: list[str] = []
    data: dict[str, Any] = {"answer": outcome.key, "extras": outcome.extras()}
    if outcome.answer is None:
        details.append("Impasse: neither side gets what it wants; nothing is paid.")
        return camp, details, changes, data
    new, soaked = camp, 0
    if guard.piercing:
        if not camp.play_options.armour_piercing:
            raise GameError("armour-piercing blows need the armour_piercing option (R-GEAR-3)")
        if outcome.answer is not Answer.NO_AND:
            raise GameError(
                "only the foe's yes_and (your no_and) may pierce armour, instead of its 'and' "
                "(R-GEAR-3)"
            )
        take = Take.NONE  # the blow pierces instead of bringing its "and"
    if not q.world:
        new, soaked = _pay_conflict(new, q, outcome.answer, guard, details, changes)
    if ctx.library is not None:
        new = _draw_content(new, ctx, q, roll, take, details, changes, data, soaked)
    return new, details, changes, data


def _pay_conflict(
    camp: Campaign,
    q: Question,
    answer: Answer,
    guard: Guard,
    details: list[str],
    changes: list[str],
) -> tuple[Campaign, int]:
    from solo.game.pooling import against_campaign_opposition

    opposition = camp.opposition if q.high_stakes and against_campaign_opposition(camp, q) else None
    protection = camp.protection
    try:
        conflict = Conflict(
            q.stakes,
            opposition,
            risky=q.risky,
            combat=q.combat,
            yes_and_costs_two=camp.play_options.yes_and_costs_two,
        )
        result = resolve_conflict(conflict, answer)
        sources = [SoakSource.SHIELD] if guard.shield else []
        sources += [SoakSource.ARMOUR] * guard.soak
        if sources and result.character_loss and not result.soakable:
            raise ValueError("only a Resolve loss from combat can be soaked by armour (R-GEAR-3)")
        sources = sources[: result.character_loss]
        soak_notes = []
        for source in sources:  # each soak use replaces one point of loss (R-GEAR-3)
            used = protection.soak(source, armour_piercing=guard.piercing)
            protection = used.protection
            soak_notes.append(used.reason + " (R-GEAR-3)")
        soak = len(sources)
        kind = guard.kind.strip().lower() or "physical"
        if kind not in KINDS:
            raise ValueError(f"a Consequence is physical, mental or social, not {guard.kind!r}")
        paid = settle(camp.economy, camp.economy_state, result, soaked=soak, kind=kind)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    details.extend(result.notes)
    changes.extend(soak_notes)
    new = camp.evolve(protection=protection)
    if paid is not None:
        if isinstance(paid, Refusal):
            raise GameError(paid.reason)
        new = new.evolve(economy_state=paid.state)
        changes.extend(change_texts(camp.economy, paid.state, paid.changes))
    if (
        camp.opposition is not None
        and result.opposition is not None
        and result.opposition != camp.opposition
    ):
        new = new.evolve(opposition=result.opposition)
        changes.append(
            f"{result.opposition.name} loses {result.opposition_loss} Resolve "
            f"(now {result.opposition.resolve})"
            + (" and is defeated (R-CON-3)" if result.opposition_defeated else "")
        )
    return new, soak


def _draw_content(
    camp: Campaign,
    ctx: Context,
    q: Question,
    roll: Roll,
    take: Take,
    details: list[str],
    changes: list[str],
    data: dict[str, Any],
    soaked: int = 0,
) -> Campaign:
    from solo.tables import offer

    answer = roll.outcome.answer
    if answer is None or ctx.library is None:
        return camp  # an impasse brings nothing
    econ = camp.economy
    left = econ.losses_left(camp.economy_state)
    library = ctx.library
    avoid = frozenset(
        [c.name for c in camp.character.conditions] + [d.name for d in camp.scene.details]
    )

    def draw() -> Any:
        return offer(
            library,
            answer,
            ctx.rng,
            resolve=max(left, 0),
            high_stakes=q.high_stakes,
            genre=camp.genre,
            setting=(camp.scene.setting or None) if camp.scene.open else None,
            complication=roll.outcome.complication,
            complication_tier=_total_severity(answer) if roll.outcome.complication else None,
            world=q.world,
            avoid=avoid,
        )

    off = draw()
    data["offer"] = off.as_dict()
    if off.meaning is not None:
        details.append(f"Read it as: {off.meaning.text}")
    if off.complication is not None:
        worse = " (one tier worse: Resolve is low, R-ORA-3)" if off.plan.escalated else ""
        details.append(f"Complication{worse}: {off.complication.text}")
    camp = _keep(camp, off, take, details, changes, soaked)
    for _ in range(roll.outcome.ands):  # "more ands": one more per extra die (R-BUCK-4)
        camp = _keep(camp, draw(), take, details, changes, 0)
    return camp


def _total_severity(answer: Answer) -> Tier:
    """A d6 complication's severity follows the total: the lower, the worse (R-D6-3)."""
    if answer.is_yes:
        return Tier.MINOR
    return Tier.MODERATE if answer is Answer.NO_BUT else Tier.MAJOR


def _keep(
    camp: Campaign,
    off: Any,
    take: Take,
    details: list[str],
    changes: list[str],
    soaked: int,
) -> Campaign:
    """Keep what one drawn offer brings, as ``take`` says (R-ORA-2)."""
    polarity = off.plan.polarity
    if take is Take.CONDITION and off.condition is not None and polarity is not None:
        tags = off.condition.entry.tags
        drawn: Condition | None = Condition(
            name=off.condition.text,
            polarity=polarity,
            tier=tags.tier or Tier.MINOR,
            category=tags.category or Category.PHYSICAL,
        )
        if soaked and drawn is not None and drawn.polarity is Polarity.NEGATIVE:
            lowered = drawn.reduced()  # soak lowers the inflicted Condition a tier (R-GEAR-3)
            changes.append(
                f"soak lowers {drawn.name} a tier: "
                + (f"now {lowered.tier.key} (R-GEAR-3)" if lowered else "gone (R-GEAR-3)")
            )
            drawn = lowered
        if drawn is None:
            return camp
        condition = drawn
        if not any(c.name == condition.name for c in camp.character.conditions):
            camp = camp.evolve(character=camp.character.with_condition(condition))
            changes.append(
                f"Condition gained: {condition.name} ({condition.tier.key} "
                f"{condition.category.value}, {condition.polarity.value}, "
                "R-COND-4)"
            )
    elif take is Take.DETAIL and off.detail is not None and polarity is not None:
        if not camp.scene.open:  # a Detail belongs to a scene (R-COND-2)
            details.append(
                f"Offered detail: {off.detail.text} (no scene is open to keep it: "
                "start one with /scene TITLE)"
            )
            return camp
        detail = Detail(name=off.detail.text, polarity=polarity, scene=camp.scene.key)
        camp = camp.evolve(scene=camp.scene.with_detail(detail))
        changes.append(f"Scene Detail: {detail.name} ({detail.polarity.value}, R-COND-2)")
    else:
        for what in ("condition", "detail"):
            offered = getattr(off, what)
            if offered is not None:
                details.append(f"Offered {what}: {offered.text}")
    return camp
