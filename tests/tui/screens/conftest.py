"""The app's screens around play: a config file and a saves folder in tmp_path."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest
from textual.widgets import Input

from solo.config import LoadedConfig, load_config
from solo.game.launch import create_game, store_for
from solo.game.setup import read_character_file
from solo.locations import demo_file
from solo.tui.app import Launch, SoloApp

SIZE = (80, 24)
PLAYED = datetime(2026, 3, 1, 20, 0, tzinfo=UTC).timestamp()


@pytest.fixture(autouse=True)
def config_file(tmp_path, monkeypatch) -> Path:
    """Every test has its own config file (never the player's)."""
    path = tmp_path / "config" / "config.toml"
    monkeypatch.setenv("SOLO_CONFIG", str(path))
    monkeypatch.delenv("SOLO_SAVES", raising=False)
    return path


def make_campaign(saves: str, library, name: str, played: float = PLAYED, **options) -> None:
    """A closed demo-hero campaign called ``name``, last played at ``played``."""
    game = create_game(
        store_for(saves),
        name,
        read_character_file(demo_file()),
        library,
        seed=7,
        where=str(demo_file()),
        **options,
    )
    folder = game.save.folder
    game.close()
    for file in folder.iterdir():
        os.utime(file, (played, played))


def app_for(
    saves: str, library, seed: int = 11, config: LoadedConfig | None = None, name: str | None = None
) -> SoloApp:
    return SoloApp(
        launch=Launch(saves, name, seed), library=library, config=config or load_config()
    )


def still(app: SoloApp) -> None:
    """No blinking cursor (snapshots)."""
    for field in app.screen.query(Input):
        field.cursor_blink = False


async def paste(pilot, text: str) -> None:
    """Replace the focused input's text at once (after focus has moved)."""
    await pilot.pause()
    pilot.app.focused.value = text
    await pilot.pause()
