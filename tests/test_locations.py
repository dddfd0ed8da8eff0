"""solo.locations: where the shipped content, the demo hero, saves and config are found."""

from __future__ import annotations

import os
from pathlib import Path

from solo import locations

ROOT = Path(__file__).resolve().parents[1]


def test_a_checkout_reads_its_own_content_folder_and_demo_hero():
    assert locations.checkout_root() == ROOT
    assert locations.shipped_content_dir() == ROOT / "content"
    assert locations.demo_file() == ROOT / "content" / "campaigns" / "demo.yaml"
    assert locations.demo_file().is_file()


def test_user_folders_follow_the_platform_dirs(tmp_path):
    # the autouse fixture points XDG_DATA_HOME and XDG_CONFIG_HOME into tmp_path
    assert locations.user_content_dir() == tmp_path / "xdg_data_home" / "solo" / "content"
    assert locations.config_dir() == tmp_path / "xdg_config_home" / "solo"


def test_solo_content_lists_folders_in_order(tmp_path):
    value = f"{tmp_path / 'a'}{os.pathsep}{os.pathsep}{tmp_path / 'b'}"
    assert locations.env_content_dirs({"SOLO_CONTENT": value}) == [tmp_path / "a", tmp_path / "b"]
    assert locations.env_content_dirs({}) == []


def test_saves_folder_option_then_env_then_checkout(tmp_path, monkeypatch):
    assert locations.saves_dir(tmp_path / "opt") == tmp_path / "opt"
    assert locations.saves_dir() == tmp_path / "saves"  # SOLO_SAVES, from the autouse fixture
    monkeypatch.delenv("SOLO_SAVES")
    assert locations.saves_dir() == ROOT / "saves"


def test_outside_a_checkout_saves_go_to_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("SOLO_SAVES")
    monkeypatch.setattr(locations, "checkout_root", lambda: None)
    assert locations.saves_dir() == tmp_path / "xdg_data_home" / "solo" / "saves"
