"""Campaigns as folders on a shelf: rename, duplicate, move to the trash and back.

Nothing here destroys a campaign: "delete" moves its folder into ``.trash/`` inside the
saves folder (a name no campaign can take), stamped with the time, and ``restore``
moves it back. A campaign open in another window (its lock held) is left alone.
"""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path

from msgspec import Struct

from solo.saves.atomic import atomic_write
from solo.saves.errors import SaveError
from solo.saves.lock import SaveLock
from solo.saves.store import BACKUP, JOURNAL, LOCK, STATE, SaveStore, read_state_file
from solo.saves.yamlio import dump_yaml

TRASH = ".trash"
STAMP = "%Y%m%dT%H%M%S"


class Trashed(Struct, frozen=True):
    """A campaign folder in the trash: the name it had and when it was put there."""

    folder: Path
    name: str
    when: datetime


def last_played(store: SaveStore, name: str) -> datetime:
    """When the campaign last changed (its journal or its state file)."""
    folder = store.folder(name)
    times = [p.stat().st_mtime for p in (folder / JOURNAL, folder / STATE) if p.exists()]
    return datetime.fromtimestamp(max(times, default=0), tz=UTC)


def most_recent(store: SaveStore) -> str | None:
    """The campaign played last, or None when there is none."""
    names = store.names()
    return max(names, key=lambda n: last_played(store, n)) if names else None


def rename(store: SaveStore, old: str, new: str) -> None:
    source, target = _closed(store, old), store.folder(new)
    if target.exists():
        raise SaveError(f"a campaign called {new!r} already exists in {store.root}")
    source.rename(target)
    _set_name(target, target.name)


def duplicate(store: SaveStore, name: str, copy: str) -> None:
    source, target = _closed(store, name), store.folder(copy)
    if target.exists():
        raise SaveError(f"a campaign called {copy!r} already exists in {store.root}")
    # symlinks are copied as links (which the copy then refuses to follow), never as
    # the content of what they point to
    shutil.copytree(source, target, symlinks=True, ignore=shutil.ignore_patterns(LOCK, ".*.tmp"))
    _set_name(target, target.name)


def trash(store: SaveStore, name: str, now: datetime | None = None) -> Path:
    """Move the campaign's folder into the trash; returns where it went."""
    source = _closed(store, name)
    when = (now or datetime.now(UTC)).strftime(STAMP)
    bin_ = store.root / TRASH
    bin_.mkdir(exist_ok=True)
    target = bin_ / f"{source.name}--{when}"
    counter = 1
    while target.exists():
        counter += 1
        target = bin_ / f"{source.name}--{when}-{counter}"
    (source / LOCK).unlink(missing_ok=True)
    source.rename(target)
    return target


def trashed(store: SaveStore) -> list[Trashed]:
    """What the trash holds, newest first."""
    bin_ = store.root / TRASH
    if not bin_.is_dir():
        return []
    found = []
    for folder in bin_.iterdir():
        name, _, stamp = folder.name.rpartition("--")
        if not name or not (folder / STATE).is_file():
            continue
        try:
            when = datetime.strptime(stamp.split("-")[0], STAMP).replace(tzinfo=UTC)
        except ValueError:
            continue
        found.append(Trashed(folder, name, when))
    return sorted(found, key=lambda t: (t.when, t.folder.name), reverse=True)


def restore(store: SaveStore, item: Trashed, as_name: str | None = None) -> str:
    """Move a trashed campaign back; refuses to overwrite one of the same name."""
    name = as_name or item.name
    target = store.folder(name)
    if target.exists():
        raise SaveError(f"a campaign called {name!r} already exists; restore it under another name")
    item.folder.rename(target)
    if name != item.name:
        _set_name(target, name)
    return name


def has_backup(store: SaveStore, name: str) -> bool:
    return (store.folder(name) / BACKUP).is_file()


def _closed(store: SaveStore, name: str) -> Path:
    """The campaign's folder, after checking nobody has it open."""
    folder = store.folder(name)
    if not (folder / STATE).is_file():
        raise SaveError(f"no campaign called {name!r} in {store.root}")
    with SaveLock(folder / LOCK):  # SaveError naming the holder if it is open
        pass
    return folder


def _set_name(folder: Path, name: str) -> None:
    read = read_state_file(folder / STATE)
    read.campaign["name"] = name
    atomic_write(folder / STATE, dump_yaml(read.doc))
