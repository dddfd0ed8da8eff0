"""Text and JSON views of campaigns, turns and journals for the CLI."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from solo.game.campaign import Campaign
from solo.game.entries import EntryKind, JournalEntry, entries
from solo.game.entry_text import plain_text
from solo.game.errors import GameError
from solo.game.journal import fold, to_markdown
from solo.saves.errors import SaveError
from solo.saves.store import STATE

if TYPE_CHECKING:
    from pathlib import Path

    from solo.game.context import Step
    from solo.game.engine import Game
    from solo.saves.store import SaveStore


def status_data(game: Game) -> dict[str, Any]:
    camp: Campaign = game.campaign
    return {
        "campaign": camp.name,
        "system": camp.system,
        "variant": camp.variant,
        "standing": camp.standing(),
        "session": camp.session,
        "scene": camp.scene.to_dict(),
        "character": camp.character.to_dict(),
        "opposition": None
        if camp.opposition is None
        else {
            "name": camp.opposition.name,
            "strength": camp.opposition.strength,
            "resolve": camp.opposition.resolve,
            "defeated": camp.opposition.defeated,
        },
        "pending": camp.pending is not None,
    }


def status_text(game: Game) -> str:
    camp: Campaign = game.campaign
    ch = camp.character
    lines = [
        f"{camp.name} — {ch.name}, {ch.concept.name}  ({camp.system}, {camp.variant})",
        f"  {camp.standing()}",
        f"  Session {camp.session}"
        + (
            f", scene {camp.scene.number}: {camp.scene.title}"
            if camp.scene.open
            else ", between scenes"
        ),
    ]
    for kind, items in (
        ("Trademarks", ch.trademarks),
        ("Flaws", ch.flaws),
        ("Relationships", ch.relationships),
    ):
        if items:
            lines.append(f"  {kind}: " + "; ".join(d.name for d in items))
    for goal in ch.active_goals:
        lines.append(f"  Goal: {goal.text}")
        for m in goal.milestones:
            mark = {"achieved": "x", "failed": "!"}.get(m.status.value, " ")
            lines.append(f"    [{mark}] {m.text}")
    if ch.conditions:
        lines.append(
            "  Conditions: "
            + "; ".join(f"{c.name} ({c.tier.key} {c.polarity.value})" for c in ch.conditions)
        )
    if camp.scene.details:
        lines.append("  Scene Details: " + "; ".join(d.name for d in camp.scene.details))
    if camp.opposition is not None:
        o = camp.opposition
        state = "defeated" if o.defeated else f"Resolve {o.resolve}"
        lines.append(f"  Opposition: {o.name} ({o.strength}, {state})")
    return "\n".join(lines)


def step_data(game: Game, step: Step) -> dict[str, Any]:
    return {
        "campaign": game.campaign.name,
        "title": step.title,
        "details": list(step.details),
        "changes": list(step.changes),
        "data": step.data,
        "standing": game.campaign.standing(),
    }


def step_text(game: Game, step: Step) -> str:
    lines = [step.title]
    lines += [f"  {d}" for d in step.details]
    lines += [f"  * {c}" for c in step.changes]
    lines.append(f"  [{game.campaign.standing()}]")
    return "\n".join(lines)


def turn_data(game: Game, turn: list[JournalEntry], offer: dict[str, Any] | None) -> dict[str, Any]:
    """One turn (an ask, its rerolls, its accept) as data; ``roll`` is the last roll's lines."""
    ask = next(e for e in turn if e.kind is EntryKind.ASK)
    last_roll = [e for e in turn if e.kind.rolled][-1]
    accepted = next(e for e in turn if e.kind is EntryKind.ACCEPT)
    return {
        "campaign": game.campaign.name,
        "question": ask.title,
        "answer": accepted.answer.key if accepted.answer is not None else "impasse",
        "roll": list(last_roll.details),
        "details": list(accepted.details),
        "changes": [c for e in turn for c in e.changes],
        "offer": offer,
        "standing": game.campaign.standing(),
    }


def turn_text(game: Game, turn: list[JournalEntry]) -> str:
    lines: list[str] = []
    for entry in turn:
        lines += plain_text(entry)
    lines.append(f"  [{game.campaign.standing()}]")
    return "\n".join(lines)


ABOUT = {
    "ask": "frame a question and roll; easier as `solo ask` (R-ORA-1)",
    "reroll": "pay to reroll dice of the waiting roll, by their numbers (R-RES-2)",
    "accept": "apply the waiting answer; take what its and/but brings",
    "concede": "concede the conflict: lose on terms you negotiate (R-CON-5)",
    "start_session": "begin the next session (R-RES-4)",
    "end_session": "end the session, maybe on a cliffhanger (R-RES-4)",
    "resolve_cliffhanger": "the cliffhanger scene is over: its Resolve arrives (R-RES-4)",
    "start_scene": "a new scene; one still running ends first (R-COND-5)",
    "end_scene": "end the scene: minor Conditions and its Details end (R-COND-5, R-COND-2)",
    "end_scenario": "end the scenario (R-RES-4)",
    "downtime": "a downtime scene; ease or remove a Condition (R-RES-3)",
    "fact": "pay for a convenient fact or coincidence (R-RES-2)",
    "flaw_complication": "a Flaw caused a complication (R-RES-3)",
    "genre_action": "an action true to the genre (R-RES-3)",
    "add_goal": "a new Goal with its milestones",
    "milestone": "a Goal milestone reached (R-RES-3)",
    "setback": "a Goal setback (R-RES-2)",
    "goal_achieved": "a Goal achieved, maybe with a new Trademark (R-RES-5)",
    "goal_failed": "a Goal failed, maybe with a new Flaw (R-RES-5)",
    "goal_abandoned": "give up a Goal (R-RES-2)",
    "goal_replaced": "replace a Goal events made irrelevant (R-RES-5)",
    "set_opposition": "who stands against the hero in this scene (R-OPP-1)",
    "clear_opposition": "the opposition leaves the scene",
    "add_condition": "give the hero a Condition (R-COND-1)",
    "remove_condition": "a Condition ends",
    "add_detail": "give the open scene a Detail (R-COND-2)",
    "wear_armour": "put on armour, maybe a shield (R-GEAR-2)",
    "repair_armour": "restore the armour's soak (R-GEAR-3)",
    "trade_trademark": "trade a Trademark for a permanent Flaw to come back (R-RES-6)",
    "note": "a line of your own in the journal",
}
"""What each action does, in the words `solo act --list` shows."""


def actions_text() -> str:
    """Every action with its arguments, as they are typed, and what it does."""
    from dataclasses import MISSING, fields

    from solo.game.command_args import _hints, placeholder
    from solo.game.commands import COMMANDS

    lines = [
        "Actions: solo act CAMPAIGN ACTION key=value …  ([…] may be left out; "
        "NAME: a unique part of a name will do)",
        "",
    ]
    width = max(map(len, COMMANDS)) + 2
    for name, kind in COMMANDS.items():
        hints = _hints(kind)
        args = []
        for f in fields(kind):
            word = f"{f.name}={placeholder(f.name, hints[f.name])}"
            optional = f.default is not MISSING or f.default_factory is not MISSING
            args.append(f"[{word}]" if optional else word)
        about = ABOUT.get(name, "")
        lines.append(f"  {name:<{width}}{' '.join(args) or '(no arguments)'}")
        if about:
            lines.append(f"  {'':<{width}}{about}")
    return "\n".join(lines)


def saves_rows(store: SaveStore) -> list[dict[str, Any]]:
    from solo.saves.store import JOURNAL

    rows = []
    for name in store.names():
        try:
            camp = Campaign.from_dict(store.peek(name))
            journal = store.folder(name) / JOURNAL
            last = _last_time(journal)
            rows.append(
                {
                    "name": name,
                    "system": camp.system,
                    "session": camp.session,
                    "hero": camp.character.name,
                    "standing": camp.standing(),
                    "last_played": last,
                }
            )
        except (SaveError, ValueError) as exc:
            rows.append({"name": name, "error": str(exc)})
    return rows


def saves_text(store: SaveStore, rows: list[dict[str, Any]]) -> str:
    if not rows:
        return (
            f"No campaigns in {store.root} yet. Start one with `solo new NAME`, or just "
            '`solo ask "..."` to play the demo.'
        )
    lines = [f"Campaigns in {store.root}:"]
    width = max(len(r["name"]) for r in rows) + 2
    hero = max((len(r.get("hero", "")) for r in rows), default=0) + 2
    standing = max((len(r.get("standing", "")) for r in rows), default=0) + 2
    for r in rows:
        if "error" in r:
            lines.append(f"  {r['name']:<{width}}BROKEN: {r['error']}")
        else:
            lines.append(
                f"  {r['name']:<{width}}{r['hero']:<{hero}}{r['system']:<11}"
                f"session {r['session']:<4}{r['standing']:<{standing}}"
                f"{r['last_played']}"
            )
    return "\n".join(lines)


def export(store: SaveStore, name: str, fmt: str) -> str:
    save = store.read(name)  # no lock, no file changed: the app may be writing it
    state, records = save.state, fold(save.records).entries
    if fmt == "json":
        journal = [{k: v for k, v in r.items() if k != "patch"} for r in records]
        return (
            json.dumps({"campaign": state, "journal": journal}, ensure_ascii=False, indent=2) + "\n"
        )
    try:
        camp = Campaign.from_dict(state)
    except GameError as exc:  # the same words as opening it: the file named
        raise SaveError(f"{save.folder / STATE}: {exc}") from None
    return to_markdown(f"{camp.name}: {camp.character.name}", entries(records))


def _last_time(journal: Path) -> str:
    try:
        with open(journal, "rb") as fh:
            fh.seek(0, 2)
            size = fh.tell()
            fh.seek(max(0, size - 4096))
            tail = fh.read().splitlines()
        for line in reversed(tail):
            try:
                return str(json.loads(line).get("time", ""))[:16].replace("T", " ")
            except ValueError:
                continue
    except OSError:
        pass
    return ""
