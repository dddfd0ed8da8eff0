"""Arms and armour (RULES.md §6, R-GEAR-1..4).

* :mod:`.weapons` — weapon ratings and how a weapon is used (R-GEAR-1);
* :mod:`.armour` — armour, shields, soak and the activities armour hampers (R-GEAR-2..4);
* :mod:`.exchange` — two sides compared in an exchange: who is better armed, whose armour
  tells.

May import: the standard library, :mod:`solo.rules.plain`, :mod:`solo.rules.conditions`.
Pure.
"""
