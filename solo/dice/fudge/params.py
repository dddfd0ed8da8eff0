"""Options of the fudge mechanic and their validation (RULES.md R-FUDGE-1, -2, -4, -5)."""

from __future__ import annotations

from msgspec.structs import force_setattr

from solo.dice.base import Option, Params
from solo.dice.fudge.ladder import FAIR, LEGENDARY, SUPERB, TERRIBLE, level_key, parse_level

DICE = 4
"""4dF per rolling side (R-FUDGE-2)."""

OPTIONS: tuple[Option, ...] = (
    Option(
        "skill",
        "text",
        "fair",
        "your trait level: name (terrible … superb), name±N or number; default fair",
        metavar="LEVEL",
    ),
    Option(
        "difficulty",
        "text",
        "fair",
        "level to meet; may exceed Superb; Terrible or lower needs no roll; default fair",
        metavar="LEVEL",
    ),
    Option(
        "against_skill",
        "text",
        None,
        "opponent's trait: makes the roll opposed (both sides roll 4dF)",
        metavar="LEVEL",
    ),
    Option(
        "situational",
        "flag",
        False,
        "no trait: read the dice as a level from Fair (world questions)",
    ),
    Option("diceless", "flag", False, "no dice: rolled degree = trait"),
    Option("legendary", "flag", False, "the campaign allows Legendary (Superb+1) traits"),
)


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false, got {value!r}")
    return value


def _trait(name: str, value: object, legendary: bool) -> int:
    """A trait level: Terrible up to Superb, or up to Legendary when the campaign allows."""
    level = parse_level(value, name)
    if level > (LEGENDARY if legendary else SUPERB):
        if legendary:
            limit = "Legendary (+4)"
        else:
            limit = "Superb (+3); Legendary (+4) needs the legendary option"
        raise ValueError(f"{name} {value!r} ({level:+d}) is too high: traits stop at {limit}")
    if level < TERRIBLE:
        raise ValueError(
            f"{name} {value!r} ({level:+d}) is too low: traits start at Terrible (-3); "
            "use penalties to go lower"
        )
    return level


class FudgeParams(Params, frozen=True):
    """Levels are stored as canonical names (``good``, ``superb+2``) after validation."""

    skill: str = "fair"  # a level name or number, kept as its name
    difficulty: str = "fair"
    against_skill: str | None = None
    situational: bool = False
    diceless: bool = False
    legendary: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("situational", "diceless", "legendary"):
            _flag(name, getattr(self, name))
        skill = _trait("skill", self.skill, self.legendary)
        difficulty = parse_level(self.difficulty, "difficulty")
        against = self.against_skill
        if isinstance(against, str) and not against.strip():
            against = None
        if against is not None:
            against = level_key(_trait("against_skill", against, self.legendary))
        if self.situational:
            if skill != FAIR:
                raise ValueError(
                    f"a situational roll has no trait, but skill {self.skill!r} "
                    "was given (R-FUDGE-4)"
                )
            if against is not None:
                raise ValueError(
                    "a situational roll cannot be opposed, but against_skill "
                    f"{self.against_skill!r} was given (R-FUDGE-4)"
                )
            if self.diceless:
                raise ValueError(
                    "a situational roll is a roll of the dice; it cannot be diceless (R-FUDGE-4)"
                )
        if against is not None and difficulty != FAIR:
            raise ValueError(
                f"an opposed roll has no difficulty, but difficulty "
                f"{self.difficulty!r} was given; drop it or against_skill"
            )
        force_setattr(self, "skill", level_key(skill))
        force_setattr(self, "difficulty", level_key(difficulty))
        force_setattr(self, "against_skill", against)

    @property
    def skill_level(self) -> int:
        return parse_level(self.skill)

    @property
    def difficulty_level(self) -> int:
        return parse_level(self.difficulty)

    @property
    def opposed(self) -> bool:
        return self.against_skill is not None

    @property
    def trait(self) -> int:
        """The acting trait after bonus, penalty and opposition shift it (R-OPP-1).

        A situational roll starts from Fair (R-FUDGE-4). The shifted trait may leave
        the ladder; only the declared skill is capped.
        """
        return (FAIR if self.situational else self.skill_level) + self.net

    @property
    def against_trait(self) -> int:
        return parse_level(self.against_skill) if self.against_skill is not None else FAIR

    @property
    def no_roll(self) -> bool:
        """An unopposed difficulty of Terrible or lower succeeds unrolled (R-FUDGE-2)."""
        return not self.opposed and self.difficulty_level <= TERRIBLE

    @property
    def dice_count(self) -> int:
        return 0 if self.diceless or self.no_roll else DICE

    @property
    def against_count(self) -> int:
        return DICE if self.opposed and not self.diceless else 0
