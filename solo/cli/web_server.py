"""textual-serve's server, fitted to `solo serve` (imported only when it runs).

What it changes in the stock :class:`textual_serve.server.Server`:

- **Who may play** (:mod:`solo.cli.web_access`): a request whose ``Host`` is not this
  machine's (or an ``--allow-host`` name) gets 403, so a page on a rebound DNS name gets
  nothing; the page's URLs are built from that checked name, never from raw input; a
  websocket is taken only from the page's own origin (403 otherwise, a missing ``Origin``
  too); the page may not be framed by another site; the terminal a tab asks for is clamped
  (500×200 at most, at the start and on every resize); at most ``--max-tabs`` apps run at
  once, and one more tab gets a page saying the server is full (503).
- **Every app ends with its tab.** The app runs as its own process (no shell between), and
  when its socket closes it is told to quit, then killed if it has not within
  :data:`APP_QUIT_TIMEOUT` seconds, whatever it was doing (its saves are on disk after each
  action). Stopping the server closes every tab first and waits for every app the same way.
- The page carries a ``<title>`` naming the app and the campaign, and the title follows the
  campaign the tab plays. The output is two lines of ours instead of the banner and logs.

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
import shlex
import webbrowser
from asyncio.subprocess import Process
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from solo.cli.web_access import Access, access_for, terminal_size
from solo.page_title import TITLE_META

if TYPE_CHECKING:
    from solo.cli.serve import ServePlan

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
APP_QUIT_TIMEOUT = 10.0  # seconds a tab's app gets to quit once its tab closed (or the server)
MAX_MESSAGE = 64 * 1024  # bytes in one websocket message from a page (keys, a resize, a ping)
log = logging.getLogger("solo.serve")

SECURITY_HEADERS = {
    # no other site may frame the page (and so click in it on the player's behalf)
    "Content-Security-Policy": "frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}

FULL_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>solo — every tab is in use</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto">
<h1>Every tab is in use</h1>
<p>This <code>solo serve</code> plays at most {tabs} at once. Close another tab of it, then
reload this page (or start the server with a larger <code>--max-tabs</code>).</p>
</body></html>
"""

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


class SoloAppService(AppService):
    """A tab's app, started as its own process (no shell): killing it ends the app itself."""

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        self._process = process = await asyncio.create_subprocess_exec(
            *shlex.split(self.command),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=self._build_environment(width=width, height=height),
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        return process


class SoloServer(Server):
    def __init__(self, plan: ServePlan, *, open_browser: bool = False) -> None:
        super().__init__(plan.command, host=plan.host, port=plan.port, title=plan.title)
        self.plan = plan
        self.access: Access = access_for(plan.host, plan.port, plan.allowed_hosts)
        self.open_browser = open_browser
        self._sockets: set[web.WebSocketResponse] = set()
        self._services: set[AppService] = set()  # every tab's app, a closed tab's too
        self._tabs: set[object] = set()  # the tabs playing now (at most plan.max_tabs)

    def serve(self, debug: bool = False) -> None:
        # textual-serve asks asyncio.get_event_loop(), which newer Pythons no longer create
        asyncio.set_event_loop(asyncio.new_event_loop())
        super().serve(debug=debug)

    def initialize_logging(self) -> None:
        logging.basicConfig(level=logging.WARNING, format="solo serve: %(message)s")

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self._guarded)
        app.middlewares.append(self._titled)
        return app

    @web.middleware
    async def _guarded(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Answer only a Host this machine is; no page of ours may be framed elsewhere."""
        if self.access.host(request.headers.get("Host")) is None:
            raise web.HTTPForbidden(text="solo serve: unknown host name\n")
        response = await handler(request)
        if not response.prepared:  # a websocket's headers went out with its handshake
            response.headers.update(SECURITY_HEADERS)
        return response

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
        if self._full():
            return self._full_page()
        # The page's script and socket URLs are absolute: built from the checked address
        # the browser asked for (0.0.0.0 is no address), never from the raw header.
        host = self.access.host(request.headers.get("Host"))
        assert host is not None  # _guarded refused every other request
        scheme = "https" if request.secure else "http"
        self.public_url = f"{scheme}://{host.netloc}"
        return await super().handle_index(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: refused unless its page is ours and a tab is free; its app ends with it."""
        host = self.access.host(request.headers.get("Host"))
        if host is None or not self.access.origin_allowed(request.headers.get("Origin"), host):
            raise web.HTTPForbidden(text="solo serve: a page of another site may not play\n")
        if self._full():
            raise web.HTTPServiceUnavailable(text="solo serve: every tab is in use\n")
        size = terminal_size(request.query.get("width"), request.query.get("height"))
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)

        async def close() -> None:
            await websocket.close()

        service = SoloAppService(
            self.command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
            debug=self.debug,
        )
        self._tabs.add(service)
        try:
            await websocket.prepare(request)
            self._services.add(service)
            await service.start(size.columns, size.rows)
            forward_titles(service)
            await self._play(websocket, service)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:  # a tab's failure is logged, never the server's end
            log.warning("a tab failed: %s", error)
        finally:
            self._tabs.discard(service)
            await end_app(service)
        return websocket

    def _full(self) -> bool:
        return len(self._tabs) >= self.plan.max_tabs

    def _full_page(self) -> web.Response:
        tabs = "one tab" if self.plan.max_tabs == 1 else f"{self.plan.max_tabs} tabs"
        return web.Response(status=503, text=FULL_PAGE.format(tabs=tabs), content_type="text/html")

    async def _play(self, websocket: web.WebSocketResponse, service: AppService) -> None:
        """Pass the page's keys and sizes to the app until the socket closes; a message that
        is not one of textual-serve's is ignored."""
        self._sockets.add(websocket)
        try:
            async for message in websocket:
                if message.type == WSMsgType.TEXT:
                    await self._handle(websocket, service, message.data)
        finally:
            self._sockets.discard(websocket)

    async def _handle(
        self, websocket: web.WebSocketResponse, service: AppService, data: str
    ) -> None:
        try:
            envelope = json.loads(data)
        except ValueError:
            return
        if not isinstance(envelope, list) or not envelope:
            return
        kind, payload = envelope[0], envelope[1] if len(envelope) > 1 else None
        if kind == "stdin" and isinstance(payload, str):
            await service.send_bytes(payload.encode("utf-8"))
        elif kind == "resize" and isinstance(payload, dict):
            size = terminal_size(payload.get("width"), payload.get("height"))
            await service.set_terminal_size(size.columns, size.rows)
        elif kind == "ping":
            await websocket.send_json(["pong", payload])
        elif kind == "blur":
            await service.blur()
        elif kind == "focus":
            await service.focus()

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
        await asyncio.gather(*(reap(p) for p in processes))


async def end_app(service: AppService) -> None:
    """Tell a closed tab's app to quit and wait for it; kill it if it has not quit within
    :data:`APP_QUIT_TIMEOUT` (a stopped, stuck or busy app: nothing is lost, each action
    was saved as it was taken)."""
    try:
        await asyncio.wait_for(service.stop(), APP_QUIT_TIMEOUT)
    except (TimeoutError, OSError, RuntimeError, ConnectionError):
        pass
    process = service._process
    if process is not None:
        await reap(process, timeout=1.0)


async def reap(process: Process, timeout: float | None = None) -> None:
    """Wait for ``process`` to exit, up to ``timeout`` (APP_QUIT_TIMEOUT by default), then
    kill it and wait for that."""
    try:
        await asyncio.wait_for(process.wait(), APP_QUIT_TIMEOUT if timeout is None else timeout)
    except TimeoutError:
        try:
            process.kill()
        except ProcessLookupError:
            pass  # it ended just now
        await process.wait()


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
