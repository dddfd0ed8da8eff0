"""The closed sets a player picks from when framing a question and settling its roll.

Each is an enum whose values are the machine names saves and journals use; :func:`parse`
reads one from typed text (``"very likely"``, ``"Very-Likely"``) at a shell's edge and
names the bad value when it cannot.
"""

from __future__ import annotations

from enum import Enum
from typing import TypeVar

from solo.game.errors import GameError
from solo.rules.conflicts import Stakes

E = TypeVar("E", bound=Enum)


def parse(kind: type[E], value: object, what: str) -> E:
    """``value`` as a member of ``kind`` (itself, or its value typed loosely)."""
    if isinstance(value, kind):
        return value
    key = str(value).strip().lower().replace(" ", "_").replace("-", "_")
    aliases: dict[str, str] = getattr(kind, "_aliases", dict)()
    key = aliases.get(key, key)
    for member in kind:
        if member.value == key:
            return member
    names = ", ".join(str(m.value) for m in kind)
    raise GameError(f"unknown {what} {value!r}; expected one of {names}")


class Likelihood(Enum):
    """How likely the world question's yes is (R-ORA-1)."""

    VERY_LIKELY = "very_likely"
    LIKELY = "likely"
    EVEN = "even"
    UNLIKELY = "unlikely"
    VERY_UNLIKELY = "very_unlikely"

    @property
    def net(self) -> int:
        """The likelihood as a net modifier: +2 very likely … -2 very unlikely (R-ORA-1)."""
        return {"very_likely": 2, "likely": 1, "even": 0, "unlikely": -1, "very_unlikely": -2}[
            self.value
        ]

    @property
    def label(self) -> str:
        return self.value.replace("_", " ")


class Strength(Enum):
    """Opposition strength (R-OPP-1). A question without one is ``None``: not given."""

    WEAK = "weak"
    AVERAGE = "average"
    CHALLENGING = "challenging"
    STRONG = "strong"
    OVERWHELMING = "overwhelming"

    @staticmethod
    def _aliases() -> dict[str, str]:
        return {"standard": "average"}


class Take(Enum):
    """What to keep from the content an and/but offers when accepting (R-ORA-2)."""

    AUTO = "auto"  # a Condition for an action, a scene Detail for a world question
    CONDITION = "condition"
    DETAIL = "detail"
    NONE = "none"


class Choice(Enum):
    """What the player does with the waiting roll (a key, a palette entry, a prompt letter)."""

    ACCEPT = "accept"
    REROLL = "reroll"
    DETAIL = "detail"
    NOTHING = "nothing"
    CONCEDE = "concede"


__all__ = ["Choice", "Likelihood", "Stakes", "Strength", "Take", "parse"]
