"""Mini-FU: power d6s against challenge d6s (R-MINI-1..3, R-OPP-1).

The same cancel-and-compare reading as Buckets of Dice, on d6. If every die ties, the
check is a botch: "No, and…" with the ``botch`` extra.
"""

from __future__ import annotations

from dataclasses import dataclass

from solo.dice.base import MAX_DICE, Option, Params, check_int
from solo.dice.cancel.reading import Side, check_pool_sizes, rung
from solo.dice.cancel.mechanic import CancelMechanic
from solo.dice.ladder import Answer, Outcome

BOTCH = Outcome(Answer.NO_AND, botch=True)


@dataclass(frozen=True)
class MiniFuParams(Params):
    power: int = 1
    challenge: int = 0

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "power", check_int("power", self.power, 0, MAX_DICE))
        object.__setattr__(self, "challenge",
                           check_int("challenge", self.challenge, 0, MAX_DICE))
        check_pool_sizes("power", self.power_pool, "challenge", self.challenge_pool)

    @property
    def power_pool(self) -> int:
        """Power dice, plus one per bonus and one for weak opposition (R-MINI-1)."""
        return self.power + self.bonus + max(self.opposition_mod, 0)

    @property
    def challenge_pool(self) -> int:
        """Challenge dice, plus one per penalty and per step of tougher opposition."""
        return self.challenge + self.penalty + max(-self.opposition_mod, 0)


class MiniFu(CancelMechanic):
    name = "minifu"
    title = "Mini-FU"
    summary = ("Power d6s against challenge d6s: ties cancel from the top; 1/2/3+ dice "
               "above the other side's best give but/plain/and; all tied is a botch.")
    params_type = MiniFuParams
    pool_names = ("power", "challenge")
    options = (
        Option("power", "int", 1, "power d6s before modifiers (default 1)"),
        Option("challenge", "int", 0, "challenge d6s before modifiers (default 0)"),
    )
    extra_names = ("botch",)
    sides = 6
    acting_kind = "power"
    against_kind = "challenge"

    def pools(self, params: MiniFuParams) -> tuple[int, int]:  # type: ignore[override]
        return params.power_pool, params.challenge_pool

    def pool_sources(self, params: MiniFuParams) -> tuple[str, str]:  # type: ignore[override]
        opp = params.opposition_mod
        power = f"power {params.power} + bonus {params.bonus}"
        challenge = f"challenge {params.challenge} + penalty {params.penalty}"
        if opp > 0:
            power += f" + {params.opposition} opposition {opp}"
        elif opp < 0:
            challenge += f" + {params.opposition} opposition {-opp}"
        return power, challenge

    def outcome(self, params: MiniFuParams, winner: Side | None,  # type: ignore[override]
                count: int) -> Outcome:
        return BOTCH if winner is None else Outcome(rung(winner, count))
