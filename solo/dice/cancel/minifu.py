"""Mini-FU: power d6s against challenge d6s (R-MINI-1..3, R-OPP-1).

The same cancel-and-compare reading as Buckets of Dice, on d6. If every die ties, the
check is a botch: "No, and…" with the ``botch`` extra.
"""

from __future__ import annotations

from solo.dice.base import Option
from solo.dice.cancel.mechanic import CancelMechanic
from solo.dice.cancel.params import CancelParams
from solo.dice.cancel.reading import Side, rung
from solo.dice.ladder import PLAIN_OUTCOMES, Answer, Outcome

BOTCH = Outcome(Answer.NO_AND, botch=True)


class MiniFuParams(CancelParams, frozen=True):
    pool_names = ("power", "challenge")
    power: int = 1
    challenge: int = 0

    @property
    def power_pool(self) -> int:
        """Power dice, plus one per bonus and one for weak opposition (R-MINI-1)."""
        return self.acting_pool

    @property
    def challenge_pool(self) -> int:
        """Challenge dice, plus one per penalty and per step of tougher opposition."""
        return self.against_pool


class MiniFu(CancelMechanic[MiniFuParams]):
    name = "minifu"
    title = "Mini-FU"
    summary = (
        "Power d6s against challenge d6s: ties cancel from the top; 1/2/3+ dice "
        "above the other side's best give but/plain/and; all tied is a botch."
    )
    params_type = MiniFuParams
    options = (
        Option("power", "int", 1, "power d6s before modifiers (default 1)"),
        Option("challenge", "int", 0, "challenge d6s before modifiers (default 0)"),
    )
    extra_names = ("botch",)
    sides = 6
    acting_kind = "power"
    against_kind = "challenge"
    even_pool = 2
    modest_challenge = 2

    def outcome(self, params: MiniFuParams, winner: Side | None, count: int) -> Outcome:
        return BOTCH if winner is None else PLAIN_OUTCOMES[rung(winner, count)]
