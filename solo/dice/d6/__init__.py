"""D6 System (R-D6-*): die codes, the Wild Die, exact odds.

May import: the standard library and solo.dice's shared modules (base, ladder, rolls,
exact, report); no other mechanic family.
"""
