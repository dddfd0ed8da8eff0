"""Killing a writer process mid-write, for the crash tests."""

from __future__ import annotations

import signal
import subprocess
import time


def kill_after(proc: subprocess.Popen[str], actions: int, pause: float) -> list[int]:
    """Let ``proc`` report ``actions`` completed actions (one number a line), give it
    ``pause`` seconds more (so the kill lands in the middle of a later write), SIGKILL it and
    return every number it reported. Counting reports instead of sleeping a fixed time keeps
    the amount of work the same on a loaded machine."""
    assert proc.stdout is not None
    reported: list[int] = []
    while len(reported) < actions:
        line = proc.stdout.readline()
        if not line:  # the writer died on its own; the caller's checks say why
            break
        reported.append(int(line))
    time.sleep(pause)
    proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate()
    return reported + [int(x) for x in out.split()]
