"""`solo play`, full-screen: one open Game, the play screen, help, and a clean exit.

The app owns the open game: it closes it (releasing the save's lock) when it unmounts,
however it ends.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from solo.tui.screens.help import HelpScreen, KeyGroup
from solo.tui.screens.play import PlayScreen
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.question_bar import QuestionBar

if TYPE_CHECKING:
    from solo.game.engine import Game


class SoloApp(App[None]):
    CSS_PATH = "solo.tcss"
    TITLE = "solo"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "help", "Help", id="app.help",
                tooltip="Every key, the question markers and the slash commands"),
        Binding("ctrl+q", "quit", "Quit", id="app.quit", priority=True,
                tooltip="Quit; the campaign is already saved"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def get_default_screen(self) -> Screen[Any]:
        return PlayScreen(self.game)

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(key_groups()))

    def on_unmount(self) -> None:
        self.game.close()


def key_groups() -> list[KeyGroup]:
    """The keys the help screen lists, from the bindings themselves."""
    return [
        ("Anywhere", [*_bindings(SoloApp.BINDINGS),
                      Binding("ctrl+p", "command_palette", "Commands",
                              tooltip="What fits now: scenes, sessions, downtime, undo …")]),
        ("Asking", [Binding("enter", "", "Ask", tooltip="Ask the question typed below"),
                    *_bindings(QuestionBar.BINDINGS), *_bindings(PlayScreen.BINDINGS)]),
        ("While a roll waits", _bindings(AnswerPanel.BINDINGS)),
    ]


def _bindings(items: Iterable[BindingType]) -> list[Binding]:
    """The Binding objects of a BINDINGS list (all of ours are Bindings, not tuples)."""
    return [b for b in items if isinstance(b, Binding)]
