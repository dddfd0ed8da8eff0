"""Benchmark of saves (a script, not a test): autosave and load with a long journal.

    .venv/bin/python bench/saves.py [--entries 10000]

Plays real turns through the game engine (world questions, accepted, with content
draws; a new scene every 20 records) until the journal holds ``--entries`` records,
then measures:

* one autosave: a full action (`note`) including the journal append, the atomic
  rewrite of campaign.yaml and every fsync — median of 200;
* a full load: opening the campaign (lock, parse campaign.yaml, read and parse the whole
  journal, fold the history) — median of 20.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from solo.game.command_args import command_from  # noqa: E402
from solo.game.engine import Game  # noqa: E402
from solo.game.launch import create_game, load_content  # noqa: E402
from solo.game.setup import read_character_file  # noqa: E402
from solo.locations import demo_file  # noqa: E402
from solo.saves.store import SaveStore  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000)
    args = parser.parse_args()
    library, _ = load_content()
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        game = create_game(store, "bench", read_character_file(demo_file()), library, seed=1)
        start = time.perf_counter()
        while len(game.save.records) < args.entries:
            if game.campaign.pending is None and game.campaign.turn % 10 == 9:
                game.run(
                    command_from("end_scene", dict())
                )  # play moves on: scenes end, their Details with them
                game.run(command_from("start_scene", dict(title="Another scene", setting="city")))
                game.run(
                    command_from(
                        "ask", dict(question={"text": "Is the way clear?", "kind": "world"})
                    )
                )
            elif game.campaign.pending is None:
                game.run(
                    command_from(
                        "ask", dict(question={"text": "Is the way clear?", "kind": "world"})
                    )
                )
            else:
                game.run(command_from("accept", dict()))
        fill = time.perf_counter() - start
        autosaves = []
        for i in range(200):
            t = time.perf_counter()
            game.run(command_from("note", dict(text=f"note {i}")))
            autosaves.append((time.perf_counter() - t) * 1000)
        game.close()
        journal = Path(tmp, "bench", "journal.jsonl").stat().st_size
        loads = []
        for _ in range(20):
            t = time.perf_counter()
            g = Game(store.open("bench"), library)
            g.history()
            loads.append((time.perf_counter() - t) * 1000)
            g.close()
    auto, load = statistics.median(autosaves), statistics.median(loads)
    print(
        f"journal: {args.entries + 200} records, {journal / 1e6:.1f} MB "
        f"(filled in {fill:.1f} s, {fill / args.entries * 1000:.2f} ms per action)\n"
    )
    print("| measure | median | target |")
    print("|---|---:|---:|")
    print(f"| one autosave (a whole action) | {auto:.2f} ms | < 20 ms |")
    print(f"| full load | {load:.0f} ms | < 500 ms |")


if __name__ == "__main__":
    main()
