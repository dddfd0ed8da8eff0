"""Benchmark the content tables: cold load of every shipped pack, and single draws.

    .venv/bin/python bench/content.py

Targets (issue #3): cold load < 150 ms, one draw < 0.1 ms. Prints a Markdown table.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

COLD = """
import json, sys, time
t0 = time.perf_counter()
from solo.locations import shipped_content_dir
from solo.tables.loader import load_library
t1 = time.perf_counter()
result = load_library(shipped_content_dir())
t2 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "load": t2 - t1, "entries": result.library.entry_count,
                  "files": result.files, "errors": len(result.errors)}))
"""
RUNS = 7
DRAWS = 20_000


def cold() -> dict[str, float]:
    samples, wall = [], []
    for _ in range(RUNS):
        start = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", COLD], cwd=ROOT, capture_output=True, text=True, check=True
        )
        wall.append(time.perf_counter() - start)
        samples.append(json.loads(out.stdout))
    return {
        "import_load": statistics.median(s["import"] + s["load"] for s in samples),
        "load": statistics.median(s["load"] for s in samples),
        "wall": statistics.median(wall),
        "entries": samples[0]["entries"],
        "files": samples[0]["files"],
        "errors": samples[0]["errors"],
    }


def per_call(fn, n: int) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - start) / n)
    return best


def main() -> None:
    from solo.locations import shipped_content_dir
    from solo.tables.draw import draw
    from solo.tables.loader import load_library
    from solo.tables.offer import offer

    c = cold()
    lib = load_library(shipped_content_dir()).library
    rng = random.Random(1)
    simple = per_call(lambda: draw(lib, "oracle-action", rng), DRAWS)
    filtered = per_call(lambda: draw(lib, "conditions tier=minor polarity=negative", rng), DRAWS)
    nested = per_call(lambda: draw(lib, "npc", rng), DRAWS)
    offered = per_call(lambda: offer(lib, "yes_but", rng, main_tier="major", resolve=1), DRAWS // 4)
    ms, us = 1000, 1_000_000
    rows = [
        (
            "cold load, import + load (fresh process)",
            f"{c['import_load'] * ms:.1f} ms",
            "< 150 ms",
            c["import_load"] < 0.150,
        ),
        ("  of which loading the YAML", f"{c['load'] * ms:.1f} ms", "", None),
        ("  whole process incl. Python start-up", f"{c['wall'] * ms:.1f} ms", "", None),
        ("draw `oracle-action`", f"{simple * us:.1f} µs", "< 100 µs", simple < 1e-4),
        (
            "draw `conditions tier=minor polarity=negative`",
            f"{filtered * us:.1f} µs",
            "< 100 µs",
            filtered < 1e-4,
        ),
        ("draw `npc` (4 references)", f"{nested * us:.1f} µs", "< 100 µs", nested < 1e-4),
        ("offer for `yes_but` (4 draws)", f"{offered * us:.1f} µs", "", None),
    ]
    print(
        f"Shipped content: {c['entries']} entries in {c['files']} files, "
        f"{c['errors']} errors (median of {RUNS} cold runs; best of 3 × {DRAWS} draws)\n"
    )
    print("| measure | time | target | ok |")
    print("|---|---:|---|---|")
    for name, value, target, ok in rows:
        mark = "" if ok is None else ("yes" if ok else "**no**")
        print(f"| {name} | {value} | {target} | {mark} |")


if __name__ == "__main__":
    main()
