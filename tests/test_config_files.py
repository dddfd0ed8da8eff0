"""The config file is read bounded and written whole (issue 24, "Files")."""

from __future__ import annotations

import errno
import os

import pytest

from solo.config import Config, load_config, save_config


def test_a_failed_config_write_leaves_the_old_file_and_no_temp_file(tmp_path, monkeypatch):
    path = tmp_path / "config.toml"
    save_config(Config(theme="nord"), path)
    before = path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space left"):
        save_config(Config(theme="dracula"), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["config.toml"]


def test_a_config_path_that_is_a_device_is_never_replaced(tmp_path, monkeypatch):
    fifo = tmp_path / "config.toml"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="FIFO"):
        save_config(Config(), fifo)
    assert load_config(fifo).problems[0].endswith("FIFO (named pipe), not a regular file")
    assert [p.name for p in tmp_path.iterdir()] == ["config.toml"]


def test_show_rules_is_a_setting_that_round_trips_and_is_checked_R_GM_8(tmp_path):
    """R-GM-8: "show rules" is a setting (off by default); a bad value is one problem line."""
    path = tmp_path / "config.toml"
    assert Config().show_rules is False
    save_config(Config(show_rules=True), path)
    assert load_config(path).config.show_rules is True
    path.write_text('[app]\nshow_rules = "yes"\n', encoding="utf-8")
    loaded = load_config(path)
    assert loaded.config.show_rules is False
    assert loaded.problems == (f"{path}:2: show_rules must be true or false",)
