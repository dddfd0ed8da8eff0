"""`solo --info`: where saves, content and the config file are, and which packs load."""

from __future__ import annotations

import sys


def run_info() -> int:
    from solo.config import load_config
    from solo.game.launch import load_content, store_for
    from solo.tables.locations import content_roots

    loaded = load_config()
    for line in loaded.problems:
        print(f"solo: config: {line}", file=sys.stderr)
    config = loaded.config
    store = store_for(config.saves)
    names = store.names()
    state = "" if loaded.path.exists() else " (not written yet; defaults in use)"
    print(f"config:  {loaded.path}{state}")
    print(f"saves:   {store.root} ({len(names)} campaign{'s' if len(names) != 1 else ''})")
    for root in content_roots(config.content):
        missing = "" if root.path.is_dir() else " (missing)"
        print(f"content: {root.path} [{root.origin}]{missing}")
    library, problems = load_content(tuple(config.content))
    print(
        f"packs:   {len(library.packs)} loaded, {len(library.tables)} tables, "
        f"{library.entry_count} entries"
    )
    for pack in library.packs:
        genre = f", genre {pack.genre}" if pack.genre else ""
        print(f"  {pack.id:<14} {pack.title}{genre} — {pack.path}")
    for line in problems:
        print(f"solo: content warning: {line}", file=sys.stderr)
    return 0
