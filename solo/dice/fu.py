"""Classic FU: one d6, plus a die per net modifier, keep the best or worst (R-FU-1)."""

from __future__ import annotations

import random
from fractions import Fraction

from solo.dice.base import Mechanic, Params
from solo.dice.ladder import Answer, Outcome
from solo.dice.report import counted
from solo.dice.rolls import DISCARDED, KEPT, Die, Faces, Resolution


class FuParams(Params, frozen=True):
    @property
    def pool(self) -> int:
        return 1 + abs(self.net)


class Fu(Mechanic[FuParams]):
    name = "fu"
    title = "FU"
    summary = "1d6 plus a die per net bonus (keep highest) or penalty (keep lowest); 1-6 = rungs."
    params_type = FuParams

    def roll_faces(self, params: FuParams, rng: random.Random) -> Faces:
        return Faces(dice=tuple(rng.randint(1, 6) for _ in range(params.pool)))

    def resolve(self, params: FuParams, faces: Faces) -> Resolution:
        dice = faces.dice
        _check_faces(params, dice)
        keep = max(dice) if params.net >= 0 else min(dice)
        kept_index = dice.index(keep)
        why_keep = "highest" if params.net > 0 else "lowest" if params.net < 0 else "only die"
        why_not = "not the highest" if params.net > 0 else "not the lowest"
        out = tuple(
            Die("d6", f, KEPT, f"kept: {why_keep}", source=("dice", i))
            if i == kept_index
            else Die("d6", f, DISCARDED, why_not, source=("dice", i))
            for i, f in enumerate(dice)
        )
        return Resolution(out, Outcome(Answer(keep - 1)), total=keep)

    def distribution(self, params: FuParams) -> dict[Outcome, Fraction]:
        n, total = params.pool, 6**params.pool
        out = {}
        for k in range(1, 7):
            if params.net >= 0:  # P(max == k)
                w = k**n - (k - 1) ** n
            else:  # P(min == k)
                w = (7 - k) ** n - (6 - k) ** n
            out[Outcome(Answer(k - 1))] = Fraction(w, total)
        return out


def _check_faces(params: FuParams, dice: tuple[int, ...]) -> None:
    if len(dice) != params.pool:
        raise ValueError(
            f"fu with net {params.net:+d} rolls {params.pool} dice, "
            f"but {counted(len(dice), 'face')} {'was' if len(dice) == 1 else 'were'} given"
        )
    for f in dice:
        if not 1 <= f <= 6:
            raise ValueError(f"a d6 shows 1-6, got {f}")
