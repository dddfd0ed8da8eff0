"""Durable file writes: atomic replace and durable append."""

from __future__ import annotations

import os
from pathlib import Path


def fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file whole.

    Temp file in the same folder, flush + fsync, optional hard-link of the current file
    to ``backup`` (no copy), ``os.replace``, then fsync the folder.
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    if backup is not None and path.exists():
        link_tmp = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
        try:
            os.unlink(link_tmp)
        except FileNotFoundError:
            pass
        os.link(path, link_tmp)
        os.replace(link_tmp, backup)
    os.replace(tmp, path)
    fsync_dir(path.parent)


def append_line(path: Path, line: bytes) -> None:
    """Append one newline-terminated record and fsync it before returning."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line if line.endswith(b"\n") else line + b"\n")
        os.fsync(fd)
    finally:
        os.close(fd)


def trim_partial_line(path: Path) -> bool:
    """Cut a half-written last line (a crash mid-append). True if anything was cut."""
    if not path.exists():
        return False
    with open(path, "rb+") as fh:
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
