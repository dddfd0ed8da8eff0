"""`solo serve` against other web pages and greedy tabs (issue 24), driven against a real
server with aiohttp (no browser needed).

Before: a page on any site could open the socket and play; the ``Host`` header was written
into the page's URLs; ``/ws?width=20000&height=20000`` grew one app past 5 GB; 30 sockets
made 30 apps; an app whose socket closed while it was stuck ran on and ignored SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

import pytest

from solo.cli.web_server import APP_QUIT_TIMEOUT, SoloServer
from tests.web.conftest import START_TIMEOUT, Served, wait_until
from tests.web.test_server_group import live_members

aiohttp = pytest.importorskip("aiohttp")

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")


def origin(server: Served) -> str:
    return server.url.rstrip("/")


def socket_url(server: Served, size: str = "width=80&height=24") -> str:
    return server.url.replace("http:", "ws:") + "ws?" + size


def tab_apps(server: Served) -> list[int]:
    """The app processes the server runs for its tabs (its group, less itself)."""
    return [pid for pid in live_members(server.process.pid) if pid != server.process.pid]


async def refused(session, url: str, **options) -> int:
    with pytest.raises(aiohttp.WSServerHandshakeError) as refusal:
        async with session.ws_connect(url, **options):
            pass
    return refusal.value.status


async def test_a_socket_from_another_sites_page_or_no_page_is_refused(serve):
    server = serve()
    async with aiohttp.ClientSession() as session:
        assert await refused(session, socket_url(server), origin="http://evil.example") == 403
        assert await refused(session, socket_url(server)) == 403  # no Origin at all
        async with session.ws_connect(socket_url(server), origin=origin(server)) as tab:
            await tab.receive(timeout=START_TIMEOUT)  # the page's own origin plays
    assert server.lines and not any("Traceback" in line for line in server.lines)


async def test_an_unknown_host_gets_nothing_and_urls_come_from_the_checked_host(serve):
    server = serve()
    port = server.url.rsplit(":", 1)[1].strip("/")
    async with aiohttp.ClientSession() as session:
        async with session.get(server.url, headers={"Host": f"evil.example:{port}"}) as page:
            assert page.status == 403
            assert "evil.example" not in await page.text()
        async with session.get(server.url, headers={"Host": f"localhost:{port}"}) as page:
            assert page.status == 200
            text = await page.text()
            assert f"ws://localhost:{port}/ws" in text
            assert page.headers["X-Frame-Options"] == "DENY"
            assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]


async def test_a_huge_terminal_is_clamped_to_500_by_200(serve):
    server = serve()
    async with aiohttp.ClientSession() as session:
        url = socket_url(server, "width=20000&height=20000")
        async with session.ws_connect(url, origin=origin(server)) as tab:
            await tab.receive(timeout=START_TIMEOUT)
            [app] = tab_apps(server)
            environ = Path(f"/proc/{app}/environ").read_bytes().split(b"\0")
            assert b"COLUMNS=500" in environ and b"ROWS=200" in environ


async def test_tabs_past_the_limit_see_a_full_page_and_a_closed_tab_frees_its_place(serve):
    server = serve("--max-tabs", "1")
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(socket_url(server), origin=origin(server)) as first:
            await first.receive(timeout=START_TIMEOUT)
            assert await refused(session, socket_url(server), origin=origin(server)) == 503
            async with session.get(server.url) as page:
                assert page.status == 503
                assert "Every tab is in use" in await page.text()
        wait_until(lambda: not tab_apps(server), "the first tab's app to quit")
        async with session.ws_connect(socket_url(server), origin=origin(server)) as second:
            await second.receive(timeout=START_TIMEOUT)


async def test_a_stuck_app_ends_when_its_tab_closes(serve):
    server = serve()
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(socket_url(server), origin=origin(server)) as tab:
            await tab.receive(timeout=START_TIMEOUT)
            [app] = tab_apps(server)
            os.kill(app, signal.SIGSTOP)  # busy or hung: it cannot hear "quit"
        closed = time.monotonic()
        while app in tab_apps(server):
            assert time.monotonic() - closed < APP_QUIT_TIMEOUT + 10, "the app outlived its tab"
            await asyncio.sleep(0.1)


class FakeApp:
    """What a tab's socket reaches: records the sizes it was given."""

    def __init__(self) -> None:
        self.sizes: list[tuple[int, int]] = []
        self.keys: list[bytes] = []

    async def set_terminal_size(self, width: int, height: int) -> None:
        self.sizes.append((width, height))

    async def send_bytes(self, data: bytes) -> bool:
        self.keys.append(data)
        return True


async def test_a_resize_is_clamped_and_junk_messages_are_ignored():
    from solo.cli.serve import ServePlan

    server = SoloServer(ServePlan("127.0.0.1", 8000, "true", "solo — test"))
    app = FakeApp()
    for message in (
        '["resize", {"width": 20000, "height": 20000}]',
        '["resize", {"width": "x"}]',
        "not json",
        "[]",
        '{"type": "stdin"}',
        '["stdin", 5]',
        '["stdin", "a"]',
    ):
        await server._handle(None, app, message)  # type: ignore[arg-type]
    assert app.sizes == [(500, 200), (80, 24)]
    assert app.keys == [b"a"]
