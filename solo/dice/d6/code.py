"""D6 System values: die codes ``ND+P``, difficulty presets, Character Point limits.

Pure parsing with one clear error per bad value (R-D6-1, R-D6-4, R-D6-5).
"""

from __future__ import annotations

import re

from msgspec import Struct

MAX_CODE_DICE = 30
"""The largest die code accepted as typed (a Fate Point may double it)."""
MAX_PIPS = 60

_CODE = re.compile(r"^\s*(\d+)\s*[dD]\s*(?:\+\s*(\d+))?\s*$")


class DieCode(Struct, frozen=True):
    """``dice`` six-sided dice (one of them the Wild Die) plus ``pips`` (R-D6-1)."""

    dice: int
    pips: int = 0

    def __str__(self) -> str:
        return f"{self.dice}D" + (f"+{self.pips}" if self.pips else "")

    def doubled(self) -> DieCode:
        """What a Fate Point makes of the code: twice the dice and pips (R-D6-6)."""
        return DieCode(self.dice * 2, self.pips * 2)


def parse_code(text: object, name: str = "code") -> DieCode:
    """``"3D+1"`` -> DieCode(3, 1); ValueError naming the bad code otherwise."""
    match = _CODE.match(str(text))
    if match is None:
        raise ValueError(f"bad die code {str(text)!r} for {name}; expected ND or ND+P, e.g. 3D+1")
    dice, pips = int(match.group(1)), int(match.group(2) or 0)
    if dice < 1:
        raise ValueError(f"die code {str(text)!r} for {name} needs at least 1D")
    if dice > MAX_CODE_DICE:
        raise ValueError(f"die code {str(text)!r} for {name} has over {MAX_CODE_DICE}D")
    if pips > MAX_PIPS:
        raise ValueError(f"die code {str(text)!r} for {name} has over +{MAX_PIPS} pips")
    return DieCode(dice, pips)


DIFFICULTY_PRESETS: dict[str, int] = {
    "very_easy": 5,
    "easy": 10,
    "moderate": 15,
    "difficult": 20,
    "very_difficult": 25,
    "heroic": 30,
}
"""R-D6-4 difficulty names; ``very-easy`` and ``very easy`` are accepted too."""
MAX_DIFFICULTY = 200


def parse_difficulty(value: object) -> int:
    """A preset name or a whole number 0..200 -> the number to beat."""
    if isinstance(value, bool):
        raise ValueError(f"difficulty must be a number or a preset, got {value!r}")
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip().lower().replace("-", "_").replace(" ", "_")
        if text in DIFFICULTY_PRESETS:
            return DIFFICULTY_PRESETS[text]
        try:
            number = int(text)
        except ValueError:
            names = ", ".join(DIFFICULTY_PRESETS)
            raise ValueError(
                f"unknown difficulty {value!r}; expected a number or one of {names}"
            ) from None
    if not 0 <= number <= MAX_DIFFICULTY:
        raise ValueError(f"difficulty must be 0..{MAX_DIFFICULTY}, got {number}")
    return number


CP_LIMITS: dict[str, int | None] = {"easy": 2, "cinematic": 5, "unlimited": None}
"""Most Character Points one roll may take, by the adventure's challenge (R-D6-5)."""
MAX_CP = 59
"""Character Points on one roll when the limit is unlimited: only the 60-dice bound of
R-D6-1 (code, bonus dice and Character Point dice together) stops them."""
