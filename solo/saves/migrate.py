"""Save-format versions and the migrations between them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from solo.saves.errors import SaveError

CURRENT_VERSION = 1

Migration = Callable[[dict[str, object]], dict[str, object]]
MIGRATIONS: dict[int, Migration] = {}
"""version N -> function turning a version-N document into version N+1."""


def migrate(doc: dict[str, object], path: Path) -> dict[str, object]:
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"{path}: missing or bad 'version' (expected 1..{CURRENT_VERSION})")
    if version > CURRENT_VERSION:
        raise SaveError(
            f"{path}: save version {version} is newer than this solo "
            f"understands ({CURRENT_VERSION}); upgrade solo"
        )
    while version < CURRENT_VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
        doc["version"] = version
    return doc
