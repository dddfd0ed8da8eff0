"""The lab's roster (issue 23, items 1 and 2): every hero against every foe as a heat map
of P(win), the cell under the cursor explained in words beside it, and the levers of that
conflict ranked by what they add to P(win).

The heroes and foes are typed as ``solo lab roster`` takes them (``Ash=5 Bea=3,+1``,
``Vey=lieutenant Drake=8,strong``; a name with spaces in quotes); the rest of the
situation — system, options, variant, soak, how the hero plays — is the Odds lab's form.
With a game open the campaign's hero and its foes still standing come first.

Solving runs in a thread worker that only posts :class:`RosterSolved` or
:class:`LeversPriced`; a bad input is one line under the title, and the last good
answer stays on screen.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from msgspec import Struct
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, Static

from solo.lab.levers import LeverPrices, price_levers
from solo.lab.roster import Foe, Hero, Roster, read_foe, read_hero, roster, unique_names
from solo.lab.setup import Policy, Setup
from solo.tui.lab_form import LabForm, read_form
from solo.tui.owner import solo_app
from solo.tui.widgets.roster_map import RosterMap

if TYPE_CHECKING:
    from solo.game.campaign import Campaign

HEROES = "Ash=5 Bea=3,+1 Cy=7,-1"
FOES = "mook=0 thug=2,challenging Vey=lieutenant Orla=villain,strong Drake=dragon,overwhelming"
LEVER_NAME = 24


class RosterQuestion(Struct, frozen=True):
    """What the worker solves: the lab's situation and the two sides."""

    base: Setup
    policy: Policy
    best: bool
    heroes: tuple[Hero, ...]
    foes: tuple[Foe, ...]


class RosterSolved(Message):
    def __init__(self, generation: int, result: Roster | None, error: str = "") -> None:
        super().__init__()
        self.generation = generation
        self.result = result
        self.error = error


class LeversPriced(Message):
    def __init__(self, cell: tuple[int, int], prices: LeverPrices) -> None:
        super().__init__()
        self.cell = cell
        self.prices = prices


def read_sides(heroes: str, foes: str) -> tuple[tuple[Hero, ...], tuple[Foe, ...]]:
    """The typed heroes and foes; a ValueError naming the one bad value."""
    return (
        tuple(unique_names([read_hero(t, "heroes") for t in _words(heroes, "heroes")], "heroes")),
        tuple(unique_names([read_foe(t, "foes") for t in _words(foes, "foes")], "foes")),
    )


def _words(text: str, what: str) -> list[str]:
    try:
        words = shlex.split(text)
    except ValueError:
        raise ValueError(f"{what}: a quote is not closed in {text!r}") from None
    if not words:
        raise ValueError(f"{what}: none given (for example {HEROES if what == 'heroes' else FOES})")
    return words


def campaign_sides(campaign: Campaign) -> tuple[str, str]:
    """The campaign's hero (its Resolve, or its variant's losses left), then the default
    heroes; its foes still standing, or the default foes when it has none."""
    econ = campaign.economy
    resolve = int(econ.losses_left(campaign.state)) if econ.losses_count_down else 5
    hero = _token(campaign.character.name, str(min(max(resolve, 0), 20)))
    foes = [
        _token(n.name, f"{min(n.resolve, 20)},{n.strength}")
        for n in campaign.cast.foes
        if not n.defeated
    ]
    return f"{hero} {HEROES}", " ".join(foes) or FOES


def _token(name: str, value: str) -> str:
    """``name=value``, quoted when the name needs it (read back by :func:`read_sides`):
    in double quotes when it has spaces or an apostrophe (``"Vasko's men=0"``)."""
    token = f"{name.replace('=', ' ')}={value}"
    if not any(c.isspace() or c in "'\"\\#" for c in token):
        return token
    if '"' not in token and "\\" not in token:
        return f'"{token}"'
    return shlex.quote(token)


def cell_words(matrix: Roster, row: int, col: int) -> str:
    """The cell under the cursor in words: who against whom, how it ends, how long."""
    from solo.dice.report import fraction_text

    cell = matrix.cell(row, col)
    hero, foe, odds = cell.hero, cell.foe, cell.odds
    bonus = f", {hero.bonus:+d}D" if hero.bonus else ""
    strength = foe.strength or matrix.base.params.opposition
    playing = "best play" if matrix.policy is None else matrix.policy.describe()
    win = fraction_text(odds.win)
    exact = f" (exactly {win})" if len(win) <= 24 else ""
    return "\n".join(
        [
            f"{hero.name} against {foe.name}",
            f"{hero.name}: Resolve {hero.resolve}{bonus}",
            f"{foe.name}: pool {foe.pool}, {strength}",
            f"{matrix.base.system}; {playing}",
            "",
            f"P(win)      {float(odds.win):7.1%}",
            f"P(out)      {float(odds.out):7.1%}",
            f"P(concede)  {float(odds.concede):7.1%}",
            f"exchanges   {float(odds.expected_exchanges):7.2f}",
            "",
            f"{hero.name} wins {float(odds.win):.1%} of these fights{exact}, is put out "
            f"in {float(odds.out):.1%} and concedes {float(odds.concede):.1%}; a fight "
            f"lasts {float(odds.expected_exchanges):.1f} exchanges on average.",
        ]
    )


def lever_lines(prices: LeverPrices) -> str:
    """The ranked lever table: each lever, P(win) with it, the change in points."""
    lines = [
        f"Levers of this fight (P(win) {float(prices.odds.win):.1%})",
        f"{'lever':<{LEVER_NAME}}{'P(win)':>8}{'change':>8}",
    ]
    for p in prices.prices:
        name = p.lever.name if len(p.lever.name) <= LEVER_NAME - 1 else p.lever.name[:22] + "…"
        lines.append(
            f"{name:<{LEVER_NAME}}{float(p.odds.win):>8.1%}{float(p.win_delta) * 100:>+8.1f}"
        )
    return "\n".join(lines)


class RosterScreen(Screen[None]):
    DEFAULT_CSS = """
    RosterScreen #roster-title { height: 1; padding: 0 1; }
    RosterScreen #roster-error { height: auto; padding: 0 1; color: $error; }
    RosterScreen .roster-row { height: 1; padding: 0 1; }
    RosterScreen .roster-row > Label { width: 8; color: $text-muted; }
    RosterScreen .roster-row Input { width: 1fr; }
    RosterScreen #roster-body { height: 1fr; }
    RosterScreen #roster-left { width: auto; min-width: 48; max-width: 100; padding: 0 1; }
    RosterScreen #roster-map { margin-top: 1; }
    RosterScreen #roster-levers { height: auto; margin-top: 1; }
    RosterScreen #roster-cell-box { width: 1fr; max-width: 48; }
    RosterScreen #roster-cell { padding: 0 1; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back", id="roster.back", tooltip="Back to the Odds lab"),
    ]

    def __init__(self, form: LabForm | None = None, heroes: str = "", foes: str = "") -> None:
        super().__init__()
        self.form = form or LabForm()
        self.heroes_text, self.foes_text = heroes, foes
        self.generation = 0
        self.result: Roster | None = None
        self.prices: LeverPrices | None = None
        self.error = ""
        # one solve thread at a time (a thread cannot be stopped): the latest question of
        # each kind waits, the roster before the levers
        self._busy = False
        self._waiting: dict[str, Callable[[], object]] = {}

    def compose(self) -> ComposeResult:
        if not self.heroes_text or not self.foes_text:
            game = solo_app(self.app).game
            heroes, foes = campaign_sides(game.campaign) if game else (HEROES, FOES)
            self.heroes_text = self.heroes_text or heroes
            self.foes_text = self.foes_text or foes
        yield Static(
            "[b]Roster[/b] — every hero against every foe, exact  [dim]arrows: pick a fight · "
            "tab: edit the sides[/dim]",
            id="roster-title",
            markup=True,
        )
        yield Horizontal(
            Label("Heroes"),
            Input(self.heroes_text, id="roster-heroes", compact=True),
            classes="roster-row",
        )
        yield Horizontal(
            Label("Foes"),
            Input(self.foes_text, id="roster-foes", compact=True),
            classes="roster-row",
        )
        yield Static("", id="roster-error", markup=False)
        with Horizontal(id="roster-body"):
            with VerticalScroll(id="roster-left"):
                yield RosterMap(id="roster-map")
                yield Static("", id="roster-levers", markup=False)
            with Vertical(id="roster-cell-box"):
                yield Static("", id="roster-cell", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(RosterMap).focus()
        self.ask()

    @on(Input.Changed)
    def _changed(self, event: Input.Changed) -> None:
        if event.input.id == "roster-heroes":
            self.heroes_text = event.value
        elif event.input.id == "roster-foes":
            self.foes_text = event.value
        self.ask()

    def ask(self) -> None:
        """Read the inputs; a bad value shows at once, a good question goes to a worker."""
        self.generation += 1
        try:
            base, policy = read_form(self.form)
            heroes, foes = read_sides(self.heroes_text, self.foes_text)
        except ValueError as exc:
            self.show_error(str(exc))
            return
        self.show_error("")
        question = RosterQuestion(base, policy, self.form.best, heroes, foes)
        generation = self.generation
        self._queue("roster", lambda: self.solve(generation, question))

    def _queue(self, kind: str, start: Callable[[], object]) -> None:
        self._waiting[kind] = start
        if not self._busy:
            self._start_next()

    def _start_next(self) -> None:
        for kind in ("roster", "levers"):
            start = self._waiting.pop(kind, None)
            if start is not None:
                self._busy = True
                start()
                return

    def _done(self) -> None:
        self._busy = False
        self._start_next()

    @work(group="roster", thread=True)
    def solve(self, generation: int, question: RosterQuestion) -> None:
        q = question
        try:
            result = roster(q.base, q.heroes, q.foes, q.policy, best=q.best)
        except (ValueError, RuntimeError) as exc:
            self.post_message(RosterSolved(generation, None, str(exc)))
            return
        self.post_message(RosterSolved(generation, result))

    @work(group="roster", thread=True)
    def price(self, cell: tuple[int, int], setup: Setup, policy: Policy | None) -> None:
        prices = price_levers(setup, policy, best=policy is None)
        self.post_message(LeversPriced(cell, prices))

    def on_roster_solved(self, message: RosterSolved) -> None:
        self._done()
        if message.generation != self.generation:
            return  # an older question's answer
        if message.result is None:
            self.show_error(message.error)
            return
        self.result = message.result
        self.query_one(RosterMap).show(message.result)

    @on(RosterMap.Moved)
    def _moved(self, message: RosterMap.Moved) -> None:
        if self.result is None:
            return
        matrix = self.result
        self.query_one("#roster-cell", Static).update(cell_words(matrix, message.hero, message.foe))
        setup = matrix.cell(message.hero, message.foe).setup
        cell = (message.hero, message.foe)
        self._queue("levers", lambda: self.price(cell, setup, matrix.policy))

    def on_levers_priced(self, message: LeversPriced) -> None:
        self._done()
        if self.result is None or message.cell != self.query_one(RosterMap).cursor:
            return
        self.prices = message.prices
        self.query_one("#roster-levers", Static).update(lever_lines(message.prices))

    def show_error(self, text: str) -> None:
        self.error = text
        self.query_one("#roster-error", Static).update(text)

    def action_back(self) -> None:
        self.dismiss()
