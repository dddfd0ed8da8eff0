"""Buckets of Dice: player d10s against resistance d10s (R-BUCK-1..4, R-OPP-1).

Ties cancel from the top; the side with the higher top die wins by as many dice as it
has above the loser's best remaining die. If every die ties, it is an impasse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solo.dice.base import MAX_DICE, Option, Params, check_int
from solo.dice.cancel.reading import Side, check_pool_sizes, rung
from solo.dice.cancel.mechanic import CancelMechanic
from solo.dice.ladder import IMPASSE_OUTCOME, Outcome

BASE_ANDS = 3
"""Winning dice that make a plain "and"; each one beyond adds to ``ands`` (R-BUCK-4)."""


def check_flag(name: str, value: Any) -> bool:
    """A yes/no option: a bool, 0/1, or yes/no/true/false/on/off as text."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off", ""):
        return False
    raise ValueError(f"{name} must be true or false, got {value!r}")


@dataclass(frozen=True)
class BucketsParams(Params):
    player: int = 3
    resistance: int = 3
    more_ands: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "player", check_int("player", self.player, 0, MAX_DICE))
        object.__setattr__(self, "resistance",
                           check_int("resistance", self.resistance, 0, MAX_DICE))
        object.__setattr__(self, "more_ands", check_flag("more_ands", self.more_ands))
        check_pool_sizes("player", self.player_pool, "resistance", self.resistance_pool)

    @property
    def player_pool(self) -> int:
        """Player dice, plus one per bonus and one for weak opposition (R-BUCK-1)."""
        return self.player + self.bonus + max(self.opposition_mod, 0)

    @property
    def resistance_pool(self) -> int:
        """Resistance dice, plus one per penalty and per step of tougher opposition."""
        return self.resistance + self.penalty + max(-self.opposition_mod, 0)


class Buckets(CancelMechanic):
    name = "buckets"
    title = "Buckets of Dice"
    summary = ("Player d10s against resistance d10s: ties cancel from the top; 1/2/3+ dice "
               "above the other side's best give but/plain/and; all tied is an impasse.")
    params_type = BucketsParams
    pool_names = ("player", "resistance")
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

    def pools(self, params: BucketsParams) -> tuple[int, int]:  # type: ignore[override]
        return params.player_pool, params.resistance_pool

    def pool_sources(self, params: BucketsParams) -> tuple[str, str]:  # type: ignore[override]
        opp = params.opposition_mod
        player = f"player {params.player} + bonus {params.bonus}"
        resistance = f"resistance {params.resistance} + penalty {params.penalty}"
        if opp > 0:
            player += f" + {params.opposition} opposition {opp}"
        elif opp < 0:
            resistance += f" + {params.opposition} opposition {-opp}"
        return player, resistance

    def cap(self, params: BucketsParams) -> int | None:  # type: ignore[override]
        return None if params.more_ands else BASE_ANDS

    def outcome(self, params: BucketsParams, winner: Side | None,  # type: ignore[override]
                count: int) -> Outcome:
        if winner is None:
            return IMPASSE_OUTCOME
        ands = max(count - BASE_ANDS, 0) if params.more_ands else 0
        return Outcome(rung(winner, count), ands=ands)
