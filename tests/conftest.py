import os
import signal
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Keep every test away from the real user folders."""
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    monkeypatch.setenv("SOLO_SAVES", str(tmp_path / "saves"))
    monkeypatch.delenv("SOLO_CONTENT", raising=False)


ROOT = Path(__file__).resolve().parent.parent
LEFT_BY_TOOLS = frozenset({"snapshot_report.html"})  # pytest-textual-snapshot's failure report


@pytest.fixture(autouse=True, scope="session")
def _checkout_stays_clean():
    """No test writes into the checkout: a file a test left at the root once got committed
    (a prep sheet saved by ctrl+s in the key-mash test)."""
    before = set(os.listdir(ROOT))
    yield
    left = {
        name
        for name in set(os.listdir(ROOT)) - before
        if not name.startswith(".") and name not in LEFT_BY_TOOLS
    }
    assert not left, f"tests wrote into the checkout's root: {sorted(left)}"


class Hung(BaseException):
    """Raised by the alarm of :func:`no_hang`: a BaseException, so no handler in solo can
    swallow it."""


@pytest.fixture
def no_hang():
    """A read that would block forever (a FIFO) fails the test after 10 s instead
    (`pytestmark = pytest.mark.usefixtures("no_hang")` in a module of hostile files)."""

    def alarm(*_):
        raise Hung("hung: solo blocked on a file")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="session")
def played_evening(tmp_path_factory):
    """A saves folder holding the campaign of :mod:`tests.played_evening` (22 questions),
    played once per run; copy it before changing it. Returns (saves folder, name)."""
    from tests.played_evening import play_evening

    saves = tmp_path_factory.mktemp("evening") / "saves"
    return saves, play_evening(saves)
