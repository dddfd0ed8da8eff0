"""The campaign picker: every campaign in the saves folder, and what can be done to one.

Open, new (the wizard), rename, duplicate, restore the backup, delete — which moves the
folder into the trash beside the saves and asks first — and the trash, to bring one back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import DataTable, Footer, Label, Static

from solo.saves import shelf
from solo.saves.errors import SaveError
from solo.tui.hardening import DismissOnce
from solo.tui.owner import solo_app
from solo.tui.screens.dialogs import AskText, Confirm

if TYPE_CHECKING:
    from solo.game.campaign_list import CampaignSummary


class CampaignsScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", "Open", id="campaigns.open", tooltip="Play this campaign"),
        Binding(
            "n",
            "new",
            "New",
            id="campaigns.new",
            tooltip="Make a new campaign: system, variant, genre and a hero",
        ),
        Binding("r", "rename", "Rename", id="campaigns.rename", tooltip="Rename this campaign"),
        Binding(
            "c",
            "duplicate",
            "Copy",
            id="campaigns.duplicate",
            tooltip="Copy this campaign under a new name",
        ),
        Binding(
            "b",
            "restore_backup",
            "Backup",
            id="campaigns.backup",
            tooltip="Put the backup (the state before the last action) back",
        ),
        Binding(
            "delete,d",
            "delete",
            "Delete",
            id="campaigns.delete",
            tooltip="Move this campaign to the trash (asks first; restore with t)",
        ),
        Binding(
            "t",
            "trash",
            "Trash",
            id="campaigns.trash",
            tooltip="Campaigns in the trash: bring one back",
        ),
    ]

    def __init__(self, *, shown: bool = True) -> None:
        """``shown=False``: the picker waits under a game the app opens at once, and builds
        its table and footer only when it is first shown (ctrl+o), not before the game's
        first frame (measured: a third of the app's start-up CPU, most of it the footer's
        keys of a screen nobody sees)."""
        super().__init__()
        self.rows: list[CampaignSummary] = []
        self._built = shown
        self._covered = (
            False  # a screen went over it (its first resume, at start, is not a showing)
        )

    def compose(self) -> ComposeResult:
        if self._built:
            yield from _parts()

    def on_mount(self) -> None:
        if self._built:
            self._fill()

    def on_screen_resume(self) -> None:
        if self._built or self._covered:
            self.refresh_list()

    def on_screen_suspend(self) -> None:
        self._covered = True

    def _fill(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("Campaign", "System", "Variant", "Sess", "Resolve", "Last played")
        self.refresh_list()

    def refresh_list(self, select: str | None = None) -> None:
        """List the campaigns again (and build the picker the first time it shows)."""
        if not self._built:
            if not self.is_current:
                return  # still waiting under the game
            self._built = True
            self.mount_all(_parts())
            self._fill()
            return
        from solo.game.campaign_list import summaries  # the game's code, once the list shows

        store = solo_app(self.app).store
        self.query_one("#campaigns-title", Static).update(f"[b]Campaigns[/b] in {store.root}")
        current = select or (self.selected.name if self.selected else None)
        self.rows = summaries(store)
        table = self.query_one(DataTable)
        table.clear()
        for row in self.rows:
            when = row.last_played.strftime("%Y-%m-%d %H:%M") if row.last_played else ""
            standing = row.standing if not row.problem else "unreadable: b restores the backup"
            table.add_row(
                row.name,
                row.system,
                row.variant,
                str(row.session),
                _short(standing, 26),
                when,
                key=row.name,
            )
        names = [r.name for r in self.rows]
        if current in names:
            table.move_cursor(row=names.index(current))
        self.query_one("#campaigns-empty", Static).update(
            "" if self.rows else "No campaign yet: press n to make one."
        )
        table.focus()

    @property
    def selected(self) -> CampaignSummary | None:
        if not self._built:
            return None
        table = self.query_one(DataTable)
        if not self.rows or table.cursor_row < 0 or table.cursor_row >= len(self.rows):
            return None
        return self.rows[table.cursor_row]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("open", "rename", "duplicate", "restore_backup", "delete"):
            return self.selected is not None
        return True

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    # --- actions ---------------------------------------------------------------------

    def action_open(self) -> None:
        if self.selected is not None:
            solo_app(self.app).open_campaign(self.selected.name)

    def action_new(self) -> None:
        from solo.tui.screens.wizard import WizardScreen

        self.app.push_screen(WizardScreen())

    def action_rename(self) -> None:
        old = self.selected
        if old is None:
            return

        def done(new: str | None) -> None:
            if new and new != old.name:
                self._shelf(
                    lambda: shelf.rename(solo_app(self.app).store, old.name, new),
                    f"Renamed {old.name} to {new}",
                    new,
                )

        self.app.push_screen(AskText("Rename", f"New name for {old.name}:", old.name), done)

    def action_duplicate(self) -> None:
        old = self.selected
        if old is None:
            return

        def done(new: str | None) -> None:
            if new:
                self._shelf(
                    lambda: shelf.duplicate(solo_app(self.app).store, old.name, new),
                    f"Copied {old.name} to {new}",
                    new,
                )

        self.app.push_screen(
            AskText("Copy", f"Name of the copy of {old.name}:", f"{old.name} copy"), done
        )

    def action_restore_backup(self) -> None:
        row = self.selected
        if row is None:
            return
        store = solo_app(self.app).store
        if not shelf.has_backup(store, row.name):
            self.notify(f"{row.name} has no backup", severity="warning", markup=False)
            return

        def done(yes: bool | None) -> None:
            if yes:
                self._shelf(
                    lambda: store.restore_backup(row.name),
                    f"{row.name}: backup restored (the replaced file is kept as "
                    "campaign.yaml.broken)",
                    row.name,
                )

        self.app.push_screen(
            Confirm(
                "Restore backup",
                f"Put {row.name}'s backup back? Its "
                "last action is undone; the current file is kept.",
            ),
            done,
        )

    def action_delete(self) -> None:
        row = self.selected
        if row is None:
            return

        def done(yes: bool | None) -> None:
            if yes:
                self._shelf(
                    lambda: shelf.trash(solo_app(self.app).store, row.name),
                    f"{row.name} moved to the trash (t brings it back)",
                )

        self.app.push_screen(
            Confirm(
                "Delete",
                f"Move {row.name} to the trash? Nothing is "
                "destroyed: t lists the trash and restores.",
            ),
            done,
        )

    def action_trash(self) -> None:
        store = solo_app(self.app).store
        items = shelf.trashed(store)
        if not items:
            self.notify("The trash is empty")
            return

        def done(item: shelf.Trashed | None) -> None:
            if item is not None:
                self._shelf(
                    lambda: shelf.restore(store, item),
                    f"{item.name} is back from the trash",
                    item.name,
                )

        self.app.push_screen(TrashScreen(items), done)

    def _shelf(self, change: Callable[[], object], said: str, select: str | None = None) -> None:
        try:
            change()
        except (SaveError, OSError) as exc:
            self.notify(str(exc), title="Refused", severity="error", markup=False)
            return
        self.notify(said, markup=False)
        self.refresh_list(select)


class TrashScreen(DismissOnce["shelf.Trashed | None"], ModalScreen["shelf.Trashed | None"]):
    """The trash, newest first: Enter restores the highlighted campaign."""

    DEFAULT_CSS = """
    TrashScreen { align: center middle; }
    TrashScreen > Vertical {
        width: 70; height: auto; max-height: 20; padding: 0 1;
        border: round $accent; background: $surface;
    }
    TrashScreen DataTable { height: auto; max-height: 14; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close", id="trash.close", tooltip="Restore nothing"),
    ]

    def __init__(self, items: list[shelf.Trashed]) -> None:
        super().__init__()
        self.items = items

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Trash"
            table: DataTable[str] = DataTable(cursor_type="row")
            table.add_columns("Campaign", "Deleted (UTC)")
            for item in self.items:
                table.add_row(item.name, item.when.strftime("%Y-%m-%d %H:%M:%S"))
            yield table
            yield Label("[dim]Enter restore · Esc close[/dim]")

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.dismiss(self.items[event.cursor_row])

    def action_close(self) -> None:
        self.dismiss(None)


def _parts() -> list[Widget]:
    """What the picker shows: its title, the table, the empty note, its keys and footer."""
    return [
        Static("", id="campaigns-title"),
        DataTable(id="campaigns", cursor_type="row", zebra_stripes=True),
        Static("", id="campaigns-empty"),
        Static(
            "[dim]Enter open · n new · r rename · c copy · b backup · d delete · "
            "t trash · F2 tables · F3 prep · F4 settings[/dim]",
            id="campaigns-keys",
        ),
        Footer(),
    ]


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
