"""The rules of FUBAR as plain Python: characters, the Resolve economy, conflicts, gear and
Conditions. One module or subpackage per idea of RULES.md:

* :mod:`.character` — the hero's sheet: Descriptors, Goals, assets, powers, advancement;
* :mod:`.economy` — the Resolve economy and its variants (resolve, doom, split,
  consequences);
* :mod:`.conditions` — Conditions on characters and Details on scenes;
* :mod:`.conflicts` — one roll against an opposition and what it costs whom;
  :mod:`.participants` — several rollers, and character against character;
* :mod:`.gear` — weapons, armour and an exchange between two sides;
* :mod:`.pool` — from what applies to an action to the dice a mechanic rolls;
* :mod:`.plain` — reading and writing the models as plain data;
* :mod:`.clocks` — clocks that fill and their exact forecast (R-GM-5).

May import: the standard library, :mod:`solo.vocabulary` and :mod:`solo.dice`; never
``solo.tables`` (they share the vocabulary instead), ``solo.game`` or the shells. Pure: no
I/O, no ``textual``, no clock::

    from solo.rules.conflicts import Conflict, Opposition, resolve_conflict, settle
    from solo.rules.economy import economy

    resolve = economy("resolve")                # or "doom", "split", "consequences"
    state = resolve.new()
    outcome = resolve_conflict(Conflict("high", Opposition.preset("lieutenant")), "no")
    result = settle(resolve, state, outcome)    # Result(state, changes) or Refusal(reason)
"""
