"""The core of solo.tables does no I/O and never imports textual; the CLI stays light."""

from __future__ import annotations

import subprocess
import sys


def _modules_after(code: str) -> set[str]:
    script = code + "\nimport sys\nprint(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", script],
                         capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_tables_never_import_textual():
    mods = _modules_after("import solo.tables, solo.tables.prep")
    assert "textual" not in mods


def test_the_cli_does_not_import_yaml_until_a_table_command_runs():
    mods = _modules_after("import solo.cli; solo.cli.build_parser()")
    assert "yaml" not in mods and "solo.tables" not in mods


def test_pure_modules_do_not_open_files():
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "solo" / "tables"
    io_names = {"open", "read_text", "read_bytes", "write_text", "write_bytes", "walk",
                "is_dir", "exists"}
    for path in package.glob("*.py"):
        if path.name in ("loader.py", "locations.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        used |= {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
        assert not (used & io_names), (path.name, used & io_names)
