"""How a die shows its status, in one place for every view: the journal's text, the answer
panel's markup and the dice CLI's table all read these tables through :func:`die_text`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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


SIDE_LABELS: Mapping[str, str] = {"acting": "you", "against": "against"}
"""How a line of dice names each side when more than one side rolled."""


def dice_line(dice: Sequence[Die], look: Mapping[str, str] = PLAIN) -> str:
    """A roll's dice in one line; with an opposing side, each side labelled and the sides
    apart: ``you 6 5 (3) · against 6 4``."""
    if all(d.side == "acting" for d in dice):
        return " ".join(die_text(str(d.face), d.status, look) for d in dice)
    sides: dict[str, list[str]] = {}
    for d in dice:
        sides.setdefault(d.side, []).append(die_text(str(d.face), d.status, look))
    return " · ".join(
        f"{SIDE_LABELS.get(side, side)} {' '.join(faces)}" for side, faces in sides.items()
    )
