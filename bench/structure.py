"""The shape of the code, measured: files and lines per package, import cycles, `Any`,
`getattr`, mypy --strict errors and functions above cognitive complexity 15.

    .venv/bin/python bench/structure.py            # a Markdown table
    .venv/bin/python bench/structure.py --fast     # without mypy (the slow part, ~40 s)

Cycles are strongly connected groups of modules in the import graph of `solo`, imports under
``if TYPE_CHECKING:`` left out (grimp builds the graph; Tarjan's algorithm finds the groups).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent
SOLO = ROOT / "solo"
BIN = Path(sys.executable).parent


def package_sizes() -> dict[str, tuple[int, int]]:
    """Files and lines per top-level package (modules of `solo` itself as 'solo')."""
    sizes: dict[str, list[int]] = {}
    for path in sorted(SOLO.rglob("*.py")):
        parts = path.relative_to(SOLO).parts
        name = parts[0] if len(parts) > 1 else "(top)"
        entry = sizes.setdefault(name, [0, 0])
        entry[0] += 1
        entry[1] += len(path.read_text(encoding="utf-8").splitlines())
    return {name: (files, lines) for name, (files, lines) in sizes.items()}


def import_cycles() -> list[list[str]]:
    graph = grimp.build_graph("solo", exclude_type_checking_imports=True)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    return [sorted(group) for group in _strongly_connected(edges) if len(group) > 1]


def _strongly_connected(edges: dict[str, list[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            groups.append(group)

    sys.setrecursionlimit(10_000)
    for node in edges:
        if node not in index:
            visit(node)
    return groups


def word_count(word: str) -> int:
    pattern = re.compile(rf"\b{word}\b")
    return sum(len(pattern.findall(p.read_text(encoding="utf-8"))) for p in SOLO.rglob("*.py"))


def mypy_strict_errors() -> Counter[str]:
    out = subprocess.run(
        [str(BIN / "mypy"), "--strict", "solo"], cwd=ROOT, capture_output=True, text=True
    ).stdout
    per_package: Counter[str] = Counter()
    for line in out.splitlines():
        if ": error:" in line:
            parts = Path(line.split(":", 1)[0]).parts
            per_package[parts[1] if len(parts) > 2 else "(top)"] += 1
    return per_package


def complex_functions(limit: int = 15) -> list[str]:
    out = subprocess.run(
        [str(BIN / "complexipy"), "solo", "--max-complexity-allowed", str(limit)]
        + ["--failed", "--plain"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout
    return [line for line in out.splitlines() if line.startswith("solo/")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fast", action="store_true", help="leave out mypy")
    args = parser.parse_args()
    print("| package | files | lines |\n|---|---:|---:|")
    for name, (files, lines) in package_sizes().items():
        print(f"| {name} | {files} | {lines} |")
    cycles = import_cycles()
    print(f"\nimport cycles: {len(cycles)}")
    for group in cycles:
        print("  " + " ↔ ".join(group))
    print(f"`Any`: {word_count('Any')}   getattr: {word_count('getattr')}")
    functions = complex_functions()
    print(f"functions above complexity 15: {len(functions)}")
    for line in functions:
        print("  " + line)
    if not args.fast:
        errors = mypy_strict_errors()
        detail = ", ".join(f"{k} {v}" for k, v in errors.most_common())
        print(f"mypy --strict errors: {sum(errors.values())} ({detail})")


if __name__ == "__main__":
    main()
