"""Frameworks (AF): roll 1-5 d6 from a facet score; 4+ succeeds, sets do better (R-FW-1..7).

The pieces live next door: ``params`` (options and dice counts),
``result`` (reading face counts: sets, ventures, cooperation, contests,
momentum, accepting a consequence) and ``odds`` (exact odds by counting
face compositions). This module turns real dice into a :class:`Roll` and explains it.
"""

from __future__ import annotations

import random
from fractions import Fraction

from msgspec import Struct

from solo.dice.base import Mechanic, step_modifiers
from solo.dice.frameworks.odds import frameworks_distribution
from solo.dice.frameworks.params import FRAMEWORKS_OPTIONS, FrameworksParams
from solo.dice.frameworks.result import (
    CheckResult,
    Counts,
    accept_consequence,
    best_result,
    counts_of,
    failed_rolls,
    focus_decides_first,
    outcome_of,
    pooled_counts,
    remove_from_result,
)
from solo.dice.ladder import Outcome
from solo.dice.report import counted
from solo.dice.rolls import DISCARDED, KEPT, REMOVED, Die, Faces, Resolution

WORLD_SCORE, WORLD_AGAINST = 3, 4
"""A world question's even contest (R-ORA-1): your 3 dice against 4."""

FACE_NAMES = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}


class _Die(Struct):
    """A die while the roll is being read (mutable scratch; frozen Die at the end)."""

    kind: str
    face: int
    side: str
    source: tuple[str, int]
    status: str = KEPT
    why: str = ""

    def frozen(self) -> Die:
        return Die(self.kind, self.face, self.status, self.why, self.side, self.source)


class Frameworks(Mechanic[FrameworksParams]):
    name = "frameworks"
    title = "Frameworks"
    summary = (
        "facet score in d6 (1-5, focus +2); best 4+ succeeds, a set of 4+ is "
        "yes-and; ventures, momentum, contests and cooperation."
    )
    params_type = FrameworksParams
    options = FRAMEWORKS_OPTIONS
    extra_names = ("momentum",)

    def world_params(self, step: int, **campaign_options: object) -> FrameworksParams:
        """R-ORA-1: the contest nearest to even that leaves room for two steps each way —
        score 3 against 4 dice (P(yes_*) 0.475; a lone die is 1/2, but a step down from
        it is no roll, a certain no) — with a die added or removed per step (R-OPP-1)."""
        return self.params(score=WORLD_SCORE, against_score=WORLD_AGAINST, **step_modifiers(step))

    # -- rolling ------------------------------------------------------------------------
    def roll_faces(self, params: FrameworksParams, rng: random.Random) -> Faces:
        if params.no_roll:
            return Faces()
        dice = tuple(rng.randint(1, 6) for _ in range(params.acting_dice))
        allies = tuple(tuple(rng.randint(1, 6) for _ in range(n)) for n in params.ally_dice)
        against = tuple(rng.randint(1, 6) for _ in range(params.against_score))
        return Faces(dice=dice, against=against, allies=allies)

    def distribution(self, params: FrameworksParams) -> dict[Outcome, Fraction]:
        return frameworks_distribution(params)

    # -- reading ------------------------------------------------------------------------
    def resolve(self, params: FrameworksParams, faces: Faces) -> Resolution:
        _check_faces(params, faces)
        if params.no_roll:
            return _no_roll(params)
        acting = _acting_dice(params, faces)
        final = counts_of([d.face for d in acting if d.status == KEPT])
        allies = _ally_dice(faces)
        against = [_Die("d6", f, "against", ("against", i)) for i, f in enumerate(faces.against)]
        outcome = outcome_of(
            final,
            tuple(counts_of(roll) for roll in faces.allies),
            counts_of(faces.against) if params.contest else None,
            primary=params.primary,
            venture=params.venture,
            reflex=params.reflex,
            against_reflex=params.against_reflex,
        )
        notes = _roll_notes(params, final, outcome)
        if not any(final):
            notes.append("Ventures removed every die: the check fails (R-FW-4).")
        else:
            notes += self._mark_results(params, acting, allies, final, against)
        if outcome.answer is not None and not outcome.answer.is_yes:
            notes.append("A failure can still succeed if you accept a consequence (R-FW-7).")
        ally_dice = [d for roll in allies for d in roll]
        dice = tuple(d.frozen() for d in acting + ally_dice + against)
        return Resolution(dice, outcome, notes=tuple(notes))

    def _mark_results(
        self,
        params: FrameworksParams,
        acting: list[_Die],
        allies: list[list[_Die]],
        final: Counts,
        against: list[_Die],
    ) -> list[str]:
        """Mark each side's result on its dice, cooperation first (R-FW-6), then the
        contest (R-FW-3); the notes that explain them."""
        notes: list[str] = []
        ally_counts = tuple(counts_of([d.face for d in roll]) for roll in allies)
        mine = self._cooperate(params, acting, allies, final, ally_counts, notes)
        ally_dice = [d for roll in allies for d in roll]
        _mark_result([d for d in acting + ally_dice if d.status == KEPT], mine)
        if params.contest:
            theirs = best_result(counts_of([d.face for d in against]))
            _mark_result(against, theirs)
            notes.append(_contest_note(params, mine, theirs))
        return notes

    def _cooperate(
        self,
        params: FrameworksParams,
        acting: list[_Die],
        allies: list[list[_Die]],
        final: Counts,
        ally_counts: tuple[Counts, ...],
        notes: list[str],
    ) -> CheckResult:
        """Pool the group's dice, mark what cooperation removed; the acting result."""
        if not allies:
            return best_result(final)
        if params.primary:
            _discard_unmatched(allies, final)
        failed = failed_rolls(final, ally_counts)
        left, removed = remove_from_result(
            pooled_counts(final, ally_counts, params.primary), failed
        )
        order = [d for roll in reversed(allies) for d in reversed(roll)] + acting[::-1]
        for face in removed:
            die = next(d for d in order if d.status == KEPT and d.face == face)
            die.status, die.why = REMOVED, "a cooperating roll failed"
        if failed:
            notes.append(
                f"{failed} cooperating roll(s) failed: the best die of the result "
                f"removed {failed} time(s) (R-FW-6)."
            )
        return best_result(left)


def _no_roll(params: FrameworksParams) -> Resolution:
    """Penalties left no dice: the check fails, whatever focus adds (R-FW-1)."""
    note = (
        f"No roll: score {params.score} with net {params.net:+d} leaves no dice, "
        "so the check fails (R-FW-1); focus cannot rescue it."
    )
    return Resolution((), outcome_of(counts_of(()), (), None), notes=(note,))


def _acting_dice(params: FrameworksParams, faces: Faces) -> list[_Die]:
    """The acting dice (the pool, then focus dice), the highest ``venture`` removed (R-FW-4)."""
    acting = [
        _Die("focus" if i >= params.pool else "d6", f, "acting", ("dice", i))
        for i, f in enumerate(faces.dice)
    ]
    ventured = sorted(range(len(acting)), key=lambda i: (-acting[i].face, i))[: params.venture]
    for i in ventured:
        acting[i].status, acting[i].why = REMOVED, "venture: highest die removed"
    return acting


def _ally_dice(faces: Faces) -> list[list[_Die]]:
    """Each ally's roll, its dice named after the ally (R-FW-6)."""
    return [
        [_Die("d6", f, "ally", ("allies", n), why=f"ally {n + 1}") for f in roll]
        for n, roll in enumerate(faces.allies)
    ]


def _roll_notes(params: FrameworksParams, final: Counts, outcome: Outcome) -> list[str]:
    """What the venture did (R-FW-4) and the momentum of three sixes (R-FW-5)."""
    notes: list[str] = []
    if params.venture:
        notes.append(_venture_note(params.venture, outcome))
    if final[5] >= 3:
        notes.append(f"{final[5]} sixes: {final[5] // 3} momentum (R-FW-5).")
    return notes


def _discard_unmatched(allies: list[list[_Die]], final: Counts) -> None:
    """With a primary roll, an ally's die that matches none of it adds nothing (R-FW-6)."""
    for roll in allies:
        for d in roll:
            if not final[d.face - 1]:
                d.status, d.why = DISCARDED, f"{d.why}: no match on the primary roll"


def _check_faces(params: FrameworksParams, faces: Faces) -> None:
    _check_face_values(faces)
    if len(faces.dice) != params.acting_dice:
        raise ValueError(_acting_count_problem(params, len(faces.dice)))
    if params.no_roll and not faces.against and not faces.allies:
        return
    if len(faces.against) != params.against_score:
        raise ValueError(
            f"against_score {params.against_score} means {params.against_score} opponent "
            f"dice, but {len(faces.against)} opponent faces were given"
        )
    wanted = params.ally_dice
    given = tuple(len(roll) for roll in faces.allies)
    if given != wanted:
        raise ValueError(
            f"allies {params.allies or 'none'} means ally dice "
            f"{list(wanted)}, but ally faces were given for {list(given)}"
        )


def _mark_result(dice: list[_Die], result: CheckResult) -> None:
    if not result.best:
        return
    for d in dice:
        if d.face == result.best:
            label = (
                f"set of {result.set_size} {FACE_NAMES[d.face]}"
                if result.set_size > 1
                else "best"
                if result.succeeded
                else "best (a failure)"
            )
            d.why = f"{d.why}: {label}" if d.why else label


def _venture_note(venture: int, outcome: Outcome) -> str:
    won = outcome.answer is not None and outcome.answer.is_yes
    tail = f"success, so +{venture} momentum" if won else "no success, no momentum"
    removed = "the highest die" if venture == 1 else f"the {venture} highest dice"
    return f"Venture {venture}: {removed} removed; {tail} (R-FW-4)."


def _contest_note(params: FrameworksParams, mine: CheckResult, theirs: CheckResult) -> str:
    def show(r: CheckResult) -> str:
        if r.set_size > 1:
            return f"a set of {r.set_size} {FACE_NAMES[r.best]}"
        return f"best {r.best}" + ("" if r.succeeded else " (a failure)")

    text = f"Contest: you have {show(mine)}, they have {show(theirs)}"
    if mine == theirs:
        winner = "you" if params.reflex >= params.against_reflex else "they"
        text += f"; a tie, reflex {params.reflex} vs {params.against_reflex}: {winner} win"
    return text + " (R-FW-6)."


__all__ = ["Frameworks", "FrameworksParams", "accept_consequence", "focus_decides_first"]


def _check_face_values(faces: Faces) -> None:
    if faces.wild or faces.against_wild or faces.cp:
        raise ValueError("frameworks has no Wild Die or Character Point dice")
    for roll in (faces.dice, faces.against, *faces.allies):
        for f in roll:
            if isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= 6:
                raise ValueError(f"a d6 shows 1-6, got {f!r}")


def _acting_count_problem(params: FrameworksParams, given: int) -> str:
    """Why ``given`` acting faces do not fit the score, net and focus."""
    how = (
        f" ({params.pool} + {params.focus_dice} focus)"
        if params.focus_dice
        else " (penalties removed the last one)"
        if params.no_roll
        else ""
    )
    return (
        f"frameworks with score {params.score} and net {params.net:+d} rolls "
        f"{counted(params.acting_dice, 'die', 'dice')}{how}, but "
        f"{counted(given, 'face')} {'was' if given == 1 else 'were'} given"
    )
