"""The d6 hero's Character Point and Fate Point pools (R-D6-5, R-D6-6).

The pools are set when the campaign is made (``character_points=N``, ``fate_points=N``),
shown with the hero's standing, spent on the hero's own rolls — a Fate Point before the
roll (a question's ``fate=true``), Character Points before (a question's ``cp=N``) or
after seeing it (the ``spend_cp`` action) — and a Fate Point comes back at the end of the
adventure (the scenario). At most the adventure's limit per roll (``cp_limit``); a Fate
Point and Character Points on one roll only when ``cp_with_fate`` is on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from solo.game.errors import GameError
from solo.rules.plain import flag, whole


@dataclass(frozen=True)
class HeroPoints:
    cp: int = 0
    fate: int = 0
    fate_spent: int = 0  # this adventure; they come back at its end (R-D6-6)
    cp_with_fate: bool = False  # the campaign allows both on one roll
    focus: int = 0  # Frameworks focus points (R-FW-3)
    momentum: int = 0  # Frameworks momentum banked (R-FW-5)
    momentum_until: int = 0  # the turn after which banked momentum expires

    def __post_init__(self) -> None:
        for name in ("cp", "fate", "fate_spent", "focus", "momentum", "momentum_until"):
            whole(getattr(self, name), name, 0)

    @property
    def any(self) -> bool:
        return bool(self.cp or self.fate or self.fate_spent or self.focus or self.momentum)

    def summary(self) -> str:
        parts = []
        if self.cp or self.fate or self.fate_spent:
            parts.append(f"Character Points {self.cp}, Fate Points {self.fate}")
        if self.focus:
            parts.append(f"focus {self.focus}")
        if self.momentum:
            parts.append(f"momentum {self.momentum}")
        return ", ".join(parts) or "no points"

    def spend(self, cp: int = 0, fate: bool = False, cp_already: int = 0) -> HeroPoints:
        """The pools after spending on one roll; refused when short or not allowed."""
        if fate and (cp or cp_already) and not self.cp_with_fate:
            raise GameError(
                "a Fate Point and Character Points on the same roll need the cp_with_fate "
                "option (R-D6-6)"
            )
        if cp > self.cp:
            raise GameError(f"{cp} Character Points asked, the hero has {self.cp} (R-D6-5)")
        if fate and self.fate < 1:
            raise GameError("the hero has no Fate Point left (R-D6-6)")
        return replace(
            self,
            cp=self.cp - cp,
            fate=self.fate - int(fate),
            fate_spent=self.fate_spent + int(fate),
        )

    def adventure_ends(self) -> HeroPoints:
        """Fate Points spent come back at the end of the adventure (R-D6-6)."""
        return replace(self, fate=self.fate + self.fate_spent, fate_spent=0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cp": self.cp,
            "fate": self.fate,
            "fate_spent": self.fate_spent,
            "cp_with_fate": self.cp_with_fate,
            "focus": self.focus,
            "momentum": self.momentum,
            "momentum_until": self.momentum_until,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HeroPoints:
        return cls(
            cp=data.get("cp", 0),
            fate=data.get("fate", 0),
            fate_spent=data.get("fate_spent", 0),
            cp_with_fate=flag(data.get("cp_with_fate", False), "cp_with_fate"),
            focus=data.get("focus", 0),
            momentum=data.get("momentum", 0),
            momentum_until=data.get("momentum_until", 0),
        )
