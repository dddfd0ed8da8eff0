"""Framing a question (R-ORA-1): an action of the character, or a question about the world."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from solo.game.errors import GameError

LIKELIHOOD = {"very_likely": 2, "likely": 1, "even": 0, "unlikely": -1, "very_unlikely": -2}
"""World questions: likelihood as a net modifier (R-ORA-1)."""

KINDS = ("action", "world")


@dataclass(frozen=True)
class Question:
    """What the player asks, and everything that shapes the dice.

    ``helps`` / ``hinders`` name the character's Descriptors that apply (a Flaw usually
    hinders; a Trademark may hinder, R-CHAR-2); ``conditions`` and ``details`` name the
    character's Conditions and the scene's Details that apply. ``bonus``/``penalty`` are
    circumstance dice. ``options`` are system options (e.g. fudge ``skill``).
    """

    text: str
    kind: str = "action"
    likelihood: str = "even"
    helps: tuple[str, ...] = ()
    hinders: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    details: tuple[str, ...] = ()
    bonus: int = 0
    penalty: int = 0
    unfamiliar: bool = False
    apt: bool = False
    opposition: str = "average"
    stakes: str = "low"
    risky: bool = False
    combat: bool = False
    scale: int = 0
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.text.strip():
            raise GameError("a question needs some words: what do you want to know?")
        if self.kind not in KINDS:
            raise GameError(f"unknown question kind {self.kind!r}; expected action or world")
        key = self.likelihood.strip().lower().replace(" ", "_").replace("-", "_")
        if key not in LIKELIHOOD:
            raise GameError(f"unknown likelihood {self.likelihood!r}; expected one of "
                            f"{', '.join(LIKELIHOOD)}")
        object.__setattr__(self, "likelihood", key)
        if self.stakes not in ("low", "high"):
            raise GameError(f"unknown stakes {self.stakes!r}; expected low or high")
        if self.risky and self.stakes != "high":
            raise GameError("a risky approach needs high stakes (R-CON-4)")
        for name in ("helps", "hinders", "conditions", "details"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        for name in ("bonus", "penalty"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 30:
                raise GameError(f"{name} must be a whole number from 0 to 30, got {value!r}")

    @property
    def world(self) -> bool:
        return self.kind == "world"

    @property
    def high_stakes(self) -> bool:
        return self.stakes == "high"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Question:
        if not isinstance(data, dict):
            raise GameError(f"a question is a mapping with at least 'text', got {data!r}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise GameError(f"a question has no field {unknown[0]!r}")
        return cls(**data)
