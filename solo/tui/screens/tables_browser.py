"""The tables browser: every table of every pack, its entries' exact chances, seeded
draws, and what to do with a result (copy it, keep it as a note or a scene Detail).

Type in the filter (``/``) a part of a table's name and/or tags (``tier=minor
genre=noir``): the list keeps the tables with matching entries, and the odds are those
of a draw with that filter. ``p`` pins a table to the next free digit key.
"""

from __future__ import annotations

import os
import random
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Static

from solo.game.story.cast import names_a_person
from solo.tables.draw import Drawn, draw, probabilities
from solo.tables.refs import Query
from solo.tui.owner import solo_app
from solo.tui.screens.table_listing import (
    MAX_DRAW,
    Browse,
    chance_text,
    listing_title,
    matching_tables,
    results_text,
    table_row,
    toggled_pins,
    waiting_text,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from solo.game.engine import Game
    from solo.tables.model import Entry, Library


TABLES_KEYS: list[BindingType] = [
    Binding("escape", "back", "Back", id="tables.back", tooltip="Back where you were"),
    Binding(
        "slash",
        "filter",
        "Filter",
        id="tables.filter",
        tooltip="Filter tables by name and tags (tier=minor genre=noir …)",
    ),
    Binding(
        "d",
        "draw",
        "Draw",
        id="tables.draw",
        tooltip="Draw from the highlighted table (seeded; the seed is shown)",
    ),
    Binding(
        "plus,equals_sign",
        "count(1)",
        "+1",
        id="tables.more",
        tooltip="Draw one more at a time",
    ),
    Binding("minus", "count(-1)", "-1", id="tables.fewer", tooltip="Draw one fewer"),
    Binding("s", "seed", "Seed", id="tables.seed", tooltip="Type the seed of the next draw"),
    Binding("y", "copy", "Copy", id="tables.copy", tooltip="Copy the results"),
    Binding(
        "j",
        "to_journal",
        "Note",
        id="tables.note",
        tooltip="Keep the first result in the journal as a note",
    ),
    Binding(
        "x",
        "to_scene",
        "Detail",
        id="tables.detail",
        tooltip="Add the first result to the scene as a Detail",
    ),
    Binding(
        "n",
        "to_cast",
        "Keep NPC",
        id="tables.npc",
        tooltip="The first result joins the campaign's NPCs",
    ),
    Binding(
        "p",
        "pin",
        "Pin",
        id="tables.pin",
        tooltip="Pin this table to the next free digit key (again: unpin)",
    ),
    *[
        Binding(
            str(n),
            f"jump({n})",
            f"Pin {n}",
            id=f"tables.pin{n}",
            show=False,
            tooltip=f"Go to the table pinned to {n}",
        )
        for n in range(1, 10)
    ],
]


def clipboard_supported() -> bool:
    """OSC 52 copying; Apple's Terminal ignores it (so the key is hidden there)."""
    return os.environ.get("TERM_PROGRAM") != "Apple_Terminal"


class TablesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = TABLES_KEYS

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.next_seed = seed if seed is not None else random.SystemRandom().randrange(10**6)
        self.count = 1
        self.browse = Browse()
        self.table_ids: list[str] = []
        self.results: list[Drawn] = []
        self.drawn_seed: int | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="tables-title")
        yield Input(
            placeholder="/ filter: part of a name, tags such as tier=minor genre=noir",
            id="tables-filter",
        )
        with Horizontal(id="tables-main"):
            yield DataTable(id="tables-list", cursor_type="row")
            yield DataTable(id="tables-entries", cursor_type="row")
        yield Static("", id="tables-results")
        yield Footer()

    @property
    def library(self) -> Library:
        return solo_app(self.app).library

    def on_mount(self) -> None:
        self.query_one("#tables-list", DataTable).add_columns("Table", "#", "Pack")
        self.query_one("#tables-entries", DataTable).add_columns("Chance", "Entry")
        self.show_tables()
        self.show_results()
        self.query_one("#tables-list", DataTable).focus()

    # --- the lists -------------------------------------------------------------------

    def show_tables(self) -> None:
        lib, browse = self.library, self.browse
        ids = matching_tables(lib, browse)
        self.table_ids = ids
        listing = self.query_one("#tables-list", DataTable)
        listing.clear()
        pins = self.pins
        for table_id in ids:
            listing.add_row(*table_row(lib, table_id, browse, pins), key=table_id)
        self.query_one("#tables-title", Static).update(listing_title(lib, len(ids), browse))
        self.show_entries()

    @property
    def current(self) -> str | None:
        listing = self.query_one("#tables-list", DataTable)
        row = listing.cursor_row
        return self.table_ids[row] if self.table_ids and 0 <= row < len(self.table_ids) else None

    def show_entries(self) -> None:
        entries = self.query_one("#tables-entries", DataTable)
        entries.clear()
        table_id = self.current
        if table_id is None:
            return
        for entry, chance in self.chances(table_id).items():
            entries.add_row(chance_text(chance), entry.text)

    def chances(self, table_id: str) -> dict[Entry, Fraction]:
        """Each entry's exact chance on one draw with the current filter."""
        return probabilities(self.library, Query(table_id, self.browse.filters))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.data_table.id == "tables-list":
            self.show_entries()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "tables-list":
            event.stop()
            self.action_draw()

    def on_input_changed(self, event: Input.Changed) -> None:
        try:
            self.browse = Browse.parse(event.value)
        except ValueError as exc:
            self.query_one("#tables-title", Static).update(f"[b]Tables[/b] — {exc}")
            return
        self.show_tables()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.query_one("#tables-list", DataTable).focus()

    # --- drawing ---------------------------------------------------------------------

    def draw_now(self, seed: int) -> list[Drawn]:
        """``count`` draws from the current table with the filter, seeded."""
        table_id = self.current
        if table_id is None:
            return []
        return draw(
            self.library,
            Query(table_id, self.browse.filters),
            random.Random(seed),
            count=self.count,
        )

    def action_draw(self) -> None:
        seed = self.next_seed
        try:
            self.results = self.draw_now(seed)
        except ValueError as exc:
            self.notify(str(exc), title="Cannot draw", severity="error", markup=False)
            return
        self.drawn_seed = seed
        self.next_seed = random.Random(seed).randrange(10**6)
        self.show_results()
        self.refresh_bindings()

    def show_results(self) -> None:
        box = self.query_one("#tables-results", Static)
        if not self.results:
            box.update(waiting_text(self.count, self.next_seed))
            return
        head, lines = results_text(self.results, self.drawn_seed, self.count)
        from textual.content import Content

        box.update(Content.from_markup(head).append("\n" + lines))

    def action_count(self, by: int) -> None:
        self.count = max(1, min(MAX_DRAW, self.count + by))
        self.show_results()

    def action_seed(self) -> None:
        from solo.tui.screens.dialogs import AskText

        def done(text: str | None) -> None:
            if text is not None and text.isdigit():
                self.next_seed = int(text)
                self.show_results() if not self.results else None
                self.notify(f"The next draw uses seed {self.next_seed}", markup=False)
            elif text is not None:
                self.notify(f"seed {text!r} is not a whole number", severity="error", markup=False)

        self.app.push_screen(AskText("Seed", "Seed of the next draw:", str(self.next_seed)), done)

    # --- what to do with a result ----------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "copy":
            return clipboard_supported() and (True if self.results else None)
        if action in ("to_journal", "to_scene", "to_cast"):
            if solo_app(self.app).game is None:
                return False
            if action == "to_cast" and not names_a_person(
                self.results[0].table if self.results else self.current or ""
            ):
                return False
            return True if self.results else None
        return True

    def action_copy(self) -> None:
        if self.results:
            self.app.copy_to_clipboard("\n".join(r.text for r in self.results))
            self.notify(f"Copied {len(self.results)} result(s)")

    def action_to_journal(self) -> None:
        from solo.tui.game_adapter import send_note

        if self.results:
            self._to_game(lambda game: send_note(game, self.results[0].text), "Kept as a note")

    def action_to_scene(self) -> None:
        from solo.tui.game_adapter import send_detail

        if self.results:
            first = self.results[0]
            polarity = first.entry.tags.polarity
            self._to_game(
                lambda game: send_detail(
                    game, first.text, str(polarity) if polarity else "negative"
                ),
                "Added to the scene as a Detail",
            )

    def action_to_cast(self) -> None:
        from solo.tui.game_adapter import send_npc

        if self.results:
            first = self.results[0]
            self._to_game(lambda game: send_npc(game, first.text), "Joins the NPCs")

    def _to_game(self, change: Callable[[Game], None], said: str) -> None:
        from solo.game.errors import GameError
        from solo.saves.errors import SaveError

        game = solo_app(self.app).game
        if game is None:
            return  # check_action offers these keys only with a game open
        try:
            change(game)
        except (GameError, SaveError, ValueError) as exc:
            self.notify(str(exc), title="Refused", severity="error", markup=False)
            return
        solo_app(self.app).game_changed()
        self.notify(said)

    # --- pins ------------------------------------------------------------------------

    @property
    def pins(self) -> list[str]:
        return list(solo_app(self.app).config.pinned_tables)

    def action_pin(self) -> None:
        table_id = self.current
        if table_id is None:
            return
        toggled = toggled_pins(self.pins, table_id)
        if toggled is None:
            self.notify("Nine tables are pinned already: unpin one first", severity="warning")
            return
        pins, said = toggled
        self._save_pins(pins)
        self.notify(said, markup=False)
        self.show_tables()
        self._select(table_id)

    def _save_pins(self, pins: tuple[str, ...]) -> None:
        from solo.config import save_config

        app = solo_app(self.app)
        config = app.config.evolve(pinned_tables=pins)
        try:
            save_config(config, app.loaded_config.path)
        except OSError as exc:
            self.notify(
                f"{app.loaded_config.path}: cannot save: {exc.strerror}",
                severity="error",
                markup=False,
            )
        app.set_config(config)

    def action_jump(self, number: int) -> None:
        pins = self.pins
        if number > len(pins):
            self.notify(f"Nothing is pinned to {number} (p pins a table)", severity="warning")
            return
        if pins[number - 1] not in self.table_ids:
            self.query_one("#tables-filter", Input).value = ""
            self.browse = Browse()
            self.show_tables()
        self._select(pins[number - 1])

    def _select(self, table_id: str) -> None:
        if table_id in self.table_ids:
            listing = self.query_one("#tables-list", DataTable)
            row = self.table_ids.index(table_id)
            listing.move_cursor(row=row)
            self.call_after_refresh(listing.move_cursor, row=row)
            listing.focus()
            self.show_entries()

    def action_filter(self) -> None:
        self.query_one("#tables-filter", Input).focus()

    def action_back(self) -> None:
        if self.focused is self.query_one("#tables-filter", Input):
            self.query_one("#tables-list", DataTable).focus()
        else:
            self.app.pop_screen()
