"""A campaign from the shell: the flags every campaign command takes, opening a campaign
for a command, and the commands that manage one — `solo new`, `solo status`, `solo undo`,
`solo redo`, `solo saves` (list, restore a backup) and `solo export` — with what they print.

Playing turns is `solo ask` (:mod:`solo.cli.ask`) and `solo act` (:mod:`solo.cli.act`);
the plain prompt (:mod:`solo.cli.prompt`) shows a campaign with :func:`status_text`.
solo.game is imported inside the functions so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from msgspec import Struct

from solo.cli.errors import UsageError
from solo.cli.parser import Parser, Subparsers
from solo.cli.printing import emit, print_json, say
from solo.printable import printable
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.game.campaign import Campaign
    from solo.game.engine import Game
    from solo.saves.store import OpenSave, SaveStore
    from solo.tables.model import Library


# --- what every campaign command shares ---------------------------------------------------


def add_common_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--saves",
        metavar="DIR",
        help="saves folder (default: $SOLO_SAVES, saves/ in a checkout, else the user data folder)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def add_campaign_argument(p: argparse.ArgumentParser, *, required: bool) -> None:
    """The campaign a command reads, as a word (``solo status wreck``) or with ``--save``
    as ``ask`` and ``play`` take it; both at once is refused. Not ``required``: the demo."""
    which = p.add_mutually_exclusive_group(required=required)
    which.add_argument(
        "name", nargs="?", help="campaign" if required else "campaign (default demo)"
    )
    which.add_argument("--save", metavar="NAME", help="the campaign, as `ask` and `play` name it")


def campaign_named(args: argparse.Namespace) -> str:
    """The campaign named by :func:`add_campaign_argument`'s word or ``--save``."""
    name: str | None = args.save or args.name
    return name or "demo"


def campaign_store(saves: str | None) -> SaveStore:
    """The saves folder: ``saves``, else the configured or default one."""
    from solo.game.launch import store_for

    return store_for(saves)


def open_campaign(saves: str | None, name: str, read_only: bool = False) -> Game:
    """The campaign ``name``, locked for play; ``read_only`` takes no lock and changes no
    file (only writers lock: `solo status` works while the app has the campaign open)."""
    library = content_library()
    store = campaign_store(saves)
    if not (read_only and store.exists(name)):
        return _open_game(store, name, library)
    game = _game_of(store.read(name), library)
    say_save_warnings(name, game.save)
    return game


def content_library() -> Library:
    """The content, each problem with it said on stderr (a broken pack is skipped)."""
    from solo.game.launch import load_content

    library, problems = load_content()
    _say_content_problems(problems)
    return library


def checked_content() -> Library | None:
    """Each problem with the content said on stderr, as :func:`content_library` says them;
    the library only when it had to be read to find them (None: the content cache vouches
    for the files, and :func:`content_library` reads it back when it is needed)."""
    from solo.game.launch import check_content

    library, problems = check_content()
    _say_content_problems(problems)
    return library


def _say_content_problems(problems: list[str]) -> None:
    for line in problems:
        print(printable(f"solo: content warning: {line}"), file=sys.stderr)


def say_save_warnings(name: str, save: OpenSave) -> None:
    """What opening the save repaired or found missing, on stderr."""
    for warning in save.warnings:
        print(printable(f"solo: {name}: {warning}"), file=sys.stderr)


def key_value_options(pairs: list[str]) -> PlainDict:
    """``key=value`` words read as the game reads them (true/false, numbers, a,b lists);
    none read without importing the typed line's grammar (and every command with it)."""
    if not pairs:
        return {}
    from solo.game.grammar import key_values

    return key_values(pairs)


# --- solo new -----------------------------------------------------------------------------


def register_new(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    option_help = "a campaign option (see README, Campaign options)"
    if not argv or argv[0] == "new":  # the list costs solo.game: only `solo new` needs it
        from solo.game.options import CAMPAIGN_OPTIONS

        option_help = "a campaign option: " + ", ".join(o.key for o in CAMPAIGN_OPTIONS)
    p = subparsers.add_parser(
        "new",
        help="start a new campaign",
        description="Start a new campaign (a save) for one hero.",
    )
    p.add_argument("name", help="save name (letters, digits, space, . _ -)")
    p.add_argument(
        "--system",
        default="fubar",
        help="dice system (default fubar), or a mechanic file of your own (.yaml; the "
        "campaign keeps a copy)",
    )
    p.add_argument(
        "--variant", default="resolve", help="Resolve economy: resolve, doom, split, consequences"
    )
    p.add_argument(
        "--character",
        metavar="FILE.yaml",
        help="the hero (default: the --genre's starter hero, content/campaigns/GENRE.yaml; "
        "else the demo hero, content/campaigns/demo.yaml)",
    )
    p.add_argument("--genre", help="content genre: pulp, dark-fantasy, noir, sci-fi")
    p.add_argument("--seed", type=int, help="seed for reproducible dice")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=option_help + " (e.g. resolve_cap=6, levels=true; see README, Campaign options); or a "
        "dice-system option for every roll, e.g. code=4D+1 (d6) or skill=good (fudge), "
        "which a question's own --option overrides",
    )
    add_common_flags(p)
    p.set_defaults(handler=run_new)


def run_new(args: argparse.Namespace) -> int:
    from solo.game.launch import character_sheet, create_game, load_content
    from solo.saves.names import check_name

    name = check_name(args.name)  # the campaign is called what its folder is (NFC)
    sheet, where = character_sheet(args.character, args.genre)
    library, _ = load_content()
    system, mechanic_file = _system_named(args.system)
    game = create_game(
        campaign_store(args.saves),
        name,
        sheet,
        library,
        system=system,
        mechanic_file=mechanic_file,
        variant=args.variant,
        seed=args.seed,
        genre=args.genre,
        where=where,
        system_options=key_value_options(args.option),
    )
    try:
        emit(bool(args.json), status_data(game.campaign), status_text(game.campaign))
    finally:
        game.close()
    return 0


def _system_named(word: str) -> tuple[str, str]:
    """A system's name and, for a mechanic file, its text (checked: file:line errors)."""
    from solo.cli.mechanic_file import names_a_file, read_mechanic_file

    if names_a_file(word):
        mech, text = read_mechanic_file(word)
        return mech.name, text
    return word, ""


# --- solo status, undo, redo, saves, export -----------------------------------------------


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    """`solo status|undo|redo|saves|export` (`solo new` is :func:`register_new`)."""
    for name, help_text, handler in (
        ("status", "show a campaign: hero, Resolve, scene", run_status),
        ("undo", "undo the last action of a campaign", run_undo),
        ("redo", "redo the last undone action", run_redo),
    ):
        p = subparsers.add_parser(name, help=help_text, description=help_text.capitalize())
        add_campaign_argument(p, required=False)
        if name in ("undo", "redo"):
            p.add_argument("--steps", type=int, default=1, metavar="N")
        add_common_flags(p)
        p.set_defaults(handler=handler)
    p = subparsers.add_parser("saves", help="list campaigns", description="List campaigns.")
    p.add_argument("--restore", metavar="NAME", help="put NAME's backup back as its save")
    add_common_flags(p)
    p.set_defaults(handler=run_saves)
    _register_export(subparsers)


def _register_export(subparsers: Subparsers) -> None:
    p: Parser = subparsers.add_parser(
        "export",
        help="export a campaign's journal",
        description="Export a journal as Markdown, JSON or a Lonelog log.",
    )
    add_campaign_argument(p, required=True)
    p.add_argument("--format", default="md", choices=("md", "json", "lonelog"))
    p.add_argument(
        "--no-mechanics",
        action="store_true",
        help="Markdown and Lonelog: leave out the dice-and-odds lines",
    )
    p.add_argument("--out", metavar="FILE", help="write to FILE instead of stdout")
    p.add_argument("--saves", metavar="DIR", help="saves folder")
    p.set_defaults(handler=run_export, json=False)


def run_status(args: argparse.Namespace) -> int:
    """The campaign at a glance, read without its lock. Between turns the saved state is
    all it reads (and the content only when it has problems to say); a roll left waiting
    opens the engine, to preview the actions on it."""
    from solo.cli.waiting import NOTHING_WAITING
    from solo.game.campaign import saved_campaign

    name = campaign_named(args)
    checked = checked_content()
    store = campaign_store(args.saves)
    if not store.exists(name):  # the demo, made on first use
        game = _open_game(store, name, _library(checked))
        return _status_of(game, name, bool(args.json))
    save = store.read(name)
    camp = saved_campaign(save)
    say_save_warnings(name, save)
    if camp.pending is not None:
        return _status_of(_game_of(save, _library(checked)), name, bool(args.json))
    emit(bool(args.json), {**status_data(camp), **NOTHING_WAITING}, status_text(camp))
    return 0


def _library(checked: Library | None) -> Library:
    """The library :func:`checked_content` read, else the one its cache holds."""
    return content_library() if checked is None else checked


def _open_game(store: SaveStore, name: str, library: Library) -> Game:
    from solo.game.launch import open_game

    game = open_game(store, name, library)
    say_save_warnings(name, game.save)
    return game


def _game_of(save: OpenSave, library: Library) -> Game:
    from solo.game.engine import Game

    return Game(save, library)


def _status_of(game: Game, name: str, as_json: bool) -> int:
    """The status of an opened game, with the roll waiting in it and the actions on it."""
    from solo.cli.waiting import waiting_data, waiting_text

    try:
        waiting = waiting_text(game, name)
        text = status_text(game.campaign) + (f"\n{waiting}" if waiting else "")
        emit(as_json, {**status_data(game.campaign), **waiting_data(game)}, text)
    finally:
        game.close()
    return 0


def run_undo(args: argparse.Namespace) -> int:
    name = campaign_named(args)
    return _step_through_history(args.saves, name, args.steps, bool(args.json), redo=False)


def run_redo(args: argparse.Namespace) -> int:
    name = campaign_named(args)
    return _step_through_history(args.saves, name, args.steps, bool(args.json), redo=True)


def _step_through_history(
    saves: str | None, name: str, steps: int, as_json: bool, redo: bool
) -> int:
    """Undo (or redo) ``steps`` actions, all or none, then show the campaign."""
    if steps < 1:
        raise UsageError(f"--steps must be 1 or more, got {steps}")
    game = open_campaign(saves, name)
    try:
        history = game.history()
        have = len(history.redoable if redo else history.entries)
        if steps > have:  # refuse before changing anything
            what = f"only {have} action{'' if have == 1 else 's'}" if have else "nothing"
            raise UsageError(
                f"{what} to {'redo' if redo else 'undo'} in {name!r}; --steps {steps} is too many"
            )
        with game.save.together():  # every step, or none if the disk refuses
            done = [(game.redo() if redo else game.undo()).title for _ in range(steps)]
        word = "Redone" if redo else "Undone"
        emit(
            as_json,
            {"campaign": name, word.lower(): done},
            "\n".join(f"{word}: {t}" for t in done) + "\n\n" + status_text(game.campaign),
        )
    finally:
        game.close()
    return 0


def run_saves(args: argparse.Namespace) -> int:
    store = campaign_store(args.saves)
    restore: str | None = args.restore
    if restore:
        store.restore_backup(restore)
        print(f"restored {restore!r} from its backup")
        return 0
    rows = saves_rows(store)
    if args.json:
        print_json([row.as_dict() for row in rows])
    else:
        print(printable(saves_text(store, rows)))
    return 0


def run_export(args: argparse.Namespace) -> int:
    fmt: str = args.format
    out: str | None = args.out
    name = campaign_named(args)
    text = export(campaign_store(args.saves), name, fmt, mechanics=not args.no_mechanics)
    if fmt in ("md", "lonelog"):
        text = printable(text)
    if out:
        from solo.cli.output_file import write_out

        write_out(out, text)
        say(f"wrote {out}")
    else:
        sys.stdout.write(text)
    return 0


# --- what they print ----------------------------------------------------------------------


def status_data(camp: Campaign) -> dict[str, object]:
    opposition = camp.opposition
    return {
        "campaign": camp.name,
        "system": camp.system,
        "variant": camp.variant,
        "standing": camp.standing(),
        "session": camp.session,
        "scene": camp.scene.to_dict(),
        "character": camp.character.to_dict(),
        "opposition": None
        if opposition is None
        else {
            "name": opposition.name,
            "strength": opposition.strength,
            "resolve": opposition.resolve,
            "defeated": opposition.defeated,
        },
        "pending": camp.pending is not None,
        "clocks": _clocks_data(camp),
        "tension": camp.tension,
        "events": camp.events,
    } | camp.cast.status(tuple(g.text for g in camp.character.active_goals))


def status_text(camp: Campaign) -> str:
    """The campaign at a glance: hero, standing, scene, Tension, Descriptors, Goals,
    Conditions, threads, NPCs and clocks."""
    from solo.game.story.events import pacing_said

    ch = camp.character
    scene = f", scene {camp.scene.number}: {camp.scene.title}" if camp.scene.open else ""
    lines = [
        f"{camp.name} — {ch.name}, {ch.concept.name}  ({camp.system}, {camp.variant})",
        f"  {camp.standing()}",
        f"  Session {camp.session}" + (scene or ", between scenes"),
        f"  {pacing_said(camp.tension, camp.events)}",
    ]
    for kind, items in (
        ("Trademarks", ch.trademarks),
        ("Flaws", ch.flaws),
        ("Relationships", ch.relationships),
    ):
        if items:
            lines.append(f"  {kind}: " + "; ".join(d.name for d in items))
    lines += _goal_lines(camp)
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
    lines += _cast_lines(camp)
    lines += _clock_lines(camp)
    return "\n".join(lines)


# The clocks' forecasts live with the clock actions (solo.game.story.clocks), which import
# every command: imported only for a campaign that has a clock.


def _clocks_data(camp: Campaign) -> list[PlainDict]:
    if not camp.clocks:
        return []
    from solo.game.story.clocks import clock_data

    return [clock_data(camp, c) for c in camp.clocks]


def _clock_lines(camp: Campaign) -> list[str]:
    if not camp.clocks:
        return []
    from solo.game.story.clocks import clock_line

    return [f"  Clock: {clock_line(camp, c)}" for c in camp.clocks]


def cast_text(game: Game) -> str:
    """The threads (the hero's Goals first) and the NPCs and foes, one a line, with what
    to type to change them (`/cast` of the plain prompt)."""
    camp = game.campaign
    threads = [f"  {g.text} (Goal)" for g in camp.character.active_goals]
    threads += [f"  {t.name}" + ("" if t.open else " (closed)") for t in camp.cast.threads]
    npcs = [f"  {n.label}" + (f" — {n.note}" if n.note else "") for n in camp.cast.npcs]
    return "\n".join(
        ["Threads:", *(threads or ["  none yet"]), "NPCs and foes:", *(npcs or ["  none yet"])]
        + ["  (/act add_thread text=… · close_thread name=… · add_npc name=… [rank=…])"]
    )


def _cast_lines(camp: Campaign) -> list[str]:
    """The threads besides the Goals (closed ones marked) and the NPCs and foes."""
    cast = camp.cast
    lines = []
    if cast.threads:
        names = (t.name if t.open else f"{t.name} (closed)" for t in cast.threads)
        lines.append("  Threads: " + "; ".join(names))
    if cast.npcs:
        lines.append("  NPCs: " + "; ".join(n.label for n in cast.npcs))
    return lines


def _goal_lines(camp: Campaign) -> list[str]:
    lines = []
    for goal in camp.character.active_goals:
        lines.append(f"  Goal: {goal.text}")
        for m in goal.milestones:
            mark = {"achieved": "x", "failed": "!"}.get(m.status.value, " ")
            lines.append(f"    [{mark}] {m.text}")
    return lines


class SaveRow(Struct, frozen=True):
    """One campaign in `solo saves`; ``error`` says why a broken one cannot be read."""

    name: str
    system: str = ""
    session: int = 0
    hero: str = ""
    standing: str = ""
    last_played: str = ""
    error: str | None = None

    def as_dict(self) -> dict[str, object]:
        if self.error is not None:
            return {"name": self.name, "error": self.error}
        return {
            "name": self.name,
            "system": self.system,
            "session": self.session,
            "hero": self.hero,
            "standing": self.standing,
            "last_played": self.last_played,
        }


def saves_rows(store: SaveStore) -> list[SaveRow]:
    from solo.game.campaign import Campaign
    from solo.saves.errors import SaveError
    from solo.saves.store import JOURNAL

    rows = []
    for name in store.names():
        try:
            camp = Campaign.from_dict(store.peek(name))
            last = _last_time(store.folder(name) / JOURNAL)
            rows.append(
                SaveRow(
                    name=name,
                    system=camp.system,
                    session=camp.session,
                    hero=camp.character.name,
                    standing=camp.standing(),
                    last_played=last,
                )
            )
        except (SaveError, ValueError) as exc:
            rows.append(SaveRow(name=name, error=str(exc)))
    return rows


def saves_text(store: SaveStore, rows: list[SaveRow]) -> str:
    if not rows:
        return (
            f"No campaigns in {store.root} yet. Start one with `solo new NAME`, or just "
            '`solo ask "..."` to play the demo.'
        )
    lines = [f"Campaigns in {store.root}:"]
    width = max(len(r.name) for r in rows) + 2
    hero = max(len(r.hero) for r in rows) + 2
    standing = max(len(r.standing) for r in rows) + 2
    for r in rows:
        if r.error is not None:
            lines.append(f"  {r.name:<{width}}BROKEN: {r.error}")
        else:
            lines.append(
                f"  {r.name:<{width}}{r.hero:<{hero}}{r.system:<11}"
                f"session {r.session:<4}{r.standing:<{standing}}"
                f"{r.last_played}"
            )
    return "\n".join(lines)


def export(store: SaveStore, name: str, fmt: str, *, mechanics: bool = True) -> str:
    """The journal of ``name`` as Markdown (``md``: the story, each turn's dice and odds in
    one line unless not ``mechanics``; with "show rules", every line as journalled), JSON
    with the campaign, or a Lonelog log (its ``d:`` lines only with ``mechanics``)."""
    from solo.cli.printing import showing_rules
    from solo.game.campaign import Campaign
    from solo.game.errors import GameError
    from solo.game.story.journal import entries, fold
    from solo.game.story.journal_text import to_markdown
    from solo.game.story.story_markdown import Telling, story_markdown
    from solo.game.story.telling import tell
    from solo.saves.errors import SaveError
    from solo.saves.store import STATE

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
    if fmt == "lonelog":
        from solo.game.story.lonelog import journal_document
        from solo.saves.lonelog.writer import write

        return write(journal_document(save.state, save.records, mechanics=mechanics))
    title, told = f"{camp.name}: {camp.character.name}", entries(list(records))
    if showing_rules():
        return to_markdown(title, told)
    return story_markdown(tell(title, told), Telling(mechanics=mechanics))


def _last_time(journal: Path) -> str:
    try:
        with open(journal, "rb") as fh:
            fh.seek(0, 2)
            size = fh.tell()
            fh.seek(max(0, size - 4096))
            tail = fh.read().splitlines()
    except OSError:
        return ""
    for line in reversed(tail):
        try:
            return str(json.loads(line).get("time", ""))[:16].replace("T", " ")
        except ValueError:
            continue
    return ""
