"""The story: sessions, scenes and scenarios with their Details (:mod:`.scenes`), the
opposition a scene sets (:mod:`.opposition`), Goals and milestones (:mod:`.goals`), the
journal (:mod:`.journal`, records and typed entries) and its renderings
(:mod:`.journal_text`) with how the Resolve economy's changes are said
(:mod:`.economy_text`), the campaign told as a story of sessions, scenes and turns
(:mod:`.telling`) and as Markdown to keep (:mod:`.story_markdown`), oracle words and scene
openers (:mod:`.inspiration`), the rolls the journal asked at their exact pre-roll odds (:mod:`.asked_rolls`) with the check of the
campaign's dice (:mod:`.dice_check`) and a session's luck (:mod:`.luck`), "Previously…"
(:mod:`.recap`) and the journal searched (:mod:`.journal_search`); the GM emulator's
random events (:mod:`.events`) and scene tests (:mod:`.scene_test`) as values, and both
played on a campaign (:mod:`.emulator`); the threads, NPCs and foes (:mod:`.cast`,
:mod:`.cast_actions`) and the clocks (:mod:`.clocks`: ticked and forecast;
:mod:`.clock_actions`: made, ticked and removed by hand); the story's commands
(:mod:`.commands`).

May import the campaign, the command values and the action registry
(:mod:`solo.game.actions`), the saves' patches (the recap takes later entries back) and
the core; never the engine or the shells. :mod:`.journal`, :mod:`.events` and
:mod:`.scene_test` are value modules: they import no campaign (an import-linter contract).
"""
