"""Settling a question: what an accepted answer does to the campaign — Resolve, the
opposition, and the content its and/but brings. (The Consequences variant of the Resolve
economy is :mod:`solo.rules.consequences`.)"""

from __future__ import annotations

from typing import Any

from solo.dice.base import Roll
from solo.dice.ladder import Answer
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.context import Context
from solo.game.entry_text import change_texts
from solo.game.errors import GameError
from solo.game.question import Question
from solo.rules.conditions import Category, Condition, Detail, Tier
from solo.rules.conflicts import Conflict, resolve_conflict, settle
from solo.rules.events import Refusal


def apply_answer(
    camp: Campaign, ctx: Context, q: Question, roll: Roll, *, take: Take, soak: int
) -> tuple[Campaign, list[str], list[str], dict[str, Any]]:
    outcome = roll.outcome
    details: list[str] = [f"{outcome.label}: {outcome.meaning}"]
    changes: list[str] = []
    data: dict[str, Any] = {"answer": outcome.key, "extras": outcome.extras()}
    if outcome.answer is None:
        details.append("Impasse: neither side gets what it wants; nothing is paid.")
        return camp, details, changes, data
    new = camp
    if not q.world:
        new = _pay_conflict(new, q, outcome.answer, soak, details, changes)
    if ctx.library is not None:
        new = _draw_content(new, ctx, q, roll, take, details, changes, data)
    return new, details, changes, data


def _pay_conflict(
    camp: Campaign, q: Question, answer: Answer, soak: int, details: list[str], changes: list[str]
) -> Campaign:
    from solo.game.pooling import against_campaign_opposition

    opposition = camp.opposition if q.high_stakes and against_campaign_opposition(camp, q) else None
    protection = camp.protection
    try:
        conflict = Conflict(q.stakes, opposition, risky=q.risky, combat=q.combat)
        result = resolve_conflict(conflict, answer)
        soak = min(soak, result.character_loss)
        soak_notes = []
        for _ in range(soak):  # each soak use replaces one point of loss (R-GEAR-3)
            used = protection.soak()
            protection = used.protection
            soak_notes.append(used.reason + " (R-GEAR-3)")
        paid = settle(camp.economy, camp.economy_state, result, soaked=soak)
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
    return new


def _draw_content(
    camp: Campaign,
    ctx: Context,
    q: Question,
    roll: Roll,
    take: Take,
    details: list[str],
    changes: list[str],
    data: dict[str, Any],
) -> Campaign:
    from solo.tables import offer

    answer = roll.outcome.answer
    if answer is None or ctx.library is None:
        return camp  # an impasse brings nothing
    econ = camp.economy
    left = econ.losses_left(camp.economy_state)
    off = offer(
        ctx.library,
        answer,
        ctx.rng,
        resolve=max(left, 0),
        high_stakes=q.high_stakes,
        genre=camp.genre,
        setting=(camp.scene.setting or None) if camp.scene.open else None,
        complication=roll.outcome.complication,
        world=q.world,
        avoid=frozenset(
            [c.name for c in camp.character.conditions] + [d.name for d in camp.scene.details]
        ),
    )
    data["offer"] = off.as_dict()
    if off.meaning is not None:
        details.append(f"Read it as: {off.meaning.text}")
    if off.complication is not None:
        worse = " (one tier worse: Resolve is low, R-ORA-3)" if off.plan.escalated else ""
        details.append(f"Complication{worse}: {off.complication.text}")
    polarity = off.plan.polarity
    if take is Take.CONDITION and off.condition is not None and polarity is not None:
        tags = off.condition.entry.tags
        condition = Condition(
            name=off.condition.text,
            polarity=polarity,
            tier=tags.tier or Tier.MINOR,
            category=tags.category or Category.PHYSICAL,
        )
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
            drawn = getattr(off, what)
            if drawn is not None:
                details.append(f"Offered {what}: {drawn.text}")
    return camp
