"""`solo serve` without a browser: every refusal is one line and exit 2, checked before the
server starts; the warning for a reachable host; Ctrl+C stops it cleanly; a tab's `solo play`
runs the app under the web driver instead of falling back to the line prompt."""

from __future__ import annotations

import argparse
import signal
import socket
import subprocess
import sys

import pytest

from solo.cli import main
from solo.cli import play as play_cli
from solo.cli import serve as serve_cli


@pytest.fixture
def server_runs(monkeypatch):
    """Replace the server with a recorder: these tests never listen on a port."""
    ran: list[tuple[serve_cli.ServePlan, bool]] = []

    class Recorder:
        def __init__(self, plan, *, open_browser=False):
            ran.append((plan, open_browser))

        def serve(self):
            return None

    import solo.cli.web_server as web_server

    monkeypatch.setattr(web_server, "SoloServer", Recorder)
    return ran


def test_an_unknown_campaign_is_one_line_and_exit_2(tmp_path, capsys, server_runs):
    assert main(["serve", "--saves", str(tmp_path), "--save", "nowhere"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "'nowhere'" in err[0]
    assert server_runs == []


def test_gap_8_12_15_serve_says_what_every_command_says_for_an_unknown_campaign(
    tmp_path, capsys, server_runs
):
    """Issue 12.15 (same input, same message): the store's one message, which names the
    saves there are, not a command that does not exist."""
    assert main(["new", "kept", "--saves", str(tmp_path)]) == 0
    capsys.readouterr()
    said = set()
    for argv in (["serve", "--save", "nosuch"], ["status", "nosuch"], ["export", "nosuch"]):
        assert main([*argv, "--saves", str(tmp_path)]) == 2
        err = capsys.readouterr().err
        said.add(err.split("solo: ", 1)[-1])
    assert len(said) == 1, said
    (message,) = said
    assert "no campaign called 'nosuch'" in message and "kept" in message
    assert "solo campaigns" not in message and server_runs == []


def test_a_bad_host_is_one_line_and_exit_2(tmp_path, capsys, server_runs):
    assert main(["serve", "--saves", str(tmp_path), "--host", "no-such-host.invalid"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "'no-such-host.invalid'" in err[0]
    assert server_runs == []


def test_a_busy_port_is_one_line_and_exit_2(tmp_path, capsys, server_runs):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--saves", str(tmp_path), "--port", str(port)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"port {port}" in err[0] and "in use" in err[0]
    assert server_runs == []


@pytest.mark.parametrize("port", ["0", "70000", "http"])
def test_a_bad_port_is_one_line_and_exit_2(tmp_path, capsys, port):
    assert main(["serve", "--saves", str(tmp_path), "--port", port]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_localhost_serves_without_a_warning(tmp_path, capsys, server_runs):
    assert main(["serve", "--saves", str(tmp_path), "--port", "8123", "--open"]) == 0
    (plan, open_browser), *_ = server_runs
    assert (plan.host, plan.port, plan.url) == ("127.0.0.1", 8123, "http://127.0.0.1:8123")
    assert open_browser
    assert " play --saves " in plan.command and "--save " not in plan.command
    assert plan.title == "solo — demo"  # no campaign yet: every tab opens the demo
    assert "warning" not in capsys.readouterr().err


def test_another_host_prints_one_warning_line(tmp_path, capsys, server_runs):
    assert main(["serve", "--saves", str(tmp_path), "--host", "0.0.0.0", "--port", "8124"]) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no login" in err[0] and "anyone" in err[0]
    (plan, _), *_ = server_runs
    assert plan.url == f"http://{socket.gethostname()}:8124"


def test_the_title_names_the_campaign_every_tab_opens(tmp_path, server_runs):
    assert main(["serve", "--saves", str(tmp_path), "--save", "demo"]) == 0
    (plan, _), *_ = server_runs
    assert plan.title == "solo — demo"
    assert plan.command.endswith("--save demo")
    assert serve_cli.page_title(None, ["a", "b"]) == "solo — campaigns"


def test_ctrl_c_stops_the_server_cleanly(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "solo", "serve", "--saves", str(tmp_path), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert f"http://127.0.0.1:{port}" in first
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0
    assert out.strip() == "solo serve: stopped; every campaign is saved."
    assert err == ""


def test_under_the_web_driver_play_runs_the_app_not_the_prompt(tmp_path, monkeypatch):
    """textual-serve starts `solo play` with pipes for stdin and stdout and
    TEXTUAL_DRIVER naming the web driver: the app runs (and opens the campaign itself)."""
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    import solo.tui.app as tui_app

    launched = []

    def run(app):
        launched.append(app)

    monkeypatch.setattr(tui_app.SoloApp, "run", run)
    ignored = []
    monkeypatch.setattr(play_cli.signal, "signal", lambda *a: ignored.append(a))

    def no_prompt(_):
        raise AssertionError("the line prompt read input")

    args = argparse.Namespace(save="demo", saves=str(tmp_path), seed=None, plain=False)
    assert play_cli.run_play(args, read=no_prompt, write=lambda _: None) == 0
    (app,) = launched
    assert (app.game, app.launch.name, app.launch.saves) == (None, "demo", str(tmp_path))
    assert ignored == [(signal.SIGINT, signal.SIG_IGN)]  # the server stops it, not Ctrl+C
