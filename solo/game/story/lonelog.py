"""The campaign and Lonelog, both ways: its journal as a Lonelog document
(:func:`to_document`), and a Lonelog document as the steps that build a new campaign
(:func:`plan_import`), with the handlers of the two commands that keep what a campaign
does not hold itself (:class:`~solo.game.story.commands.LogLine`, :class:`~solo.game.story.commands.LogFrame`).

The mapping, both ways:

- ``## Session N`` ↔ a session started; ``### S1 *title*`` ↔ a scene started (its place
  and place tags an ``[L:place|tag|tag]`` line under it). A heading the campaign would number otherwise is kept as
  written (a ``LogFrame``), as is the front matter.
- ``[PC:Name|Resolve 5]`` and ``[Thread:Goal|Open]`` before the first session ↔ the hero as
  the campaign began: its name, its economy's tracks, its Goals.
- ``@`` (an action) or ``?`` (a world question), ``d:`` the dice, ``->`` the answer read,
  ``=>`` what changed ↔ a question asked, rolled and settled; imported, each line is a
  ``LogLine``: kept as written, never rolled again.
- ``[Thread:Goal|Open]`` ↔ a Goal set; ``|Closed``/``|Failed``/``|Abandoned`` ↔ a Goal
  achieved, failed, given up (imported: kept as written, the Goal stays as it is).
- ``[Clock:Alarm 0/6|threat|text]`` (``[E:…]`` an event clock, ``[Track:…]`` progress) ↔ a
  clock made; ``[Clock:Alarm 3/6]`` ↔ its ticks, by hand or by an answer. Imported, a clock
  tag's line is kept as written and sets the campaign's clock to the fill it says.
- Prose and dialogue ↔ the player's notes. Every other line (``tbl:``, ``gen:``, tags of
  NPCs, places and clocks) ↔ a ``LogLine``, written back as it came.
- What else the campaign journals ↔ ``=> what happened`` and ``=>`` its changes.

No rule IDs reach the document (R-GM-8): every text from the journal loses them
(:func:`solo.rule_ids.split_rules`); a question is told as the story model tells it
(:func:`solo.game.story.telling.told_turns`): its answer line, what changed in a few words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence

from msgspec import Struct, field
from msgspec.structs import replace

from solo.game.actions import Context, Step, handles
from solo.game.campaign import Campaign
from solo.game.commands import Command
from solo.game.errors import GameError
from solo.game.story.cast import Rank
from solo.game.story.clocks import CHANGE, clock_tag, from_tags, new_clock_tag, tag_kind
from solo.game.story.commands import (
    AddGoal,
    AddNpc,
    AddThread,
    CloseThread,
    EndSession,
    LogFrame,
    LogLine,
    LogPart,
    Note,
    StartScene,
    StartSession,
)
from solo.game.story.economy_text import TRACK_NAMES
from solo.game.story.events import RandomEvent
from solo.game.story.journal import EntryKind, JournalEntry, Record, fold
from solo.game.story.scene_test import QUESTION, SceneTest, odds_text
from solo.game.story.telling import SHAPES, Kind, Turn, change_said, told_turns
from solo.rule_ids import split_rules
from solo.rules.clocks import Clock, Trigger
from solo.rules.economy.resolve import ResolveState
from solo.saves import patch
from solo.saves.errors import SaveError
from solo.saves.lonelog.document import (
    CLOCK_FILL,
    Document,
    DocumentDraft,
    Entry,
    Mark,
    Scene,
    Tag,
    tags_in,
)
from solo.saves.lonelog.reader import (
    LonelogError,
    entry_of,
    is_structure,
    scene_heading,
    session_heading,
)
from solo.vocabulary import plain_mapping

# --- the two commands that keep an imported log's own lines ----------------------------------


@handles(LogLine)
def log_line(camp: Campaign, ctx: Context, cmd: LogLine) -> Step:
    """A line kept as written: a marked line may be bare (``->``), any other needs text."""
    if not cmd.text.strip() and not cmd.mark.symbol:
        raise GameError(f"a {cmd.mark.value} line needs some text")
    clocks = from_tags(camp, tags_in(cmd.text))  # its clock tags set the clocks (R-GM-5)
    line = Entry(cmd.mark, cmd.text.strip(), cmd.speaker.strip()).line.strip()
    return Step(clocks.campaign, line, clocks.fired, clocks.changes)


@handles(LogFrame)
def log_frame(camp: Campaign, ctx: Context, cmd: LogFrame) -> Step:
    what = {
        LogPart.FRONT_MATTER: "the log's front matter",
        LogPart.SESSION_HEADING: "the session's heading",
        LogPart.SCENE_HEADING: "the scene's heading",
    }[cmd.part]
    return Step(camp, f"Kept from the imported log: {what}", tuple(cmd.text.splitlines()))


# --- the journal as a document -----------------------------------------------------------------

GOAL_STATES = {"active": "Open", "achieved": "Closed", "failed": "Failed", "abandoned": "Abandoned"}
GOAL_ENDINGS = {"goal_achieved": "Closed", "goal_failed": "Failed", "goal_abandoned": "Abandoned"}
QUIET = frozenset({"end_scene", "end_session"})
"""Journal actions that add nothing to the log: the next heading says it."""
TITLE_SAYS_IT = frozenset({"add_condition", "add_detail"})
"""Journal actions whose title says all their changes would ("Condition: Bruised")."""


def hero_tags(camp: Campaign) -> tuple[Entry, ...]:
    """The hero as the log opens: ``[PC:Name|Resolve 5]`` and a thread per Goal."""
    econ, state = camp.economy, camp.state
    tracks = tuple(f"{TRACK_NAMES[t]} {econ.value(state, t)}" for t in econ.tracks())
    out = [Entry(Mark.TAGS, Tag("PC", camp.character.name, tracks).text)]
    for goal in camp.character.goals:
        status = GOAL_STATES.get(goal.status.value, goal.status.value.title())
        out.append(Entry(Mark.TAGS, Tag("Thread", goal.text, (status,)).text))
    return tuple(out)


def front_matter(camp: Campaign) -> tuple[str, ...]:
    """The YAML block of a log written from ``camp`` (each value a quoted string)."""
    values = {
        "title": camp.name,
        "hero": camp.character.name,
        "ruleset": f"solo ({camp.system}, {camp.variant})",
        "genre": camp.genre or "",
    }
    return tuple(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in values.items() if v)


def to_document(began: Campaign, records: Sequence[Record], *, mechanics: bool = True) -> Document:
    """The live journal ``records`` of a campaign that ``began`` as given, as a log (each
    question's dice and odds as a ``d:`` line, unless not ``mechanics``)."""
    log = _Log(DocumentDraft(front_matter(began), list(hero_tags(began))), mechanics)
    for record in records:
        log.add(record)
    return log.document()


class _Log(Struct):
    """The document as the journal is read, record by record."""

    draft: DocumentDraft
    mechanics: bool = True
    scenes_started: int = 0
    turn: list[JournalEntry] = field(default_factory=list)  # a question being settled
    clock_kinds: dict[str, str] = field(default_factory=dict)  # each clock's tag: E, Clock …

    def document(self) -> Document:
        self._tell_turn()
        return self.draft.document()

    def add(self, record: Record) -> None:
        action = str(record.get("action", ""))
        entry = JournalEntry.from_record(record)
        if entry.kind.rolled or entry.kind is EntryKind.ACCEPT or self._shapes_turn(action):
            self._take_turn(entry)
            return
        self._tell_turn()
        args = record.get("args")
        args = args if isinstance(args, dict) else {}
        handler = _RECORD_LINES.get(action)
        if handler is not None:
            handler(self, record, args)
        elif action in TITLE_SAYS_IT:
            self.put(Entry(Mark.CONSEQUENCE, _plain(entry.title)))
        elif action not in QUIET:
            self.put(*_happened(entry))

    def _shapes_turn(self, action: str) -> bool:
        """A redraw, edit or gift while a roll waits: told as part of its turn (R-ORA-2)."""
        return bool(self.turn) and action in SHAPES

    def _take_turn(self, entry: JournalEntry) -> None:
        """An ask starts a turn, a reroll joins it, an accept settles it."""
        if entry.kind is EntryKind.ASK:
            self._tell_turn()
        self.turn.append(entry)
        if entry.kind is EntryKind.ACCEPT:
            self._tell_turn()

    def _tell_turn(self) -> None:
        if self.turn:
            for turn in told_turns(self.turn):
                self.put(*(self.clock_said(e) for e in _turn_lines(turn, self.mechanics)))
            events = (e.event for e in self.turn if e.event is not None)
            self.put(*(tag for event in events for tag in _event_tags(event)))
            self.turn = []

    def put(self, *entries: Entry) -> None:
        self.draft.add(*entries)

    def clock_said(self, entry: Entry) -> Entry:
        """A clock's change (``=> Clock 'Alarm' 3/6``) as its tag, ``[Clock:Alarm 3/6]``."""
        found = CHANGE.match(entry.text) if entry.mark is Mark.CONSEQUENCE else None
        if found is None:
            return entry
        kind = self.clock_kinds.get(found["name"], "Clock")
        tag = clock_tag(kind, found["name"], int(found["filled"]), int(found["segments"]))
        return Entry(Mark.TAGS, tag.text)

    def clock_made(self, record: Record, args: Mapping[str, object]) -> None:
        """A new clock: its tag, with its trigger and the text it fires."""
        try:
            trigger = Trigger.from_key(args.get("trigger", "hand"))
            segments = args.get("segments")
            clock = Clock(
                str(args.get("name", "")), int(str(segments)), trigger, str(args.get("fires", ""))
            )
        except ValueError:
            self.put(*_happened(JournalEntry.from_record(record)))
            return
        self.clock_kinds[clock.name] = tag_kind(trigger)
        self.put(Entry(Mark.TAGS, new_clock_tag(clock).text))

    def clock_ticked(self, record: Record, args: Mapping[str, object]) -> None:
        """A clock ticked by hand: its tag as it stands, and its text if that filled it."""
        entry = JournalEntry.from_record(record)
        self.put(*(Entry(Mark.CONSEQUENCE, _plain(d)) for d in entry.details))
        self.put(*(self.clock_said(e) for e in _changes(entry.changes)))

    def start_session(self, record: Record, args: Mapping[str, object]) -> None:
        number = record.get("session")
        last = self.draft.last_session or 0
        self.draft.start_session(number if isinstance(number, int) else last + 1)

    def start_scene(self, record: Record, args: Mapping[str, object]) -> None:
        self.scenes_started += 1
        title = _plain(str(args.get("title", "")))
        self.draft.start_scene(str(self.scenes_started), title)
        place = _place_tag(args, title)
        if place is not None:
            self.put(Entry(Mark.TAGS, place.text))
        test = JournalEntry.from_record(record).scene_test
        if test is not None:
            self.put(*_test_lines(test, self.mechanics))

    def frame(self, record: Record, args: Mapping[str, object]) -> None:
        """The front matter or a heading as the imported log wrote it."""
        part, text = str(args.get("part", "")), str(args.get("text", ""))
        if part == LogPart.FRONT_MATTER.value:
            self.draft.front_matter = tuple(text.split("\n")) if text else ()
        elif part == LogPart.SESSION_HEADING.value and (session := session_heading(text)):
            self.draft.rename_session(*session)
        elif part == LogPart.SCENE_HEADING.value and (scene := scene_heading(text)):
            self.draft.rename_scene(*scene)

    def line(self, record: Record, args: Mapping[str, object]) -> None:
        try:
            mark = Mark(args.get("mark", "prose"))
        except ValueError:
            mark = Mark.PROSE
        entry = Entry(mark, str(args.get("text", "")), str(args.get("speaker", "")))
        for tag in entry.tags:  # a clock's later ticks are written as the log wrote it
            if tag.fill is not None:
                self.clock_kinds[CLOCK_FILL.sub("", tag.name).strip()] = tag.kind
        self.put(entry)

    def note(self, record: Record, args: Mapping[str, object]) -> None:
        text = str(args.get("text", record.get("title", "")))
        self.put(*(_written(line) for line in text.splitlines() if line.strip()))

    def goal_set(self, record: Record, args: Mapping[str, object]) -> None:
        self.put(Entry(Mark.TAGS, Tag("Thread", str(args.get("text", "")), ("Open",)).text))

    def goal_ended(self, record: Record, args: Mapping[str, object]) -> None:
        status = GOAL_ENDINGS[str(record.get("action"))]
        self.put(Entry(Mark.TAGS, Tag("Thread", str(args.get("goal", "")), (status,)).text))
        self.put(*_changes(JournalEntry.from_record(record).changes))

    def thread(self, record: Record, args: Mapping[str, object]) -> None:
        """A thread opened (``|Open``) or closed (``|Closed``), besides the Goals."""
        closed = record.get("action") == "close_thread"
        name = str(args.get("name" if closed else "text", ""))
        self.put(Entry(Mark.TAGS, Tag("Thread", name, ("Closed" if closed else "Open",)).text))

    def npc(self, record: Record, args: Mapping[str, object]) -> None:
        """Someone met: ``[N:Name|rank|note]`` (a foe's rank first; the note's parts as
        fields); a name or note a tag cannot hold is told as what happened."""
        entry = JournalEntry.from_record(record)
        tag = npc_tag(entry.title, str(args.get("rank", "")), entry.details)
        self.put(*([Entry(Mark.TAGS, tag.text)] if tag is not None else _happened(entry)))

    def foe(self, record: Record, args: Mapping[str, object]) -> None:
        strength = str(args.get("strength", ""))
        tag = Tag("N", str(args.get("name", "")), ("foe", strength) if strength else ("foe",))
        self.put(Entry(Mark.TAGS, tag.text))


_RecordLines = Callable[[_Log, Record, Mapping[str, object]], None]
_RECORD_LINES: dict[str, _RecordLines] = {
    "start_session": _Log.start_session,
    "start_scene": _Log.start_scene,
    "log_frame": _Log.frame,
    "log_line": _Log.line,
    "note": _Log.note,
    "add_goal": _Log.goal_set,
    "goal_achieved": _Log.goal_ended,
    "goal_failed": _Log.goal_ended,
    "goal_abandoned": _Log.goal_ended,
    "set_opposition": _Log.foe,
    "add_clock": _Log.clock_made,
    "tick": _Log.clock_ticked,
    "add_thread": _Log.thread,
    "close_thread": _Log.thread,
    "add_npc": _Log.npc,
    "draw_npc": _Log.npc,
}
"""Which journal actions write which lines; any other writes what happened (:func:`_happened`)."""


NOTE_PARTS = "; "
"""How an NPC's note holds the fields of its tag (``caravan master; stern``)."""


def npc_tag(title: str, rank: str, details: Sequence[str]) -> Tag | None:
    """The tag of an NPC the journal says joined the list (``New NPC: Name`` or ``New foe:
    Name (rank, Resolve n)``, its note the first detail); None when a tag cannot hold it."""
    name = title.partition(": ")[2]
    if rank.strip():
        name = name.rpartition(" (")[0]
    note = details[0] if details else ""
    fields = (*([rank.strip().lower()] if rank.strip() else []), *_note_fields(note))
    if not name.strip() or any(c in "[]|" for c in name) or any(c in "[]" for c in note):
        return None
    return Tag("N", name.strip(), fields)


def _note_fields(note: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in note.split(NOTE_PARTS) if p.strip())


def _place_tag(args: Mapping[str, object], title: str) -> Tag | None:
    """``[L:place|tag|tag]`` for a scene started with a place (or, in older journals, a
    one-word setting) and place tags; None for a scene started with neither."""
    place = str(args.get("place") or args.get("setting") or "").strip()
    listed = args.get("tags")
    tags = (
        tuple(str(t).strip() for t in listed if str(t).strip()) if isinstance(listed, list) else ()
    )
    if not place and not tags:
        return None
    return Tag("L", place or title, tags)


def _test_lines(test: SceneTest, mechanics: bool) -> list[Entry]:
    """A scene test as a world question (R-GM-2): ``? Does it begin as expected?`` with
    the player's expectation, its dice and the three odds, ``->`` how it begins, ``=>``
    what that brought, and a new NPC's or thread's tag."""
    expect = f" ({_plain(test.expect)})" if test.expect else ""
    out = [Entry(Mark.QUESTION, f"{QUESTION}{expect}")]
    if mechanics:
        dice = test.dice.replace(": ", " ", 1)
        out.append(Entry(Mark.DICE, " · ".join(p for p in (dice, odds_text(test.odds)) if p)))
    out.append(Entry(Mark.ANSWER, f"It begins {test.result.label}."))
    out += [Entry(Mark.CONSEQUENCE, line) for line in test.lines()[2:]]
    if test.event is not None:
        out += _event_tags(test.event)
    return out


def _event_tags(event: RandomEvent) -> list[Entry]:
    """``[N:name|new]`` or ``[Thread:name|Open]`` for the NPC or thread a random event
    brought into the lists (R-GM-4); nothing for one already there."""
    if not event.new:
        return []
    if event.npc is not None:
        return [Entry(Mark.TAGS, Tag("N", event.npc, ("new",)).text)]
    if event.thread is not None:
        return [Entry(Mark.TAGS, Tag("Thread", event.thread, ("Open",)).text)]
    return []


def _written(line: str) -> Entry:
    """A line of a note as the log reads it (a note written as dialogue is dialogue); a
    line that would read as a heading, a fence or a broken tag line is escaped with a
    backslash, so the log reads back as written."""
    text = line.strip()
    if is_structure(text):
        return Entry(Mark.PROSE, "\\" + text)
    try:
        return entry_of(0, text)
    except LonelogError:  # "[E:Alert] soon": the reader would refuse it as a tag line
        return Entry(Mark.PROSE, "\\" + text)


def _plain(text: str) -> str:
    """``text`` as the player reads it: no rule IDs (R-GM-8)."""
    return split_rules(text).text


def _changes(changes: Iterable[str]) -> list[Entry]:
    """What changed, in a few words each (a gain the cap cut to nothing left out)."""
    said = (change_said(c) for c in changes if c.strip())
    return [Entry(Mark.CONSEQUENCE, s.text) for s in said if s is not None and s.text]


def _happened(entry: JournalEntry) -> list[Entry]:
    return [Entry(Mark.CONSEQUENCE, _plain(entry.title)), *_changes(entry.changes)]


def _turn_lines(turn: Turn, mechanics: bool = True) -> list[Entry]:
    """A question told (:mod:`solo.game.story.telling`): ``@`` or ``?``, the dice and
    odds in one ``d:`` line, the answer line, then what else it brought and changed."""
    mark = Mark.QUESTION if turn.kind is Kind.WORLD else Mark.ACTION
    out = [Entry(mark, _plain(turn.question))]
    compact = turn.mechanics.compact()
    if compact and mechanics:
        out.append(Entry(Mark.DICE, compact))
    if turn.settled:
        out.append(Entry(Mark.ANSWER, _plain(turn.line)))
    out += [Entry(Mark.CONSEQUENCE, _plain(m.removeprefix("Read it as: "))) for m in turn.more]
    out += [Entry(Mark.CONSEQUENCE, c.text) for c in turn.changed if c.text]
    return out


# --- a document as the steps of a new campaign ---------------------------------------------


class Planned(Struct, frozen=True):
    """One step of an import: a command, and what to journal instead if the rules refuse
    it (a Goal the hero cannot take: its thread kept as written)."""

    command: Command
    otherwise: Command | None = None


class ImportPlan(Struct, frozen=True):
    """What a log makes: the hero's tag and open threads (as the log opens) and the
    journalled steps, in the order written."""

    hero: Tag | None
    goals: tuple[str, ...]
    steps: tuple[Planned, ...]
    genre: str = ""  # the front matter's ``genre:``, as written


FRONT_GENRE = re.compile(r"""^genre:\s*["']?(?P<genre>[^"'#]*?)["']?\s*$""")


def plan_import(doc: Document) -> ImportPlan:
    pc, goals, rest = _opening(doc.entries)
    steps: list[Planned] = []
    if doc.front_matter:
        steps.append(Planned(LogFrame(LogPart.FRONT_MATTER, "\n".join(doc.front_matter))))
    steps += [_step(e) for e in rest]
    scenes = 0
    for i, session in enumerate(doc.sessions, 1):
        if i > 1:
            steps.append(Planned(EndSession()))
        steps.append(Planned(StartSession()))
        if session.heading != f"Session {i}":
            steps.append(Planned(LogFrame(LogPart.SESSION_HEADING, session.heading)))
        steps += [_step(e, in_play=True) for e in session.entries]
        for scene in session.scenes:
            scenes += 1
            steps += _scene_steps(scene, scenes)
    genres = (FRONT_GENRE.match(line) for line in doc.front_matter)
    genre = next((g.group("genre") for g in genres if g), "")
    return ImportPlan(pc, goals, tuple(steps), genre)


STORY_GOAL = "See this story through"
"""The Goal of a hero whose log opens no thread (a hero needs one), to rephrase in play."""


def hero_sheet(plan: ImportPlan, sheet: Mapping[str, object]) -> dict[str, object]:
    """A starter hero file made the log's: its name and Goals (the threads open as the log
    begins, else :data:`STORY_GOAL`), no opening scene, foe or genre (the caller gives
    the genre)."""
    character = dict(plain_mapping(sheet.get("character", {}), "the hero"))
    if plan.hero is not None and plan.hero.name.strip():
        character["name"] = plan.hero.name.strip()
    character["goals"] = list(plan.goals or (STORY_GOAL,))
    return {k: v for k, v in sheet.items() if k not in ("scene", "opposition", "genre")} | {
        "character": character
    }


def with_tracks(camp: Campaign, plan: ImportPlan) -> Campaign:
    """The campaign with the Resolve the hero's tag gives, when its economy has one and
    the value fits under the cap."""
    resolve = dict(_tracks(plan.hero) or ()).get("Resolve")
    state = camp.state
    if resolve is None or not isinstance(state, ResolveState):
        return camp
    if not 0 <= resolve <= camp.resolve_cap:
        return camp
    return replace(camp, economy_state=replace(state, resolve=resolve))


def steps_for(camp: Campaign, plan: ImportPlan) -> tuple[Planned, ...]:
    """The plan's steps, after the hero's tag as written when the campaign's own tag for
    the hero (:func:`hero_tags`) would not say the same: nothing of it is lost."""
    pc = plan.hero
    if pc is None or hero_tags(camp)[0].text == pc.text:
        return plan.steps
    return (Planned(LogLine(Mark.TAGS, pc.text)), *plan.steps)


def _scene_steps(scene: Scene, number: int) -> list[Planned]:
    title = scene.title or f"Scene {scene.label}"
    steps = [Planned(StartScene(title, test=False))]  # its test, if any, is in its lines
    if scene.heading != Scene(str(number), title).heading:
        steps.append(Planned(LogFrame(LogPart.SCENE_HEADING, scene.heading)))
    return steps + [_step(e, in_play=True) for e in scene.entries]


def _opening(
    entries: Sequence[Entry],
) -> tuple[Tag | None, tuple[str, ...], list[Entry]]:
    """The hero's tag and open threads among the lines before the first session (each
    alone on its line, as :func:`hero_tags` writes them), and every other line."""
    pc: Tag | None = None
    goals: list[str] = []
    rest: list[Entry] = []
    for entry in entries:
        tags = entry.tags if entry.mark is Mark.TAGS else ()
        only = tags[0] if len(tags) == 1 and tags[0].text == entry.text else None
        if only is not None and only.kind == "PC" and pc is None:
            pc = only
        elif only is not None and _open_thread(only) and only.name not in goals:
            goals.append(only.name)
        else:
            rest.append(entry)
    return pc, tuple(goals), rest


def _open_thread(tag: Tag) -> bool:
    return tag.kind == "Thread" and tag.fields == ("Open",) and bool(tag.name)


TRACK_FIELD = re.compile(r"^([A-Za-z]+) (\d+)$")


def _tracks(pc: Tag | None) -> tuple[tuple[str, int], ...] | None:
    """A PC tag's fields as tracks (``Resolve 5``); None when one field is something else."""
    if pc is None:
        return ()
    out = []
    for text in pc.fields:
        found = TRACK_FIELD.match(text)
        if found is None:
            return None
        out.append((found.group(1), int(found.group(2))))
    return tuple(out)


def _step(entry: Entry, in_play: bool = False) -> Planned:
    """The journalled step of one line: prose and dialogue as notes, a lone tag as what it
    stands for (:func:`_tag_step`), any other line kept as written."""
    kept = LogLine(entry.mark, entry.text, entry.speaker)
    if entry.mark in (Mark.PROSE, Mark.DIALOGUE):
        return Planned(Note(entry.line))
    tags = tags_in(entry.text) if entry.mark is Mark.TAGS else ()
    if len(tags) == 1 and tags[0].text == entry.text:
        command = _tag_step(tags[0], in_play)
        if command is not None:
            return Planned(command, otherwise=kept)
    return Planned(kept)


def _tag_step(tag: Tag, in_play: bool) -> Command | None:
    """A lone tag line as a command: an open thread as a Goal before play and as a thread
    of the list in play, a closed one closing that thread, someone met (``N``) joining the
    NPC list (R-GM-4; not a foe tag the opposition wrote). None keeps the line as written;
    a command the campaign refuses (a name met already) keeps it too."""
    if _open_thread(tag):
        return AddThread(tag.name) if in_play else AddGoal(tag.name)
    if tag.kind == "Thread" and tag.fields == ("Closed",) and tag.name and in_play:
        return CloseThread(tag.name)
    if tag.kind == "N" and tag.name and (not tag.fields or tag.fields[0] != "foe"):
        return _npc_command(tag)
    return None


def _npc_command(tag: Tag) -> AddNpc:
    """``[N:Name|rank|note|note]``: a first field naming a rank makes a foe."""
    fields = list(tag.fields)
    rank = fields.pop(0) if fields and fields[0].lower() in {r.value for r in Rank} else ""
    return AddNpc(tag.name, rank=rank, note=NOTE_PARTS.join(f for f in fields if f))


# --- the whole journal of a save ----------------------------------------------------------------


def journal_document(
    state: Mapping[str, object], records: Sequence[Record], *, mechanics: bool = True
) -> Document:
    """The log of a save: its current ``state`` and every journal record (undo and redo
    too). The hero opens the log as the campaign began: the state before the first record,
    found by taking every record's patch back; a journal that cannot be taken back (a
    record without its patch) opens with the hero as now. Without ``mechanics``, a
    question has no ``d:`` line."""
    began = Campaign.from_dict(_began(state, records))
    return to_document(began, fold(list(records)).entries, mechanics=mechanics)


def _began(state: Mapping[str, object], records: Sequence[Record]) -> Mapping[str, object]:
    ops: list[patch.Op] = []
    for record in records:
        made = record.get("patch")
        if not isinstance(made, list):
            return state
        ops += made
    try:  # every patch taken back, the last first: one pass over one copy
        began = patch.apply(state, ops, reverse=True)
        Campaign.from_dict(began)
    except (ValueError, KeyError, TypeError, IndexError, SaveError):
        return state
    return began
