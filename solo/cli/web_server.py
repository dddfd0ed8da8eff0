"""textual-serve's server, fitted to `solo serve` (imported only when it runs).

Three changes to the stock :class:`textual_serve.server.Server`, each small: the page's URLs
follow the address the browser used (so a server on 0.0.0.0 works from another machine), the
page carries a ``<title>`` naming the app and the campaign, and stopping the server closes
every tab's connection first and then waits for every tab's app process to exit, so each
app quits (saved, its lock released) before the server does. The output is two lines of ours instead of the banner and request logs.
"""

from __future__ import annotations

import asyncio
import html
import logging
import webbrowser
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from solo.cli.serve import ServePlan

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
APP_EXIT_TIMEOUT = 15.0  # seconds each tab's app gets to save and quit when the server stops


class SoloServer(Server):
    def __init__(self, plan: ServePlan, *, open_browser: bool = False) -> None:
        super().__init__(plan.command, host=plan.host, port=plan.port, title=plan.title)
        self.plan = plan
        self.open_browser = open_browser
        self._sockets: set[web.WebSocketResponse] = set()
        self._services: set[AppService] = set()

    def serve(self, debug: bool = False) -> None:
        # textual-serve asks asyncio.get_event_loop(), which newer Pythons no longer create
        asyncio.set_event_loop(asyncio.new_event_loop())
        super().serve(debug=debug)

    def initialize_logging(self) -> None:
        logging.basicConfig(level=logging.WARNING, format="solo serve: %(message)s")

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self._titled)
        return app

    @web.middleware
    async def _titled(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """The page's <title> (textual-serve's page has none)."""
        response = await handler(request)
        if request.path == "/" and isinstance(response, web.Response) and response.text:
            title = f"<title>{html.escape(self.plan.title)}</title>"
            response.text = response.text.replace("<head>", f"<head>\n    {title}", 1)
        return response

    async def handle_index(self, request: web.Request) -> Any:
        # The page's script and socket URLs are absolute: build them from the address the
        # browser asked for, not the one the server listens on (0.0.0.0 is no address).
        self.public_url = f"{request.scheme}://{request.host}"
        return await super().handle_index(request)

    async def _process_messages(
        self, websocket: web.WebSocketResponse, app_service: AppService
    ) -> None:
        self._sockets.add(websocket)
        self._services.add(app_service)
        try:
            await super()._process_messages(websocket, app_service)
        finally:
            self._sockets.discard(websocket)

    async def on_startup(self, app: web.Application) -> None:
        print(f"solo serve: playing at {self.plan.url}  (Ctrl+C stops)", flush=True)
        if self.open_browser:
            asyncio.get_running_loop().call_later(0.5, webbrowser.open, self.plan.url)

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every tab: each tab's app is told to quit and saves before it exits."""
        await asyncio.gather(
            *(ws.close(message=b"server stopped") for ws in list(self._sockets)),
            return_exceptions=True,
        )
        await self._reap_apps()

    async def _reap_apps(self) -> None:
        """Wait for every tab's app process (a closed tab's too) to exit.

        textual-serve tells an app to quit but never waits for its process; a server that
        closed its loop first would leave the app unreaped (and asyncio logs a warning).
        An app still running after the timeout is killed: its saves are already on disk.
        """
        processes = [p for s in self._services if (p := s._process) is not None]
        self._services.clear()
        waits = [asyncio.ensure_future(p.wait()) for p in processes]
        if not waits:
            return
        _, late = await asyncio.wait(waits, timeout=APP_EXIT_TIMEOUT)
        for process, wait in zip(processes, waits, strict=True):
            if wait in late and process.returncode is None:
                process.kill()
        if late:
            await asyncio.wait(late)
