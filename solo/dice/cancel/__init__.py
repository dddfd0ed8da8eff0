"""Cancel-and-compare systems: Buckets of Dice (d10) and Mini-FU (d6).

May import: the standard library and solo.dice's shared modules (base, ladder, rolls,
exact, report); no other mechanic family.
"""
