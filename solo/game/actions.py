"""What every action shares: the :class:`Context` it runs with, the :class:`Step` it returns,
and the one registry that binds each command class to its handler.

A handler is ``handler(campaign, context, command) -> Step``, registered with
``@handles(CommandClass)`` in the module of its concept (:mod:`solo.game.turn`,
:mod:`solo.game.story`, :mod:`solo.game.hero`). :func:`check_handlers` (run when
:func:`solo.game.engine.handler_modules` imports them, before the engine runs its first
command) refuses to start while a command has no handler.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, TypeVarTuple

from msgspec import Struct

from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.economy_text import change_texts
from solo.rules.economy.events import Refusal, Result, State

if TYPE_CHECKING:
    from fractions import Fraction

    from solo.game.commands import Command
    from solo.game.story.events import RandomEvent
    from solo.game.story.scene_test import SceneTest
    from solo.game.turn.offer import OfferCard
    from solo.tables.model import Library
    from solo.tables.offer import Offer

T = TypeVar("T")
Ts = TypeVarTuple("Ts")
C = TypeVar("C", bound="Command")


class Context(Struct, frozen=True):
    rng: random.Random
    library: Library | None = None  # the content, or None to draw none


class Step(Struct, frozen=True):
    """An action's result: the new campaign and what to journal about it; an action that
    rolls or settles an answer also says which (``answer``, a rung key or ``impasse``),
    and accepting one what its and/but drew (``extras``, ``offer``, ``card``)."""

    campaign: Campaign
    title: str
    details: tuple[str, ...] = ()
    changes: tuple[str, ...] = ()
    answer: str | None = None
    by_hand: bool = False  # the dice were typed in from a real table
    extras: Mapping[str, object] | None = None  # the outcome's extras (accept)
    offer: Offer | None = None  # the offer drawn for the answer (accept, unshaped)
    card: OfferCard | None = None  # the offer as kept (accept)
    sentence: str | None = None  # the answer and its one thing, as one sentence (R-GM-6)
    event_chance: Fraction | None = None  # an ask: the exact chance of an event (R-GM-3)
    event_die: int | None = None  # an ask: the event die's face (None: events off)
    event: RandomEvent | None = None  # the random event the ask (or a scene test) brought
    scene_test: SceneTest | None = None  # a scene started: its test (R-GM-2; None: none)

    @property
    def data(self) -> dict[str, object] | None:
        """The machine-readable extras as plain data (``solo act --json`` prints them)."""
        out: dict[str, object] = {}
        if self.answer is not None:
            out["answer"] = self.answer
        if self.by_hand:
            out["by_hand"] = True
        if self.extras is not None:
            out["extras"] = dict(self.extras)
        if self.offer is not None:
            out["offer"] = self.offer.as_dict()
        if self.card is not None:
            out["card"] = self.card
        if self.sentence is not None:
            out["sentence"] = self.sentence
        return self._pacing(out) or None

    def _pacing(self, out: dict[str, object]) -> dict[str, object]:
        """The event chance, the event die and its event, the scene test (R-GM-1..3)."""
        if self.event_chance is not None:
            out["event_chance"] = str(self.event_chance)
            out["event_die"] = self.event_die
            out["event"] = None if self.event is None else self.event.to_dict()
        if self.scene_test is not None:
            out["scene_test"] = self.scene_test.to_dict()
        return out


Handler = Callable[[Campaign, Context, C], Step]

HANDLERS: dict[type[object], Callable[[Campaign, Context, Any], Step]] = {}
"""Each command class's handler, filled by :func:`handles`; run through :func:`run_handler`."""


def handles(kind: type[C]) -> Callable[[Handler[C]], Handler[C]]:
    """Register the decorated function as the handler of the command class ``kind``."""

    def register(fn: Handler[C]) -> Handler[C]:
        if kind in HANDLERS:
            raise RuntimeError(f"{kind.__name__} has two handlers")
        HANDLERS[kind] = fn
        return fn

    return register


def run_handler(camp: Campaign, ctx: Context, command: Command) -> Step:
    """Run the handler bound to the command's class."""
    return HANDLERS[type(command)](camp, ctx, command)


def check_handlers(kinds: Iterable[type[object]]) -> None:
    """Refuse to start when a command class has no handler (a start-up error, not a
    KeyError at the first use)."""
    missing = sorted(k.__name__ for k in kinds if k not in HANDLERS)
    if missing:
        raise RuntimeError(f"commands without a handler: {', '.join(missing)}")


def paid(
    camp: Campaign, reply: Result[State] | Refusal, title: str, *details: str, **changes: Any
) -> Step:
    """Turn an economy Result/Refusal into a Step (or the refusal into a GameError)."""
    if isinstance(reply, Refusal):
        raise GameError(reply.reason)
    new = camp.evolve(economy_state=reply.state, **changes)
    return Step(new, title, details, change_texts(camp.economy, reply.state, reply.changes))


def guard(fn: Callable[[*Ts], T], *args: *Ts) -> T:
    """``fn(*args)``, a core ``ValueError`` turned into the :class:`GameError` a refused
    action raises."""
    try:
        return fn(*args)
    except ValueError as exc:
        raise GameError(str(exc)) from None
