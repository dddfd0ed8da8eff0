"""The d6 hero's Character Point and Fate Point pools (R-D6-5, R-D6-6).

The pools are set when the campaign is made (``character_points=N``, ``fate_points=N``),
shown with the hero's standing, spent on the hero's own rolls — a Fate Point before the
roll (a question's ``fate=true``), Character Points before (a question's ``cp=N``) or
after seeing it (the ``spend_cp`` action) — and a Fate Point spent in line with the
hero's code comes back at the end of the adventure (the scenario); one spent against it
(``fate_against_code=true``) costs two and does not come back. Once per session a Fate
Point may be spent climactically (the ``climactic_fate`` action): every action roll of
the hero for the rest of that scene is doubled. At most the adventure's limit per roll
(``cp_limit``); a Fate Point and Character Points on one roll only when ``cp_with_fate``
is on.
"""

from __future__ import annotations

from collections.abc import Mapping

from msgspec import Struct
from msgspec.structs import replace

from solo.game.errors import GameError
from solo.rules.plain import flag, whole
from solo.vocabulary import PlainDict


class HeroPoints(Struct, frozen=True):
    cp: int = 0
    fate: int = 0
    fate_spent: int = 0  # this adventure; they come back at its end (R-D6-6)
    cp_with_fate: bool = False  # the campaign allows both on one roll
    focus: int = 0  # Frameworks focus points (R-FW-3)
    momentum: int = 0  # Frameworks momentum banked (R-FW-5)
    momentum_until: int = 0  # the turn after which banked momentum expires
    climactic_session: int = 0  # the session whose climactic Fate Point is spent (R-D6-6)
    climactic_scene: int = 0  # the scene it doubles, 0 when none (R-D6-6)

    def __post_init__(self) -> None:
        for name in (
            "cp",
            "fate",
            "fate_spent",
            "focus",
            "momentum",
            "momentum_until",
            "climactic_session",
            "climactic_scene",
        ):
            whole(getattr(self, name), name, 0)

    @property
    def any(self) -> bool:
        return bool(self.cp or self.fate or self.fate_spent or self.focus or self.momentum)

    def summary(self) -> str:
        parts = []
        if self.cp or self.fate or self.fate_spent:
            parts.append(f"Character Points {self.cp}, Fate Points {self.fate}")
        if self.climactic_scene:
            parts.append(f"scene {self.climactic_scene} doubled by the climactic Fate Point")
        if self.focus:
            parts.append(f"focus {self.focus}")
        if self.momentum:
            parts.append(f"momentum {self.momentum}")
        return ", ".join(parts) or "no points"

    def spend(
        self,
        cp: int = 0,
        fate: bool = False,
        cp_already: int = 0,
        against_code: bool = False,
        doubled: bool = False,
    ) -> HeroPoints:
        """The pools after spending on one roll; refused when short or not allowed.
        ``against_code``: the Fate Point goes against the hero's code, costs one more and
        does not come back; ``doubled``: the roll is doubled already (the climactic Fate
        Point's scene), so no Fate Point is paid for it."""
        if doubled:
            fate, against_code = False, False
        if against_code and not fate:
            raise GameError("fate_against_code goes with fate=true (R-D6-6)")
        if (fate or doubled) and (cp or cp_already) and not self.cp_with_fate:
            raise GameError(
                "a Fate Point and Character Points on the same roll need the cp_with_fate "
                "option (R-D6-6)"
            )
        if cp > self.cp:
            raise GameError(f"{cp} Character Points asked, the hero has {self.cp} (R-D6-5)")
        if fate and self.fate < 1:
            raise GameError("the hero has no Fate Point left (R-D6-6)")
        if against_code and self.fate < 2:
            raise GameError(
                "a Fate Point against the hero's code costs 2 Fate Points, the hero has "
                f"{self.fate} (R-D6-6)"
            )
        in_line = fate and not against_code
        return replace(
            self,
            cp=self.cp - cp,
            fate=self.fate - int(fate) - int(against_code),
            fate_spent=self.fate_spent + int(in_line),
        )

    def climactic(self, session: int, scene: int) -> HeroPoints:
        """The climactic Fate Point: once per session, it marks ``scene`` (R-D6-6)."""
        if self.climactic_session == session:
            raise GameError(
                f"the climactic Fate Point is spent once per session; session {session} "
                "has had it (R-D6-6)"
            )
        if self.fate < 1:
            raise GameError("the hero has no Fate Point left (R-D6-6)")
        return replace(
            self,
            fate=self.fate - 1,
            fate_spent=self.fate_spent + 1,
            climactic_session=session,
            climactic_scene=scene,
        )

    def scene_ends(self) -> HeroPoints:
        """The climactic Fate Point's doubling ends with its scene (R-D6-6)."""
        return replace(self, climactic_scene=0)

    def adventure_ends(self) -> HeroPoints:
        """Fate Points spent in line with the hero's code come back at the end of the
        adventure; those spent against it were never counted here (R-D6-6)."""
        return replace(self, fate=self.fate + self.fate_spent, fate_spent=0)

    def to_dict(self) -> PlainDict:
        return {
            "cp": self.cp,
            "fate": self.fate,
            "fate_spent": self.fate_spent,
            "cp_with_fate": self.cp_with_fate,
            "focus": self.focus,
            "momentum": self.momentum,
            "momentum_until": self.momentum_until,
            "climactic_session": self.climactic_session,
            "climactic_scene": self.climactic_scene,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HeroPoints:
        def count(name: str) -> int:
            return whole(data.get(name, 0), name, 0)

        return cls(
            cp=count("cp"),
            fate=count("fate"),
            fate_spent=count("fate_spent"),
            cp_with_fate=flag(data.get("cp_with_fate", False), "cp_with_fate"),
            focus=count("focus"),
            momentum=count("momentum"),
            momentum_until=count("momentum_until"),
            climactic_session=count("climactic_session"),
            climactic_scene=count("climactic_scene"),
        )
