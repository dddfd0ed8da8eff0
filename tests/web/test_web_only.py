"""What the app does differently in a browser tab (no browser needed): a file it would write
on the server's disk is delivered to the browser instead."""

from __future__ import annotations

from io import StringIO

from solo.config import load_config
from solo.game.launch import load_content
from solo.tui.app import Launch, SoloApp
from solo.tui.screens.prep import PrepScreen


async def test_the_prep_sheet_downloads_in_the_browser(tmp_path, monkeypatch):
    """Under the web driver, Ctrl+S on the prep sheet asks for no server path: the browser
    downloads the Markdown (textual-serve's file delivery)."""
    delivered: list[tuple[str, str | None]] = []

    def deliver_text(self, file: StringIO, *, save_filename: str | None = None, **_) -> None:
        delivered.append((file.getvalue(), save_filename))

    monkeypatch.setattr(SoloApp, "is_web", property(lambda self: True))
    monkeypatch.setattr(SoloApp, "deliver_text", deliver_text)
    app = SoloApp(
        launch=Launch(str(tmp_path / "saves"), None, 11),
        library=load_content()[0],
        config=load_config(),
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(PrepScreen(seed=5))
        await pilot.pause()
        screen = app.screen
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen  # no dialog asking for a path
        assert delivered == [(screen.sheet.markdown(), "prep-5.md")]
