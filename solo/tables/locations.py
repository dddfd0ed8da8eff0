"""Where content packs are found, in the order they load.

1. the packs shipped with solo: ``content/`` next to the ``solo`` package in a checkout
   or editable install, else ``<prefix>/share/solo/content`` for an installed copy;
2. the user's data folder: ``platformdirs.user_data_dir("solo")/content``
   (``~/.local/share/solo/content`` on Linux);
3. every folder in ``SOLO_CONTENT`` (separated by ``os.pathsep``);
4. every ``--content DIR`` given on the command line.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ENV_VAR = "SOLO_CONTENT"


@dataclass(frozen=True)
class ContentRoot:
    """A folder to search for packs, and why it is searched."""

    path: Path
    origin: str  # shipped | user | env | option
    required: bool = True  # a missing folder is an error (the user data one is optional)


def shipped_content_dir() -> Path:
    checkout = Path(__file__).resolve().parents[2] / "content"
    if checkout.is_dir():
        return checkout
    installed = Path(sys.prefix) / "share" / "solo" / "content"
    return installed if installed.is_dir() else checkout


def user_content_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("solo")) / "content"


def env_content_dirs(environ: dict[str, str] | None = None) -> list[Path]:
    value = (os.environ if environ is None else environ).get(ENV_VAR, "")
    return [Path(p).expanduser() for p in value.split(os.pathsep) if p.strip()]


def content_roots(extra: Iterable[str | Path] = (), *, shipped: bool = True,
                  user: bool = True, env: bool = True) -> list[ContentRoot]:
    """Every folder to search, in load order."""
    roots: list[ContentRoot] = []
    if shipped:
        roots.append(ContentRoot(shipped_content_dir(), "shipped"))
    if user:
        roots.append(ContentRoot(user_content_dir(), "user", required=False))
    if env:
        roots.extend(ContentRoot(p, "env") for p in env_content_dirs())
    roots.extend(ContentRoot(Path(p).expanduser(), "option") for p in extra)
    return roots
