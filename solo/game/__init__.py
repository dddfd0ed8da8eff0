"""The game: a campaign's state and every action on it, journalled and saved.

Grouped by what a player knows: the oracle turn (:mod:`solo.game.turn`), the story
(:mod:`solo.game.story`), the hero (:mod:`solo.game.hero`); here at the top, the campaign
and its options (:mod:`.campaign`, :mod:`.options`, :mod:`.setup`, :mod:`.launch`,
:mod:`.campaign_list`), the typed commands (each in its package's ``commands`` module, all
of them as one type in :mod:`.commands`, read from plain arguments by :mod:`.command_args`;
a turn imports only the turn's, and only its handlers), the registry binding each command class to its handler
(:mod:`.actions`), the engine that journals, saves and undoes (:mod:`.engine`), the
question grammar both shells read (:mod:`.grammar`) and the one name matcher
(:mod:`.names`).

A handler is pure: a campaign in, a :class:`~solo.game.actions.Step` out. A shell builds
typed commands and runs them::

    game = Game(store.open("pulp"), library)
    game.run(Ask(Question("Do I sneak past the guards?", helps=("Sneaky",))))
    game.run(Accept(Take.AUTO))
    game.undo()

May import ``solo.saves``, ``solo.rules``, ``solo.tables``, ``solo.dice`` and
``solo.locations``; never ``solo.cli``, ``solo.tui`` nor ``textual``. This package imports
nothing itself, so ``solo.game.errors`` stays cheap to import.
"""
