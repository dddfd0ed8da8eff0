"""Sample character sheets and hypothesis strategies for the characters tests."""

from __future__ import annotations

from hypothesis import strategies as st
from msgspec.structs import replace

from solo.rules.character.assets import Asset, AssetKind
from solo.rules.character.descriptors import Concept, Descriptor, SuperKind
from solo.rules.character.goals import Goal, GoalStatus, Milestone, MilestoneStatus
from solo.rules.character.powers import PowerState
from solo.rules.character.sheet import Character
from solo.rules.conditions import Category, Condition, Detail, Polarity, Tier


def jerry(**changes) -> Character:
    """PC Jerry Lyttle, the source's example character: a legal new character."""
    sheet = Character(
        "Jerry Lyttle",
        Concept("Cynical Copper", ("Investigate crime", "Interrogate", "Fight", "Know the law")),
        (
            Descriptor.trademark("Spot a liar"),
            Descriptor.trademark("Vicious scrapper"),
            Descriptor.trademark("Crazy like a fox"),
            Descriptor.trademark("Blend in"),
            Descriptor.flaw("Gambling problem"),
            Descriptor.flaw("Suspicious of everyone"),
            Descriptor.relationship("Knowles can't be trusted", "Knowles", "negative"),
            Descriptor.relationship("Freddie saved my life once", "Freddie Mason", "positive"),
        ),
        (Goal("Uncover the ring of corrupt cops"),),
    )
    return replace(sheet, **changes)


def bodyguard() -> Asset:
    return Asset.bought(
        "Jan Stanislaus",
        AssetKind.SUPPORTING_CHARACTER,
        Concept("Surly bodyguard", ("Guard", "Brawl", "Intimidate")),
        ("Mean as a snake", "Stronger than he looks"),
        "Hair trigger temper",
    )


# --- strategies ------------------------------------------------------------------------

names = (
    st.text(
        alphabet=st.characters(whitelist_categories=("L", "N"), whitelist_characters=" '-"),
        min_size=1,
        max_size=12,
    )
    .map(str.strip)
    .filter(bool)
)


def unique_names(min_size: int = 0, max_size: int = 4):
    return st.lists(names, min_size=min_size, max_size=max_size, unique_by=str.casefold)


conditions = st.builds(
    Condition,
    names,
    st.sampled_from(Polarity),
    st.sampled_from(Tier),
    st.sampled_from(Category),
)
details = st.builds(
    Detail, names, st.sampled_from(Polarity), names, st.booleans(), st.sampled_from(Tier)
)
concepts = st.builds(Concept, names, unique_names(0, 5).map(tuple))


@st.composite
def descriptor_sets(draw) -> tuple[Descriptor, ...]:
    """Uniquely named Trademarks, Flaws and Relationships; maybe one super Trademark."""
    all_names = draw(unique_names(1, 8))
    out = []
    super_kind = draw(st.none() | st.sampled_from(SuperKind))
    for i, name in enumerate(all_names):
        kind = draw(st.sampled_from(["trademark", "flaw", "relationship"]))
        if kind == "trademark":
            out.append(Descriptor.trademark(name, super_kind=super_kind if i == 0 else None))
        elif kind == "flaw":
            out.append(Descriptor.flaw(name))
        else:
            out.append(Descriptor.relationship(name, draw(names), draw(st.sampled_from(Polarity))))
    return tuple(out)


milestones = st.builds(Milestone, names, st.sampled_from(MilestoneStatus))


@st.composite
def goal_sets(draw) -> tuple[Goal, ...]:
    texts = draw(unique_names(0, 5))
    goals = []
    active = 0
    for t in texts:
        status = draw(st.sampled_from(GoalStatus))
        if status is GoalStatus.ACTIVE:
            if active == 3:
                status = GoalStatus.ACHIEVED
            else:
                active += 1
        ms = draw(st.lists(milestones, max_size=3, unique_by=lambda m: m.text.casefold()))
        goals.append(Goal(t, tuple(ms), status))
    return tuple(goals)


@st.composite
def characters(draw) -> Character:
    descriptors = draw(descriptor_sets())
    condition_list = draw(st.lists(conditions, max_size=3, unique_by=lambda c: c.name.casefold()))
    assets = draw(st.lists(st.just(bodyguard()), max_size=1))
    return Character(
        draw(names),
        draw(concepts),
        descriptors,
        draw(goal_sets()),
        tuple(condition_list),
        tuple(assets),
        free_trademarks=draw(st.integers(0, 2)),
        level=draw(st.integers(1, 4)),
    )


power_states = st.builds(
    PowerState,
    names,
    magic_points=st.integers(0, 3),
    magic_max=st.just(3),
    uses_this_scene=st.integers(0, 3),
    uses_this_session=st.integers(0, 9),
    suspended=st.booleans(),
)
