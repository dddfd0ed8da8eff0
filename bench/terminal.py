"""Benchmark of the play screen in a real terminal (issue 22 item 1, measured as item 4 says).

    .venv/bin/python bench/terminal.py [--turns 20] [--seeds 11,12,13,14]
        [--entries 10 | --entries 10,10000] [--against ../other-checkout]

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
in its own app, and pools their turns.

The machine's own speed drifts too (a shared host: the same code measured 45 ms a turn one
minute and 58 the next), so comparisons are made side by side: two apps, each step played
on one and then the other (who goes first alternates), both meeting the machine as it is
at that moment. ``--entries 10,10000`` plays a short and a long campaign of this tree
(what the journal's length costs); ``--against DIR`` plays this tree and another checkout
on the same campaigns, so both draw the same answers and the difference is read turn by
turn (before and after a change).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SESSION = f"solo-bench-terminal-{os.getpid()}"
"""One per run (each app adds its own number): two benchmarks at once on a shared machine
must not drive each other's app."""
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
    """``solo play`` of the source tree ``root`` in its own tmux session, with the
    process's CPU read around each step."""

    def __init__(self, folder: str, root: Path, number: int) -> None:
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
            f"cd {root} && exec env -u PYTHONDONTWRITEBYTECODE {env} TERM=xterm-256color "
            f"{sys.executable} -m solo play --save bench"
        )
        self.session = f"{SESSION}-{number}"
        self.launched = time.perf_counter()
        tmux("new-session", "-d", "-s", self.session, "-x", str(WIDTH), "-y", str(HEIGHT), command)
        self.pid = int(tmux("display", "-p", "-t", self.session, "#{pane_pid}"))
        self.idle_rate = 0.0

    def screen(self) -> str:
        return tmux("capture-pane", "-p", "-t", self.session)

    def wait_for(self, check: Callable[[str], bool], timeout: float = 10.0) -> float:
        t0 = time.perf_counter()
        while not check(self.screen()):
            if time.perf_counter() - t0 > timeout:
                raise TimeoutError(self.screen())
            time.sleep(0.01)
        return time.perf_counter() - t0

    def first_paint(self) -> tuple[float, float, float, float]:
        """Wall ms from launch to the app's first frame on the terminal (the opening: the
        play screen's boxes, drawn before the game's code loads) and the app's CPU ms by
        then; then the same to the play screen itself, drawn with the campaign (the wall
        time follows the machine's load; the CPU time much less)."""
        self.wait_for(lambda text: text.strip() != "")
        first = (time.perf_counter() - self.launched) * 1000, cpu_ms(self.pid)
        self.wait_for(lambda text: "palette" in text and "Action" in text)
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
            self.wait_for(shows)
        left = wall - (time.perf_counter() - t0)
        if left > 0:
            time.sleep(left)
        elapsed = time.perf_counter() - t0
        return cpu_ms(self.pid) - c0 - self.idle_rate * elapsed

    def type_text(self) -> None:
        for char in QUESTION:
            tmux("send-keys", "-t", self.session, "-l", char)
            time.sleep(KEY_GAP)

    def keys(self, *names: str) -> Callable[[], None]:
        def press() -> None:
            tmux("send-keys", "-t", self.session, *names)

        return press

    def close(self) -> None:
        subprocess.run(
            ["tmux", "kill-session", "-t", self.session], check=False, capture_output=True
        )


def compile_sources(root: Path) -> None:
    """Bytecode caches as a user has them (pip compiles on install): without them every
    launch compiles solo's ~300 modules, a third of the first paint."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "solo")], check=True)


class Side(NamedTuple):
    """One app of a run: the source tree it runs and the length of its campaign."""

    root: Path
    entries: int

    def label(self) -> str:
        tree = "this tree" if self.root == ROOT else str(self.root)
        return f"{tree}, {self.entries:,} entries"


Shows = Callable[[str], bool] | None
"""What the terminal shows once a step is drawn (None: its wall time is enough)."""


def reference_ms() -> float:
    """CPU ms of a fixed piece of pure-Python work done here, beside the apps (JSON out and
    back and a sort over 2,000 small records): the machine's speed at that moment, to read
    a run's figures against (a shared host's drift shows in it as in the apps)."""
    records = [{"n": i, "text": f"entry {i}", "tags": list(range(i % 7))} for i in range(2000)]
    t0 = time.thread_time()
    for _ in range(5):
        json.loads(json.dumps(records))
        sorted(records, key=lambda record: str(record["text"]))
    return (time.thread_time() - t0) * 1000


class Samples:
    """Every measured step of one side, over every campaign of a run."""

    def __init__(self) -> None:
        self.reference: list[float] = []
        """:func:`reference_ms` before each turn this side played."""
        self.idle: list[float] = []
        self.paint: list[tuple[float, float, float, float]] = []
        self.typing: list[float] = []
        self.ask: list[float] = []
        self.accept: list[float] = []
        self.toggle: list[float] = []

    def turns(self) -> list[float]:
        return [a + b for a, b in zip(self.ask, self.accept, strict=True)]


def play_together(sides: list[Side], samples: list[Samples], turns: int, seed: int) -> None:
    """One campaign per side with dice seed ``seed``, each in its own app, played step by
    step in turn (A's Enter, then B's, …; who goes first alternates each turn), so both
    apps meet the machine as it is at that moment: a busy neighbour or a slower core shows
    in both, not in one run and not the next."""
    with contextlib.ExitStack() as stack:
        terms = []
        for number, side in enumerate(sides):
            folder = stack.enter_context(tempfile.TemporaryDirectory())
            make_campaign(f"{folder}/saves", side.entries, seed)
            term = Terminal(folder, side.root, number)
            stack.callback(term.close)
            samples[number].paint.append(term.first_paint())  # one app starting at a time
            terms.append(term)
        time.sleep(1.0)
        for term, sample in zip(terms, samples, strict=True):
            term.measure_idle()
            sample.idle.append(term.idle_rate)
        steps: tuple[tuple[str, Callable[[Terminal], Callable[[], None]], float, Shows], ...] = (
            ("typing", lambda t: t.type_text, len(QUESTION) * KEY_GAP + STEP, None),
            ("ask", lambda t: t.keys("Enter"), STEP, lambda text: "f5 Accept" in text),
            ("accept", lambda t: t.keys("F5"), STEP, lambda text: "f5 Accept" not in text),
        )
        for i in range(turns + 2):
            pairs = list(zip(terms, samples, strict=True))
            for name, act, wall, shows in steps:
                for term, sample in pairs if i % 2 == 0 else pairs[::-1]:
                    spent = term.step(act(term), wall, shows)
                    if i >= 2:  # two turns warm the caches
                        getattr(sample, name).append(spent)
            if i >= 2:
                reference = reference_ms()
                for sample in samples:
                    sample.reference.append(reference)
        for term in terms:
            for key in ("BTab", "Down"):  # from the question to the builder's first row
                term.keys(key)()
        time.sleep(STEP)
        for i in range(turns):
            switched: Callable[[str], bool] = (
                (lambda text: "[x]" in text) if i % 2 == 0 else (lambda text: "[x]" not in text)
            )  # switched on, then off
            for term, sample in zip(terms, samples, strict=True):
                sample.toggle.append(term.step(term.keys("Enter"), STEP, switched))


def rows_of(sample: Samples) -> list[tuple[str, float, float | None]]:
    med = statistics.median
    turn = sample.turns()
    whole = [t + a for t, a in zip(sample.typing, turn, strict=True)]
    paint, paint_cpu, play, play_cpu = (med(column) for column in zip(*sample.paint))
    return [
        ("machine reference: fixed Python work beside the apps", med(sample.reference), None),
        (
            "**turn ÷ reference**",
            med(t / r for t, r in zip(turn, sample.reference, strict=True)),
            None,
        ),
        ("idle CPU (ms per s, subtracted)", med(sample.idle), None),
        ("first paint (wall, launch to the first frame)", paint, TARGETS["paint"]),
        ("first paint, the app's CPU until then", paint_cpu, None),
        ("the play screen drawn (wall, launch to the campaign on it)", play, None),
        ("the play screen, the app's CPU until then", play_cpu, None),
        (f"typing a {len(QUESTION)}-character question", med(sample.typing), None),
        ("typing, per key", med(sample.typing) / len(QUESTION), TARGETS["key"]),
        ("Enter (ask)", med(sample.ask), None),
        ("F5 (accept)", med(sample.accept), None),
        ("**turn: Enter + F5**", med(turn), TARGETS["turn"]),
        ("turn: mean", statistics.fmean(turn), None),
        ("turn: slowest tenth (90th percentile)", statistics.quantiles(turn, n=10)[-1], None),
        ("turn with typing", med(whole), None),
        (
            "pool toggle (Enter on a builder row, odds redrawn)",
            med(sample.toggle),
            TARGETS["toggle"],
        ),
    ]


def run(sides: list[Side], turns: int, seeds: list[int]) -> list[Samples]:
    for root in dict.fromkeys(side.root for side in sides):
        compile_sources(root)
    samples = [Samples() for _ in sides]
    for seed in seeds:
        play_together(sides, samples, turns, seed)
    return samples


def comparison(sides: list[Side], samples: list[Samples]) -> list[str]:
    """How the second side's turn compares with the first's: turn by turn when both
    played the same answers (the same campaign length), else as the ratio of medians."""
    (a, b), med = samples, statistics.median
    if sides[0].entries == sides[1].entries:
        diffs = [y - x for x, y in zip(a.turns(), b.turns(), strict=True)]
        keys = [(y - x) / len(QUESTION) for x, y in zip(a.typing, b.typing, strict=True)]
        return [
            f"B - A, turn by turn (the same answers): median {med(diffs):+.1f} ms, "
            f"mean {statistics.fmean(diffs):+.1f} ms; a key: median {med(keys):+.2f} ms"
        ]
    ratio = med(b.turns()) / med(a.turns())
    mean = statistics.fmean(b.turns()) / statistics.fmean(a.turns())
    return [f"B / A, turn (medians): {ratio:.2f}; means: {mean:.2f}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument(
        "--entries",
        default="10",
        help="journal entries of the campaign; two (10,10000) play both side by side",
    )
    parser.add_argument(
        "--seeds",
        default="11",
        help="comma-separated dice seeds: one campaign each, played in its own app, pooled",
    )
    parser.add_argument(
        "--against",
        type=Path,
        help="another source tree (a checkout of main, say) played side by side with this one",
    )
    args = parser.parse_args()
    seeds = [int(seed) for seed in args.seeds.split(",")]
    entries = [int(e) for e in args.entries.split(",")]
    sides = [Side(ROOT, e) for e in entries]
    if args.against is not None:
        sides = [Side(ROOT, entries[0]), Side(args.against.resolve(), entries[0])]
    samples = run(sides, args.turns, seeds)
    print(
        f"tmux {WIDTH}x{HEIGHT}, {len(seeds)} campaign(s) per side (seeds {args.seeds}) x "
        f"{args.turns} turns, CPU ms"
    )
    names = "ABCD"
    print(
        "| measure | "
        + " | ".join(f"{names[i]}: {s.label()}" for i, s in enumerate(sides))
        + " | target ms |"
    )
    print("|---|" + "---:|" * len(sides) + "---:|")
    columns = [rows_of(sample) for sample in samples]
    for row in zip(*columns, strict=True):
        label, _, target = row[0]
        digits = 2 if "÷" in label else 1  # a ratio, not ms
        cells = [
            f"{ms:.{digits}f}" + ("" if target is None or ms < target else " **no**")
            for _, ms, _ in row
        ]
        print(
            f"| {label} | "
            + " | ".join(cells)
            + f" | {'' if target is None else f'{target:.0f}'} |"
        )
    if len(sides) == 2:
        for line in comparison(sides, samples):
            print(line)


if __name__ == "__main__":
    main()
