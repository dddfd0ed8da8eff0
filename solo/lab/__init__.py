"""The odds lab: exact extended conflicts, best play, grids and comparisons (issue 11).

Pure: no I/O, no ``textual``. Every number is an exact ``fractions.Fraction``; the
transition of one exchange comes from the rules engine (see :mod:`solo.lab.exchange`).

What lives here: the question (:mod:`.setup`), one exchange (:mod:`.exchange`), a whole
conflict (:mod:`.conflict`) and a group's (:mod:`.group`), how long it lasts
(:mod:`.length`), best play (:mod:`.best`) and its advice (:mod:`.advice`), grids and
comparisons (:mod:`.grid`), every hero against every foe (:mod:`.roster`) and what each
lever is worth (:mod:`.levers`).

May import: the standard library, :mod:`solo.dice` and :mod:`solo.rules`; never
``solo.game``, ``solo.saves`` or the shells.
"""

from __future__ import annotations

from solo.lab.conflict import ConflictOdds, solve
from solo.lab.setup import Policy, Setup

__all__ = ["ConflictOdds", "Policy", "Setup", "solve"]
