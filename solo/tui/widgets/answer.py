"""The answer panel: the roll waiting to be accepted, and the keys that settle it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from solo.dice.die_look import MARKUP, die_text
from solo.game.choices import Choice
from solo.printable import printable
from solo.tui.pending import DieView, PendingView, Tone

TONE_STYLE = {Tone.YES: "$text-success", Tone.NO: "$text-error", Tone.IMPASSE: "$text-warning"}


class AnswerPanel(Static, can_focus=True):
    """Shows :attr:`view`; hidden while no roll waits. Keys post :class:`Chosen`."""

    BORDER_TITLE = "The oracle answers"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "enter",
            "choose('accept')",
            "Accept",
            id="answer.accept",
            tooltip="Accept the answer: apply its costs and what the and/but brings",
        ),
        Binding(
            "r",
            "choose('reroll')",
            "Reroll",
            id="answer.reroll",
            tooltip="Pay to reroll some of your dice (R-RES-2); you pick which",
        ),
        Binding(
            "d",
            "choose('detail')",
            "Detail",
            id="answer.detail",
            tooltip="Accept, keeping a scene Detail instead of a Condition",
        ),
        Binding(
            "n",
            "choose('nothing')",
            "Nothing",
            id="answer.nothing",
            tooltip="Accept, keeping nothing from the and/but",
        ),
        Binding(
            "c",
            "choose('concede')",
            "Concede",
            id="answer.concede",
            tooltip="Concede the conflict instead: lose on terms you negotiate",
        ),
    ]

    @dataclass
    class Chosen(Message):
        """The player chose what to do with the waiting roll."""

        choice: Choice

    view: reactive[PendingView | None] = reactive(None, layout=True)

    def watch_view(self, old: PendingView | None, view: PendingView | None) -> None:
        self.display = view is not None
        if view is not None:
            self.update(answer_content(view))
        if _world(old) != _world(view):
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A world question has no Condition to trade for a Detail, and no conflict."""
        if action == "choose" and _world(self.view):
            return parameters[:1] not in (("detail",), ("concede",))
        return True

    def action_choose(self, choice: str) -> None:
        self.post_message(self.Chosen(Choice(choice)))


def _world(view: PendingView | None) -> bool:
    return view is not None and view.world


def answer_content(view: PendingView) -> Content:
    stakes = "  [$text-warning](high stakes)[/]" if view.high_stakes else ""
    kind = "[dim](world)[/dim] " if view.world else ""
    lines = [Content.from_markup(f"{kind}[b]$q[/b]{stakes}", q=printable(view.question))]
    lines += [
        Content.from_markup("[$text-muted]$line[/]", line=printable(line)) for line in view.pool
    ]
    lines.append(Content.from_markup("[$text-muted]$odds[/]", odds=view.odds))
    lines.append(dice_line(view.dice, view.total))
    lines += [Content.from_markup("$note", note=printable(note)) for note in view.notes]
    lines.append(
        Content.from_markup(
            f"[b {TONE_STYLE[view.tone]}]$answer[/]: $meaning",
            answer=view.answer,
            meaning=printable(view.meaning),
        )
    )
    if view.rerolls:
        lines.append(Content.from_markup("[dim]rerolled $n×[/dim]", n=str(view.rerolls)))
    return Content("\n").join(lines)


def dice_line(dice: tuple[DieView, ...], total: int | None) -> Content:
    parts = [Content("dice ")]
    for die in dice:
        number = f"[$accent]{die.number}:[/]" if die.mine else f"[dim]{die.number}:[/dim]"
        look = die_text("$face", die.status, MARKUP)
        parts.append(Content.from_markup(f" {number}{look}", face=die.face))
    if total is not None:
        parts.append(Content(f"  = {total}"))
    return Content("").join(parts)
