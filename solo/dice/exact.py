"""Exact odds: a distribution over outcomes, with rungs and extras read off it.

A system whose rolls are equally likely counts them in whole numbers (:class:`Ways`);
its :class:`Odds` divide those counts once, when first read, so rungs and scale (R-LAD-3)
are added up as integers rather than as fractions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from solo.dice.ladder import IMPASSE, RUNG_KEYS, Answer, Outcome

ZERO = Fraction(0)


@dataclass(frozen=True)
class Ways:
    """How many of ``total`` equally likely rolls end each way: ``(outcome, count)``
    entries with counts above zero; an outcome listed twice has its counts added."""

    entries: tuple[tuple[Outcome, int], ...]
    total: int

    def fractions(self) -> dict[Outcome, Fraction]:
        """Each outcome's exact probability, in the order the entries first name them."""
        counts: dict[Outcome, int] = {}
        for outcome, count in self.entries:
            counts[outcome] = counts.get(outcome, 0) + count
        total = self.total
        return {outcome: Fraction(count, total) for outcome, count in counts.items()}

    def shifted(self, scale: int) -> Ways:
        """Scale applied to every outcome (R-LAD-3)."""
        moved = tuple((outcome.shifted(scale), count) for outcome, count in self.entries)
        return Ways(moved, self.total)


@dataclass(frozen=True, eq=False, repr=False)
class Odds:
    """Exact probabilities after scale, read off their ``source``: a distribution over
    outcomes, or the integer counts of equally likely rolls (:class:`Ways`), divided
    only when first read — each rung's count summed as an integer, one Fraction each
    (adding Fractions costs more than adding the counts)."""

    source: Mapping[Outcome, Fraction] | Ways
    has_impasse: bool = False
    extra_names: tuple[str, ...] = ()
    # worked out when first read (a cached_property would take a lock on Python 3.11)
    _outcome_table: Mapping[Outcome, Fraction] | None = field(default=None, init=False)
    _rung_table: dict[str, Fraction] | None = field(default=None, init=False)

    @property
    def outcomes(self) -> Mapping[Outcome, Fraction]:
        """The joint distribution over outcomes (with their extras)."""
        table = self._outcome_table
        if table is None:
            source = self.source
            table = source.fractions() if isinstance(source, Ways) else source
            object.__setattr__(self, "_outcome_table", table)
        return table

    @property
    def _rungs(self) -> dict[str, Fraction]:
        table = self._rung_table
        if table is None:
            table = dict.fromkeys(RUNG_KEYS, ZERO)
            if self.has_impasse:
                table[IMPASSE] = ZERO
            source = self.source
            if isinstance(source, Ways):
                table.update(_counted_rungs(source))
            else:
                table.update(_summed_rungs(source))
            object.__setattr__(self, "_rung_table", table)
        return table

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Odds):
            return NotImplemented
        return (dict(self.outcomes), self.has_impasse, self.extra_names) == (
            dict(other.outcomes),
            other.has_impasse,
            other.extra_names,
        )

    __hash__ = None  # type: ignore[assignment]  # equal by value, like the dict it holds

    def __repr__(self) -> str:
        return (
            f"Odds(outcomes={dict(self.outcomes)!r}, has_impasse={self.has_impasse!r}, "
            f"extra_names={self.extra_names!r})"
        )

    @property
    def rungs(self) -> dict[str, Fraction]:
        """One entry per rung (always all six) plus ``impasse`` where the system has it."""
        return dict(self._rungs)

    def __getitem__(self, key: str) -> Fraction:
        return self._rungs[key]

    def at_least(self, answer: Answer) -> Fraction:
        """P(answer or better); impasse counts as neither."""
        return sum(
            (p for o, p in self.outcomes.items() if o.answer is not None and o.answer >= answer),
            Fraction(0),
        )

    def extras(self) -> dict[str, Fraction]:
        """P of each extra: ``impasse``, flags, and ``ands=N`` / ``momentum=N`` counts."""
        out: dict[str, Fraction] = {"impasse": self._rungs.get("impasse", Fraction(0))}
        for name in self.extra_names:
            if name in ("ands", "momentum"):
                out.update(self._counted(name))
            else:
                out[name] = sum(
                    (p for o, p in self.outcomes.items() if getattr(o, name)), Fraction(0)
                )
        return out

    def _counted(self, name: str) -> dict[str, Fraction]:
        """``name=N`` for each count N > 0 of ``ands`` or ``momentum``, smallest first."""
        counts: dict[int, Fraction] = {}
        for o, p in self.outcomes.items():
            n = getattr(o, name)
            if n:
                counts[n] = counts.get(n, Fraction(0)) + p
        return {f"{name}={n}": counts[n] for n in sorted(counts)}


def _counted_rungs(ways: Ways) -> dict[str, Fraction]:
    """Each rung reached, from counts: the ways of its outcomes added, then divided."""
    counts = [0] * len(RUNG_KEYS)
    impasse = 0
    for outcome, count in ways.entries:
        answer = outcome.answer
        if answer is None:
            impasse += count
        else:
            counts[answer] += count
    total = ways.total
    rungs: dict[str, Fraction] = {}
    for key, count in zip(RUNG_KEYS, counts):
        if count:
            rungs[key] = Fraction(count, total)
    if impasse:
        rungs[IMPASSE] = Fraction(impasse, total)
    return rungs


def _summed_rungs(outcomes: Mapping[Outcome, Fraction]) -> dict[str, Fraction]:
    """Each rung reached, from fractions: a rung of one outcome is that outcome's
    probability as it is; only a rung of several adds fractions up."""
    grouped: dict[str, list[Fraction]] = {}
    for outcome, p in outcomes.items():
        grouped.setdefault(outcome.key, []).append(p)
    return {key: ps[0] if len(ps) == 1 else sum(ps[1:], ps[0]) for key, ps in grouped.items()}


def scale_distribution(dist: Mapping[Outcome, Fraction], scale: int) -> dict[Outcome, Fraction]:
    """Apply R-LAD-3 to a whole distribution."""
    if scale == 0:
        return dict(dist)
    out: dict[Outcome, Fraction] = {}
    for outcome, p in dist.items():
        moved = outcome.shifted(scale)
        out[moved] = out.get(moved, Fraction(0)) + p
    return out
