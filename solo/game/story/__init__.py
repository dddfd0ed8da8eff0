"""The story: sessions, scenes and scenarios with their Details (:mod:`.scenes`), the
opposition a scene sets (:mod:`.opposition`), Goals and milestones (:mod:`.goals`), the
journal (:mod:`.journal`, records and typed entries) and its renderings
(:mod:`.journal_text`), the campaign told as a story of sessions, scenes and turns
(:mod:`.telling`), oracle words and scene openers (:mod:`.inspiration`), and the
check of the campaign's dice (:mod:`.dice_check`).

May import the campaign, the command values and the action registry
(:mod:`solo.game.actions`) and the core; never the engine or the shells. :mod:`.journal`
is a value module: it imports no campaign (an import-linter contract).
"""
