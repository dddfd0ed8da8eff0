"""Save names: what a player may call a campaign, checked before any path is built."""

from __future__ import annotations

import re

from solo.saves.errors import SaveError

_ALLOWED = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.\-]{0,63}$")
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}


def check_name(name: str) -> str:
    """Return ``name`` stripped if it is a safe save name, else raise SaveError.

    Names are refused rather than silently changed, so the player always knows which
    folder holds the campaign: no path separators, no ``..``, no leading dot or dash.
    """
    cleaned = name.strip()
    if not cleaned:
        raise SaveError("a save needs a name")
    if "/" in cleaned or "\\" in cleaned or ".." in cleaned:
        raise SaveError(f"save name {name!r} may not contain '/', '\\' or '..'")
    if not _ALLOWED.match(cleaned) or cleaned.endswith("."):
        raise SaveError(
            f"save name {name!r} must start with a letter or digit and use only letters, "
            "digits, spaces, '.', '_' and '-' (at most 64)"
        )
    if cleaned.split(".")[0].lower() in _RESERVED:
        raise SaveError(f"save name {name!r} is reserved on some systems; pick another")
    return cleaned
