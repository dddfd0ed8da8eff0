"""Frameworks (R-FW-*): d6 pools read by sets and successes.

May import: the standard library and solo.dice's shared modules (base, ladder, rolls,
exact, report); no other mechanic family.
"""
