"""What the "and" or "but" of an answer brings, drawn from the content tables.

R-ORA-2: an answer offers a secondary Condition or Detail of the right polarity and
magnitude, or a complication. R-COND-4: its tier is no greater than the main stake's,
"but" ones a tier below "and" ones where possible. R-COND-3: the main stake's magnitude
follows Resolve when the fiction does not say. R-ORA-3: at Resolve 0 or 1, drawn
complications are one tier more severe.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from itertools import accumulate
from typing import TYPE_CHECKING

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.tables.draw import Drawn, DrawSession
from solo.tables.model import Candidates, Entry, Library, Table
from solo.tables.places import Fit, PlaceTag, ScenePlace, fit, plain_words, setting_tags
from solo.tables.refs import Filter, Filters, with_filter
from solo.tables.subjects import (
    PEOPLE_WORDS,
    Approach,
    Subject,
    approach_of,
    names_someone,
    subject_of,
)
from solo.tables.tags import parse_tag
from solo.vocabulary import Category, PlainDict, Polarity, Tier, magnitude, secondary_tier

if TYPE_CHECKING:
    import random

POLARITY: dict[Answer, Polarity] = {
    Answer.YES_AND: Polarity.POSITIVE,  # the "and" adds to the hero's win
    Answer.YES_BUT: Polarity.NEGATIVE,  # the win comes at a cost
    Answer.NO_BUT: Polarity.POSITIVE,  # something salvaged from the loss
    Answer.NO_AND: Polarity.NEGATIVE,  # the loss gets worse
}
"""The polarity of the secondary Condition or Detail, for the hero (decision)."""

ESCALATING_RESOLVE = (0, 1)
TOP_DRAWN = Tier.MAJOR  # permanent Conditions are Descriptors (R-COND-1): never drawn


class OfferPlan(Struct, frozen=True):
    """What to draw for an answer, before any drawing."""

    answer: Answer
    main_tier: Tier
    polarity: Polarity | None  # of the secondary Condition/Detail; None for plain yes/no
    tier: Tier | None  # of the secondary Condition
    complication_tier: Tier | None  # None: no complication
    escalated: bool = False  # R-ORA-3 applied

    def as_dict(self) -> PlainDict:
        return {
            "answer": self.answer.key,
            "main_tier": self.main_tier.key,
            "polarity": self.polarity.value if self.polarity else None,
            "tier": self.tier.key if self.tier else None,
            "complication_tier": self.complication_tier.key if self.complication_tier else None,
            "escalated": self.escalated,
        }


def plan_offer(
    answer: Answer | str,
    *,
    main_tier: Tier | str | None = None,
    resolve: int | None = None,
    high_stakes: bool = False,
    complication: bool = False,
    complication_tier: Tier | None = None,
) -> OfferPlan:
    """Polarity and tiers for an answer's "and"/"but".

    ``main_tier`` is the main stake's tier; when None it follows R-COND-3 from
    ``high_stakes`` and ``resolve`` (the Resolve left after this answer), or is moderate
    when Resolve is not given. ``complication`` asks for one even on a positive answer
    (a d6 Wild Die complication, R-D6-3); ``complication_tier`` sets its severity before
    escalation (the d6 total's, R-D6-3) instead of the stake's."""
    rung = answer if isinstance(answer, Answer) else Answer.from_key(str(answer))
    if resolve is not None and (isinstance(resolve, bool) or not isinstance(resolve, int)):
        raise ValueError(f"resolve must be a whole number, got {resolve!r}")
    main = _main_tier(rung, main_tier, resolve, high_stakes)
    polarity = POLARITY.get(rung)
    but = rung in (Answer.YES_BUT, Answer.NO_BUT)
    tier = secondary_tier(main, but=but) if polarity is not None else None
    escalate = resolve is not None and resolve in ESCALATING_RESOLVE
    comp = None
    if polarity is Polarity.NEGATIVE or complication:
        comp = _complication_tier(
            main, tier if polarity is Polarity.NEGATIVE else None, complication_tier, escalate
        )
    return OfferPlan(rung, main, polarity, tier, comp, escalate and comp is not None)


def _complication_tier(
    main: Tier, negative_tier: Tier | None, given: Tier | None, escalate: bool
) -> Tier:
    """A complication's tier: the negative "and"/"but"'s own tier, else the stake's (never
    above the top drawn); ``given`` overrides both (R-D6-3); one worse when Resolve is
    low (R-ORA-3)."""
    base = negative_tier if negative_tier is not None else min(main, TOP_DRAWN)
    if given is not None:
        base = min(given, TOP_DRAWN)
    return base.step(1 if escalate else 0, highest=TOP_DRAWN)


def _main_tier(
    rung: Answer, main_tier: Tier | str | None, resolve: int | None, high_stakes: bool
) -> Tier:
    """The main stake's tier: as given, else from the stakes and the Resolve left (R-COND-3),
    else moderate."""
    if main_tier is not None:
        return Tier.from_key(main_tier)
    if resolve is not None:
        return magnitude(high_stakes and not rung.is_yes, resolve)
    return Tier.MODERATE


class Offer(Struct, frozen=True):
    """What an answer offers: a meaning prompt, and for "and"/"but" a Condition and a
    Detail to choose from, plus a complication for negative ones."""

    plan: OfferPlan
    meaning: Drawn | None = None
    condition: Drawn | None = None
    detail: Drawn | None = None
    complication: Drawn | None = None

    def as_dict(self) -> PlainDict:
        out: PlainDict = {"plan": self.plan.as_dict()}
        for name in ("meaning", "condition", "detail", "complication"):
            drawn = getattr(self, name)
            out[name] = drawn.as_dict() if drawn else None
        return out


def offer(
    library: Library,
    answer: Answer | str,
    rng: random.Random,
    *,
    main_tier: Tier | str | None = None,
    resolve: int | None = None,
    high_stakes: bool = False,
    category: Category | str | None = None,
    genre: str | None = None,
    setting: str | None = None,
    complication: bool = False,
    complication_tier: Tier | None = None,
    world: bool = False,
    opposed: bool = False,
    avoid: frozenset[str] = frozenset(),
    tags: frozenset[PlaceTag] | None = None,
    used: frozenset[str] = frozenset(),
    never: frozenset[str] = frozenset(),
    question: str = "",
) -> Offer:
    """Draw what ``answer`` offers (R-ORA-2), fitted to the scene (R-GM-6). Tables the
    library lacks give None.

    The meaning reads a world question (``world``) or an action: entries of ``kind``
    world or action, any meaning when the content has none of that kind. Readings of
    kind conflict (they speak of the opposition and the exchange) join an action's only
    when an opposition stands against it (``opposed``). Every draw follows TAGS.md's
    "Drawing" (:class:`Fitting`): never an entry of another genre, one the genre's pack
    drops, one whose place tags contradict the scene's ``tags`` (an old ``setting`` word
    counts as its tags) and the question's opposed/unopposed, or one in ``never`` (what a
    redraw replaces); entries ``used`` this session (by :func:`entry_key`) only when the
    table has no other; matching entries first, then untagged, then unknown, and before
    them all the fitting ones that share a word with the ``question`` ("the desk" → "left
    the ledger open on the desk"). Drawn texts in ``avoid`` (what the scene and the hero
    already have) count as used."""
    plan = plan_offer(
        answer,
        main_tier=main_tier,
        resolve=resolve,
        high_stakes=high_stakes,
        complication=complication,
        complication_tier=complication_tier,
    )
    base: Filters = ()
    if genre is not None:
        base = (Filter("genre", frozenset({parse_tag("genre", genre)})),)
    session = DrawSession(library, rng, base[0].values if base else None)
    scene_tags = set(tags or ()) | (setting_tags(setting) if setting else set())
    fitting = Fitting(
        ScenePlace.of(scene_tags, opposed=not world and opposed),
        genre,
        library.dropped.get(genre, frozenset()) if genre else frozenset(),
        used | {entry_key(e) for e in _having(library, avoid)},
        never,
        content_words(question),
        answer=plan.answer,
    ).asked(question, world=world)
    answer_filters = with_filter(base, "answer", plan.answer)
    kinds = ("world",) if world else ("action", "conflict") if opposed else ("action",)
    meaning = fitting.first(
        session, "meanings", [with_filter(answer_filters, "kind", *kinds), answer_filters]
    )
    condition = detail = comp = None
    if plan.polarity is not None and plan.tier is not None:
        pol = with_filter(base, "polarity", plan.polarity)
        tries = [with_filter(pol, "tier", t) for t in _downward(plan.tier)]
        if category is not None:
            wanted = parse_tag("category", category)
            tries = [with_filter(f, "category", wanted) for f in tries] + tries
        condition = fitting.first(session, "conditions", tries)
        detail = fitting.first(session, "details", [pol])
    if plan.complication_tier is not None:
        comp = fitting.first(
            session,
            "complications",
            [with_filter(base, "tier", t) for t in _downward(plan.complication_tier)],
        )
    return Offer(plan, meaning, condition, detail, comp)


def draw_placed(
    library: Library,
    table: str,
    rng: random.Random,
    *,
    genre: str | None = None,
    setting: str | None = None,
    tags: frozenset[PlaceTag] | None = None,
    filters: Filters = (),
    used: frozenset[str] = frozenset(),
) -> Drawn | None:
    """One entry of ``table`` drawn the way offers are (R-GM-6): never one of another genre
    (generic only without a genre) or one the scene's ``tags`` (or old ``setting``)
    contradict; matching ones first. ``filters`` narrow the table (``kind=bad``), ``used``
    names entries drawn this session (:func:`entry_key`), drawn again only when nothing
    else fits. None when the library has no such table or nothing matches."""
    base: Filters = ()
    if genre is not None:
        base = (Filter("genre", frozenset({parse_tag("genre", genre)})),)
    session = DrawSession(library, rng, base[0].values if base else None)
    scene_tags = set(tags or ()) | (setting_tags(setting) if setting else set())
    dropped = library.dropped.get(genre, frozenset()) if genre else frozenset()
    fitting = Fitting(ScenePlace.of(scene_tags), genre, dropped, used)
    return fitting.first(session, table, [base + tuple(filters)])


def _downward(tier: Tier) -> list[Tier]:
    """``tier`` then each lesser one: a draw may fall short of the cap, never exceed it."""
    return [Tier(t) for t in range(int(tier), int(Tier.MINOR) - 1, -1)]


def entry_key(entry: Entry) -> str:
    """An entry's name in a session's memory of draws (kept in the save): its table and
    text, ``details:A patrol turns the corner.``"""
    return f"{entry.table}:{entry.text}"


class Fitting(Struct, frozen=True):
    """Where a draw happens (R-GM-6): the scene's tags with the question's opposed or
    unopposed, the campaign's genre and what its packs drop, the entries drawn this session
    (``used``, by :func:`entry_key`) and the ones a redraw replaces (``never``)."""

    place: ScenePlace
    genre: str | None = None
    dropped: frozenset[Entry] = frozenset()
    used: frozenset[str] = frozenset()
    never: frozenset[str] = frozenset()
    echo: frozenset[str] = frozenset()  # the question's words (see content_words)
    subject: Subject | None = None  # what a world question is about
    answer: Answer | None = None  # the rung being read
    approach: Approach | None = None  # how an action goes about it

    def asked(self, question: str, *, world: bool) -> Fitting:
        """The same draw for ``question``: a world question's subject, an action's approach."""
        if world:
            return replace(self, subject=subject_of(question))
        return replace(self, approach=approach_of(question))

    def allowed(self, entry: Entry) -> bool:
        """Out: another genre, dropped, contradicting the place, being replaced, or written
        for another subject (``about``) or another rung (``answer``) than the question's."""
        return (
            entry.tags.fits_genre(self.genre)
            and entry not in self.dropped
            and self._reads_the_question(entry)
            and self.rank(entry) is not Fit.CONTRADICTS
            and entry_key(entry) not in self.never
        )

    def _reads_the_question(self, entry: Entry) -> bool:
        """An entry about a subject fits only a question about it; one written for a rung,
        only that rung; one that follows some approaches, no action of another (any, when the
        action's approach is unknown)."""
        about, rung, after = entry.tags.about, entry.tags.answer, entry.tags.after
        if about is not None and (self.subject is None or self.subject.value not in about):
            return False
        if after is not None and self.approach is not None and self.approach.value not in after:
            return False
        return rung is None or self.answer is None or rung is self.answer

    def rank(self, entry: Entry) -> Fit:
        """How the entry fits: an entry of the campaign's own genre alone (a genre pack's)
        counts as a match; a core entry that lists several genres does not."""
        tags = entry.tags
        found = fit(_places(tags.where), _places(tags.needs), self.place, _places(tags.avoid))
        if found is Fit.CONTRADICTS:
            return found
        if self.genre is not None and entry.tags.genre == frozenset({self.genre}):
            return Fit.MATCH
        return found

    def first(self, session: DrawSession, table: str, tries: list[Filters]) -> Drawn | None:
        """One draw from the first of ``tries`` with an allowed entry not yet used (this
        session or this offer); when every try has only used ones, the first allowed."""
        if table not in session.library.tables:
            return None
        spent = None
        for filters in tries:
            allowed = _only(session.library.candidates(table, filters), self.allowed)
            if not allowed.total:
                continue
            fresh = _only(allowed, lambda e: self._fresh(e, session))
            if fresh.total:
                return session.draw_from(self._preferred(fresh))
            spent = spent or allowed
        return session.draw_from(self._preferred(spent)) if spent is not None else None

    def _fresh(self, entry: Entry, session: DrawSession) -> bool:
        return entry_key(entry) not in self.used and entry not in session.used

    def _preferred(self, candidates: Candidates) -> Candidates:
        """The best-fitting of ``candidates``: those written about the question's subject,
        else those that follow the action's approach, else those that fit and share a word
        with the question, else those that fit and have someone in them when the question
        is about someone, else matches, else untagged, else unknown."""
        about = _only(candidates, lambda e: e.tags.about is not None)
        if about.total:
            return about
        if self.approach is not None:
            approach = self.approach.value
            following = _only(candidates, lambda e: approach in (e.tags.after or ()))
            if following.total:
                return following
        ranks = {e: self.rank(e) for e in candidates.entries}
        for wanted in (self.echo - {PERSON}, self.echo & {PERSON}):
            if not wanted:
                continue
            echoing = _only(
                candidates,
                lambda e: ranks[e] is not Fit.UNKNOWN and bool(wanted & _entry_words(e)),  # noqa: B023
            )
            if echoing.total:
                return echoing
        for rank in (Fit.MATCH, Fit.UNTAGGED, Fit.UNKNOWN):
            chosen = _only(candidates, lambda e: ranks[e] is rank)  # noqa: B023 (used at once)
            if chosen.total:
                return chosen
        return candidates


COMMON_WORDS = frozenset(
    [
        "about",
        "above",
        "across",
        "after",
        "again",
        "against",
        "along",
        "also",
        "anyone",
        "anything",
        "around",
        "away",
        "back",
        "been",
        "before",
        "behind",
        "being",
        "below",
        "best",
        "better",
        "between",
        "both",
        "came",
        "come",
        "comes",
        "could",
        "does",
        "doing",
        "done",
        "down",
        "each",
        "else",
        "enough",
        "even",
        "ever",
        "every",
        "everyone",
        "everything",
        "first",
        "from",
        "going",
        "gone",
        "good",
        "have",
        "here",
        "into",
        "just",
        "keep",
        "know",
        "last",
        "least",
        "left",
        "less",
        "like",
        "little",
        "long",
        "look",
        "made",
        "make",
        "many",
        "more",
        "most",
        "much",
        "must",
        "near",
        "need",
        "never",
        "next",
        "nothing",
        "once",
        "only",
        "onto",
        "other",
        "over",
        "same",
        "should",
        "some",
        "someone",
        "something",
        "soon",
        "still",
        "such",
        "take",
        "than",
        "that",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "thing",
        "things",
        "this",
        "those",
        "through",
        "time",
        "very",
        "want",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "whole",
        "will",
        "with",
        "without",
        "would",
        "your",
        "yours",
    ]
)
"""Words too common to tie an entry to a question."""


PERSON = "person"
"""The word :func:`content_words` adds when a text is about someone."""


def content_words(text: str) -> frozenset[str]:
    """The words of ``text`` that can tie a drawn entry to a question: four letters or
    more, not :data:`COMMON_WORDS`, a plural or past ending taken off ("guards" and
    "guarded" → "guard"); and ``person`` when the text is about someone (a word of
    :data:`~solo.tables.subjects.PEOPLE_WORDS`, or a name: "Does Sammy know…"), so a question about a person
    draws a line with a person in it."""
    bare = text.replace("'s", " ").replace("’s", " ")
    words = plain_words(bare)
    found = {_stem(w) for w in words if len(w) >= 4 and w not in COMMON_WORDS}
    if PEOPLE_WORDS.intersection(words) or names_someone(bare):
        found.add(PERSON)
    return frozenset(found)


def _stem(word: str) -> str:
    for ending in ("ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


def _entry_words(entry: Entry) -> frozenset[str]:
    return content_words(entry.text)


def _places(tags: frozenset[str] | None) -> frozenset[PlaceTag] | None:
    return None if tags is None else frozenset(PlaceTag(t) for t in tags)


def _only(candidates: Candidates, wanted: Callable[[Entry], bool]) -> Candidates:
    """The candidates ``wanted`` keeps, weights and all."""
    pairs = [(e, w) for e, w in zip(candidates.entries, candidates.weights) if wanted(e)]
    if len(pairs) == len(candidates.entries):
        return candidates
    entries = tuple(e for e, _ in pairs)
    weights = tuple(w for _, w in pairs)
    return Candidates(
        candidates.table, entries, weights, tuple(accumulate(weights)), frozenset(entries)
    )


def _having(library: Library, texts: frozenset[str]) -> set[Entry]:
    """Entries of the drawn tables whose plain text is one of ``texts``."""
    if not texts:
        return set()
    lowered = {t.strip().lower() for t in texts}
    names = ("conditions", "details", "complications")
    tables = [library.tables[t] for t in names if t in library.tables]
    return {e for table in tables for text in lowered for e in _by_text(table).get(text, ())}


_TEXT_INDEX: dict[int, tuple[weakref.ref[Table], dict[str, tuple[Entry, ...]]]] = {}
"""Each table's entries by plain text, by the table's id (the weak reference tells a table
from a later one given the same id)."""


def _by_text(table: Table) -> dict[str, tuple[Entry, ...]]:
    """``table``'s entries by their plain text, worked out once per table (a loaded table
    never changes; every offer asked for it, reading the plain text of ~1,000 entries)."""
    known = _TEXT_INDEX.get(id(table))
    if known is not None and known[0]() is table:
        return known[1]
    index: dict[str, list[Entry]] = {}
    for entry in table.entries:
        index.setdefault(_plain_text(entry), []).append(entry)
    built = {text: tuple(entries) for text, entries in index.items()}
    _TEXT_INDEX[id(table)] = (weakref.ref(table), built)
    return built


def _plain_text(entry: Entry) -> str:
    """The entry's text without its references, trimmed and lower-case."""
    return "".join(p for p in entry.template if isinstance(p, str)).strip().lower()
