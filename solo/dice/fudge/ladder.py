"""The Fudge trait ladder (RULES.md R-FUDGE-1): level names, parsing, naming.

Levels are whole numbers with Fair = 0. The named rungs run from Terrible (-3) to
Superb (+3); Legendary is Superb+1. The ladder reaches Superb+4 (+7) above and
Terrible-4 (-7) below. A level may be written as

* a name, case-insensitively: ``"good"``, ``"Superb"``, ``"legendary"``;
* a name with an offset: ``"superb+2"``, ``"terrible-1"``, ``"Superb + 2"``;
* a whole number, signed or not: ``2``, ``"-2"``, ``"+3"``.
"""

from __future__ import annotations

import re

NAMES: dict[str, int] = {
    "terrible": -3,
    "poor": -2,
    "mediocre": -1,
    "fair": 0,
    "good": 1,
    "great": 2,
    "superb": 3,
    "legendary": 4,
}
"""Named levels; ``legendary`` is Superb+1."""

TERRIBLE, FAIR, SUPERB, LEGENDARY = -3, 0, 3, 4
LOWEST, HIGHEST = TERRIBLE - 4, SUPERB + 4
"""The ladder's ends: Terrible-4 and Superb+4."""

_NAMED = {v: k for k, v in NAMES.items()}
_NUMBER = re.compile(r"^[+-]?\d+$")
_NAME_OFFSET = re.compile(r"^([a-z]+)(?:([+-])(\d+))?$")


def level_key(level: int) -> str:
    """Canonical lower-case name: ``good``, ``superb+2``, ``terrible-1``.

    Works for any whole number, so shifted traits beyond the ladder still get a name.
    """
    if level in _NAMED:
        return _NAMED[level]
    if level > SUPERB:
        return f"superb+{level - SUPERB}"
    return f"terrible-{TERRIBLE - level}"


def level_label(level: int) -> str:
    """Display name with the number: ``Good (+1)``, ``Superb+2 (+5)``, ``Fair (0)``."""
    return f"{level_key(level).capitalize()} ({level:+d})" if level else "Fair (0)"


def _valid_forms() -> str:
    return (
        f"a level name ({', '.join(NAMES)}), optionally with +N or -N "
        f"(e.g. superb+2), or a whole number {LOWEST}..+{HIGHEST}"
    )


def parse_level(value: object, what: str = "level") -> int:
    """Read a level written as a name, name±N or whole number; ValueError otherwise.

    ``what`` names the option in the message (``skill``, ``difficulty`` …).
    """
    if isinstance(value, bool):
        raise ValueError(f"{what} must be a level, got {value!r}; expected {_valid_forms()}")
    if isinstance(value, int):
        level = value
    else:
        text = re.sub(r"\s+", "", str(value)).lower()
        if _NUMBER.match(text):
            level = int(text)
        else:
            match = _NAME_OFFSET.match(text)
            if match is None or match.group(1) not in NAMES:
                raise ValueError(f"unknown {what} {value!r}; expected {_valid_forms()}")
            name, sign, digits = match.groups()
            offset = int(digits) if digits else 0
            level = NAMES[name] + (offset if sign != "-" else -offset)
    if not LOWEST <= level <= HIGHEST:
        raise ValueError(
            f"{what} {value!r} ({level:+d}) is off the ladder, which runs from "
            f"Terrible-4 ({LOWEST}) to Superb+4 (+{HIGHEST})"
        )
    return level
