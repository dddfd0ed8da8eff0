"""The app's own keys (help, quit, campaigns, tables, prep, settings, the odds lab) and the
listing of every key the help screen shows, grouped, built from the bindings themselves."""

from __future__ import annotations

from collections.abc import Iterable

from textual.binding import Binding, BindingType

from solo.tui.screens.help import KeyGroup
from solo.tui.screens.play import PlayScreen
from solo.tui.screens.story_keys import StoryScreen
from solo.tui.widgets.answer import AnswerPanel
from solo.tui.widgets.question_area import QuestionArea
from solo.tui.widgets.question_bar import QuestionBar

APP_KEYS: list[BindingType] = [
    Binding(
        "f1",
        "help",
        "Help",
        id="app.help",
        tooltip="Every key, the question markers and the slash commands",
    ),
    Binding(
        "ctrl+q",
        "quit",
        "Quit",
        id="app.quit",
        priority=True,
        tooltip="Quit; the campaign is already saved",
    ),
    # --- campaigns, tables, prep, settings (issue 10) ---
    Binding(
        "ctrl+o",
        "campaigns",
        "Campaigns",
        id="app.campaigns",
        show=False,
        tooltip="Close this campaign and pick another",
    ),
    Binding(
        "f2",
        "tables",
        "Tables",
        id="app.tables",
        show=False,
        tooltip="Browse every content table: odds, draws, pins",
    ),
    Binding(
        "f3",
        "prep",
        "Prep",
        id="app.prep",
        show=False,
        tooltip="GM prep sheet: scenes, complications, Details, NPCs, words",
    ),
    Binding(
        "f4",
        "settings",
        "Settings",
        id="app.settings",
        show=False,
        tooltip="Defaults, folders, theme, keys (saved in config.toml)",
    ),
    # --- the odds lab (issue 11) ---
    Binding(
        "f12",
        "lab",
        "Odds lab",
        id="app.lab",
        show=False,
        tooltip="Exact odds of a whole conflict, and best play",
    ),
]


def key_groups() -> list[KeyGroup]:
    """The keys the help screen lists, from the bindings themselves."""
    from solo.tui.screens.campaigns import CampaignsScreen
    from solo.tui.screens.tables_browser import TablesScreen

    return [
        (
            "Anywhere",
            [
                *_bindings(APP_KEYS),
                Binding(
                    "ctrl+p",
                    "command_palette",
                    "Commands",
                    tooltip="What fits now: scenes, sessions, downtime, undo …",
                ),
            ],
        ),
        (
            "Asking",
            [
                Binding("enter", "", "Ask", tooltip="Ask the question typed below"),
                *_bindings(QuestionBar.BINDINGS),
                *_bindings(QuestionArea.BINDINGS),
                *_bindings(PlayScreen.BINDINGS),
            ],
        ),
        ("While a roll waits", _bindings(AnswerPanel.BINDINGS)),
        ("The story", _bindings(StoryScreen.BINDINGS)),
        ("Campaigns", _bindings(CampaignsScreen.BINDINGS)),
        (
            "Tables",
            [
                *[
                    b
                    for b in _bindings(TablesScreen.BINDINGS)
                    if not (b.id or "").removeprefix("tables.pin").isdigit()
                ],
                Binding("1-9", "", "Pinned", tooltip="Go to the table pinned to that digit"),
            ],
        ),
    ]


def _bindings(items: Iterable[BindingType]) -> list[Binding]:
    """The Binding objects of a BINDINGS list (all of ours are Bindings, not tuples)."""
    return [b for b in items if isinstance(b, Binding)]
