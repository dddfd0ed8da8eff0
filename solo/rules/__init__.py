"""The rules of FUBAR as plain Python: characters, the Resolve economy, conflicts, gear and Conditions.

Pure: no I/O, no ``textual``, no clock.
"""
