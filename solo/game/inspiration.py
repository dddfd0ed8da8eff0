"""Words and openers drawn from the content tables when the player wants a nudge.

The drawn text is what the journal keeps (a note, a scene title), so a replay needs no
draw: the same journal gives the same story.
"""

from __future__ import annotations

import random

from solo.tables import draw
from solo.tables.model import Library

ORACLE_TABLES = ("oracle-action", "oracle-subject", "oracle-focus")
OPENER_TABLE = "scene-setup"


def oracle_words(library: Library, rng: random.Random) -> str:
    """One word or phrase from each oracle table, as a note's text."""
    words = [
        draw(library, table, rng)[0].text for table in ORACLE_TABLES if table in library.tables
    ]
    if not words:
        raise ValueError("the content has no oracle tables (oracle-action/subject/focus)")
    return "Oracle words: " + " · ".join(words)


def scene_opener(library: Library, rng: random.Random) -> str:
    """A way to start a scene, from the scene openers table."""
    if OPENER_TABLE not in library.tables:
        raise ValueError(f"the content has no {OPENER_TABLE} table")
    return draw(library, OPENER_TABLE, rng)[0].text


def settings(library: Library) -> tuple[str, ...]:
    """The settings the content knows (the details table's ``setting`` tag)."""
    return library.values_of("details", "setting")
