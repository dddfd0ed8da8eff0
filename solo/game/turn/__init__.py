"""The oracle turn: a question framed (:mod:`.question`), its pool built (:mod:`.pool`,
and the builder's rows in :mod:`.pool_builder`), the roll and how it reads (:mod:`.roll`),
points spent on it (:mod:`.point_spends`), its answer asked, rerolled and accepted
(:mod:`.oracle`), the offer its and/but brings (:mod:`.offer`) shaped (:mod:`.shaping`) and
kept when the answer is settled (:mod:`.settlement`); the turn's commands (:mod:`.commands`),
whose handlers are this package's alone.

May import the campaign (:mod:`solo.game.campaign`), the command values and the action
registry (:mod:`solo.game.actions`), and the core (``solo.dice``, ``solo.rules``,
``solo.tables``); never the engine, the shells, nor :mod:`solo.game.story` handlers. The
value modules (``question``, ``offer``, ``roll``) import no campaign at all (an
import-linter contract).
"""
