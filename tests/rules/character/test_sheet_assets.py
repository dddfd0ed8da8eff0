"""Unique gear and supporting characters bought with Trademarks (R-CHAR-4)."""

import pytest
import yaml

from solo.rules.character.assets import Asset, AssetKind
from solo.rules.character.descriptors import Concept, Descriptor
from solo.rules.pool import AssetUse, PoolRequest, assemble
from tests.rules.sheets import bodyguard, jerry

SLOOP = Concept("Smuggler's Sloop", ("Sail", "Hide cargo"))
CALIBURN = Asset.group_owned(
    "The Caliburn",
    AssetKind.GEAR,
    Concept("Pursuit-Class Starship", ("Fly", "Fight in space")),
    ("Speed when it's needed", "False transponder", "Well-stocked crew armoury", "Takes a beating"),
    ("Outmoded tactical programs", "Poorly maintained"),
    resolve=5,
)


def test_bought_asset_has_concept_two_trademarks_a_flaw_two_resolve_R_CHAR_4():
    """R-CHAR-4."""
    jan = bodyguard()
    assert (len(jan.trademarks), len(jan.flaws), jan.resolve, jan.invested) == (2, 1, 2, 1)
    with pytest.raises(ValueError, match="needs 2 Trademarks, 1 Flaw"):
        Asset("Hairy Dwarf", "gear", SLOOP, ("False-bottomed hold",), ("Known to the King",), 2)


def test_second_trademark_adds_resolve_and_trademarks_R_CHAR_4():
    """R-CHAR-4."""
    one_more = bodyguard().with_second_investment(["Loyal to a fault"])
    assert (len(one_more.trademarks), len(one_more.flaws), one_more.resolve) == (3, 1, 3)
    two_and_flaw = bodyguard().with_second_investment(["Loyal", "Sharp eyes"], "Drinks")
    assert (len(two_and_flaw.trademarks), len(two_and_flaw.flaws), two_and_flaw.resolve) == (
        4,
        2,
        3,
    )
    with pytest.raises(ValueError, match="one Trademark, or two Trademarks and a Flaw"):
        bodyguard().with_second_investment(["Loyal", "Sharp eyes"])
    with pytest.raises(ValueError, match="already holds 2 Trademarks"):
        one_more.with_second_investment(["Again"])


def test_investing_spends_a_trademark_and_counts_at_creation_R_CHAR_4():
    """R-CHAR-4."""
    sheet = jerry().invest_in(bodyguard(), trademark="Blend in")
    assert len(sheet.trademarks) == 3 and sheet.asset("Jan Stanislaus").invested == 1
    assert sheet.creation_problems() == ()  # 3 Trademarks + 1 invested = 4
    second = sheet.invest_second(
        "Jan Stanislaus", ("Loyal to a fault",), trademark="Crazy like a fox"
    )
    assert len(second.trademarks) == 2 and second.creation_problems() == ()
    assert second.asset("Jan Stanislaus").resolve == 3
    with pytest.raises(ValueError, match="only a Trademark can be invested"):
        jerry().invest_in(bodyguard(), trademark="Gambling problem")
    with pytest.raises(ValueError, match="no free Trademark to invest"):
        jerry().invest_in(bodyguard())


def test_losing_an_asset_earns_resolve_and_for_good_returns_trademarks_R_CHAR_4():
    """R-CHAR-4."""
    sheet = jerry().invest_in(bodyguard(), trademark="Blend in")
    deprived, loss = sheet.lose_asset("Jan Stanislaus", permanent=False)
    assert (loss.resolve_gained, loss.trademarks_returned) == (1, 0)
    assert deprived.asset("Jan Stanislaus").lost
    back = deprived.regain_asset("Jan Stanislaus")
    gone, loss = back.lose_asset("Jan Stanislaus", permanent=True)
    assert (loss.resolve_gained, loss.trademarks_returned) == (1, 1)
    assert gone.assets == () and gone.free_trademarks == 1
    renamed = gone.name_free_trademark(Descriptor.trademark("Nose for trouble"))
    assert renamed.free_trademarks == 0 and renamed.creation_problems() == ()


def test_a_deprived_asset_lost_for_good_pays_resolve_only_once_R_CHAR_4():
    """R-CHAR-4."""
    sheet = jerry().invest_in(bodyguard(), trademark="Blend in")
    deprived, first = sheet.lose_asset("Jan Stanislaus", permanent=False)
    _, second = deprived.lose_asset("Jan Stanislaus", permanent=True)
    assert first.resolve_gained + second.resolve_gained == 1
    assert second.trademarks_returned == 1


def test_group_owned_assets_cost_and_return_nothing_R_CHAR_4():
    """R-CHAR-4."""
    assert CALIBURN.is_group_owned and CALIBURN.resolve == 5
    loss = CALIBURN.loss(permanent=True)
    assert (loss.resolve_gained, loss.trademarks_returned) == (0, 0)
    with pytest.raises(ValueError, match="group-owned"):
        jerry().invest_in(CALIBURN, trademark="Blend in")


def test_aide_covering_the_task_cancels_unfamiliarity_R_CHAR_4():
    """R-CHAR-4."""
    jan = bodyguard()
    assert jan.covers("guard")
    sheet = jerry()
    alone = assemble(sheet, PoolRequest(unfamiliar=True))
    aided = assemble(sheet, PoolRequest(unfamiliar=True, aide=jan))
    assert (alone.penalty, aided.penalty) == (1, 0)
    assert any("R-CHAR-4" in i.reason for i in aided.items)
    with pytest.raises(ValueError, match="lost for now"):
        assemble(sheet, PoolRequest(unfamiliar=True, aide=jan.deprived()))


def test_asset_descriptors_count_like_descriptors_R_CHAR_4():
    """R-CHAR-4."""
    pool = assemble(
        jerry(),
        PoolRequest(
            asset_descriptors=(
                AssetUse(CALIBURN, "takes a beating"),
                AssetUse(CALIBURN, "Poorly maintained"),
                AssetUse(bodyguard(), "Mean as a snake"),
            )
        ),
    )
    assert (pool.bonus, pool.penalty) == (2, 1)
    with pytest.raises(ValueError, match="has no Descriptor 'Warp drive'"):
        assemble(jerry(), PoolRequest(asset_descriptors=(AssetUse(CALIBURN, "Warp drive"),)))


def test_asset_round_trips_through_yaml():
    for asset in (
        bodyguard(),
        CALIBURN,
        bodyguard().with_second_investment(["A", "B"], "C").deprived(),
    ):
        assert Asset.from_dict(yaml.safe_load(yaml.safe_dump(asset.to_dict()))) == asset
