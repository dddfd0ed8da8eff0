"""The odds lab: exact extended conflicts, best play, grids and comparisons (issue 11).

Pure: no I/O, no ``textual``. Every number is an exact ``fractions.Fraction``; the
transition of one exchange comes from the rules engine (see :mod:`solo.lab.exchange`).
"""

from __future__ import annotations

from solo.lab.conflict import ConflictOdds, solve
from solo.lab.setup import Policy, Setup

__all__ = ["ConflictOdds", "Policy", "Setup", "solve"]
