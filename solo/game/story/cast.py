"""Who and what the story remembers (R-GM-4): the campaign's threads and its NPCs and foes.

Active Goals are threads too (they live on the hero's sheet); :class:`Cast` holds the other
threads the player opened and every NPC met, a foe being an NPC with a rank (R-CON-3) and
its own Resolve. A random event (R-GM-3) or a scene's opposition picks from these lists.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TYPE_CHECKING, TypeVar

from msgspec import Struct
from msgspec.structs import replace

from solo.game.errors import GameError
from solo.rules.conflicts import POOLS
from solo.rules.plain import enum_from
from solo.vocabulary import Plain, PlainDict, plain_int, plain_list, plain_mapping

if TYPE_CHECKING:
    import random

    from solo.rules.conflicts import Opposition
    from solo.tables.prep import Section


class Rank(Enum):
    """A foe's rank and the Resolve pool it starts with (R-CON-3)."""

    STANDARD = "standard"
    LIEUTENANT = "lieutenant"
    VILLAIN = "villain"

    @property
    def pool(self) -> int:
        return POOLS[self.value]

    @classmethod
    def for_pool(cls, pool: int) -> Rank:
        """The highest rank whose pool is at most ``pool``: a foe of 8 (dragon-class) is a
        villain, a defeated one (below 0) standard."""
        return max((r for r in cls if r.pool <= pool), key=lambda r: r.pool, default=cls.STANDARD)

    @classmethod
    def from_key(cls, key: object) -> Rank:
        try:
            return enum_from(cls, key, "foe rank")
        except ValueError as exc:
            raise GameError(str(exc)) from None


class Thread(Struct, frozen=True):
    """A story thread the player follows, other than the hero's Goals."""

    name: str
    open: bool = True

    def to_dict(self) -> PlainDict:
        return {"name": self.name, "open": self.open}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Thread:
        return cls(name=str(data["name"]), open=bool(data.get("open", True)))


class Npc(Struct, frozen=True):
    """Someone the hero met. A foe has a ``rank`` (None for anyone else), an opposition
    ``strength`` (R-OPP-1) and its own ``resolve``; ``note`` is the player's words."""

    name: str
    note: str = ""
    rank: Rank | None = None
    strength: str = "average"
    resolve: int = 0

    @property
    def foe(self) -> bool:
        return self.rank is not None

    @property
    def defeated(self) -> bool:
        """A foe whose Resolve fell below 0 (R-CON-3); it stays in the list, marked so."""
        return self.foe and self.resolve < 0

    @property
    def label(self) -> str:
        """``Captain Vey (lieutenant, Resolve 2)``, ``Old Teodor``: the name and, for a
        foe, its rank and Resolve or that it is defeated."""
        if self.rank is None:
            return self.name
        state = "defeated" if self.defeated else f"Resolve {self.resolve}"
        return f"{self.name} ({self.rank.value}, {state})"

    def to_dict(self) -> PlainDict:
        out: PlainDict = {"name": self.name}
        if self.note:
            out["note"] = self.note
        if self.rank is not None:
            out |= {"rank": self.rank.value, "strength": self.strength, "resolve": self.resolve}
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Npc:
        rank = data.get("rank")
        return cls(
            name=str(data["name"]),
            note=str(data.get("note", "")),
            rank=None if rank is None else Rank.from_key(rank),
            strength=str(data.get("strength", "average")),
            resolve=_resolve(data.get("resolve", 0)),
        )


class Cast(Struct, frozen=True):
    """The campaign's threads (besides its Goals) and NPCs, in the order they came."""

    threads: tuple[Thread, ...] = ()
    npcs: tuple[Npc, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.threads and not self.npcs

    @property
    def open_threads(self) -> tuple[Thread, ...]:
        return tuple(t for t in self.threads if t.open)

    @property
    def foes(self) -> tuple[Npc, ...]:
        return tuple(n for n in self.npcs if n.foe)

    def npc(self, name: str) -> Npc | None:
        """The NPC of that name (case and spaces ignored), or None."""
        key = _key(name)
        return next((n for n in self.npcs if _key(n.name) == key), None)

    def thread(self, name: str) -> Thread | None:
        key = _key(name)
        return next((t for t in self.threads if _key(t.name) == key), None)

    def with_npc(self, npc: Npc) -> Cast:
        """The cast with ``npc`` added, or replacing the one of the same name."""
        kept = tuple(n for n in self.npcs if _key(n.name) != _key(npc.name))
        if len(kept) == len(self.npcs):
            return replace(self, npcs=(*self.npcs, npc))
        return replace(
            self, npcs=tuple(npc if _key(n.name) == _key(npc.name) else n for n in self.npcs)
        )

    def with_thread(self, thread: Thread) -> Cast:
        """The cast with ``thread`` added, or replacing the one of the same name."""
        if self.thread(thread.name) is None:
            return replace(self, threads=(*self.threads, thread))
        key = _key(thread.name)
        return replace(
            self, threads=tuple(thread if _key(t.name) == key else t for t in self.threads)
        )

    def without_npc(self, name: str) -> Cast:
        key = _key(name)
        return replace(self, npcs=tuple(n for n in self.npcs if _key(n.name) != key))

    def without_thread(self, name: str) -> Cast:
        key = _key(name)
        return replace(self, threads=tuple(t for t in self.threads if _key(t.name) != key))

    def renamed_npc(self, name: str, npc: Npc) -> Cast:
        """The cast with the NPC called ``name`` replaced by ``npc`` where it stood."""
        key = _key(name)
        return replace(self, npcs=tuple(npc if _key(n.name) == key else n for n in self.npcs))

    def renamed_thread(self, name: str, thread: Thread) -> Cast:
        key = _key(name)
        return replace(
            self, threads=tuple(thread if _key(t.name) == key else t for t in self.threads)
        )

    def status(self, goals: tuple[str, ...] = ()) -> PlainDict:
        """The lists as ``solo status --json`` prints them: every thread (the hero's active
        ``goals`` first, marked ``"goal"``) and every NPC with its rank, Resolve and defeat
        (``null`` for anyone who is no foe)."""
        threads: list[Plain] = [{"name": g, "open": True, "goal": True} for g in goals]
        threads += [{"name": t.name, "open": t.open, "goal": False} for t in self.threads]
        npcs: list[Plain] = [
            {
                "name": n.name,
                "note": n.note,
                "rank": None if n.rank is None else n.rank.value,
                "strength": n.strength if n.foe else None,
                "resolve": n.resolve if n.foe else None,
                "defeated": n.defeated,
            }
            for n in self.npcs
        ]
        return {"threads": threads, "npcs": npcs}

    def prep_sections(self, goals: tuple[str, ...] = ()) -> tuple[Section, ...]:
        """The prep sheet's view of the lists: the open threads (the hero's active ``goals``
        first) and the NPCs and foes met, each section only when it has lines (the prep
        sheet is imported here: a campaign read for its status needs none of it)."""
        from solo.tables.prep import Section

        threads = (*(f"{g} (Goal)" for g in goals), *(t.name for t in self.open_threads))
        npcs = tuple(n.label + (f" — {n.note}" if n.note else "") for n in self.npcs)
        out = (Section("Open threads", threads),) if threads else ()
        return out + ((Section("NPCs met", npcs),) if npcs else ())

    def to_dict(self) -> PlainDict:
        return {
            "threads": [t.to_dict() for t in self.threads],
            "npcs": [n.to_dict() for n in self.npcs],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Cast:
        threads = plain_list(data.get("threads", []), "threads")
        npcs = plain_list(data.get("npcs", []), "npcs")
        return cls(
            threads=tuple(Thread.from_dict(plain_mapping(t, "a thread")) for t in threads),
            npcs=tuple(Npc.from_dict(plain_mapping(n, "an NPC")) for n in npcs),
        )


def foe_of(opposition: Opposition) -> Npc:
    """The foe of the list an opposition stands for: its rank read from its Resolve (or its
    Consequence slots), its strength, its own Resolve; an overwhelmed one (R-RES-9) is
    defeated (-1)."""
    if opposition.slots is not None:
        resolve = -1 if opposition.overwhelmed else 0
        slots = opposition.slots.minor + opposition.slots.moderate + opposition.slots.major
        rank = Rank.STANDARD if not slots else Rank.LIEUTENANT if slots <= 2 else Rank.VILLAIN
    else:
        resolve = opposition.resolve
        rank = Rank.for_pool(resolve)
    return Npc(opposition.name, rank=rank, strength=opposition.strength, resolve=resolve)


NPC_TABLE = "npc"
"""The content table that draws a person ready to play (a name, a manner, a want)."""


def names_a_person(table_id: str) -> bool:
    """Whether a draw from the table is someone who can join the NPC list (R-GM-4): the
    NPC table or a genre's table of names."""
    return table_id == NPC_TABLE or table_id.startswith("npc-name")


def npc_from_text(text: str) -> Npc:
    """An NPC from a drawn line: ``Bram Hollis, nervous, who wants revenge`` is Bram
    Hollis, the rest its note."""
    name, _, note = text.partition(",")
    return Npc(" ".join(name.split()), note=" ".join(note.split()))


T = TypeVar("T")


def pick_one(items: tuple[T, ...], rng: random.Random) -> T | None:
    """One of ``items`` uniformly (R-GM-4), None when there are none."""
    return items[rng.randrange(len(items))] if items else None


RESOLVE_RANGE = 99
"""A foe's Resolve stays within ±99 in a save, as every economy value does."""


def _resolve(raw: object) -> int:
    value = plain_int(raw, "an NPC's resolve")
    if not -RESOLVE_RANGE <= value <= RESOLVE_RANGE:
        raise GameError(f"an NPC's resolve {value} is out of range (±{RESOLVE_RANGE})")
    return value


def same_name(a: str, b: str) -> bool:
    """Whether two names are one (case and spaces ignored), as the lists match them."""
    return _key(a) == _key(b)


def _key(name: str) -> str:
    return " ".join(name.lower().split())
