"""What `solo table`, `solo content check` and `solo prep` share: the --content flag,
loading the packs, a seeded RNG and printing content text safely.

yaml and solo.tables are imported inside the functions so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from solo.cli.errors import UsageError
from solo.printable import printable

MAX_SEED = 10**6


def add_content_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content",
        action="append",
        default=[],
        metavar="DIR",
        help="also load the packs in DIR (repeatable; after the shipped "
        "packs, the user data folder and SOLO_CONTENT)",
    )


def load_all_content(extra: list[str]):
    """The shipped packs, the user's, SOLO_CONTENT's, then each of ``extra``."""
    from solo import locations
    from solo.tables import load_library

    return load_library(
        locations.shipped_content_dir(),
        user=locations.user_content_dir(),
        env=locations.env_content_dirs(),
        extra=extra,
    )


def load_content_library(extra: list[str]):
    for folder in extra:
        if not Path(folder).expanduser().is_dir():
            raise UsageError(f"--content: no such folder {folder!r}")
    result = load_all_content(extra)
    if result.errors:
        n = len(result.errors)
        say(
            f"solo: warning: {n} content error{'s' if n > 1 else ''}; the broken files "
            f"were skipped (run `solo content check` for details)",
            file=sys.stderr,
        )
    return result.library


def seeded_rng(seed: int | None) -> tuple[int, random.Random]:
    if seed is None:
        seed = random.SystemRandom().randrange(MAX_SEED)
    return seed, random.Random(seed)


def say(text: object, **kwargs: Any) -> None:
    """print() for people: control characters from content are shown escaped."""
    print(printable(str(text)), **kwargs)
