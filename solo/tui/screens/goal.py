"""Goals from the keyboard (F5): mark a milestone reached or set back, a Goal achieved or
failed (asking for the new Trademark or Flaw and the next Goal), and the trade that brings
an OUT hero back (R-RES-5, R-RES-6, R-CHAR-5). Every change is a typed command run by the
play screen, so it is journalled and undoable."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.markup import escape
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from solo.game.campaign import Campaign
from solo.game.commands import Command
from solo.game.hero.commands import TradeTrademark
from solo.game.story.commands import AddGoal, GoalAchieved, GoalFailed, Milestone, Setback
from solo.rules.character.goals import MilestoneStatus
from solo.tui.hardening import DismissOnce
from solo.tui.screens.dialogs import AskText
from solo.tui.screens.pick import PickOne

Runner = Callable[[Command], bool]
"""Runs a command on the open game; False if the rules refused it (already shown)."""

MARKS = {MilestoneStatus.ACHIEVED: "✓ reached", MilestoneStatus.FAILED: "✗ set back"}


class GoalScreen(DismissOnce[None], ModalScreen[None]):
    DEFAULT_CSS = """
    GoalScreen { align: center middle; }
    GoalScreen > Vertical {
        width: 76; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 1; border: round $accent; background: $surface;
    }
    GoalScreen OptionList { height: auto; max-height: 14; }
    GoalScreen Label { width: 1fr; }
    GoalScreen .out { color: $text-error; text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("m", "milestone", "Milestone", id="goal.milestone", tooltip="+1 Resolve"),
        Binding("s", "setback", "Setback", id="goal.setback", tooltip="-1 Resolve"),
        Binding("a", "achieved", "Achieved", id="goal.achieved", tooltip="a new Trademark"),
        Binding("f", "failed", "Failed", id="goal.failed", tooltip="a new Flaw"),
        Binding("t", "trade", "Trade", id="goal.trade", tooltip="Trademark → Flaw (OUT)"),
        Binding("escape", "close", "Close", id="goal.close", tooltip="Back to play"),
    ]

    def __init__(self, campaign: Callable[[], Campaign], run: Runner) -> None:
        super().__init__()
        self.campaign, self.run = campaign, run
        self.targets: list[tuple[str, str]] = []  # (goal, milestone or "") per option

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Goals"
            yield Label("", id="goal-out", classes="out")
            yield OptionList(id="goal-list")
            yield Label(
                "[dim]m milestone reached · s setback · a Goal achieved · f Goal failed · "
                "t trade a Trademark (OUT) · Esc back[/dim]"
            )

    def on_mount(self) -> None:
        self.refresh_list()

    def refresh_list(self) -> None:
        camp = self.campaign()
        out = camp.economy.out(camp.economy_state)
        self.query_one("#goal-out", Label).update(
            "OUT OF THE GAME: t trades a Trademark for a Flaw to come back" if out else ""
        )
        options: list[Option] = []
        self.targets = []
        for goal in camp.character.active_goals:
            options.append(Option(Content(f"Goal: {goal.text}")))
            self.targets.append((goal.text, ""))
            for m in goal.milestones:
                mark = MARKS.get(m.status, "· open")
                options.append(Option(Content(f"   {mark:<11} {m.text}")))
                self.targets.append((goal.text, m.text))
        if not options:
            options.append(Option("No active Goal: add one with /act add_goal", disabled=True))
        listing = self.query_one("#goal-list", OptionList)
        keep = listing.highlighted
        listing.set_options(options)
        listing.highlighted = keep if keep is not None and keep < len(options) else 0
        listing.focus()

    def _target(self) -> tuple[str, str] | None:
        i = self.query_one("#goal-list", OptionList).highlighted
        if i is None or i >= len(self.targets):
            self.notify("No Goal to mark: add one first", severity="warning")
            return None
        return self.targets[i]

    def _run(self, command: Command) -> None:
        self.run(command)
        self.refresh_list()

    def action_milestone(self) -> None:
        if target := self._target():
            self._run(Milestone(*target))

    def action_setback(self) -> None:
        if target := self._target():
            self._run(Setback(*target))

    def action_achieved(self) -> None:
        if (target := self._target()) is None:
            return
        goal = target[0]

        def then(trademark: str | None) -> None:
            if trademark is not None and self.run(GoalAchieved(goal, trademark)):
                self._next_goal()
            self.refresh_list()

        self.app.push_screen(
            AskText("Goal achieved", f"{escape(goal)}\nThe new Trademark it gives:"),
            then,
        )

    def action_failed(self) -> None:
        if (target := self._target()) is None:
            return
        goal = target[0]

        def then(flaw: str | None) -> None:
            if flaw is not None and self.run(GoalFailed(goal, flaw)):
                self._next_goal()
            self.refresh_list()

        self.app.push_screen(
            AskText("Goal failed", f"{escape(goal)}\nThe new Flaw it leaves:"), then
        )

    def _next_goal(self) -> None:
        def then(text: str | None) -> None:
            if text:
                self.run(AddGoal(text))
            self.refresh_list()

        self.app.push_screen(AskText("A new Goal", "The hero's next Goal (Esc: later):"), then)

    def action_trade(self) -> None:
        names = [d.name for d in self.campaign().character.trademarks]
        if not names:
            self.notify("No Trademark left to trade", severity="warning")
            return

        def flaw_for(trademark: str | None) -> None:
            if trademark is None:
                return

            def then(flaw: str | None) -> None:
                if flaw is not None:
                    self._run(TradeTrademark(trademark, flaw))

            self.app.push_screen(
                AskText("Trade", f"{escape(trademark)} becomes which permanent Flaw?"), then
            )

        self.app.push_screen(
            PickOne("Trade a Trademark", "Give up which Trademark?", names), flaw_for
        )

    def action_close(self) -> None:
        self.dismiss(None)
