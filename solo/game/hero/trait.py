"""The hero's own trait in the campaign's dice system: the one number or level a system
reads from the hero on every roll (Fudge's skill level, D6's die code, a Frameworks facet
score). Other systems size the pool from the question alone and have none.

The builder asks for it by these names; the value becomes the campaign's system option,
checked by the mechanic's own ``params`` (so the builder shows the very message the CLI
gives for ``--option skill=…``).
"""

from __future__ import annotations

from msgspec import Struct

from solo.dice import mechanic
from solo.vocabulary import Plain


class SystemTrait(Struct, frozen=True):
    """What a system asks of the hero: the option it sets, and how the form names it."""

    system: str
    option: str  # the dice option it sets (as in `solo odds SYSTEM --OPTION`)
    label: str  # the form's label, short
    hint: str  # the empty field's hint: what to type, and what blank means
    noun: str  # how "still needs" names it


TRAITS: dict[str, SystemTrait] = {
    t.system: t
    for t in (
        SystemTrait(
            "fudge",
            "skill",
            "Skill level",
            "terrible poor mediocre fair good great superb (blank: fair)",
            "the Fudge skill level",
        ),
        SystemTrait("d6", "code", "Die code", "e.g. 4D+1 (blank: 3D)", "the D6 die code"),
        SystemTrait(
            "frameworks",
            "score",
            "Facet score",
            "dice from 1 to 5 (blank: 2)",
            "the Frameworks facet score",
        ),
    )
}


def system_trait(system: str | None) -> SystemTrait | None:
    """The trait ``system`` asks of the hero; None when it asks for none."""
    return TRAITS.get(system or "")


def trait_options(system: str | None, text: str) -> dict[str, Plain]:
    """The campaign's system option the typed trait sets: empty when the system has no
    trait or the field is blank (the system's default then). Raises ValueError, naming the
    field, for a value the system refuses."""
    trait = system_trait(system)
    if trait is None or not text.strip():
        return {}
    mech = mechanic(trait.system)
    kind = next(o.kind for o in mech.options if o.name == trait.option)
    value: Plain = text.strip()
    if kind == "int":
        try:
            value = int(text.strip())
        except ValueError:
            raise ValueError(f"{trait.label}: {text.strip()!r} is not a whole number") from None
    options = {trait.option: value}
    try:
        mech.params(**options)
    except ValueError as exc:
        raise ValueError(f"{trait.label}: {exc}") from None
    return options


def trait_problem(system: str | None, text: str) -> str | None:
    """Why the typed trait is refused, or None when it is fine (blank is fine)."""
    try:
        trait_options(system, text)
    except ValueError as exc:
        return str(exc)
    return None
