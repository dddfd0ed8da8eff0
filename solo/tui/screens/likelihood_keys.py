"""One key per likelihood (issue 9.6), chosen so real terminals and browsers deliver them.

Terminals (xterm, VTE, tmux) and the browser's terminal send alt+2 as ``ESC 2``, which
Textual decodes as the character macOS types for Option+2 (``™``; alt+1 … alt+5 become
``¡ ™ £ ¢ ∞``). So alt+N is bound under both names, and only while the question bar is
empty, so that a typed ``£`` is never lost. The plain digits 1-5 pick the likelihood while
the bar is in world mode and still empty (a question's own digits come after its first
word). Every key here also switches to a world question.
"""

from __future__ import annotations

from textual.binding import Binding

from solo.game.choices import Likelihood

ALT_DIGIT_CHARACTERS = "¡™£¢∞"
"""What Textual makes of alt+1 … alt+5 (``ESC 1`` …) and what macOS types for Option+1 … 5."""

ALT_DIGIT_KEY_NAMES = (
    "inverted_exclamation_mark",
    "trade_mark_sign",
    "pound_sign",
    "cent_sign",
    "infinity",
)

LIKELIHOOD_KEYS = [
    Binding(
        f"alt+{i},{ALT_DIGIT_KEY_NAMES[i - 1]}",
        f"likelihood({i - 1})",
        f"{like.label}",
        key_display=f"alt+{i}",
        id=f"play.likely{i}",
        show=False,
        priority=True,
        tooltip=f"In an empty question bar: ask the next world question as {like.label}",
    )
    for i, like in enumerate(Likelihood, start=1)
]

WORLD_DIGIT_KEYS = [
    Binding(
        str(i),
        f"world_likelihood({i - 1})",
        f"{like.label}",
        id=f"play.world_likely{i}",
        show=False,
        priority=True,
        tooltip=f"World mode, empty question bar: {like.label}",
    )
    for i, like in enumerate(Likelihood, start=1)
]
