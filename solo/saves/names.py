"""Save names: what a player may call a campaign, checked before any path is built."""

from __future__ import annotations

import unicodedata

from solo.saves.errors import SaveError

MAX_LENGTH = 64
PUNCTUATION = " _.-"
_RESERVED = {
    "con",
    "prn",
    "aux",
    "nul",
    *(f"com{i}" for i in range(10)),
    *(f"lpt{i}" for i in range(10)),
}


def _word_char(ch: str) -> bool:
    """A letter or digit of any script, or a combining mark (accents, vowel signs)."""
    return unicodedata.category(ch)[0] in "LNM"


def check_name(name: str) -> str:
    """Return ``name`` stripped and NFC-normalised if it is a safe save name, else raise
    SaveError.

    Names are refused rather than silently changed, so the player always knows which
    folder holds the campaign: letters and digits of any script, spaces, '.', '_' and
    '-'; no path separators, no ``..``, no control characters, no leading dot or dash.
    """
    cleaned = unicodedata.normalize("NFC", name.strip())
    if not cleaned:
        raise SaveError("a save needs a name")
    if "/" in cleaned or "\\" in cleaned or ".." in cleaned:
        raise SaveError(f"save name {name!r} may not contain '/', '\\' or '..'")
    bad = [ch for ch in cleaned if not (_word_char(ch) or ch in PUNCTUATION)]
    if (
        bad
        or unicodedata.category(cleaned[0])[0] not in "LN"
        or cleaned.endswith(".")
        or len(cleaned) > MAX_LENGTH
    ):
        why = f" ({bad[0]!r} is not a letter, digit, space, '.', '_' or '-')" if bad else ""
        raise SaveError(
            f"save name {name!r} must start with a letter or digit and use only letters "
            f"(any language), digits, spaces, '.', '_' and '-' (at most {MAX_LENGTH}){why}"
        )
    if cleaned.split(".")[0].lower() in _RESERVED:
        raise SaveError(f"save name {name!r} is reserved on some systems; pick another")
    return cleaned
