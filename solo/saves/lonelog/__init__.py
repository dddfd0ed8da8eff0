"""Lonelog, the open notation for solo-play logs, as typed values: the document model
(:mod:`.document`: sessions, scenes, entries and their tags), reading text into it
(:mod:`.reader`, a bad line is a :class:`~solo.saves.lonelog.reader.LonelogError` naming
its number) and writing it back (:mod:`.writer`).

Pure: text in, values out, and back. No file, no clock, no campaign: the bridges to a
campaign live in :mod:`solo.game.story.lonelog`. Imports the standard library only.
"""
