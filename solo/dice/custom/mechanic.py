"""A described mechanic as a :class:`~solo.dice.base.Mechanic`: its params, rolling,
reading faces, rerolling and exact odds, so the lab, the CLI and a campaign take it as
they take the seven built-in systems.

:func:`described` makes one from a :class:`~solo.dice.custom.spec.MechanicSpec`; the
mechanic's name, title, summary, options and extras come from the description.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from msgspec import Struct

from solo.dice.base import MAX_DICE, Mechanic, Option, Params, check_int, step_modifiers
from solo.dice.cancel.reading import Side, count_results, read_pools, reading_dice
from solo.dice.custom.counting import (
    Weights,
    cancel_work,
    kept_totals,
    margins,
    pool_work,
    score_weights,
    too_much,
    totals_size,
)
from solo.dice.custom.spec import Keep, MechanicSpec, Modifiers, PoolSpec, Reading
from solo.dice.ladder import IMPASSE_OUTCOME, PLAIN_OUTCOMES, Outcome
from solo.dice.rolls import DISCARDED, KEPT, Die, Faces, Resolution
from solo.vocabulary import PlainDict

COMMON = ("bonus", "penalty", "opposition", "scale")


class CustomParams(Params, frozen=True):
    """The common modifiers plus the description's own options, by name."""

    values: tuple[tuple[str, int], ...] = ()

    def value(self, name: str) -> int:
        for key, value in self.values:
            if key == name:
                return value
        raise ValueError(f"no option {name!r}")

    def as_dict(self) -> PlainDict:
        out: PlainDict = {
            "bonus": self.bonus,
            "penalty": self.penalty,
            "opposition": self.opposition,
            "scale": self.scale,
        }
        out.update(dict(self.values))
        return out


class Pools(Struct, frozen=True):
    """The two pools' sizes after modifiers (``against`` 0 with no opposing pool) and
    whether the acting pool keeps its highest dice."""

    acting: int
    against: int
    highest: bool


class CustomMechanic(Mechanic[CustomParams]):
    """A mechanic from a description. Make one with :func:`described`."""

    params_type = CustomParams

    def __init__(self, spec: MechanicSpec) -> None:
        self.spec = spec

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CustomMechanic) and other.spec == self.spec

    def __hash__(self) -> int:
        return hash(self.spec)

    # -- params --
    def params(self, **options: object) -> CustomParams:
        own = {o.name for o in self.spec.options}
        unknown = sorted(set(options) - own - set(COMMON))
        if unknown:
            raise ValueError(f"{self.name} has no option {unknown[0]!r}")
        values = tuple(
            (o.name, check_int(o.name, options.get(o.name, o.default), o.low, o.high))
            for o in self.spec.options
        )
        # the common modifiers arrive as typed words or numbers: Params checks each one
        common: dict[str, Any] = {k: v for k, v in options.items() if k in COMMON}
        params = CustomParams(values=values, **common)
        self.pools(params)  # the sizes after modifiers must fit
        return params

    def world_params(self, step: int, **campaign_options: object) -> CustomParams:
        """A world question (R-ORA-1): the file's ``campaign: world`` options (else the
        defaults), moved by ``step`` bonus or penalty dice."""
        return self.params(**{**dict(self.spec.world), **step_modifiers(step)})

    def action_params(self, **options: object) -> CustomParams:
        """An action in a campaign: the file's ``campaign: action`` options under the
        action's own."""
        return self.params(**{**dict(self.spec.action), **options})

    def pools(self, params: CustomParams) -> Pools:
        """Pool sizes after modifiers (R-OPP-1 as the description applies it), checked."""
        sizes = self._sizes(params)
        check_int("acting pool (with modifiers)", sizes.acting, 0, MAX_DICE)
        check_int("opposing pool (with modifiers)", sizes.against, 0, MAX_DICE)
        if sizes.acting + sizes.against == 0:
            raise ValueError("nothing to roll: both pools are empty")
        return sizes

    def _sizes(self, params: CustomParams) -> Pools:
        spec, net = self.spec, params.net
        acting = self._base(spec.acting, params)
        against = self._base(spec.against, params) if spec.against else 0
        if spec.modifiers is Modifiers.NET:
            acting += abs(net)
        elif spec.modifiers is Modifiers.DICE:
            acting = max(acting + net, 1)
        else:
            opp = params.opposition_mod
            acting += params.bonus + max(opp, 0)
            against += params.penalty + max(-opp, 0)
        keep = spec.acting.keep
        highest = keep is not Keep.LOWEST and not (keep is Keep.BY_NET and net < 0)
        return Pools(acting, against, highest)

    @staticmethod
    def _base(pool: PoolSpec, params: CustomParams) -> int:
        return pool.size if isinstance(pool.size, int) else params.value(pool.size)

    # -- rolling and reading --
    def random_face(self, rng: random.Random, group: str) -> int:
        pool = (
            self.spec.acting if group == "dice" or self.spec.against is None else self.spec.against
        )
        return rng.choice(pool.die.faces)

    def roll_faces(self, params: CustomParams, rng: random.Random) -> Faces:
        sizes = self.pools(params)
        return Faces(
            dice=tuple(self.random_face(rng, "dice") for _ in range(sizes.acting)),
            against=tuple(self.random_face(rng, "against") for _ in range(sizes.against)),
        )

    def fit_to_faces(self, options: dict[str, object], faces: Faces) -> dict[str, object]:
        """A pool sized by an option not given takes its size from the faces (less the
        dice the modifiers add)."""
        out = super().fit_to_faces(options, faces)
        spec = self.spec
        sized = [
            (pool.size, given, which)
            for pool, given, which in (
                (spec.acting, faces.dice, "acting"),
                (spec.against, faces.against, "against"),
            )
            if pool is not None and isinstance(pool.size, str) and pool.size not in out
        ]
        if not sized:
            return out
        common: dict[str, Any] = {k: v for k, v in out.items() if k in COMMON}
        probe = CustomParams(values=tuple((o.name, 0) for o in spec.options), **common)
        added = self._sizes(probe)
        for name, given, which in sized:
            out[name] = max(len(given) - (added.acting if which == "acting" else added.against), 0)
        return out

    def resolve(self, params: CustomParams, faces: Faces) -> Resolution:
        if faces.wild or faces.against_wild or faces.cp or faces.allies:
            raise ValueError(f"{self.name} reads only the two pools (--dice and --against)")
        sizes, spec = self.pools(params), self.spec
        _check_faces(spec.acting, faces.dice, sizes.acting, "acting")
        if spec.against is not None:
            _check_faces(spec.against, faces.against, sizes.against, "opposing")
        elif faces.against:
            raise ValueError(f"{self.name} has no opposing pool: leave out --against")
        if spec.reading is Reading.CANCEL:
            return self._read_cancel(faces)
        mine = self._kept(spec.acting, faces.dice, sizes.highest, "acting", "dice")
        if spec.reading is Reading.TOTAL:
            value, notes = mine.total, (f"total {mine.total}",)
        else:
            assert spec.against is not None  # the file check makes a margin need one
            theirs = self._kept(
                spec.against,
                faces.against,
                spec.against.keep is not Keep.LOWEST,
                "against",
                "against",
            )
            value = mine.total - theirs.total
            notes = (f"margin {mine.total} - {theirs.total} = {value}",)
            mine = _Kept(mine.dice + theirs.dice, mine.total)
        return Resolution(mine.dice, PLAIN_OUTCOMES[spec.rung_of(value)], total=value, notes=notes)

    def _kept(
        self, pool: PoolSpec, faces: tuple[int, ...], highest: bool, side: str, group: str
    ) -> _Kept:
        score = self.spec.score
        count = len(faces) if pool.keep_count is None else pool.keep_count
        order = sorted(
            range(len(faces)),
            key=lambda i: (-score.of(faces[i]) if highest else score.of(faces[i]), i),
        )
        kept = set(order[:count])
        dice = tuple(
            Die(
                pool.die.name,
                face,
                KEPT if i in kept else DISCARDED,
                f"kept: scores {score.of(face)}"
                if i in kept
                else f"dropped: {'better' if highest else 'worse'} dice kept",
                side=side,
                source=(group, i),
            )
            for i, face in enumerate(faces)
        )
        return _Kept(dice, sum(score.of(faces[i]) for i in kept))

    def _read_cancel(self, faces: Faces) -> Resolution:
        reading = read_pools(faces.dice, faces.against)
        acting = self.spec.acting.die.name
        against = self.spec.against.die.name if self.spec.against else acting
        dice = reading_dice(reading, faces.dice, faces.against, acting, against)
        if reading.winner is None:
            return Resolution(dice, self._all_cancelled(), notes=("every die cancelled",))
        side = reading.winner.value
        answer = self.spec.rung_of(reading.count, side)
        note = f"{side} side wins with {reading.count} above {reading.bar}"
        return Resolution(dice, PLAIN_OUTCOMES[answer], notes=(note,))

    def _all_cancelled(self) -> Outcome:
        tie = self.spec.all_cancelled
        if tie is None:
            raise ValueError(
                f"{self.spec.source}: every die cancelled, and the file gives no all_cancelled rung"
            )
        if tie.answer is None:
            return IMPASSE_OUTCOME
        return Outcome(tie.answer, botch=True) if tie.botch else PLAIN_OUTCOMES[tie.answer]

    # -- exact odds --
    def refusal(self, params: CustomParams) -> str | None:
        """Why these odds would take too long to count, or None."""
        spec, sizes = self.spec, self.pools(params)
        if spec.reading is Reading.CANCEL:
            steps = cancel_work(
                len(spec.acting.die.faces), sizes.acting, sizes.against, self._cap()
            )
            return too_much(steps, f"{self.name} at {sizes.acting} v {sizes.against} dice")
        mine = score_weights(spec.acting.die, spec.score)
        steps = pool_work(mine, sizes.acting, spec.acting.keep_count)
        if spec.against is not None:
            theirs = score_weights(spec.against.die, spec.score)
            steps += pool_work(theirs, sizes.against, spec.against.keep_count)
            steps += totals_size(mine, sizes.acting, spec.acting.keep_count) * totals_size(
                theirs, sizes.against, spec.against.keep_count
            )
        return too_much(steps, f"{self.name} with {sizes.acting} dice")

    def distribution(self, params: CustomParams) -> dict[Outcome, Fraction]:
        refused = self.refusal(params)
        if refused:
            raise ValueError(refused)
        if self.spec.reading is Reading.CANCEL:
            return self._cancel_distribution(params)
        weights, total = self._numbers(params)
        out: dict[Outcome, int] = {}
        for value, ways in weights.items():
            outcome = PLAIN_OUTCOMES[self.spec.rung_of(value)]
            out[outcome] = out.get(outcome, 0) + ways
        return {o: Fraction(w, total) for o, w in out.items() if w}

    def _numbers(self, params: CustomParams) -> tuple[Weights, int]:
        """Ways of each total (or margin), and the number of equally likely rolls."""
        spec, sizes = self.spec, self.pools(params)
        acting = spec.acting
        mine = kept_totals(
            score_weights(acting.die, spec.score), sizes.acting, acting.keep_count, sizes.highest
        )
        rolls = len(acting.die.faces) ** sizes.acting
        if spec.reading is Reading.TOTAL or spec.against is None:
            return mine, rolls
        other = spec.against
        theirs = kept_totals(
            score_weights(other.die, spec.score),
            sizes.against,
            other.keep_count,
            other.keep is not Keep.LOWEST,
        )
        return margins(mine, theirs), rolls * len(other.die.faces) ** sizes.against

    def _cap(self) -> int:
        """Winning counts from here up read alike (every finite bound lies below it)."""
        bounds = [b for r in self.spec.rungs for b in (r.low, r.high) if b is not None]
        return max([2, *(b + 1 for b in bounds)])

    def _cancel_distribution(self, params: CustomParams) -> dict[Outcome, Fraction]:
        sizes = self.pools(params)
        counts = count_results(
            len(self.spec.acting.die.faces), sizes.acting, sizes.against, self._cap()
        )
        weights: dict[Outcome, int] = {}
        for side, row in ((Side.ACTING, counts.acting), (Side.AGAINST, counts.against)):
            for count, ways in enumerate(row):
                if ways:
                    outcome = PLAIN_OUTCOMES[self.spec.rung_of(count, side.value)]
                    weights[outcome] = weights.get(outcome, 0) + ways
        if counts.all_cancelled:
            outcome = self._all_cancelled()
            weights[outcome] = weights.get(outcome, 0) + counts.all_cancelled
        return {o: Fraction(w, counts.total) for o, w in weights.items() if w}


class _Kept(Struct, frozen=True):
    """A pool's dice as read, and the total of the kept ones."""

    dice: tuple[Die, ...]
    total: int


def _check_faces(pool: PoolSpec, faces: tuple[int, ...], size: int, side: str) -> None:
    if len(faces) != size:
        given = "1 face was" if len(faces) == 1 else f"{len(faces)} faces were"
        raise ValueError(f"the {side} pool is {size} {pool.die.name}, but {given} given")
    for face in faces:
        if isinstance(face, bool) or face not in pool.die.faces:
            shown = ", ".join(str(f) for f in sorted(set(pool.die.faces)))
            raise ValueError(f"a {pool.die.name} shows {shown}; got {face!r} in the {side} pool")


def described(spec: MechanicSpec) -> CustomMechanic:
    """The mechanic ``spec`` describes, named and titled as it says."""
    extras = ("botch",) if spec.all_cancelled is not None and spec.all_cancelled.botch else ()
    impasse = spec.all_cancelled is not None and spec.all_cancelled.answer is None
    options = tuple(
        Option(o.name, "int", o.default, o.help or f"{o.name} (default {o.default})")
        for o in spec.options
    )
    faces = spec.acting.die.faces
    cls = type(
        "Described",
        (CustomMechanic,),
        {
            "name": spec.name,
            "title": spec.title,
            "summary": spec.summary,
            "options": options,
            "extra_names": extras,
            "has_impasse": impasse,
            "sides": max(faces) if min(faces) >= 1 else len(faces),
        },
    )
    made: CustomMechanic = cls(spec)
    return made
