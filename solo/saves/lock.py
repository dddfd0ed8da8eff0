"""One process per campaign: a lock file holding the owner's pid and host."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Self

from solo.regular_files import read_regular
from solo.saves.errors import SaveError

MAX_BYTES = 4096
"""A lock holds a pid and a host name: a few dozen bytes."""
MAX_PID = 2**22
"""Linux's pid_max ceiling; other systems stay far below it too."""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except PermissionError:
        return True
    return True


def _pid(owner: dict[str, object]) -> int | None:
    """The owner's pid if it is one a process can have (a positive whole number)."""
    pid = owner.get("pid")
    if isinstance(pid, bool) or not isinstance(pid, int) or pid <= 0:
        return None
    return pid


class SaveLock:
    """Held while a campaign is open. A lock whose process is gone is stale and taken over."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.held = False

    def acquire(self) -> None:
        me = json.dumps({"pid": os.getpid(), "host": _host()}).encode()
        for _ in range(2):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                if self._stale():
                    self.path.unlink(missing_ok=True)
                    continue
                pid = _pid(self._owner())
                raise SaveError(
                    f"campaign {self.path.parent.name!r} is open in another solo process "
                    f"(pid {pid or '?'}); close it first, or delete {self.path} "
                    "if that process is gone"
                ) from None
            except OSError as exc:
                raise SaveError(
                    f"{self.path}: cannot lock the campaign: {exc.strerror} "
                    "(is the saves folder read-only?)"
                ) from None
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(me)
                    fh.flush()
                    os.fsync(fh.fileno())
            except OSError as exc:
                self.path.unlink(missing_ok=True)
                raise SaveError(f"{self.path}: cannot lock the campaign: {exc.strerror}") from None
            self.held = True
            return
        raise SaveError(f"could not lock {self.path}")

    def release(self) -> None:
        if self.held:
            self.path.unlink(missing_ok=True)
            self.held = False

    def _owner(self) -> dict[str, object]:
        """The lock's content, or {} when it is not a JSON object (broken, half-written)."""
        try:
            owner = json.loads(read_regular(self.path, MAX_BYTES, follow_symlinks=False))
        except (OSError, ValueError, RecursionError):
            return {}
        return owner if isinstance(owner, dict) else {}

    def _stale(self) -> bool:
        owner = self._owner()
        pid = _pid(owner)
        if pid is None:
            # unreadable or half-written: stale once it is older than a moment (its
            # writer may be between creating and filling it right now)
            try:
                return time.time() - self.path.stat().st_mtime > 2.0
            except FileNotFoundError:
                return True
        if pid > MAX_PID:
            return True  # no process anywhere has such a pid
        if owner.get("host") not in (None, _host()):
            return False  # another machine's process: cannot tell, stay safe
        return not _alive(pid)

    def __enter__(self) -> Self:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _host() -> str:
    """This machine's name: the node name :func:`os.uname` gives, which is what
    ``socket.gethostname()`` returns on a POSIX system (both read the kernel's host name)
    without importing ``socket`` (~3 ms of `solo ask`); ``socket`` where there is no
    :func:`os.uname` (Windows)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()
