"""textual-serve's server, fitted to `solo serve` (imported only when it runs).

Three changes to the stock :class:`textual_serve.server.Server`, each small: the page's URLs
follow the address the browser used (so a server on 0.0.0.0 works from another machine), the
page carries a ``<title>`` naming the app and the campaign, and stopping the server closes
every tab's connection first, so each tab's app quits (and releases its lock) before the
server exits. The output is two lines of ours instead of the banner and request logs.
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


class SoloServer(Server):
    def __init__(self, plan: ServePlan, *, open_browser: bool = False) -> None:
        super().__init__(plan.command, host=plan.host, port=plan.port, title=plan.title)
        self.plan = plan
        self.open_browser = open_browser
        self._sockets: set[web.WebSocketResponse] = set()

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
