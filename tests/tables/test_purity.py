"""The core of solo.tables does no I/O (what it imports: tests/test_import_hygiene.py)."""

from __future__ import annotations


def test_pure_modules_do_not_open_files():
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "solo" / "tables"
    io_names = {
        "open",
        "read_text",
        "read_bytes",
        "write_text",
        "write_bytes",
        "walk",
        "is_dir",
        "exists",
    }
    for path in package.glob("*.py"):
        if path.name == "loader.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        used |= {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
        assert not (used & io_names), (path.name, used & io_names)
