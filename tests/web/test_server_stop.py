"""Stopping `solo serve` waits for every tab's app process (no browser needed).

textual-serve tells a tab's app to quit but never waits for its process. A server whose loop
closed first left the app unreaped, and asyncio printed "Loop … that handles pid … is closed"
as the server's last line (a CI run caught it)."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass

import solo.cli.web_server as web_server
from solo.cli.serve import ServePlan
from solo.cli.web_server import SoloServer


@dataclass(eq=False)
class Tab:
    """What the server keeps of a tab: textual-serve's AppService and its process."""

    _process: asyncio.subprocess.Process | None


def server() -> SoloServer:
    return SoloServer(ServePlan("127.0.0.1", 8000, "true", "solo — test"))


async def app_process(seconds: float) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-c", f"import time; time.sleep({seconds})"
    )


async def test_stopping_waits_for_a_closed_tabs_app_to_exit():
    solo = server()
    process = await app_process(0.3)
    solo._services.add(Tab(_process=process))  # type: ignore[arg-type]
    await solo.on_shutdown(None)  # type: ignore[arg-type]
    assert process.returncode == 0  # it ran to its end: the server waited
    assert not solo._services


async def test_an_app_that_will_not_quit_is_killed_after_the_timeout(monkeypatch):
    monkeypatch.setattr(web_server, "APP_QUIT_TIMEOUT", 0.2)
    solo = server()
    process = await app_process(60)
    solo._services.add(Tab(_process=process))  # type: ignore[arg-type]
    await asyncio.wait_for(solo.on_shutdown(None), timeout=10)  # type: ignore[arg-type]
    assert process.returncode is not None and process.returncode < 0  # killed by a signal


async def test_a_tab_whose_app_never_started_is_skipped():
    solo = server()
    solo._services.add(Tab(_process=None))  # type: ignore[arg-type]
    await asyncio.wait_for(solo.on_shutdown(None), timeout=5)  # type: ignore[arg-type]
