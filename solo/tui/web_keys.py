"""Keys for the browser tab (issue 15.3).

Browsers keep Ctrl+W (close tab), Ctrl+T (new tab) and Ctrl+N (new window) for
themselves: a page never receives them. Under ``solo serve`` those three bindings move to
Ctrl keys a browser lets the page take (Ctrl+F find, Ctrl+E and Ctrl+K search are only
defaults a page may override): ctrl+f flips world/action, ctrl+e enters your own dice,
ctrl+k keeps a note. The function keys are all taken (F1-F10, F12) and alt+letter types
symbols on a Mac. In the question line ctrl+e (end of line) and ctrl+k (delete to the end)
give way; End and shift+End still do those. Ctrl+F is world/action there, so the journal's
search (ctrl+f in a terminal) moves to Ctrl+S, which a page may take too. The terminal keys stay as they are; a
``[keymap]`` entry in the settings still wins over these.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from textual.binding import Binding

WEB_KEYMAP: Mapping[str, str] = {
    "play.world": "ctrl+f",  # ctrl+w in a terminal: World/action
    "ask.dice": "ctrl+e",  # ctrl+t in a terminal: My dice
    "play.note": "ctrl+k",  # ctrl+n in a terminal: Note
    "story.search": "ctrl+s",  # ctrl+f in a terminal (the browser's world/action here): Search
    "play.rules": "ctrl+underscore",  # ctrl+r in a terminal (a browser reloads): Rules
}


def keymap_for(config_keymap: Mapping[str, str], *, web: bool) -> dict[str, str]:
    """The keymap to apply: the player's own entries over the browser's defaults."""
    return {**WEB_KEYMAP, **config_keymap} if web else dict(config_keymap)


def with_keymap(
    groups: Sequence[tuple[str, Sequence[Binding]]], keymap: Mapping[str, str]
) -> list[tuple[str, list[Binding]]]:
    """The help screen's key groups with the keys the keymap gives (F1 in a browser)."""
    return [(title, [_keyed(b, keymap) for b in bindings]) for title, bindings in groups]


def _keyed(binding: Binding, keymap: Mapping[str, str]) -> Binding:
    keys = keymap.get(binding.id or "")
    return replace(binding, key=keys) if keys else binding
