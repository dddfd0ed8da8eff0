"""The play screen's keys: asking (world/action, likelihood, note mode), undo/redo, the
journal's scrolling, and the F-keys that settle a waiting roll.

Settling needs an F-key, so typing in the question bar never settles a roll. With no roll
waiting the same F-keys tell the story (StoryScreen's bindings, listed again here so both
live under one key; the play screen's ``check_action`` lets the one that fits act).
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

from solo.tui.screens.likelihood_keys import LIKELIHOOD_KEYS, WORLD_DIGIT_KEYS
from solo.tui.screens.story_keys import StoryScreen

# --- keys (play2): settling needs an F-key, so typing in the bar never settles a roll -----
SETTLE_KEYS = [
    Binding(
        "f5",
        "settle('accept')",
        "Accept",
        id="play.accept",
        tooltip="Accept the answer: pay what it costs, keep what it brings, as shown",
    ),
    Binding(
        "f6",
        "settle('reroll')",
        "Reroll",
        id="play.reroll",
        tooltip="Pay to reroll some of your dice; the panel shows the price (R-RES-2)",
    ),
    Binding(
        "f7",
        "settle('nothing')",
        "Keep nothing",
        id="play.nothing",
        tooltip="Accept, keeping nothing from the and/but",
    ),
    Binding(
        "f8",
        "shape('redraw')",
        "Redraw",
        id="play.redraw",
        show=False,  # named in the answer panel: the footer keeps room for F1 at 80 columns
        tooltip="Draw the and/but offer again",
    ),
    Binding(
        "shift+f8",
        "shape('complication')",
        "New complication",
        id="play.redraw_complication",
        show=False,
        tooltip="Draw the complication again, keeping the rest of the offer",
    ),
    Binding(
        "f9",
        "shape('edit')",
        "Edit",
        id="play.edit",
        show=False,
        tooltip="Put the offer and its complication in your own words",
    ),
    Binding(
        "f10",
        "shape('give')",
        "Give to",
        id="play.give",
        show=False,
        tooltip="Give the offer to the hero, the opposition or the scene",
    ),
]
# F5-F10 settle a waiting roll; with no roll waiting the same keys tell the story
# (StoryScreen's bindings, listed again here so both live under one key, and
# check_action lets the one that fits the moment act and show in the footer).
STORY_F_KEYS = [
    b
    for b in StoryScreen.BINDINGS
    if isinstance(b, Binding) and b.key in {k.key for k in SETTLE_KEYS}
]
STORY_F_ACTIONS = {b.action for b in STORY_F_KEYS}

PLAY_KEYS: list[BindingType] = [
    Binding(
        "ctrl+w",
        "toggle_world",
        "World/action",
        id="play.world",
        priority=True,  # over the question line's own ctrl+w (and ctrl+f in a browser)
        tooltip="Switch between asking about your action and about the world",
    ),
    Binding(
        "ctrl+l",
        "cycle_likelihood",
        "Likelihood",
        id="play.likelihood",
        tooltip="World questions: very likely → … → very unlikely",
    ),
    Binding(
        "ctrl+z",
        "undo",
        "Undo",
        id="play.undo",
        tooltip="Undo the last action (the journal keeps the undo)",
    ),
    Binding(
        "ctrl+y",
        "redo",
        "Redo",
        id="play.redo",
        show=False,
        tooltip="Redo what was just undone",
    ),
    Binding(
        "pageup",
        "scroll_journal(-1)",
        "Journal up",
        id="play.journal_up",
        show=False,
        tooltip="Scroll the journal back",
    ),
    Binding(
        "pagedown",
        "scroll_journal(1)",
        "Journal down",
        id="play.journal_down",
        show=False,
        tooltip="Scroll the journal forward",
    ),
    *SETTLE_KEYS,
    *STORY_F_KEYS,  # the same F-keys when no roll waits (check_action picks)
    *LIKELIHOOD_KEYS,
    *WORLD_DIGIT_KEYS,
    Binding(
        "ctrl+n",
        "toggle_note",
        "Note",
        id="play.note",
        priority=True,  # in a browser it is ctrl+k, which the question line also binds
        tooltip="Note mode: the next lines are kept as notes in the journal, not asked",
    ),
]
