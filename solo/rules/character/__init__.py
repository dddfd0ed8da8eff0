"""The hero's sheet (RULES.md §3): who a character is and how the sheet changes.

* :mod:`.sheet` — :class:`~solo.rules.character.sheet.Character`, a frozen value: Concept,
  Descriptors, Goals, Conditions, assets, powers; every change returns a new one, and the
  sheet says itself whether it is a legal new character (R-CHAR-1..4);
* :mod:`.descriptors` — the Concept and the Descriptors (R-CHAR-1, R-CHAR-2);
* :mod:`.goals` — Goals and their milestones (R-CHAR-3);
* :mod:`.assets` — gear and supporting characters bought with Trademarks (R-CHAR-4);
* :mod:`.powers` — supernatural powers and the campaign's power options (R-SUP-1);
* :mod:`.options` — the campaign's choices about characters;
* :mod:`.advancement` — what achieving or failing a Goal does to the sheet (R-CHAR-5).

May import: the standard library, :mod:`solo.vocabulary`, :mod:`solo.dice.ladder`,
:mod:`solo.rules.plain` and :mod:`solo.rules.conditions`. Pure.
"""
