"""Conditions and Details (RULES.md §7, R-COND-1..5).

A Condition sticks to a character: "Bloodied", "Beer Money", "Laughing Stock". A Detail
sticks to a scene: "the rope bridge is cut". Either one is worth one die for or against
whoever it applies to, whatever its tier; a higher tier only means it applies to more.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.dice.ladder import Answer
from solo.rules.plain import enum_from, field, flag, text
from solo.vocabulary import Category, PlainDict, Polarity, Tier, magnitude, secondary_tier

__all__ = [
    "Category",
    "Condition",
    "Detail",
    "Polarity",
    "SceneEnd",
    "Tier",
    "end_scene",
    "magnitude",
    "relieved_by_downtime",
    "secondary_magnitude",
]


# --- Conditions --------------------------------------------------------------------


class Condition(Struct, frozen=True):
    """A positive or negative state of a character, with a tier and a category (R-COND-1)."""

    name: str
    polarity: Polarity
    tier: Tier
    category: Category
    lasting: bool = False  # kept by the player beyond the scene, until ended

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "a Condition's name"))
        force_setattr(self, "polarity", enum_from(Polarity, self.polarity, "polarity"))
        force_setattr(self, "tier", Tier.from_key(self.tier))
        force_setattr(self, "category", enum_from(Category, self.category, "category"))

    @property
    def dice(self) -> int:
        """+1D or -1D whatever the tier (R-COND-1)."""
        return self.polarity.sign

    @property
    def ends_with_scene(self) -> bool:
        """Minor Conditions last the scene at most (R-COND-5), except what the hero owns
        (a resources Condition: money, an item bought or looted) and one the player made
        lasting: those last until the player ends them (docs/rules-decisions.md)."""
        return (
            self.tier is Tier.MINOR and not self.lasting and self.category is not Category.RESOURCES
        )

    def made_lasting(self) -> Condition:
        """The Condition kept beyond its scene, until the player ends it."""
        return replace(self, lasting=True)

    def reduced(self, new_name: str | None = None) -> Condition | None:
        """One tier lower, renamed if the fiction says so; a minor one is gone (None).

        Used for aging (R-COND-5), downtime relief and armour soak (R-GEAR-3). A
        permanent Condition is a Descriptor and does not shrink.
        """
        lower = self.tier.lower()
        if lower is None:
            return None
        if lower is self.tier:
            return self
        return replace(self, tier=lower, name=new_name or self.name)

    def aged(self, new_name: str | None = None) -> Condition | None:
        """A Condition shrinks one tier as it ages: major → moderate → minor → gone."""
        return self.reduced(new_name)

    def worsened(self, new_name: str | None = None) -> Condition:
        """An untreated negative Condition grows one tier, up to major (R-COND-5)."""
        if self.polarity is Polarity.POSITIVE:
            raise ValueError(f"only negative Conditions worsen; {self.name!r} is positive")
        if self.tier >= Tier.MAJOR:
            return self
        return replace(self, tier=Tier(self.tier + 1), name=new_name or self.name)

    def made_permanent(self) -> Condition:
        """Bought as a Descriptor, a Condition stops aging (R-COND-5)."""
        return replace(self, tier=Tier.PERMANENT)

    @property
    def recovery(self) -> str:
        """How the Condition goes away, in a line (R-COND-5)."""
        if self.tier is Tier.MINOR and not self.ends_with_scene:
            return "Lasts until spent, lost or ended."
        return _RECOVERY[self.polarity][self.tier]

    def to_dict(self) -> PlainDict:
        out: PlainDict = {
            "name": self.name,
            "polarity": self.polarity.value,
            "tier": self.tier.key,
            "category": self.category.value,
        }
        if self.lasting:
            out["lasting"] = True
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Condition:
        what = "a Condition"
        return cls(
            name=text(field(data, "name", what), "a Condition's name"),
            polarity=enum_from(Polarity, field(data, "polarity", what), "polarity"),
            tier=Tier.from_key(field(data, "tier", what)),
            category=enum_from(Category, field(data, "category", what), "category"),
            lasting=flag(data.get("lasting", False), "a Condition's lasting"),
        )


_RECOVERY: dict[Polarity, dict[Tier, str]] = {
    Polarity.NEGATIVE: {
        Tier.MINOR: "Gone by the end of the scene, if not sooner.",
        Tier.MODERATE: "Heals in a few days; care speeds it up, neglect makes it worse.",
        Tier.MAJOR: "Needs treatment or it worsens; recovery takes days to weeks.",
        Tier.PERMANENT: "Permanent: it is a Descriptor now.",
    },
    Polarity.POSITIVE: {
        Tier.MINOR: "Gone by the end of the scene, if not sooner.",
        Tier.MODERATE: "Lasts a few days at most; fades faster if abused or contradicted.",
        Tier.MAJOR: "Lasts days to weeks; fades faster if abused or contradicted.",
        Tier.PERMANENT: "Permanent: it is a Descriptor now.",
    },
}


def relieved_by_downtime(condition: Condition, remove: bool) -> Condition | None:
    """A downtime scene removes a negative Condition or reduces it one tier (R-COND-5)."""
    if condition.polarity is not Polarity.NEGATIVE:
        raise ValueError(f"downtime relieves negative Conditions; {condition.name!r} is positive")
    if condition.tier is Tier.PERMANENT:
        raise ValueError(f"{condition.name!r} is permanent: a Descriptor, not a Condition to heal")
    return None if remove else condition.reduced()


# --- magnitude ---------------------------------------------------------------------
# ``magnitude`` (R-COND-3) and the tier arithmetic of R-COND-4 live in solo.vocabulary:
# the content offers (solo.tables.offer) apply the same rules to the tags they draw.


def secondary_magnitude(main: Tier, answer: Answer) -> Tier | None:
    """The tier of the extra Condition or Detail an "and"/"but" adds (R-COND-4).

    Never above the main stake and never permanent; an "and" matches the main stake, a
    "but" is one tier lower (a minor "but" stays minor). Plain yes/no add nothing.
    """
    if answer in (Answer.YES_AND, Answer.NO_AND):
        return secondary_tier(main, but=False)
    if answer in (Answer.YES_BUT, Answer.NO_BUT):
        return secondary_tier(main, but=True)
    return None


# --- Details -------------------------------------------------------------------------


class Detail(Struct, frozen=True):
    """A feature of the scene an action changed (R-COND-2): ±1D to whoever it favours."""

    name: str
    polarity: Polarity
    scene: str = ""
    lasting: bool = False
    tier: Tier = Tier.MINOR

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "a Detail's name"))
        force_setattr(self, "polarity", enum_from(Polarity, self.polarity, "polarity"))
        force_setattr(self, "tier", Tier.from_key(self.tier))

    @property
    def dice(self) -> int:
        return self.polarity.sign

    def made_lasting(self) -> Detail:
        """A Detail kept beyond its scene (R-COND-2)."""
        return replace(self, lasting=True)

    def ends_with(self, scene: str) -> bool:
        return not self.lasting and self.scene == scene

    def to_dict(self) -> PlainDict:
        return {
            "name": self.name,
            "polarity": self.polarity.value,
            "scene": self.scene,
            "lasting": self.lasting,
            "tier": self.tier.key,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Detail:
        what = "a Detail"
        return cls(
            name=text(field(data, "name", what), "a Detail's name"),
            polarity=enum_from(Polarity, field(data, "polarity", what), "polarity"),
            scene=str(data.get("scene", "")),
            lasting=flag(data.get("lasting", False), "a Detail's lasting"),
            tier=Tier.from_key(data.get("tier", "minor")),
        )


# --- the end of a scene --------------------------------------------------------------


class SceneEnd(Struct, frozen=True):
    """What survives the end of a scene and what ends with it."""

    conditions: tuple[Condition, ...]
    details: tuple[Detail, ...]
    ended_conditions: tuple[Condition, ...]
    ended_details: tuple[Detail, ...]


def end_scene(
    scene: str, conditions: Iterable[Condition] = (), details: Iterable[Detail] = ()
) -> SceneEnd:
    """Minor Conditions end (R-COND-5); the scene's Details end unless lasting (R-COND-2)."""
    conds, dets = tuple(conditions), tuple(details)
    return SceneEnd(
        conditions=tuple(c for c in conds if not c.ends_with_scene),
        details=tuple(d for d in dets if not d.ends_with(scene)),
        ended_conditions=tuple(c for c in conds if c.ends_with_scene),
        ended_details=tuple(d for d in dets if d.ends_with(scene)),
    )
