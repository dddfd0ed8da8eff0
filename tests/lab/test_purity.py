"""The lab is pure (ARCHITECTURE.md): no textual, no game, no saves, no YAML."""

from __future__ import annotations

import subprocess
import sys


def test_lab_imports_neither_textual_nor_the_game_nor_saves():
    code = (
        "import sys, importlib, pkgutil, solo.lab as pkg\n"
        "for m in pkgutil.walk_packages(pkg.__path__, 'solo.lab.'):\n"
        "    importlib.import_module(m.name)\n"
        "heavy = ('textual', 'solo.game', 'solo.saves', 'solo.tui', 'solo.cli', 'yaml')\n"
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))"
    )
    out = (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        .stdout.strip()
        .splitlines()[-1]
    )
    assert out == "[]"
