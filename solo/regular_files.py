"""Opening files a player or a shared pack names: regular files only, sizes bounded.

A path given by a player, a config variable or a shared save may name a FIFO (opening it
blocks forever), a device (``/dev/zero`` never ends), a symbolic link pointing out of the
folder it sits in, or a file of gigabytes. Every read of such a path goes through
:func:`read_regular`, which opens without blocking, refuses anything that is not a
regular file *before* reading a byte, checks the size with ``fstat`` and reads at most
``limit`` bytes. Refusals are :class:`FileRefused`, an ``OSError`` whose ``strerror`` is
one line for the user, so code that already reports ``OSError`` reports these too.

The standard library only: saves, tables, the config and the shells all use it.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

NONBLOCK = getattr(os, "O_NONBLOCK", 0)
"""Opening a FIFO returns at once instead of waiting for a writer (0 where unsupported)."""
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""Opening a symbolic link fails (ELOOP) instead of opening what it points to."""
CLOEXEC = getattr(os, "O_CLOEXEC", 0)

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class FileRefused(OSError):
    """A file solo will not open or read; ``strerror`` says why in one line."""


def size_text(size: int) -> str:
    """``size`` bytes in the unit a reader takes in at a glance (``3.2 GB``, ``12 KB``)."""
    for unit, scale in (("GB", 2**30), ("MB", 2**20), ("KB", 2**10)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}".replace(".0 ", " ")
    return f"{size} bytes"


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words ('a FIFO (named pipe)', …)."""
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def open_regular(path: Path, flags: int = os.O_RDONLY, *, follow_symlinks: bool = True) -> int:
    """A file descriptor on ``path`` if it is a regular file, opened without blocking on a
    FIFO; FileRefused for anything else (and for a symlink when ``follow_symlinks`` is
    false). ``flags`` may add ``O_WRONLY | O_APPEND | O_CREAT`` and the like."""
    extra = NONBLOCK | CLOEXEC | (0 if follow_symlinks else NOFOLLOW)
    try:
        fd = os.open(path, flags | extra, 0o644)
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow_symlinks:
            raise FileRefused(
                errno.ELOOP, "is a symbolic link; solo does not follow it here"
            ) from None
        if exc.errno == errno.ENXIO:  # a FIFO opened for writing with no reader
            raise FileRefused(errno.ENXIO, "is a FIFO (named pipe), not a regular file") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise FileRefused(errno.EINVAL, f"is {kind_of(mode)}, not a regular file")
        if NONBLOCK:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_regular(path: Path, limit: int, *, follow_symlinks: bool = True) -> bytes:
    """The bytes of the regular file ``path``, refused (FileRefused) before reading when it
    is not a regular file or holds more than ``limit`` bytes; never reads more than
    ``limit + 1`` bytes even if the file grows meanwhile."""
    fd = open_regular(path, follow_symlinks=follow_symlinks)
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise _too_big(size, limit)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise _too_big(len(data), limit)
    return data


def check_replaceable(path: Path) -> None:
    """FileRefused unless ``path`` is missing or a regular file: a file about to be
    replaced by a new one (``--out``, the config) must never be a device or a FIFO
    (replacing ``/dev/full`` would remove the device) nor a folder."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise FileRefused(errno.EINVAL, f"is {kind_of(mode)}, not a regular file")


def _too_big(size: int, limit: int) -> FileRefused:
    return FileRefused(
        errno.EFBIG, f"{size_text(size)} is too big (at most {size_text(limit)} here)"
    )
