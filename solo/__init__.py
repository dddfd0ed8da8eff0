"""solo: a terminal oracle for solo roleplaying."""

__version__ = "0.1.0"
