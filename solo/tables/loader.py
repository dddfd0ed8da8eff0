"""Reading content packs from disk: the only part of solo.tables that does I/O.

It finds the packs and their files, reads each file's bytes and hands them to
:func:`solo.tables.yaml_reading.compose_text`, which keeps every node's position so each
error names file, line and column. A broken file is reported and left out; everything
else loads.

A caller may pass a ``cache`` file (``solo.locations`` names it): the library parsed from
the packs is kept there, pickled, under a key of every content file's path, size and
modification time (and the loader's own source, the working folder errors are shown from, and
:data:`CACHE_FORMAT`), so the next call that finds every file unchanged reads it back
instead of parsing the YAML again. A cache that is stale, corrupt, unreadable or another
user's is ignored and rewritten (atomically: a temp file, then ``os.replace``); a load with
errors is never cached, so its errors are always found afresh. The key is pickled before
the library, so :func:`check_library` (is there anything to report?) reads the key alone.
"""

from __future__ import annotations

import gc
import os
import pickle
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from msgspec import Struct

from solo.cache_files import open_own, write_pickles
from solo.regular_files import read_regular
from solo.tables.errors import ContentError

if TYPE_CHECKING:
    from yaml.nodes import Node

    from solo.tables.link import Unit
    from solo.tables.model import Library, Pack

# Parsing a file (PyYAML, the node readers, the checks) and linking the files together are
# imported where a pack is parsed: a warm cache is read back with the model alone (which
# unpickling imports), and checked against the files without it.

PACK_FILE = "pack.yaml"
SUFFIXES = (".yaml", ".yml")
MAX_BYTES = 4 * 1024 * 1024
"""A content file's largest size: the shipped ones are under 20 KB."""
CACHE_FORMAT = 4
"""Raise when what the cache holds changes shape in a way the source key would not see
(3: the model's types became ``msgspec.Struct``s, some of them defined outside this package;
4: an entry's tags hold ``avoid``)."""


class ContentRoot(Struct, frozen=True):
    """A folder to search for packs, and why it is searched."""

    path: Path
    origin: str  # shipped | user | env | option
    required: bool = True  # a missing folder is an error (the user data one is optional)


class LoadResult(Struct, frozen=True):
    """What loading gives: the library of everything sound, and every error found."""

    library: Library
    errors: tuple[ContentError, ...]
    files: int  # content files read, pack.yaml included

    @property
    def ok(self) -> bool:
        return not self.errors


def load_library(
    shipped: Path | None,
    *,
    user: Path | None = None,
    env: Iterable[Path] = (),
    extra: Iterable[str | Path] = (),
    cache: Path | None = None,
) -> LoadResult:
    """Load packs in this order: the shipped folder, the user's folder (skipped when it does
    not exist), each ``SOLO_CONTENT`` folder, then each ``extra`` folder. The caller says where
    they are (``solo.locations``); ``None`` leaves a folder out. With a ``cache`` file, an
    unchanged set of files is read back from it (see the module's docstring)."""
    roots = content_roots(shipped, user=user, env=env, extra=extra)
    return load_roots(roots) if cache is None else load_cached(roots, cache)


def check_library(
    shipped: Path | None,
    *,
    user: Path | None = None,
    env: Iterable[Path] = (),
    extra: Iterable[str | Path] = (),
    cache: Path | None = None,
) -> LoadResult | None:
    """For a caller that needs the content's errors and perhaps not the library: None when
    ``cache`` was written for exactly these files, so they load without errors (only such a
    load is cached), found from the cache's key without reading the library back; else
    :func:`load_library` with the same folders, whose ``errors`` say."""
    roots = content_roots(shipped, user=user, env=env, extra=extra)
    if cache is None:
        return load_roots(roots)
    key = _cache_key(roots)
    if key is not None and _read_key(cache) == key:
        return None
    return load_cached(roots, cache)


def content_roots(
    shipped: Path | None,
    *,
    user: Path | None = None,
    env: Iterable[Path] = (),
    extra: Iterable[str | Path] = (),
) -> list[ContentRoot]:
    """The folders :func:`load_library` searches, in its order."""
    roots: list[ContentRoot] = []
    if shipped is not None:
        roots.append(ContentRoot(shipped, "shipped"))
    if user is not None:
        roots.append(ContentRoot(user, "user", required=False))
    roots.extend(ContentRoot(p, "env") for p in env)
    roots.extend(ContentRoot(Path(p).expanduser(), "option") for p in extra)
    return roots


def load_dirs(*dirs: str | Path) -> LoadResult:
    """Load only the given folders (each a pack, or a folder holding packs)."""
    return load_roots([ContentRoot(Path(d), "option") for d in dirs])


def load_roots(roots: Iterable[ContentRoot]) -> LoadResult:
    from solo.tables.link import link

    loading = _Loading()
    for root in roots:
        for pack_dir in _pack_dirs(root, loading.errors):
            loading.pack_dir(pack_dir)
    library, link_errors = link(loading.packs, loading.units)
    loading.errors.extend(link_errors)
    return LoadResult(library, tuple(loading.errors), loading.files)


def load_cached(roots: Iterable[ContentRoot], cache: Path) -> LoadResult:
    """:func:`load_roots`, read back from ``cache`` when no content file changed since it
    was written; else parsed and, when sound, written there for the next call."""
    roots = list(roots)
    key = _cache_key(roots)
    if key is None:  # no working folder: errors could not be shown as the cache has them
        return load_roots(roots)
    cached = _read_cache(cache, key)
    if cached is not None:
        return cached
    result = load_roots(roots)
    if result.ok:
        _write_cache(cache, key, result)
    return result


def _cache_key(roots: list[ContentRoot]) -> tuple[object, ...] | None:
    """What a cached load depends on: every YAML file under each root (path, size,
    modification time), the loader's own source files, and the working folder."""
    try:
        here = os.getcwd()
        code = _file_stamps(Path(__file__).parent, "*.py")
        files = tuple(_root_stamp(root) for root in roots)
    except OSError:
        return None
    return (CACHE_FORMAT, here, code, files)


def _root_stamp(root: ContentRoot) -> tuple[object, ...]:
    stamps = []
    for here, dirs, names in os.walk(root.path):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(SUFFIXES):
                info = os.stat(os.path.join(here, name))
                stamps.append((here, name, info.st_size, info.st_mtime_ns))
    kind = "folder" if root.path.is_dir() else "file" if root.path.exists() else "missing"
    return (str(root.path), root.origin, root.required, kind, tuple(stamps))


def _file_stamps(folder: Path, pattern: str) -> tuple[tuple[str, int, int], ...]:
    return tuple(
        (p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.glob(pattern))
    )


def _read_cache(cache: Path, key: tuple[object, ...]) -> LoadResult | None:
    """The cached result when ``cache`` holds one for ``key``; None when it is missing,
    stale, corrupt or unreadable (never trusted then: the caller parses afresh)."""
    collecting = gc.isenabled()
    gc.disable()  # unpickling builds many small objects: a collection midway only costs time
    try:
        with open_own(cache) as file:
            if pickle.load(file) != key:  # stale: the library after it is not read
                return None
            result = pickle.load(file)
    except Exception:  # any failure to read back means: parse afresh
        return None
    finally:
        if collecting:
            gc.enable()
    return result if isinstance(result, LoadResult) else None


def _read_key(cache: Path) -> object:
    """The key ``cache`` was written under (None when it cannot be read): the files a load
    without errors was made of. The library after it is not read."""
    try:
        with open_own(cache) as file:
            return pickle.load(file)
    except Exception:  # unreadable or corrupt: vouches for nothing
        return None


def _write_cache(cache: Path, key: tuple[object, ...], result: LoadResult) -> None:
    """Keep ``result`` for ``key`` (the key first, read alone: see :func:`_read_key`)."""
    write_pickles(cache, key, result)


class _Loading:
    """What the packs read so far hold: their sound files, every error, files read."""

    def __init__(self) -> None:
        self.errors: list[ContentError] = []
        self.packs: list[Pack] = []
        self.units: list[Unit] = []
        self.files = 0
        self._seen_dirs: set[Path] = set()
        self._pack_ids: dict[str, Pack] = {}

    def pack_dir(self, pack_dir: Path) -> None:
        """One pack folder (once, however it is reached): its pack.yaml, then its tables."""
        real = pack_dir.resolve()
        if real in self._seen_dirs:
            return
        self._seen_dirs.add(real)
        self.files += 1
        pack, pack_errors = _read_pack(pack_dir)
        self.errors.extend(pack_errors)
        if pack is None:
            return
        if pack.id in self._pack_ids:
            first = self._pack_ids[pack.id].origin
            message = f"duplicate pack id {pack.id!r} (first at {first})"
            self.errors.append(ContentError.at(pack.origin, message))
            return
        self._pack_ids[pack.id] = pack
        self.packs.append(pack)
        for path in _table_files(pack_dir):
            self._table_file(pack, path)

    def _table_file(self, pack: Pack, path: Path) -> None:
        """One table file: kept when sound on its own, its errors reported otherwise."""
        from solo.tables.link import Unit
        from solo.tables.validate import check_table_file

        self.files += 1
        root_node = _compose(path, self.errors)
        if root_node is False:
            return
        content = check_table_file(root_node, display(path))
        if content.errors:
            self.errors.extend(content.errors)
        else:
            self.units.append(Unit(pack, content))


def display(path: Path) -> str:
    """A path as errors show it: relative to the working folder when inside it."""
    full = os.path.abspath(path)
    try:
        here = os.getcwd()
    except OSError:
        return full
    return os.path.relpath(full, here) if full.startswith(here + os.sep) else full


def _pack_dirs(root: ContentRoot, errors: list[ContentError]) -> list[Path]:
    if not root.path.is_dir():
        if root.required:
            what = "no such folder" if not root.path.exists() else "not a folder"
            errors.append(ContentError(display(root.path), 0, 0, f"{what} ({root.origin} content)"))
        return []
    found, loose = _walk_packs(root.path)
    if not found and (root.required or loose):
        hint = " (YAML files without a pack.yaml are not loaded)" if loose else ""
        errors.append(
            ContentError(
                display(root.path),
                0,
                0,
                f"no content pack here: a pack is a folder with a pack.yaml{hint}",
            )
        )
    return found


def _walk_packs(path: Path) -> tuple[list[Path], bool]:
    """Every folder with a pack.yaml under ``path`` (not looking inside a pack), and
    whether YAML files lie outside any pack."""
    found: list[Path] = []
    loose = False
    for here, dirs, names in os.walk(path):
        dirs.sort()
        if PACK_FILE in names:
            found.append(Path(here))
            dirs.clear()
        elif any(n.endswith(SUFFIXES) for n in names):
            loose = True
    return found, loose


def _table_files(pack_dir: Path) -> list[Path]:
    out: list[Path] = []
    for here, dirs, names in os.walk(pack_dir):
        if Path(here) != pack_dir and PACK_FILE in names:
            dirs.clear()
            continue
        dirs.sort()
        for name in sorted(names):
            if name.endswith(SUFFIXES) and not (name == PACK_FILE and Path(here) == pack_dir):
                out.append(Path(here) / name)
    return sorted(out, key=lambda p: p.relative_to(pack_dir).parts)


def _read_pack(pack_dir: Path) -> tuple[Pack | None, list[ContentError]]:
    from solo.tables.validate import check_pack_file

    errors: list[ContentError] = []
    path = pack_dir / PACK_FILE
    node = _compose(path, errors)
    if node is False:
        return None, errors
    return check_pack_file(node, display(path), str(pack_dir))


def _compose(path: Path, errors: list[ContentError]) -> Node | Literal[False] | None:
    """The file's root node (None when empty), or False after recording an error."""
    from solo.tables.yaml_reading import compose_text

    name = display(path)
    try:  # a regular file, its size checked before reading: never a FIFO or a device
        data = read_regular(path, MAX_BYTES)
    except OSError as exc:
        errors.append(ContentError(name, 0, 0, f"cannot read: {exc.strerror or exc}"))
        return False
    try:
        return compose_text(data, name)
    except ContentError as exc:
        errors.append(exc)
        return False
