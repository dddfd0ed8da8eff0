"""Exact odds: a distribution over outcomes, with rungs and extras read off it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from solo.dice.ladder import RUNG_KEYS, Answer, Outcome

ZERO = Fraction(0)


@dataclass(frozen=True)
class Odds:
    """Exact probabilities: the joint distribution over outcomes, after scale."""

    outcomes: Mapping[Outcome, Fraction]
    has_impasse: bool = False
    extra_names: tuple[str, ...] = ()
    _rungs: dict[str, Fraction] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Fractions are summed only where a rung holds several outcomes: a rung of one
        # outcome is that outcome's probability as it is (the same value, and a cold
        # Fraction addition costs more than the rest of a small pool's odds).
        grouped: dict[str, list[Fraction]] = {}
        for outcome, p in self.outcomes.items():
            grouped.setdefault(outcome.key, []).append(p)
        rungs = dict.fromkeys(RUNG_KEYS, ZERO)
        if self.has_impasse:
            rungs["impasse"] = ZERO
        for key, ps in grouped.items():
            rungs[key] = ps[0] if len(ps) == 1 else sum(ps[1:], ps[0])
        self._rungs.update(rungs)

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


def scale_distribution(dist: Mapping[Outcome, Fraction], scale: int) -> dict[Outcome, Fraction]:
    """Apply R-LAD-3 to a whole distribution."""
    if scale == 0:
        return dict(dist)
    out: dict[Outcome, Fraction] = {}
    for outcome, p in dist.items():
        moved = outcome.shifted(scale)
        out[moved] = out.get(moved, Fraction(0)) + p
    return out
