"""A campaign in play: run actions, journal them, autosave, undo and redo.

Every action runs with its own RNG, seeded from the campaign seed and the journal
position, so the same journal replays to the same dice. Each journal record stores the
action's name and arguments, what it said, and the state patch it made.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from solo.game import (
    advance,
    assets,
    climactic,
    conditions,
    foes_and_gear,
    goals,
    point_spends,
    resolve_events,
    scenes,
    shaping,
    sheet,
    turn,
)
from solo.game.campaign import Campaign
from solo.game.command_args import command_from, to_args
from solo.game.commands import Command
from solo.game.context import Context, Step
from solo.game.entries import JournalEntry, entries
from solo.game.errors import GameError
from solo.game.journal import History, fold
from solo.game.names import with_full_names
from solo.saves import patch
from solo.saves.errors import SaveError
from solo.saves.store import STATE, OpenSave

if TYPE_CHECKING:
    from solo.tables.model import Library

ACTIONS: dict[str, Callable[..., Step]] = {
    **{name: getattr(advance, name) for name in advance.ADVANCE_ACTIONS},
    **{name: getattr(assets, name) for name in assets.ASSET_ACTIONS},
    "ask": turn.ask,
    "reroll": turn.reroll,
    "accept": turn.accept,
    "spend_cp": point_spends.spend_cp,
    "focus": point_spends.focus,
    "redraw_offer": shaping.redraw_offer,
    "edit_offer": shaping.edit_offer,
    "give_offer": shaping.give_offer,
    "climactic_fate": climactic.climactic_fate,
    **{name: getattr(scenes, name) for name in scenes.SCENE_ACTIONS},
    **{name: getattr(resolve_events, name) for name in resolve_events.RESOLVE_ACTIONS},
    **{name: getattr(goals, name) for name in goals.GOAL_ACTIONS},
    **{name: getattr(foes_and_gear, name) for name in foes_and_gear.FOE_AND_GEAR_ACTIONS},
    **{name: getattr(conditions, name) for name in conditions.CONDITION_ACTIONS},
    **{name: getattr(sheet, name) for name in ("edit_concept",)},
}
"""The function behind each command, by the action name the journal records; it is called
with the campaign, a :class:`Context` and the command's fields."""


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
        try:
            self._campaign = Campaign.from_dict(save.state)
        except GameError as exc:
            save.close()
            raise SaveError(
                f"{save.folder / STATE}: {exc} (a backup exists: "
                f"`solo saves --restore {save.name}`)"
            ) from None

    @property
    def campaign(self) -> Campaign:
        return self._campaign

    def history(self) -> History:
        return fold(self.save.records)

    def journal(self) -> list[JournalEntry]:
        """The live entries, oldest first, as typed values."""
        return entries(self.history().entries)

    def rng_key(self) -> str:
        return f"{self._campaign.seed}:{len(self.save.records) + 1}"

    def run(self, command: Command) -> Step:
        """Run one command and save it; GameError (nothing saved) if the rules refuse."""
        command = with_full_names(self._campaign, command)  # one name matcher (12.13)
        key = self.rng_key()
        ctx = Context(random.Random(key), self.library)
        fn = ACTIONS[command.action]
        step = fn(
            self._campaign, ctx, **{f.name: getattr(command, f.name) for f in fields(command)}
        )
        before, after = self.save.state, step.campaign.to_dict()
        record = {
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
        if step.data and "answer" in step.data:  # the typed entry reads it (entries.py)
            record["answer"] = step.data["answer"]
        if step.data and step.data.get("by_hand"):  # dice typed in from a real table
            record["by_hand"] = True
        self.save.commit(record, after)
        self._campaign = step.campaign
        return step

    def preview(self, command: Command) -> Step:
        """What running ``command`` next would do, without saving anything: the same RNG,
        so an offer shown this way is the offer the next action keeps. GameError if the
        rules would refuse it."""
        ctx = Context(random.Random(self.rng_key()), self.library)
        fn = ACTIONS[command.action]
        return fn(
            self._campaign, ctx, **{f.name: getattr(command, f.name) for f in fields(command)}
        )

    def do(self, action: str, **args: Any) -> Step:
        """Run the command named ``action`` with plain ``args``, as a journal records it
        (and as ``solo act`` types it); GameError names a bad name or value."""
        return self.run(command_from(action, args))

    def undo(self) -> dict[str, Any]:
        history = self.history()
        if not history.entries:
            raise GameError("nothing to undo")
        target = history.entries[-1]
        self._apply_marker("undo", target, reverse=True)
        return target

    def redo(self) -> dict[str, Any]:
        history = self.history()
        if not history.redoable:
            raise GameError("nothing to redo")
        target = history.redoable[-1]
        self._apply_marker("redo", target, reverse=False)
        return target

    def _apply_marker(self, kind: str, target: dict[str, Any], reverse: bool) -> None:
        ops = patch.invert(target["patch"]) if reverse else target["patch"]
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
