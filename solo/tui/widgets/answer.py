"""The answer panel: the roll waiting to be settled, what it brings and what it costs.

Settling needs a deliberate key: the F-keys of the play screen from anywhere, or the
letter keys here only when this panel has the focus (Tab to it). Letters typed in the
question bar never settle anything.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from msgspec.structs import replace
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from solo.dice.die_look import MARKUP, die_text
from solo.game.choices import Choice
from solo.game.story.journal_text import Tone
from solo.game.turn.offer import OfferCard, Target
from solo.printable import printable
from solo.rule_ids import without_rules
from solo.tui.pending import DieView, PendingView
from solo.tui.widgets.kept_lines import KeptLines

TONE_STYLE = {Tone.YES: "$text-success", Tone.NO: "$text-error", Tone.IMPASSE: "$text-warning"}
TONE_WORD = {Tone.YES: "yes", Tone.NO: "no", Tone.IMPASSE: "impasse"}  # never colour alone
TO = {Target.HERO: "the hero (a Condition)", Target.SCENE: "the scene (a Detail)"}


class AnswerPanel(VerticalScroll, KeptLines, can_focus=True):
    """Shows :attr:`view`; hidden while no roll waits. Keys post :class:`Chosen`.

    It scrolls (Tab to it, then the arrows) when a short terminal cannot show every line.
    Its frame (border, title) is drawn once for each size it takes (:class:`KeptLines`):
    shown again as each roll comes, it drew the same frame afresh.
    """

    BORDER_TITLE = "The oracle answers"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "enter,a",
            "choose('accept')",
            "Accept",
            id="answer.accept",
            show=False,
            tooltip="With this panel focused (Tab): accept, as F5 does",
        ),
        Binding(
            "r",
            "choose('reroll')",
            "Reroll",
            id="answer.reroll",
            show=False,
            tooltip="With this panel focused: reroll, as F6 does",
        ),
        Binding(
            "d",
            "choose('detail')",
            "Detail",
            id="answer.detail",
            show=False,
            tooltip="With this panel focused: accept, keeping a scene Detail instead",
        ),
        Binding(
            "n",
            "choose('nothing')",
            "Nothing",
            id="answer.nothing",
            show=False,
            tooltip="With this panel focused: accept, keeping nothing (F7)",
        ),
        Binding(
            "c",
            "choose('concede')",
            "Concede",
            id="answer.concede",
            show=False,
            tooltip="With this panel focused: concede the conflict",
        ),
    ]

    @dataclass
    class Chosen(Message):
        """The player chose what to do with the waiting roll."""

        choice: Choice

    view: reactive[PendingView | None] = reactive(None, repaint=False)
    rules: reactive[bool] = reactive(False, repaint=False)
    """Show rules: the pool, the dice's derivation and rule IDs too (R-GM-8)."""

    def on_mount(self) -> None:
        self.watch_view(None, self.view)

    def fit(self, rows: int) -> None:
        """Take ``rows`` rows; the text fills them, so no answer changes the size of
        anything (a longer one than fits scrolls)."""
        self.styles.height = rows
        self.query_one("#answer-text", Static).styles.min_height = max(
            0, rows - self.styles.gutter.height
        )

    def compose(self) -> ComposeResult:
        yield Static(id="answer-text")

    def watch_view(self, old: PendingView | None, view: PendingView | None) -> None:
        self.display = view is not None
        if view is not None and self.is_mounted:
            self.query_one("#answer-text", Static).update(answer_content(view, self.rules))
        if _world(old) != _world(view):
            self.refresh_bindings()

    def watch_rules(self) -> None:
        self.watch_view(self.view, self.view)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A world question has no Condition to trade for a Detail, and no conflict."""
        if action == "choose" and _world(self.view):
            return parameters[:1] not in (("detail",), ("concede",))
        return True

    def action_choose(self, choice: str) -> None:
        self.post_message(self.Chosen(Choice(choice)))


def _world(view: PendingView | None) -> bool:
    return view is not None and view.world


def answer_content(view: PendingView, rules: bool = False) -> Content:
    """Most important first, so a short terminal still shows the answer, what it brings
    and what it costs; how it was rolled (pool, odds) comes last. Without ``rules`` the
    pool and the dice's derivation stay out and no line cites a rule (R-GM-8)."""
    if not rules:
        view = for_player(view)
    stakes = "  [$text-warning](high stakes)[/]" if view.high_stakes else ""
    kind = "[dim](world)[/dim] " if view.world else ""
    lines = [Content.from_markup(f"{kind}[b]$q[/b]{stakes}", q=printable(view.question))]
    lines += answer_lines(view)
    if view.event:  # a random event came with the question (R-GM-3)
        lines.append(Content.from_markup("[b $text-accent]$e[/]", e=printable(view.event)))
    lines.append(dice_line(view.dice, view.total))
    if view.rerolls:
        lines.append(Content.from_markup("[dim]rerolled $n×[/dim]", n=str(view.rerolls)))
    lines += offer_lines(view)
    lines += [Content.from_markup("$note", note=printable(note)) for note in view.notes]
    lines += [
        Content.from_markup("[$text-muted]$line[/]", line=printable(line)) for line in view.pool
    ]
    lines.append(Content.from_markup("[$text-muted]$odds[/]", odds=view.odds))
    return Content("\n").join(lines)


def answer_lines(view: PendingView) -> list[Content]:
    """The answer as the GM says it: the one sentence when the turn has one (the rung's
    general meaning only with shift+F5, it says the same in vaguer words), else the rung
    and its meaning; the tone in a word beside it unless the sentence begins with it
    ("No — …"), never in colour alone."""
    style, word = TONE_STYLE[view.tone], TONE_WORD[view.tone]
    if not view.sentence:
        marker = "" if view.answer.lower().startswith(word) else " [dim]($word)[/dim]"
        return [
            Content.from_markup(
                f"[b {style}]$answer[/]{marker}: $meaning",
                answer=view.answer,
                word=word,
                meaning=printable(view.meaning),
            )
        ]
    sentence = printable(view.sentence)
    if sentence.lower().startswith(word):  # "No — …" says its tone in words already
        said = Content.from_markup(f"[b {style}]$s[/]", s=sentence)
    else:
        said = Content.from_markup(f"[b {style}]$s[/] [dim]($word)[/dim]", s=sentence, word=word)
    if not view.more:
        return [said]
    return [
        said,
        Content.from_markup(
            "[dim]$answer: $m[/dim]", answer=view.answer, m=printable(view.meaning)
        ),
    ]


def for_player(view: PendingView) -> PendingView:
    """``view`` as the player reads it (R-GM-8): no pool lines, no dice derivation, no
    rule IDs."""
    return replace(
        view,
        pool=(),
        notes=(),
        meaning=without_rules(view.meaning),
        stakes=without_rules(view.stakes),
        cost=tuple(without_rules(c) for c in view.cost),
        refused=without_rules(view.refused),
        reroll_price=without_rules(view.reroll_price),
        reroll_refused=without_rules(view.reroll_refused),
    )


def offer_lines(view: PendingView) -> list[Content]:
    """What the answer brings and costs, shown before the player settles it."""
    lines: list[Content] = []
    if view.stakes:
        lines.append(Content.from_markup("[$text-warning]Stakes[/] $s", s=view.stakes))
    if view.offer is not None:
        lines += card_lines(view.offer, view.target, more=view.more)
    accepting = accepting_line(view)
    if accepting is not None:
        lines.append(accepting)
    lines.append(reroll_line(view))
    return lines


def card_lines(card: OfferCard, target: Target | None, more: bool = False) -> list[Content]:
    """The and/but offer: what it brings to whom and the keys that shape it; with ``more``
    (shift+F5) also how to read it and its complication (a complication in the player's
    own words always shows)."""
    lines: list[Content] = []
    if card.meaning and more:
        lines.append(Content.from_markup("[i]Read it as[/i]: $m", m=printable(card.meaning)))
    if card.complication and (more or card.own_complication):
        worse = " (one tier worse)" if card.escalated else ""
        own = " [dim](your words)[/dim]" if card.own_complication else ""
        lines.append(
            Content.from_markup(
                f"[$text-warning]Complication{worse}[/]{own}: $c",
                c=printable(card.complication),
            )
        )
    lines.append(_brings(card, target))
    if shaping := _shaping_keys(card):  # out of a narrow footer: named here
        lines.append(Content.from_markup(f"[dim]{shaping}[/dim]"))
    return lines


def accepting_line(view: PendingView) -> Content | None:
    """What accepting does now, or why it is refused; None when there is nothing to say."""
    if view.refused:
        return Content.from_markup("[$text-error]Accept refused[/]: $r", r=printable(view.refused))
    if view.cost:
        return Content.from_markup("[b]Accepting[/b]: $c", c=printable("; ".join(view.cost)))
    if view.offer is not None or view.stakes:
        return Content.from_markup("[b]Accepting[/b]: costs nothing")
    return None


def reroll_line(view: PendingView) -> Content:
    """Which dice a reroll may take and its price, or why a reroll is refused."""
    if view.reroll_refused:
        return Content.from_markup(
            "[$text-error]Reroll refused[/]: $r", r=printable(view.reroll_refused)
        )
    mine = " ".join(map(str, view.rerollable)) or "none"
    return Content.from_markup(
        "[dim]Reroll (dice $mine)[/dim]: $p", mine=mine, p=view.reroll_price or "free"
    )


def _shaping_keys(card: OfferCard) -> str:
    """The keys that shape this offer (issue 9.3: the complication has its own)."""
    keys = ["shift+F5 more"]
    keys += ["F8 redraw"] if card.brings else []
    keys += ["shift+F8 new complication"] if card.complication else []
    keys += ["F9 your words"] if card.brings or card.complication else []
    keys += ["F10 give to …"] if card.brings else []
    return " · ".join(keys)


def _brings(card: OfferCard, target: Target | None) -> Content:
    if target is None:
        offered = " / ".join(w for w in (card.own or card.condition, card.detail) if w)
        return Content.from_markup(
            "[b]Brings[/b]: nothing to keep $o", o=f"({offered})" if offered else ""
        )
    words = card.text_for(target)
    polarity = card.polarity.value if card.polarity else ""
    where = TO.get(target, "the opposition (a scene Detail)")
    tier = f"{card.tier.key} {card.category.value}, " if target is Target.HERO else ""
    own = " [dim](your words)[/dim]" if card.own else ""
    return Content.from_markup(
        f"[b]Brings[/b]: [b]$w[/b]{own} ($t$p) → $where",
        w=printable(words),
        t=tier,
        p=polarity,
        where=where,
    )


def dice_line(dice: tuple[DieView, ...], total: int | None) -> Content:
    parts = [Content("dice ")]
    for die in dice:
        number = f"[$accent]{die.number}:[/]" if die.mine else f"[dim]{die.number}:[/dim]"
        look = die_text("$face", die.status, MARKUP)
        parts.append(Content.from_markup(f" {number}{look}", face=die.face))
    if total is not None:
        parts.append(Content(f"  = {total}"))
    if any(d.status != "kept" for d in dice):
        parts.append(Content.from_markup("  [dim]((n) dropped, struck: cancelled)[/dim]"))
    return Content("").join(parts)
