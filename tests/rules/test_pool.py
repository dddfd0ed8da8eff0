"""Pool assembly: from what applies to the modifiers a mechanic rolls with."""

from fractions import Fraction

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.dice import mechanic
from solo.dice.ladder import Answer
from solo.rules.character.descriptors import Descriptor, SuperKind
from solo.rules.conditions import Condition, Detail, Polarity
from solo.rules.gear.armour import Activity, Armour, Protection
from solo.rules.gear.exchange import Exchange, Side
from solo.rules.gear.weapons import Weapon, WeaponUse
from solo.rules.pool import (
    Circumstance,
    DescriptorUse,
    Help,
    ItemKind,
    Pool,
    PoolItem,
    PoolRequest,
    assemble,
)
from tests.rules.sheets import jerry

JERRY = jerry().with_condition(Condition("Bloodied", "negative", "minor", "physical"))
KNOWLES = jerry(name="DS Knowles")


def pool(**request):
    return assemble(JERRY, PoolRequest(**request))


def uses(*names, helps=None):
    return tuple(DescriptorUse(n, helps) for n in names)


# --- R-CHAR-2: Descriptors ---------------------------------------------------------------


def test_each_applicable_descriptor_is_one_die_by_its_leaning_R_CHAR_2():
    """R-CHAR-2."""
    p = pool(descriptors=uses("Spot a liar", "Vicious scrapper", "Gambling problem"))
    assert (p.bonus, p.penalty) == (2, 1)
    rel = pool(descriptors=uses("Knowles can't be trusted", "Freddie saved my life once"))
    assert (rel.bonus, rel.penalty) == (1, 1)


def test_a_trademark_may_hinder_and_a_flaw_may_help_R_CHAR_2():
    """R-CHAR-2."""
    p = pool(
        descriptors=(
            DescriptorUse("Blend in", helps=False),
            DescriptorUse("Suspicious of everyone", helps=True),
        )
    )
    assert (p.bonus, p.penalty) == (1, 1)
    assert "gets in the way" in p.items[0].reason and "helps this time" in p.items[1].reason


def test_super_descriptor_dice_R_CHAR_2():
    """R-CHAR-2."""
    for kind, bonus, free in (
        (SuperKind.BROAD, 1, 0),
        (SuperKind.MASTERY, 2, 0),
        (SuperKind.MASTERY_DIE, 1, 1),
    ):
        sheet = JERRY.with_replaced_descriptor(
            "Blend in", Descriptor.trademark("Herculean Strength", super_kind=kind)
        )
        p = assemble(sheet, PoolRequest(descriptors=uses("Herculean Strength")))
        assert (p.bonus, p.free_rerolls) == (bonus, free)
        against = assemble(sheet, PoolRequest(descriptors=uses("Herculean Strength", helps=False)))
        assert (against.bonus, against.penalty, against.free_rerolls) == (0, 1, 0)


def test_a_descriptor_counts_once_R_CHAR_2():
    """R-CHAR-2."""
    with pytest.raises(ValueError, match="counts once per roll"):
        pool(descriptors=uses("Blend in", "blend in"))


# --- R-CHAR-1: Concept ------------------------------------------------------------------


def test_unfamiliarity_is_minus_one_unless_a_descriptor_fits_R_CHAR_1():
    """R-CHAR-1."""
    assert pool(unfamiliar=True).penalty == 1
    fitted = pool(unfamiliar=True, descriptors=uses("Crazy like a fox"))
    assert (fitted.bonus, fitted.penalty) == (1, 0)
    # a Descriptor that only hinders does not make the task familiar
    hindered = pool(unfamiliar=True, descriptors=uses("Gambling problem"))
    assert hindered.penalty == 2


def test_apt_concept_and_applicability_R_CHAR_1():
    """R-CHAR-1."""
    assert pool(apt_concept=True).bonus == 1
    assert pool(applicability=1).bonus == 1 and pool(applicability=-1).penalty == 1
    with pytest.raises(ValueError, match="both very apt and outside"):
        pool(apt_concept=True, unfamiliar=True)
    with pytest.raises(ValueError, match="applicability is -1, 0 or \\+1"):
        pool(applicability=2)


# --- R-COND-1 / R-COND-2 in the pool ----------------------------------------------------


def test_conditions_and_details_are_one_die_each_R_COND_1_R_COND_2():
    """R-COND-1 R-COND-2."""
    smoke = Detail("Thick smoke", Polarity.NEGATIVE, scene="docks")
    high = Detail("High ground", Polarity.POSITIVE, scene="docks")
    p = pool(conditions=("bloodied",), details=(smoke, high))
    assert (p.bonus, p.penalty) == (1, 2)
    with pytest.raises(ValueError, match="has no Condition named 'Drunk'"):
        pool(conditions=("Drunk",))


# --- R-OPP-1 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name,mod",
    [
        ("weak", 1),
        ("average", 0),
        ("standard", 0),
        ("challenging", -1),
        ("strong", -2),
        ("overwhelming", -3),
    ],
)
def test_opposition_strength_is_a_modifier_R_OPP_1(name, mod):
    """R-OPP-1."""
    p = pool(opposition=name)
    assert p.options()["opposition"] == ("average" if name == "standard" else name)
    assert (p.bonus, p.penalty, p.net) == (0, 0, mod)
    assert [i.dice for i in p.items if i.kind is ItemKind.OPPOSITION] == ([mod] if mod else [])
    with pytest.raises(ValueError, match="unknown opposition 'deadly'"):
        pool(opposition="deadly")


def test_pool_options_feed_a_mechanic_R_OPP_1_R_FUBAR_4():
    """R-OPP-1 R-FUBAR-4: Net +1 from a Trademark gives the source's 21/32 chance of yes_but or better."""
    p = pool(descriptors=uses("Spot a liar"))
    fubar = mechanic("fubar")
    assert fubar.odds(fubar.params(**p.options())).at_least(Answer.YES_BUT) == Fraction(21, 32)
    # a weak opposition is worth the same +1
    weak = pool(opposition="weak")
    assert fubar.odds(fubar.params(**weak.options())).at_least(Answer.YES_BUT) == Fraction(21, 32)


# --- R-CON-6 / R-CON-7 --------------------------------------------------------------------


def test_allies_on_the_same_question_get_one_die_R_CON_6():
    """R-CON-6."""
    assert pool(with_allies=True).bonus == 1


def test_direct_helpers_add_their_fitting_descriptors_R_CON_6():
    """R-CON-6."""
    help_ = Help(KNOWLES, uses("Vicious scrapper", "Blend in"))
    p = pool(descriptors=uses("Vicious scrapper"), helpers=(help_,))
    assert p.bonus == 3
    assert any(i.source.startswith("DS Knowles's") for i in p.items)
    with pytest.raises(ValueError, match="not both"):
        pool(helpers=(help_,), with_allies=True)
    with pytest.raises(ValueError, match="cannot help themself"):
        pool(helpers=(Help(JERRY, uses("Blend in")),))


def test_the_other_sides_descriptors_are_penalty_dice_R_CON_7():
    """R-CON-7."""
    p = pool(against=("Cold-blooded liar", "Smug"))
    assert p.penalty == 2 and all("R-CON-7" in i.reason for i in p.items)


# --- R-GEAR-1..4 through the pool -------------------------------------------------------


def test_gear_comparison_in_the_pool_R_GEAR_1_R_GEAR_2():
    """R-GEAR-1 R-GEAR-2."""
    sword, dagger = Weapon("broadsword", 4), Weapon("dagger", 2)
    plate = Protection(Armour("heavy"))
    ex = Exchange(Side(WeaponUse(sword)), Side(WeaponUse(dagger), plate))
    p = pool(exchange=ex)
    # better armed +1; their plate (6) beats my sword (4): -1
    assert (p.bonus, p.penalty) == (1, 1)
    cramped = pool(exchange=Exchange(Side(WeaponUse(sword)), Side(WeaponUse(dagger)), cramped=True))
    assert cramped.penalty == 1 and "reversed" in cramped.items[0].reason


def test_activity_penalties_in_the_pool_R_GEAR_4():
    """R-GEAR-4."""
    plate = Protection(Armour("heavy"))
    assert pool(activity=Activity.SWIMMING, worn=plate).penalty == 2
    assert pool(activity=Activity.CLIMBING, worn=plate).penalty == 1
    assert pool(activity=Activity.CLIMBING, worn=Protection(Armour("light"))).penalty == 0
    with pytest.raises(ValueError, match="say what armour is worn"):
        pool(activity=Activity.SWIMMING)


# --- other sources --------------------------------------------------------------------


def test_circumstances_and_scale():
    p = pool(
        circumstances=(Circumstance("ambushed", -1), Circumstance("outnumbered 3 to 1", -2)),
        scale=-1,
    )
    assert (p.penalty, p.scale) == (3, -1)
    with pytest.raises(ValueError, match="-3..\\+3 dice, not 0"):
        Circumstance("nothing", 0)


def test_every_item_names_its_rule():
    p = pool(
        descriptors=uses("Spot a liar"),
        conditions=("Bloodied",),
        unfamiliar=True,
        opposition="strong",
        with_allies=True,
        against=("Smug",),
        applicability=1,
    )
    assert all("(R-" in i.reason for i in p.items)
    assert len(p.lines()) == len(p.items)


# --- properties ---------------------------------------------------------------------------

NAMES = [d.name for d in JERRY.descriptors]
requests = st.builds(
    dict,
    chosen=st.lists(st.sampled_from(NAMES), unique=True, max_size=6),
    helps=st.lists(st.none() | st.booleans(), min_size=8, max_size=8),
    unfamiliar=st.booleans(),
    bloodied=st.booleans(),
    opposition=st.sampled_from(["weak", "average", "challenging", "strong", "overwhelming"]),
    extra=st.sampled_from(NAMES),
)


def _request(r, names):
    return PoolRequest(
        descriptors=tuple(DescriptorUse(n, r["helps"][i]) for i, n in enumerate(names)),
        unfamiliar=r["unfamiliar"],
        conditions=("Bloodied",) if r["bloodied"] else (),
        opposition=r["opposition"],
    )


@settings(max_examples=80, deadline=None)
@given(requests)
def test_adding_a_helpful_descriptor_never_lowers_the_pool_R_CHAR_2(r):
    """R-CHAR-2."""
    if r["extra"] in r["chosen"]:
        return
    before = assemble(JERRY, _request(r, r["chosen"]))
    request = _request(r, r["chosen"])
    after = assemble(
        JERRY,
        PoolRequest(
            descriptors=request.descriptors + (DescriptorUse(r["extra"], helps=True),),
            unfamiliar=request.unfamiliar,
            conditions=request.conditions,
            opposition=request.opposition,
        ),
    )
    assert after.bonus - after.penalty > before.bonus - before.penalty


@settings(max_examples=60, deadline=None)
@given(requests)
def test_pool_round_trips_and_options_build_params(r):
    p = assemble(JERRY, _request(r, r["chosen"]))
    assert Pool.from_dict(yaml.safe_load(yaml.safe_dump(p.to_dict()))) == p
    for system in ("fu", "fubar"):
        params = mechanic(system).params(**p.options())
        assert params.net == p.net


def test_pool_item_from_dict_names_bad_kind():
    with pytest.raises(ValueError, match="unknown pool item kind 'bogus'"):
        PoolItem.from_dict({"source": "x", "dice": 1, "reason": "y", "kind": "bogus"})
