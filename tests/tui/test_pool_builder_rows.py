"""The pool builder keeps each row it drew by what the row shows: a row gained (a new
Condition) rebuilds every Option, and only the new row is drawn; what it draws is what
OptionList itself draws for the same rows."""

from __future__ import annotations

from textual.app import App, ComposeResult

from solo.game.turn.pool_builder import PoolChoice
from solo.tui.widgets.pool_builder import PoolBuilder
from tests.tui.pilot_helpers import counting_lines, drawn_lines, textuals_lines


def row(name: str, effect: str = "+1D", on: bool = False) -> PoolChoice:
    return PoolChoice(
        key=f"help:{name}",
        group="help",
        label=f"Trademark '{name}'",
        effect=effect,
        rule="R-CHAR-2",
        on=on,
    )


ROWS = tuple(row(name) for name in ("Cool under fire", "Fast hands", "Knows every tomb"))
GAINED = (*ROWS, row("Snubbed", effect="-1D"))


class BuilderApp(App[None]):
    def compose(self) -> ComposeResult:
        yield PoolBuilder(id="builder")


def textuals_rows(builder: PoolBuilder) -> list[list[object]]:
    """The rows as OptionList draws them, with nothing kept."""
    builder._rows_drawn.clear()
    builder._option_render_cache.clear()
    return textuals_lines(builder)


async def test_a_row_gained_draws_only_the_new_row(monkeypatch):
    app = BuilderApp()
    async with app.run_test(size=(60, 12)) as pilot:
        builder = app.query_one(PoolBuilder)
        builder.show(ROWS)
        await pilot.pause()
        drawn = counting_lines(monkeypatch, PoolBuilder)
        builder.show(GAINED)
        await pilot.pause()
        assert sum(drawn) == 1  # the Snubbed row; the three before it are kept
        monkeypatch.undo()
        assert drawn_lines(builder) == textuals_rows(builder)


async def test_a_switched_row_and_the_rules_shown_read_as_optionlist_draws_them():
    app = BuilderApp()
    async with app.run_test(size=(60, 12)) as pilot:
        builder = app.query_one(PoolBuilder)
        for rows, rules in (
            (ROWS, False),
            (GAINED, False),
            ((row("Cool under fire", on=True), *ROWS[1:]), False),
            (ROWS, True),
            (ROWS, False),
        ):
            builder.show(rows, rules=rules)
            await pilot.pause()
            assert drawn_lines(builder) == textuals_rows(builder)
        builder.focus()  # a style change: the rows are drawn afresh in the focused style
        await pilot.pause()
        assert drawn_lines(builder) == textuals_rows(builder)
