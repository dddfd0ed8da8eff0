"""Benchmark of the exact-odds engines (a script, not a test).

    .venv/bin/python bench/odds.py [--cold-runs 3] [--process-runs 10]

For each case: *cold* is the first ``odds()`` call in a fresh Python process (the
mechanic's module already imported; median over ``--cold-runs`` fresh processes), *warm*
is the median of many repeat calls in that process (the base class caches per params).
Then the whole `solo odds fubar --json` process is timed, median of ``--process-runs``.
A system that does not import or fails reports "n/a" with the reason.
Prints a markdown table with the targets beside the numbers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOLO = ROOT / ".venv" / "bin" / "solo"
WARM_CALLS = 2000
PROCESS_TARGET_MS = 150.0


@dataclass(frozen=True)
class Case:
    label: str
    system: str
    options: dict[str, Any]
    cold_target_ms: float | None = None
    warm_target_ms: float | None = None


CASES = (
    Case("fubar net 0", "fubar", {}),
    Case("fubar net 3", "fubar", {"bonus": 3}),
    Case("fubar net 10", "fubar", {"bonus": 10}),
    Case("fubar net 20", "fubar", {"bonus": 20}),
    Case("minifu 4v2", "minifu", {"power": 4, "challenge": 2}, None, 0.1),
    Case("minifu 10v10", "minifu", {"power": 10, "challenge": 10}, 8.0, 0.1),
    Case("minifu 30v30", "minifu", {"power": 30, "challenge": 30}, 500.0, 0.1),
    Case("buckets 3v3", "buckets", {"player": 3, "resistance": 3}, None, 0.1),
    Case("buckets 10v10", "buckets", {"player": 10, "resistance": 10}, 8.0, 0.1),
    Case("buckets 30v30", "buckets", {"player": 30, "resistance": 30}, 500.0, 0.1),
    Case("buckets 30v30 more ands", "buckets", {"player": 30, "resistance": 30, "more_ands": True}),
    Case("d6 5D", "d6", {"code": "5D"}),
    Case("d6 20D+5CP", "d6", {"code": "20D", "cp": 5}),
    Case("frameworks score 5 + focus", "frameworks", {"score": 5, "focus": True}),
)

CHILD = r"""
import json, statistics, sys, time
system, options, calls = sys.argv[1], json.loads(sys.argv[2]), int(sys.argv[3])
try:
    from solo.dice import mechanic
    mech = mechanic(system)
    params = mech.params(**options)
    start = time.perf_counter()
    mech.odds(params)
    cold = time.perf_counter() - start
    warm = []
    for _ in range(calls):
        start = time.perf_counter()
        mech.odds(params)
        warm.append(time.perf_counter() - start)
except Exception as exc:
    print(json.dumps({"error": f"{type(exc).__name__}: {exc}"}))
else:
    print(json.dumps({"cold": cold, "warm": statistics.median(warm)}))
"""


def measure(case: Case, cold_runs: int) -> dict[str, Any]:
    colds, warms = [], []
    for _ in range(cold_runs):
        proc = subprocess.run(
            [sys.executable, "-c", CHILD, case.system, json.dumps(case.options), str(WARM_CALLS)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
        try:
            data = json.loads(proc.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            return {"error": last}
        if "error" in data:
            return data
        colds.append(data["cold"])
        warms.append(data["warm"])
    return {"cold": statistics.median(colds), "warm": statistics.median(warms)}


def process_time(runs: int) -> float | str:
    if not SOLO.exists():
        return f"n/a ({SOLO} not found)"
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(
            [str(SOLO), "odds", "fubar", "--json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            last = (proc.stderr.strip().splitlines() or ["failed"])[-1]
            return f"n/a ({last})"
    return statistics.median(times) * 1000


def verdict(value_ms: float, target_ms: float | None) -> str:
    if target_ms is None:
        return ""
    return "ok" if value_ms < target_ms else "OVER"


def fmt_ms(value_ms: float) -> str:
    return f"{value_ms:.3f}" if value_ms < 1 else f"{value_ms:.1f}"


def fmt_target(target_ms: float | None) -> str:
    return "—" if target_ms is None else f"< {target_ms:g}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--cold-runs",
        type=int,
        default=3,
        help="fresh processes per case; the median cold time is shown",
    )
    parser.add_argument(
        "--process-runs",
        type=int,
        default=10,
        help="runs of `solo odds fubar --json`; the median is shown",
    )
    args = parser.parse_args(argv)

    print(
        f"Exact odds timings (Python {sys.version.split()[0]}; cold = median of "
        f"{args.cold_runs} fresh processes, warm = median of {WARM_CALLS} calls)\n"
    )
    print("| case | cold ms | cold target (ms) | warm µs | warm target (µs) | verdict |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    for case in CASES:
        result = measure(case, args.cold_runs)
        if "error" in result:
            warm_target_us = None if case.warm_target_ms is None else case.warm_target_ms * 1000
            print(
                f"| {case.label} | n/a | {fmt_target(case.cold_target_ms)} | n/a | "
                f"{fmt_target(warm_target_us)} | {result['error']} |"
            )
            continue
        cold, warm = result["cold"] * 1000, result["warm"] * 1000
        verdicts = " ".join(
            v for v in (verdict(cold, case.cold_target_ms), verdict(warm, case.warm_target_ms)) if v
        )
        warm_target_us = None if case.warm_target_ms is None else case.warm_target_ms * 1000
        print(
            f"| {case.label} | {fmt_ms(cold)} | {fmt_target(case.cold_target_ms)} | "
            f"{warm * 1000:.2f} | {fmt_target(warm_target_us)} | {verdicts} |"
        )

    whole = process_time(args.process_runs)
    print()
    print("| whole process | median ms | target | verdict |")
    print("| --- | ---: | ---: | --- |")
    if isinstance(whole, str):
        print(f"| `solo odds fubar --json` | {whole} | < {PROCESS_TARGET_MS:g} | |")
    else:
        print(
            f"| `solo odds fubar --json` | {whole:.1f} | < {PROCESS_TARGET_MS:g} | "
            f"{verdict(whole, PROCESS_TARGET_MS)} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
