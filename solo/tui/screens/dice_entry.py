"""Typing in dice rolled on a real table: one field per die, read by the system's mechanic.

The fields follow the shape of a throw for the question's params (the acting pool, the
opposing pool, the d6 Wild Die and Character Point chains, which grow a field when a die
explodes). Focus moves on as each face is typed. Enter (or the button) asks the mechanic
to read the faces; a bad face or a wrong count is shown under the fields and nothing is
rolled. The screen returns the :class:`~solo.dice.base.Faces` to ask with, or None; the
event die typed with them (R-GM-3; empty: rolled) is left in :attr:`event_die`.
"""

from __future__ import annotations

import random
from typing import ClassVar

from msgspec import Struct
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from solo.dice import mechanic
from solo.dice.base import Params
from solo.dice.rolls import Faces
from solo.rules.tension import EVENT_DIE
from solo.tui.hardening import DismissOnce

FUDGE_FACES = {"-": -1, "0": 0, "+": 1}
GROUP_NAMES = {
    "dice": "your dice",
    "against": "the opposing dice",
    "wild": "Wild Die (a 6 explodes: type the next throw)",
    "against_wild": "the opposing Wild Die",
    "cp": "Character Point die",
    "allies": "ally",
}
CHAINS = ("wild", "against_wild", "cp")
"""Groups whose dice explode on the highest face: another field opens after it."""


class Slot(Struct, frozen=True):
    """Where a field's face goes: a group, a chain within it (cp, allies), an index."""

    group: str
    chain: int | None
    index: int


def shape(system: str, params: Params) -> Faces:
    """The groups and counts of one throw for ``params`` (a sample throw, chains cut to
    their first die): how many fields each group needs."""
    thrown = mechanic(system).roll_faces(params, random.Random(0))
    return Faces(
        dice=thrown.dice,
        against=thrown.against,
        wild=thrown.wild[:1],
        against_wild=thrown.against_wild[:1],
        cp=tuple(c[:1] for c in thrown.cp),
        allies=thrown.allies,
    )


def read_face(system: str, text: str) -> int:
    """One typed face as a number: fudge ``-`` ``0`` ``+``; others a whole number."""
    text = text.strip()
    if system == "fudge" and text in FUDGE_FACES:
        return FUDGE_FACES[text]
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a die face") from None


class DiceEntryScreen(DismissOnce[Faces | None], ModalScreen[Faces | None]):
    """One field per die; Enter reads them with the mechanic; Escape goes back."""

    DEFAULT_CSS = """
    DiceEntryScreen { align: center middle; }
    DiceEntryScreen > Vertical {
        width: 70; max-width: 100%; height: auto; max-height: 100%;
        border: round $accent; background: $surface; padding: 0 1;
    }
    DiceEntryScreen VerticalScroll { height: auto; max-height: 14; }
    DiceEntryScreen .dice-row { height: auto; }
    DiceEntryScreen .dice-row > Label { width: 18; padding: 1 1 0 0; }
    DiceEntryScreen .face { width: 7; }
    DiceEntryScreen #dice-error { color: $text-error; height: auto; }
    DiceEntryScreen #dice-buttons { height: auto; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Back", id="dice.cancel"),
    ]

    def __init__(
        self, system: str, params: Params, title: str = "", *, event_die: bool = False
    ) -> None:
        super().__init__()
        self.system = system
        self.params = params
        self.title_text = title
        self.slots: dict[str, Slot] = {}
        self._count = 0
        self.asks_event_die = event_die  # the campaign rolls an event die (R-GM-3)
        self.event_die: int | None = None  # the event die as typed (None: rolled)

    def compose(self) -> ComposeResult:
        mech = mechanic(self.system)
        hint = "-, 0 or +" if self.system == "fudge" else f"1 to {mech.sides}"
        with Vertical():
            yield Static(
                f"Your dice for: {self.title_text}\nOne face a field ({hint}); "
                "focus moves on as you type. Enter reads them, Escape goes back."
            )
            with VerticalScroll(id="dice-fields"):
                for group, chains in self._groups(shape(self.system, self.params)):
                    for chain, faces in chains:
                        name = GROUP_NAMES[group] + ("" if chain is None else f" {chain + 1}")
                        with Horizontal(classes="dice-row", id=self._row_id(group, chain)):
                            yield Label(name)
                            for i in range(len(faces)):
                                yield self._field(Slot(group, chain, i))
                if self.asks_event_die:
                    with Horizontal(classes="dice-row", id="row-event"):
                        yield Label("event die (d20)")
                        yield Input(id="event-die", placeholder="roll", max_length=2)
            yield Static("", id="dice-error")
            with Horizontal(id="dice-buttons"):
                yield Button("Read my dice", id="dice-read", variant="primary")
                yield Button("Back", id="dice-back")

    @staticmethod
    def _groups(faces: Faces) -> list[tuple[str, list[tuple[int | None, tuple[int, ...]]]]]:
        out: list[tuple[str, list[tuple[int | None, tuple[int, ...]]]]] = []
        flat = (
            ("dice", faces.dice),
            ("against", faces.against),
            ("wild", faces.wild),
            ("against_wild", faces.against_wild),
        )
        for group, thrown in flat:
            if thrown:
                out.append((group, [(None, thrown)]))
        for group, nested in (("cp", faces.cp), ("allies", faces.allies)):
            if nested:
                out.append((group, list(enumerate(nested))))
        return out

    @staticmethod
    def _row_id(group: str, chain: int | None) -> str:
        return f"row-{group}" + ("" if chain is None else f"-{chain}")

    def _field(self, slot: Slot) -> Input:
        self._count += 1
        field_id = f"face-{self._count}"
        self.slots[field_id] = slot
        return Input(
            id=field_id,
            classes="face",
            max_length=1 if self.system == "fudge" or mechanic(self.system).sides < 10 else 2,
        )

    def on_mount(self) -> None:
        fields = list(self.query(".face").results(Input))
        if fields:
            fields[0].focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        field = event.input
        if field.id not in self.slots or not self._complete(field.value):
            return
        slot = self.slots[field.id]
        if self._explodes(slot, field.value):
            row = self.query_one(f"#{self._row_id(slot.group, slot.chain)}", Horizontal)
            chain = [self.slots[f.id] for f in row.query(Input) if f.id]
            if slot.index == max(s.index for s in chain):
                row.mount(self._field(Slot(slot.group, slot.chain, slot.index + 1)))
                self.call_after_refresh(self.focus_next)
                return
        self.focus_next()

    def _complete(self, value: str) -> bool:
        """Whether a field holds a whole face (then focus moves on)."""
        value = value.strip()
        if not value:
            return False
        sides = mechanic(self.system).sides
        if self.system == "fudge" or sides < 10:
            return True
        return len(value) == 2 or (value.isdigit() and int(value) * 10 > sides)

    def _explodes(self, slot: Slot, value: str) -> bool:
        if slot.group not in CHAINS:
            return False
        try:
            return read_face(self.system, value) == mechanic(self.system).sides
        except ValueError:
            return False

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.read_dice()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "dice-read":
            self.read_dice()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def faces(self) -> Faces:
        """The typed faces by group; ValueError names the first field that is not a face."""
        flat: dict[str, list[int]] = {}
        chains: dict[str, dict[int, list[int]]] = {}
        for field in self.query(".face").results(Input):
            slot = self.slots[field.id or ""]
            if not field.value.strip():
                raise ValueError(f"{GROUP_NAMES[slot.group]}: die {slot.index + 1} is empty")
            face = read_face(self.system, field.value)
            if slot.chain is None:
                flat.setdefault(slot.group, []).append(face)
            else:
                chains.setdefault(slot.group, {}).setdefault(slot.chain, []).append(face)

        def one(group: str) -> tuple[int, ...]:
            return tuple(flat.get(group, ()))

        def each(group: str) -> tuple[tuple[int, ...], ...]:
            chain = chains.get(group, {})
            return tuple(tuple(chain[k]) for k in sorted(chain))

        return Faces(
            dice=one("dice"),
            against=one("against"),
            wild=one("wild"),
            against_wild=one("against_wild"),
            cp=each("cp"),
            allies=each("allies"),
        )

    def read_dice(self) -> None:
        """Read the faces with the mechanic; an error stays on screen, nothing is rolled."""
        error = self.query_one("#dice-error", Static)
        try:
            faces = self.faces()
            mechanic(self.system).read(self.params, faces)
            self.event_die = self._event_die()
        except ValueError as exc:
            error.update(f"Can't read these dice: {exc}")
            return
        error.update("")
        self.dismiss(faces)

    def _event_die(self) -> int | None:
        """The event die as typed (1 to 20), or None when left empty (it is rolled)."""
        if not self.asks_event_die:
            return None
        text = self.query_one("#event-die", Input).value.strip()
        if not text:
            return None
        if not text.isdigit() or not 1 <= int(text) <= EVENT_DIE:
            raise ValueError(f"the event die shows 1 to {EVENT_DIE}, not {text!r}")
        return int(text)
