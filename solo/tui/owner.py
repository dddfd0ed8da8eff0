"""The app a screen belongs to, typed as :class:`~solo.tui.app.SoloApp`.

Textual types ``Screen.app`` as any ``App``; screens that use what solo's app knows
(the config, the saves, the content, the open game) reach it through :func:`solo_app`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from textual.app import App

    from solo.tui.app import SoloApp


def solo_app(app: App[Any]) -> SoloApp:
    """``app`` as the SoloApp it is (every screen of solo runs inside one)."""
    return cast("SoloApp", app)
