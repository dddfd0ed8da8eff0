"""The hero panel's rows draw line by line and keep each line drawn: a turn that changes a
row draws only the lines that now read otherwise, and every line reads as Textual draws
the rows as one text."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.content import Content
from textual.geometry import Region, Size
from textual.widget import Widget

from solo.tui.widgets.hero import HeroRows
from solo.tui.widgets.panel_rows import rows_content
from solo.tui.widgets.resolve_meter import Row
from tests.tui.pilot_helpers import counting_lines

ROWS: tuple[Row, ...] = (
    ("name", "Dr. Nell Ambrose"),
    ("concept", "Reckless Archaeologist"),
    ("standing", "Resolve █████ 5/5"),
    ("heading", "Conditions"),
    ("item", "Startled · minor negative"),
    ("sub", "Gone by the end of the scene, if not sooner, or when the hero rests a while."),
    ("item", "Ace Up the Sleeve · minor positive"),
    ("keys", "F5 goals · F11 sheet"),
)
GAINED = (*ROWS[:-1], ("item", "Lost the Thread · minor negative"), ROWS[-1])


class PlainRows(Widget):
    """The rows as one text, drawn as Textual draws any widget's content (as the hero
    panel drew them before it drew line by line)."""

    DEFAULT_CSS = "PlainRows { width: 1fr; height: auto; }"

    rows: tuple[Row, ...] = ()

    def render(self) -> Content:
        return rows_content(self.rows, self.size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return rows_content(self.rows, width).plain.count("\n") + 1


class RowsApp(App[None]):
    def compose(self) -> ComposeResult:
        yield HeroRows(id="steady")
        yield PlainRows(id="plain")


async def shown(app: RowsApp, rows: tuple[Row, ...], pilot) -> tuple[list, list]:
    steady, plain = app.query_one(HeroRows), app.query_one(PlainRows)
    steady.show(rows)
    plain.rows = rows
    plain.refresh(layout=True)
    await pilot.pause()
    crop = Region(0, 0, steady.size.width, steady.size.height)
    assert steady.size == plain.size
    return (
        [list(s) for s in steady.render_lines(crop)],
        [list(s) for s in plain.render_lines(crop)],
    )


async def test_the_rows_read_as_textual_draws_them_as_one_text():
    app = RowsApp()
    async with app.run_test(size=(34, 40)) as pilot:
        wide = (
            ("item", "漢字の名前がとても長い条件 · minor negative"),
            *ROWS,
        )  # wider than it counts
        for rows in (ROWS, GAINED, ROWS[:3], wide, ROWS):
            steady, plain = await shown(app, rows, pilot)
            assert steady == plain


async def test_a_changed_row_draws_only_the_lines_of_new_text(monkeypatch):
    app = RowsApp()
    async with app.run_test(size=(34, 40)) as pilot:
        await shown(app, ROWS, pilot)
        drawn = counting_lines(monkeypatch, HeroRows)
        steady, plain = await shown(app, GAINED, pilot)
        assert steady == plain
        # the new Condition's line alone: the blank and keys lines it moved down are
        # kept by their text
        assert sum(drawn) == 1 < len(steady)
