"""`solo --info`: where saves, content and the config file are, and which packs load."""

from __future__ import annotations

import sys
from pathlib import Path

from solo.cli.printing import say
from solo.dice.report import counted


def run_info() -> int:
    from solo import locations
    from solo.config import load_config
    from solo.game.launch import load_content, store_for

    loaded = load_config()
    for line in loaded.problems:
        say(f"solo: config: {line}", file=sys.stderr)
    config = loaded.config
    store = store_for(config.saves)
    names = store.names()
    state = "" if loaded.path.exists() else " (not written yet; defaults in use)"
    say(f"config:  {loaded.path}{state}")
    say(f"saves:   {store.root} ({len(names)} campaign{'s' if len(names) != 1 else ''})")
    roots = [
        (locations.shipped_content_dir(), "shipped"),
        (locations.user_content_dir(), "user"),
        *((p, "env") for p in locations.env_content_dirs()),
        *((Path(p).expanduser(), "option") for p in config.content),
    ]
    for path, origin in roots:
        missing = "" if path.is_dir() else " (missing)"
        say(f"content: {path} [{origin}]{missing}")
    library, problems = load_content(tuple(config.content))
    say(
        f"packs:   {len(library.packs)} loaded, {counted(len(library.tables), 'table')}, "
        f"{counted(library.entry_count, 'entry', 'entries')}"
    )
    for pack in library.packs:
        genre = f", genre {pack.genre}" if pack.genre else ""
        say(f"  {pack.id:<14} {pack.title}{genre} — {pack.path}")
    for line in problems:
        say(f"solo: content warning: {line}", file=sys.stderr)
    return 0
