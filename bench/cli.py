"""Benchmark of the command line (a script, not a test): wall time of whole `solo` calls.

    .venv/bin/python bench/cli.py [--runs 15] [--entries 1000]

Makes a throwaway campaign with ``--entries`` journal records in a temp saves folder (real
turns through the game engine, as ``bench/saves.py`` does), then times, each the median of
``--runs`` fresh processes with bytecode caches warm (one untimed run first), wall time and
CPU time (user + system, steadier on a shared machine):

* bare ``python -c pass`` — the baseline, measured in the same run;
* ``solo --help`` and ``solo odds fubar --json`` (issue #22: under 100 ms);
* ``solo status`` and ``solo ask`` on that campaign (issue #22: under 150 ms);
* loading every shipped pack in this process: parsed from YAML, and read back from a warm
  content cache (issue #22: under 15 ms), each the median of ``--runs`` loads.

The content cache and the state cache (see ``solo.locations.content_cache_file`` and
``state_cache_file``) live in a temp folder for the run, so the first untimed call fills
them and the timed calls find them warm, as a player's second call does. Prints a Markdown
table with ratios to the baseline.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGETS_MS = {"help": 100, "odds": 100, "status": 150, "ask": 150}


def make_campaign(saves: Path, entries: int) -> None:
    """A campaign called ``bench`` whose journal holds ``entries`` records."""
    from solo.game.command_args import command_from
    from solo.game.launch import create_game, load_content
    from solo.game.setup import read_character_file
    from solo.locations import demo_file
    from solo.saves.store import SaveStore

    library, _ = load_content()
    game = create_game(SaveStore(saves), "bench", read_character_file(demo_file()), library, seed=1)
    question = {"text": "Is the way clear?", "kind": "world"}
    while len(game.save.records) < entries:
        if game.campaign.pending is not None:
            game.run(command_from("accept", dict()))
        elif game.campaign.turn % 10 == 9:
            game.run(command_from("end_scene", dict()))
            game.run(command_from("start_scene", dict(title="Another scene", setting="city")))
        elif len(game.save.records) % 3 == 0:
            game.run(command_from("note", dict(text="The rain keeps on.")))
        else:
            game.run(command_from("ask", dict(question=question)))
    game.close()


def wall_ms(argv: list[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    """Median wall time and median CPU time (user + system) of ``runs`` fresh processes,
    after one untimed warm-up. CPU time is steadier than wall time on a shared machine."""
    subprocess.run(argv, env=env, cwd=ROOT, capture_output=True, check=True)
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(argv, env=env, cwd=ROOT, capture_output=True, check=True)
        walls.append((time.perf_counter() - start) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        cpus.append(cpu * 1000)
    return statistics.median(walls), statistics.median(cpus)


def content_load_ms(cache: Path, runs: int) -> tuple[float, float]:
    """Median ms of loading every shipped pack: parsed from YAML, then from a warm cache."""
    from solo.locations import shipped_content_dir
    from solo.tables.loader import load_library

    def median_ms(cache_file: Path | None) -> float:
        samples = []
        for _ in range(runs):
            start = time.perf_counter()
            load_library(shipped_content_dir(), cache=cache_file)
            samples.append((time.perf_counter() - start) * 1000)
        return statistics.median(samples)

    load_library(shipped_content_dir(), cache=cache)  # fills it
    return median_ms(None), median_ms(cache)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--entries", type=int, default=1000)
    args = parser.parse_args()
    py = sys.executable
    solo = [py, "-m", "solo"]
    with tempfile.TemporaryDirectory() as tmp:
        saves = Path(tmp, "saves")
        saves.mkdir()
        make_campaign(saves, args.entries)
        env = dict(os.environ, SOLO_SAVES=str(saves), SOLO_CACHE=str(Path(tmp, "cache")))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        commands = {
            "baseline": [py, "-c", "pass"],
            "help": [*solo, "--help"],
            "odds": [*solo, "odds", "fubar", "--json"],
            "status": [*solo, "status", "bench"],
            "ask": [*solo, "ask", "Is the door locked?", "--save", "bench", "--world"],
        }
        labels = {
            "baseline": "`python -c pass` (baseline)",
            "help": "`solo --help`",
            "odds": "`solo odds fubar --json`",
            "status": f"`solo status` ({args.entries:,} journal records)",
            "ask": f"`solo ask` ({args.entries:,} journal records)",
        }
        times = {name: wall_ms(argv, env, args.runs) for name, argv in commands.items()}
        parsed, cached = content_load_ms(Path(tmp, "bench-cache", "content.pickle"), args.runs)
    base, base_cpu = times["baseline"]
    print(f"median of {args.runs} runs each, bytecode caches warm\n")
    print("| call | wall | × baseline | CPU | × baseline | target (wall) |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, (ms, cpu) in times.items():
        target = f"< {TARGETS_MS[name]} ms" if name in TARGETS_MS else ""
        print(
            f"| {labels[name]} | {ms:.0f} ms | {ms / base:.1f} | {cpu:.0f} ms "
            f"| {cpu / base_cpu:.1f} | {target} |"
        )
    print(f"| every shipped pack, parsed from YAML (in process) | {parsed:.1f} ms | | | | |")
    print(f"| every shipped pack, from the warm content cache | {cached:.1f} ms | | | | < 15 ms |")


if __name__ == "__main__":
    main()
