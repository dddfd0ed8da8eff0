"""`solo serve`: the full-screen app in a web browser, through Textualize's `textual-serve`.

Each browser tab starts its own ``solo play`` process under Textual's web driver, so one tab
holds one campaign's lock, exactly as one terminal would. Everything that can refuse (the
campaign, the host, the port) is checked before the server starts, as one line and exit 2.
``textual_serve`` is imported only when the server runs: `solo play`, `solo ask` and
`solo odds` never load it.
"""

from __future__ import annotations

import argparse
import errno
import shlex
import socket
import sys
from collections.abc import Sequence

from msgspec import Struct

from solo.cli.errors import UsageError
from solo.cli.parser import Subparsers
from solo.cli.web_access import DEFAULT_MAX_TABS, EVERY_ADDRESS, LOCAL_NAMES

NO_LOGIN_WARNING = (
    "solo serve: warning: there is no login — anyone who can reach {url} can play "
    "and change your campaigns"
)


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    p = subparsers.add_parser(
        "serve",
        help="play in a web browser (each tab is its own app)",
        description="Serve the full-screen app to a web browser through textual-serve. "
        "Each tab plays one campaign; Ctrl+C stops the server (every campaign is saved).",
    )
    p.add_argument("--save", help="campaign every tab opens (default: the picker)")
    p.add_argument("--saves", metavar="DIR", help="saves folder")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=_port, default=8000, help="port to listen on (default 8000)")
    p.add_argument("--open", action="store_true", help="open the page in the default browser")
    p.add_argument(
        "--max-tabs",
        type=_tabs,
        default=DEFAULT_MAX_TABS,
        metavar="N",
        help=f"most tabs playing at once (default {DEFAULT_MAX_TABS}); one more sees a 'full' page",
    )
    p.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="one more host name the browser may use to reach the server (repeatable); "
        "this machine's names and addresses are always allowed",
    )
    p.set_defaults(handler=run_serve)


class ServePlan(Struct, frozen=True):
    """What the server runs: where, for which campaign, and the page's title."""

    host: str
    port: int
    command: str
    title: str
    max_tabs: int = DEFAULT_MAX_TABS
    allowed_hosts: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        """Where to point a browser (a server on every address: this machine's name)."""
        host = socket.gethostname() if self.host in EVERY_ADDRESS else self.host
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}"


def run_serve(args: argparse.Namespace) -> int:
    from solo.cli.play import _config

    _config(args)  # the configured saves folder, as `solo play` uses it
    plan = serve_plan(args)
    try:
        from solo.cli.web_server import SoloServer
    except ImportError as exc:  # a broken install: textual-serve is a dependency
        raise UsageError(f"solo serve needs the textual-serve package ({exc})") from None
    if plan.host not in LOCAL_NAMES:
        print(NO_LOGIN_WARNING.format(url=plan.url), file=sys.stderr)
    SoloServer(plan, open_browser=args.open).serve()
    print("solo serve: stopped; every campaign is saved.")
    return 0


def serve_plan(args: argparse.Namespace) -> ServePlan:
    """Check the campaign (SaveError, as every command gives), the host and the port
    (UsageError names the bad one)."""
    from solo.game.launch import store_for
    from solo.game.setup import DEMO_NAME

    store = store_for(args.saves)
    names = store.names()
    if args.save and args.save != DEMO_NAME:
        store.require(args.save)  # the same message as every other command gives
    check_address(args.host, args.port)
    command = [sys.executable, "-m", "solo", "play", "--saves", str(store.root)]
    if args.save:
        command += ["--save", args.save]
    title = page_title(args.save, names)
    return ServePlan(
        args.host, args.port, shlex.join(command), title, args.max_tabs, tuple(args.allow_host)
    )


def page_title(save: str | None, names: list[str]) -> str:
    """The page's first title: the campaign every tab opens, or the picker's. Once a tab's
    app runs, it names the campaign it plays (the picker too) as the player moves."""
    from solo.game.setup import DEMO_NAME
    from solo.page_title import page_title as titled

    if save:
        return titled(save)
    if len(names) <= 1:
        return titled(names[0] if names else DEMO_NAME)
    return titled(None)


def check_address(host: str, port: int) -> None:
    """Refuse a host that does not resolve and a port something else listens on."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise UsageError(f"cannot serve on host {host!r}: {_reason(exc)}") from None
    for family, kind, proto, _, address in infos:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as exc:
                if exc.errno == errno.EADDRINUSE:
                    raise UsageError(
                        f"port {port} on {host} is already in use; pick another with --port"
                    ) from None
                raise UsageError(f"cannot serve on host {host!r}: {_reason(exc)}") from None


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port {port} is not between 1 and 65535")
    return port


def _tabs(text: str) -> int:
    try:
        tabs = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of tabs: {text!r}") from None
    if not 1 <= tabs <= 64:
        raise argparse.ArgumentTypeError(f"--max-tabs {tabs} is not between 1 and 64")
    return tabs
