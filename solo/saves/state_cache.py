"""A campaign.yaml read back without PyYAML: what reading it gave, kept in the user's cache
folder, under the file's path and its exact bytes.

Importing PyYAML costs a fresh process about 20 ms (its regular expressions are compiled at
import, even for the C loader), more than `solo status` spends on anything else it reads.
So the look at a save that takes no lock (:meth:`solo.saves.store.SaveStore.read`) keeps the
checked, migrated document here, pickled, and the next look at the same bytes reads it back.
An entry is used only when the file holds exactly the bytes it was read from and solo's save
code is the same (its source files' sizes and modification times); a cache that is corrupt,
unreadable, another user's or of another shape is ignored and written afresh (atomically,
never fsynced: losing it only costs a parse). ``SOLO_CACHE=off`` turns it off
(:func:`solo.locations.state_cache_file`).
"""

from __future__ import annotations

import pickle
from pathlib import Path

from solo.cache_files import open_own, write_pickles

KEPT = 32
"""Saves whose state is kept: the most recently read ones."""

_Entry = tuple[tuple[object, ...], bytes, object]
"""Per state file's path: the code key, the file's bytes and what reading them gave."""


def cached_state(cache: Path, path: Path, raw: bytes) -> object | None:
    """What reading ``path`` gave when it held ``raw``, or None (never read, since changed,
    or no usable cache): the caller checks its type."""
    entry = _entries(cache).get(str(path.absolute()))
    if not isinstance(entry, tuple) or len(entry) != 3:
        return None
    code, kept_raw, state = entry
    return state if kept_raw == raw and code == _code_key() else None


def keep_state(cache: Path, path: Path, raw: bytes, state: object) -> None:
    """Keep what reading ``path`` (holding ``raw``) gave; a cache that cannot be written
    only means no cache."""
    entries = _entries(cache)
    entries.pop(str(path.absolute()), None)
    entries[str(path.absolute())] = (_code_key(), raw, state)
    write_pickles(cache, dict(list(entries.items())[-KEPT:]))


def _entries(cache: Path) -> dict[str, _Entry]:
    """The cache's entries; none when it is missing, corrupt, unreadable or not the user's
    own file (unpickling runs code)."""
    try:
        with open_own(cache) as file:
            entries = pickle.load(file)
    except Exception:  # any failure to read back means: read the YAML
        return {}
    return entries if isinstance(entries, dict) else {}


def _code_key() -> tuple[object, ...]:
    """The save code a cached reading was made by: each module's name, size and time."""
    folder = Path(__file__).parent
    return tuple(
        (p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.glob("*.py"))
    )
