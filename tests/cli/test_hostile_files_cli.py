"""Hostile files and failing writes through the CLI (issue 24, "Files"): each is one line
on stderr and exit code 2, never a traceback or a hang, and nothing half written."""

from __future__ import annotations

import errno
import os
import pathlib
import subprocess
import sys
import time

import pytest

from solo.cli import main

DEV_FULL = pathlib.Path("/dev/full")


pytestmark = pytest.mark.usefixtures("no_hang")


def refused(code, err, *needles):
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    for needle in needles:
        assert needle in err, err


def shell(*argv, env=None, stdout=None, timeout=30):
    """``solo`` in a child process (for stdout on /dev/full, env variables)."""
    return subprocess.run(
        [sys.executable, "-m", "solo", *argv],
        env={**os.environ, **(env or {})},
        stdout=stdout if stdout is not None else subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
    )


# ranges in saves ---------------------------------------------------------------------------


def test_a_resolve_far_out_of_range_is_refused(solo):
    solo("new", "r")
    path = solo.saves / "r" / "campaign.yaml"
    path.write_text(path.read_text().replace("    resolve: 5", "    resolve: -99999999999"))
    for command in ("status", "export"):
        code, out, err = solo(command, "r")
        refused(code, err, "campaign.yaml", "resolve", "between")


# writes that fail --------------------------------------------------------------------------


@pytest.fixture
def read_only(monkeypatch):
    """Every write under the saves folder fails as on a read-only folder (root ignores
    chmod, so the refusal is pretended at os.open)."""
    real_open = os.open

    def refuse(path, flags, *args, **kw):
        if "saves" in str(path) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, flags, *args, **kw)

    def turn_on():
        monkeypatch.setattr(os, "open", refuse)
        monkeypatch.setattr(pathlib.Path, "mkdir", lambda self, *a, **k: refuse(self, os.O_CREAT))

    return turn_on


@pytest.mark.parametrize(
    "argv",
    [
        ("new", "other"),
        ("ask", "Is it?", "--save", "c"),
        ("act", "c", "note", "text=hello"),
        ("undo", "c"),
    ],
)
def test_a_read_only_saves_folder_is_one_line(solo, read_only, argv):
    assert solo("new", "c")[0] == 0
    assert solo("act", "c", "note", "text=first")[0] == 0
    before = {p.name: p.read_bytes() for p in (solo.saves / "c").iterdir()}
    read_only()
    code, out, err = solo(*argv)
    refused(code, err, "ermission denied")
    after = {p.name: p.read_bytes() for p in (solo.saves / "c").iterdir()}
    assert after == before


def test_a_full_disk_during_ask_records_nothing(solo, monkeypatch):
    assert solo("new", "c")[0] == 0
    before = {p.name: p.read_bytes() for p in (solo.saves / "c").iterdir()}
    real_replace = os.replace

    def full(src, dst, *a, **k):
        if str(dst).endswith("campaign.yaml"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_replace(src, dst, *a, **k)

    monkeypatch.setattr(os, "replace", full)
    code, out, err = solo("ask", "Is the door locked?", "--save", "c")
    monkeypatch.undo()
    refused(code, err, "No space left on device", "as it was")
    after = {p.name: p.read_bytes() for p in (solo.saves / "c").iterdir()}
    assert after == before  # neither the question nor its answer, no temp file
    code, out, _ = solo("export", "c")
    assert "Is the door locked?" not in out


def test_saves_pointing_at_a_regular_file_is_one_line(tmp_path, capsys):
    saves = tmp_path / "a-file"
    saves.write_text("not a folder")
    for argv in (("new", "c"), ("ask", "Is it?"), ("status", "c"), ("undo", "c")):
        code = main([*argv, "--saves", str(saves)])
        refused(code, capsys.readouterr().err, "not a folder")


# --out and standard output -----------------------------------------------------------------


@pytest.mark.parametrize("where", ["missing/out.md", "a-folder", "/dev/full"])
def test_export_out_that_cannot_be_written_is_one_line(solo, tmp_path, where):
    solo("new", "c")
    (tmp_path / "a-folder").mkdir()
    target = where if where.startswith("/") else str(tmp_path / where)
    code, out, err = solo("export", "c", "--out", target)
    refused(code, err, "--out")
    assert "wrote" not in out


def test_export_out_writes_whole_or_not_at_all(solo, tmp_path, monkeypatch):
    solo("new", "c")
    target = tmp_path / "log.md"
    target.write_text("the old log\n")
    monkeypatch.setattr(
        os,
        "fsync",
        lambda fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device")),
    )
    code, out, err = solo("export", "c", "--out", str(target))
    monkeypatch.undo()
    refused(code, err, "No space left on device")
    assert target.read_text() == "the old log\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".log")] == []


@pytest.mark.skipif(not DEV_FULL.exists(), reason="no /dev/full here")
@pytest.mark.parametrize("argv", [("status", "c"), ("saves",), ("lab", "grid", "fubar", "--csv")])
def test_stdout_on_dev_full_is_one_line(tmp_path, argv):
    env = {"SOLO_SAVES": str(tmp_path / "saves")}
    assert shell("new", "c", env=env).returncode == 0
    with open(DEV_FULL, "w") as full:
        done = shell(*argv, env=env, stdout=full)
    refused(done.returncode, done.stderr, "No space left on device")


# files that are not regular, sizes checked before reading ----------------------------------


def test_config_on_dev_zero_is_not_read(tmp_path):
    start = time.monotonic()
    done = shell("--info", env={"SOLO_CONFIG": "/dev/zero", "SOLO_SAVES": str(tmp_path)})
    assert time.monotonic() - start < 10
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert "/dev/zero" in done.stderr and "not a regular file" in done.stderr


def test_a_huge_config_is_refused_before_reading(tmp_path, monkeypatch):
    from solo.config import load_config

    path = tmp_path / "config.toml"
    with open(path, "wb") as fh:
        fh.truncate(3 * 2**30)
    monkeypatch.setattr(pathlib.Path, "read_bytes", lambda self: pytest.fail("read it all"))
    loaded = load_config(path)
    assert len(loaded.problems) == 1 and "too big" in loaded.problems[0]


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "huge"])
def test_a_character_file_that_is_not_a_small_regular_file_is_refused(solo, tmp_path, kind):
    path = tmp_path / "hero.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path = pathlib.Path("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        with open(path, "wb") as fh:
            fh.truncate(3 * 2**30)
    code, out, err = solo("new", "c", "--character", str(path))
    refused(code, err, str(path))
    assert not (solo.saves / "c").exists()


def fifo_pack(tmp_path):
    pack = tmp_path / "pack"
    pack.mkdir(parents=True)
    (pack / "pack.yaml").write_text("id: fifo\ntitle: FIFO pack\nversion: 1\n")
    os.mkfifo(pack / "tables.yaml")
    return pack


def test_a_fifo_in_a_content_pack_is_reported_not_waited_on(tmp_path):
    from solo.tables.loader import load_dirs

    result = load_dirs(fifo_pack(tmp_path))
    assert any("FIFO" in str(e) and "tables.yaml" in str(e) for e in result.errors)


def test_table_list_with_a_fifo_pack_does_not_hang(tmp_path):
    done = shell("table", "--list", env={"SOLO_CONTENT": str(fifo_pack(tmp_path))})
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert "1 content error" in done.stderr
    check = shell("content", "check", str(fifo_pack(tmp_path / "again")))
    assert "tables.yaml" in check.stdout + check.stderr and "FIFO" in check.stdout + check.stderr


# Markdown export and printed content text --------------------------------------------------

HOSTILE = [
    "Is it?\n# I win",
    "Is it?\n<script>alert(1)</script>",
    "<img src=x onerror=alert(1)> Is it?",
    "Is it?\n> quoted\n---\n    code\n1. listed\n- item\n```",
    "[click](javascript:alert(1)) Is it?",
]


INJECTED = ("# I win", "<script", "> quoted", "---", "    code", "1. listed", "- item", "```")


@pytest.mark.parametrize("question", HOSTILE)
def test_markdown_export_escapes_what_would_start_a_block_or_html(solo, question):
    solo("new", "m")
    assert solo("ask", question, "--save", "m")[0] == 0
    assert solo("act", "m", "start_scene", f"title={question}")[0] == 0
    text = solo("export", "m")[1]
    started = [line for line in text.splitlines() if line.startswith(INJECTED)]
    assert started == [], text
    import re

    unescaped = re.compile(r"(?<!\\)(<script|<img|\[click\])")  # "\<script>" is text
    assert not unescaped.search(text), text
    assert "I win" in text or "alert" in text or "quoted" in text  # shown, as text


def test_info_shows_a_pack_title_with_control_characters_escaped(tmp_path):
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "pack.yaml").write_text(
        'id: evil\ntitle: "Evil \\e[31mred\\u202e txt.exe"\nversion: 1\n', encoding="utf-8"
    )
    done = shell("--info", env={"SOLO_CONTENT": str(tmp_path), "SOLO_SAVES": str(tmp_path / "s")})
    assert done.returncode == 0, done.stderr
    assert "Evil" in done.stdout
    assert "\x1b" not in done.stdout and "\u202e" not in done.stdout
    assert "\\x1b[31mred\\u202e" in done.stdout


def test_config_problems_are_printed_escaped(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text('[app]\n"\\u001b]0;pwned\\u0007" = 1\n', encoding="utf-8")
    done = shell("--info", env={"SOLO_CONFIG": str(config), "SOLO_SAVES": str(tmp_path / "s")})
    assert "\x1b" not in done.stderr and "\\x1b" in done.stderr
