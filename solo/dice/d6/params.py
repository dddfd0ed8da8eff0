"""The D6 System's parameters: the die code, the difficulty or the foe's code, the Wild
Die's option, Character and Fate Points (R-D6-1 … R-D6-6), checked when built."""

from __future__ import annotations

from msgspec.structs import force_setattr

from solo.dice.base import MAX_DICE, Params, check_int
from solo.dice.d6.code import (
    CP_LIMITS,
    DIFFICULTY_PRESETS,
    MAX_CP,
    DieCode,
    parse_code,
    parse_difficulty,
)
from solo.dice.d6.side import CANCEL, WILD_OPTIONS

MAX_PIP_BONUS = 60


class D6Params(Params, frozen=True):
    code: str = "3D"
    difficulty: int = DIFFICULTY_PRESETS[
        "moderate"
    ]  # a preset name or a number, read as the number
    wild_option: str = CANCEL
    cp: int = 0
    cp_limit: str = "unlimited"
    fate: bool = False
    against_code: str | None = None
    pip_bonus: int = 0

    def __post_init__(self) -> None:
        super().__post_init__()
        set_ = force_setattr
        set_(self, "code", str(parse_code(self.code)))
        set_(self, "difficulty", parse_difficulty(self.difficulty))
        option = str(self.wild_option).strip().lower()
        if option not in WILD_OPTIONS:
            raise ValueError(
                f"unknown wild_option {self.wild_option!r}; expected cancel or complication"
            )
        set_(self, "wild_option", option)
        limit_name = str(self.cp_limit).strip().lower()
        if limit_name not in CP_LIMITS:
            raise ValueError(
                f"unknown cp_limit {self.cp_limit!r}; expected one of {', '.join(CP_LIMITS)}"
            )
        set_(self, "cp_limit", limit_name)
        set_(self, "cp", check_int("cp", self.cp, 0, MAX_CP))
        limit = CP_LIMITS[limit_name]
        if limit is not None and self.cp > limit:
            raise ValueError(
                f"cp {self.cp} is over the {limit_name} limit of {limit} Character Points per roll"
            )
        if not isinstance(self.fate, bool):
            raise ValueError(f"fate is a yes/no flag, got {self.fate!r}")
        against = self.against_code
        if against is not None and str(against).strip() == "":
            against = None
        set_(
            self,
            "against_code",
            None if against is None else str(parse_code(against, "against_code")),
        )
        set_(
            self, "pip_bonus", check_int("pip_bonus", self.pip_bonus, -MAX_PIP_BONUS, MAX_PIP_BONUS)
        )
        if self.rolled.dice > MAX_DICE:
            raise ValueError(f"{self.rolled} is too many dice: at most {MAX_DICE}D per roll")
        if self.rolled.dice + self.cp > MAX_DICE:
            raise ValueError(
                f"{self.rolled} and {self.cp} Character Point dice are too many: at most "
                f"{MAX_DICE} dice per roll"
            )

    @property
    def base(self) -> DieCode:
        """The character's code, doubled by a Fate Point (R-D6-6)."""
        code = parse_code(self.code)
        return code.doubled() if self.fate else code

    @property
    def rolled(self) -> DieCode:
        """The code actually rolled: bonus, penalty and opposition add or remove whole
        dice after the Fate Point, never below 1D (R-D6-1, R-OPP-1)."""
        base = self.base
        return DieCode(max(1, base.dice + self.net), base.pips)

    @property
    def opponent(self) -> DieCode | None:
        return None if self.against_code is None else parse_code(self.against_code)

    @property
    def normal_dice(self) -> int:
        return self.rolled.dice - 1

    @property
    def flat_bonus(self) -> int:
        """Pips of the code plus the numeric bonus, added to the total."""
        return self.rolled.pips + self.pip_bonus
