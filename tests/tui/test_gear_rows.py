"""The pool builder's gear and allies rows on the play screen (issue 9): switching one
changes the live exact odds as the pool says, writes its marker into the question bar,
and a typed marker ticks its row."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from solo.dice import mechanic
from solo.game import commands as c
from solo.game.turn import pool_builder
from solo.tui.app import SoloApp
from solo.tui.widgets.pool_builder import PoolBuilder
from tests.tui.pilot_helpers import SIZE, question_input
from tests.tui.test_question_area import area, shown_odds, switch


@pytest.fixture
def armed(game):
    """The demo hero with a sabre (4), light armour and a group-owned mule."""
    game.run(c.Wield("Sabre", 4))
    game.run(c.WearArmour("light"))
    game.run(
        c.InvestAsset(
            "Old Bess", "Loyal mule", ("Sure-footed", "Stubborn calm"), "Bites", group=True
        )
    )
    return game


def rows(app: SoloApp):
    return {r.key: r for r in app.screen.query_one(PoolBuilder)._rows}


def odds_with_dice(game, bonus: int, penalty: int = 0):
    """The exact odds of a bare question with ``bonus`` dice for it and ``penalty`` against."""
    bare = replace(pool_builder.blank(), bonus=bonus, penalty=penalty)
    return dict(pool_builder.odds(game.campaign, bare).rungs)


async def test_the_foes_weapon_row_changes_the_odds_as_the_pool_says_R_GEAR_1_R_GEAR_2(armed):
    """R-GEAR-1/R-GEAR-2: against an unarmed foe the sabre (4) is better armed (+1D) and light
    armour beats the weapon faced (+1D): the bar shows the odds of two dice for, and Enter
    rolls exactly those odds."""
    async with SoloApp(armed).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I strike him down?"
        await pilot.pause()
        assert shown_odds(pilot.app) == odds_with_dice(armed, 0)
        await switch(pilot, "foe_weapon")
        assert question_input(pilot.app).value == "Do I strike him down? !foe_weapon=0"
        shown = rows(pilot.app)
        assert shown["foe_weapon"].on and shown["foe_weapon"].effect == "+1D"
        assert shown["foe_armour"].effect == "+1D" and shown["foe_armour"].rule == "R-GEAR-2"
        assert shown_odds(pilot.app) == odds_with_dice(armed, 2)
        await switch(pilot, "foe_armour")  # light: does not beat the sabre, still +2D
        await switch(pilot, "foe_armour")  # medium (4): not above 4
        await switch(pilot, "foe_armour")  # heavy (6): both armours tell and cancel
        assert question_input(pilot.app).value == (
            "Do I strike him down? !foe_weapon=0 !foe_armour=heavy"
        )
        assert rows(pilot.app)["foe_armour"].effect == "even"
        after = shown_odds(pilot.app)
        assert after == odds_with_dice(armed, 1)
        question_input(pilot.app).focus()
        await pilot.press("enter")
        await pilot.pause()
        pending = armed.campaign.pending
        assert pending is not None and pending.question.foe_armour == "heavy"
        assert dict(mechanic(armed.campaign.system).odds(pending.params).rungs) == after


async def test_allies_aide_and_asset_rows_switch_by_key_and_move_the_odds_R_CON_6_R_CHAR_4(
    armed,
):
    """R-CON-6: allies asking too are +1D; R-CHAR-4: the mule's Flaw is −1D, and as an aide
    it cancels the −1D of working outside the Concept."""
    async with SoloApp(armed).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I ford the river? !unfamiliar"
        await pilot.pause()
        assert shown_odds(pilot.app) == odds_with_dice(armed, 0, 1)
        await switch(pilot, "allies")
        assert rows(pilot.app)["allies"].effect == "+1D"
        assert shown_odds(pilot.app) == odds_with_dice(armed, 1, 1)
        await switch(pilot, "aide:Old Bess")
        assert shown_odds(pilot.app) == odds_with_dice(armed, 1)
        await switch(pilot, "asset:Old Bess: Bites")
        assert shown_odds(pilot.app) == odds_with_dice(armed, 1, 1)
        assert question_input(pilot.app).value == (
            "Do I ford the river? !unfamiliar !allies !aide=Old_Bess +Old_Bess:Bites"
        )
        await switch(pilot, "allies")  # off again: the marker goes
        assert "!allies" not in question_input(pilot.app).value
        assert not area(pilot.app).request.with_allies


async def test_typed_gear_markers_tick_their_rows(armed):
    """Typing the markers switches the rows on: R-GEAR-1 evasion and cramped quarters,
    R-GEAR-4 the activity, R-CON-6 allies, R-CHAR-4 aide and asset Descriptor."""
    async with SoloApp(armed).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(
            pilot.app
        ).value = (
            "Do I catch her? !evasion=6 !cramped !activity=swimming !allies !aide=bess +bess:sure"
        )
        await pilot.pause()
        on = {key for key, row in rows(pilot.app).items() if row.on}
        assert {
            "evasion",
            "cramped",
            "activity",
            "allies",
            "aide:Old Bess",
            "asset:Old Bess: Sure-footed",
        } <= on
        shown = rows(pilot.app)
        # cramped: the sabre 4 stays 4, the target's cover 6 is not a weapon: still −1D
        assert shown["evasion"].effect == "-1D" and shown["activity"].effect == "-1D"
        q = area(pilot.app).request
        assert shown_odds(pilot.app) == dict(pool_builder.odds(armed.campaign, q).rungs)
        assert shown_odds(pilot.app) == odds_with_dice(armed, 2, 2)


async def test_the_activity_row_cycles_with_a_click_R_GEAR_4(armed):
    """R-GEAR-4: light armour hampers swimming only; a click steps the row on and off."""
    async with SoloApp(armed).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I swim across?"
        await pilot.pause()
        builder = pilot.app.screen.query_one(PoolBuilder)
        index = [r.key for r in builder._rows].index("activity")
        builder.highlighted = index  # scrolls the row into view
        await pilot.pause()
        y = index - round(builder.scroll_y) + 1  # +1: the border
        assert await pilot.click(PoolBuilder, offset=(6, y))
        await pilot.pause()
        assert question_input(pilot.app).value == "Do I swim across? !activity=swimming"
        assert rows(pilot.app)["activity"].effect == "-1D"
        assert shown_odds(pilot.app) == odds_with_dice(armed, 0, 1)
        assert await pilot.click(PoolBuilder, offset=(6, y))
        await pilot.pause()
        assert question_input(pilot.app).value == "Do I swim across?"


async def test_the_demo_hero_sees_only_the_gear_rows_that_can_apply(game):
    """No armour: no activity row (R-GEAR-4); no assets: no aide or asset rows (R-CHAR-4);
    the foe's armour (R-GEAR-2) and cramped quarters (R-GEAR-1) only once there is a fight."""
    async with SoloApp(game).run_test(size=SIZE) as pilot:
        await pilot.pause()
        question_input(pilot.app).value = "Do I hold the door?"
        await pilot.pause()
        keys = set(rows(pilot.app))
        assert {"foe_weapon", "evasion", "allies"} <= keys
        assert not keys & {"foe_armour", "cramped", "activity"}
        assert not any(k.startswith(("aide:", "asset:")) for k in keys)
        await switch(pilot, "foe_weapon")
        assert {"foe_armour", "cramped"} <= set(rows(pilot.app))
