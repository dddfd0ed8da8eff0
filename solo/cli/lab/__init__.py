"""`solo lab conflict|grid|need|compare|roster|levers`: the odds lab (:mod:`solo.lab`) from the command line.

- ``arguments``: the parser (a system's flags are the ones `solo odds` takes, from
  :mod:`solo.cli.dice`) and reading the flags into the lab's ``Setup`` and ``Policy``;
  each command's handler hands typed values to the module that runs and prints it.
- ``conflict``: `solo lab conflict` — one conflict's exact odds, best play, a group of heroes.
- ``tables``: `solo lab grid|need|compare` — rows printed as text, JSON or CSV.
- ``roster``: `solo lab roster` — every hero against every foe (flags or a campaign's).
- ``levers``: `solo lab levers` — each lever of one conflict priced in P(win).
- ``charts``: what both print with (bars, percentages, the one-line situation).

May import solo.dice, solo.lab and solo.cli's shared modules (errors, parser, printing,
dice). ``arguments`` imports only solo.dice at the top: building the parser never loads
solo.lab (nor solo.rules, which it uses), so other commands start no slower.
"""
