"""Reading content packs from disk: the only part of solo.tables that does I/O.

It finds the packs and their files, reads each file's bytes and hands them to
:func:`solo.tables.yaml_reading.compose_text`, which keeps every node's position so each
error names file, line and column. A broken file is reported and left out; everything
else loads.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from yaml.nodes import Node

from solo.regular_files import read_regular
from solo.tables.errors import ContentError
from solo.tables.link import Unit, link
from solo.tables.model import Library, Pack
from solo.tables.validate import check_pack_file, check_table_file
from solo.tables.yaml_reading import compose_text

PACK_FILE = "pack.yaml"
SUFFIXES = (".yaml", ".yml")
MAX_BYTES = 4 * 1024 * 1024
"""A content file's largest size: the shipped ones are under 20 KB."""


@dataclass(frozen=True)
class ContentRoot:
    """A folder to search for packs, and why it is searched."""

    path: Path
    origin: str  # shipped | user | env | option
    required: bool = True  # a missing folder is an error (the user data one is optional)


@dataclass(frozen=True)
class LoadResult:
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
) -> LoadResult:
    """Load packs in this order: the shipped folder, the user's folder (skipped when it does
    not exist), each ``SOLO_CONTENT`` folder, then each ``extra`` folder. The caller says where
    they are (``solo.locations``); ``None`` leaves a folder out."""
    roots: list[ContentRoot] = []
    if shipped is not None:
        roots.append(ContentRoot(shipped, "shipped"))
    if user is not None:
        roots.append(ContentRoot(user, "user", required=False))
    roots.extend(ContentRoot(p, "env") for p in env)
    roots.extend(ContentRoot(Path(p).expanduser(), "option") for p in extra)
    return load_roots(roots)


def load_dirs(*dirs: str | Path) -> LoadResult:
    """Load only the given folders (each a pack, or a folder holding packs)."""
    return load_roots([ContentRoot(Path(d), "option") for d in dirs])


def load_roots(roots: Iterable[ContentRoot]) -> LoadResult:
    loading = _Loading()
    for root in roots:
        for pack_dir in _pack_dirs(root, loading.errors):
            loading.pack_dir(pack_dir)
    library, link_errors = link(loading.packs, loading.units)
    loading.errors.extend(link_errors)
    return LoadResult(library, tuple(loading.errors), loading.files)


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
    errors: list[ContentError] = []
    path = pack_dir / PACK_FILE
    node = _compose(path, errors)
    if node is False:
        return None, errors
    return check_pack_file(node, display(path), str(pack_dir))


def _compose(path: Path, errors: list[ContentError]) -> Node | Literal[False] | None:
    """The file's root node (None when empty), or False after recording an error."""
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
