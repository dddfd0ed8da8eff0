"""Exact odds: a distribution over outcomes, with rungs and extras read off it.

A system whose rolls are equally likely counts them in whole numbers (:class:`Ways`);
its :class:`Odds` divide those counts once, when first read, so rungs and scale (R-LAD-3)
are added up as integers rather than as fractions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from math import gcd
from typing import Final, NamedTuple

from solo.dice.ladder import IMPASSE, PLAIN_OUTCOMES, RUNG_KEYS, Answer, Outcome

ZERO = Fraction(0)

FRACTION_SLOTS = ("_numerator", "_denominator")
"""What a Fraction holds on every CPython since 2.6 (3.11–3.13 checked): its numerator and
denominator in lowest terms, the denominator positive."""


def _in_lowest_terms(count: int, total: int) -> Fraction:
    """``Fraction(count, total)`` for a whole ``count`` and a positive ``total``, made as
    CPython's own ``Fraction._from_coprime_ints`` (3.12+) makes one: a bare instance whose
    two slots are set, here after one gcd.

    The constructor checks its arguments' types, calls ``super().__new__`` and looks up
    gcd in Python code that a process's first calls run unspecialised: the six Fractions
    of a cold odds call cost ~13 µs of its ~30 that way, ~5 this way."""
    divisor = gcd(count, total)
    fraction = object.__new__(Fraction)
    fraction._numerator = count // divisor  # type: ignore[attr-defined]  # see FRACTION_SLOTS
    fraction._denominator = total // divisor  # type: ignore[attr-defined]
    return fraction


def ratio_maker(slots: object) -> Callable[[int, int], Fraction]:
    """How counts are divided: the bare instance where Fraction's slots are ``slots`` as
    checked, else Fraction's own constructor (a Python that changed them)."""
    return _in_lowest_terms if slots == FRACTION_SLOTS else Fraction


ratio = ratio_maker(Fraction.__slots__)
"""``ratio(count, total)``: ``count / total`` as an exact Fraction in lowest terms."""


class Ways(NamedTuple):
    """How many of ``total`` equally likely rolls end each way: ``counts[i]`` rolls end in
    ``outcomes[i]``, every count above zero; an outcome listed twice has its counts added.
    A system whose outcomes are the six plain rungs passes :data:`PLAIN_OUTCOMES` itself
    (one count per rung, in order), and its rungs are read off the counts directly.

    A NamedTuple rather than a frozen dataclass: every first odds call builds one, and
    a frozen dataclass's ``__init__`` (a setattr per field through ``object``) costs that
    cold call ~3k more instructions, about 1.4 µs."""

    outcomes: tuple[Outcome, ...]
    counts: tuple[int, ...]
    total: int

    @property
    def entries(self) -> tuple[tuple[Outcome, int], ...]:
        """``(outcome, count)`` pairs."""
        return tuple(zip(self.outcomes, self.counts))

    def fractions(self) -> dict[Outcome, Fraction]:
        """Each outcome's exact probability, in the order the outcomes first come."""
        counts: dict[Outcome, int] = {}
        for outcome, count in zip(self.outcomes, self.counts):
            counts[outcome] = counts.get(outcome, 0) + count
        total = self.total
        return {outcome: Fraction(count, total) for outcome, count in counts.items()}

    def shifted(self, scale: int) -> Ways:
        """Scale applied to every outcome (R-LAD-3)."""
        moved = tuple(outcome.shifted(scale) for outcome in self.outcomes)
        return Ways(moved, self.counts, self.total)


class Odds:
    """Exact probabilities after scale, read off their ``source``: a distribution over
    outcomes, or the integer counts of equally likely rolls (:class:`Ways`), divided
    only when first read — each rung's count summed as an integer, one Fraction each
    (adding Fractions costs more than adding the counts).

    A plain class with slots, not a frozen dataclass: every first odds call builds one,
    and a frozen ``__init__`` sets each field through ``object.__setattr__``. Its fields
    are ``Final`` (mypy refuses a reassignment); only its two tables are filled in, when
    first read."""

    __slots__ = ("_outcome_table", "_rung_table", "extra_names", "has_impasse", "source")

    def __init__(
        self,
        source: Mapping[Outcome, Fraction] | Ways,
        has_impasse: bool = False,
        extra_names: tuple[str, ...] = (),
    ) -> None:
        self.source: Final = source
        self.has_impasse: Final = has_impasse
        self.extra_names: Final = extra_names
        # worked out when first read (a cached_property would take a lock on Python 3.11)
        self._outcome_table: Mapping[Outcome, Fraction] | None = None
        self._rung_table: dict[str, Fraction] | None = None

    @property
    def outcomes(self) -> Mapping[Outcome, Fraction]:
        """The joint distribution over outcomes (with their extras)."""
        table = self._outcome_table
        if table is None:
            source = self.source
            table = source.fractions() if isinstance(source, Ways) else source
            self._outcome_table = table
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
        """One entry per rung (always all six) plus ``impasse`` where the system has it.

        Worked out when first read, here rather than in a helper (a cold call pays for
        each function it first enters): from counts, each rung's ways added as integers,
        then one Fraction a rung."""
        table = self._rung_table
        if table is None:
            source = self.source
            if isinstance(source, Ways):
                if source.outcomes is PLAIN_OUTCOMES:  # one count per rung already
                    counts, impasse = source.counts, 0
                else:
                    counts, impasse = _rung_counts(source)
                total = source.total
                # six calls written out, into a dict display keyed by RUNG_KEYS as written
                # (a test pins them): map/zip/dict(pairs) would each be C code first run
                no_and, no, no_but, yes_but, yes, yes_and = counts
                table = {
                    "no_and": ratio(no_and, total),
                    "no": ratio(no, total),
                    "no_but": ratio(no_but, total),
                    "yes_but": ratio(yes_but, total),
                    "yes": ratio(yes, total),
                    "yes_and": ratio(yes_and, total),
                }
                if self.has_impasse:
                    table[IMPASSE] = ratio(impasse, total)
            else:
                table = _summed_rungs(source, self.has_impasse)
            self._rung_table = table
        return dict(table)

    def __getitem__(self, key: str) -> Fraction:
        table = self._rung_table
        return (self.rungs if table is None else table)[key]

    def at_least(self, answer: Answer) -> Fraction:
        """P(answer or better); impasse counts as neither."""
        return sum(
            (p for o, p in self.outcomes.items() if o.answer is not None and o.answer >= answer),
            Fraction(0),
        )

    def extras(self) -> dict[str, Fraction]:
        """P of each extra: ``impasse``, flags, and ``ands=N`` / ``momentum=N`` counts."""
        out: dict[str, Fraction] = {"impasse": self.rungs.get(IMPASSE, ZERO)}
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


def _rung_counts(ways: Ways) -> tuple[tuple[int, ...], int]:
    """The ways of each rung (in rung order) and of the impasse, outcomes added up."""
    counts = [0] * len(RUNG_KEYS)
    impasse = 0
    for outcome, count in zip(ways.outcomes, ways.counts):
        answer = outcome.answer
        if answer is None:
            impasse += count
        else:
            counts[answer] += count
    return tuple(counts), impasse


def _summed_rungs(outcomes: Mapping[Outcome, Fraction], has_impasse: bool) -> dict[str, Fraction]:
    """Each rung (all six, and the impasse where the system has one), from fractions: a
    rung of one outcome is that outcome's probability as it is; only a rung of several
    adds fractions up."""
    grouped: dict[str, list[Fraction]] = {}
    for outcome, p in outcomes.items():
        grouped.setdefault(outcome.key, []).append(p)
    table = dict.fromkeys(RUNG_KEYS, ZERO)
    if has_impasse:
        table[IMPASSE] = ZERO
    table.update(
        (key, ps[0] if len(ps) == 1 else sum(ps[1:], ps[0])) for key, ps in grouped.items()
    )
    return table


def scale_distribution(dist: Mapping[Outcome, Fraction], scale: int) -> dict[Outcome, Fraction]:
    """Apply R-LAD-3 to a whole distribution."""
    if scale == 0:
        return dict(dist)
    out: dict[Outcome, Fraction] = {}
    for outcome, p in dist.items():
        moved = outcome.shifted(scale)
        out[moved] = out.get(moved, Fraction(0)) + p
    return out
