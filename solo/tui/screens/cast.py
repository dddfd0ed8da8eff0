"""The threads, NPCs and foes from the keyboard (shift+F7, or the palette): add, rename,
close and remove threads; add, draw, rename and remove NPCs; make one the scene's
opposition (R-GM-4, R-CON-3). The hero's active Goals show with the threads; they change
with the Goal keys (F5). Every change is a typed command run by the play screen, so it is
journalled and undoable. The keys are the screen's own: while a dialog asks for a name,
what is typed goes to its text field only."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from msgspec import Struct
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.markup import escape
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from solo.game.campaign import Campaign
from solo.game.choices import Strength
from solo.game.commands import Command
from solo.game.story.cast import Rank, same_name
from solo.game.story.commands import (
    AddNpc,
    AddThread,
    CloseThread,
    DrawNpc,
    RemoveNpc,
    RemoveThread,
    RenameNpc,
    RenameThread,
    SetOpposition,
)
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import AskText
from solo.tui.screens.pick import PickOne

Runner = Callable[[Command], bool]
"""Runs a command on the open game; False if the rules refused it (already shown)."""

NO_RANK = "not a foe"
RANKS = [NO_RANK, *(r.value for r in Rank)]


class Row(Struct, frozen=True):
    """What a line of the list stands for: a ``thread``, a ``goal`` or an ``npc``."""

    kind: str
    name: str


def list_lines(camp: Campaign) -> list[tuple[Row, str]]:
    """Each line of the list and what it stands for: the Goals, the threads, the NPCs and
    foes (the one facing the hero marked, a note after a dash)."""
    lines = [(Row("goal", g.text), f"Goal    {g.text}") for g in camp.character.active_goals]
    for thread in camp.cast.threads:
        shown = thread.name if thread.open else f"{thread.name} (closed)"
        lines.append((Row("thread", thread.name), f"Thread  {shown}"))
    facing = camp.opposition.name if camp.opposition is not None else ""
    for npc in camp.cast.npcs:
        mark = " · facing you" if facing and same_name(npc.name, facing) else ""
        note = f" — {npc.note}" if npc.note else ""
        word = "Foe   " if npc.foe else "NPC   "
        lines.append((Row("npc", npc.name), f"{word}  {npc.label}{mark}{note}"))
    return lines


class CastScreen(DismissOnce[None], ModalScreen[None]):
    DEFAULT_CSS = """
    CastScreen { align: center middle; }
    CastScreen > Vertical {
        width: 76; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 1; border: round $accent; background: $surface;
    }
    CastScreen OptionList { height: auto; max-height: 16; }
    CastScreen Label { width: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "new_thread", "Thread", id="cast.thread", tooltip="A new thread"),
        Binding("n", "new_npc", "NPC", id="cast.npc", tooltip="Someone met; a foe with a rank"),
        Binding("d", "draw_npc", "Draw", id="cast.draw", tooltip="Draw an NPC from the table"),
        Binding("r", "rename", "Rename", id="cast.rename", tooltip="A new name"),
        Binding("c", "close_thread", "Close", id="cast.close", tooltip="The thread is done"),
        Binding("x", "remove", "Remove", id="cast.remove", tooltip="Off the list"),
        Binding(
            "o", "oppose", "Opposition", id="cast.oppose", tooltip="This one faces the hero now"
        ),
        Binding("escape", "close", "Close", id="cast.back", tooltip="Back to play"),
    ]

    def __init__(self, campaign: Callable[[], Campaign], run: Runner) -> None:
        super().__init__()
        self.campaign, self.run = campaign, run
        self.rows: list[Row] = []

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Threads, NPCs and foes"
            yield OptionList(id="cast-list")
            yield Label(
                "[dim]t new thread · n new NPC · d draw an NPC · r rename · c close a thread · "
                "x remove · o make the opposition · Esc back[/dim]"
            )

    def on_mount(self) -> None:
        self.refresh_list()

    def refresh_list(self) -> None:
        lines = list_lines(self.campaign())
        self.rows = [row for row, _ in lines]
        options = [Option(Content(text)) for _, text in lines]
        if not options:
            options.append(
                Option("Nobody and nothing yet: t adds a thread, n an NPC", disabled=True)
            )
        listing = self.query_one("#cast-list", OptionList)
        keep = listing.highlighted
        listing.set_options(options)
        listing.highlighted = keep if keep is not None and keep < len(options) else 0
        listing.focus()

    def _row(self, *kinds: str) -> Row | None:
        i = self.query_one("#cast-list", OptionList).highlighted
        row = self.rows[i] if i is not None and i < len(self.rows) else None
        if row is not None and row.kind == "goal":
            self.notify("A Goal changes with the Goal keys (F5)", severity="warning")
            return None
        if row is None or row.kind not in kinds:
            what = " or ".join("an NPC" if k == "npc" else f"a {k}" for k in kinds)
            self.notify(f"Highlight {what} first", severity="warning")
            return None
        return row

    def _run(self, command: Command) -> None:
        self.run(command)
        self.refresh_list()

    def _ask(self, title: str, prompt: str, then: Callable[[str], None], value: str = "") -> None:
        def done(text: str | None) -> None:
            if text:
                then(text)
            self.refresh_list()

        self.app.push_screen(AskText(title, prompt, value), done)

    def action_new_thread(self) -> None:
        self._ask("New thread", "The thread to follow:", lambda text: self._run(AddThread(text)))

    def action_new_npc(self) -> None:
        def ranked(name: str) -> None:
            def then(rank: str | None) -> None:
                if rank is not None:
                    self._run(AddNpc(name, rank="" if rank == NO_RANK else rank))

            self.app.push_screen(PickOne("New NPC", f"{escape(name)} is…", RANKS), then)

        self._ask("New NPC", "Their name (and nothing else):", ranked)

    def action_draw_npc(self) -> None:
        self._run(DrawNpc())

    def action_rename(self) -> None:
        row = self._row("thread", "npc")
        if row is None:
            return
        build = RenameThread if row.kind == "thread" else RenameNpc
        self._ask(
            "Rename",
            f"A new name for {escape(row.name)}:",
            lambda new: self._run(build(row.name, new)),
            row.name,
        )

    def action_close_thread(self) -> None:
        if (row := self._row("thread")) is not None:
            self._run(CloseThread(row.name))

    def action_remove(self) -> None:
        if (row := self._row("thread", "npc")) is not None:
            self._run(RemoveThread(row.name) if row.kind == "thread" else RemoveNpc(row.name))

    def action_oppose(self) -> None:
        row = self._row("npc")
        if row is None:
            return
        npc = self.campaign().cast.npc(row.name)
        if npc is not None and npc.rank is not None:
            self._run(SetOpposition(npc.name, Strength(npc.strength), pool=npc.rank.value))
            return

        def then(rank: str | None) -> None:
            if rank is not None and rank != NO_RANK:
                self._run(SetOpposition(row.name, pool=rank))

        self.app.push_screen(
            PickOne("Opposition", f"{escape(row.name)} fights as…", RANKS[1:]), then
        )

    def action_close(self) -> None:
        self.dismiss(None)
