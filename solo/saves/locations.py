"""Where saves live: --saves DIR, else $SOLO_SAVES, else saves/ in a checkout, else the
platformdirs user data folder."""

from __future__ import annotations

import os
from pathlib import Path

CHECKOUT_ROOT = Path(__file__).resolve().parents[2]


def in_checkout() -> bool:
    return (CHECKOUT_ROOT / "pyproject.toml").is_file() and (CHECKOUT_ROOT / "saves").is_dir()


def saves_dir(override: str | os.PathLike[str] | None = None) -> Path:
    if override:
        return Path(override).expanduser()
    env = os.environ.get("SOLO_SAVES")
    if env:
        return Path(env).expanduser()
    if in_checkout():
        return CHECKOUT_ROOT / "saves"
    from platformdirs import user_data_dir

    return Path(user_data_dir("solo")) / "saves"
