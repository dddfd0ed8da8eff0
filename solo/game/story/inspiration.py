"""Words and openers drawn from the content tables when the player wants a nudge.

The drawn text is what the journal keeps (a note, a scene title), so a replay needs no
draw: the same journal gives the same story.
"""

from __future__ import annotations

import random

from solo.tables.model import Library
from solo.tables.offer import draw_placed
from solo.tables.places import PlaceTag

ORACLE_TABLES = ("oracle-action", "oracle-subject", "oracle-focus")
OPENER_TABLE = "scene-setup"


def oracle_words(
    library: Library,
    rng: random.Random,
    *,
    genre: str | None = None,
    setting: str | None = None,
    tags: frozenset[PlaceTag] | None = None,
) -> str:
    """One word or phrase from each oracle table, as a note's text: from the campaign's
    ``genre`` and generic entries, the scene's ``setting`` first, as offers are drawn."""
    drawn = [
        draw_placed(library, table, rng, genre=genre, setting=setting, tags=tags)
        for table in ORACLE_TABLES
    ]
    words = [d.text for d in drawn if d is not None]
    if not words:
        raise ValueError("the content has no oracle tables (oracle-action/subject/focus)")
    return "Oracle words: " + " · ".join(words)


def scene_opener(
    library: Library,
    rng: random.Random,
    *,
    genre: str | None = None,
    setting: str | None = None,
    tags: frozenset[PlaceTag] | None = None,
) -> str:
    """A way to start a scene, from the scene openers table: from the campaign's ``genre``
    and generic entries (generic only without a genre), openers for ``setting`` first."""
    drawn = draw_placed(library, OPENER_TABLE, rng, genre=genre, setting=setting, tags=tags)
    if drawn is None:
        raise ValueError(f"the content has no {OPENER_TABLE} table")
    return drawn.text


def settings(library: Library) -> tuple[str, ...]:
    """The sites the content's Details name (their ``where``)."""
    from solo.tables.known import known_settings

    return known_settings(library)
