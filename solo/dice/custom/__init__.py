"""Mechanics of a designer's own: a dice-pool mechanic described in a file (dice and
faces, pools sized by options and modifiers, keeping, scoring, reading, rungs) played as
any built-in system, with exact odds counted over multisets.

What lives here: the typed description (:mod:`.spec`), the exact counts and the estimate
that refuses a description too big to count (:mod:`.counting`), and the mechanic itself
(:mod:`.mechanic`). The YAML file is read by :mod:`solo.tables.mechanic_file`; the format
is docs/mechanic-format.md.

May import: the standard library and solo.dice's shared modules (base, ladder, rolls,
exact, report) and the cancel family's counting (:mod:`solo.dice.cancel.reading`).
"""
