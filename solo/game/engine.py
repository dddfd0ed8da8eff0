"""A campaign in play: run actions, journal them, autosave, undo and redo.

Every action runs with its own RNG, seeded from the campaign seed and the journal
position, so the same journal replays to the same dice. Each journal record stores the
action's name and arguments, what it said, and the state patch it made.
"""

from __future__ import annotations

import functools
import random
import typing
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.game.actions import Context, Step, check_handlers, run_handler
from solo.game.campaign import Campaign, saved_campaign
from solo.game.errors import GameError
from solo.game.story.journal import History, JournalEntry, Record, RunningFold, entries
from solo.saves import patch
from solo.saves.store import OpenSave
from solo.vocabulary import plain_int

if TYPE_CHECKING:
    from types import ModuleType

    from solo.game.commands import Command
    from solo.tables.model import Library


@functools.cache
def handler_modules() -> tuple[ModuleType, ...]:
    """Every module whose ``@handles`` functions the registry holds (:mod:`solo.game.actions`),
    imported when the first command of the story or the hero runs or is previewed, not with
    the engine: a shell that only reads a campaign (`solo status`) does not pay for every
    action. Refuses to start (RuntimeError) while a command has no handler."""
    from solo.game.commands import COMMANDS
    from solo.game.hero import advancement, assets, gear, resolve, sheet
    from solo.game.story import cast_actions, clock_actions, goals, lonelog, opposition, scenes

    turn = turn_handler_modules()
    check_handlers(COMMANDS.values())
    return (
        *turn,
        scenes,
        goals,
        clock_actions,
        cast_actions,
        lonelog,
        opposition,
        advancement,
        assets,
        gear,
        resolve,
        sheet,
    )


@functools.cache
def turn_handler_modules() -> tuple[ModuleType, ...]:
    """The modules of the turn's handlers alone: a turn (`solo ask`) builds neither the
    story's and the hero's commands nor their handlers. Refuses to start (RuntimeError)
    while a command of the turn has no handler."""
    from solo.game.turn import oracle, point_spends, shaping
    from solo.game.turn.commands import TurnCommand

    check_handlers(typing.get_args(TurnCommand))
    return (oracle, point_spends, shaping)


def handlers_for(command: Command) -> None:
    """Import the handler of ``command``: the turn's alone for a command of the turn,
    else every handler (:func:`handler_modules`)."""
    from solo.game.turn.commands import TurnCommand

    if isinstance(command, TurnCommand):
        turn_handler_modules()
    else:
        handler_modules()


class UndoResult(Struct, frozen=True):
    """What an undo or a redo did: the journal entry it took back (or put back)."""

    n: int  # the entry's number in the journal
    title: str


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Game:
    """One open campaign. ``library`` is the content (None: no draws)."""

    def __init__(
        self, save: OpenSave, library: Library | None = None, clock: Callable[[], str] = utc_now
    ) -> None:
        self.save = save
        self.library = library
        self.clock = clock
        self._campaign = saved_campaign(save)
        self._fold = RunningFold()
        self._previewed: tuple[Campaign, str, Command, Step] | None = None
        """The last preview: the campaign and RNG key it was worked out on, the command
        and what it did (run() takes it instead of working the same step out again)."""

    @property
    def campaign(self) -> Campaign:
        return self._campaign

    def history(self) -> History:
        return self._fold.over(self.save.records)

    def journal(self) -> list[JournalEntry]:
        """The live entries, oldest first, as typed values."""
        return entries(self.history().entries)

    def latest(self, count: int) -> list[JournalEntry]:
        """The newest ``count`` live entries, oldest first (a turn just played), as typed
        values: the older ones are not read into values (a long journal costs nothing)."""
        return entries(self.history().entries[-count:]) if count > 0 else []

    def rng_key(self) -> str:
        return f"{self._campaign.seed}:{len(self.save.records) + 1}"

    def run(self, command: Command) -> Step:
        """Run one command and save it; GameError (nothing saved) if the rules refuse."""
        from solo.game.command_args import to_args
        from solo.game.names import with_full_names

        handlers_for(command)
        command = with_full_names(self._campaign, command)  # one name matcher (12.13)
        key = self.rng_key()
        step = self._previewed_step(command, key) or run_handler(
            self._campaign, Context(random.Random(key), self.library), command
        )
        self._previewed = None
        before, after = self.save.state, step.campaign.to_dict()
        record: Record = {
            "n": len(self.save.records) + 1,
            "type": "action",
            "action": command.action,
            "args": to_args(command),
            "title": step.title,
            "details": list(step.details),
            "changes": list(step.changes),
            "session": step.campaign.session,
            "rng": key,
            "time": self.clock(),
            "patch": patch.diff(before, after),
        }
        if step.answer is not None:  # the typed entry reads it (story/journal.py)
            record["answer"] = step.answer
        if step.by_hand:  # dice typed in from a real table
            record["by_hand"] = True
        if step.sentence is not None:  # the settled answer as one sentence (R-GM-6)
            record["sentence"] = step.sentence
        record |= _pacing(step)
        self.save.commit(record, after)
        self._campaign = step.campaign
        return step

    def preview(self, command: Command) -> Step:
        """What running ``command`` next would do, without saving anything: the same RNG,
        so an offer shown this way is the offer the next action keeps. GameError if the
        rules would refuse it."""
        handlers_for(command)
        key = self.rng_key()
        step = run_handler(self._campaign, Context(random.Random(key), self.library), command)
        self._previewed = (self._campaign, key, command, step)
        return step

    def _previewed_step(self, command: Command, key: str) -> Step | None:
        """The step the last preview worked out, when it was of this command on this very
        campaign with this RNG key: a handler is a function of those alone, so running it
        again would draw the same offer from the same dice (the app previews every accept
        to show what it costs, then the player accepts)."""
        seen = self._previewed
        if seen is None or seen[0] is not self._campaign or seen[1] != key or seen[2] != command:
            return None
        return seen[3]

    def undo(self) -> UndoResult:
        history = self.history()
        if not history.entries:
            raise GameError("nothing to undo")
        target = history.entries[-1]
        self._apply_marker("undo", target, reverse=True)
        return _undone(target)

    def redo(self) -> UndoResult:
        history = self.history()
        if not history.redoable:
            raise GameError("nothing to redo")
        target = history.redoable[-1]
        self._apply_marker("redo", target, reverse=False)
        return _undone(target)

    def _apply_marker(self, kind: str, target: Record, reverse: bool) -> None:
        ops = target["patch"]
        if not isinstance(ops, list):
            raise GameError(f"journal entry {target['n']}: its patch must be a list, got {ops!r}")
        ops = patch.invert(ops) if reverse else ops
        after = patch.apply(self.save.state, ops)
        record = {
            "n": len(self.save.records) + 1,
            "type": kind,
            f"{kind}es": target["n"],
            "title": f"{kind}: {target['title']}",
            "time": self.clock(),
            "patch": ops,
        }
        self.save.commit(record, after)
        self._campaign = Campaign.from_dict(after)

    def close(self) -> None:
        self.save.close()


def _pacing(step: Step) -> Record:
    """A record's event chance, event die and event (an ask, R-GM-3) and scene test (a
    scene started, R-GM-2), when the step has them: older records have none."""
    out: Record = {}
    if step.event_chance is not None:
        out["event_chance"] = str(step.event_chance)
        out["event_die"] = step.event_die
    if step.event is not None:
        out["event"] = step.event.to_dict()
    if step.scene_test is not None:
        out["scene_test"] = step.scene_test.to_dict()
    return out


def _undone(target: Record) -> UndoResult:
    """The entry undone or redone, by number and title."""
    return UndoResult(plain_int(target["n"], "a journal entry's n"), str(target["title"]))
