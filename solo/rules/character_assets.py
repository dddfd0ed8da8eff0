"""A character's assets (R-CHAR-4): investing a Trademark in gear or a supporting character,
a second investment, losing an asset for a while or for good, and naming the Trademarks a
lost asset hands back. :class:`solo.rules.characters.Character` offers each as a method;
each returns a new Character."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from solo.rules.descriptors import Descriptor, DescriptorKind

if TYPE_CHECKING:
    from solo.rules.assets import Asset, AssetLoss
    from solo.rules.characters import Character


def invest_in(character: Character, asset: Asset, trademark: str | None = None) -> Character:
    """Spend a Trademark on an asset: the named one, or a free one when none is named."""
    if asset.is_group_owned:
        raise ValueError(f"{asset.name!r} is group-owned: the group holds it, not {character.name}")
    if asset.invested != 1:
        raise ValueError(f"a new asset takes one Trademark; {asset.name!r} shows {asset.invested}")
    owner = _spend_trademark(character, trademark)
    return replace(owner, assets=owner.assets + (asset,))


def invest_second(
    character: Character,
    asset_name: str,
    new_trademarks: tuple[str, ...],
    new_flaw: str | None = None,
    trademark: str | None = None,
) -> Character:
    """A second Trademark in an asset: +1 Resolve and 1 Trademark, or 2 and a Flaw."""
    old = character.asset(asset_name)
    grown = old.with_second_investment(new_trademarks, new_flaw)
    owner = _spend_trademark(character, trademark)
    return replace(owner, assets=tuple(grown if a is old else a for a in owner.assets))


def _spend_trademark(character: Character, trademark: str | None) -> Character:
    if trademark is not None:
        spent = character.descriptor(trademark)
        if spent.kind is not DescriptorKind.TRADEMARK:
            raise ValueError(
                f"only a Trademark can be invested; {spent.label} is not one (R-CHAR-4)"
            )
        return character.without_descriptor(spent.name)
    if character.free_trademarks < 1:
        raise ValueError(
            f"{character.name} has no free Trademark to invest: name one to spend (R-CHAR-4)"
        )
    return replace(character, free_trademarks=character.free_trademarks - 1)


def lose_asset(character: Character, name: str, permanent: bool) -> tuple[Character, AssetLoss]:
    """Deprived of an asset: 1 Resolve (for the economy); for good, the Trademarks back."""
    old = character.asset(name)
    loss = old.loss(permanent)
    assets = (
        tuple(a for a in character.assets if a is not old)
        if permanent
        else tuple(old.deprived() if a is old else a for a in character.assets)
    )
    after = replace(
        character,
        assets=assets,
        free_trademarks=character.free_trademarks + loss.trademarks_returned,
    )
    return after, loss


def regain_asset(character: Character, name: str) -> Character:
    old = character.asset(name)
    return replace(
        character, assets=tuple(old.regained() if a is old else a for a in character.assets)
    )


def name_free_trademark(character: Character, trademark: Descriptor) -> Character:
    """Turn a Trademark handed back by a lost asset into a new Trademark."""
    if trademark.kind is not DescriptorKind.TRADEMARK:
        raise ValueError(f"a free Trademark becomes a Trademark, not a {trademark.kind.value}")
    if character.free_trademarks < 1:
        raise ValueError(f"{character.name} has no free Trademark to name")
    return replace(
        character.with_descriptor(trademark), free_trademarks=character.free_trademarks - 1
    )
