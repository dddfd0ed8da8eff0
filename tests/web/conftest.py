"""`solo serve` in a real browser: the system's headless Chromium, driven by Playwright.

Playwright's own browser download is not used: the tests run the Chromium the machine has
(Debian's ``chromium`` package; ``.ci/run`` installs it) and skip, saying why, without one.
Screenshots (1280×800) are kept in ``tests/web/artifacts/`` (git-ignored).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"
SCREEN_TEXT_JS = (HERE / "screen_text.js").read_text(encoding="utf-8")
VIEWPORT = {"width": 1280, "height": 800}
START_TIMEOUT = 30  # seconds: the server and each tab's app start on a shared, slow machine
SCREEN_TIMEOUT_MS = int(os.environ.get("SOLO_WEB_TIMEOUT_MS", "45000"))
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def chromium_path() -> str | None:
    """$SOLO_CHROMIUM, else the first Chromium on PATH."""
    if os.environ.get("SOLO_CHROMIUM"):
        return os.environ["SOLO_CHROMIUM"]
    return next((p for p in map(shutil.which, CHROMIUM_NAMES) if p), None)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    path = chromium_path()
    if path is None:
        pytest.skip("no Chromium on this machine (apt-get install chromium; .ci/run does)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=path, args=["--no-sandbox", "--disable-dev-shm-usage"]
        )
        try:
            yield chromium
        finally:
            chromium.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@dataclass
class Served:
    """A running `solo serve` and the lines it printed."""

    process: subprocess.Popen[str]
    url: str
    saves: Path
    lines: list[str] = field(default_factory=list)

    def stop(self, timeout: float = START_TIMEOUT) -> int:
        """Ctrl+C, as a player would; the exit code (killed after a bounded wait)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                return self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.kill()
                raise
        return self.process.returncode

    def kill(self) -> None:
        """SIGKILL the server's whole process group (it leads its own session): the apps it
        started for its tabs go with it, even if it could not stop them itself."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass  # the server and everything it started have ended
        self.process.wait()


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[..., Served]]:
    """Start `solo serve` on a free port of 127.0.0.1; every server is stopped afterwards."""
    started: list[Served] = []

    def start(*extra: str) -> Served:
        port = free_port()
        saves = tmp_path / "saves"
        process = subprocess.Popen(
            [sys.executable, "-m", "solo", "serve", "--port", str(port), "--saves", str(saves)]
            + list(extra),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            # a Ctrl+C in pytest's terminal is not the server's, and its tabs' apps join its
            # process group, which Served.kill ends as one
            start_new_session=True,
        )
        served = Served(process, f"http://127.0.0.1:{port}/", saves)
        started.append(served)
        ready = threading.Event()

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                served.lines.append(line.rstrip("\n"))
                if "playing at" in line:
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(START_TIMEOUT) or process.poll() is not None:
            raise AssertionError(f"solo serve did not start: {served.lines}")
        # it says "playing at" as it starts up, a moment before its socket listens
        wait_until(lambda: listening(port), f"solo serve to listen on port {port}")
        return served

    yield start
    for served in started:
        served.kill()  # even a server that stopped: no app of its group outlives the test


@pytest.fixture
def open_tab(browser: Any) -> Iterator[Callable[[str], Tab]]:
    context = browser.new_context(viewport=VIEWPORT)
    context.add_init_script(SCREEN_TEXT_JS)

    def open_(url: str) -> Tab:
        page = context.new_page()
        page.set_default_timeout(SCREEN_TIMEOUT_MS)
        page.goto(url)
        return Tab(page)

    yield open_
    context.close()


class Tab:
    """One browser tab on the served app; it reads the screen as the page received it."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def mark(self) -> int:
        """Where the screen text is now: wait_for(..., since=mark) looks only after it."""
        return int(self.page.evaluate("window.__soloText.length"))

    def wait_for(self, *words: str, since: int = 0) -> None:
        """Until every one of ``words`` has been drawn (after ``since``), or time out."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        try:
            self.page.wait_for_function(
                """([words, since]) => {
                    const text = window.__soloText.slice(since).replace(/\\s+/g, " ");
                    return words.every((w) => text.includes(w));
                }""",
                arg=[[re.sub(r"\s+", " ", w) for w in words], since],
            )
        except PlaywrightTimeout:
            self.screenshot("timed-out")
            seen = re.sub(r"\s+", " ", self.page.evaluate("window.__soloText")[since:])
            raise AssertionError(
                f"never drawn: {words}; the screen ended with: {seen[-800:]}"
            ) from None

    def cell_height(self) -> float:
        """Pixels per terminal line (xterm.js sizes its input box to one cell)."""
        height = self.page.evaluate(
            "document.querySelector('textarea.xterm-helper-textarea').style.height"
        )
        return float(str(height).removesuffix("px"))

    def type(self, text: str) -> None:
        self.page.focus("textarea.xterm-helper-textarea")
        self.page.keyboard.type(text)

    def press(self, key: str) -> None:
        self.page.focus("textarea.xterm-helper-textarea")
        self.page.keyboard.press(key)

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path

    def close(self) -> None:
        self.page.close()


def wait_until(check: Callable[[], bool], what: str, timeout: float = START_TIMEOUT) -> None:
    """Poll a condition on disk (the save) with a bound; fail naming what never happened."""
    end = time.monotonic() + timeout
    while not check():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)
