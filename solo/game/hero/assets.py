"""Gear and supporting characters bought with a Trademark (R-CHAR-4): invest, lose,
regain, name a Trademark handed back. An asset then helps a question by name (its
``aide`` covering the task, or its Descriptors as ``asset_helps``)."""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.hero.commands import InvestAsset, LoseAsset, NameTrademark, RegainAsset
from solo.rules.character.assets import Asset, AssetKind
from solo.rules.character.descriptors import Concept, Descriptor
from solo.rules.economy.events import Refusal
from solo.rules.plain import enum_from


@handles(InvestAsset)
def invest_asset(camp: Campaign, ctx: Context, cmd: InvestAsset) -> Step:
    """Spend a Trademark (``trademark``, or one handed back) on gear or a supporting
    character: Concept, 2 Trademarks, 1 Flaw, 2 Resolve; ``group`` owned ones cost nothing."""
    name, concept, trademarks, flaw, trademark, kind, group = (
        cmd.name,
        cmd.concept,
        cmd.trademarks,
        cmd.flaw,
        cmd.trademark,
        cmd.kind,
        cmd.group,
    )

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


@handles(LoseAsset)
def lose_asset(camp: Campaign, ctx: Context, cmd: LoseAsset) -> Step:
    """Losing an asset to events earns 1 Resolve; for good, its Trademarks come back."""
    name, permanent = cmd.name, cmd.permanent
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


@handles(RegainAsset)
def regain_asset(camp: Campaign, ctx: Context, cmd: RegainAsset) -> Step:
    name = cmd.name
    character = guard(camp.character.regain_asset, name)
    return Step(camp.evolve(character=character), f"Asset regained: {name}")


@handles(NameTrademark)
def name_trademark(camp: Campaign, ctx: Context, cmd: NameTrademark) -> Step:
    """Name a Trademark a lost asset handed back (R-CHAR-4)."""
    name = cmd.name
    character = guard(camp.character.name_free_trademark, Descriptor.trademark(name))
    return Step(camp.evolve(character=character), f"New Trademark: {name}")
