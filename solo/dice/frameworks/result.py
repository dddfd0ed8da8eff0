"""Reading Frameworks dice: results, sets, ventures, cooperation, contests (R-FW-2..7).

Everything here works on *face counts*: ``counts[f - 1]`` is how many dice show ``f``.
Which die is which never matters to the answer, so the mechanic (real dice) and the
odds engine (every possible count vector) share these functions.
"""

from __future__ import annotations

from collections.abc import Iterable

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer, Outcome

Counts = tuple[int, int, int, int, int, int]
SUCCESS_FACES = (6, 5, 4)
FAILURE_FACES = (3, 2, 1)


class CheckResult(Struct, frozen=True, order=True):
    """What a roll achieved, ordered as a contest compares them (R-FW-6).

    ``set_size`` is how many dice show ``best`` when ``best`` is a success (4-6): 1 for
    a lone die, 2+ for a set. A failed roll has ``set_size`` 0 and ``best`` its highest
    die; a roll with no dice left is ``(0, 0)``.
    """

    set_size: int
    best: int

    @property
    def succeeded(self) -> bool:
        return self.set_size > 0


NOTHING = CheckResult(0, 0)


def as_counts(values: Iterable[int]) -> Counts:
    """Six per-face counts as :data:`Counts`; ValueError unless there are exactly six."""
    ones, twos, threes, fours, fives, sixes = values
    return ones, twos, threes, fours, fives, sixes


def counts_of(faces: tuple[int, ...] | list[int]) -> Counts:
    out = [0] * 6
    for f in faces:
        out[f - 1] += 1
    return as_counts(out)


def add_counts(a: Counts, b: Counts) -> Counts:
    return as_counts(x + y for x, y in zip(a, b))


def drop_highest(counts: Counts, n: int) -> Counts:
    """Remove the ``n`` highest dice: what ventures do after the roll (R-FW-4)."""
    out = list(counts)
    for f in range(6, 0, -1):
        if n <= 0:
            break
        taken = min(n, out[f - 1])
        out[f - 1] -= taken
        n -= taken
    return as_counts(out)


def has_success(counts: Counts) -> bool:
    return any(counts[f - 1] for f in SUCCESS_FACES)


def best_result(counts: Counts) -> CheckResult:
    """The biggest set of a success face, ties to the higher face; else the highest die.

    A lone success die is a "set" of one, so this is R-FW-2's best die when there is no
    set and the seed's "best switches to the biggest set" when there is.
    """
    best = NOTHING
    for f in SUCCESS_FACES:
        c = counts[f - 1]
        if c > best.set_size:
            best = CheckResult(c, f)
    if best.succeeded:
        return best
    for f in FAILURE_FACES:
        if counts[f - 1]:
            return CheckResult(0, f)
    return NOTHING


def remove_from_result(counts: Counts, times: int) -> tuple[Counts, tuple[int, ...]]:
    """Take the best die out of the result ``times`` times (a failed cooperating roll
    each, R-FW-6): each time one die of the current best result's face goes.

    Returns the counts left and the faces removed, in order.
    """
    out = list(counts)
    removed: list[int] = []
    for _ in range(times):
        result = best_result(as_counts(out))
        if not result.best:
            break
        out[result.best - 1] -= 1
        removed.append(result.best)
    return as_counts(out), tuple(removed)


def restrict_to(counts: Counts, candidates: Counts) -> Counts:
    """Keep only the faces the primary roller shows (primary-roller mode, R-FW-6)."""
    return as_counts(c if k else 0 for c, k in zip(counts, candidates))


def check_answer(result: CheckResult) -> Answer:
    """R-FW-2: a set → yes_and; best 5-6 yes, 4 yes_but; failed 3/2/1 → no_but/no/no_and.

    No dice at all (no roll, or ventures removed them all) is a plain no (R-FW-1, R-FW-4).
    """
    if result.set_size >= 2:
        return Answer.YES_AND
    if result.set_size == 1:
        return Answer.YES_BUT if result.best == 4 else Answer.YES
    return {3: Answer.NO_BUT, 2: Answer.NO, 1: Answer.NO_AND}.get(result.best, Answer.NO)


def acting_wins(mine: CheckResult, theirs: CheckResult, reflex: int, against_reflex: int) -> bool:
    """R-FW-6: larger set, then higher best, then higher reflex; equal reflex → acting side."""
    if mine != theirs:
        return mine > theirs
    return reflex >= against_reflex


def contest_answer(
    mine: CheckResult, theirs: CheckResult, reflex: int, against_reflex: int
) -> Answer:
    """R-FW-6 decision: win → yes_*, lose → no_*; the winner's set larger by 2+ → and,
    by 1 → plain, same size → but."""
    gap = abs(mine.set_size - theirs.set_size)
    if acting_wins(mine, theirs, reflex, against_reflex):
        return Answer.YES_AND if gap >= 2 else Answer.YES if gap == 1 else Answer.YES_BUT
    return Answer.NO_AND if gap >= 2 else Answer.NO if gap == 1 else Answer.NO_BUT


def momentum(final_counts: Counts, answer: Answer, venture: int) -> int:
    """R-FW-5 + R-FW-4: one per three 6s among the final dice, plus one per venture
    when the check succeeded."""
    return final_counts[5] // 3 + (venture if answer.is_yes else 0)


def focus_decides_first(reflex: int, against_reflex: int) -> str:
    """R-FW-3: in a contest the lower reflex commits to focus first ("acting" on a tie,
    since ties go to the acting side and the opponent then sees its result)."""
    return "acting" if reflex <= against_reflex else "opponent"


def accept_consequence(outcome: Outcome) -> Outcome:
    """R-FW-7: a failed check succeeds anyway if the player accepts a consequence the
    referee agrees to (damage, a lost asset, a lasting complication).

    The result is ``yes_but``: the player gets what they wanted, and the consequence is
    the "but". Momentum from 6s stays; ventures paid nothing, since the dice failed.
    Raises ValueError for an outcome that is not a failure.
    """
    if outcome.answer is None or outcome.answer.is_yes:
        raise ValueError(
            f"only a failed check can be turned by accepting a consequence, got {outcome.key}"
        )
    return replace(outcome, answer=Answer.YES_BUT)


def pooled_counts(acting: Counts, allies: tuple[Counts, ...], primary: bool) -> Counts:
    """Cooperation (R-FW-6): every roll's dice pool into one result; in primary-roller
    mode only faces the primary (acting) roll shows can count, so the others' dice join
    only matching sets."""
    pooled = acting
    for ally in allies:
        pooled = add_counts(pooled, restrict_to(ally, acting) if primary else ally)
    return pooled


def failed_rolls(acting: Counts, allies: tuple[Counts, ...]) -> int:
    """How many rolls of a cooperation failed on their own (best ≤ 3), acting included.

    Without allies there is no cooperation and nothing is removed (0).
    """
    if not allies:
        return 0
    return sum(1 for roll in (acting, *allies) if not has_success(roll))


def acting_result(acting: Counts, allies: tuple[Counts, ...], primary: bool) -> CheckResult:
    """The acting side's result: its own roll, or the cooperating group's (R-FW-6)."""
    pooled = pooled_counts(acting, allies, primary)
    left, _ = remove_from_result(pooled, failed_rolls(acting, allies))
    return best_result(left)


def outcome_of(
    acting: Counts,
    allies: tuple[Counts, ...],
    against: Counts | None,
    *,
    primary: bool = False,
    venture: int = 0,
    reflex: int = 0,
    against_reflex: int = 0,
) -> Outcome:
    """The unscaled outcome from face counts. ``acting`` is the final dice (ventures
    already removed, focus dice included); ``against`` is None outside a contest.

    No acting dice left (no roll, R-FW-1; every die ventured away, R-FW-4) is a plain
    ``no`` whatever allies or opponents rolled.
    """
    if not any(acting):
        return Outcome(Answer.NO)
    mine = acting_result(acting, allies, primary)
    if against is None:
        answer = check_answer(mine)
    else:
        answer = contest_answer(mine, best_result(against), reflex, against_reflex)
    return Outcome(answer, momentum=momentum(acting, answer, venture))
