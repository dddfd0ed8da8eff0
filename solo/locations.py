"""Every path solo reads or writes, in one place.

- **Shipped content**: the packs and the demo hero. In an installed wheel they are package
  data under ``solo/_content`` (pyproject.toml maps the repository's top-level ``content/``
  there); in a checkout or an editable install they are ``content/`` itself.
- **User content**: ``<user data folder>/content`` (``~/.local/share/solo/content`` on Linux),
  then every folder in ``SOLO_CONTENT`` (separated by ``os.pathsep``).
- **Saves**: ``--saves DIR``, else ``SOLO_SAVES``, else ``saves/`` in a checkout, else
  ``<user data folder>/saves``.
- **Config**: the platform's config folder (``~/.config/solo`` on Linux).
- **Content cache**: the parsed packs, ``content.pickle`` in ``SOLO_CACHE`` when set (``off``
  turns the cache off), else in the platform's cache folder (``~/.cache/solo`` on Linux);
  beside it ``states.pickle``, the saves' states as a look without the lock last read them.

Only the shells and the code that wires them to the game (``solo.game.launch``) ask this
module; the core packages receive the paths as arguments. Stdlib and platformdirs only, so
asking costs nothing on the fast CLI paths.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

APP_NAME = "solo"
CONTENT_ENV = "SOLO_CONTENT"
SAVES_ENV = "SOLO_SAVES"
CACHE_ENV = "SOLO_CACHE"
CONTENT_CACHE = "content.pickle"
STATE_CACHE = "states.pickle"
PACKAGED_CONTENT = "_content"  # the folder inside the installed ``solo`` package


def checkout_root() -> Path | None:
    """The repository folder when solo runs from a checkout (or an editable install)."""
    root = Path(__file__).resolve().parent.parent
    if (root / "pyproject.toml").is_file() and (root / "content").is_dir():
        return root
    return None


def shipped_content_dir() -> Path:
    """The folder holding the packs that come with solo: package data beside this module
    (a file path, as ``importlib.resources`` gives for a package on disk; solo is never run
    from a zip, and ``importlib.resources`` alone costs a fast command 5 ms to import)."""
    packaged = Path(__file__).parent / PACKAGED_CONTENT
    if packaged.is_dir():
        return packaged
    root = checkout_root()
    if root is not None:
        return root / "content"
    raise FileNotFoundError(f"the content shipped with solo is missing: no {packaged}")


def demo_file() -> Path:
    """The demo hero's character file."""
    return shipped_content_dir() / "campaigns" / "demo.yaml"


def starter_file(genre: str | None) -> Path:
    """The hero a new campaign of ``genre`` starts from without a character file: the
    genre's own starter, ``content/campaigns/GENRE.yaml``, when one is shipped; else the
    demo (pulp's hero). A genre is a name, never a path."""
    name = (genre or "").strip().lower()
    if re.fullmatch(r"[a-z0-9][a-z0-9-]*", name) and name != "demo":
        file = shipped_content_dir() / "campaigns" / f"{name}.yaml"
        if file.is_file():
            return file
    return demo_file()


def user_data_dir() -> Path:
    from platformdirs import user_data_dir as platform_data_dir

    return Path(platform_data_dir(APP_NAME))


def user_content_dir() -> Path:
    """The user's own packs (optional: a missing folder is fine)."""
    return user_data_dir() / "content"


def env_content_dirs(environ: Mapping[str, str] | None = None) -> list[Path]:
    """The folders listed in ``SOLO_CONTENT``, in order."""
    value = (os.environ if environ is None else environ).get(CONTENT_ENV, "")
    return [Path(p).expanduser() for p in value.split(os.pathsep) if p.strip()]


def saves_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder holding one folder per campaign."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(SAVES_ENV)
    if env:
        return Path(env).expanduser()
    root = checkout_root()
    if root is not None and (root / "saves").is_dir():
        return root / "saves"
    return user_data_dir() / "saves"


def config_dir() -> Path:
    """The folder for the user's settings."""
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME))


def content_cache_file(environ: Mapping[str, str] | None = None) -> Path | None:
    """Where the parsed content packs are kept between calls; None when ``SOLO_CACHE=off``."""
    value = (os.environ if environ is None else environ).get(CACHE_ENV, "").strip()
    if value.lower() == "off":
        return None
    if value:
        return Path(value).expanduser() / CONTENT_CACHE
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP_NAME)) / CONTENT_CACHE


def state_cache_file(environ: Mapping[str, str] | None = None) -> Path | None:
    """Where a look at a save without its lock keeps the state it read
    (:mod:`solo.saves.state_cache`): beside the content cache; None when ``SOLO_CACHE=off``."""
    content = content_cache_file(environ)
    return None if content is None else content.with_name(STATE_CACHE)
