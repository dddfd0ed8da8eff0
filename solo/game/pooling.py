"""From a framed Question to dice params: the pool with every die explained."""

from __future__ import annotations

from typing import Any

from solo.dice import mechanic
from solo.dice.base import Params
from solo.game.campaign import Campaign
from solo.game.choices import Strength
from solo.game.errors import GameError
from solo.game.question import Question
from solo.rules.pool import Circumstance, DescriptorUse, Pool, PoolItem, PoolRequest, assemble


def build_pool(camp: Campaign, q: Question) -> Pool:
    """The modifiers for ``q``: a world question uses its likelihood (R-ORA-1); an
    action gathers the character's Descriptors, Conditions, scene Details and more."""
    opposition = (q.opposition or Strength.AVERAGE).value
    scale = q.scale
    if camp.opposition is not None and not q.world:
        if q.opposition in (None, Strength.AVERAGE):
            opposition = camp.opposition.strength
        scale -= camp.opposition.scale
    if q.world:
        net = q.likelihood.net
        items: tuple[PoolItem, ...] = ()
        if net:
            items = (PoolItem("likelihood", net,
                              f"{q.likelihood.label} (R-ORA-1)"),)
        return Pool(items=items, opposition="average")
    details = []
    for name in q.details:
        match = [d for d in camp.scene.details if d.name.lower() == name.lower()]
        if not match:
            have = ", ".join(d.name for d in camp.scene.details) or "none"
            raise GameError(f"no scene Detail called {name!r} (Details here: {have})")
        details.append(match[0])
    circumstances = []
    if q.bonus:
        circumstances.append(Circumstance("circumstance in your favour", q.bonus))
    if q.penalty:
        circumstances.append(Circumstance("circumstance against you", -q.penalty))
    request = PoolRequest(
        descriptors=tuple(DescriptorUse(n, helps=True) for n in q.helps)
        + tuple(DescriptorUse(n, helps=False) for n in q.hinders),
        conditions=q.conditions,
        details=tuple(details),
        circumstances=tuple(circumstances),
        unfamiliar=q.unfamiliar,
        apt_concept=q.apt,
        opposition=opposition,
        scale=scale,
    )
    try:
        return assemble(camp.character, request)
    except ValueError as exc:
        raise GameError(str(exc)) from None


def build_params(camp: Campaign, q: Question, pool: Pool) -> Params:
    mech = mechanic(camp.system)
    options: dict[str, Any] = {**camp.system_options, **q.options, **pool.options()}
    if q.world and camp.system == "fudge":
        options["situational"] = True  # the Fudge situational roll (R-FUDGE-4)
        options.pop("skill", None)
    try:
        return mech.params(**options)
    except ValueError as exc:
        raise GameError(str(exc)) from None
