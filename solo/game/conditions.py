"""The hero's Conditions (R-COND-1) and a scene's Details (R-COND-2), added and removed by
hand. Each returns a :class:`Step` or raises :class:`GameError`; a refused action changes
nothing."""

from __future__ import annotations

from solo.game.action_steps import guard
from solo.game.campaign import Campaign
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.rules.conditions import Category, Condition, Detail, Polarity, Tier

CONDITION_ACTIONS = (
    "add_condition",
    "remove_condition",
    "add_detail",
)
"""The action names this module adds (see :data:`solo.game.engine.ACTIONS`)."""


def add_condition(
    camp: Campaign,
    ctx: Context,
    name: str,
    polarity: str = "negative",
    tier: str = "minor",
    category: str = "physical",
) -> Step:
    cond = guard(
        lambda: Condition(name, Polarity(polarity), Tier.from_key(tier), Category(category))
    )
    character = guard(camp.character.with_condition, cond)
    return Step(
        camp.evolve(character=character),
        f"Condition: {name}",
        (),
        (f"{tier} {category} {polarity} Condition {name} (±1D, R-COND-1)",),
    )


def remove_condition(camp: Campaign, ctx: Context, name: str) -> Step:
    cond = guard(camp.character.condition, name)
    return Step(
        camp.evolve(character=camp.character.without_condition(cond.name)),
        f"Condition ends: {cond.name}",
    )


def add_detail(
    camp: Campaign, ctx: Context, name: str, polarity: str = "negative", lasting: bool = False
) -> Step:
    if not camp.scene.open:
        raise GameError("no scene is open: a Detail belongs to a scene; start one first")
    detail = guard(lambda: Detail(name, Polarity(polarity), scene=camp.scene.key, lasting=lasting))
    return Step(camp.evolve(scene=camp.scene.with_detail(detail)), f"Detail: {name}")
