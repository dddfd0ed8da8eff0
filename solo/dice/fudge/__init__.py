"""Fudge (R-FUDGE-*): 4dF on the trait ladder.

May import: the standard library and solo.dice's shared modules (base, ladder, rolls,
exact, report); no other mechanic family.
"""
