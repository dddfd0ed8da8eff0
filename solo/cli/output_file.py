"""``--out FILE``: a command's output written whole, or not at all.

The file is written like a save (a temp file beside it, fsync, replace), so a full disk
leaves the old file as it was and no temp file behind; a target that is a folder or a
device (``/dev/full``) is refused before anything is written. Every failure is one
UsageError line naming ``--out`` and the file.
"""

from __future__ import annotations

from pathlib import Path

from solo.cli.errors import UsageError
from solo.regular_files import check_replaceable
from solo.saves.atomic import atomic_write


def write_out(target: str, text: str) -> None:
    path = Path(target).expanduser()
    try:
        check_replaceable(path)
        atomic_write(path, text.encode("utf-8"))
    except OSError as exc:
        raise UsageError(
            f"--out: cannot write {target!r}: {exc.strerror or exc}; nothing was written"
        ) from None
