"""Pickled caches in the user's cache folder, shared by the content cache
(:mod:`solo.tables.loader`) and the saved-state cache (:mod:`solo.saves.state_cache`).

A cache is read only when it is the user's own file (unpickling runs code), and written to
a temp file beside it, then ``os.replace``: a reader sees the old cache or the new one,
never half of one. Never fsynced, and a cache that cannot be written only means no cache:
losing one costs a parse. Pure standard library: a leaf.
"""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import BinaryIO


def open_own(cache: Path) -> BinaryIO:
    """``cache`` opened to read; OSError unless it is the user's own file (always so where
    files have no owner id)."""
    file = open(cache, "rb")  # noqa: SIM115 (returned to a with statement)
    getuid = getattr(os, "getuid", None)
    if getuid is not None and os.fstat(file.fileno()).st_uid != getuid():
        file.close()
        raise PermissionError(f"{cache} is another user's file")
    return file


def write_pickles(cache: Path, *values: object) -> None:
    """Pickle ``values`` one after another into ``cache``, atomically (the first can be read
    back alone); a folder or disk that refuses only means no cache."""
    import tempfile  # only a write needs it (it imports random): a cache read stays cheap

    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=cache.parent, prefix=f".{cache.stem}-", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as file:
            for value in values:
                pickle.dump(value, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temp, cache)
    except Exception:  # a cache that cannot be written is only no cache
        try:
            os.unlink(temp)
        except OSError:
            pass
