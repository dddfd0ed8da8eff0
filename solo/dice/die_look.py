"""How a die shows its status, in one place for every view: the journal's text, the answer
panel's markup and the dice CLI's table all read these tables through :func:`die_text`."""

from __future__ import annotations

from collections.abc import Mapping

from solo.dice.rolls import CANCELLED, DISCARDED, KEPT, REMOVED, Die

PLAIN: Mapping[str, str] = {KEPT: "{}", DISCARDED: "({})", CANCELLED: "~{}~", REMOVED: "[{}]"}
"""Plain text: a discarded die in parentheses, a cancelled one struck, a removed one boxed."""

MARKUP: Mapping[str, str] = {
    KEPT: "[b]{}[/b]",
    DISCARDED: "[dim]({})[/dim]",
    CANCELLED: "[dim strike]{}[/]",
    REMOVED: "[dim]\\[{}][/dim]",
}
"""Textual/Rich markup for the same looks."""

MARK: Mapping[str, str] = {KEPT: " ", DISCARDED: "-", CANCELLED: "x", REMOVED: "-"}
"""A one-character mark before the status word in a table of dice."""


def die_text(face: str, status: str, look: Mapping[str, str] = PLAIN) -> str:
    """``face`` dressed for ``status`` in ``look`` (an unknown status shows the bare face)."""
    return look.get(status, "{}").format(face)


def die_face(die: Die, look: Mapping[str, str] = PLAIN) -> str:
    """A die of a roll as shown in a line of dice: the opposing side's dice read ``vs N``."""
    face = str(die.face) if die.side == "acting" else f"vs {die.face}"
    return die_text(face, die.status, look)
