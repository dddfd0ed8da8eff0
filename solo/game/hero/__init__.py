"""The hero: its sheet edited by hand (:mod:`.sheet`: Concept, Conditions), its d6 and
Frameworks points (:mod:`.points`), its Resolve outside a roll (:mod:`.resolve`), gear
(:mod:`.gear`) and assets (:mod:`.assets`), advancement (:mod:`.advancement`), a hero
being made in the builder (:mod:`.draft`) and the trait its dice system reads from it
(:mod:`.trait`: Fudge skill level, D6 die code, Frameworks facet score); the hero's commands
(:mod:`.commands`).

May import the campaign, the command values and the action registry
(:mod:`solo.game.actions`) and the core; never the engine or the shells. :mod:`.points` is
a value module: it imports no campaign (an import-linter contract).
"""
