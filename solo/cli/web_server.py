"""textual-serve's server, fitted to `solo serve` (imported only when it runs).

Four changes to the stock :class:`textual_serve.server.Server`, each small: the page's URLs
follow the address the browser used (so a server on 0.0.0.0 works from another machine), the
page carries a ``<title>`` naming the app and the campaign, the title follows the campaign
the tab plays, and stopping the server closes every tab's connection first and then waits
for every tab's app process to exit, so each app quits (saved, its lock released) before the
server does. The output is two lines of ours instead of the banner and request logs.

The title that follows the campaign: textual-serve 1.1 has no way for an app to set its
page's title (its page script ignores the terminal's title sequence and knows three meta
messages: exit, open_url, file delivery). So the app sends a meta message of its own,
``{"type": "solo_title", "title": …}`` (:data:`solo.page_title.TITLE_META`, sent by
``SoloApp`` under the web driver); the server forwards it on the tab's socket as the text
frame ``["solo_title", title]``, which textual-serve's page script ignores as an unknown
type, and :data:`TITLE_SCRIPT`, added to the page ahead of textual-serve's script, sets
``document.title`` from it.
"""

from __future__ import annotations

import asyncio
import html
import json
import logging
import webbrowser
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from solo.cli.serve import ServePlan
from solo.page_title import TITLE_META

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
APP_EXIT_TIMEOUT = 15.0  # seconds each tab's app gets to save and quit when the server stops

TITLE_SCRIPT = """<script>
// solo serve: the tab's title follows the campaign the app plays. The server forwards the
// app's ["@TYPE@", title] on the page's socket; textual-serve's own script ignores it.
(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (typeof event.data !== "string") return;
        try {
          const [type, title] = JSON.parse(event.data);
          if (type === "@TYPE@" && typeof title === "string") document.title = title;
        } catch (error) {}
      });
    }
  };
})();
</script>""".replace("@TYPE@", TITLE_META)


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
        """The page's <title> (textual-serve's page has none) and the script that keeps it
        naming the campaign in play."""
        response = await handler(request)
        if request.path == "/" and isinstance(response, web.Response) and response.text:
            title = f"<title>{html.escape(self.plan.title)}</title>\n{TITLE_SCRIPT}"
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
        forward_titles(app_service)
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


def forward_titles(app_service: AppService) -> None:
    """Pass the app's title messages to its page; every other meta message to textual-serve.

    The service reads its app's output in a task it started already, looking ``on_meta`` up
    at each message: replacing it on this one instance changes nothing else. The app sends
    its first title once it has mounted, long after this runs."""
    stock = app_service.on_meta

    async def on_meta(data: bytes) -> None:
        meta = json.loads(data)
        if isinstance(meta, dict) and meta.get("type") == TITLE_META:
            await app_service.remote_write_str(json.dumps([TITLE_META, str(meta.get("title"))]))
        else:
            await stock(data)

    setattr(app_service, "on_meta", on_meta)  # noqa: B010 (mypy refuses assigning to a method)
