"""The pool builder's rows for gear and allies.

The hero's weapon and armour (from the sheet) against the foe's weapon rating and armour
(R-GEAR-1, R-GEAR-2), or against a fleeing target's evasion rating (R-GEAR-1); cramped
quarters (R-GEAR-1); an activity the hero's armour hampers (R-GEAR-4); allies asking the
same question (R-CON-6); each asset as an aide whose Concept covers the task, and each
asset's Trademarks and Flaws (R-CHAR-4). Only rows that can apply to this hero are shown.
Every effect is read from the code the roll uses (:func:`~solo.game.pooling.exchange`,
:func:`~solo.game.pooling.build_pool`, the rules' own items), never restated here.
"""

from __future__ import annotations

from dataclasses import replace

from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.pool_choice import PoolChoice, dice_text, next_in
from solo.game.pooling import build_pool, exchange
from solo.game.question import Question
from solo.rules.character.assets import Asset
from solo.rules.gear.armour import Activity, ArmourKind
from solo.rules.gear.exchange import Exchange
from solo.rules.pool import asset_item

RATINGS: tuple[int | None, ...] = (None, 0, 2, 3, 4, 5, 6)
"""The foe's weapon or a target's evasion as the builder cycles it: none, then 0-6 (R-GEAR-1)."""
FOE_ARMOUR: tuple[str, ...] = ("", *(k.value for k in ArmourKind if k is not ArmourKind.NONE))
"""The foe's armour as the builder cycles it: none, light, medium, heavy (R-GEAR-2)."""
GEAR_KEYS = (
    "foe_weapon",
    "foe_armour",
    "evasion",
    "cramped",
    "activity",
    "allies",
    "aide",
    "asset",
)
"""The row kinds this module shows and :func:`toggle_gear` switches."""
OFF = "—"
"""The effect shown by a row that is not in play (no exchange, no activity)."""


def gear_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    """The gear and allies rows for an action question (none for a world question)."""
    if q.world:
        return []
    return [*_weapon_rows(camp, q), *_activity_rows(camp, q), *_ally_rows(camp, q)]


def _weapon_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    try:
        fight = exchange(camp, q)
    except GameError:
        fight = None
    both = fight is not None and fight.them is not None
    fleeing = fight is not None and fight.them is None
    yours = f"yours: {camp.weapon.name} {camp.weapon.rating}"
    rows = [
        PoolChoice(
            "foe_weapon",
            "Gear",
            f"foe's weapon: {_rating(q.foe_weapon)} ({yours})",
            dice_text(fight.weapon_edge()) if fight is not None and both else OFF,
            "R-GEAR-1",
            q.foe_weapon is not None,
        )
    ]
    if fight is not None and both:
        armour = camp.protection.armour
        rows.append(
            PoolChoice(
                "foe_armour",
                "Gear",
                f"foe's armour: {q.foe_armour or 'none'} (yours: {armour.label})",
                dice_text(fight.armour_edge()),
                "R-GEAR-2",
                bool(q.foe_armour),
            )
        )
    rows.append(
        PoolChoice(
            "evasion",
            "Gear",
            f"target flees or hides (cover, range or speed): {_rating(q.evasion)} ({yours})",
            dice_text(fight.weapon_edge()) if fight is not None and fleeing else OFF,
            "R-GEAR-1",
            q.evasion is not None,
        )
    )
    if fight is not None:
        cramped = _edge(camp, replace(q, cramped=True)) - _edge(camp, replace(q, cramped=False))
        rows.append(
            PoolChoice(
                "cramped",
                "Gear",
                "cramped quarters: weapon ratings reversed",
                dice_text(cramped),
                "R-GEAR-1",
                q.cramped,
            )
        )
    return rows


def _activity_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    """One row cycling the activities the hero's armour hampers; none if it hampers none."""
    worn = camp.protection
    if not hampered(camp):
        return []
    penalty = worn.activity_penalty(Activity(q.activity)) if q.activity in _values() else 0
    return [
        PoolChoice(
            "activity",
            "Gear",
            f"{worn.armour.label} hampers: {q.activity or 'none chosen'}",
            dice_text(-penalty) if q.activity else OFF,
            "R-GEAR-4",
            bool(q.activity),
        )
    ]


def hampered(camp: Campaign) -> tuple[str, ...]:
    """The activities the hero's armour gives penalty dice (R-GEAR-4), in the rules' order."""
    return tuple(a.value for a in Activity if camp.protection.activity_penalty(a))


def _ally_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    with_allies = _gain(camp, replace(q, with_allies=True), replace(q, with_allies=False))
    rows = [PoolChoice("allies", "Allies", "allies ask too", with_allies, "R-CON-6", q.with_allies)]
    for asset in camp.character.assets:
        if not asset.lost:  # a lost asset cannot help (R-CHAR-4)
            rows.append(_aide_row(camp, q, asset))
            rows.extend(_asset_descriptor_rows(q, asset))
    return rows


def _aide_row(camp: Campaign, q: Question, asset: Asset) -> PoolChoice:
    gain = _gain(camp, replace(q, aide=asset.name), replace(q, aide=""))
    return PoolChoice(
        f"aide:{asset.name}",
        "Allies",
        f"aide {asset.name} ({asset.concept.name}) covers the task: no −1D outside the Concept",
        gain,
        "R-CHAR-4",
        q.aide.casefold() == asset.name.casefold(),
    )


def _asset_descriptor_rows(q: Question, asset: Asset) -> list[PoolChoice]:
    used = {_asset_key(text) for text in q.asset_helps}
    rows = []
    for descriptor in (*asset.trademarks, *asset.flaws):
        item = asset_item(asset, descriptor, None)
        text = f"{asset.name}: {descriptor}"
        rows.append(
            PoolChoice(
                f"asset:{text}",
                "Allies",
                item.source,
                dice_text(item.dice),
                "R-CHAR-4",
                _asset_key(text) in used,
            )
        )
    return rows


def toggle_gear(camp: Campaign, q: Question, kind: str, name: str) -> Question:
    """``q`` with the gear or allies row ``kind`` (``name`` for an asset) switched or stepped."""
    if kind == "foe_weapon":
        rating = next_in(RATINGS, q.foe_weapon)
        if rating is None:
            return replace(q, foe_weapon=None, foe_armour="", cramped=False)
        return replace(q, foe_weapon=rating, evasion=None)
    if kind == "foe_armour":
        return replace(q, foe_armour=next_in(FOE_ARMOUR, q.foe_armour))
    if kind == "evasion":
        rating = next_in(RATINGS, q.evasion)
        if rating is None:
            return replace(q, evasion=None, cramped=False)
        return replace(q, evasion=rating, foe_weapon=None, foe_armour="")
    if kind == "cramped":
        return replace(q, cramped=not q.cramped)
    if kind == "activity":
        return replace(q, activity=next_in(("", *hampered(camp)), q.activity))
    if kind == "allies":
        return replace(q, with_allies=not q.with_allies)
    if kind == "aide":
        return replace(q, aide="" if q.aide.casefold() == name.casefold() else name)
    if kind == "asset":
        kept = tuple(t for t in q.asset_helps if _asset_key(t) != _asset_key(name))
        return replace(q, asset_helps=kept if len(kept) < len(q.asset_helps) else (*kept, name))
    raise GameError(f"nothing to toggle called {kind!r}")


def _rating(value: int | None) -> str:
    return "none" if value is None else str(value)


def _edge(camp: Campaign, q: Question) -> int:
    fight: Exchange | None = exchange(camp, q)
    return fight.weapon_edge() if fight is not None else 0


def _gain(camp: Campaign, on: Question, off: Question) -> str:
    """What switching a row on adds to the pool's dice, built as the roll builds it."""
    try:
        return dice_text(_dice(camp, on) - _dice(camp, off))
    except GameError:
        return "?"


def _dice(camp: Campaign, q: Question) -> int:
    pool = build_pool(camp, q)
    return pool.bonus - pool.penalty


def _asset_key(text: str) -> tuple[str, str]:
    name, _, descriptor = text.partition(":")
    return name.strip().casefold(), descriptor.strip().casefold()


def _values() -> tuple[str, ...]:
    return tuple(a.value for a in Activity)
