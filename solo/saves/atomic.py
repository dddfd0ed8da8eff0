"""Durable file writes: atomic replace and durable append."""

from __future__ import annotations

import os
from pathlib import Path

from solo.regular_files import NOFOLLOW, open_regular


def fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file whole.

    Temp file in the same folder (created afresh: a symlink planted under its name is
    never followed), flush + fsync, optional hard-link of the current file to ``backup``
    (no copy), ``os.replace``, then fsync the folder. A write that fails (disk full,
    read-only) raises OSError and leaves ``path``, ``backup`` and no temp file behind.
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    link_tmp = None if backup is None else backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    try:
        _write_new(tmp, data)
        if link_tmp is not None and path.exists():
            _remove(link_tmp)
            os.link(path, link_tmp)  # the old state, kept aside until the new one is in
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        if link_tmp is not None:
            _remove(link_tmp)
        raise
    if backup is not None and link_tmp is not None and os.path.lexists(link_tmp):
        _keep_backup(link_tmp, backup)
    fsync_dir(path.parent)


def _keep_backup(link_tmp: Path, backup: Path) -> None:
    """Make the old state the backup; the new state is already saved, so a failure here
    only leaves the backup one step older."""
    try:
        os.replace(link_tmp, backup)
    except OSError:
        _remove(link_tmp)


def _write_new(tmp: Path, data: bytes) -> None:
    _remove(tmp)  # a leftover of a crash (or a planted symlink: unlinking it is harmless)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def append_line(path: Path, line: bytes) -> int:
    """Append one newline-terminated record and fsync it before returning; returns the
    file's length before (so the caller can cut the record off again). ``path`` must be a
    regular file (or not exist yet); a symlink is refused, never followed. If the write
    fails the file is cut back to its old length (no half record is left)."""
    fd = open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, follow_symlinks=False)
    try:
        size = os.fstat(fd).st_size
        try:
            view = memoryview(line if line.endswith(b"\n") else line + b"\n")
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        except BaseException:
            os.ftruncate(fd, size)
            raise
    finally:
        os.close(fd)
    return size


def cut_to(path: Path, size: int) -> None:
    """Cut ``path`` back to ``size`` bytes (undo an append whose action was not saved)."""
    fd = open_regular(path, os.O_WRONLY, follow_symlinks=False)
    try:
        os.ftruncate(fd, size)
        os.fsync(fd)
    finally:
        os.close(fd)


def trim_partial_line(path: Path) -> bool:
    """Cut a half-written last line (a crash mid-append). True if anything was cut."""
    if not os.path.lexists(path):
        return False
    with os.fdopen(open_regular(path, os.O_RDWR, follow_symlinks=False), "rb+") as fh:
        fh.seek(0, os.SEEK_END)
        size = fh.tell()
        if size == 0:
            return False
        fh.seek(size - 1)
        if fh.read(1) == b"\n":
            return False
        # find the last newline
        pos = size - 1
        chunk = 4096
        while pos > 0:
            start = max(0, pos - chunk)
            fh.seek(start)
            block = fh.read(pos - start)
            idx = block.rfind(b"\n")
            if idx != -1:
                fh.truncate(start + idx + 1)
                break
            pos = start
        else:
            fh.truncate(0)
        fh.flush()
        os.fsync(fh.fileno())
    return True
