"""A `solo serve` under test that must be killed takes its tabs' apps with it (no browser).

The fixture starts the server in a session of its own; when its Ctrl+C stop times out it
kills the whole process group, so the `python -m solo play` apps the server started for
its tabs do not outlive the test as orphans."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

import pytest

from tests.web.conftest import START_TIMEOUT, wait_until

aiohttp = pytest.importorskip("aiohttp")

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")


def live_members(group: int) -> list[int]:
    """The processes of ``group`` still alive (a zombie waiting to be reaped is dead)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue  # it ended while we looked
        state, _ppid, pgrp = stat.rsplit(")", 1)[1].split()[:3]
        if int(pgrp) == group and state != "Z":
            found.append(int(entry.name))
    return found


async def test_a_server_killed_after_a_stuck_stop_leaves_no_tab_app_running(serve):
    server = serve()
    group = server.process.pid
    assert os.getpgid(group) == group  # the server leads a process group of its own
    async with aiohttp.ClientSession() as session:
        ws_url = server.url.replace("http:", "ws:") + "ws?width=80&height=24"
        async with session.ws_connect(ws_url, origin=server.url.rstrip("/")) as tab:
            await tab.receive(timeout=START_TIMEOUT)  # the app has drawn: it runs
            assert [pid for pid in live_members(group) if pid != group]  # the tab's app
            os.kill(group, signal.SIGSTOP)  # a server that cannot answer Ctrl+C
            with pytest.raises(subprocess.TimeoutExpired):
                server.stop(timeout=0.5)
            wait_until(lambda: not live_members(group), "every process of the group to end", 10)
