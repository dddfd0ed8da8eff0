"""Is this a legal new character, and does the campaign allow what it holds?

R-CHAR-1..4 for a new sheet (3-5 Concept abilities; 4 Trademarks, 2 Flaws, 2
Relationships, one positive and one negative; a Goal), and the campaign's options for
super Descriptors, powers (R-SUP-1) and levels (R-CHAR-5).
"""

from __future__ import annotations

from solo.rules.character_options import CORE_OPTIONS, CharacterOptions
from solo.rules.characters import Character
from solo.rules.descriptors import CONCEPT_ABILITIES, Descriptor, DescriptorKind, PowerScope
from solo.rules.powers import PowerOption, PowerRules
from solo.vocabulary import Polarity

STARTING_DESCRIPTORS = {
    DescriptorKind.TRADEMARK: 4,
    DescriptorKind.FLAW: 2,
    DescriptorKind.RELATIONSHIP: 2,
}


def option_problems(character: Character, options: CharacterOptions) -> tuple[str, ...]:
    """What the campaign's options do not allow on this sheet."""
    problems: list[str] = []
    rules = options.powers
    sup = character.super_descriptor
    if sup is not None and not options.super_descriptor:
        problems.append(
            f"super Descriptor {sup.name!r} needs the super Descriptor option (R-CHAR-2)"
        )
    for d in character.descriptors:
        problems.extend(_power_problems(d, rules))
    if character.concept.powers and not rules.allows(PowerOption.IN_CONCEPT):
        problems.append("powers inside the Concept need the in_concept option (R-SUP-1)")
    if character.level > 1 and not options.levels:
        problems.append(f"level {character.level} needs the levels option (R-CHAR-5)")
    if character.resolve_cap(options) < 1:
        problems.append("broad powers leave no Resolve cap (R-SUP-1)")
    return tuple(problems)


def creation_problems(
    character: Character, options: CharacterOptions = CORE_OPTIONS
) -> tuple[str, ...]:
    """What keeps this sheet from being a legal new character (R-CHAR-1..4)."""
    problems = list(option_problems(character, options))
    lo, hi = CONCEPT_ABILITIES
    n = len(character.concept.abilities)
    if not lo <= n <= hi:
        problems.append(
            f"Concept {character.concept.name!r} lists {n} abilities; a new one lists {lo}-{hi} (R-CHAR-1)"
        )
    invested = sum(a.invested for a in character.assets) + character.free_trademarks
    for kind, want in STARTING_DESCRIPTORS.items():
        have = len(character.of_kind(kind)) + (invested if kind is DescriptorKind.TRADEMARK else 0)
        if have != want:
            extra = (
                f" (counting {invested} invested)"
                if invested and kind is DescriptorKind.TRADEMARK
                else ""
            )
            problems.append(
                f"a new character has {want} {kind.value}s, {character.name} has {have}{extra} (R-CHAR-2)"
            )
    leanings = sorted(r.leaning.value for r in character.relationships)
    if len(leanings) == 2 and leanings != [Polarity.NEGATIVE.value, Polarity.POSITIVE.value]:
        problems.append(
            "a new character's two Relationships are one positive and one negative (R-CHAR-2)"
        )
    if not character.active_goals:
        problems.append(f"{character.name} needs a Goal (R-CHAR-3)")
    return tuple(problems)


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
