"""The pool builder's gear and allies rows (issue 9): each shows what the roll's own pool
does, switches with its key, round-trips through the typed markers, and is absent when it
cannot apply to this hero."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from solo.game import commands as c
from solo.game import grammar
from solo.game.errors import GameError
from solo.game.grammar import action_question
from solo.game.turn import pool_builder
from solo.game.turn.pool import build_pool
from solo.game.turn.pool_builder import RATINGS

GEAR = {"foe_weapon", "foe_armour", "evasion", "cramped", "activity", "allies"}


@pytest.fixture
def armed(make_game):
    """The demo hero with a sabre (4) in light armour and a group-owned mule."""
    game = make_game()
    game.run(c.Wield("Sabre", 4))
    game.run(c.WearArmour("light"))
    game.run(
        c.InvestAsset(
            "Old Bess", "Loyal mule", ("Sure-footed", "Stubborn calm"), "Bites", group=True
        )
    )
    return game


def rows(camp, q):
    return {r.key: r for r in pool_builder.choices(camp, q)}


def question(**fields):
    return replace(pool_builder.blank(), text="Do I win?", **fields)


def dice(camp, q):
    pool = build_pool(camp, q)
    return pool.bonus - pool.penalty


def effect_dice(text: str) -> int:
    return 0 if text == "even" else int(text.removesuffix("D"))


def same_odds_as_dice(camp, q, n: int) -> bool:
    """``q``'s exact odds are those of a bare question with ``n`` dice for (or against)."""
    bare = question(bonus=max(n, 0), penalty=max(-n, 0))
    return pool_builder.odds(camp, q).rungs == pool_builder.odds(camp, bare).rungs


def test_the_foe_weapon_row_cycles_and_shows_who_is_better_armed_R_GEAR_1(armed):
    """R-GEAR-1: a sabre (4) against the foe's 0/2/3 is +1D, 4 even, 5/6 −1D — the row
    says so and the odds are those of that many dice."""
    camp, q = armed.campaign, question()
    seen = []
    for rating in RATINGS[1:]:
        q = pool_builder.toggle(camp, q, "foe_weapon")
        assert q.foe_weapon == rating
        row = rows(camp, q)["foe_weapon"]
        seen.append(row.effect)
        assert row.on and row.rule == "R-GEAR-1" and "Sabre 4" in row.label
        weapons = [i.dice for i in build_pool(camp, q).items if i.source == "weapons"]
        assert weapons == [effect_dice(row.effect)]
    assert seen == ["+1D", "+1D", "+1D", "even", "-1D", "-1D"]
    q = pool_builder.toggle(camp, q, "foe_weapon")  # back to none: no exchange at all
    assert q.foe_weapon is None and rows(camp, q)["foe_weapon"].effect == "—"
    assert dice(camp, q) == 0


def test_the_foe_armour_row_compares_armour_with_the_weapon_faced_R_GEAR_2(armed):
    """R-GEAR-2: light armour (2) beats a foe's 0 weapon: +1D; the foe's armour against the
    sabre (4): light/medium do not beat it, heavy does and cancels ours."""
    camp = armed.campaign
    q = pool_builder.toggle(camp, question(), "foe_weapon")  # the foe's weapon 0
    effects = []
    for armour in ("light", "medium", "heavy", ""):
        q = pool_builder.toggle(camp, q, "foe_armour")
        assert q.foe_armour == armour
        row = rows(camp, q)["foe_armour"]
        assert row.rule == "R-GEAR-2" and row.on == bool(armour)
        effects.append(row.effect)
        armour_dice = sum(i.dice for i in build_pool(camp, q).items if i.source == "armour")
        assert armour_dice == effect_dice(row.effect)
    assert effects == ["+1D", "+1D", "even", "+1D"]
    # weapon +1D and armour +1D: exactly the odds of two dice for
    assert same_odds_as_dice(camp, q, 2)


def test_evasion_compares_the_weapon_with_a_fleeing_target_and_replaces_the_foe_R_GEAR_1(
    armed,
):
    """R-GEAR-1: a fleeing target's cover 6 beats the sabre: −1D; evasion and a foe's
    weapon exclude each other (the foe either fights back or flees)."""
    camp = armed.campaign
    q = pool_builder.toggle(camp, question(foe_weapon=2, foe_armour="light"), "evasion")
    assert q.evasion == 0 and q.foe_weapon is None and q.foe_armour == ""
    while q.evasion != 6:
        q = pool_builder.toggle(camp, q, "evasion")
    shown = rows(camp, q)
    assert shown["evasion"].effect == "-1D" and shown["evasion"].rule == "R-GEAR-1"
    assert shown["foe_weapon"].effect == "—" and "foe_armour" not in shown
    assert same_odds_as_dice(camp, q, -1)
    assert pool_builder.toggle(camp, q, "foe_weapon").evasion is None


def test_cramped_quarters_reverse_the_ratings_and_show_the_swing_R_GEAR_1(armed):
    """R-GEAR-1: sabre 4 against a heavy arm 6 is −1D; cramped, 6 counts as 2: +1D — the
    row shows the +2D swing it makes."""
    camp = armed.campaign
    q = question(foe_weapon=6)
    assert rows(camp, q)["cramped"].effect == "+2D"
    on = pool_builder.toggle(camp, q, "cramped")
    assert on.cramped and rows(camp, on)["cramped"].on
    assert dice(camp, on) - dice(camp, q) == 2
    # the foe's 6 is not reversed against armour (light 2 does not beat it): one die for
    assert same_odds_as_dice(camp, on, 1)


def test_the_activity_row_cycles_what_the_heros_armour_hampers_R_GEAR_4(make_game):
    """R-GEAR-4: heavy armour hampers swimming (2D) and five more activities (1D each)."""
    game = make_game()
    game.run(c.WearArmour("heavy"))
    camp, q = game.campaign, question()
    shown = []
    for _ in range(7):
        q = pool_builder.toggle(camp, q, "activity")
        row = rows(camp, q)["activity"]
        assert row.rule == "R-GEAR-4"
        shown.append((q.activity, row.effect))
        assert dice(camp, q) == effect_dice(row.effect) if q.activity else dice(camp, q) == 0
    assert shown == [
        ("swimming", "-2D"),
        ("sneaking", "-1D"),
        ("chasing", "-1D"),
        ("leaping", "-1D"),
        ("climbing", "-1D"),
        ("perceiving", "-1D"),
        ("", "—"),
    ]
    assert same_odds_as_dice(camp, question(activity="swimming"), -2)


def test_light_armour_offers_only_swimming_and_no_armour_no_activity_row_R_GEAR_4(armed, make_game):
    camp = armed.campaign
    q = pool_builder.toggle(camp, question(), "activity")
    assert q.activity == "swimming"
    assert pool_builder.toggle(camp, q, "activity").activity == ""
    assert "activity" not in rows(make_game(name="bare").campaign, question())


def test_allies_asking_too_add_a_die_R_CON_6(armed):
    camp = armed.campaign
    q = pool_builder.toggle(camp, question(), "allies")
    row = rows(camp, q)["allies"]
    assert q.with_allies and row.on and row.effect == "+1D" and row.rule == "R-CON-6"
    assert same_odds_as_dice(camp, q, 1)


def test_an_aide_whose_concept_covers_the_task_cancels_unfamiliarity_R_CHAR_4(armed):
    camp = armed.campaign
    assert rows(camp, question())["aide:Old Bess"].effect == "even"
    q = question(unfamiliar=True)
    row = rows(camp, q)["aide:Old Bess"]
    assert row.effect == "+1D" and row.rule == "R-CHAR-4" and not row.on
    helped = pool_builder.toggle(camp, q, "aide:Old Bess")
    assert helped.aide == "Old Bess" and rows(camp, helped)["aide:Old Bess"].on
    assert same_odds_as_dice(camp, helped, 0) and not same_odds_as_dice(camp, q, 0)
    assert pool_builder.toggle(camp, helped, "aide:Old Bess").aide == ""


def test_an_assets_trademark_helps_and_its_flaw_hinders_R_CHAR_4(armed):
    camp = armed.campaign
    shown = rows(camp, question())
    assert shown["asset:Old Bess: Sure-footed"].effect == "+1D"
    assert shown["asset:Old Bess: Bites"].effect == "-1D"
    assert {shown[k].rule for k in shown if k.startswith("asset:")} == {"R-CHAR-4"}
    q = pool_builder.toggle(camp, question(), "asset:Old Bess: Bites")
    assert q.asset_helps == ("Old Bess: Bites",) and rows(camp, q)["asset:Old Bess: Bites"].on
    assert same_odds_as_dice(camp, q, -1)
    assert pool_builder.toggle(camp, q, "asset:Old Bess: Bites").asset_helps == ()


def test_rows_that_cannot_apply_are_absent(make_game, armed):
    """The demo hero has no armour and no assets: no activity (R-GEAR-4), aide or asset
    rows (R-CHAR-4); the foe's armour (R-GEAR-2) and cramped quarters (R-GEAR-1) appear only
    with an exchange; a world question has no gear rows; a lost asset cannot help."""
    camp = make_game(name="demo").campaign
    keys = set(rows(camp, question()))
    assert GEAR - keys == {"foe_armour", "cramped", "activity"}
    assert not any(k.startswith(("aide:", "asset:")) for k in keys)
    assert {"foe_armour", "cramped"} <= set(rows(camp, question(foe_weapon=2)))
    assert "cramped" in rows(camp, question(evasion=2))
    assert "foe_armour" not in rows(camp, question(evasion=2))
    world = set(rows(camp, pool_builder.blank(world=True)))
    assert not world & GEAR
    armed.run(c.LoseAsset("Old Bess"))
    assert not any(k.startswith(("aide:", "asset:")) for k in rows(armed.campaign, question()))


@pytest.mark.parametrize(
    "keys",
    [
        ("foe_weapon", "foe_weapon", "foe_armour", "cramped"),
        ("evasion", "evasion", "evasion"),
        ("activity", "allies"),
        ("aide:Old Bess", "asset:Old Bess: Sure-footed", "asset:Old Bess: Bites"),
    ],
)
def test_every_gear_row_round_trips_through_the_typed_markers(armed, keys):
    """Switching rows writes markers the grammar reads back into the same question."""
    camp, q = armed.campaign, question()
    for key in keys:
        q = pool_builder.toggle(camp, q, key)
    typed = grammar.line("Do I win", q)
    assert action_question(typed, camp.character) == q
    assert all(rows(camp, q)[key].on for key in keys)


def test_typed_gear_markers_read_as_the_rows_do(armed):
    camp = armed.campaign
    q = action_question(
        "Do I win? !foe_weapon=5 !foe_armour=Heavy !cramped !activity=Swimming !allies "
        "!aide=bess -bess:bit +old_bess:sure",
        camp.character,
    )
    assert (q.foe_weapon, q.foe_armour, q.cramped, q.activity) == (5, "heavy", True, "swimming")
    assert q.with_allies and q.aide == "Old Bess"
    assert q.asset_helps == ("Old Bess: Bites", "Old Bess: Sure-footed")
    assert action_question("Do I win? !foe_armour=none", camp.character).foe_armour == ""


@pytest.mark.parametrize(
    ("tail", "named"),
    [
        ("!foe_weapon=7", "!foe_weapon=7"),
        ("!evasion=far", "!evasion=far"),
        ("!foe_armour=plate", "plate"),
        ("!activity=dancing", "dancing"),
        ("!aide=Teodor", "Teodor"),
        ("!mount=horse", "!mount=horse"),
        ("+bess:brave", "brave"),
        ("!foe_weapon=2 !evasion=3", "!evasion"),
    ],
)
def test_a_bad_gear_marker_is_refused_by_name(armed, tail, named):
    with pytest.raises(GameError, match=named.replace("+", r"\+")):
        action_question(f"Do I win? {tail}", armed.campaign.character)
