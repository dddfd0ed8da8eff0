"""What an answer's "and"/"but" offers (R-ORA-2), its magnitude (R-COND-3, R-COND-4) and
escalation at low Resolve (R-ORA-3). Expected tiers below are worked out from RULES.md."""

from __future__ import annotations

import random

import pytest

import solo.tables.tags
from solo.dice.ladder import Answer
from solo.tables.model import Library
from solo.tables.offer import offer, plan_offer
from solo.vocabulary import Polarity, Tier, magnitude
from tests.tables.packs import core_library

P, N = Polarity.POSITIVE, Polarity.NEGATIVE
MINOR, MODERATE, MAJOR = Tier.MINOR, Tier.MODERATE, Tier.MAJOR


@pytest.fixture
def lib(tmp_path):
    return core_library(tmp_path)


@pytest.mark.parametrize(
    "lost,left,tier",
    [
        (False, 5, MINOR),
        (False, 0, MINOR),
        (True, 4, MODERATE),
        (True, 2, MODERATE),
        (True, 1, MAJOR),
        (True, 0, MAJOR),
    ],
)
def test_magnitude_follows_resolve_R_COND_3(lost, left, tier):
    """R-COND-3: no Resolve lost → minor; lost with >1 left → moderate; <2 left → major."""
    assert magnitude(lost, left) is tier


def test_main_tier_from_stakes_and_resolve_R_COND_3():
    """R-COND-3: a high-stakes yes_but loses no Resolve, so its stake is minor; a
    high-stakes no_* with Resolve 3 left is moderate, with 1 left major."""
    assert plan_offer("yes_but", high_stakes=True, resolve=3).main_tier is MINOR
    assert plan_offer("no_and", high_stakes=True, resolve=3).main_tier is MODERATE
    assert plan_offer("no_but", high_stakes=True, resolve=1).main_tier is MAJOR
    assert plan_offer("no_and", high_stakes=False, resolve=1).main_tier is MINOR
    assert plan_offer("no_and").main_tier is MODERATE  # nothing known: moderate
    assert plan_offer("no_and", main_tier="major", resolve=5).main_tier is MAJOR


@pytest.mark.parametrize(
    "answer,main,polarity,tier,complication",
    [
        ("yes_and", MODERATE, P, MODERATE, None),
        ("yes_but", MODERATE, N, MINOR, MINOR),
        ("no_but", MODERATE, P, MINOR, None),
        ("no_and", MODERATE, N, MODERATE, MODERATE),
        ("yes_and", MAJOR, P, MAJOR, None),
        ("yes_but", MAJOR, N, MODERATE, MODERATE),
        ("no_but", MAJOR, P, MODERATE, None),
        ("no_and", MAJOR, N, MAJOR, MAJOR),
        ("yes_but", MINOR, N, MINOR, MINOR),  # nothing below minor
        ("no_but", MINOR, P, MINOR, None),
        ("yes_and", Tier.PERMANENT, P, MAJOR, None),  # permanent ones are never drawn
        ("yes", MAJOR, None, None, None),
        ("no", MAJOR, None, None, None),
    ],
)
def test_and_equal_but_one_lower_never_above_main_R_COND_4(
    answer, main, polarity, tier, complication
):
    """R-COND-4: the secondary is no greater than the main stake; "but" ones a tier
    below "and" ones where possible. R-ORA-2: yes_and/no_but help, yes_but/no_and hurt."""
    plan = plan_offer(answer, main_tier=main)
    assert (plan.polarity, plan.tier, plan.complication_tier) == (polarity, tier, complication)
    assert plan.tier is None or plan.tier <= main


@pytest.mark.parametrize("resolve,escalated", [(5, False), (2, False), (1, True), (0, True)])
def test_low_resolve_makes_complications_one_tier_worse_R_ORA_3(resolve, escalated):
    """R-ORA-3 / R-RES-6: at Resolve 0 or 1 drawn complications are a tier more severe."""
    plan = plan_offer("yes_but", main_tier="major", resolve=resolve)
    assert plan.tier is MODERATE  # the Condition itself is not escalated
    assert plan.complication_tier is (MAJOR if escalated else MODERATE)
    assert plan.escalated is escalated
    top = plan_offer("no_and", main_tier="major", resolve=0)
    assert top.complication_tier is MAJOR  # already the worst drawn tier
    assert plan_offer("yes_and", resolve=0).complication_tier is None


def test_wild_die_complication_on_a_positive_answer():
    plan = plan_offer("yes", main_tier="moderate", complication=True, resolve=1)
    assert (plan.polarity, plan.complication_tier, plan.escalated) == (None, MAJOR, True)


@pytest.mark.parametrize("answer", [a.key for a in Answer])
@pytest.mark.parametrize("main", ["minor", "moderate", "major"])
def test_drawn_offer_matches_its_plan_R_ORA_2_R_COND_4(lib, answer, main):
    """R-ORA-2: each answer shows a meaning prompt; its "and"/"but" offers a Condition
    and a Detail of the planned polarity, no higher than the plan's tier (R-COND-4)."""
    for seed in range(5):
        got = offer(lib, answer, random.Random(seed), main_tier=main, resolve=1)
        plan = got.plan
        assert got.meaning is not None and got.meaning.entry.tags.answer.key == answer
        if plan.polarity is None:
            assert got.condition is got.detail is got.complication is None
            continue
        cond = got.condition.entry.tags
        assert cond.polarity is plan.polarity and cond.tier <= plan.tier
        assert cond.tier is not Tier.PERMANENT
        assert got.detail.entry.tags.polarity is plan.polarity
        if plan.polarity is N:
            assert got.complication.entry.tags.tier is plan.complication_tier
        else:
            assert got.complication is None


def test_exact_tier_is_preferred_when_the_table_has_it(lib):
    for seed in range(10):
        got = offer(lib, "no_and", random.Random(seed), main_tier="moderate")
        assert got.condition.text == "Broken Arm"  # the only moderate negative one
        assert got.complication.text == "Guards arrive"


def test_category_is_kept_by_going_down_a_tier_R_COND_4(lib):
    """No moderate mental Condition exists: the offer takes the minor mental one rather
    than exceed the stake (R-COND-4) or change category."""
    got = offer(lib, "no_and", random.Random(0), main_tier="moderate", category="mental")
    assert got.condition.text == "Rattled"
    got = offer(lib, "yes_and", random.Random(0), main_tier="major", category="social")
    assert got.condition.text == "Heroic Poise"


def test_setting_narrows_details_and_genre_is_accepted(lib):
    for seed in range(6):
        got = offer(lib, "yes_but", random.Random(seed), setting="interior", genre="noir")
        assert got.detail.text == "Lanterns gutter out"
    got = offer(lib, "yes_and", random.Random(0), setting="space")  # unknown: any setting
    assert got.detail.entry.tags.polarity is P


def test_offer_is_reproducible_and_serialisable(lib):
    a = offer(lib, "yes_but", random.Random(9), main_tier="major", resolve=0)
    b = offer(lib, "yes_but", random.Random(9), main_tier="major", resolve=0)
    assert a == b
    data = a.as_dict()
    assert data["plan"] == {
        "answer": "yes_but",
        "main_tier": "major",
        "polarity": "negative",
        "tier": "moderate",
        "complication_tier": "major",
        "escalated": True,
    }
    assert data["complication"]["entry"]["tier"] == "major"


def test_missing_tables_give_none():
    got = offer(Library(), "no_and", random.Random(0))
    assert (got.meaning, got.condition, got.detail, got.complication) == (None,) * 4


def test_bad_arguments_are_value_errors(lib):
    with pytest.raises(ValueError, match="unknown answer 'maybe'"):
        plan_offer("maybe")
    with pytest.raises(ValueError, match="unknown tier 'huge'"):
        plan_offer("yes", main_tier="huge")
    with pytest.raises(ValueError, match="bad category 'magic'"):
        offer(lib, "no_and", random.Random(0), category="magic")
    with pytest.raises(ValueError, match="resolve must be a whole number"):
        plan_offer("no_and", resolve="low")


def test_content_and_rules_share_one_vocabulary_R_COND_1():
    """R-COND-1's tiers, categories and polarities are one scale: a drawn entry's tags are
    the very values a rules Condition holds, spelled the same in YAML."""
    from solo.rules import conditions

    for name in ("Tier", "Category", "Polarity"):
        assert getattr(conditions, name) is getattr(solo.tables.tags, name)
    assert [t.key for t in Tier] == ["minor", "moderate", "major", "permanent"]
    assert Tier.MINOR < Tier.MODERATE < Tier.MAJOR < Tier.PERMANENT
    with pytest.raises(ValueError, match="unknown tier 7"):
        Tier.from_key(7)
