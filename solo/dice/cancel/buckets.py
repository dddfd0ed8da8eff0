"""Buckets of Dice: player d10s against resistance d10s (R-BUCK-1..4, R-OPP-1).

Ties cancel from the top; the side with the higher top die wins by as many dice as it
has above the loser's best remaining die. If every die ties, it is an impasse.
"""

from __future__ import annotations

from msgspec.structs import force_setattr

from solo.dice.base import Option
from solo.dice.cancel.mechanic import CancelMechanic
from solo.dice.cancel.params import CancelParams
from solo.dice.cancel.reading import Side, rung
from solo.dice.ladder import IMPASSE_OUTCOME, PLAIN_OUTCOMES, Outcome

BASE_ANDS = 3
"""Winning dice that make a plain "and"; each one beyond adds to ``ands`` (R-BUCK-4)."""


def check_flag(name: str, value: object) -> bool:
    """A yes/no option: a bool, 0/1, or yes/no/true/false/on/off as text."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off", ""):
        return False
    raise ValueError(f"{name} must be true or false, got {value!r}")


class BucketsParams(CancelParams, frozen=True):
    pool_names = ("player", "resistance")
    player: int = 3
    resistance: int = 3
    more_ands: bool = False

    def __post_init__(self) -> None:
        force_setattr(self, "more_ands", check_flag("more_ands", self.more_ands))
        super().__post_init__()

    @property
    def player_pool(self) -> int:
        """Player dice, plus one per bonus and one for weak opposition (R-BUCK-1)."""
        return self.acting_pool

    @property
    def resistance_pool(self) -> int:
        """Resistance dice, plus one per penalty and per step of tougher opposition."""
        return self.against_pool


class Buckets(CancelMechanic[BucketsParams]):
    name = "buckets"
    title = "Buckets of Dice"
    summary = (
        "Player d10s against resistance d10s: ties cancel from the top; 1/2/3+ dice "
        "above the other side's best give but/plain/and; all tied is an impasse."
    )
    params_type = BucketsParams
    options = (
        Option("player", "int", 3, "player d10s before modifiers (default 3)"),
        Option("resistance", "int", 3, "resistance d10s before modifiers (default 3)"),
        Option("more_ands", "flag", False, "each winning die beyond 3 adds another 'and'"),
    )
    extra_names = ("ands",)
    has_impasse = True
    sides = 10
    acting_kind = "player"
    against_kind = "resistance"
    even_pool = 3
    modest_challenge = 3

    def cap(self, params: BucketsParams) -> int | None:
        return None if params.more_ands else BASE_ANDS

    def outcome(self, params: BucketsParams, winner: Side | None, count: int) -> Outcome:
        if winner is None:
            return IMPASSE_OUTCOME
        ands = max(count - BASE_ANDS, 0) if params.more_ands else 0
        answer = rung(winner, count)
        return Outcome(answer, ands=ands) if ands else PLAIN_OUTCOMES[answer]
