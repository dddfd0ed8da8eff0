"""From a framed Question to dice params: the pool with every die explained."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.dice import mechanic
from solo.dice.base import Params
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.turn.point_spends import climactic_now
from solo.game.turn.question import Question
from solo.rules.pool import (
    Circumstance,
    DescriptorUse,
    ItemKind,
    Pool,
    PoolItem,
    PoolRequest,
    assemble,
)
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.rules.character.assets import Asset
    from solo.rules.conditions import Detail
    from solo.rules.gear.armour import Activity
    from solo.rules.gear.exchange import Exchange
    from solo.rules.pool import AssetUse


def against_campaign_opposition(camp: Campaign, q: Question) -> bool:
    """R-OPP-1: the campaign's opposition stands against high-stakes actions, or a
    question marked against it (``@vs``), unless switched off for it (``@none``)."""
    if camp.opposition is None or q.world:
        return False
    return q.high_stakes if q.against_opposition is None else q.against_opposition


def opposition_note(camp: Campaign, q: Question) -> str | None:
    """One line saying whether the campaign's opposition applied to ``q``, and why."""
    opp = camp.opposition
    if opp is None or q.world:
        return None
    if against_campaign_opposition(camp, q):
        strength = q.opposition.value if q.opposition is not None else opp.strength
        given = " (the question's own strength)" if q.opposition is not None else ""
        return f"Against {opp.name}: {strength}{given} (R-OPP-1)"
    why = "switched off for this question" if q.against_opposition is False else "low stakes"
    if q.opposition is not None:  # the question names its own: say that, not "no opposition"
        return (
            f"Against a {q.opposition.value} opposition (the question's own strength);"
            f" {opp.name} is not part of it: {why} (R-OPP-1)"
        )
    return f"Not against {opp.name}: {why} (R-OPP-1)"  # "men does not": no verb to agree


def build_pool(camp: Campaign, q: Question) -> Pool:
    """The modifiers for ``q``: a world question uses its likelihood (R-ORA-1); an
    action gathers the character's Descriptors, Conditions, scene Details and more.
    An opposition given on the question wins over the campaign's (issue 13)."""
    if q.world:
        return _world_pool(camp, q)
    opposition, scale = _opposition_and_scale(camp, q)
    request = PoolRequest(
        descriptors=tuple(DescriptorUse(n, helps=True) for n in q.helps)
        + tuple(DescriptorUse(n, helps=False) for n in q.hinders),
        conditions=q.conditions,
        details=_scene_details(camp, q),
        circumstances=_circumstances(q),
        unfamiliar=q.unfamiliar,
        apt_concept=q.apt,
        opposition=opposition,
        scale=scale,
        with_allies=q.with_allies,
        against=q.against,
        exchange=exchange(camp, q),
        activity=_activity(q),
        worn=camp.protection if q.activity else None,
        aide=_asset(camp, q.aide) if q.aide else None,
        asset_descriptors=tuple(_asset_use(camp, text) for text in q.asset_helps),
    )
    try:
        return assemble(camp.character, request)
    except ValueError as exc:
        raise GameError(str(exc)) from None


def _world_pool(camp: Campaign, q: Question) -> Pool:
    """A world question's one item: its likelihood, steps from the system's even baseline."""
    step = q.likelihood.net
    moved = (
        f"{abs(step)} step{'s' if abs(step) > 1 else ''} toward {'yes' if step > 0 else 'no'} from "
        if step
        else ""
    )
    why = f"{q.likelihood.label} (R-ORA-1): {moved}{camp.system}'s even baseline"
    item = PoolItem("likelihood", step, why, ItemKind.NOTE)
    return Pool(items=(item,), opposition="average")


def _opposition_and_scale(camp: Campaign, q: Question) -> tuple[str, int]:
    """The strength the action meets and its scale: the question's own, else the
    campaign's opposition when it stands against ``q`` (its scale counted), else average."""
    opposition = q.opposition.value if q.opposition is not None else None
    scale = q.scale
    if camp.opposition is not None and against_campaign_opposition(camp, q):
        opposition = opposition or camp.opposition.strength
        scale -= camp.opposition.scale
    return opposition or "average", scale


def _scene_details(camp: Campaign, q: Question) -> tuple[Detail, ...]:
    details = []
    for name in q.details:
        match = [d for d in camp.scene.details if d.name.lower() == name.lower()]
        if not match:
            have = ", ".join(d.name for d in camp.scene.details) or "none"
            raise GameError(f"no scene Detail called {name!r} (Details here: {have})")
        details.append(match[0])
    return tuple(details)


def _circumstances(q: Question) -> tuple[Circumstance, ...]:
    out = []
    if q.bonus:
        out.append(Circumstance("circumstance in your favour", q.bonus))
    if q.penalty:
        out.append(Circumstance("circumstance against you", -q.penalty))
    return tuple(out)


def exchange(camp: Campaign, q: Question) -> Exchange | None:
    """The hero's weapon and armour against the foe's, or against a fleeing target's
    evasion rating (R-GEAR-1, R-GEAR-2); None when the question names neither."""
    if q.foe_weapon is None and q.evasion is None:
        return None
    from solo.rules.gear.armour import Armour, ArmourKind, Protection
    from solo.rules.gear.exchange import Exchange, Side
    from solo.rules.gear.weapons import Weapon, WeaponUse
    from solo.rules.plain import enum_from

    try:
        me = Side(WeaponUse(camp.weapon), camp.protection)
        if q.evasion is not None:
            return Exchange(me, evasion=q.evasion, cramped=q.cramped)
        kind = enum_from(ArmourKind, q.foe_armour or "none", "armour kind")
        assert q.foe_weapon is not None
        them = Side(WeaponUse(Weapon("the foe's weapon", q.foe_weapon)), Protection(Armour(kind)))
        return Exchange(me, them, cramped=q.cramped)
    except ValueError as exc:
        raise GameError(str(exc)) from None


def _asset(camp: Campaign, name: str) -> Asset:
    try:
        return camp.character.asset(name)
    except ValueError as exc:
        raise GameError(str(exc)) from None


def _asset_use(camp: Campaign, text: str) -> AssetUse:
    """``"Asset: Descriptor"`` → that asset's Trademark or Flaw in the pool (R-CHAR-4)."""
    from solo.rules.pool import AssetUse

    name, sep, descriptor = text.partition(":")
    if not sep:
        raise GameError(f"name an asset's Descriptor as 'Asset: Descriptor', got {text!r}")
    return AssetUse(_asset(camp, name.strip()), descriptor.strip())


def _activity(q: Question) -> Activity | None:
    if not q.activity:
        return None
    from solo.rules.gear.armour import Activity
    from solo.rules.plain import enum_from

    try:
        return enum_from(Activity, q.activity, "activity")
    except ValueError as exc:
        raise GameError(str(exc)) from None


def build_params(camp: Campaign, q: Question, pool: Pool) -> Params:
    """A world question: the system's even baseline moved by the likelihood (R-ORA-1).
    An action: the campaign's and the question's options with the pool's modifiers,
    through the system's campaign rule (R-OPP-1: minifu and buckets start from the
    modest challenge). In the climactic Fate Point's scene a d6 action is doubled
    (R-D6-6)."""
    mech = mechanic(camp.system)
    options: PlainDict = {**camp.system_options, **q.options}
    options.pop("fate_against_code", None)  # what the Fate Point costs, not a dice option
    if not q.world and climactic_now(camp):
        options["fate"] = True  # the climactic Fate Point's scene (R-D6-6)
    try:
        params: Params = (
            mech.world_params(q.likelihood.net, **options)
            if q.world
            else mech.action_params(**{**options, **pool.options()})
        )
    except ValueError as exc:
        raise GameError(str(exc)) from None
    return params
