"""The campaign's choices about characters (R-CHAR-2 super Descriptor, R-CHAR-5 levels,
R-SUP-1 powers), and the core rules with none of them turned on."""

from __future__ import annotations

from collections.abc import Mapping

from msgspec import Struct

from solo.rules.character.powers import NO_POWERS, PowerRules
from solo.rules.plain import flag
from solo.vocabulary import PlainDict, plain_mapping


class CharacterOptions(Struct, frozen=True):
    """The campaign's choices about characters."""

    super_descriptor: bool = False  # R-CHAR-2 option
    levels: bool = False  # R-CHAR-5 option
    powers: PowerRules = NO_POWERS  # R-SUP-1

    def to_dict(self) -> PlainDict:
        return {
            "super_descriptor": self.super_descriptor,
            "levels": self.levels,
            "powers": self.powers.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> CharacterOptions:
        return cls(
            super_descriptor=flag(data.get("super_descriptor", False), "super_descriptor"),
            levels=flag(data.get("levels", False), "levels"),
            powers=PowerRules.from_dict(plain_mapping(data.get("powers", {}), "powers")),
        )


CORE_OPTIONS = CharacterOptions()
"""The core rules: no character options turned on."""
