"""Options of the Frameworks (AF) check: facet score, focus, venture, contest, allies.

How many dice each side rolls is decided here (R-FW-1, R-FW-3), so the mechanic, the
odds engine and the tests all count dice the same way.
"""

from __future__ import annotations

from collections.abc import Iterable

from msgspec.structs import force_setattr

from solo.dice.base import Option, Params, check_int

MAX_CHECK_DICE = 5
"""A check never rolls more than five dice before focus (R-FW-1)."""
FOCUS_DICE = 2
"""Spending one focus adds two dice after the roll, past the cap (R-FW-3)."""
MAX_SIDE_DICE = MAX_CHECK_DICE + FOCUS_DICE
"""The most dice one roll can have: five plus focus (opponents and allies included)."""
MAX_SCORE = 5
MAX_VENTURE = 3
MAX_ALLIES = 3
MAX_REFLEX = 20

FRAMEWORKS_OPTIONS: tuple[Option, ...] = (
    Option("score", "int", 2, "facet score: dice before modifiers, 1-5 (default 2)"),
    Option("focus", "flag", False, "spend 1 focus after the roll: +2 dice, may exceed 5 (R-FW-3)"),
    Option(
        "venture",
        "int",
        0,
        "ventures 0-3: drop the highest die for each; a success still gains that "
        "much momentum (R-FW-4)",
    ),
    Option(
        "against_score",
        "int",
        0,
        "contest: the opponent's dice, 1-7 (their score with modifiers, +2 if they "
        "spend focus); 0 = no contest (R-FW-6)",
    ),
    Option("reflex", "int", 0, "your reflex: breaks exact ties in a contest (R-FW-6)"),
    Option("against_reflex", "int", 0, "the opponent's reflex (contest only)"),
    Option(
        "allies",
        "text",
        "",
        "cooperation: each ally's dice, e.g. 2,3 (1-7 each, at most 3 allies; R-FW-6)",
        metavar="N,N",
    ),
    Option(
        "primary",
        "flag",
        False,
        "cooperation as primary roller: only your dice give the best; allies' "
        "matching dice still join your sets (R-FW-6)",
    ),
)


def parse_allies(value: object) -> tuple[int, ...]:
    """``"2,3"`` (or ``[2, 3]``) -> ``(2, 3)``; ValueError naming a bad entry."""
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        tokens: list[object] = [t for t in value.replace(" ", "").split(",")]
    elif isinstance(value, int) and not isinstance(value, bool):
        tokens = [value]
    elif isinstance(value, Iterable):
        tokens = list(value)
    else:
        raise ValueError(f"allies must be ally dice like 2,3, got {value!r}")
    dice = tuple(
        check_int(f"ally dice {token!r} in allies {value!r}", token, 1, MAX_SIDE_DICE)
        for token in tokens
    )
    if len(dice) > MAX_ALLIES:
        raise ValueError(f"at most {MAX_ALLIES} allies can cooperate, got {len(dice)} in {value!r}")
    return dice


class FrameworksParams(Params, frozen=True):
    """Modifiers of one Frameworks check. ``allies`` is kept as canonical text ``"2,3"``."""

    score: int = 2
    focus: bool = False
    venture: int = 0
    against_score: int = 0
    reflex: int = 0
    against_reflex: int = 0
    allies: str = ""
    primary: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        set_ = force_setattr
        set_(self, "score", check_int("score", self.score, 1, MAX_SCORE))
        set_(self, "venture", check_int("venture", self.venture, 0, MAX_VENTURE))
        set_(
            self, "against_score", check_int("against_score", self.against_score, 0, MAX_SIDE_DICE)
        )
        set_(self, "reflex", check_int("reflex", self.reflex, 0, MAX_REFLEX))
        set_(
            self, "against_reflex", check_int("against_reflex", self.against_reflex, 0, MAX_REFLEX)
        )
        for name in ("focus", "primary"):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise ValueError(f"{name} is a yes/no flag, got {value!r}")
        set_(self, "allies", ",".join(str(n) for n in parse_allies(self.allies)))
        if self.against_reflex and not self.against_score:
            raise ValueError(
                f"against_reflex {self.against_reflex} needs a contest: set against_score "
                "to the opponent's dice"
            )
        if self.primary and not self.allies:
            raise ValueError("primary needs allies: a primary roller is helped by someone")

    @property
    def pool(self) -> int:
        """Dice before focus: score + net modifiers, at most 5; 0 = no roll (R-FW-1)."""
        return min(max(self.score + self.net, 0), MAX_CHECK_DICE)

    @property
    def no_roll(self) -> bool:
        """Penalties removed the last die: the check fails without a roll (R-FW-1)."""
        return self.pool == 0

    @property
    def focus_dice(self) -> int:
        """Focus dice added after the roll; none when there is no roll (R-FW-1)."""
        return FOCUS_DICE if self.focus and not self.no_roll else 0

    @property
    def acting_dice(self) -> int:
        """Every die the acting character throws: the pool plus focus dice."""
        return self.pool + self.focus_dice

    @property
    def ally_dice(self) -> tuple[int, ...]:
        return parse_allies(self.allies)

    @property
    def contest(self) -> bool:
        return self.against_score > 0
