"""The Odds lab (issue 11, item 5): the inputs of ``solo lab conflict`` on the left, the
exact odds, a chart ("Chart by": P(win) against the opposition pool or strength, or how
long the conflict lasts, issue 23) and best play on the right, answered again whenever
an input changes.

Every solve runs in a thread worker (best play at big pools takes a while) that only
posts :class:`LabSolved`; the handler keeps the newest answer and draws it. A bad input
is one line under the title; the last good answer stays on screen.
"""

from __future__ import annotations

from fractions import Fraction
from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Checkbox, Footer, Input, Label, Select, Static

from solo.lab.conflict import ConflictOdds
from solo.lab.setup import Policy, Setup
from solo.tui.form_fields import edited
from solo.tui.lab_form import (
    LabAnswer,
    LabForm,
    answer,
    campaign_form,
    option_hint,
    read_form,
)
from solo.tui.owner import solo_app
from solo.tui.widgets.lab_chart import LabChart

NEVER = "never"
CHART_BY = (
    ("opposition pool", "pool"),
    ("opposition strength", "strength"),
    ("conflict length", "length"),
)
"""What the chart shows as the screen names it, and the form's value (lab_form.AXES)."""


class LabSolved(Message):
    """A worker's answer (or the one-line reason there is none) for form ``generation``."""

    def __init__(self, generation: int, result: LabAnswer | None, error: str = "") -> None:
        super().__init__()
        self.generation = generation
        self.result = result
        self.error = error


def percent(p: Fraction) -> str:
    return f"{float(p):.1%}"


class LabScreen(Screen[None]):
    DEFAULT_CSS = """
    LabScreen #lab-title { height: 1; padding: 0 1; }
    LabScreen #lab-error { height: auto; padding: 0 1; color: $error; }
    LabScreen #lab-body { height: 1fr; }
    LabScreen #lab-form { width: 38; padding: 0 1; }
    LabScreen .lab-row { height: 1; }
    LabScreen .lab-row > Label { width: 13; color: $text-muted; }
    LabScreen .lab-row Input { width: 1fr; }
    LabScreen .lab-row Select { width: 1fr; }
    LabScreen #lab-results { width: 1fr; padding: 0 1; }
    LabScreen .lab-odds { height: 1; width: auto; }
    LabScreen #lab-chart-by { margin-top: 1; width: 40; }
    LabScreen #lab-advice { height: auto; margin-top: 1; color: $text; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back", id="lab.back", tooltip="Leave the Odds lab"),
        Binding(
            "f8",
            "roster",
            "Roster",
            id="lab.roster",
            tooltip="Every hero against every foe in this situation, and the levers",
        ),
    ]

    def __init__(self, form: LabForm | None = None) -> None:
        super().__init__()
        self.form = form
        self.generation = 0
        self.result: LabAnswer | None = None
        # one solve thread at a time: a thread cannot be stopped, so a burst of edits
        # waits as one latest question instead of piling up threads (and a slow quit)
        self._solving = False
        self._next: tuple[int, Setup, Policy, bool, str] | None = None
        self.error = ""

    def compose(self) -> ComposeResult:
        from solo.dice import known_systems
        from solo.dice.ladder import Answer
        from solo.lab.grid import STRENGTHS
        from solo.lab.setup import rung_name
        from solo.rules.economy import VARIANTS

        if self.form is None:
            self.form = self._start_form()
        form = self.form
        yield Static(
            "[b]Odds lab[/b] — one hero against one opposition, exact", id="lab-title", markup=True
        )
        yield Static("", id="lab-error", markup=False)
        with Horizontal(id="lab-body"):
            with VerticalScroll(id="lab-form"):
                yield _row(
                    "System", _select([(s, s) for s in known_systems()], form.system, "system")
                )
                yield _row(
                    "Options",
                    Input(
                        form.options,
                        placeholder=option_hint(form.system),
                        id="lab-options",
                        compact=True,
                    ),
                )
                yield _row("Bonus dice", _input(form.bonus, "bonus"))
                yield _row("Penalty dice", _input(form.penalty, "penalty"))
                yield _row(
                    "Opposition", _select([(s, s) for s in STRENGTHS], form.strength, "strength")
                )
                yield _row("Opp. pool", _input(form.pool, "pool"))
                yield _row("Resolve", _input(form.resolve, "resolve"))
                yield _row("Variant", _select([(v, v) for v in VARIANTS], form.variant, "variant"))
                rungs = [(NEVER, "")] + [(rung_name(a), a.key) for a in Answer if a.key != "no_and"]
                yield _row("Reroll below", _select(rungs, form.reroll_below, "reroll_below"))
                yield _row("Keep", _input(form.keep, "keep"))
                yield _row(
                    "Concede at",
                    _input(form.concede_at, "concede_at", NEVER),
                )
                yield _row("Soak", _input(form.soak, "soak"))
                yield _row("", _check("risky", form.risky, "risky"))
                yield _row(
                    "", _check("Yes-and costs 2", form.yes_and_costs_two, "yes_and_costs_two")
                )
                yield _row("", _check("best play", form.best, "best"))
            with Vertical(id="lab-results"):
                yield Static("", id="lab-win", classes="lab-odds", markup=False)
                yield Static("", id="lab-out", classes="lab-odds", markup=False)
                yield Static("", id="lab-concede", classes="lab-odds", markup=False)
                yield _row("Chart by", _select(list(CHART_BY), form.axis, "axis"), "lab-chart-by")
                yield LabChart(chart_title(form.axis), id="lab-chart")
                yield Static("", id="lab-advice", markup=False)
        yield Footer()

    def _start_form(self) -> LabForm:
        """With a game open, the campaign's system, Resolve and opposition. Nothing here
        refuses: the campaign's values were checked when it loaded, and a value the lab
        cannot read is the ValueError of :func:`read_form`, shown as one line by :meth:`ask`."""
        game = solo_app(self.app).game
        if game is None:
            return LabForm()
        return campaign_form(game.campaign)

    def on_mount(self) -> None:
        self.ask()

    # --- the form changes -------------------------------------------------------

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    def _changed(self, event: Input.Changed | Select.Changed | Checkbox.Changed) -> None:
        widget = event.control
        value: str | bool
        if isinstance(event, Select.Changed):
            value = "" if event.value is Select.NULL else str(event.value)
        else:
            value = event.value
        if self.form is None or widget is None:
            return
        form = edited(self.form, widget.id, "lab-", value)
        if form is None:
            return
        self.form = form
        if widget.id == "lab-system":
            self.query_one("#lab-options", Input).placeholder = option_hint(str(value))
        self.ask()

    def ask(self) -> None:
        """Read the form; a bad value shows at once, a good one goes to the worker."""
        assert self.form is not None
        self.generation += 1
        try:
            setup, policy = read_form(self.form)
        except ValueError as exc:
            self.show_error(str(exc))
            return
        self.show_error("")
        self.query_one("#lab-win", Static).update("P(win)     solving…")
        self._next = (self.generation, setup, policy, self.form.best, self.form.axis)
        self._solve_next()

    def _solve_next(self) -> None:
        if not self._solving and self._next is not None:
            self._solving = True
            args, self._next = self._next, None
            self.solve(*args)

    @work(group="lab", thread=True)
    def solve(self, generation: int, setup: Setup, policy: Policy, best: bool, axis: str) -> None:
        try:
            result = answer(setup, policy, best, axis)
        except (ValueError, RuntimeError) as exc:
            self.post_message(LabSolved(generation, None, str(exc)))
            return
        self.post_message(LabSolved(generation, result))

    def on_lab_solved(self, message: LabSolved) -> None:
        self._solving = False
        self._solve_next()
        if message.generation != self.generation:
            return  # an older question's answer
        if message.result is None:
            self.show_error(message.error)
            return
        self.result = message.result
        self.draw(message.result)

    # --- drawing ------------------------------------------------------------------

    def show_error(self, text: str) -> None:
        self.error = text
        self.query_one("#lab-error", Static).update(text)

    def draw(self, result: LabAnswer) -> None:
        from solo.dice.report import fraction_text

        odds = result.odds if result.best is None else result.best.odds
        how = "" if result.best is None else " (best play)"
        for key, label, p in (
            ("win", "P(win)", odds.win),
            ("out", "P(out)", odds.out),
            ("concede", "P(concede)", odds.concede),
        ):
            cell = self.query_one(f"#lab-{key}", Static)
            cell.update(f"{label:<11}{percent(p):>7}{how if key == 'win' else ''}")
            cell.tooltip = f"{label} = {fraction_text(p)} exactly"
        assert self.form is not None
        chart = self.query_one(LabChart)
        chart.title = chart_title(self.form.axis, result.odds)
        if self.form.axis == "length":
            chart.plot_length(result.odds.length)
        else:
            chart.plot(result.curve, marked=result.marked)
        lines: list[str] = []
        if result.best is not None:
            simple = percent(result.odds.win)
            lines = [f"your play wins {simple}; best play:", *result.best.advice]
        self.query_one("#lab-advice", Static).update("\n".join(lines))

    def action_back(self) -> None:
        self.dismiss()

    def action_roster(self) -> None:
        from solo.tui.screens.lab_roster import RosterScreen

        self.app.push_screen(RosterScreen(self.form))


def chart_title(axis: str, odds: ConflictOdds | None = None) -> str:
    if axis == "length":
        expected = "" if odds is None else f" ({float(odds.expected_exchanges):.1f} expected)"
        return f"Exchanges, your play{expected}"
    by = dict((value, name) for name, value in CHART_BY).get(axis, axis)
    return f"P(win) by {by}, your play"


def _row(label: str, widget: Widget, id: str | None = None) -> Horizontal:
    return Horizontal(Label(label), widget, classes="lab-row", id=id)


def _input(value: str, name: str, placeholder: str = "") -> Input:
    return Input(value, placeholder=placeholder, compact=True, id=f"lab-{name}")


def _select(options: list[tuple[str, str]], value: str, name: str) -> Select[str]:
    known = {v for _, v in options}
    return Select(
        options,
        value=value if value in known else options[0][1],
        allow_blank=False,
        compact=True,
        id=f"lab-{name}",
    )


def _check(label: str, value: bool, name: str) -> Checkbox:
    return Checkbox(label, value, compact=True, id=f"lab-{name}")
