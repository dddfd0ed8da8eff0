"""A FUBAR character (RULES.md §3): Concept, Descriptors, Goals, Conditions, assets, powers.

A new character has a Concept with 3-5 abilities (R-CHAR-1); 4 Trademarks, 2 Flaws and
2 Relationships, one positive and one negative (R-CHAR-2); and a Goal (R-CHAR-3, at most
three active). Campaign options add a "super" Descriptor (R-CHAR-2), supernatural powers
(R-SUP-1) and levels (R-CHAR-5). Trademarks may be invested in gear or supporting
characters (R-CHAR-4). The character is a frozen value: every change returns a new one.
Its Resolve lives with the economy; this module only says what the cap is. Whether a
sheet is a legal new character (R-CHAR-1..4) and what the campaign's options allow are
questions the sheet answers itself (``creation_problems``, ``option_problems``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

from msgspec import Struct
from msgspec.structs import force_setattr, replace

from solo.rules.character.assets import Asset, AssetLoss
from solo.rules.character.descriptors import (
    CONCEPT_ABILITIES,
    Concept,
    Descriptor,
    DescriptorKind,
    PowerScope,
)
from solo.rules.character.goals import Goal, check_active_goals
from solo.rules.character.options import CORE_OPTIONS, CharacterOptions
from solo.rules.character.powers import PowerOption, PowerRules, PowerState
from solo.rules.conditions import Condition
from solo.rules.plain import field, text, unique, whole
from solo.vocabulary import PlainDict, Polarity, plain_mapping

BASE_RESOLVE_CAP = 5

STARTING_DESCRIPTORS = {
    DescriptorKind.TRADEMARK: 4,
    DescriptorKind.FLAW: 2,
    DescriptorKind.RELATIONSHIP: 2,
}
"""A new character's Descriptors of each kind (R-CHAR-2)."""


class Character(Struct, frozen=True):
    name: str
    concept: Concept
    descriptors: tuple[Descriptor, ...] = ()
    goals: tuple[Goal, ...] = ()
    conditions: tuple[Condition, ...] = ()
    assets: tuple[Asset, ...] = ()
    free_trademarks: int = 0  # Trademarks handed back by a lost asset, not yet named
    level: int = 1
    power_states: tuple[PowerState, ...] = ()

    def __post_init__(self) -> None:
        force_setattr(self, "name", text(self.name, "a character's name"))
        for attr in ("descriptors", "goals", "conditions", "assets", "power_states"):
            force_setattr(self, attr, tuple(getattr(self, attr)))
        unique(tuple(d.name for d in self.descriptors), f"{self.name}: Descriptor")
        unique(tuple(c.name for c in self.conditions), f"{self.name}: Condition")
        unique(tuple(a.name for a in self.assets), f"{self.name}: asset")
        unique(tuple(p.power for p in self.power_states), f"{self.name}: power state")
        supers = [d.name for d in self.descriptors if d.super_kind is not None]
        if len(supers) > 1:
            raise ValueError(
                f"one super Descriptor per character; {self.name} has {supers} (R-CHAR-2)"
            )
        check_active_goals(self.goals)
        whole(self.free_trademarks, "free Trademarks", 0)
        whole(self.level, "level", 1)
        for state in self.power_states:
            if state.power not in self.power_names:
                raise ValueError(f"{self.name} has no power {state.power!r} to keep track of")

    # --- reading the sheet ------------------------------------------------------------

    def of_kind(self, kind: DescriptorKind) -> tuple[Descriptor, ...]:
        return tuple(d for d in self.descriptors if d.kind is kind)

    @property
    def trademarks(self) -> tuple[Descriptor, ...]:
        return self.of_kind(DescriptorKind.TRADEMARK)

    @property
    def flaws(self) -> tuple[Descriptor, ...]:
        return self.of_kind(DescriptorKind.FLAW)

    @property
    def relationships(self) -> tuple[Descriptor, ...]:
        return self.of_kind(DescriptorKind.RELATIONSHIP)

    @property
    def super_descriptor(self) -> Descriptor | None:
        return next((d for d in self.descriptors if d.super_kind is not None), None)

    @property
    def active_goals(self) -> tuple[Goal, ...]:
        return tuple(g for g in self.goals if g.active)

    @property
    def power_names(self) -> tuple[str, ...]:
        """Powers with their own bookkeeping: power Descriptors and Concept powers (R-SUP-1)."""
        return tuple(d.name for d in self.descriptors if d.is_power) + self.concept.powers

    def descriptor(self, name: str) -> Descriptor:
        return _find(self.descriptors, name, lambda d: d.name, f"{self.name} has no Descriptor")

    def goal(self, goal_text: str) -> Goal:
        return _find(
            self.active_goals, goal_text, lambda g: g.text, f"{self.name} has no active Goal"
        )

    def condition(self, name: str) -> Condition:
        return _find(self.conditions, name, lambda c: c.name, f"{self.name} has no Condition")

    def asset(self, name: str) -> Asset:
        return _find(self.assets, name, lambda a: a.name, f"{self.name} owns no asset")

    def power_state(self, power: str) -> PowerState:
        """The power's bookkeeping; a power never used yet starts fresh."""
        name = _find(self.power_names, power, lambda p: p, f"{self.name} has no power")
        return next((s for s in self.power_states if s.power == name), PowerState(name))

    def resolve_cap(self, options: CharacterOptions, base: int = BASE_RESOLVE_CAP) -> int:
        """Base 5; +1 per level above the first (R-CHAR-5 levels); -1 per broad power
        Trademark when broad powers cost Resolve cap (R-SUP-1 ``cap_cost``)."""
        cap = base
        if options.levels:
            cap += self.level - 1
        if options.powers.allows(PowerOption.CAP_COST):
            cap -= sum(1 for d in self.trademarks if d.power is PowerScope.BROAD)
        return cap

    # --- changing the sheet (each returns a new Character) ---------------------------

    def with_descriptor(self, descriptor: Descriptor) -> Character:
        return replace(self, descriptors=self.descriptors + (descriptor,))

    def without_descriptor(self, name: str) -> Character:
        gone = self.descriptor(name)
        states = tuple(s for s in self.power_states if s.power != gone.name)
        return replace(
            self,
            descriptors=tuple(d for d in self.descriptors if d is not gone),
            power_states=states,
        )

    def with_replaced_descriptor(self, name: str, new: Descriptor) -> Character:
        """Swap one Descriptor for another; a power's bookkeeping follows it if it stays a power."""
        old = self.descriptor(name)
        states = tuple(
            s if s.power != old.name else replace(s, power=new.name)
            for s in self.power_states
            if s.power != old.name or new.is_power
        )
        return replace(
            self,
            descriptors=tuple(new if d is old else d for d in self.descriptors),
            power_states=states,
        )

    def with_goal(self, goal: Goal) -> Character:
        """Add a Goal; a fourth active one is refused (R-CHAR-3)."""
        return replace(self, goals=self.goals + (goal,))

    def with_updated_goal(self, goal_text: str, goal: Goal) -> Character:
        old = self.goal(goal_text)
        return replace(self, goals=tuple(goal if g is old else g for g in self.goals))

    def with_condition(self, condition: Condition) -> Character:
        """Take on a Condition; one of the same name is replaced by the new one."""
        kept = tuple(c for c in self.conditions if c.name.casefold() != condition.name.casefold())
        return replace(self, conditions=kept + (condition,))

    def without_condition(self, name: str) -> Character:
        gone = self.condition(name)
        return replace(self, conditions=tuple(c for c in self.conditions if c is not gone))

    def with_aged_condition(self, name: str, new_name: str | None = None) -> Character:
        """Age a Condition one tier (R-COND-5); a minor one ends."""
        old = self.condition(name)
        aged = old.aged(new_name)
        conditions = tuple(c for c in self.conditions if c is not old)
        return replace(self, conditions=conditions + ((aged,) if aged else ()))

    def with_power_state(self, state: PowerState) -> Character:
        others = tuple(s for s in self.power_states if s.power != state.power)
        return replace(self, power_states=others + (state,))

    # --- assets (R-CHAR-4) --------------------------------------------------------------

    def invest_in(self, asset: Asset, trademark: str | None = None) -> Character:
        """Spend a Trademark on an asset: the named one, or a free one when none is named."""
        if asset.is_group_owned:
            raise ValueError(f"{asset.name!r} is group-owned: the group holds it, not {self.name}")
        if asset.invested != 1:
            raise ValueError(
                f"a new asset takes one Trademark; {asset.name!r} shows {asset.invested}"
            )
        owner = self._spend_trademark(trademark)
        return replace(owner, assets=owner.assets + (asset,))

    def invest_second(
        self,
        asset_name: str,
        new_trademarks: tuple[str, ...],
        new_flaw: str | None = None,
        trademark: str | None = None,
    ) -> Character:
        """A second Trademark in an asset: +1 Resolve and 1 Trademark, or 2 and a Flaw."""
        old = self.asset(asset_name)
        grown = old.with_second_investment(new_trademarks, new_flaw)
        owner = self._spend_trademark(trademark)
        return replace(owner, assets=tuple(grown if a is old else a for a in owner.assets))

    def _spend_trademark(self, trademark: str | None) -> Character:
        if trademark is not None:
            spent = self.descriptor(trademark)
            if spent.kind is not DescriptorKind.TRADEMARK:
                raise ValueError(
                    f"only a Trademark can be invested; {spent.label} is not one (R-CHAR-4)"
                )
            return self.without_descriptor(spent.name)
        if self.free_trademarks < 1:
            raise ValueError(
                f"{self.name} has no free Trademark to invest: name one to spend (R-CHAR-4)"
            )
        return replace(self, free_trademarks=self.free_trademarks - 1)

    def lose_asset(self, name: str, permanent: bool) -> tuple[Character, AssetLoss]:
        """Deprived of an asset: 1 Resolve (for the economy); for good, the Trademarks back."""
        old = self.asset(name)
        loss = old.loss(permanent)
        assets = (
            tuple(a for a in self.assets if a is not old)
            if permanent
            else tuple(old.deprived() if a is old else a for a in self.assets)
        )
        after = replace(
            self, assets=assets, free_trademarks=self.free_trademarks + loss.trademarks_returned
        )
        return after, loss

    def regain_asset(self, name: str) -> Character:
        old = self.asset(name)
        return replace(self, assets=tuple(old.regained() if a is old else a for a in self.assets))

    def name_free_trademark(self, trademark: Descriptor) -> Character:
        """Turn a Trademark handed back by a lost asset into a new Trademark."""
        if trademark.kind is not DescriptorKind.TRADEMARK:
            raise ValueError(f"a free Trademark becomes a Trademark, not a {trademark.kind.value}")
        if self.free_trademarks < 1:
            raise ValueError(f"{self.name} has no free Trademark to name")
        return replace(self.with_descriptor(trademark), free_trademarks=self.free_trademarks - 1)

    # --- is it legal: a new sheet (R-CHAR-1..4) and the campaign's options ---------------

    def option_problems(self, options: CharacterOptions) -> tuple[str, ...]:
        """What the campaign's options do not allow on this sheet."""
        problems: list[str] = []
        rules = options.powers
        sup = self.super_descriptor
        if sup is not None and not options.super_descriptor:
            problems.append(
                f"super Descriptor {sup.name!r} needs the super Descriptor option (R-CHAR-2)"
            )
        for d in self.descriptors:
            problems.extend(_power_problems(d, rules))
        if self.concept.powers and not rules.allows(PowerOption.IN_CONCEPT):
            problems.append("powers inside the Concept need the in_concept option (R-SUP-1)")
        if self.level > 1 and not options.levels:
            problems.append(f"level {self.level} needs the levels option (R-CHAR-5)")
        if self.resolve_cap(options) < 1:
            problems.append("broad powers leave no Resolve cap (R-SUP-1)")
        return tuple(problems)

    def creation_problems(self, options: CharacterOptions = CORE_OPTIONS) -> tuple[str, ...]:
        """What keeps this sheet from being a legal new character (R-CHAR-1..4)."""
        problems = list(self.option_problems(options))
        lo, hi = CONCEPT_ABILITIES
        n = len(self.concept.abilities)
        if not lo <= n <= hi:
            problems.append(
                f"Concept {self.concept.name!r} lists {n} abilities; a new one lists {lo}-{hi} (R-CHAR-1)"
            )
        problems.extend(self._starting_descriptor_problems())
        leanings = sorted(r.leaning.value for r in self.relationships)
        if len(leanings) == 2 and leanings != [Polarity.NEGATIVE.value, Polarity.POSITIVE.value]:
            problems.append(
                "a new character's two Relationships are one positive and one negative (R-CHAR-2)"
            )
        if not self.active_goals:
            problems.append(f"{self.name} needs a Goal (R-CHAR-3)")
        return tuple(problems)

    def _starting_descriptor_problems(self) -> list[str]:
        """4 Trademarks (counting those invested in assets), 2 Flaws, 2 Relationships."""
        problems: list[str] = []
        invested = sum(a.invested for a in self.assets) + self.free_trademarks
        for kind, want in STARTING_DESCRIPTORS.items():
            counted = invested if kind is DescriptorKind.TRADEMARK else 0
            have = len(self.of_kind(kind)) + counted
            if have != want:
                extra = f" (counting {invested} invested)" if counted else ""
                problems.append(
                    f"a new character has {want} {kind.value}s, {self.name} has {have}{extra} (R-CHAR-2)"
                )
        return problems

    def check_new(self, options: CharacterOptions = CORE_OPTIONS) -> Character:
        """This character if it is a legal new one; otherwise ValueError naming the first problem."""
        problems = self.creation_problems(options)
        if problems:
            raise ValueError(problems[0])
        return self

    # --- plain data ----------------------------------------------------------------------

    def to_dict(self) -> PlainDict:
        return {
            "name": self.name,
            "concept": self.concept.to_dict(),
            "descriptors": [d.to_dict() for d in self.descriptors],
            "goals": [g.to_dict() for g in self.goals],
            "conditions": [c.to_dict() for c in self.conditions],
            "assets": [a.to_dict() for a in self.assets],
            "free_trademarks": self.free_trademarks,
            "level": self.level,
            "power_states": [s.to_dict() for s in self.power_states],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Character:
        what = "a character"
        return cls(
            name=text(field(data, "name", what), "a character's name"),
            concept=Concept.from_dict(
                plain_mapping(field(data, "concept", what), "a character's concept")
            ),
            descriptors=tuple(Descriptor.from_dict(d) for d in _list(data, "descriptors")),
            goals=tuple(Goal.from_dict(g) for g in _list(data, "goals")),
            conditions=tuple(Condition.from_dict(c) for c in _list(data, "conditions")),
            assets=tuple(Asset.from_dict(a) for a in _list(data, "assets")),
            free_trademarks=whole(data.get("free_trademarks", 0), "free Trademarks", 0),
            level=whole(data.get("level", 1), "level", 1),
            power_states=tuple(PowerState.from_dict(s) for s in _list(data, "power_states")),
        )


def _power_problems(d: Descriptor, rules: PowerRules) -> list[str]:
    """Whether the campaign's power options allow this power Descriptor (R-SUP-1)."""
    out: list[str] = []
    if d.power is PowerScope.SPECIFIC and not rules.allows(PowerOption.AS_DESCRIPTORS):
        out.append(f"{d.label} is a power: needs the as_descriptors option (R-SUP-1)")
    if d.power is PowerScope.BROAD:
        if not rules.options & {PowerOption.BROAD_THREE, PowerOption.CAP_COST}:
            out.append(f"{d.label} is a broad power: needs broad_three or cap_cost (R-SUP-1)")
        if rules.allows(PowerOption.BROAD_THREE) and len(d.specific_powers) != 3:
            out.append(
                f"{d.label} must hold exactly 3 specific powers, has {len(d.specific_powers)} (R-SUP-1)"
            )
    if d.specific_powers and not rules.allows(PowerOption.BROAD_THREE):
        out.append(f"{d.label} holds specific powers: needs the broad_three option (R-SUP-1)")
    return out


def _list(data: Mapping[str, object], key: str) -> list[Mapping[str, object]]:
    raw = data.get(key, [])
    if not isinstance(raw, list):
        raise ValueError(f"a character's {key} must be a list, got {raw!r}")
    return [plain_mapping(item, f"a character's {key[:-1]}") for item in raw]


T = TypeVar("T")


def _find(items: Iterable[T], name: str, key: Callable[[T], str], missing: str) -> T:
    wanted = name.strip().casefold()
    for item in items:
        if key(item).casefold() == wanted:
            return item
    raise ValueError(f"{missing} named {name!r}")
