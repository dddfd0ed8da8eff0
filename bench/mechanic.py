"""Benchmark of mechanics described in files (a script, not a test).

    .venv/bin/python bench/mechanic.py [--runs 5]

For each case, in a fresh Python process: *import* is loading the file reader
(``solo.tables.mechanic_file``, which brings ``solo.tables`` and PyYAML), *read* is reading
and checking the file (with its work estimate), *odds* is the first ``odds()`` call —
all CPU time (``time.process_time``), median over ``--runs`` processes. Then the whole
`solo odds --mechanic FILE --json` process against `solo odds SYSTEM --json` for the same
odds, CPU time of the child (user + sys), median. Prints a markdown table.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLO = ROOT / ".venv" / "bin" / "solo"
FILES = ROOT / "content" / "mechanics"
CASES = (
    ("fubar.yaml", {"bonus": "3"}, ["fubar", "--bonus", "3"]),
    (
        "minifu.yaml",
        {"power": "10", "challenge": "10"},
        ["minifu", "--power", "10", "--challenge", "10"],
    ),
    (
        "minifu.yaml",
        {"power": "30", "challenge": "30"},
        ["minifu", "--power", "30", "--challenge", "30"],
    ),
    (
        "buckets.yaml",
        {"player": "10", "resistance": "10"},
        ["buckets", "--player", "10", "--resistance", "10"],
    ),
    ("two-best.yaml", {"bonus": "3"}, []),
)
PROBE = r"""
import sys, time
from pathlib import Path
t0 = time.process_time()
from solo.tables.mechanic_file import load_mechanic
t1 = time.process_time()
path = Path(sys.argv[1])
mech = load_mechanic(path.read_text(encoding="utf-8"), str(path))
t2 = time.process_time()
mech.odds(mech.params(**dict(a.split("=") for a in sys.argv[2:])))
t3 = time.process_time()
print((t1 - t0) * 1000, (t2 - t1) * 1000, (t3 - t2) * 1000)
"""


def probe(file: str, options: dict[str, str]) -> list[float]:
    args = [str(FILES / file), *(f"{k}={v}" for k, v in options.items())]
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, check=True
    )
    return [float(x) for x in out.stdout.split()]


def process_cpu_ms(argv: list[str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([str(SOLO), *argv], capture_output=True, check=True, env={**os.environ})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def option_flags(options: dict[str, str]) -> list[str]:
    flags = []
    for key, value in options.items():
        flags += (
            [f"--{key}", value] if key in ("bonus", "penalty") else ["--option", f"{key}={value}"]
        )
    return flags


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    print(
        "| file | options | import ms | read ms | odds ms | `solo odds --mechanic` ms | built-in ms |"
    )
    print("|---|---|---:|---:|---:|---:|---:|")
    for file, options, built_in in CASES:
        probes = [probe(file, options) for _ in range(runs)]
        imported, read, odds = (statistics.median(p[i] for p in probes) for i in range(3))
        mine = ["odds", "--mechanic", str(FILES / file), *option_flags(options), "--json"]
        cli = statistics.median(process_cpu_ms(mine) for _ in range(runs))
        theirs = (
            f"{statistics.median(process_cpu_ms(['odds', *built_in, '--json']) for _ in range(runs)):.0f}"
            if built_in
            else "—"
        )
        shown = " ".join(f"{k}={v}" for k, v in options.items())
        print(
            f"| {file} | {shown} | {imported:.0f} | {read:.1f} | {odds:.1f} | {cli:.0f} | {theirs} |"
        )


if __name__ == "__main__":
    main()
