"""Who may play through `solo serve`: the hosts it answers, the pages whose sockets it takes,
the terminal sizes it grants and how many tabs it runs at once.

A browser lets any web page open a websocket to 127.0.0.1, and a page on a name the attacker
controls can be made to resolve to 127.0.0.1 (DNS rebinding). So the server answers only a
``Host`` it knows (this machine's names and addresses, or ``--allow-host``), builds its page's
URLs from that checked name alone, takes a websocket only from a page of its own origin (a
foreign or missing ``Origin`` is refused) and clamps the terminal a tab asks for. Pure: no
aiohttp here, so every rule is a plain unit test.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

from msgspec import Struct

LOCAL_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
EVERY_ADDRESS = frozenset({"0.0.0.0", "::", ""})
MAX_COLUMNS = 500
MAX_ROWS = 200
DEFAULT_MAX_TABS = 4
HOST_NAME = re.compile(r"[a-z0-9_.-]+")


class Address(Struct, frozen=True):
    """A host name or IP literal with its port, as a ``Host`` or ``Origin`` names it."""

    name: str
    port: int

    @property
    def netloc(self) -> str:
        """The name and port as a URL writes them (an IPv6 literal in brackets)."""
        name = f"[{self.name}]" if ":" in self.name else self.name
        return f"{name}:{self.port}"


def parse_host(text: str, default_port: int = 80) -> Address | None:
    """``example.org:8000`` or ``[::1]:8000`` as an :class:`Address`; None if malformed."""
    try:
        parts = urlsplit(f"//{text}")
        port = parts.port
    except ValueError:
        return None
    name = (parts.hostname or "").rstrip(".").lower()
    if parts.username or parts.password or parts.path or parts.query:
        return None
    if not (HOST_NAME.fullmatch(name) or _is_ip(name)):
        return None
    return Address(name, default_port if port is None else port)


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class Access(Struct, frozen=True):
    """The names a request's ``Host`` may carry. A server on every address also answers any
    IP address of this machine (one it could bind to)."""

    port: int
    names: frozenset[str]
    any_own_address: bool = False

    def host(self, header: str | None) -> Address | None:
        """The checked address a request was sent to, or None: refuse the request."""
        address = parse_host(header or "")
        if address is None or address.port != self.port:
            return None
        if address.name in self.names:
            return address
        if self.any_own_address and is_own_address(address.name):
            return address
        return None

    def origin_allowed(self, origin: str | None, host: Address) -> bool:
        """True when ``origin`` is this server's own page at ``host`` (http or https)."""
        if not origin:
            return False
        try:
            parts = urlsplit(origin)
        except ValueError:
            return False
        if parts.scheme not in ("http", "https") or parts.path not in ("", "/"):
            return False
        default = 443 if parts.scheme == "https" else 80
        return parse_host(parts.netloc, default) == host


def access_for(host: str, port: int, allowed: Iterable[str] = ()) -> Access:
    """What a server listening on ``host``:``port`` answers: the loopback names, the host it
    listens on, the names given with ``--allow-host``; on every address, also this machine's
    own names and any of its addresses."""
    names = set(LOCAL_NAMES) | {name.lower().rstrip(".") for name in allowed}
    every = host in EVERY_ADDRESS
    if every:
        names |= {socket.gethostname().lower(), socket.getfqdn().lower()}
    else:
        names.add(host.lower().strip("[]"))
    return Access(port, frozenset(names), any_own_address=every)


def is_own_address(name: str) -> bool:
    """True when ``name`` is an IP literal of this machine: one a socket can bind to."""
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return False
    family = socket.AF_INET6 if address.version == 6 else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((str(address), 0))
        except OSError:
            return False
    return True


class TerminalSize(Struct, frozen=True):
    columns: int
    rows: int


def terminal_size(columns: object, rows: object) -> TerminalSize:
    """The size a tab asked for, clamped to 1…MAX_COLUMNS by 1…MAX_ROWS (80×24 when a value
    is not a whole number): a page cannot make its app draw a 20,000-column screen."""
    return TerminalSize(_clamped(columns, 80, MAX_COLUMNS), _clamped(rows, 24, MAX_ROWS))


def _clamped(value: object, default: int, most: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and value.strip().isdigit() and len(value) < 10:
        number = int(value)
    else:
        return default
    return max(1, min(number, most))
