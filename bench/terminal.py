"""Benchmark of the play screen in a real terminal (issue 22 item 1, measured as item 4 says).

    .venv/bin/python bench/terminal.py [--turns 20] [--entries 10] [--seeds 11,12,13,14]

``solo play`` runs in a detached tmux session at 100×34 with its saves and config in a
temporary folder (a campaign of ``--entries`` journal entries made beforehand). Keys go
through tmux as a terminal sends them; the app's CPU time (its threads' run time from
``/proc/PID/task/*/schedstat``, in nanoseconds) is read before and after each step, each
step is given the same wall time (longer if the terminal has not shown it yet), and the
idle CPU the app burns over that time with no key pressed (cursor blink,
timers) is measured first and subtracted. Printed: the median per step and per turn
(Enter + F5, the figure issue 22 targets, and the whole turn with typing), a pool toggle,
the first paint (wall time from launch to the app's first frame on the terminal: the
opening, drawn before the game's code loads) and the play screen drawn with the campaign,
with solo's bytecode compiled first and the app allowed to use it
(``PYTHONDONTWRITEBYTECODE`` unset).

What a turn costs depends on its answer (a "but" that adds a Condition redraws more than a
plain "No"), and the dice of each turn are keyed by the campaign's seed and its number of
records: a campaign of 10 entries and one of 10,000 draw different answers. One campaign's
median swings by ±10 ms with its answers, so ``--seeds`` plays one campaign per seed, each
in its own app, and pools their turns: compare journal lengths over the same seeds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SESSION = f"solo-bench-terminal-{os.getpid()}"
"""One per run: two benchmarks at once on a shared machine must not drive each other's app."""
WIDTH, HEIGHT = 100, 34
QUESTION = "Do I find the key ok"  # 20 characters
KEY_GAP = 0.03
"""Seconds between two typed keys (a fast typist), so each key is its own read."""
STEP = 0.5
"""Wall seconds given to each step (Enter, F5, a toggle) before its CPU is read."""
TICK = os.sysconf("SC_CLK_TCK")
TARGETS = {"key": 2.0, "turn": 50.0, "toggle": 15.0, "paint": 500.0}


def tmux(*args: str) -> str:
    return subprocess.run(
        ["tmux", *args], check=True, capture_output=True, text=True
    ).stdout.rstrip("\n")


def screen() -> str:
    return tmux("capture-pane", "-p", "-t", SESSION)


def cpu_ms(pid: int) -> float:
    """CPU time of the process so far, in ms: the nanoseconds each of its threads has run
    (``/proc/PID/task/*/schedstat``), else utime + stime (clock ticks, 10 ms each here: a
    step of 30-60 ms read in ticks moves by a whole tick either way)."""
    try:
        return (
            sum(
                int(task.read_text().split()[0])
                for task in Path(f"/proc/{pid}/task").glob("*/schedstat")
            )
            / 1e6
        )
    except (OSError, ValueError):
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / TICK


def wait_for(check: Callable[[str], bool], timeout: float = 10.0) -> float:
    t0 = time.perf_counter()
    while not check(screen()):
        if time.perf_counter() - t0 > timeout:
            raise TimeoutError(screen())
        time.sleep(0.01)
    return time.perf_counter() - t0


TAIL_TURNS = 5
"""Turns played at the end of every bench campaign, whatever its length."""


def make_campaign(saves: str, entries: int, seed: int = 11) -> None:
    """The demo campaign with ``entries`` journal entries, ending in the same
    :data:`TAIL_TURNS` asked and accepted turns (two entries each) whatever its length: a
    long campaign differs from a short one in its journal alone (notes before the turns),
    so ``--entries 10000`` against ``--entries 10`` measures what the journal's length
    costs a turn. (Thousands of turns played without ending a scene would also leave the
    hero carrying ~100 Conditions, a bigger state to save and draw: not the journal.)"""
    from solo.game.launch import create_game, load_content, store_for
    from solo.game.setup import read_character_file
    from solo.game.story.commands import Note
    from solo.game.turn.commands import Accept, Ask
    from solo.game.turn.question import Question
    from solo.locations import demo_file

    library = load_content()[0]
    sheet = read_character_file(demo_file())
    game = create_game(
        store_for(saves), "bench", sheet, library, system="fubar", seed=seed, where=str(demo_file())
    )
    for number in range(entries - len(game.journal()) - 2 * TAIL_TURNS):
        game.run(Note(f"Note {number + 1}: the tide turns; the crew argue over the map."))
    while len(game.journal()) < entries:
        game.run(Ask(Question("Do I press on?")))
        game.run(Accept())
    game.close()


class Terminal:
    """``solo play`` in tmux, with the process's CPU read around each step."""

    def __init__(self, folder: str) -> None:
        env = " ".join(
            f"{key}={folder}/{sub}"
            for key, sub in (
                ("SOLO_SAVES", "saves"),
                ("XDG_CONFIG_HOME", "config"),
                ("XDG_DATA_HOME", "data"),
                ("XDG_CACHE_HOME", "cache"),
            )
        )
        command = (
            f"cd {ROOT} && exec env -u PYTHONDONTWRITEBYTECODE {env} TERM=xterm-256color "
            f"{sys.executable} -m solo play --save bench"
        )
        self.launched = time.perf_counter()
        tmux("new-session", "-d", "-s", SESSION, "-x", str(WIDTH), "-y", str(HEIGHT), command)
        self.pid = int(tmux("display", "-p", "-t", SESSION, "#{pane_pid}"))
        self.idle_rate = 0.0

    def first_paint(self) -> tuple[float, float, float, float]:
        """Wall ms from launch to the app's first frame on the terminal (the opening: the
        play screen's boxes, drawn before the game's code loads) and the app's CPU ms by
        then; then the same to the play screen itself, drawn with the campaign (the wall
        time follows the machine's load; the CPU time much less)."""
        wait_for(lambda text: text.strip() != "")
        first = (time.perf_counter() - self.launched) * 1000, cpu_ms(self.pid)
        wait_for(lambda text: "palette" in text and "Action" in text)
        return (*first, (time.perf_counter() - self.launched) * 1000, cpu_ms(self.pid))

    def measure_idle(self, seconds: float = 5.0) -> None:
        c0 = cpu_ms(self.pid)
        time.sleep(seconds)
        self.idle_rate = (cpu_ms(self.pid) - c0) / seconds

    def step(
        self, act: Callable[[], None], wall: float, shows: Callable[[str], bool] | None = None
    ) -> float:
        """CPU ms of ``act`` and what it sets off within ``wall`` seconds, idle subtracted;
        with ``shows``, the window also lasts until the terminal shows it (a loaded machine
        can take longer than ``wall`` to draw a step, which then counts whole)."""
        c0, t0 = cpu_ms(self.pid), time.perf_counter()
        act()
        if shows is not None:
            wait_for(shows)
        left = wall - (time.perf_counter() - t0)
        if left > 0:
            time.sleep(left)
        elapsed = time.perf_counter() - t0
        return cpu_ms(self.pid) - c0 - self.idle_rate * elapsed

    def type_text(self, text: str) -> None:
        for char in text:
            tmux("send-keys", "-t", SESSION, "-l", char)
            time.sleep(KEY_GAP)

    def keys(self, *names: str) -> Callable[[], None]:
        return lambda: tmux("send-keys", "-t", SESSION, *names)

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", SESSION], check=False, capture_output=True)


def compile_sources() -> None:
    """Bytecode caches as a user has them (pip compiles on install): without them every
    launch compiles solo's ~300 modules, a third of the first paint."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "solo")], check=True)


class Samples:
    """Every measured step of every campaign a run plays, pooled."""

    def __init__(self) -> None:
        self.idle: list[float] = []
        self.paint: list[tuple[float, float, float, float]] = []
        self.typing: list[float] = []
        self.ask: list[float] = []
        self.accept: list[float] = []
        self.toggle: list[float] = []


def play_campaign(samples: Samples, turns: int, entries: int, seed: int) -> None:
    """One campaign of ``entries`` entries and dice seed ``seed``, played in its own app."""
    with tempfile.TemporaryDirectory() as folder:
        make_campaign(f"{folder}/saves", entries, seed)
        term = Terminal(folder)
        try:
            samples.paint.append(term.first_paint())
            time.sleep(1.0)
            term.measure_idle()
            samples.idle.append(term.idle_rate)
            for i in range(turns + 2):
                typed = term.step(lambda: term.type_text(QUESTION), len(QUESTION) * KEY_GAP + STEP)
                asked = term.step(term.keys("Enter"), STEP, lambda text: "f5 Accept" in text)
                accepted = term.step(term.keys("F5"), STEP, lambda text: "f5 Accept" not in text)
                if i >= 2:  # two turns warm the caches
                    samples.typing.append(typed)
                    samples.ask.append(asked)
                    samples.accept.append(accepted)
            for key in ("BTab", "Down"):  # from the question to the builder's first row
                term.keys(key)()
                time.sleep(STEP)
            for i in range(turns):
                on = i % 2 == 0  # switched on, then off
                samples.toggle.append(
                    term.step(term.keys("Enter"), STEP, lambda t, on=on: ("[x]" in t) == on)
                )
        finally:
            term.close()


def run(turns: int, entries: int, seeds: list[int]) -> list[tuple[str, float, float | None]]:
    compile_sources()
    samples = Samples()
    for seed in seeds:
        play_campaign(samples, turns, entries, seed)
    med = statistics.median
    turn = [a + b for a, b in zip(samples.ask, samples.accept, strict=True)]
    whole = [t + a for t, a in zip(samples.typing, turn, strict=True)]
    paint, paint_cpu, play, play_cpu = (med(column) for column in zip(*samples.paint))
    return [
        ("idle CPU (ms per s, subtracted)", med(samples.idle), None),
        ("first paint (wall, launch to the first frame)", paint, TARGETS["paint"]),
        ("first paint, the app's CPU until then", paint_cpu, None),
        ("the play screen drawn (wall, launch to the campaign on it)", play, None),
        ("the play screen, the app's CPU until then", play_cpu, None),
        (f"typing a {len(QUESTION)}-character question", med(samples.typing), None),
        ("typing, per key", med(samples.typing) / len(QUESTION), TARGETS["key"]),
        ("Enter (ask)", med(samples.ask), None),
        ("F5 (accept)", med(samples.accept), None),
        ("**turn: Enter + F5**", med(turn), TARGETS["turn"]),
        ("turn: mean", statistics.fmean(turn), None),
        ("turn: slowest tenth (90th percentile)", statistics.quantiles(turn, n=10)[-1], None),
        ("turn with typing", med(whole), None),
        (
            "pool toggle (Enter on a builder row, odds redrawn)",
            med(samples.toggle),
            TARGETS["toggle"],
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--entries", type=int, default=10)
    parser.add_argument(
        "--seeds",
        default="11",
        help="comma-separated dice seeds: one campaign each, played in its own app, pooled",
    )
    args = parser.parse_args()
    seeds = [int(seed) for seed in args.seeds.split(",")]
    rows = run(args.turns, args.entries, seeds)
    print(
        f"tmux {WIDTH}x{HEIGHT}, {len(seeds)} campaign(s) (seeds {args.seeds}) x {args.turns} "
        f"turns, {args.entries} journal entries, CPU ms"
    )
    print("| measure | ms | target ms | met |")
    print("|---|---:|---:|---|")
    for label, ms, target in rows:
        met = "" if target is None else ("yes" if ms < target else "**no**")
        print(f"| {label} | {ms:.1f} | {'' if target is None else f'{target:.0f}'} | {met} |")


if __name__ == "__main__":
    main()
