"""Gear and supporting characters bought with a Trademark (R-CHAR-4): invest, lose,
regain, name a Trademark handed back. An asset then helps a question by name (its
``aide`` covering the task, or its Descriptors as ``asset_helps``)."""

from __future__ import annotations

from dataclasses import replace

from solo.game.action_steps import guard
from solo.game.campaign import Campaign
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.rules.character.assets import Asset, AssetKind
from solo.rules.character.descriptors import Concept, Descriptor
from solo.rules.economy.events import Refusal
from solo.rules.plain import enum_from

ASSET_ACTIONS = ("invest_asset", "lose_asset", "regain_asset", "name_trademark")


def invest_asset(
    camp: Campaign,
    ctx: Context,
    name: str,
    concept: str,
    trademarks: tuple[str, ...],
    flaw: str,
    trademark: str = "",
    kind: str = "gear",
    group: bool = False,
) -> Step:
    """Spend a Trademark (``trademark``, or one handed back) on gear or a supporting
    character: Concept, 2 Trademarks, 1 Flaw, 2 Resolve; ``group`` owned ones cost nothing."""

    def build() -> Asset:
        what = enum_from(AssetKind, kind, "asset kind")
        return Asset(
            name, what, Concept(concept), tuple(trademarks), (flaw,), 2, invested=0 if group else 1
        )

    asset = guard(build)
    if group:
        character = guard(lambda: replace(camp.character, assets=camp.character.assets + (asset,)))
    else:
        character = guard(camp.character.invest_in, asset, trademark or None)
    why = "group-owned" if group else f"for the Trademark {trademark or '(handed back)'}"
    return Step(
        camp.evolve(character=character), f"New asset: {asset.name}", (f"{why} (R-CHAR-4)",)
    )


def lose_asset(camp: Campaign, ctx: Context, name: str, permanent: bool = False) -> Step:
    """Losing an asset to events earns 1 Resolve; for good, its Trademarks come back."""
    character, loss = guard(camp.character.lose_asset, name, permanent)
    new = camp.evolve(character=character)
    changes: tuple[str, ...] = (loss.reason + " (R-CHAR-4)",)
    if loss.resolve_gained:
        paid = camp.economy.asset_lost(camp.economy_state)
        if isinstance(paid, Refusal):
            raise GameError(paid.reason)
        new = new.evolve(economy_state=paid.state)
        changes = (*changes, *(c.reason for c in paid.changes))
    if loss.trademarks_returned:
        changes = (*changes, f"{loss.trademarks_returned} Trademark(s) to name again (R-CHAR-4)")
    return Step(new, f"Asset lost: {name}", (), changes)


def regain_asset(camp: Campaign, ctx: Context, name: str) -> Step:
    character = guard(camp.character.regain_asset, name)
    return Step(camp.evolve(character=character), f"Asset regained: {name}")


def name_trademark(camp: Campaign, ctx: Context, name: str) -> Step:
    """Name a Trademark a lost asset handed back (R-CHAR-4)."""
    character = guard(camp.character.name_free_trademark, Descriptor.trademark(name))
    return Step(camp.evolve(character=character), f"New Trademark: {name}")
