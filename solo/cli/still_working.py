"""A line on stderr while a slow command works, so nothing runs silently for long.

The lab's exact solvers can take a minute on the largest problems they accept (see
:mod:`solo.lab.size`). :func:`still_working` starts a quiet timer thread: if the block is
still running after ``after`` seconds it says so on stderr, then again every ``every``
seconds, each line telling how to stop (ctrl+c, which ends the command with code 130).
A block that ends in time prints nothing.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

AFTER = 3.0
"""Seconds of silence before the first line."""
EVERY = 10.0
"""Seconds between the lines that follow."""


@contextmanager
def still_working(
    what: str, *, after: float = AFTER, every: float = EVERY, stream: TextIO | None = None
) -> Iterator[None]:
    done = threading.Event()
    start = time.monotonic()

    def tell() -> None:
        wait = after
        while not done.wait(wait):
            took = time.monotonic() - start
            print(
                f"solo: still {what} ({took:.0f} s so far; ctrl+c stops)",
                file=stream or sys.stderr,
                flush=True,
            )
            wait = every

    thread = threading.Thread(target=tell, name="still-working", daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()
