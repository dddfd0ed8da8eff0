"""Genre and setting names checked against the loaded content, with one message each, so
`solo new`, `start_scene` and `solo prep` accept and refuse the same words the same way."""

from __future__ import annotations

from solo.tables.model import Library
from solo.tables.places import GROUPS, Group


def known_genres(library: Library) -> tuple[str, ...]:
    return library.genres


def known_settings(library: Library) -> tuple[str, ...]:
    """The sites the Details name in their ``where`` (a prep sheet's sections)."""
    sites = {t.value for t in GROUPS[Group.SITE]}
    return tuple(w for w in library.values_of("details", "where") if w in sites)


def check_genre(library: Library, genre: str) -> str:
    """``genre`` as the content names it; ValueError naming it and the known ones."""
    return _check("genre", genre, known_genres(library))


def check_setting(library: Library, setting: str) -> str:
    """``setting`` (a site the Details name); ValueError naming it and the known ones."""
    return _check("setting", setting, known_settings(library))


def _check(what: str, name: str, known: tuple[str, ...]) -> str:
    wanted = name.strip().lower()
    if wanted in known:
        return wanted
    listed = ", ".join(known) or "none loaded"
    raise ValueError(f"unknown {what} {name!r}; known: {listed}")
