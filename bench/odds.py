"""Benchmark of the exact-odds engines (a script, not a test).

    .venv/bin/python bench/odds.py [--cold-runs 3] [--process-runs 10] [--icepool-all]

For each case: *cold* is the first ``odds(...).rungs`` (the counts and their exact Fractions, what a caller reads) in a fresh Python process (the
mechanic's module already imported; median over ``--cold-runs`` fresh processes), *warm*
is the median of many repeat calls in that process (the base class caches per params).
*icepool* is the baseline: the same odds from icepool (``bench/icepool_odds.py``), its
first call timed in the same fresh process as ours; the ratio is icepool's cold time over
ours, per process, median over the processes (target: at least 30×). Whichever call runs
second finds some of Python's shared code already warm (``Fraction``, dict and tuple
paths), so the processes take turns: odd ones time ours first, even ones icepool first. The ratio
to our counts alone (``odds()``, before its Fractions are read) is printed beside it:
icepool's timed call also ends at counts (a Die), so that is the like-for-like figure.
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
RATIO_TARGET = 30.0
"""Cold odds at least this many times faster than icepool's, in the same process."""


@dataclass(frozen=True)
class Case:
    label: str
    system: str
    options: dict[str, Any]
    cold_target_ms: float | None = None
    warm_target_ms: float | None = None
    slow_baseline: bool = False  # icepool takes seconds here: run it only with --icepool-all


CASES = (
    Case("fubar net 0", "fubar", {}),
    Case("fubar net 3", "fubar", {"bonus": 3}),
    Case("fubar net 10", "fubar", {"bonus": 10}),
    Case("fubar net 20", "fubar", {"bonus": 20}),
    Case("minifu 4v2", "minifu", {"power": 4, "challenge": 2}, None, 0.1),
    Case("minifu 10v10", "minifu", {"power": 10, "challenge": 10}, 8.0, 0.1),
    Case("minifu 30v30", "minifu", {"power": 30, "challenge": 30}, 500.0, 0.1, True),
    Case("buckets 3v3", "buckets", {"player": 3, "resistance": 3}, None, 0.1),
    Case("buckets 10v10", "buckets", {"player": 10, "resistance": 10}, 8.0, 0.1),
    Case("buckets 30v30", "buckets", {"player": 30, "resistance": 30}, 500.0, 0.1, True),
    Case(
        "buckets 30v30 more ands",
        "buckets",
        {"player": 30, "resistance": 30, "more_ands": True},
        slow_baseline=True,
    ),
    Case("d6 5D", "d6", {"code": "5D"}),
    Case("d6 20D+5CP", "d6", {"code": "20D", "cp": 5}),
    Case("frameworks score 5 + focus", "frameworks", {"score": 5, "focus": True}),
)

CHILD = r"""
import json, statistics, sys, time
system, options, calls, baseline = sys.argv[1], json.loads(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
icepool_first = sys.argv[5] == "icepool-first"
try:
    from solo.dice import mechanic
    mech = mechanic(system)
    params = mech.params(**options)
    model = None
    if baseline == "yes":
        try:
            from bench.icepool_odds import model
            model = model(system)
        except ImportError:
            model = None
    def icepool_call():
        if model is None:
            return None
        start = time.perf_counter()
        model(system, options)
        return time.perf_counter() - start
    icepool_cold = icepool_call() if icepool_first else None
    start = time.perf_counter()
    odds = mech.odds(params)  # the exact distribution, as counts where the system counts
    counted = time.perf_counter()
    odds.rungs  # what a caller reads: each rung's exact Fraction
    cold = time.perf_counter() - start
    counts = counted - start
    if not icepool_first:
        icepool_cold = icepool_call()
    warm = []
    for _ in range(calls):
        start = time.perf_counter()
        mech.odds(params).rungs
        warm.append(time.perf_counter() - start)
except Exception as exc:
    print(json.dumps({"error": f"{type(exc).__name__}: {exc}"}))
else:
    print(json.dumps({"cold": cold, "counts": counts, "warm": statistics.median(warm), "icepool": icepool_cold}))
"""


def measure(case: Case, cold_runs: int, icepool_all: bool) -> dict[str, Any]:
    """Median cold and warm times, and the median of icepool's cold time over ours, each
    ratio taken within one process."""
    colds, warms, ratios, baselines, count_ratios = [], [], [], [], []
    baseline = "yes" if icepool_all or not case.slow_baseline else "no"
    for run in range(cold_runs):
        proc = subprocess.run(
            [
                sys.executable,
                "-c",
                CHILD,
                case.system,
                json.dumps(case.options),
                str(WARM_CALLS),
                baseline,
                "icepool-first" if run % 2 else "ours-first",
            ],
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
        if data["icepool"] is not None:
            baselines.append(data["icepool"])
            ratios.append(data["icepool"] / data["cold"])
            count_ratios.append(data["icepool"] / data["counts"])
    return {
        "cold": statistics.median(colds),
        "warm": statistics.median(warms),
        "icepool": statistics.median(baselines) if baselines else None,
        "ratio": statistics.median(ratios) if ratios else None,
        "count_ratio": statistics.median(count_ratios) if count_ratios else None,
        "baseline": "no model" if baseline == "yes" else "skipped (seconds; --icepool-all)",
    }


def fmt_baseline(result: dict[str, Any]) -> tuple[str, str, str, str]:
    """The icepool cold time, the ratio to our counts alone and to our whole answer
    (counts and Fractions), and the verdict of the second against RATIO_TARGET."""
    if result["ratio"] is None:
        return result["baseline"], "", "", ""
    ratio = result["ratio"]
    return (
        fmt_ms(result["icepool"] * 1000),
        f"{result['count_ratio']:.0f}×",
        f"{ratio:.0f}×",
        "ok" if ratio >= RATIO_TARGET else "UNDER",
    )


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
    parser.add_argument(
        "--icepool-all",
        action="store_true",
        help="time icepool on the 30-a-side pools too (tens of seconds each)",
    )
    parser.add_argument("--only", default="", help="run only the cases whose label has this")
    args = parser.parse_args(argv)

    print(
        f"Exact odds timings (Python {sys.version.split()[0]}; cold = median of "
        f"{args.cold_runs} fresh processes, warm = median of {WARM_CALLS} calls)\n"
    )
    print(
        "| case | cold ms | cold target (ms) | icepool cold ms | icepool ÷ our counts "
        f"| icepool ÷ cold (≥ {RATIO_TARGET:g}×) | warm µs | warm target (µs) | verdict |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for case in CASES:
        if args.only not in case.label:
            continue
        result = measure(case, args.cold_runs, args.icepool_all)
        if "error" in result:
            warm_target_us = None if case.warm_target_ms is None else case.warm_target_ms * 1000
            print(
                f"| {case.label} | n/a | {fmt_target(case.cold_target_ms)} | | | | n/a | "
                f"{fmt_target(warm_target_us)} | {result['error']} |"
            )
            continue
        cold, warm = result["cold"] * 1000, result["warm"] * 1000
        icepool_ms, count_ratio, ratio, ratio_verdict = fmt_baseline(result)
        verdicts = " ".join(
            v
            for v in (
                verdict(cold, case.cold_target_ms),
                ratio_verdict,
                verdict(warm, case.warm_target_ms),
            )
            if v
        )
        warm_target_us = None if case.warm_target_ms is None else case.warm_target_ms * 1000
        print(
            f"| {case.label} | {fmt_ms(cold)} | {fmt_target(case.cold_target_ms)} | "
            f"{icepool_ms} | {count_ratio} | {ratio} | {warm * 1000:.2f} | {fmt_target(warm_target_us)} | {verdicts} |"
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
