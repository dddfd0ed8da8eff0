"""The campaign told as a story: sessions, their scenes, and in each scene the turns.

A :class:`Turn` is one question as the player lived it: the question and its kind, the
answer and the one line that says it (:func:`answer_line`), what the answer brought, what
changed in a few words (Resolve, a Condition, a milestone), the player's own notes as prose,
and its mechanics folded into one compact line (dice and odds; every derivation kept for
"show rules"). Anything else the journal holds (a note before any question, an opposition
set, a downtime) is a :class:`Happening`.

:func:`tell` builds the :class:`Story` from the journal's live entries. Records on disk keep
their format: this reads the lines they hold and sorts each into the story or the mechanics
(:class:`Voice`); rule IDs leave every line the player reads (R-GM-8) and stay in
:attr:`Said.rules` and :attr:`Said.full`.

Renderings read this model: the Markdown export (:mod:`solo.game.story.story_markdown`),
the app's journal and the CLI. Pure: no campaign, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import Enum

from msgspec import Struct, field
from msgspec.structs import replace

from solo.dice import known_systems
from solo.dice.ladder import Answer
from solo.game.story.journal import EntryKind, JournalEntry
from solo.game.story.scene_test import SceneTest
from solo.rule_ids import split_rules

# --- lines ---------------------------------------------------------------------------------


class Voice(Enum):
    """Whose line it is: the story's (the fiction, what changed) or the mechanics' (dice,
    odds, how the pool and the price were worked out)."""

    STORY = "story"
    MECHANICS = "mechanics"


class Said(Struct, frozen=True):
    """One line of the journal as told: ``text`` is what the player reads (no rule IDs),
    ``full`` the line as recorded, ``rules`` the rule IDs it cites."""

    text: str
    voice: Voice = Voice.STORY
    rules: tuple[str, ...] = ()
    full: str = ""

    @classmethod
    def of(cls, line: str, voice: Voice = Voice.STORY) -> Said:
        """``line`` as recorded, split into its text and its rule IDs."""
        split = split_rules(line)
        return cls(split.text, voice, split.rules, line)

    def shown(self, rules: bool = False) -> str:
        """The line with "show rules" on (``rules``: as recorded) or off."""
        return (self.full or self.text) if rules else self.text


class Kind(Enum):
    """The kind of a question (R-ORA-4): the hero acts, or the player asks about the world."""

    ACTION = "action"
    WORLD = "world"


class Mechanics(Struct, frozen=True):
    """A turn's mechanics: the dice of each roll, its odds, and every derivation line in
    order (the pool, the likelihood, the dice, what the answer cost)."""

    dice: tuple[str, ...] = ()  # "fubar: 4 1 5 1 4 (6)", one per roll (a reroll adds one)
    odds: str = ""  # "yes 34.4%"
    lines: tuple[Said, ...] = ()

    def compact(self) -> str:
        """Dice and odds in one line: "fubar 4 1 5 1 4 (6) · yes 34.4%"; rerolls joined
        with "→"."""
        rolls = " → ".join(d.replace(": ", " ", 1) for d in self.dice)
        return " · ".join(p for p in (rolls, self.odds) if p)

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r for line in self.lines for r in line.rules))


# --- the story's parts ---------------------------------------------------------------------


class Turn(Struct, frozen=True):
    """One question and all it led to.

    ``answer`` is None for an impasse (and for a question still waiting, with ``settled``
    False). ``line`` is the one answer line (:func:`answer_line`); ``meaning`` the rung's
    reading; ``kept`` what the answer brought and the line uses (a Condition, a Detail, a
    complication) or ''; ``more`` the answer's other story lines; ``changed`` what changed,
    in a few words; ``notes`` the player's own words written under it."""

    question: str
    kind: Kind
    answer: Answer | None
    line: str
    meaning: str = ""
    kept: str = ""
    more: tuple[str, ...] = ()
    changed: tuple[Said, ...] = ()
    notes: tuple[str, ...] = ()
    mechanics: Mechanics = field(default_factory=Mechanics)
    settled: bool = True
    entries: tuple[int, ...] = ()  # the journal entries (n) it was told from

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule ID the turn's lines cite."""
        cited = [*self.mechanics.rules, *(r for c in self.changed for r in c.rules)]
        return tuple(dict.fromkeys(cited))


class Happening(Struct, frozen=True):
    """An entry outside a question: ``title`` and its lines; ``note`` when it is the
    player's own words (told as prose)."""

    title: str
    lines: tuple[Said, ...] = ()
    note: bool = False
    action: str = ""
    entries: tuple[int, ...] = ()


Moment = Turn | Happening
"""What a scene is made of, in order."""


class Scene(Struct, frozen=True):
    """A scene: its number and title (0 and '' for what happens before the first scene
    of a session), its setting lines, and its moments."""

    number: int
    title: str
    setting: tuple[Said, ...] = ()
    moments: tuple[Moment, ...] = ()
    test: SceneTest | None = None  # how it began, when tested (R-GM-2)

    @property
    def turns(self) -> tuple[Turn, ...]:
        return tuple(m for m in self.moments if isinstance(m, Turn))


class Session(Struct, frozen=True):
    """A session (``number`` None for entries from before sessions were recorded) and
    its scenes; ``opening`` holds what its start said (Resolve regained)."""

    number: int | None
    scenes: tuple[Scene, ...] = ()
    opening: tuple[Said, ...] = ()

    @property
    def turns(self) -> tuple[Turn, ...]:
        return tuple(t for s in self.scenes for t in s.turns)


class Story(Struct, frozen=True):
    """The whole campaign told: its title and sessions."""

    title: str
    sessions: tuple[Session, ...] = ()

    @property
    def turns(self) -> tuple[Turn, ...]:
        return tuple(t for s in self.sessions for t in s.turns)


# --- the answer line -----------------------------------------------------------------------


def answer_line(answer: Answer | None, kept: str) -> str:
    """The one line that says the answer: the rung and what was kept, as in
    "Yes, but… — Winded."; the rung alone when nothing was kept; "Impasse" for none.

    Answers settled since the one-sentence composer (:mod:`solo.game.turn.sentence`, R-GM-6)
    carry their sentence in the record and are told by it; this phrases the older ones."""
    label = "Impasse" if answer is None else answer.label
    kept = kept.strip()
    if not kept:
        return label
    if kept[-1] not in ".!?…":
        kept += "."
    return f"{label} — {kept[0].upper()}{kept[1:]}"


# --- telling the journal -------------------------------------------------------------------

_ODDS = re.compile(r"^odds: (yes [\d.]+%)(?:.* · (event chance [\d/]+))?")
_MOVED = re.compile(
    r"^(?:(?P<reason>.*): )?(?P<sign>[+−])(?P<n>\d+) (?P<track>Resolve|Doom|Life|FU|Consequences)"
    r"(?: \(capped at \d+\))?, now (?P<now>-?\d+)$"
)
_FOE_LOSES = re.compile(
    r"^(?P<who>.+) loses (?P<n>\d+) Resolve \(now -?\d+\)(?P<defeated> and is defeated)?$"
)
_CLASSED = re.compile(r"^(?P<what>Condition gained|Scene Detail): (?P<name>.*?)(?: \([^()]*\))?$")
_KEEPS = ("Condition gained: ", "Scene Detail: ")
_BRINGS = ("Complication: ", "Offered detail: ", "Offered condition: ", "Offered (your words): ")
_FOLLOWS = frozenset({"note", "milestone", "goal_achieved", "goal_failed", "setback"})
"""Actions that, right after a turn, belong to it: the player's notes and the Goal's news."""
SHAPES = frozenset({"redraw_offer", "edit_offer", "give_offer"})
"""Actions that, while a turn's roll waits, shape what it brings (R-ORA-2): the accept's
sentence tells the result, so they belong to the turn and are not told on their own."""


def tell(title: str, entries: Sequence[JournalEntry]) -> Story:
    """The journal's live entries (oldest first) told as a story."""
    teller = _Teller()
    for entry in entries:
        teller.take(entry)
    return Story(title, teller.finish())


def told_turns(entries: Sequence[JournalEntry]) -> tuple[Turn, ...]:
    """Every turn in ``entries`` (one question's ask, rerolls and accept each)."""
    return tell("", entries).turns


def change_said(line: str) -> Said | None:
    """A change as the story says it, in a few words ("−1 Resolve, now 4"; "Condition:
    Winded"); None when nothing changed (a gain the cap cut to +0)."""
    said = Said.of(line)
    moved = _MOVED.match(said.text)
    if moved:
        if moved["n"] == "0":
            return None
        text = f"{moved['sign']}{moved['n']} {moved['track']}, now {moved['now']}"
        return Said(text, Voice.STORY, said.rules, line)
    foe = _FOE_LOSES.match(said.text)
    if foe:
        text = f"{foe['who']}: −{foe['n']} Resolve" + (", defeated" if foe["defeated"] else "")
        return Said(text, Voice.STORY, said.rules, line)
    classed = _CLASSED.match(said.text)
    if classed:
        what = "Condition" if classed["what"].startswith("Condition") else "Detail"
        return Said(f"{what}: {classed['name']}", Voice.STORY, said.rules, line)
    return said


def _kept_text(details: Iterable[str], changes: Iterable[str]) -> str:
    """What the answer brought that its line says: the Condition or Detail kept, else the
    complication or what was offered."""
    for line in (split_rules(c).text for c in changes):
        classed = _CLASSED.match(line)
        if classed:
            return classed["name"]
    for line in details:
        for prefix in _BRINGS:
            if line.startswith(prefix):
                return line[len(prefix) :]
    return ""


class _Open(Struct):
    """A turn being told: its entries so far."""

    ask: JournalEntry
    rerolls: list[JournalEntry] = field(default_factory=list)
    shaped: list[JournalEntry] = field(default_factory=list)
    accept: JournalEntry | None = None
    after: list[JournalEntry] = field(default_factory=list)


class _Teller:
    """Walks the entries once, gathering sessions, scenes and moments."""

    def __init__(self) -> None:
        self.sessions: list[Session] = []
        self.session: int | None = None
        self.opening: list[Said] = []
        self.scenes: list[Scene] = []
        self.scene = Scene(0, "")
        self.moments: list[Moment] = []
        self.turn: _Open | None = None

    def take(self, entry: JournalEntry) -> None:
        if entry.session is not None and entry.session != self.session:
            self._close_session()
            self.session = entry.session
        if entry.kind is EntryKind.ASK:
            self._close_turn()
            self.turn = _Open(entry)
        elif self.turn is not None and self._belongs_to_turn(entry):
            self._add_to_turn(self.turn, entry)
        else:
            self._close_turn()
            self._take_other(entry)

    def _belongs_to_turn(self, entry: JournalEntry) -> bool:
        turn = self.turn
        if turn is None:
            return False
        if entry.kind in (EntryKind.REROLL, EntryKind.ACCEPT) or entry.action in SHAPES:
            return turn.accept is None
        return turn.accept is not None and entry.action in _FOLLOWS

    @staticmethod
    def _add_to_turn(turn: _Open, entry: JournalEntry) -> None:
        if entry.kind is EntryKind.REROLL:
            turn.rerolls.append(entry)
        elif entry.kind is EntryKind.ACCEPT:
            turn.accept = entry
        elif turn.accept is None:
            turn.shaped.append(entry)
        else:
            turn.after.append(entry)

    def _take_other(self, entry: JournalEntry) -> None:
        if entry.action == "start_session":
            self.opening += [s for c in entry.changes if (s := change_said(c)) is not None]
        elif entry.action == "start_scene":
            self._close_scene()
            number, _, title = entry.title.partition(": ")
            digits = number.removeprefix("Scene ")
            self.scene = Scene(
                int(digits) if digits.isdigit() else 0,
                title or entry.title,
                tuple(Said.of(d) for d in entry.details),
                test=entry.scene_test,
            )
        else:
            self.moments.append(_happening(entry))

    def _close_turn(self) -> None:
        if self.turn is not None:
            self.moments.append(_told(self.turn))
            self.turn = None

    def _close_scene(self) -> None:
        self._close_turn()
        if self.moments or self.scene.number:
            self.scenes.append(replace(self.scene, moments=tuple(self.moments)))
        self.moments = []
        self.scene = Scene(0, "")

    def _close_session(self) -> None:
        self._close_scene()
        if self.scenes or self.opening:
            self.sessions.append(Session(self.session, tuple(self.scenes), tuple(self.opening)))
        self.scenes, self.opening = [], []

    def finish(self) -> tuple[Session, ...]:
        self._close_session()
        return tuple(self.sessions)


def _happening(entry: JournalEntry) -> Happening:
    """An entry outside a question: its details are what happened (a concession's terms,
    a scene's setting), said without rule IDs."""
    note = entry.action == "note"
    lines = [Said.of(d) for d in entry.details]
    lines += [s for c in entry.changes if (s := change_said(c)) is not None]
    return Happening(Said.of(entry.title).text, tuple(lines), note, entry.action, (entry.n,))


def _is_dice(text: str) -> bool:
    """A roll's dice line, "minifu: you 6 (1) · against 5 (5)" (a described mechanic's
    too, by its name)."""
    name, sep, rest = text.partition(": ")
    return bool(sep) and rest[:1] not in ("", " ") and name in known_systems()


def _roll_mechanics(entry: JournalEntry) -> tuple[list[Said], str, str]:
    """A roll's derivation lines (every detail but the answer), its dice and its odds."""
    lines = [Said.of(d, Voice.MECHANICS) for d in entry.details[:-1]]
    dice = next((s.text for s in lines if _is_dice(s.text)), "")
    odds = next((_odds_said(m) for s in lines if (m := _ODDS.match(s.text))), "")
    return lines, dice, odds


def _odds_said(match: re.Match[str]) -> str:
    """ "yes 50.0%", with the chance of a random event when the question had one (R-GM-3)."""
    return " · ".join(part for part in match.groups() if part)


def _told(turn: _Open) -> Turn:
    """One turn told from its entries."""
    ask, accept = turn.ask, turn.accept
    mechanics = _turn_mechanics(ask, turn.rerolls)
    changes = [c for e in (ask, *turn.rerolls) for c in e.changes]
    answer = (accept or (ask, *turn.rerolls)[-1]).answer
    meaning, more = _roll_reading((ask, *turn.rerolls)[-1]), list[str]()
    if accept is not None:
        meaning, more, derived = _accepted(accept)
        mechanics = replace(mechanics, lines=mechanics.lines + tuple(derived))
        changes += accept.changes
    kept = _kept_text(more, changes)
    changed, notes = _changed(changes, kept, turn.after)
    reading = _reading(more)
    if kept:
        more = [m for m in more if not m.endswith(kept)]
    elif reading:
        more = [m for m in more if m != READ_AS + reading]
    sentence = accept.sentence if accept is not None else ""
    more = [m for m in more if m != sentence]
    entries = (ask, *turn.rerolls, *turn.shaped, *((accept,) if accept else ()), *turn.after)
    return Turn(
        question=ask.title,
        kind=Kind.WORLD if ask.world else Kind.ACTION,
        answer=answer,
        line=sentence or answer_line(answer, kept or reading or meaning),
        meaning=meaning,
        kept=kept,
        more=tuple(more),
        changed=changed,
        notes=notes,
        mechanics=mechanics,
        settled=accept is not None,
        entries=tuple(e.n for e in entries),
    )


def _turn_mechanics(ask: JournalEntry, rerolls: Sequence[JournalEntry]) -> Mechanics:
    """The ask's and each reroll's dice, the odds before the first roll, every line."""
    lines, dice, odds = _roll_mechanics(ask)
    rolls = [dice] if dice else []
    for reroll in rerolls:
        again, dice_again, _ = _roll_mechanics(reroll)
        lines += [Said.of(reroll.title, Voice.MECHANICS), *again]
        rolls += [dice_again] if dice_again else []
    return Mechanics(tuple(rolls), odds, tuple(lines))


def _changed(
    changes: Sequence[str], kept: str, after: Sequence[JournalEntry]
) -> tuple[tuple[Said, ...], tuple[str, ...]]:
    """What changed in a few words (a Detail the answer line already says left out, the
    Goal news that followed added), and the player's notes written under the turn."""
    changed = [s for c in changes if (s := change_said(c)) is not None]
    changed = [c for c in changed if not (kept and c.text == f"Detail: {kept}")]
    notes: list[str] = []
    for entry in after:
        if entry.action == "note":
            notes.append(entry.title)
        else:
            changed.append(Said.of(entry.title))
            changed += [s for c in entry.changes if (s := change_said(c)) is not None]
    return tuple(changed), tuple(notes)


READ_AS = "Read it as: "
"""How an answer's reading begins among its story lines (told without it)."""


def _roll_reading(entry: JournalEntry) -> str:
    """What a roll's answer means ("You get what you wanted, at a price …"): the reading
    its last line gives after the rung."""
    if not entry.details or entry.answer is None:
        return ""
    label, sep, reading = entry.details[-1].partition(": ")
    return reading if sep and label == entry.answer.label else ""


def _reading(more: Sequence[str]) -> str:
    return next((m[len(READ_AS) :] for m in more if m.startswith(READ_AS)), "")


def _accepted(entry: JournalEntry) -> tuple[str, list[str], list[Said]]:
    """An accept's rung reading, its other story lines, and its derivations (the lines
    that cite a rule: what the answer cost whom and why)."""
    details = list(entry.details)
    meaning = ""
    if details and entry.answer is not None and details[0].startswith(entry.answer.label + ": "):
        meaning = details.pop(0).partition(": ")[2]
    more: list[str] = []
    derived: list[Said] = []
    for line in details:
        said = Said.of(line, Voice.MECHANICS)
        if said.rules:
            derived.append(said)
        else:
            more.append(said.text)
    return meaning, more, derived


# --- one entry at a time (the app's journal and the plain prompt write entries as they come)


class Told(Struct, frozen=True):
    """One journal entry as the story tells it.

    ``head`` is the question, the reroll, the answer line of an accept or the
    entry's title; ``reading`` a roll's answer before it is accepted ("Yes, but…: You get
    what you wanted, at a price …"); ``more`` the other story lines; ``changed`` what
    changed in a few words; ``mechanics`` the entry's dice, odds and derivations."""

    head: str
    kind: EntryKind
    answer: Answer | None = None
    reading: str = ""
    more: tuple[str, ...] = ()
    changed: tuple[Said, ...] = ()
    mechanics: Mechanics = field(default_factory=Mechanics)
    note: bool = False
    world: bool = False


def told(entry: JournalEntry) -> Told:
    """``entry`` as the story tells it (an ask, a reroll, an accept, anything else)."""
    changed = tuple(s for c in entry.changes if (s := change_said(c)) is not None)
    if entry.kind.rolled:
        return _told_roll(entry, changed)
    if entry.kind is EntryKind.ACCEPT:
        return _told_accept(entry, changed)
    happening = _happening(entry)
    return Told(
        happening.title,
        entry.kind,
        more=tuple(s.text for s in happening.lines if s.voice is Voice.STORY and s not in changed),
        changed=changed,
        mechanics=Mechanics(lines=tuple(s for s in happening.lines if s.voice is Voice.MECHANICS)),
        note=happening.note,
    )


def _told_roll(entry: JournalEntry, changed: tuple[Said, ...]) -> Told:
    """An ask or a reroll: the question (or the dice rerolled), its mechanics, and the
    answer the dice give before it is accepted."""
    lines, dice, odds = _roll_mechanics(entry)
    return Told(
        entry.title,
        entry.kind,
        entry.answer,
        Said.of(entry.details[-1]).text if entry.details else "",
        changed=changed,
        mechanics=Mechanics((dice,) if dice else (), odds, tuple(lines)),
        world=entry.world,
    )


def _told_accept(entry: JournalEntry, changed: tuple[Said, ...]) -> Told:
    """An accept: its answer line, the reading (when the line says what was kept), the
    rest it brought, what changed; what the answer cost whom folded in the mechanics."""
    meaning, more, derived = _accepted(entry)
    kept = _kept_text(more, entry.changes)
    reading = _reading(more)
    shown = [m for m in more if not (kept and m.endswith(kept)) and m != READ_AS + reading]
    if kept and reading:
        shown.insert(0, READ_AS + reading)
    shown = [m for m in shown if m != entry.sentence]
    return Told(
        entry.sentence or answer_line(entry.answer, kept or reading or meaning),
        entry.kind,
        entry.answer,
        more=tuple(shown),
        changed=tuple(c for c in changed if not (kept and c.text == f"Detail: {kept}")),
        mechanics=Mechanics(lines=tuple(derived)),
    )


def told_text(entry: Told, *, indent: str = "  ", reading: bool = True) -> list[str]:
    """A told entry as plain lines: the head, then indented its reading (``reading``: a
    roll's answer before it is accepted), its other lines, what changed (starred) and its
    mechanics in one line."""
    head = entry.head + ("  (world)" if entry.world else "")
    lines = [head]
    if reading and entry.reading:
        lines.append(indent + entry.reading)
    lines += [indent + m.removeprefix(READ_AS) for m in entry.more]
    lines += [f"{indent}* {c.text}" for c in entry.changed]
    compact = entry.mechanics.compact()
    if compact:
        lines.append(indent + compact)
    return lines


def turn_text(turn: Turn, *, indent: str = "  ", mechanics: bool = True) -> list[str]:
    """A turn as plain lines: the question (its kind when it is about the world), then
    indented the answer line, what else it brought, what changed (starred), the mechanics
    in one line and the player's notes."""
    lines = [turn.question + ("  (world)" if turn.kind is Kind.WORLD else "")]
    lines.append(indent + turn.line)
    more = " ".join(m.removeprefix(READ_AS) for m in turn.more)
    if more:
        lines.append(indent + more)
    lines += [f"{indent}* {c.text}" for c in turn.changed]
    compact = turn.mechanics.compact()
    if mechanics and compact:
        lines.append(indent + compact)
    lines += [indent + note for note in turn.notes]
    return lines
