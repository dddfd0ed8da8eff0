"""The Mechanic shared by buckets and minifu: pools from params, reading, exact odds."""

from __future__ import annotations

import random
from abc import abstractmethod
from typing import ClassVar, TypeVar

from solo.dice.base import MAX_DICE, OPPOSITION, CountingMechanic, check_int, step_modifiers
from solo.dice.cancel.params import CancelParams
from solo.dice.cancel.reading import (
    Reading,
    Side,
    check_pool_faces,
    count_results,
    read_pools,
    reading_dice,
)
from solo.dice.exact import Ways
from solo.dice.ladder import Outcome
from solo.dice.report import counted
from solo.dice.rolls import Faces, Resolution

C = TypeVar("C", bound=CancelParams)


class CancelMechanic(CountingMechanic[C]):
    """A cancel-and-compare system: subclasses say how a result reads on the ladder."""

    acting_kind: ClassVar[str]
    against_kind: ClassVar[str]
    even_pool: ClassVar[int]
    """Dice a side for a world question at "even" (R-ORA-1)."""
    modest_challenge: ClassVar[int]
    """Against dice of a campaign action at average opposition (R-OPP-1)."""

    @property
    def pool_names(self) -> tuple[str, str]:
        """The options that size (acting, against)."""
        return self.params_type.pool_names

    def world_params(self, step: int, **campaign_options: object) -> C:
        """R-ORA-1: ``even_pool`` against ``even_pool``; each step adds a die to the
        acting side (likely) or the against side (unlikely)."""
        kept = {k: v for k, v in campaign_options.items() if k == "more_ands"}
        acting, against = self.pool_names
        return self.params(
            **kept, **{acting: self.even_pool, against: self.even_pool}, **step_modifiers(step)
        )

    def action_params(self, **options: object) -> C:
        """R-OPP-1 in a campaign: the against pool starts from the modest challenge (or
        the campaign's own pool size) and the opposition moves it a die per step."""
        strength = str(options.pop("opposition", "average")).strip().lower()
        if strength not in OPPOSITION:
            return self.params(opposition=strength, **options)  # the params name the error
        against = self.pool_names[1]
        base = check_int(against, options.get(against, self.modest_challenge), 0, MAX_DICE)
        options[against] = max(base - OPPOSITION[strength], 0)
        return self.params(**options)

    def fit_to_faces(self, options: dict[str, object], faces: Faces) -> dict[str, object]:
        """Pool sizes not given come from the faces: `read buckets --dice 9,7,6,5` is a
        four-dice player pool (after what the modifiers add)."""
        out = super().fit_to_faces(options, faces)
        missing = [n for n in self.pool_names if n not in out]
        if not missing:
            return out
        probe = self.params(**{**out, self.pool_names[0]: 1, self.pool_names[1]: 1})
        added = [size - 1 for size in self.pools(probe)]
        for name, extra, given in zip(self.pool_names, added, (faces.dice, faces.against)):
            if name in missing:
                if len(given) < extra:
                    raise ValueError(
                        f"{self.name}: the modifiers add {counted(extra, name + ' die', name + ' dice')}, "
                        f"but only {counted(len(given), name + ' face')} "
                        f"{'was' if len(given) == 1 else 'were'} given"
                    )
                out[name] = len(given) - extra
        return out

    def pools(self, params: C) -> tuple[int, int]:
        """(acting, against) pool sizes after modifiers."""
        return params.acting_pool, params.against_pool

    @abstractmethod
    def outcome(self, params: C, winner: Side | None, count: int) -> Outcome:
        """The unscaled outcome; ``winner`` None means every die cancelled."""

    def cap(self, params: C) -> int | None:
        """Winning counts at or above this read the same (None: every count matters)."""
        return 3

    def roll_faces(self, params: C, rng: random.Random) -> Faces:
        acting, against = self.pools(params)
        return Faces(
            dice=tuple(rng.randint(1, self.sides) for _ in range(acting)),
            against=tuple(rng.randint(1, self.sides) for _ in range(against)),
        )

    def resolve(self, params: C, faces: Faces) -> Resolution:
        if faces.wild or faces.against_wild or faces.cp or faces.allies:
            raise ValueError(f"{self.name} reads only the two pools (--dice and --against)")
        (acting, against), (why_acting, why_against) = self.pools(params), params.pool_sources()
        check_pool_faces(self.acting_kind, faces.dice, acting, self.sides, why_acting)
        check_pool_faces(self.against_kind, faces.against, against, self.sides, why_against)
        reading = read_pools(faces.dice, faces.against)
        dice = reading_dice(reading, faces.dice, faces.against, self.acting_kind, self.against_kind)
        return Resolution(
            dice, self.outcome(params, reading.winner, reading.count), notes=(self._note(reading),)
        )

    def _note(self, reading: Reading) -> str:
        if reading.winner is None:
            return "every die cancelled"
        kind = self.acting_kind if reading.winner is Side.ACTING else self.against_kind
        dice = "die" if reading.count == 1 else "dice"
        return f"{kind} wins with {reading.count} {dice} above {reading.bar}"

    def ways(self, params: C) -> Ways:
        acting, against = self.pools(params)
        counts = count_results(self.sides, acting, against, self.cap(params))
        outcomes: list[Outcome] = []
        ways: list[int] = []
        for side, row in ((Side.ACTING, counts.acting), (Side.AGAINST, counts.against)):
            for count, rolls in enumerate(row):
                if rolls:
                    outcomes.append(self.outcome(params, side, count))
                    ways.append(rolls)
        if counts.all_cancelled:
            outcomes.append(self.outcome(params, None, 0))
            ways.append(counts.all_cancelled)
        return Ways(tuple(outcomes), tuple(ways), counts.total)
