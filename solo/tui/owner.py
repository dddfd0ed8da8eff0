"""What solo's app offers the screens it owns, typed as :class:`SoloHost`.

Textual types ``Screen.app`` as any ``App``; screens that use what solo's app knows (the
config, the saves, the content, the open game) reach it through :func:`solo_app`. The
protocol lets a screen ask without importing the app (screens sit below it); the app
module checks that :class:`~solo.tui.app.SoloApp` offers all of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:
    from textual.app import App

    from solo.config import Config, LoadedConfig
    from solo.game.engine import Game
    from solo.saves.store import SaveStore
    from solo.tables.model import Library


class SoloHost(Protocol):
    """The app as its screens see it."""

    game: Game | None
    """The open campaign, if one is open."""

    loaded_config: LoadedConfig
    """The settings and the file they came from."""

    @property
    def config(self) -> Config: ...

    @property
    def store(self) -> SaveStore: ...

    @property
    def library(self) -> Library: ...

    @property
    def launch_seed(self) -> int | None:
        """The seed `solo play --seed` gave, if any (new campaigns and heroes use it)."""
        ...

    def set_config(self, config: Config) -> None:
        """Use new settings at once (they are saved already)."""

    def open_campaign(self, name: str) -> bool:
        """Open a campaign by name and play it; False (and a notification) if refused."""
        ...

    def play(self, game: Game) -> None:
        """Play an open game (the app closes it when done)."""

    def game_changed(self) -> None:
        """The open game changed under the screen on top: the play screen shows it."""


def solo_app(app: App[object]) -> SoloHost:
    """``app`` as the SoloApp it is (every screen of solo runs inside one)."""
    return cast("SoloHost", app)
