"""The shells stand side by side: nothing in ``solo.tui`` imports ``solo.cli`` (the typed-line
grammar both use lives in ``solo.game.grammar``)."""

from __future__ import annotations

import ast
from pathlib import Path

import solo.tui

TUI = Path(solo.tui.__file__).parent


def _imports(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_no_tui_module_imports_the_cli():
    offenders = [
        f"{p.relative_to(TUI)}: {name}"
        for p in sorted(TUI.rglob("*.py"))
        for name in _imports(p)
        if name == "solo.cli" or name.startswith("solo.cli.")
    ]
    assert offenders == []
