"""The roster as a heat map: one row per hero, one column per foe, each cell P(win)
coloured from the theme's error (0) through warning to success (1), a cursor the arrow
keys move. It draws a :class:`~solo.lab.roster.Roster` and says where the cursor went
(:class:`RosterMap.Moved`); the screen explains the cell."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.color import Color
from textual.content import Content
from textual.message import Message
from textual.widget import Widget

from solo.lab.roster import Roster

NAME_WIDTH = 10
CELL_WIDTH = 7


def short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


class RosterMap(Widget, can_focus=True):
    """P(win) of every hero (rows) against every foe (columns)."""

    DEFAULT_CSS = """
    RosterMap { height: auto; width: auto; }
    RosterMap:focus { background-tint: $foreground 5%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "up", "move(-1, 0)", "Hero above", id="roster.up", tooltip="The hero above", show=False
        ),
        Binding(
            "down",
            "move(1, 0)",
            "Hero below",
            id="roster.down",
            tooltip="The hero below",
            show=False,
        ),
        Binding(
            "left",
            "move(0, -1)",
            "Foe left",
            id="roster.left",
            tooltip="The foe to the left",
            show=False,
        ),
        Binding(
            "right",
            "move(0, 1)",
            "Foe right",
            id="roster.right",
            tooltip="The foe to the right",
            show=False,
        ),
    ]

    @dataclass
    class Moved(Message):
        """The cursor is on ``hero`` (row) against ``foe`` (column)."""

        hero: int
        foe: int

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.roster: Roster | None = None
        self.cursor = (0, 0)

    def show(self, roster: Roster) -> None:
        """Draw ``roster``; the cursor stays where it was when the cell still exists."""
        self.roster = roster
        row, col = self.cursor
        self.cursor = (min(row, len(roster.heroes) - 1), min(col, len(roster.foes) - 1))
        self.refresh(layout=True)
        self.post_message(self.Moved(*self.cursor))

    def action_move(self, rows: int, cols: int) -> None:
        if self.roster is None:
            return
        row = min(max(self.cursor[0] + rows, 0), len(self.roster.heroes) - 1)
        col = min(max(self.cursor[1] + cols, 0), len(self.roster.foes) - 1)
        if (row, col) != self.cursor:
            self.cursor = (row, col)
            self.refresh()
            self.post_message(self.Moved(row, col))

    def get_content_width(self, container: object, viewport: object) -> int:
        foes = len(self.roster.foes) if self.roster else 1
        return NAME_WIDTH + CELL_WIDTH * foes

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return 1 + (len(self.roster.heroes) if self.roster else 1)

    def render(self) -> Content:
        if self.roster is None:
            return Content.styled("solving…", "$text-muted")
        header = Content.styled(
            " " * NAME_WIDTH
            + "".join(f"{short(f.name, CELL_WIDTH - 1):>{CELL_WIDTH}}" for f in self.roster.foes),
            "$text-muted",
        )
        rows = [header]
        for i, hero in enumerate(self.roster.heroes):
            name_style = "bold" if i == self.cursor[0] else ""
            parts: list[Content | tuple[str, str] | str] = [
                (f"{short(hero.name, NAME_WIDTH - 1):<{NAME_WIDTH}}", name_style)
            ]
            for j in range(len(self.roster.foes)):
                parts.append(self._cell(i, j))
            rows.append(Content.assemble(*parts))
        return Content("\n").join(rows)

    def _cell(self, row: int, col: int) -> tuple[str, str]:
        assert self.roster is not None
        win = self.roster.cell(row, col).odds.win
        text = f"{float(win):.0%}"
        if (row, col) == self.cursor:
            return f"[{text:>{CELL_WIDTH - 2}}]", f"bold reverse {self.heat(win).hex}"
        back = self.heat(win)
        fore = back.get_contrast_text(1.0)
        return f" {text:>{CELL_WIDTH - 2}} ", f"{fore.hex} on {back.hex}"

    def heat(self, win: Fraction) -> Color:
        """P(win) as a colour of the theme: error at 0, warning at 1/2, success at 1."""
        theme = self.app.theme_variables
        low, mid, high = (Color.parse(theme[k]) for k in ("error", "warning", "success"))
        p = float(win)
        return low.blend(mid, p * 2) if p < 0.5 else mid.blend(high, p * 2 - 1)
